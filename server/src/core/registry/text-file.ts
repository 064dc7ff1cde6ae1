import * as l10n from '@vscode/l10n';
import * as fs from 'node:fs';
import { TextDecoder } from 'node:util';
import type { FileLimits, SkipReason } from './file-limits';

/** How a file's bytes were turned into text, so that a fix writes them back the same way. */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';

/** A file read from disk: its text (without a byte order mark), how it was encoded, or why it was not read. */
export interface TextFile {
  text: string;
  encoding: TextEncoding;
  /** Set when the file was not read in full (over the size limit): its text is empty. */
  skip?: SkipReason;
}

const BOMS: readonly { encoding: TextEncoding; bytes: readonly number[] }[] = [
  { encoding: 'utf-8-bom', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'utf-16le', bytes: [0xff, 0xfe] },
  { encoding: 'utf-16be', bytes: [0xfe, 0xff] },
];

/**
 * Decodes a file's bytes: UTF-16 LE or BE when it starts with that byte order mark, else UTF-8
 * (its mark dropped, as editors do, so positions match the editor's). Bytes that do not decode
 * become U+FFFD, which the size and content check counts.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const bom = BOMS.find(({ bytes: mark }) => mark.every((byte, i) => bytes[i] === byte));
  const encoding = bom?.encoding ?? 'utf-8';
  return { text: decoderFor(encoding === 'utf-8-bom' ? 'utf-8' : encoding).decode(bytes), encoding };
}

/**
 * One decoder per encoding, made on first use: making one costs more than decoding a typical source
 * file, and a workspace has thousands. A decoder without `stream` keeps nothing between calls.
 */
const DECODERS = new Map<string, TextDecoder>();
function decoderFor(label: 'utf-8' | 'utf-16le' | 'utf-16be'): TextDecoder {
  let decoder = DECODERS.get(label);
  if (!decoder) DECODERS.set(label, (decoder = new TextDecoder(label)));
  return decoder;
}

/** The bytes of a text in the encoding it was read in (a fix keeps the file's encoding and mark). */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf-16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf-16be': {
      const bytes = Buffer.from(text, 'utf16le');
      bytes.swap16();
      return Buffer.concat([Buffer.from([0xfe, 0xff]), bytes]);
    }
  }
}

/**
 * Reads a regular file as text, never more than the size limit plus one byte: a FIFO, a socket, a
 * device or a folder is refused before anything is read (opened non-blocking, so a FIFO without a
 * writer cannot stall the caller), and a file over the limit is not read at all. Throws an Error
 * whose message says what was wrong.
 */
export function readTextFile(file: string, limits: FileLimits): TextFile {
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);
  const fd = fs.openSync(file, flags);
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new Error(l10n.t('not a regular file'));
    const limit = limits.maxFileSize;
    if (stat.size > limit) return { text: '', encoding: 'utf-8', skip: { kind: 'too-large', size: stat.size, limit } };
    // The size can change between fstat and read (a file being written): read to the limit, no further.
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      // The size said, plus one byte to see the end; past it (the file grew), 64 KB at a time. A 64 KB
      // buffer for every small file made most of the garbage of reading a large app.
      const wanted = length === 0 ? stat.size + 1 : 64 * 1024;
      const chunk = Buffer.allocUnsafe(Math.min(limit + 1 - length, wanted));
      const read = chunk.length === 0 ? 0 : fs.readSync(fd, chunk, 0, chunk.length, length);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      length += read;
      // A short read of a regular file is its end: no second call to learn that.
      if (read < chunk.length) break;
    }
    const buffer = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, length);
    if (length > limit) return { text: '', encoding: 'utf-8', skip: { kind: 'too-large', size: length, limit } };
    return decodeText(buffer);
  } finally {
    fs.closeSync(fd);
  }
}
