/**
 * Shared plumbing for the located parsers: the path-key encoding used by the
 * position maps, the per-path position record, and offset → line/column.
 */

import type { SourceLoc } from './errors.js';

/** A path into a parsed document: object keys are strings, array indices numbers. */
export type KeyPath = readonly (string | number)[];

/** `locate()` reports `kStart`…`vEnd` instead of `kStart`…`kEnd` (tables opened by a header). */
export const SPANS = 1;
/** Defined by a header or a key/value, not merely implied by a dotted key or a longer header. */
export const EXPLICIT = 2;

/**
 * Positions recorded per path, as 0-based UTF-16 offsets into the text (ends
 * exclusive), stored flat in a typed array (no object per entry, which keeps
 * a 10,000-rule file cheap for the garbage collector). Each entry has:
 *
 * - `kStart`/`kEnd`: the key that holds the value (for an array element: the
 *   element; for a table opened by a `[header]` / `[[header]]`: the header).
 * - `vStart`/`vEnd`: the value. For tables and arrays that are not written
 *   inline this runs from where they are first opened to the end of the last
 *   value written into them.
 * - flags: `SPANS`, `EXPLICIT`.
 */
export class LocTable {
  private data = new Int32Array(5 * 256);
  private count = 0;
  private readonly index = new Map<string, number>();

  /** Add an entry for `key` (replacing any earlier one for that key); returns its id. */
  add(key: string, kStart: number, kEnd: number, vStart: number, vEnd: number, flags: number): number {
    const id = this.count++;
    let d = this.data;
    const o = id * 5;
    if (o + 5 > d.length) {
      const bigger = new Int32Array(d.length * 2);
      bigger.set(d);
      this.data = d = bigger;
    }
    d[o] = kStart;
    d[o + 1] = kEnd;
    d[o + 2] = vStart;
    d[o + 3] = vEnd;
    d[o + 4] = flags;
    this.index.set(key, id);
    return id;
  }

  /** The id recorded for `key`, or -1. */
  get(key: string): number {
    const id = this.index.get(key);
    return id === undefined ? -1 : id;
  }

  kStart(id: number): number {
    return this.data[id * 5]!;
  }
  kEnd(id: number): number {
    return this.data[id * 5 + 1]!;
  }
  vStart(id: number): number {
    return this.data[id * 5 + 2]!;
  }
  vEnd(id: number): number {
    return this.data[id * 5 + 3]!;
  }
  flags(id: number): number {
    return this.data[id * 5 + 4]!;
  }
  setVEnd(id: number, vEnd: number): void {
    this.data[id * 5 + 3] = vEnd;
  }
  /** Make an implied table explicit: its header becomes its key span. */
  define(id: number, kStart: number, kEnd: number, flags: number): void {
    const o = id * 5;
    this.data[o] = kStart;
    this.data[o + 1] = kEnd;
    this.data[o + 4] = flags;
  }
}

const SEP = '\u0000';
const NUM = '\u0001';
const NEEDS_ESCAPE = /[\u0000\u0001]/;

/**
 * Encoding of one path segment. Every segment starts with U+0000; string
 * segments never contain U+0000 afterwards (U+0001 → U+0001 U+0001,
 * U+0000 → U+0001 U+0002); indices are U+0001 followed by digits. The
 * concatenation is therefore injective: `['a', 0]` and `['a', '0']` and
 * `['a\u0000b']` and `['a', 'b']` all get distinct keys.
 */
export function segKey(seg: string | number): string {
  if (typeof seg === 'number') return SEP + NUM + seg;
  if (NEEDS_ESCAPE.test(seg)) {
    return SEP + seg.replace(/\u0001/g, '\u0001\u0001').replace(/\u0000/g, '\u0001\u0002');
  }
  return SEP + seg;
}

/** The map key of a whole path; the root (`[]`) is `''`. */
export function pathKey(path: KeyPath): string {
  let k = '';
  for (const s of path) k += segKey(s);
  return k;
}

/** Offset → 1-based line/column (UTF-16 code units). Lines end at `\n`; a `\r` before it belongs to the line. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    let i = text.indexOf('\n');
    while (i !== -1) {
      this.starts.push(i + 1);
      i = text.indexOf('\n', i + 1);
    }
  }

  position(offset: number): { line: number; column: number } {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }

  loc(file: string, start: number, end: number): SourceLoc {
    const s = this.position(start);
    const e = this.position(end);
    return { file, line: s.line, column: s.column, endLine: e.line, endColumn: e.column };
  }
}
