import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every quick fix is tested by compiling its result (DESIGN §6): each fixture's `fixed.kt` (what the
 * rule's fixes make of input.kt, checked by rules.test.ts) is compiled with kotlinc, from the
 * `kotlin-compiler` dev dependency on the machine's JDK, against the stub sources in ./stubs (the
 * androidx.appfunctions API of all three eras, the Android types the rules touch, and a minimal
 * kotlinx.coroutines). A fixed.kt must therefore be self-contained: it declares the repositories
 * and data classes it uses.
 *
 * One kotlinc run compiles everything (a cold start costs ~20 s or more): fixtures may reuse
 * package and class names, so each copy's `package` line is rewritten to a package of its own,
 * `fixture_<rule>_<case>`. Skipped, saying so, only when `java` is not on the PATH.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'test', 'rules');
const STUBS = path.join(__dirname, 'stubs');
const KOTLINC = path.join(ROOT, 'node_modules', 'kotlin-compiler', 'bin', 'kotlinc');

const javaFound = spawnSync('java', ['-version'], { encoding: 'utf8' }).error === undefined;
const title = javaFound ? 'every fixed.kt compiles against the stubs' : 'every fixed.kt compiles against the stubs (SKIPPED: `java` is not on the PATH, so kotlinc cannot run)';

/** Every fixed.kt under test/rules, as [rule, case, file]. */
function fixedFiles(): { rule: string; caseName: string; file: string }[] {
  const found: { rule: string; caseName: string; file: string }[] = [];
  if (!fs.existsSync(FIXTURES)) return found;
  for (const rule of fs.readdirSync(FIXTURES).sort()) {
    const ruleDir = path.join(FIXTURES, rule);
    if (!fs.statSync(ruleDir).isDirectory()) continue;
    for (const caseName of fs.readdirSync(ruleDir).sort()) {
      const file = path.join(ruleDir, caseName, 'fixed.kt');
      if (fs.existsSync(file)) found.push({ rule, caseName, file });
    }
  }
  return found;
}

/** The fixture's text with its package replaced by `pkg` (added after any `@file:` lines when missing). */
function withPackage(text: string, pkg: string): string {
  if (/^[ \t]*package[ \t]+[\w.`]+[ \t;]*$/m.test(text)) return text.replace(/^[ \t]*package[ \t]+[\w.`]+[ \t;]*$/m, `package ${pkg}`);
  const fileAnnotations = [...text.matchAll(/^[ \t]*@file:.*$/gm)].at(-1);
  if (!fileAnnotations) return `package ${pkg}\n\n${text}`;
  const at = fileAnnotations.index! + fileAnnotations[0].length;
  return `${text.slice(0, at)}\n\npackage ${pkg}\n${text.slice(at)}`;
}

function packageName(rule: string, caseName: string): string {
  return `fixture_${rule}_${caseName}`.replace(/[^A-Za-z0-9_]/g, '_');
}

describe('quick fixes compile', () => {
  it.skipIf(!javaFound)(
    title,
    () => {
      const files = fixedFiles();
      if (files.length === 0) return;
      expect(fs.existsSync(KOTLINC), `${KOTLINC} is missing: run npm ci (kotlin-compiler is a dev dependency)`).toBe(true);
      // The package is installed with ignore-scripts, and its launchers may lack the execute bit.
      for (const launcher of fs.readdirSync(path.dirname(KOTLINC))) {
        const file = path.join(path.dirname(KOTLINC), launcher);
        if (!launcher.endsWith('.bat')) fs.chmodSync(file, fs.statSync(file).mode | 0o111);
      }

      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-compile-'));
      try {
        const sources = path.join(work, 'src');
        const origin = new Map<string, string>();
        for (const { rule, caseName, file } of files) {
          const pkg = packageName(rule, caseName);
          const copy = path.join(sources, pkg, 'fixed.kt');
          fs.mkdirSync(path.dirname(copy), { recursive: true });
          fs.writeFileSync(copy, withPackage(fs.readFileSync(file, 'utf8'), pkg));
          origin.set(copy, path.relative(ROOT, file));
        }

        const started = Date.now();
        const result = spawnSync(KOTLINC, ['-nowarn', '-d', path.join(work, 'classes'), STUBS, sources], {
          encoding: 'utf8',
          // A short-lived compiler: C1 only and the serial collector start fastest.
          env: { ...process.env, JAVA_OPTS: `${process.env.JAVA_OPTS ?? ''} -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xss8m`.trim() },
          maxBuffer: 64 * 1024 * 1024,
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`kotlinc compiled ${files.length} fixed.kt file(s) with the stubs in ${seconds} s`);

        let output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
        for (const [copy, fixture] of origin) output = output.split(copy).join(fixture);
        output = output.split(STUBS).join(path.relative(ROOT, STUBS));
        expect(result.error, `kotlinc could not start: ${result.error?.message}`).toBeUndefined();
        expect(result.status, `kotlinc failed:\n${output}`).toBe(0);
        expect(output, `kotlinc reported errors:\n${output}`).not.toMatch(/\berror:/);
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
    600_000,
  );
});
