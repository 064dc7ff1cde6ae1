import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { pick, seededRandom } from '../helpers/seeded-random';

/**
 * Workspace rules are skipped when nothing they read changed (a keystroke in a body), and rerun
 * when it did (a description, a name): the cache must never keep a stale finding.
 */
const file = (name: string, description: string, body: string) => `package com.example.${name}

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "${name}Service", appFunctionXmlFileName = "${name}.xml")
abstract class ${name}Functions : AppFunctionService() {
    /**
     * ${description}
     *
     * @param title Title of the note.
     * @return The id of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = ${body}
}
`;

describe('workspace rule cache', () => {
  let analyzer: Analyzer;
  const a = '/ws/a/NotesFunctions.kt';
  const b = '/ws/b/MemoFunctions.kt';
  const duplicates = () => analyzer.findings(a).filter((f) => f.ruleId === 'no-duplicate-intent');

  beforeAll(async () => {
    analyzer = await createAnalyzer();
    analyzer.registry.update(a, file('Notes', 'Creates a note in the inbox folder with the given title.', 'title'));
    analyzer.registry.update(b, file('Memo', 'Creates a note in the inbox folder with the given title.', 'title'));
  });

  it('reports the duplicate, keeps it through a body edit, and drops it when the description changes', () => {
    expect(duplicates()).toHaveLength(1);
    analyzer.registry.update(b, file('Memo', 'Creates a note in the inbox folder with the given title.', 'title.trim()'));
    expect(duplicates()).toHaveLength(1);
    analyzer.registry.update(b, file('Memo', 'Archives every finished task of the given project.', 'title.trim()'));
    analyzer.registry.update(b, file('Memo', 'Archives every finished task of the given project.', 'title.trim()').replace('createNote', 'archiveTasks'));
    expect(duplicates()).toHaveLength(0);
    analyzer.registry.update(b, file('Memo', 'Creates a note in the inbox folder with the given title.', 'title'));
    expect(duplicates()).toHaveLength(1);
  });
});

describe('serializable lookup across files', () => {
  const type = (pkg: string, doc: string) => `package com.example.${pkg}

import androidx.appfunctions.AppFunctionSerializable

/** ${doc} */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Note(val id: String)
`;

  it('follows edits and removals, and a name declared twice resolves to the later file as before', async () => {
    const analyzer = await createAnalyzer();
    const registry = analyzer.registry;
    registry.update('/ws/a/Note.kt', type('a', 'First note.'));
    registry.update('/ws/b/Note.kt', type('b', 'Second note.'));
    expect(registry.findSerializable('Note')?.qualifiedName).toBe('com.example.b.Note');
    expect(registry.findSerializable('com.example.a.Note')?.qualifiedName).toBe('com.example.a.Note');
    // Editing the earlier file keeps its place: the later file still wins the simple name.
    registry.update('/ws/a/Note.kt', type('a', 'First note, edited.'));
    expect(registry.findSerializable('Note')?.qualifiedName).toBe('com.example.b.Note');
    expect(JSON.stringify(registry.findSerializable('com.example.a.Note')?.doc)).toContain('edited');
    registry.remove('/ws/b/Note.kt');
    expect(registry.findSerializable('Note')?.qualifiedName).toBe('com.example.a.Note');
    expect(registry.findSerializable('com.example.b.Note')).toBeUndefined();
    registry.update('/ws/a/Note.kt', type('a', 'First note.').replace('class Note', 'class Memo'));
    expect(registry.findSerializable('Note')).toBeUndefined();
    expect(registry.findSerializable('Memo')?.qualifiedName).toBe('com.example.a.Memo');
  });
});

describe('class resolution across edits', () => {
  const entry = `package com.example.app

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import com.example.model.Note

@AppFunctionServiceEntryPoint(serviceName = "AppService", appFunctionXmlFileName = "app.xml")
abstract class AppFunctions : AppFunctionService() {
    /**
     * Saves the note.
     *
     * @param note The note to save.
     * @return The id of the saved note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun saveNote(note: Note): String = note.id
}
`;
  const variants = [
    'class Note(val id: String)',
    '@AppFunctionSerializable\ndata class Note(val id: String)',
    '@AppFunctionSerializable\ndata class Note(val id: String, val tags: Map<String, String>)',
    'class Memo(val id: String)',
  ];
  const model = (variant: string) => `package com.example.model

import androidx.appfunctions.AppFunctionSerializable

${variant}
`;

  it('resolves a parameter type after every edit as a fresh analysis of the same files does', async () => {
    const next = seededRandom(5);
    const live = await createAnalyzer();
    const texts = new Map<string, string>([['/ws/app/AppFunctions.kt', entry]]);
    live.registry.update('/ws/app/AppFunctions.kt', entry);
    const compilerFindings = (analyzer: Analyzer) =>
      analyzer
        .findings('/ws/app/AppFunctions.kt')
        .filter((f) => f.ruleId.startsWith('compiler-'))
        .map((f) => `${f.ruleId}: ${f.message}`);
    const seen = new Set<string>();
    for (let step = 0; step < 30; step++) {
      const uri = `/ws/model/Note${Math.floor(next() * 3)}.kt`;
      if (texts.has(uri) && next() < 0.2) {
        texts.delete(uri);
        live.registry.remove(uri);
      } else {
        const text = model(pick(next, variants));
        // A re-added file goes to the end of the order, in the registry as in this map.
        if (!live.registry.has(uri)) texts.delete(uri);
        texts.set(uri, text);
        live.registry.update(uri, text);
      }
      const fresh = await createAnalyzer();
      for (const [u, text] of texts) fresh.registry.update(u, text);
      const actual = compilerFindings(live);
      expect(actual, `step ${step}`).toEqual(compilerFindings(fresh));
      seen.add(actual.join('|'));
    }
    // The sequence must reach more than one outcome (a supported type, an unsupported one...).
    expect(seen.size).toBeGreaterThan(1);
  });
});
