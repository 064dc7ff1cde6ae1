// Summarises a V8 .cpuprofile (node --cpu-prof): self time per function, and the source file each
// function came from (read from the bundle's "// server/src/..." section markers).
import * as fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  source: string;
  ms: number;
  share: number;
}

/** Maps a bundle line to the source module esbuild put there. */
function sectionIndex(bundlePath: string): (line: number) => string {
  let sections: { line: number; source: string }[] = [];
  try {
    const lines = fs.readFileSync(bundlePath, 'utf8').split('\n');
    sections = lines.flatMap((text, i) => {
      const m = /^\/\/ ((?:server|client|node_modules)\/\S+)$/.exec(text);
      return m ? [{ line: i + 1, source: m[1] }] : [];
    });
  } catch {
    // No bundle: report bundle lines only.
  }
  return (line) => {
    let found = '';
    for (const s of sections) {
      if (s.line > line) break;
      found = s.source;
    }
    return found;
  };
}

export function summariseProfile(file: string, bundlePath: string, top = 15): { totalMs: number; idleMs: number; top: SelfTime[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const sourceOf = sectionIndex(bundlePath);
  const self = new Map<string, { name: string; source: string; us: number }>();
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = nodes.get(profile.samples[i]);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) continue;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') idle += delta;
    const base = url.split('/').pop() ?? '';
    const source = url.endsWith('.js') && /dist\//.test(url) ? sourceOf(lineNumber + 1) || `${base}:${lineNumber + 1}` : base ? `${base}:${lineNumber + 1}` : '';
    const name = functionName || '(anonymous)';
    const key = `${name}\u0000${source}`;
    const entry = self.get(key) ?? { name, source, us: 0 };
    entry.us += delta;
    self.set(key, entry);
  }
  const busy = total - idle;
  const ranked = [...self.values()]
    .filter((e) => e.name !== '(idle)' && e.name !== '(program)')
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map((e) => ({ name: e.name, source: e.source, ms: e.us / 1000, share: busy > 0 ? e.us / busy : 0 }));
  return { totalMs: total / 1000, idleMs: idle / 1000, top: ranked };
}
