import type { SourceLoc } from '../../src/config/errors.js';

/** `line:column` of a location, or `-` when missing. */
export function pos(loc: SourceLoc | undefined): string {
  return loc ? `${loc.line}:${loc.column}` : '-';
}

/** `line:column-endLine:endColumn` of a location, or `-` when missing. */
export function span(loc: SourceLoc | undefined): string {
  return loc ? `${loc.line}:${loc.column}-${loc.endLine}:${loc.endColumn}` : '-';
}

/** 0-based offset of a 1-based line:column in `text` (lines end at `\n`). */
export function offsetOf(text: string, line: number, column: number): number {
  let off = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', off);
    if (nl === -1) throw new Error(`line ${line} out of range`);
    off = nl + 1;
  }
  return off + column - 1;
}
