/**
 * Reading typed values out of a located document while collecting problems
 * at exact positions, instead of failing on the first one.
 */
import { didYouMean } from './did-you-mean.js';
import type { SourceLoc } from './errors.js';
import type { KeyPath, LocatedDoc } from './located.js';

export interface ValueProblem {
  message: string;
  loc: SourceLoc;
  kind: 'unknown-key' | 'wrong-type' | 'unknown-value' | 'missing';
}

export class DocReader {
  readonly problems: ValueProblem[] = [];
  constructor(readonly doc: LocatedDoc) {}

  /** Where a key sits; falls back to the top of the file so a location always exists. */
  at(path: KeyPath): SourceLoc {
    return this.doc.locate(path) ?? this.doc.locate(path.slice(0, -1)) ?? { file: this.doc.file, line: 1, column: 1 };
  }

  valueAt(path: KeyPath): SourceLoc {
    return this.doc.locateValue(path) ?? this.at(path);
  }

  get(path: KeyPath): unknown {
    let v: unknown = this.doc.value;
    for (const k of path) {
      if (v === null || typeof v !== 'object') return undefined;
      v = (v as Record<string | number, unknown>)[k];
    }
    return v;
  }

  private wrong(path: KeyPath, expected: string, v: unknown) {
    this.problems.push({ kind: 'wrong-type', loc: this.valueAt(path), message: `${describePath(path)} must be ${expected}, not ${typeName(v)}` });
  }

  string(path: KeyPath): string | undefined {
    const v = this.get(path);
    if (v === undefined) return undefined;
    if (typeof v !== 'string') return void this.wrong(path, 'a string', v);
    return v;
  }

  boolean(path: KeyPath): boolean | undefined {
    const v = this.get(path);
    if (v === undefined) return undefined;
    if (typeof v !== 'boolean') return void this.wrong(path, 'true or false', v);
    return v;
  }

  integer(path: KeyPath): number | undefined {
    const v = this.get(path);
    if (v === undefined) return undefined;
    if (typeof v === 'bigint') return Number(v);
    if (typeof v !== 'number' || !Number.isInteger(v)) return void this.wrong(path, 'an integer', v);
    return v;
  }

  table(path: KeyPath): Record<string, unknown> | undefined {
    const v = this.get(path);
    if (v === undefined) return undefined;
    if (!isTable(v)) return void this.wrong(path, 'a table', v);
    return v;
  }

  array(path: KeyPath): unknown[] | undefined {
    const v = this.get(path);
    if (v === undefined) return undefined;
    if (!Array.isArray(v)) return void this.wrong(path, 'an array', v);
    return v;
  }

  stringArray(path: KeyPath): string[] | undefined {
    const arr = this.array(path);
    if (!arr) return undefined;
    const out: string[] = [];
    arr.forEach((x, i) => {
      if (typeof x === 'string') out.push(x);
      else this.wrong([...path, i], 'a string', x);
    });
    return out;
  }

  oneOf<T extends string>(path: KeyPath, allowed: readonly T[], normalize: (s: string) => string = (s) => s): T | undefined {
    const v = this.string(path);
    if (v === undefined) return undefined;
    const n = normalize(v) as T;
    if (!allowed.includes(n)) {
      this.problems.push({ kind: 'unknown-value', loc: this.valueAt(path), message: `${describePath(path)} = ${JSON.stringify(v)} is not one of ${allowed.join(', ')}` });
      return undefined;
    }
    return n;
  }

  /** Reports keys of the table at `path` that are not in `known`. */
  unknownKeys(path: KeyPath, known: readonly string[]): string[] {
    const t = this.get(path);
    if (!isTable(t)) return [];
    const extra = Object.keys(t).filter((k) => !known.includes(k));
    for (const k of extra) {
      this.problems.push({ kind: 'unknown-key', loc: this.at([...path, k]), message: `unknown key ${JSON.stringify(k)} in ${describePath(path) || 'the top level'}; expected one of ${known.join(', ')}${didYouMean(k, known)}` });
    }
    return extra;
  }
}

export function isTable(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && typeof (v as { toISOString?: unknown }).toISOString !== 'function';
}

export function typeName(v: unknown): string {
  if (Array.isArray(v)) return 'an array';
  if (v === null) return 'null';
  if (isTable(v)) return 'a table';
  if (typeof v === 'bigint' || typeof v === 'number') return `a number (${String(v)})`;
  if (typeof v === 'string') return `a string (${JSON.stringify(v)})`;
  if (typeof v === 'boolean') return `a boolean (${v})`;
  return typeof v;
}

export function describePath(path: KeyPath): string {
  let s = '';
  for (const k of path) s += typeof k === 'number' ? `[${k}]` : s ? `.${k}` : k;
  return s;
}
