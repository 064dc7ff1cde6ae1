/**
 * code-server as the test editor: the packaged extension installed into private folders under
 * .e2e/, the server started in its own process group and always stopped as a whole group.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import * as path from 'node:path';
import { cleanEnv, type Paths } from './setup';

/** User settings for the test profile: no welcome pages, tips, update checks or git scans. */
const USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.enableExperiments': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'security.workspace.trust.enabled': false,
  // The workspaces live inside this repository's git work tree; the git extension would scan it.
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
  // Unsaved edits of one window must not come back in the next.
  'files.hotExit': 'off',
  'window.restoreWindows': 'none',
  'editor.hover.delay': 200,
  'chat.commandCenter.enabled': false,
};

export interface EditorDirs {
  userData: string;
  extensions: string;
  logs: string;
}

export function editorDirs(p: Paths): EditorDirs {
  return {
    userData: path.join(p.e2e, 'user-data'),
    extensions: path.join(p.e2e, 'extensions'),
    logs: path.join(p.e2e, 'logs'),
  };
}

function codeServerArgs(p: Paths, dirs: EditorDirs): string[] {
  return [p.codeServerEntry, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
}

/** A fresh profile, and the .vsix installed into an empty extensions folder; returns the installed folder. */
export function installExtension(p: Paths, dirs: EditorDirs, vsix: string, extensionId: string, version: string): string {
  for (const dir of [dirs.userData, dirs.extensions]) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dirs.userData, 'User'), { recursive: true });
  fs.mkdirSync(dirs.logs, { recursive: true });
  fs.writeFileSync(path.join(dirs.userData, 'User', 'settings.json'), `${JSON.stringify(USER_SETTINGS, null, 2)}\n`);
  const result = spawnSync(process.execPath, [...codeServerArgs(p, dirs), '--install-extension', vsix, '--force'], {
    encoding: 'utf8',
    env: cleanEnv({ EXTENSIONS_GALLERY: '{}' }),
  });
  fs.writeFileSync(path.join(dirs.logs, 'install-extension.log'), `${result.stdout}\n${result.stderr}`);
  const installed = path.join(dirs.extensions, `${extensionId}-${version}`);
  if (result.status !== 0 || !fs.existsSync(path.join(installed, 'package.json'))) {
    throw new Error(`code-server --install-extension ${vsix} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return installed;
}

/** A language pack to install: its .vsix, extension id and version, and the display language it provides. */
export interface LanguagePack {
  vsix: string;
  extensionId: string;
  version: string;
  languageId: string;
  label: string;
}

/**
 * Installs a language pack beside the extension, so that `--locale <languageId>` is a display
 * language the editor resolves. The server lists language packs in `<user data>/languagepacks.json`
 * only when its running extension service sees an install; an install from the command line before
 * the start leaves the list unwritten and the display language English. So the list is written here,
 * as the service writes it: the language, the pack, and where its VS Code translations are.
 */
export function installLanguagePack(p: Paths, dirs: EditorDirs, pack: LanguagePack): void {
  const result = spawnSync(process.execPath, [...codeServerArgs(p, dirs), '--install-extension', pack.vsix, '--force'], {
    encoding: 'utf8',
    env: cleanEnv({ EXTENSIONS_GALLERY: '{}' }),
  });
  fs.appendFileSync(path.join(dirs.logs, 'install-extension.log'), `${result.stdout}\n${result.stderr}`);
  const installed = path.join(dirs.extensions, `${pack.extensionId}-${pack.version}`);
  const manifest = path.join(installed, 'package.json');
  if (result.status !== 0 || !fs.existsSync(manifest)) {
    throw new Error(`code-server --install-extension ${pack.vsix} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  const localization = (
    JSON.parse(fs.readFileSync(manifest, 'utf8')) as { contributes: { localizations: { languageId: string; translations: { id: string; path: string }[] }[] } }
  ).contributes.localizations.find((l) => l.languageId === pack.languageId);
  if (!localization) throw new Error(`${pack.vsix} provides no '${pack.languageId}' localization`);
  const languagePacks = {
    [pack.languageId]: {
      hash: `${pack.extensionId}-${pack.version}`.replace(/[^\w.-]/g, '_'),
      extensions: [{ extensionIdentifier: { id: pack.extensionId }, version: pack.version }],
      translations: Object.fromEntries(localization.translations.map((t) => [t.id, path.join(installed, t.path)])),
      label: pack.label,
    },
  };
  fs.writeFileSync(path.join(dirs.userData, 'languagepacks.json'), `${JSON.stringify(languagePacks, null, 2)}\n`);
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => {
      request.destroy();
      resolve(false);
    });
  });
}

export class CodeServer {
  private constructor(
    readonly port: number,
    private readonly child: ChildProcess,
    readonly logFile: string,
  ) {}

  get authority(): string {
    return `127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * Starts code-server detached (its own process group, so file watchers and extension hosts die
   * with it). `extraArgs` are added to its command line, e.g. `--locale ja`.
   */
  static async start(p: Paths, dirs: EditorDirs, extraArgs: readonly string[] = []): Promise<CodeServer> {
    const port = await freePort();
    const logFile = path.join(dirs.logs, 'code-server.log');
    const log = fs.openSync(logFile, 'w');
    const config = path.join(p.e2e, 'code-server.yaml');
    fs.writeFileSync(config, 'auth: none\ncert: false\n');
    const child = spawn(
      process.execPath,
      [
        ...codeServerArgs(p, dirs),
        '--config',
        config,
        '--auth',
        'none',
        '--bind-addr',
        `127.0.0.1:${port}`,
        '--disable-telemetry',
        '--disable-update-check',
        '--disable-workspace-trust',
        '--disable-getting-started-override',
        '--ignore-last-opened',
        ...extraArgs,
      ],
      { detached: true, stdio: ['ignore', log, log], env: cleanEnv({ EXTENSIONS_GALLERY: '{}' }) },
    );
    fs.closeSync(log);
    const server = new CodeServer(port, child, logFile);
    liveServers.add(server);
    const started = Date.now();
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`code-server exited with ${child.exitCode} before it answered; see ${logFile}`);
      if (Date.now() - started > 60_000) throw new Error(`code-server did not answer /healthz within 60 s; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return server;
  }

  private groupAlive(): boolean {
    if (!this.child.pid) return false;
    try {
      process.kill(-this.child.pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  /** SIGTERM to the whole process group, SIGKILL to whatever is left after 5 s. */
  async stop(): Promise<void> {
    liveServers.delete(this);
    if (!this.child.pid || !this.groupAlive()) return;
    try {
      process.kill(-this.child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const deadline = Date.now() + 5000;
    while (this.groupAlive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (this.groupAlive()) this.killNow();
  }

  /** Synchronous last resort, for process exit. */
  killNow(): void {
    if (!this.child.pid) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const liveServers = new Set<CodeServer>();

/** Kills every code-server process group still running; safe to call from an 'exit' handler. */
export function killAllNow(): void {
  for (const server of liveServers) server.killNow();
  liveServers.clear();
}
