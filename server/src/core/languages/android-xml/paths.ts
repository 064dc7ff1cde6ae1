/**
 * Which XML files the Android front end reads, decided from the path alone (no I/O), so file
 * discovery, the editor's document sync and the analyzer agree: every `AndroidManifest.xml`, and
 * every file directly in a `res/xml` (or qualified `res/xml-v31`...) folder.
 */

/** `AndroidManifest.xml` anywhere. */
export function isAndroidManifestPath(filePath: string): boolean {
  return basename(filePath) === 'AndroidManifest.xml';
}

/** A file directly inside `res/xml` or `res/xml-<qualifiers>`. */
export function isXmlResourcePath(filePath: string): boolean {
  return /(^|\/)res\/xml(-[^/]+)?\/[^/]+\.xml$/i.test(normalise(filePath));
}

/** Whether the Android XML front end reads this file. */
export function isAndroidXmlPath(filePath: string): boolean {
  return isAndroidManifestPath(filePath) || isXmlResourcePath(filePath);
}

/** `NAME` in `@xml/NAME` for a resource file: its name without `.xml`. */
export function resourceNameOf(filePath: string): string {
  return basename(filePath).replace(/\.xml$/i, '');
}

/** Forward slashes, no query or fragment: works for file paths and URIs alike. */
export function normalise(filePath: string): string {
  return filePath.replace(/[?#].*$/, '').replace(/\\/g, '/');
}

function basename(filePath: string): string {
  const normal = normalise(filePath);
  return normal.slice(normal.lastIndexOf('/') + 1);
}
