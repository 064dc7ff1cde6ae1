import * as fs from 'node:fs';
import * as path from 'node:path';
import type { PackageVersion } from '../../model/tool-facts';

/** How long a folder's package facts are trusted before package.json files are read again. */
const TTL_MS = 3000;

interface Cached {
  at: number;
  value: PackageVersion | undefined;
}

const cache = new Map<string, Cached>();

/**
 * The version of `name` that code in `dir` runs against, from the nearest package folder upwards:
 * an installed `node_modules/<name>/package.json` wins, then `package-lock.json`, then the
 * dependency range in `package.json`. Every file is read as data; nothing is required.
 */
export function packageVersion(dir: string, name: string): PackageVersion | undefined {
  const key = `${dir}\0${name}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = lookUp(dir, name);
  cache.set(key, { at: Date.now(), value });
  return value;
}

function lookUp(start: string, name: string): PackageVersion | undefined {
  let dir = start;
  for (let i = 0; i < 40; i++) {
    const installed = readJson(path.join(dir, 'node_modules', ...name.split('/'), 'package.json'));
    const installedVersion = typeof installed?.version === 'string' ? installed.version : undefined;
    if (installedVersion) return version(name, installedVersion, 'installed');
    const lock = readJson(path.join(dir, 'package-lock.json'));
    const locked = (lock?.packages as Record<string, { version?: string }> | undefined)?.[`node_modules/${name}`]?.version;
    if (typeof locked === 'string') return version(name, locked, 'lock');
    const pkg = readJson(path.join(dir, 'package.json'));
    if (pkg) {
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
        const range = (pkg[field] as Record<string, string> | undefined)?.[name];
        if (typeof range === 'string') {
          const parsed = version(name, range, 'package.json');
          if (parsed) return parsed;
        }
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

function version(name: string, text: string, source: PackageVersion['source']): PackageVersion | undefined {
  // `npm:zod@3.25.0` aliases, `^4.1.0`, `~3.25`, `>=1.12 <2`: the first number is the major.
  const spec = text.includes('@') ? text.slice(text.lastIndexOf('@') + 1) : text;
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(spec);
  if (!match) return undefined;
  return { name, major: Number(match[1]), version: spec.replace(/^[\^~=>< ]+/, ''), source };
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // Expected: no such file in this folder, or a half-written one; the next place is asked.
    return undefined;
  }
}
