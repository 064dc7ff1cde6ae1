import * as fs from 'node:fs';

/** The largest configuration file read as data (package.json, tsconfig.json, pnpm-workspace.yaml). */
export const MAX_CONFIG_FILE_BYTES = 1024 * 1024;

/**
 * A small regular file's text (UTF-8), or undefined: no such file, not a regular file (a FIFO, a
 * device, a folder: refused before anything is read, opened non-blocking so a FIFO without a
 * writer cannot stall the caller), larger than `maxBytes`, or unreadable. For configuration files
 * read as data beside the code, where a missing or odd file only means "not known here".
 */
export function readSmallTextFile(file: string, maxBytes = MAX_CONFIG_FILE_BYTES): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > maxBytes) return undefined;
    const buffer = Buffer.allocUnsafe(stat.size);
    let length = 0;
    while (length < buffer.length) {
      const read = fs.readSync(fd, buffer, length, buffer.length - length, length);
      if (read === 0) break;
      length += read;
    }
    return buffer.toString('utf8', 0, length);
  } catch {
    // Expected: no such file in this folder, or one that cannot be read; the caller asks elsewhere.
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
