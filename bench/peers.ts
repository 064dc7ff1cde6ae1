// `npm run bench -- --peers`: the tools a user might run instead of ours on an MCP server, side by
// side with ours on the same generated servers. Each peer is installed from npm (pinned versions)
// into bench/workspaces/.peers (git-ignored) and run as a child process the way its README says;
// a peer that reads a tools/list JSON gets the one our `--registry` exports for the same server.
// Nothing here runs in `npm test`: it needs the npm registry, and a peer may not install.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { best, type ProcessRun } from './process-run';

/** Runs `node -r maxrss.cjs <args>` and measures it: the bench's own measurement, passed in. */
export type Measure = (label: string, args: string[]) => Promise<ProcessRun>;

/** A tool of the comparison: ours or a peer. */
interface Tool {
  name: string;
  /** The npm package and version; none for ours. */
  pkg?: { name: string; version: string; bin: string };
  /** What it reads: the server's source, or the tools/list JSON of it. */
  reads: 'source' | 'tools/list JSON';
  /** The arguments after `node`, given the workspace's inputs. */
  args: (input: Inputs) => string[];
}

/** What each tool is given for one workspace. */
interface Inputs {
  /** The server's folder. */
  folder: string;
  /** Our `--registry` export turned into `{ "tools": [...] }`. */
  toolsJson: string;
  /** A git URL of a copy of the folder, for a peer that only clones (served on 127.0.0.1). */
  gitUrl?: string;
  ruleset: string;
}

/** One tool on one workspace: its best run of the repetitions, or why it did not run. */
export interface PeerRow {
  workspace: string;
  tool: string;
  version: string;
  reads: Tool['reads'];
  run?: ProcessRun;
  note?: string;
}

/** The comparison: every row, per workspace. */
export interface PeerComparison {
  rows: PeerRow[];
  /** Why the peers could not be measured at all, if so. */
  skipped?: string;
}

/**
 * A Spectral ruleset of the kind a user would write for tools/list JSON (Spectral's own rulesets
 * are for OpenAPI and AsyncAPI): a description on every tool and every parameter.
 */
const SPECTRAL_RULESET = `rules:
  tool-description:
    description: Every tool has a description.
    given: $.tools[*]
    severity: warn
    then:
      field: description
      function: truthy
  parameter-description:
    description: Every parameter has a description.
    given: $.tools[*].inputSchema.properties[*]
    severity: warn
    then:
      field: description
      function: truthy
`;

/** The tools, ours first. agentaudit scans only git URLs, so it is given a local one. */
function tools(cli: string): Tool[] {
  return [
    { name: 'appfunctions-lint (ours)', reads: 'source', args: (input) => [cli, '--format', 'json', input.folder] },
    {
      name: 'ferret-scan',
      pkg: { name: 'ferret-scan', version: '2.10.0', bin: 'bin/ferret.js' },
      reads: 'source',
      args: (input) => [bin('ferret-scan', 'bin/ferret.js'), 'scan', input.folder, '--format', 'json'],
    },
    {
      name: 'agent-security-scanner-mcp',
      pkg: { name: 'agent-security-scanner-mcp', version: '4.5.9', bin: 'index.js' },
      reads: 'source',
      args: (input) => [bin('agent-security-scanner-mcp', 'index.js'), 'scan-mcp', input.folder],
    },
    {
      name: 'agentaudit scan',
      pkg: { name: 'agentaudit', version: '3.14.0', bin: 'cli.mjs' },
      reads: 'source',
      args: (input) => [bin('agentaudit', 'cli.mjs'), 'scan', input.gitUrl ?? '', '--no-upload', '--quiet', '--no-color'],
    },
    {
      name: 'mcpgrade',
      pkg: { name: 'mcpgrade', version: '0.1.0', bin: 'dist/cli.js' },
      reads: 'tools/list JSON',
      args: (input) => [bin('mcpgrade', 'dist/cli.js'), '--snapshot', input.toolsJson, '--json'],
    },
    {
      name: 'Spectral',
      pkg: { name: '@stoplight/spectral-cli', version: '6.16.3', bin: 'dist/index.js' },
      reads: 'tools/list JSON',
      args: (input) => [bin('@stoplight/spectral-cli', 'dist/index.js'), 'lint', input.toolsJson, '--ruleset', input.ruleset, '--format', 'json'],
    },
  ];
}

let installDir = '';
const bin = (pkg: string, file: string) => path.join(installDir, 'node_modules', pkg, file);

/** Installs the peers that are missing or at another version; returns why not, if npm failed. */
function install(peers: Tool[], log: (message: string) => void): string | undefined {
  fs.mkdirSync(installDir, { recursive: true });
  const manifest = path.join(installDir, 'package.json');
  if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, '{ "name": "bench-peers", "private": true }\n');
  const missing = peers.flatMap((tool) => {
    if (!tool.pkg) return [];
    try {
      const installed = JSON.parse(fs.readFileSync(path.join(installDir, 'node_modules', tool.pkg.name, 'package.json'), 'utf8')) as { version?: string };
      return installed.version === tool.pkg.version ? [] : [`${tool.pkg.name}@${tool.pkg.version}`];
    } catch {
      return [`${tool.pkg.name}@${tool.pkg.version}`];
    }
  });
  if (missing.length === 0) return undefined;
  log(`peers: npm install ${missing.join(' ')} (into ${path.relative(process.cwd(), installDir)})`);
  // No install scripts: the peers' CLIs run without them, and the bench runs no package's scripts.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--save=false', ...missing], {
    cwd: installDir,
    encoding: 'utf8',
    timeout: 600_000,
  });
  return result.status === 0 ? undefined : `npm install failed: ${(result.stderr || result.stdout || String(result.error)).trim().split('\n').slice(-2).join(' | ')}`;
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A git daemon serving `base` read-only on 127.0.0.1, or why there is none. */
async function gitDaemon(base: string): Promise<{ url: (name: string) => string; stop: () => void } | string> {
  if (spawnSync('git', ['--version']).status !== 0) return 'git is not installed';
  const port = await freePort();
  const daemon: ChildProcess = spawn('git', ['daemon', '--export-all', `--base-path=${base}`, '--listen=127.0.0.1', `--port=${port}`, '--reuseaddr', base], { stdio: 'ignore' });
  // Ready when it accepts a connection.
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return { url: (name) => `git://127.0.0.1:${port}/${name}`, stop: () => daemon.kill('SIGKILL') };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  daemon.kill('SIGKILL');
  return 'git daemon did not start';
}

/** A git repository holding a copy of `folder` under `base`/`name`. */
function gitCopy(folder: string, base: string, name: string): void {
  const repo = path.join(base, name);
  fs.rmSync(repo, { recursive: true, force: true });
  fs.cpSync(folder, repo, { recursive: true });
  const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd: repo, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'bench');
}

/**
 * Measures ours and every peer on each workspace, `reps` times interleaved (best of the runs),
 * after writing each workspace's tools/list JSON from our `--registry` (not timed).
 */
export async function peerComparison(
  workspaces: { name: string; folder: string }[],
  options: { root: string; cli: string; out: string; reps: number; measure: Measure; log: (message: string) => void },
): Promise<PeerComparison> {
  installDir = path.join(options.root, 'bench', 'workspaces', '.peers');
  const all = tools(options.cli);
  const failed = install(all, options.log);
  if (failed) return { rows: [], skipped: failed };
  const gitBase = path.join(installDir, 'git');
  fs.mkdirSync(gitBase, { recursive: true });
  const daemon = await gitDaemon(gitBase);
  const ruleset = path.join(options.out, 'peers-spectral-ruleset.yaml');
  fs.mkdirSync(options.out, { recursive: true });
  fs.writeFileSync(ruleset, SPECTRAL_RULESET);
  const rows: PeerRow[] = [];
  try {
    for (const workspace of workspaces) {
      const toolsJson = path.join(options.out, `${workspace.name}.tools.json`);
      const registry = spawnSync(process.execPath, [options.cli, '--registry', workspace.folder], { cwd: options.root, encoding: 'utf8', maxBuffer: 1 << 30 });
      const functions = (JSON.parse(registry.stdout) as { functions: { toolsListEntry?: unknown }[] }).functions;
      fs.writeFileSync(toolsJson, JSON.stringify({ tools: functions.flatMap((fn) => (fn.toolsListEntry ? [fn.toolsListEntry] : [])) }));
      let gitUrl: string | undefined;
      if (typeof daemon !== 'string') {
        gitCopy(path.join(options.root, workspace.folder), gitBase, workspace.name);
        gitUrl = daemon.url(workspace.name);
      }
      const input: Inputs = { folder: workspace.folder, toolsJson, gitUrl, ruleset };
      const runs = new Map<string, ProcessRun[]>();
      for (let rep = 0; rep < options.reps; rep++) {
        for (const tool of all) {
          if (tool.pkg?.name === 'agentaudit' && typeof daemon === 'string') continue;
          // A tool that ran out of time once is not run again on the same server.
          if (runs.get(tool.name)?.some((run) => run.timedOut)) continue;
          const label = `peers-${workspace.name}-${tool.name.replace(/\W+/g, '-')}-${rep}`;
          const run = await options.measure(label, tool.args(input));
          runs.set(tool.name, [...(runs.get(tool.name) ?? []), run]);
          options.log(
            run.timedOut
              ? `  ${workspace.name} ${tool.name}: did not finish (killed after ${(run.wallMs / 1000).toFixed(0)} s)`
              : `  ${workspace.name} ${tool.name}: ${(run.wallMs / 1000).toFixed(2)} s wall, ${(run.cpuMs / 1000).toFixed(2)} s CPU, ${run.peakRssMb.toFixed(0)} MB`,
          );
        }
      }
      for (const tool of all) {
        const measured = runs.get(tool.name) ?? [];
        const version = tool.pkg?.version ?? 'this build';
        if (tool.pkg?.name === 'agentaudit' && typeof daemon === 'string') {
          rows.push({ workspace: workspace.name, tool: tool.name, version, reads: tool.reads, note: `not run: it scans git URLs only, and ${daemon}` });
          continue;
        }
        if (!measured.some((run) => !run.timedOut)) {
          rows.push({ workspace: workspace.name, tool: tool.name, version, reads: tool.reads, note: 'did not finish within the time limit (killed)' });
          continue;
        }
        rows.push({ workspace: workspace.name, tool: tool.name, version, reads: tool.reads, run: best(measured) });
      }
    }
  } finally {
    if (typeof daemon !== 'string') daemon.stop();
  }
  return { rows };
}

/** Ours against the fastest peer that reads source and the fastest of all, per workspace, in CPU time. */
export function peerTargets(comparison: PeerComparison): { workspace: string; ours: number; fastestSource?: PeerRow; fastest?: PeerRow }[] {
  const names = [...new Set(comparison.rows.map((row) => row.workspace))];
  return names.map((workspace) => {
    const rows = comparison.rows.filter((row) => row.workspace === workspace && row.run);
    const ours = rows.find((row) => row.version === 'this build');
    const peers = rows.filter((row) => row !== ours).sort((a, b) => (a.run?.cpuMs ?? Infinity) - (b.run?.cpuMs ?? Infinity));
    return { workspace, ours: ours?.run?.cpuMs ?? NaN, fastestSource: peers.find((row) => row.reads === 'source'), fastest: peers[0] };
  });
}
