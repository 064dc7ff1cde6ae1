import * as l10n from '@vscode/l10n';
import { ErrorCodes, ResponseError, type Position, type Range } from 'vscode-languageserver';
import { URI } from 'vscode-uri';

/**
 * Checks of the parameters a request brings, shared by the features' own validation helpers: a
 * request whose parameters do not have the shape LSP (or `protocol.ts`) gives them is answered
 * with JSON-RPC InvalidParams naming the field, never with an internal error from deep inside.
 */

/** The error a feature throws for parameters it cannot read. */
export function invalidParams(message: string): ResponseError<void> {
  return new ResponseError(ErrorCodes.InvalidParams, message);
}

/** The value as an object (not null, not an array); `field` names it in the message. */
export function objectParam(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidParams(l10n.t("Invalid parameters: '{0}' must be an object.", field));
  return value as Record<string, unknown>;
}

/** A URI with a scheme (`file:`, `untitled:`…), as LSP sends documents; a bare path is refused. */
export function uriParam(value: unknown, field: string): string {
  if (typeof value === 'string' && value.length > 0) {
    try {
      URI.parse(value, true);
      return value;
    } catch {
      // Expected for a path or a malformed URI: answered as invalid parameters below.
    }
  }
  throw invalidParams(l10n.t("Invalid parameters: '{0}' must be a document URI such as file:///path/File.kt.", field));
}

/** `textDocument.uri` of a text document request. */
export function textDocumentParam(params: Record<string, unknown>): string {
  return uriParam(objectParam(params.textDocument, 'textDocument').uri, 'textDocument.uri');
}

/** A count that cannot be negative (a zero-based line or character). */
export function indexParam(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw invalidParams(l10n.t("Invalid parameters: '{0}' must be a whole number, zero or more.", field));
  return value;
}

/** A zero-based line and UTF-16 character. */
export function positionParam(value: unknown, field: string): Position {
  const position = objectParam(value, field);
  return { line: indexParam(position.line, `${field}.line`), character: indexParam(position.character, `${field}.character`) };
}

/** A start and an end position. */
export function rangeParam(value: unknown, field: string): Range {
  const range = objectParam(value, field);
  return { start: positionParam(range.start, `${field}.start`), end: positionParam(range.end, `${field}.end`) };
}

/** An array; `field` names it in the message. */
export function arrayParam(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw invalidParams(l10n.t("Invalid parameters: '{0}' must be an array.", field));
  return value;
}

/** A string, or undefined when absent. */
export function optionalStringParam(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParams(l10n.t("Invalid parameters: '{0}' must be a string.", field));
  return value;
}
