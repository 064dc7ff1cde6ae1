// Kotlin extraction's entry point: a syntax tree in, a FileModel out. The parts: the declaration
// walk (declarations.ts), annotations and value constraints (annotations.ts), KDoc attachment
// (doc-attachment.ts), types (type-refs.ts), body facts (body-facts.ts) and the reuse of unchanged
// declarations between edits (replay-cache.ts).
import type { Tree } from 'web-tree-sitter';
import type { FileModel } from '../../model/file-model';
import { AnalysisCaches } from '../../model/analysis-caches';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { SourceText } from '../../text/source-text';
import { readDeclarations } from './declarations';
import { DeclarationReplay, keepExtraction, lastExtraction } from './replay-cache';
import { appFunctionsVersion } from './library-version';
import { NO_DEADLINE, type Deadline } from '../../model/parse-budget';
import type { DeclarationRereader } from './misread-declarations';

/** A Kotlin file model with nothing in it yet. */
export function emptyKotlinModel(uri: string, lineCount: number): FileModel {
  return {
    uri,
    language: 'kotlin',
    imports: [],
    functions: [],
    serializables: [],
    classes: [],
    suppressions: [],
    fileAnnotations: [],
    syntaxErrors: [],
    lineCount,
  };
}

/**
 * Turns a Kotlin syntax tree into the language-neutral {@link FileModel}. Never throws: a declaration
 * that cannot be understood (half-typed code) is skipped, and the rest of the file is still read.
 * Declarations unchanged since the last extraction of the same uri are replayed, not read again.
 * `rereader` parses again, alone, a top-level declaration the grammar misread (none: left out).
 */
export function extractKotlinFile(
  uri: string,
  text: string,
  tree: Tree,
  internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
  caches: AnalysisCaches = new AnalysisCaches(),
  deadline: Deadline = NO_DEADLINE,
  rereader?: DeclarationRereader,
): FileModel {
  const source = SourceText.of(text);
  const model = emptyKotlinModel(uri, source.lineCount);
  const replay = new DeclarationReplay(source, model, lastExtraction(caches, uri));
  readDeclarations(tree.rootNode, source, model, replay, internalError, deadline, rereader);
  keepExtraction(caches, uri, replay.kept);
  // Only files that declare functions have metadata a release changes; the rest skip the disk.
  if (model.functions.length) {
    const library = appFunctionsVersion(uri, caches);
    if (library) model.appFunctionsLibrary = library;
  }
  return model;
}
