import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_ENDS, frontEndFor } from '../../server/src/core/languages/front-ends';
import { isAnalysedFile } from '../../server/src/core/registry/file-discovery';

/**
 * The list of front ends decides which files are analysed and by whom; discovery, the analyzer and
 * the editor's file watchers follow it, and the TypeScript front end loads only for TypeScript files.
 */
const ROOT = path.join(__dirname, '..', '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const REPORT = path.join(__dirname, '..', 'helpers', 'report-typescript-bundle.cjs');

describe('front ends by path', () => {
  it.each([
    ['app/src/main/java/Notes.kt', 'kotlin'],
    ['build.gradle.KTS', 'kotlin'],
    ['app/src/main/AndroidManifest.xml', 'android-xml'],
    ['app/src/main/res/xml-v31/app_metadata.xml', 'android-xml'],
    ['app/src/main/res/values/strings.xml', undefined],
    ['pom.xml', undefined],
    ['src/server.ts', 'typescript'],
    ['src/page.tsx', 'typescript'],
    ['src/tools.mjs', 'typescript'],
    ['src/types.d.ts', undefined],
    ['src/types.d.mts', undefined],
    ['Functions/OrderFunctions.cs', 'csharp'],
    ['Functions/OrderFunctions.CS', 'csharp'],
    ['Functions/OrderFunctions.csx', undefined],
    ['README.md', undefined],
  ])('%s is read by %s', (file, language) => {
    expect(frontEndFor(file)?.language).toBe(language);
    expect(isAnalysedFile(file)).toBe(language !== undefined);
  });

  it('gives each extension to one front end', () => {
    const extensions = FRONT_ENDS.flatMap((frontEnd) => frontEnd.extensions);
    expect(new Set(extensions).size).toBe(extensions.length);
  });

  it('is what the editor watches', () => {
    // The client cannot import the core; its watchers must still cover every analysed file.
    const client = fs.readFileSync(path.join(ROOT, 'client', 'src', 'client.ts'), 'utf8');
    const globs = [...client.matchAll(/createFileSystemWatcher\('([^']+)'\)/g)].flatMap((m) => m[1] ?? []);
    const watchedExtensions = globs.flatMap(
      (glob) =>
        /^\*\*\/\*\.\{?([\w,]+)\}?$/
          .exec(glob)?.[1]
          ?.split(',')
          .map((e) => `.${e}`) ?? [],
    );
    const anyFolderExtensions = FRONT_ENDS.flatMap((frontEnd) => frontEnd.extensions.filter((e) => frontEnd.reads?.(`src/file${e}`) ?? true));
    expect(watchedExtensions.sort()).toEqual(anyFolderExtensions.sort());
    expect(globs).toContain('**/AndroidManifest.xml');
    expect(globs).toContain('**/res/xml*/*.xml');
  });
});

describe('lazy loading of the TypeScript front end (bundle)', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--require', REPORT, CLI, ...args], { cwd: ROOT, encoding: 'utf8' });

  it('is not loaded by --version', () => {
    const result = run('--version');
    expect(result.status).toBe(0);
    expect(result.stderr).not.toContain('required typescript-front-end.js');
  });

  it('is not loaded for a Kotlin app', () => {
    const result = run('--format', 'json', 'examples/notes-app');
    expect(JSON.parse(result.stdout).length).toBeGreaterThan(0);
    expect(result.stderr).not.toContain('required typescript-front-end.js');
    // Nor is the MCP server mode's bundle, which only --mcp loads, nor zod, which only MCP schemas need.
    expect(result.stderr).not.toContain('required mcp-server.js');
    expect(result.stderr).not.toContain('required zod-modules.js');
  });

  it('is not loaded for TypeScript files that declare no tool, whose findings stay the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-lazy-ts-'));
    try {
      // A build script, a page and a file with a suppression comment: none can declare a tool.
      fs.writeFileSync(path.join(dir, 'build.mjs'), "import { build } from 'esbuild';\nawait build({ entryPoints: ['src/index.ts'] });\n");
      fs.writeFileSync(path.join(dir, 'page.tsx'), 'export const Page = () => <main>Plants and beds</main>;\n');
      fs.writeFileSync(path.join(dir, 'notes.ts'), '// appfunctions-disable-next-line no-filler\nexport const note = 1;\n');
      const lazy = run('--format', 'json', dir);
      expect(lazy.status).toBe(0);
      expect(lazy.stderr).not.toContain('required typescript-front-end.js');
      // The same files beside one that registers a tool: the front end loads and reads them all alike.
      fs.writeFileSync(
        path.join(dir, 'server.ts'),
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'garden', version: '1.0.0' });\n",
      );
      const loaded = run('--format', 'json', dir);
      expect(loaded.stderr).toContain('required typescript-front-end.js');
      const of = (stdout: string, file: string) => (JSON.parse(stdout) as { file?: string; filePath?: string; uri?: string }[]).filter((f) => JSON.stringify(f).includes(file));
      for (const file of ['build.mjs', 'page.tsx', 'notes.ts']) expect(of(lazy.stdout, file)).toEqual(of(loaded.stdout, file));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is loaded for a TypeScript project', () => {
    const result = run('--format', 'json', 'examples/notes-mcp');
    expect(JSON.parse(result.stdout).length).toBeGreaterThan(0);
    expect(result.stderr).toContain('required typescript-front-end.js');
  });

  it('loads the Android XML parser, from its own bundle, for an app with XML only', () => {
    const android = run('--registry', 'examples/notes-app');
    expect(android.stderr).toContain('required xml-tools.js');
    // The app description, read from the metadata XML the manifest links.
    expect((JSON.parse(android.stdout) as { apps: { description?: string }[] }).apps.some((app) => !!app.description)).toBe(true);
    const server = run('--format', 'json', 'examples/notes-mcp');
    expect(server.stderr).not.toContain('required xml-tools.js');
  });

  it('loads zod, from its own bundle, for the schemas of MCP tools only', () => {
    const registry = run('--registry', 'examples/notes-mcp');
    expect(registry.stderr).toContain('required zod-modules.js');
    const tools = (JSON.parse(registry.stdout) as { functions: { kind: string; inputSchema?: { properties?: object } }[] }).functions.filter((f) => f.kind === 'mcp-tool');
    expect(tools.some((tool) => Object.keys(tool.inputSchema?.properties ?? {}).length > 0)).toBe(true);
  });
});

describe('loading of the Kotlin grammar by the command', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--require', REPORT, CLI, ...args], { cwd: ROOT, encoding: 'utf8' });

  it('is not loaded when no Kotlin file is among the files to check', () => {
    const result = run('--format', 'json', 'examples/notes-mcp');
    expect(JSON.parse(result.stdout).length).toBeGreaterThan(0);
    expect(result.stderr).not.toContain('required tree-sitter.cjs');
  });

  it('is loaded for a Kotlin app', () => {
    const result = run('--format', 'json', 'examples/notes-app');
    expect(JSON.parse(result.stdout).length).toBeGreaterThan(0);
    expect(result.stderr).toContain('required tree-sitter.cjs');
  });
});
