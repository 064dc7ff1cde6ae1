import type { Parser } from 'web-tree-sitter';
import type { FileModel } from '../../model/types';
import { extractKotlinFile } from './extract';
import { createKotlinParser } from './tree-sitter';

/** Reads Kotlin files into the model. Create with {@link createKotlinFrontEnd}. */
export class KotlinFrontEnd {
  constructor(private readonly parser: Parser) {}

  /** Parses and extracts one file; never throws on malformed input. */
  parse(uri: string, text: string): FileModel {
    const tree = this.parser.parse(text);
    if (!tree) return emptyModel(uri, text);
    try {
      return extractKotlinFile(uri, text, tree);
    } finally {
      tree.delete();
    }
  }
}

/** Loads the grammar and returns a ready front end. */
export async function createKotlinFrontEnd(): Promise<KotlinFrontEnd> {
  return new KotlinFrontEnd(await createKotlinParser());
}

function emptyModel(uri: string, text: string): FileModel {
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
    lineCount: text.split('\n').length,
  };
}
