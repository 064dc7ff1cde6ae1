import * as fs from 'node:fs';
import * as path from 'node:path';
import { Language, Parser } from 'web-tree-sitter';

/**
 * Places the wasm files may live: beside the bundle (dist/) when packaged, or in node_modules when
 * the sources run directly (tests).
 */
function findFile(fileName: string, packageDirs: string[]): string {
  const roots = [__dirname, path.resolve(__dirname, '..'), process.cwd()];
  const candidates: string[] = [];
  for (const root of roots) {
    candidates.push(path.join(root, fileName));
    for (let up = root, i = 0; i < 7; i++, up = path.dirname(up)) {
      for (const dir of packageDirs) candidates.push(path.join(up, 'node_modules', dir, fileName));
    }
  }
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`Cannot find ${fileName}; looked in ${roots.join(', ')}`);
  return found;
}

let loading: Promise<Language> | undefined;

/** Loads the Kotlin grammar once per process. */
export function loadKotlinLanguage(): Promise<Language> {
  loading ??= (async () => {
    const runtimeWasm = findFile('tree-sitter.wasm', ['web-tree-sitter']);
    await Parser.init({ locateFile: () => runtimeWasm });
    return Language.load(findFile('tree-sitter-kotlin.wasm', ['tree-sitter-wasms/out']));
  })();
  return loading;
}

/** A parser for Kotlin; create one per thread of work (parsers are not re-entrant). */
export async function createKotlinParser(): Promise<Parser> {
  const language = await loadKotlinLanguage();
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}
