import type { CodeActionParams, Connection, Diagnostic } from 'vscode-languageserver';
import { arrayParam, objectParam, optionalStringParam, rangeParam, textDocumentParam } from './request-params';

/**
 * A code action request's parameters, checked: the document, the range, and a context with the
 * diagnostics (each with a range) and the kinds asked for.
 */
export function codeActionParams(raw: unknown): CodeActionParams {
  const params = objectParam(raw, 'params');
  const uri = textDocumentParam(params);
  const range = rangeParam(params.range, 'range');
  const context = objectParam(params.context, 'context');
  const diagnostics = arrayParam(context.diagnostics, 'context.diagnostics').map((entry, i) => {
    const diagnostic = objectParam(entry, `context.diagnostics[${i}]`);
    return { ...diagnostic, range: rangeParam(diagnostic.range, `context.diagnostics[${i}].range`) } as Diagnostic;
  });
  const only =
    context.only === undefined || context.only === null
      ? undefined
      : arrayParam(context.only, 'context.only').map((kind, i) => optionalStringParam(kind, `context.only[${i}]`) ?? '');
  return { textDocument: { uri }, range, context: { ...context, diagnostics, only } };
}

/**
 * The connection as the code actions feature registers on it: its handler receives parameters
 * already checked by {@link codeActionParams}, so a malformed request is answered InvalidParams.
 */
export function checkingCodeActionParams(connection: Connection): Connection {
  return new Proxy(connection, {
    get(target, property, receiver) {
      if (property !== 'onCodeAction') return Reflect.get(target, property, receiver);
      const register: Connection['onCodeAction'] = (handler) => target.onCodeAction((params, ...rest) => handler(codeActionParams(params), ...rest));
      return register;
    },
  });
}
