import type { FunctionDecl, KotlinEra, ParameterDecl } from '../../model/declarations';
import type { FileModel } from '../../model/file-model';

/**
 * What the appfunctions compiler looks at, for the compiler-* rules: the annotated functions, the
 * parameters it validates, the era its messages follow. How it judges types is in
 * `core/kotlin-types`.
 */

/** True when the parser recovered from an error at or above `line`: declarations there may be incomplete. */
export function syntaxErrorAtOrAbove(file: FileModel, line: number): boolean {
  return file.syntaxErrors.some((e) => e.start.line <= line);
}

/** The annotated functions of a Kotlin file (the ones the compiler processes). */
export function appFunctions(file: FileModel): FunctionDecl[] {
  return file.language === 'kotlin' ? file.functions.filter((fn) => fn.kind === 'android-appfunction') : [];
}

/**
 * The parameters the compiler validates: all of them inside an entry point and in a signature; all
 * but the first (the context) elsewhere. A context parameter is never judged as a type (see
 * docs/compiler-parity.md).
 */
export function checkedParameters(fn: FunctionDecl): ParameterDecl[] {
  const all = fn.enclosingClass?.isEntryPoint === true || !!fn.signature;
  return fn.parameters.filter((p, i) => !p.isContext && (all || i > 0 || !fn.enclosingClass));
}

/** The era the compiler messages follow for a declaration (undefined: the file names none). */
export function eraOf(file: FileModel, fn?: FunctionDecl): KotlinEra | undefined {
  return fn?.era ?? file.era;
}
