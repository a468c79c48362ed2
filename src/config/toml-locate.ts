/**
 * A one-pass position scanner for TOML.
 *
 * smol-toml gives values but no positions, so this walks the same text once
 * and records, for every key path, where its key and its value are written
 * (see `LocTable`). It is only run on text smol-toml has already accepted, so
 * it assumes valid TOML and does not validate anything; on input it does not
 * understand it still terminates (every loop makes progress) but the
 * positions it records are then unreliable.
 *
 * Covered: comments; `[table]` and `[[array.of.tables]]` headers, with
 * element indices counted per concrete array path (so `[[a.b]]` under the
 * second `[[a]]` starts again at index 0); whitespace inside headers and
 * around dots; dotted keys; bare, "basic" and 'literal' quoted keys (escapes
 * in quoted keys are decoded with smol-toml itself); basic, literal and
 * multi-line strings (their contents are skipped, never read as keys);
 * inline tables (including TOML 1.1 newlines, comments and trailing commas
 * inside them) and arrays at any depth, whose elements are recorded by
 * index; scalars including date-times written with a space; CRLF.
 */

import { parse as parseToml } from 'smol-toml';
import { EXPLICIT, LocTable, SPANS, segKey } from './located-positions.js';

/** Segment key for a name known to hold no U+0000/U+0001 (only escapes can produce those). */
function plainSegKey(name: string): string {
  return '\u0000' + name;
}

const TAB = 9;
const LF = 10;
const CR = 13;
const SP = 32;
const DQUOTE = 34;
const HASH = 35;
const SQUOTE = 39;
const COMMA = 44;
const DOT = 46;
const EQ = 61;
const LBRACKET = 91;
const BACKSLASH = 92;
const RBRACKET = 93;
const LBRACE = 123;
const RBRACE = 125;


/**
 * Scan `text` (valid TOML) and return the positions recorded for each path,
 * keyed by `pathKey(path)`. Offsets are 0-based UTF-16 offsets into `text`.
 */
export function locateToml(text: string): LocTable {
  return new TomlLocator(text).run();
}

class TomlLocator {
  private p = 0;
  private readonly n: number;
  private readonly t = new LocTable();
  /** Last element index of each array of tables, by its concrete path key. */
  private readonly aotLast = new Map<string, number>();
  /** Path key of the table the current `[header]` opened ('' = root). */
  private tableKey = '';
  /** Entries along the current header's concrete path, extended by each key/value under it. */
  private chain: number[] = [];
  /** The segments of the key `parseKey` read last (reused buffers; `segCount` valid entries). */
  private segCount = 0;
  private readonly segKeys: string[] = [];
  private readonly segStarts: number[] = [];
  private readonly segEnds: number[] = [];

  constructor(private readonly s: string) {
    this.n = s.length;
  }

  run(): LocTable {
    const s = this.s;
    while (this.p < this.n) {
      this.skipWs();
      if (this.p >= this.n) break;
      const c = s.charCodeAt(this.p);
      if (c === LF || c === CR) {
        this.p++;
        continue;
      }
      if (c === HASH) {
        this.skipComment();
        continue;
      }
      const before = this.p;
      if (c === LBRACKET) {
        this.header();
      } else {
        const end = this.keyValue(this.tableKey);
        const chain = this.chain;
        for (let i = 0; i < chain.length; i++) this.t.setVEnd(chain[i]!, end);
      }
      if (this.p <= before) this.skipLine(); // never stall on input we do not understand
    }
    return this.t;
  }

  // ---- lexical helpers -------------------------------------------------

  private skipWs(): void {
    const s = this.s;
    let c = s.charCodeAt(this.p);
    while (c === SP || c === TAB) c = s.charCodeAt(++this.p);
  }

  /** Whitespace, newlines and comments (inside arrays and inline tables). */
  private skipWsNl(): void {
    const s = this.s;
    while (this.p < this.n) {
      const c = s.charCodeAt(this.p);
      if (c === SP || c === TAB || c === LF || c === CR) this.p++;
      else if (c === HASH) this.skipComment();
      else break;
    }
  }

  /** Up to (not past) the end of the line. */
  private skipComment(): void {
    const i = this.s.indexOf('\n', this.p);
    this.p = i === -1 ? this.n : i;
  }

  private skipLine(): void {
    const i = this.s.indexOf('\n', this.p);
    this.p = i === -1 ? this.n : i + 1;
  }

  /** A single-line basic string starting at the opening quote; leaves p after the closing quote. */
  private skipBasicString(): void {
    const s = this.s;
    let p = this.p + 1;
    while (p < this.n) {
      const c = s.charCodeAt(p);
      if (c === BACKSLASH) p += 2;
      else if (c === DQUOTE) {
        p++;
        break;
      } else if (c === LF) break; // not valid TOML; do not run past the line
      else p++;
    }
    this.p = Math.min(p, this.n);
  }

  private skipLiteralString(): void {
    const i = this.s.indexOf("'", this.p + 1);
    this.p = i === -1 ? this.n : i + 1;
  }

  /** `"""…"""` starting at the opening delimiter; the closer may be followed by up to two more quotes that belong to the content. */
  private skipMultiBasic(): void {
    const s = this.s;
    let p = this.p + 3;
    while (p < this.n) {
      const c = s.charCodeAt(p);
      if (c === BACKSLASH) p += 2;
      else if (c === DQUOTE && s.charCodeAt(p + 1) === DQUOTE && s.charCodeAt(p + 2) === DQUOTE) {
        p += 3;
        if (s.charCodeAt(p) === DQUOTE) p++;
        if (s.charCodeAt(p) === DQUOTE) p++;
        break;
      } else p++;
    }
    this.p = Math.min(p, this.n);
  }

  private skipMultiLiteral(): void {
    const s = this.s;
    const i = s.indexOf("'''", this.p + 3);
    if (i === -1) {
      this.p = this.n;
      return;
    }
    let p = i + 3;
    if (s.charCodeAt(p) === SQUOTE) p++;
    if (s.charCodeAt(p) === SQUOTE) p++;
    this.p = p;
  }

  /**
   * A (possibly dotted) key, stopping before `=` (key/value) or `]` (header).
   * Fills the segment buffers: the segment's path-key encoding and the span
   * of its text as written (quotes included).
   */
  private parseKey(): void {
    const s = this.s;
    let count = 0;
    for (;;) {
      this.skipWs();
      const start = this.p;
      const c = s.charCodeAt(start);
      let sk: string;
      if (c === DQUOTE) {
        this.skipBasicString();
        const raw = s.slice(start, this.p);
        sk = raw.includes('\\') ? segKey(decodeBasicKey(raw)) : plainSegKey(raw.slice(1, -1));
      } else if (c === SQUOTE) {
        this.skipLiteralString();
        sk = plainSegKey(s.slice(start + 1, this.p - 1));
      } else {
        let p = start;
        while (p < this.n && !isKeyTerminator(s.charCodeAt(p))) p++;
        this.p = p;
        sk = plainSegKey(s.slice(start, p));
      }
      this.segKeys[count] = sk;
      this.segStarts[count] = start;
      this.segEnds[count] = this.p;
      count++;
      this.skipWs();
      if (this.p < this.n && s.charCodeAt(this.p) === DOT && this.p > start) {
        this.p++;
        continue;
      }
      this.segCount = count;
      return;
    }
  }

  // ---- statements --------------------------------------------------------

  /** `[a.b]` or `[[a.b]]` at `p`. */
  private header(): void {
    const s = this.s;
    const hs = this.p;
    this.p++;
    const aot = s.charCodeAt(this.p) === LBRACKET;
    if (aot) this.p++;
    this.parseKey();
    if (s.charCodeAt(this.p) === RBRACKET) this.p++;
    if (aot && s.charCodeAt(this.p) === RBRACKET) this.p++;
    const he = this.p;

    const t = this.t;
    const chain: number[] = [];
    let key = '';
    const last = this.segCount - 1;
    for (let i = 0; i <= last; i++) {
      key += this.segKeys[i]!;
      if (i < last) {
        let id = t.get(key);
        if (id < 0) id = t.add(key, this.segStarts[i]!, this.segEnds[i]!, hs, he, 0);
        chain.push(id);
        const idx = this.aotLast.get(key);
        if (idx !== undefined) {
          key += segKey(idx);
          const el = t.get(key);
          if (el >= 0) chain.push(el);
        }
      } else if (aot) {
        let arr = t.get(key);
        if (arr < 0) arr = t.add(key, hs, he, hs, he, EXPLICIT);
        chain.push(arr);
        const idx = (this.aotLast.get(key) ?? -1) + 1;
        this.aotLast.set(key, idx);
        key += segKey(idx);
        chain.push(t.add(key, hs, he, hs, he, SPANS | EXPLICIT));
      } else {
        let id = t.get(key);
        if (id < 0) id = t.add(key, hs, he, hs, he, SPANS | EXPLICIT);
        // Implied earlier (by `[t.sub]` or a dotted key): the header is its definition.
        else if (!(t.flags(id) & EXPLICIT)) t.define(id, hs, he, SPANS | EXPLICIT);
        chain.push(id);
      }
    }
    for (let i = 0; i < chain.length; i++) t.setVEnd(chain[i]!, he);
    this.tableKey = key;
    this.chain = chain;
  }

  /** `key = value` at `p`, under the table whose path key is `prefix`. Returns the end offset of the value. */
  private keyValue(prefix: string): number {
    const s = this.s;
    const t = this.t;
    const stmtStart = this.p;
    this.parseKey();
    if (s.charCodeAt(this.p) === EQ) this.p++;
    this.skipWs();

    let key = prefix;
    const last = this.segCount - 1;
    let implied: number[] | undefined;
    for (let i = 0; i < last; i++) {
      key += this.segKeys[i]!;
      let id = t.get(key);
      if (id < 0) id = t.add(key, this.segStarts[i]!, this.segEnds[i]!, stmtStart, stmtStart, 0);
      (implied ??= []).push(id);
    }
    key += this.segKeys[last]!;
    const kStart = this.segStarts[last]!;
    const kEnd = this.segEnds[last]!;
    const vStart = this.p;
    this.value(key);
    const vEnd = this.p;
    t.add(key, kStart, kEnd, vStart, vEnd, EXPLICIT);
    if (implied) for (let i = 0; i < implied.length; i++) t.setVEnd(implied[i]!, vEnd);
    return vEnd;
  }

  /** A value at `p` whose path key is `key`; leaves `p` just after it. */
  private value(key: string): void {
    const s = this.s;
    const c = s.charCodeAt(this.p);
    if (c === DQUOTE) {
      if (s.charCodeAt(this.p + 1) === DQUOTE && s.charCodeAt(this.p + 2) === DQUOTE) this.skipMultiBasic();
      else this.skipBasicString();
    } else if (c === SQUOTE) {
      if (s.charCodeAt(this.p + 1) === SQUOTE && s.charCodeAt(this.p + 2) === SQUOTE) this.skipMultiLiteral();
      else this.skipLiteralString();
    } else if (c === LBRACKET) {
      this.array(key);
    } else if (c === LBRACE) {
      this.inlineTable(key);
    } else {
      // number, boolean, date/time (which may contain one space): up to a delimiter, minus trailing blanks
      const start = this.p;
      let p = start;
      while (p < this.n && !isScalarTerminator(s.charCodeAt(p))) p++;
      while (p > start && (s.charCodeAt(p - 1) === SP || s.charCodeAt(p - 1) === TAB)) p--;
      this.p = p;
    }
  }

  private array(key: string): void {
    const s = this.s;
    this.p++; // [
    let i = 0;
    while (this.p < this.n) {
      this.skipWsNl();
      const c = s.charCodeAt(this.p);
      if (c === RBRACKET) {
        this.p++;
        return;
      }
      const start = this.p;
      const ek = key + segKey(i);
      this.value(ek);
      if (this.p === start) {
        this.p++; // not valid TOML; make progress
        continue;
      }
      this.t.add(ek, start, this.p, start, this.p, EXPLICIT);
      i++;
      this.skipWsNl();
      if (s.charCodeAt(this.p) === COMMA) this.p++;
    }
  }

  private inlineTable(key: string): void {
    const s = this.s;
    this.p++; // {
    while (this.p < this.n) {
      this.skipWsNl();
      const c = s.charCodeAt(this.p);
      if (c === RBRACE) {
        this.p++;
        return;
      }
      const start = this.p;
      this.keyValue(key);
      if (this.p === start) {
        this.p++; // not valid TOML; make progress
        continue;
      }
      this.skipWsNl();
      if (s.charCodeAt(this.p) === COMMA) this.p++;
    }
  }
}

function isKeyTerminator(c: number): boolean {
  return (
    c === SP ||
    c === TAB ||
    c === DOT ||
    c === EQ ||
    c === RBRACKET ||
    c === LBRACKET ||
    c === HASH ||
    c === COMMA ||
    c === RBRACE ||
    c === LBRACE ||
    c === LF ||
    c === CR ||
    c === DQUOTE ||
    c === SQUOTE
  );
}

function isScalarTerminator(c: number): boolean {
  return c === COMMA || c === RBRACKET || c === RBRACE || c === HASH || c === LF || c === CR;
}

/** Decode a quoted basic key with escapes exactly as smol-toml does. */
function decodeBasicKey(raw: string): string {
  try {
    const v = parseToml(`k = ${raw}`).k;
    return typeof v === 'string' ? v : raw.slice(1, -1);
  } catch {
    return raw.slice(1, -1);
  }
}
