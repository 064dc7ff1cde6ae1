import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { exportRegistry } from '../../server/src/core/schema/registry-export';

const SOURCE = `package com.example.lamp

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

@AppFunctionServiceEntryPoint("LampService", "lamp_service")
abstract class LampFunctions : AppFunctionService() {
    @AppFunctionDeclaration
    suspend fun switchOn(): Boolean = true

    @AppFunctionDeclaration
    suspend fun brighten(): Boolean = true
}

@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "lamp_signatures")
fun interface DimLamp {
    suspend fun dim(percent: Int): Boolean
}

/** A name from workspace code that tries to leave the export folder. */
@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_GLOBAL, appFunctionXmlFileName = "../../outside/evil")
fun interface BlinkLamp {
    suspend fun blink(times: Int): Boolean
}

class OlderFunctions {
    @AppFunctionDeclaration
    suspend fun reset(appFunctionContext: AppFunctionContext): Boolean = true
}
`;

describe('the Android metadata export, one document per XML file', () => {
  it('splits functions as the compiler writes them, and keeps every name inside the folder', async () => {
    const analyzer = await createAnalyzer();
    analyzer.registry.update('/ws/app/src/main/java/com/example/lamp/Lamp.kt', SOURCE);
    const exported = exportRegistry(analyzer.registry, 'tools-list');
    const files = exported.androidMetadataFiles.map((f) => ({ fileName: f.fileName, ids: [...f.xml.matchAll(/<id>(com[^<]*)<\/id>/g)].map((m) => m[1]) }));
    expect(files).toEqual([
      { fileName: '__.._outside_evil.xml', ids: ['com.example.lamp.BlinkLamp#blink'] },
      { fileName: 'app_functions_v2.xml', ids: ['com.example.lamp.OlderFunctions#reset'] },
      // An entry point's functions in declaration order, not sorted by id, as the compiler writes them.
      { fileName: 'lamp_service.xml', ids: ['com.example.lamp.LampFunctions#switchOn', 'com.example.lamp.LampFunctions#brighten'] },
      { fileName: 'lamp_signatures.xml', ids: ['com.example.lamp.DimLamp#dim'] },
    ]);
    for (const { fileName } of files) expect(fileName).not.toMatch(/[/\\]/);
    // The single document still holds every function.
    expect(exported.androidMetadataXml.match(/<appfunction>/g)).toHaveLength(5);
  });
});
