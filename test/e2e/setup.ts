/**
 * Installs what the end-to-end run needs, each step skipped when already done:
 * Debian's Chromium and a Japanese font (plus, for installing code-server, ripgrep to seed its ripgrep download and
 * libkrb5-dev to build its kerberos module), and code-server at a
 * pinned version from the npm registry into .e2e/code-server.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * The last code-server line that runs on Node 20 (VS Code 1.100). 4.101+ needs Node 22 and later
 * Node 24; see ../shared/reference/editor-anchors.md B.2.
 */
export const CODE_SERVER_VERSION = '4.100.3';
/** @vscode/ripgrep as pinned by code-server 4.100.3, and the rg release its postinstall downloads. */
const RIPGREP_PACKAGE_VERSION = '1.15.11';
const RIPGREP_TAG = 'v13.0.0-10';
const RIPGREP_TARGET = 'x86_64-unknown-linux-musl';
/**
 * Packages whose install scripts must run (npm 11 runs none unless allowed): code-server's own
 * postinstall runs `npm install` in lib/vscode and lib/vscode/extensions, which build native
 * modules. From the pinned version's npm-shrinkwrap.json files (entries with hasInstallScript).
 */
const TOP_LEVEL_SCRIPTS = ['code-server', 'argon2'];
const VSCODE_SCRIPTS = ['@parcel/watcher', '@vscode/deviceid', '@vscode/ripgrep', '@vscode/spdlog', 'kerberos', 'native-watchdog', 'node-pty'];
const EXTENSIONS_SCRIPTS = ['@parcel/watcher', 'esbuild'];

export const CHROMIUM = '/usr/bin/chromium';
const RG = '/usr/bin/rg';
/** The Debian package with a Japanese font, so that the Japanese window's screenshot shows characters, not boxes. */
const JAPANESE_FONT_PACKAGE = 'fonts-ipafont-gothic';
/** libkrb5-dev's header, needed to build code-server's kerberos module. */
const GSSAPI_HEADER = '/usr/include/gssapi/gssapi.h';

export interface Paths {
  root: string;
  e2e: string;
  codeServerDir: string;
  codeServerEntry: string;
}

export function paths(root: string): Paths {
  const e2e = path.join(root, '.e2e');
  const codeServerDir = path.join(e2e, 'code-server');
  return {
    root,
    e2e,
    codeServerDir,
    codeServerEntry: path.join(codeServerDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js'),
  };
}

/** apt-get install the missing Debian packages; as root, or through sudo when that works without a password. */
export function ensureDebianPackages(needCodeServerInstall: boolean): string {
  const missing: string[] = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (needCodeServerInstall && !fs.existsSync(RG)) missing.push('ripgrep');
  if (needCodeServerInstall && !fs.existsSync(GSSAPI_HEADER)) missing.push('libkrb5-dev');
  if (!hasJapaneseFont()) missing.push(JAPANESE_FONT_PACKAGE);
  if (missing.length === 0) return 'already present';
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const run = (args: string[]) => {
    const [cmd, ...rest] = [...prefix, ...args];
    if (cmd === undefined) throw new Error('no command to run');
    const result = spawnSync(cmd, rest, { stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(`'${[cmd, ...rest].join(' ')}' failed (exit ${result.status}); install ${missing.join(' ')} by hand: apt-get install -y ${missing.join(' ')}`);
    }
  };
  run(['apt-get', 'update', '-qq']);
  run(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...missing]);
  return `installed ${missing.join(', ')}`;
}

/** Whether fontconfig knows a font with Japanese glyphs (any such font will do for Chromium). */
function hasJapaneseFont(): boolean {
  const result = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

function installedCodeServerVersion(p: Paths): string | undefined {
  const marker = path.join(p.codeServerDir, '.installed');
  if (!fs.existsSync(marker) || !fs.existsSync(p.codeServerEntry)) return undefined;
  return fs.readFileSync(marker, 'utf8').trim();
}

export function codeServerNeedsInstall(p: Paths): boolean {
  return installedCodeServerVersion(p) !== CODE_SERVER_VERSION;
}

/** npm settings from the environment that still apply to the separate install under .e2e/. */
const KEPT_NPM_CONFIG = /^npm_config_(registry|.*:registry|cache|cafile|ca|proxy|https_proxy|noproxy|strict_ssl|nodedir|userconfig|globalconfig)$/i;

/**
 * The environment without the variables `npm run` exports for this project (its .npmrc's
 * ignore-scripts, its prefix, package and lifecycle details), which must not leak into the
 * separate install under .e2e/ or into the editor; registry, cache and proxy settings stay.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) || KEPT_NPM_CONFIG.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync('npm', args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`'npm ${args.join(' ')}' in ${cwd} failed (exit ${result.status})`);
}

/**
 * npm install code-server@CODE_SERVER_VERSION into .e2e/code-server. Offline fixes (B.2): unsafe-perm
 * for the root check of its postinstall, npx allowed to fetch node-gyp for node-pty, ripgrep's
 * GitHub download answered from a cache seeded with Debian's rg; and, for npm 11, which runs no
 * dependency's install script unless allowed: unpack first, allow the native modules of the nested
 * installs in their folders' .npmrc, then run code-server's postinstall with `npm rebuild`.
 */
export function ensureCodeServer(p: Paths): string {
  if (!codeServerNeedsInstall(p)) return `code-server ${CODE_SERVER_VERSION} already installed`;
  if (!fs.existsSync(RG)) throw new Error(`${RG} is missing: apt-get install -y ripgrep`);
  if (!fs.existsSync(GSSAPI_HEADER)) throw new Error(`${GSSAPI_HEADER} is missing: apt-get install -y libkrb5-dev`);
  const tmp = process.env.TMPDIR || os.tmpdir();
  const cache = path.join(tmp, `vscode-ripgrep-cache-${RIPGREP_PACKAGE_VERSION}`);
  const tarball = path.join(cache, `ripgrep-${RIPGREP_TAG}-${RIPGREP_TARGET}.tar.gz`);
  if (!fs.existsSync(tarball)) {
    fs.mkdirSync(cache, { recursive: true });
    const stage = fs.mkdtempSync(path.join(tmp, 'rg-'));
    fs.copyFileSync(RG, path.join(stage, 'rg'));
    fs.chmodSync(path.join(stage, 'rg'), 0o755);
    execFileSync('tar', ['-czf', tarball, '-C', stage, 'rg']);
    fs.rmSync(stage, { recursive: true, force: true });
  }
  fs.rmSync(p.codeServerDir, { recursive: true, force: true });
  fs.mkdirSync(p.codeServerDir, { recursive: true });
  const manifest = { private: true, allowScripts: Object.fromEntries(TOP_LEVEL_SCRIPTS.map((name) => [name, true])) };
  fs.writeFileSync(path.join(p.codeServerDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(p.codeServerDir, '.npmrc'), 'ignore-scripts=false\n');
  const env = cleanEnv({ npm_config_unsafe_perm: 'true', npm_config_yes: 'true', TMPDIR: tmp });

  npm(['install', '--ignore-scripts', '--no-audit', '--no-fund', `code-server@${CODE_SERVER_VERSION}`], p.codeServerDir, env);
  const vscodeDir = path.join(p.codeServerDir, 'node_modules', 'code-server', 'lib', 'vscode');
  for (const [dir, names] of [
    [vscodeDir, VSCODE_SCRIPTS],
    [path.join(vscodeDir, 'extensions'), EXTENSIONS_SCRIPTS],
  ] as const) {
    fs.writeFileSync(path.join(dir, '.npmrc'), `ignore-scripts=false\nallow-scripts=${names.join(',')}\n`);
  }
  npm(['rebuild', '--no-audit', '--no-fund', ...TOP_LEVEL_SCRIPTS], p.codeServerDir, env);

  if (!fs.existsSync(p.codeServerEntry) || !fs.existsSync(path.join(vscodeDir, 'node_modules'))) {
    throw new Error(`code-server installed without its VS Code dependencies (${vscodeDir}/node_modules is missing): its postinstall did not run`);
  }
  const pty = path.join(vscodeDir, 'node_modules', 'node-pty', 'build', 'Release');
  if (!fs.existsSync(pty)) throw new Error(`node-pty was not built (${pty} is missing): a native module's install script was skipped`);
  fs.writeFileSync(path.join(p.codeServerDir, '.installed'), `${CODE_SERVER_VERSION}\n`);
  return `installed code-server ${CODE_SERVER_VERSION}`;
}
