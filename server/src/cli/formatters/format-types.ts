import type { FileModel } from '../../core/model/file-model';
import type { Finding } from '../../core/model/findings';

/** Everything a formatter may print: the findings and the files (with their functions) analysed. */
export interface LintResult {
  findings: Finding[];
  files: FileModel[];
  /** Turns a finding's uri (an absolute path) into what the user should read. */
  displayPath(uri: string): string;
}

/** A formatter turns a result into text for stdout. */
export type Formatter = (result: LintResult) => string;
