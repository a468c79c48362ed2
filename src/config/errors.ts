/**
 * Source positions and the error type every config reader throws.
 *
 * Positions are 1-based. Columns count JavaScript string characters (UTF-16
 * code units) from the start of the line, so a character outside the Basic
 * Multilingual Plane (most emoji) counts as two columns. A leading byte-order
 * mark is not counted. `endLine`/`endColumn`, when present, point just past
 * the last character of the span (exclusive, like ESLint and LSP).
 */

export interface SourceLoc {
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column in UTF-16 code units. */
  column: number;
  /** 1-based line of the end of the span. */
  endLine?: number;
  /** 1-based column just past the last character of the span (exclusive). */
  endColumn?: number;
}

/**
 * A config file could not be read or parsed. `message` carries no location;
 * `format()` / `toString()` prefix it with `file:line:column: `. `line` and
 * `column` are 0 when only the file is known; the prefix is then `file: `.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** `file:line:column: message`, or `file: message` when the position is unknown. */
  format(): string {
    return formatLocated(this.file, this.line, this.column, this.message);
  }

  override toString(): string {
    return this.format();
  }

  /** The position as a `SourceLoc`, or undefined when only the file is known. */
  get loc(): SourceLoc | undefined {
    return this.line > 0 ? { file: this.file, line: this.line, column: Math.max(this.column, 1) } : undefined;
  }
}

/** `file:line:column: message`; drops the position parts that are 0/unknown. */
export function formatLocated(file: string, line: number, column: number, message: string): string {
  if (line > 0 && column > 0) return `${file}:${line}:${column}: ${message}`;
  if (line > 0) return `${file}:${line}: ${message}`;
  return `${file}: ${message}`;
}
