import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullDocumentDiagnosticReport, WorkspaceFullDocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../lsp/lsp-client';

/**
 * The README's promise, kept by test: a workspace whose every executable part (installed packages'
 * entry points and install scripts, tsconfig plugins and `extends`, editor tasks, zod callbacks in
 * tool schemas) would write a marker file if it ran, and whose XML would pull in a secret file or
 * blow up if its entities were expanded. The bundled command and the bundled server analyse it;
 * no marker may exist afterwards, and the command's output is the same when the process may not
 * compile code from strings.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');

let base = '';
let workspace = '';
let markers = '';
const SECRET = 'the-secret-an-external-entity-would-reveal';

/** JavaScript that leaves `<markers>/<name>` behind if it is ever run. */
const trap = (name: string) => `require('node:fs').writeFileSync(${JSON.stringify(path.join(markers, name))}, 'ran');`;
/** The same as one shell command, for install scripts and editor tasks. */
const shellTrap = (name: string) => `node -e ${JSON.stringify(trap(name))}`;

function write(relative: string, text: string): void {
  const file = path.join(workspace, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** An installed package whose entry point, install scripts and tsserver plugin each leave a marker. */
function trappedPackage(name: string, version: string): void {
  const dir = `node_modules/${name}`;
  const id = name.replace(/[@/]/g, '_');
  write(
    `${dir}/package.json`,
    JSON.stringify(
      {
        name,
        version,
        main: 'index.js',
        types: 'index.d.ts',
        exports: { '.': { require: './index.js', import: './index.mjs', types: './index.d.ts' }, './*': './index.js' },
        scripts: {
          preinstall: shellTrap(`${id}-preinstall`),
          install: shellTrap(`${id}-install`),
          postinstall: shellTrap(`${id}-postinstall`),
          prepare: shellTrap(`${id}-prepare`),
        },
      },
      null,
      2,
    ),
  );
  write(`${dir}/index.js`, `${trap(`${id}-main`)}\nmodule.exports = function plugin() { ${trap(`${id}-plugin`)} return { create: (info) => info.languageService }; };\n`);
  write(`${dir}/index.mjs`, `${trap(`${id}-import`)}\nexport const z = {};\n`);
  write(`${dir}/index.d.ts`, 'export declare const z: any;\n');
  write(`${dir}/server/mcp.js`, `${trap(`${id}-mcp`)}\n`);
}

beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-security-'));
  workspace = path.join(base, 'workspace');
  markers = path.join(base, 'markers');
  fs.mkdirSync(markers);
  fs.writeFileSync(path.join(base, 'secret.txt'), SECRET);

  write(
    'package.json',
    JSON.stringify(
      {
        name: 'trapped',
        version: '1.0.0',
        main: 'main.js',
        scripts: { preinstall: shellTrap('root-preinstall'), postinstall: shellTrap('root-postinstall'), test: shellTrap('root-test') },
        dependencies: { '@modelcontextprotocol/sdk': '1.32.2', zod: '3.25.76', 'trap-plugin': '1.0.0' },
      },
      null,
      2,
    ),
  );
  write('main.js', `${trap('root-main')}\n`);
  trappedPackage('@modelcontextprotocol/sdk', '1.32.2');
  trappedPackage('zod', '3.25.76');
  trappedPackage('trap-plugin', '1.0.0');
  write('node_modules/trap-plugin/tsconfig.base.json', JSON.stringify({ compilerOptions: { plugins: [{ name: 'trap-plugin' }] } }));
  write('tsconfig.json', JSON.stringify({ extends: './node_modules/trap-plugin/tsconfig.base.json', compilerOptions: { plugins: [{ name: 'trap-plugin' }], strict: true } }));
  write(
    '.vscode/settings.json',
    JSON.stringify({
      'typescript.tsdk': 'node_modules/trap-plugin',
      'appfunctions.rules': { 'no-shouting': 'error' },
      'terminal.integrated.shellArgs.linux': ['-c', shellTrap('vscode-settings')],
    }),
  );
  write(
    '.vscode/tasks.json',
    JSON.stringify({ version: '2.0.0', tasks: [{ label: 'trap', type: 'shell', command: shellTrap('vscode-task'), runOptions: { runOn: 'folderOpen' } }] }),
  );

  write(
    'src/tools.ts',
    `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import plugin from 'trap-plugin';

plugin();
const mark = (name: string) => require('node:fs').writeFileSync(${JSON.stringify(markers)} + '/' + name, 'ran');

export const server = new McpServer({ name: 'notes', version: '1.0.0' }, { instructions: 'Notes: keeps short text notes. VERY IMPORTANT: search first.' });

server.registerTool(
  'create_note',
  {
    description: 'Creates a note. VERY IMPORTANT: keep titles short.',
    inputSchema: {
      title: z.string().refine((value) => { mark('zod-refine'); return value.length > 0; }).describe('Title of the note.'),
      body: z.string().transform((value) => { mark('zod-transform'); return value; }).describe('Text of the note.'),
      when: z.string().default(() => { mark('zod-default'); return 'now'; }).describe('When the note is due.'),
      tags: z.array(z.string()).superRefine(() => { mark('zod-superrefine'); }).describe('Tags of the note.'),
      folder: z.preprocess(() => { mark('zod-preprocess'); return 'inbox'; }, z.string()).describe('Folder of the note.'),
      extra: z.string()['constructor']('return process')().mainModule.require('node:fs').writeFileSync(${JSON.stringify(path.join(markers, 'zod-constructor'))}, 'ran'),
    },
  },
  async ({ title }) => ({ content: [{ type: 'text', text: title }] }),
);
`,
  );

  const secretUri = pathToFileURL(path.join(base, 'secret.txt')).toString();
  write(
    'app/src/main/AndroidManifest.xml',
    `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE manifest [
  <!ENTITY secret SYSTEM "${secretUri}">
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.notes">
  <application android:label="&secret;">
    <property android:name="android.app.appfunctions.app_metadata" android:resource="@xml/app_metadata" />
  </application>
</manifest>
`,
  );
  write(
    'app/src/main/res/xml/app_metadata.xml',
    `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE AppMetadata [ <!ENTITY secret SYSTEM "${secretUri}"> <!ENTITY a "&b;&b;&b;&b;&b;&b;&b;&b;"> <!ENTITY b "&c;&c;&c;&c;&c;&c;&c;&c;"> <!ENTITY c "lollollollollol"> ]>
<AppMetadata xmlns:appfn="http://schemas.android.com/apk/androidx.appfunctions" appfn:instructions="Notes: keeps notes. &secret; &a;" />
`,
  );
  write(
    'app/src/main/java/com/example/notes/NoteFunctions.kt',
    `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /** Creates a note. VERY IMPORTANT: keep titles short. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title
}
`,
  );
  write('app/build.gradle.kts', `tasks.register("trap") { doLast { file(${JSON.stringify(path.join(markers, 'gradle'))}).writeText("ran") } }\n`);
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const markersLeft = () => fs.readdirSync(markers);

/**
 * A preload for the command and the server: any call that starts a process or compiles code in a
 * new context leaves a marker, so "no child_process, no vm" is checked where it matters, at run time.
 * The one exception is a `vm.Script` of one of the project's own bundles in `dist/`, which is how
 * they are loaded with V8's code cache on Node versions without one (`core/code-cache.ts`).
 */
function guardPreload(): string {
  const file = path.join(base, 'guard.cjs');
  fs.writeFileSync(
    file,
    `const fs = require('node:fs');
const note = (what) => fs.writeFileSync(${JSON.stringify(markers)} + '/guard-' + what, 'called');
const childProcess = require('node:child_process');
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  const original = childProcess[name];
  childProcess[name] = function (...args) { note('child_process.' + name); return original.apply(this, args); };
}
const vm = require('node:vm');
for (const name of ['runInNewContext', 'runInThisContext', 'runInContext', 'compileFunction', 'createContext']) {
  const original = vm[name];
  vm[name] = function (...args) { note('vm.' + name); return original.apply(this, args); };
}
const ownBundle = (file) => typeof file === 'string' && require('node:path').dirname(file) === ${JSON.stringify(path.join(ROOT, 'dist'))} && /^[a-z-]+\\.js$/.test(require('node:path').basename(file));
vm.Script = new Proxy(vm.Script, { construct(target, args) { if (!ownBundle(args[1]?.filename)) note('vm.Script'); return new target(...args); } });
`,
  );
  return file;
}

function runCli(args: string[], nodeFlags: string[] = []): { status: number | null; stdout: string; stderr: string } {
  expect(fs.existsSync(CLI), `${CLI} is missing: run 'npm run build' first`).toBe(true);
  const result = spawnSync(process.execPath, [...nodeFlags, CLI, ...args], { cwd: workspace, encoding: 'utf8', timeout: 120_000, env: { PATH: process.env.PATH ?? '' } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the traps', () => {
  it('are live: requiring a package, or running an install script, leaves its marker', () => {
    const required = spawnSync(process.execPath, ['-e', "require('zod'); require('trap-plugin')()"], { cwd: workspace, encoding: 'utf8' });
    expect(required.status).toBe(0);
    const script = JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')).scripts.postinstall as string;
    expect(spawnSync('sh', ['-c', script], { cwd: workspace }).status).toBe(0);
    expect(markersLeft().sort()).toEqual(['root-postinstall', 'trap-plugin-main', 'trap-plugin-plugin', 'zod-main']);
    for (const marker of markersLeft()) fs.rmSync(path.join(markers, marker));
  });

  it('include a guard that notices a process started or code compiled in a vm', () => {
    const guarded = spawnSync(process.execPath, ['--require', guardPreload(), '-e', "require('node:child_process').execSync('true'); new (require('node:vm').Script)('1')"], {
      encoding: 'utf8',
    });
    expect(guarded.status).toBe(0);
    expect(markersLeft().sort()).toEqual(['guard-child_process.execSync', 'guard-vm.Script']);
    for (const marker of markersLeft()) fs.rmSync(path.join(markers, marker));
    // A script named after a bundle but outside dist/ is noticed too.
    const elsewhere = path.join(base, 'typescript-front-end.js');
    const named = spawnSync(process.execPath, ['--require', guardPreload(), '-e', `new (require('node:vm').Script)('1', { filename: ${JSON.stringify(elsewhere)} })`], {
      encoding: 'utf8',
    });
    expect(named.status).toBe(0);
    expect(markersLeft()).toEqual(['guard-vm.Script']);
    for (const marker of markersLeft()) fs.rmSync(path.join(markers, marker));
  });
});

describe('the command runs no workspace code', () => {
  it('analyses the trapped workspace, leaves no marker, expands no entity', () => {
    const { status, stdout, stderr } = runCli(['--format', 'json', '--debug', '.']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const findings = JSON.parse(stdout) as { file: string; ruleId: string }[];
    // It did read the trapped files: their findings are there.
    expect(findings.some((f) => f.file === 'src/tools.ts' && f.ruleId === 'no-shouting')).toBe(true);
    expect(findings.some((f) => f.file.endsWith('NoteFunctions.kt') && f.ruleId === 'no-shouting')).toBe(true);
    expect(stdout).not.toContain(SECRET);
    expect(stdout).not.toContain('lollollollollollollol');
    const registry = runCli(['--registry', '.']);
    expect(registry.status).toBe(0);
    expect(registry.stdout).toContain('create_note');
    expect(registry.stdout).not.toContain(SECRET);
    expect(markersLeft()).toEqual([]);
  });

  it('starts no process and compiles nothing in a vm but its own bundles', () => {
    const { status, stdout } = runCli(['--format', 'json', '.'], ['--require', guardPreload()]);
    expect(status).toBe(0);
    expect(stdout).toContain('no-shouting');
    expect(markersLeft()).toEqual([]);
  });

  it('prints the same under --disallow-code-generation-from-strings', () => {
    for (const args of [
      ['--format', 'json', '.'],
      ['--format', 'sarif', '.'],
      ['--registry', '.'],
    ]) {
      const plain = runCli(args);
      const strict = runCli(args, ['--disallow-code-generation-from-strings']);
      expect(strict.stderr).toBe(plain.stderr);
      expect(strict.status).toBe(plain.status);
      expect(strict.stdout).toBe(plain.stdout);
      expect(plain.stdout.length).toBeGreaterThan(100);
    }
    expect(markersLeft()).toEqual([]);
  });
});

describe('the server runs no workspace code', () => {
  let client: LspTestClient;
  beforeAll(async () => {
    // The bundled server as the editor starts it, plus the guard and no code generation from strings.
    const saved = process.env.NODE_OPTIONS;
    process.env.NODE_OPTIONS = `--require ${guardPreload()} --disallow-code-generation-from-strings`;
    try {
      client = new LspTestClient();
    } finally {
      if (saved === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = saved;
    }
    await client.initialize(pathToFileURL(workspace).toString());
  });
  afterAll(async () => {
    await client.shutdown();
  });

  it('indexes, pulls, hovers and offers fixes on the trapped workspace without leaving a marker', async () => {
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files >= 4 && !(p as { indexing: boolean }).indexing, 60_000);
    const report = await client.pullWorkspace();
    const items = report.items as WorkspaceFullDocumentDiagnosticReport[];
    const toolsUri = pathToFileURL(path.join(workspace, 'src', 'tools.ts')).toString();
    const tools = items.find((item) => item.uri === toolsUri);
    expect(tools?.items.some((d) => d.code === 'no-shouting')).toBe(true);
    expect(JSON.stringify(report)).not.toContain(SECRET);

    const text = fs.readFileSync(path.join(workspace, 'src', 'tools.ts'), 'utf8');
    await client.open(toolsUri, text, 'typescript');
    const pulled = (await client.pull(toolsUri)) as FullDocumentDiagnosticReport;
    expect(pulled.items.length).toBeGreaterThan(0);
    const line = text.split('\n').findIndex((l) => l.includes("'create_note'"));
    const hover = await client.hover(toolsUri, { line, character: text.split('\n')[line]!.indexOf('create_note') + 2 });
    expect(JSON.stringify(hover)).not.toContain(SECRET);
    await client.codeActions(toolsUri, pulled.items[0]!.range, pulled.items);
    const manifestUri = pathToFileURL(path.join(workspace, 'app', 'src', 'main', 'AndroidManifest.xml')).toString();
    await client.open(manifestUri, fs.readFileSync(path.join(workspace, 'app', 'src', 'main', 'AndroidManifest.xml'), 'utf8'), 'xml');
    expect(JSON.stringify(await client.pull(manifestUri))).not.toContain(SECRET);
    expect(markersLeft()).toEqual([]);
    expect(client.stderr).toBe('');
  });
});
