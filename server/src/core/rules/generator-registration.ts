import * as l10n from '@vscode/l10n';
import type { DotnetFunctionDecl } from '../model/declarations';
import type { DotnetTypeDecl } from '../model/dotnet';
import { declaredDotnetFunctions, dotnetClassIndex, isRegistrableClass, lacksPublicConstructor, sameTypeText, shaf, type DotnetClassIndex } from './support/dotnet-generator';
import { simpleTypeName } from '../languages/csharp/index';
import { defineRule } from './rule';

/** The interfaces whose implementations the generator registers for dependency injection. */
const REGISTERED = new Set(['IAppFunctionHandler', 'IAppEntityQuery', 'IAppFunctionDelegate']);

/**
 * What the generator registers for dependency injection: exactly one handler class per function
 * (SHAF005 none, SHAF006 several; a subclass of a handler is one more), and a public constructor on
 * every handler, entity query and delegate it registers (SHAF013). Handlers are searched among the
 * workspace's classes as the generator searches its project's; a request whose base lies outside
 * the workspace is left alone.
 */
export default defineRule({
  meta: {
    id: 'generator-registration',
    description: 'Each .NET AppFunction has exactly one handler, and handlers, entity queries and delegates have a public constructor.',
    guideline: 'Generator parity (Shiny.AppFunctions SHAF005, SHAF006, SHAF013): the source generator cannot register the function otherwise.',
    defaultSeverity: 'error',
    languages: ['csharp'],
    fixable: false,
  },
  check({ file, workspace, report }) {
    const index = dotnetClassIndex(workspace);
    for (const fn of declaredDotnetFunctions(file)) {
      const expected = handlerInterface(fn);
      if (!expected) continue;
      const handlers = handlersOf(fn, index);
      if (handlers.length === 0 && !handlersMayBeElsewhere(fn, index)) {
        report({ range: fn.nameRange, message: `${l10n.t("No class implements {0} for app function '{1}'", expected, fn.id)}${shaf(5)}` });
      } else if (handlers.length > 1) {
        report({ range: fn.nameRange, message: `${l10n.t("App function '{0}' has more than one handler: {1}", fn.id, handlers.map((h) => h.name).join(', '))}${shaf(6)}` });
      }
    }
    for (const type of file.dotnetTypes ?? []) {
      if (!isRegistrableClass(type) || !lacksPublicConstructor(type)) continue;
      if (!index.interfacesOf(type).interfaces.some((i) => REGISTERED.has(i.name))) continue;
      report({ range: type.nameRange, message: `${l10n.t("'{0}' has no public constructor, so it cannot be registered", type.name)}${shaf(13)}` });
    }
  },
});

/** `IAppFunctionHandler<Request>` or `IAppFunctionHandler<Request, TResult>`, as the message writes it; undefined when the function's interface is not one clear `IAppFunction`. */
function handlerInterface(fn: DotnetFunctionDecl): string | undefined {
  const [only, ...more] = fn.dotnet.functionInterfaces;
  if (!only || more.length > 0) return undefined;
  const result = only.args[0];
  return result ? `IAppFunctionHandler<${fn.name}, ${result.text}>` : `IAppFunctionHandler<${fn.name}>`;
}

/** The classes implementing exactly the function's handler interface, own or inherited. */
function handlersOf(fn: DotnetFunctionDecl, index: DotnetClassIndex): DotnetTypeDecl[] {
  const result = fn.dotnet.functionInterfaces[0]?.args[0];
  const arity = result ? 2 : 1;
  const out: DotnetTypeDecl[] = [];
  for (const { type } of index.types) {
    if (!isRegistrableClass(type)) continue;
    const implemented = index
      .interfacesOf(type)
      .interfaces.some(
        (i) =>
          i.name === 'IAppFunctionHandler' &&
          i.ref.args.length === arity &&
          simpleTypeName(i.ref.args[0]?.name ?? '') === fn.name &&
          (!result || sameTypeText(i.ref.args[1]?.text, result.text)),
      );
    if (implemented) out.push(type);
  }
  return out;
}

/**
 * Whether a class the analysis cannot see through may be the handler: a registrable class with a
 * base outside the workspace, and a base along the way (its own or an ancestor's in the workspace)
 * that names the request among its type arguments (a generic base handler of a library).
 */
function handlersMayBeElsewhere(fn: DotnetFunctionDecl, index: DotnetClassIndex): boolean {
  return index.types.some(
    ({ type }) => isRegistrableClass(type) && !index.interfacesOf(type).complete && index.baseTypesOf(type).some((b) => b.args.some((a) => simpleTypeName(a.name) === fn.name)),
  );
}
