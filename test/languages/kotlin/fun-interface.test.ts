import { describe, expect, it } from 'vitest';
import { isWrittenFunInterface, maskFunInterfaces } from '../../../server/src/core/languages/kotlin/fun-interface';
import { createKotlinFrontEnd } from '../../../server/src/core/languages/kotlin/index';

describe('maskFunInterfaces', () => {
  it('blanks the fun of a declaration and keeps every offset', () => {
    const text = 'package a\n@Sig(scope = 0)\npublic fun interface Tune {\n  fun tune(): Int\n}\nfun\ninterface Next { fun next() }\n';
    const masked = maskFunInterfaces(text);
    expect(masked.length).toBe(text.length);
    expect(masked).toBe('package a\n@Sig(scope = 0)\npublic     interface Tune {\n  fun tune(): Int\n}\n   \ninterface Next { fun next() }\n');
    expect(isWrittenFunInterface(text, text.indexOf('interface Tune'))).toBe(true);
    expect(isWrittenFunInterface(text, text.indexOf('interface Next'))).toBe(true);
  });

  it('leaves comments, strings and look-alikes as written', () => {
    const text = [
      '// a fun interface Commented',
      ' * fun interface InKDoc',
      'val quoted = "fun interface Quoted"',
      'funinterface Glued',
      'fun interfaceX()',
      'interface Plain',
    ].join('\n');
    expect(maskFunInterfaces(text)).toBe(text);
    expect(isWrittenFunInterface(text, text.indexOf('interface Plain'))).toBe(false);
  });

  it('reads only a short prefix, so a long line stays linear', () => {
    const line = `${'x '.repeat(300)}fun interface Far`;
    expect(maskFunInterfaces(line)).toBe(line);
    const many = 'fun interface A {}\n'.repeat(20_000);
    expect(maskFunInterfaces(many)).toBe('    interface A {}\n'.repeat(20_000));
  });
});

describe('a fun interface in the model', () => {
  it('starts at its fun, so its KDoc attaches and a suppression goes above it', async () => {
    const frontEnd = await createKotlinFrontEnd();
    const text = 'package a\n\n/** Listens for stations. */\nfun interface StationListener {\n    fun onStation(name: String)\n}\n';
    const model = frontEnd.parse('file:///a/Listener.kt', text);
    const listener = model.classes.find((c) => c.name === 'StationListener');
    expect(listener?.modifiers).toContain('fun');
    expect(listener?.doc?.summary?.text).toBe('Listens for stations.');
    expect(listener?.range.start).toEqual({ line: 3, character: 0 });
  });
});
