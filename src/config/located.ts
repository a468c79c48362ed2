/**
 * Config parsing that keeps source positions.
 *
 * `parseTomlLocated` / `parseJsonLocated` return the parsed value together with
 * `locate()` / `locateValue()`, which map a key path to where it is written.
 * Positions are captured once while parsing; both lookups are a map lookup
 * plus a binary search over line starts.
 *
 * Position conventions (see `SourceLoc`): lines and columns are 1-based;
 * columns count UTF-16 code units (JavaScript string indices), so a
 * non-BMP character such as most emoji counts as two; `endLine`/`endColumn`
 * point just past the last character (exclusive). A leading byte-order mark
 * is dropped before parsing, so it never counts as a column and `text` does
 * not contain it. Line breaks are `\n` or `\r\n`.
 *
 * Objects in `value` have a null prototype (that is how smol-toml returns
 * tables, and JSON objects are built the same way), so keys such as
 * `__proto__` or `constructor` are ordinary own data and never reach
 * `Object.prototype`. Use `Object.keys`, `in` or `Object.hasOwn`, not
 * `obj.hasOwnProperty(…)`.
 */

import { parse as parseToml, TomlError } from 'smol-toml';
import { parseTree, ParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { ConfigError, type SourceLoc } from './errors.js';
import { EXPLICIT, LineIndex, LocTable, pathKey, segKey, SPANS, type KeyPath } from './located-positions.js';
import { locateToml } from './toml-locate.js';

export type { KeyPath } from './located-positions.js';
export type { SourceLoc } from './errors.js';

export interface LocatedDoc {
  file: string;
  /** The source text (without a leading byte-order mark); positions index into it. */
  text: string;
  /** Plain JS values with null-prototype objects; TOML dates stay smol-toml `TomlDate`s. */
  value: Record<string, unknown>;
  /**
   * Position of the key that holds `path` (e.g. `['rules', 2, 'command']` → the
   * `command` key inside the third `[[rules]]` table; for a dotted key
   * `a.b.c = 1`, `['a','b','c']` → the `c` segment and `['a']` → the `a`
   * segment). Quoted keys include their quotes.
   *
   * A table opened by a header (`['rules', 2]` for the third `[[rules]]`,
   * `['hooks']` for `[hooks]`) → from the header's `[` to the end of the last
   * value written into that table, its sub-tables included (`[[rules.x]]`
   * after it counts; trailing comments, blank lines and the next header do
   * not; a trailing comment on the last value's line does not either).
   * An array of tables (`['rules']`) → its first `[[rules]]` header. A table
   * only implied (by `[a.b]` or `a.b = 1`) → its first mention. An array
   * element (`['rules', 1]` in `rules = [{…}, {…}]`) → the element itself,
   * e.g. the `{` … `}` span of an inline table.
   *
   * JSON: the property name (with its quotes); array elements → the element.
   * `[]` → the whole document. Unknown paths → undefined.
   */
  locate(path: KeyPath): SourceLoc | undefined;
  /**
   * Position of the value itself (start and end). For a table or array of
   * tables built from headers: from where it is first opened to the end of
   * the last value written into it.
   */
  locateValue(path: KeyPath): SourceLoc | undefined;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function makeDoc(
  file: string,
  text: string,
  value: Record<string, unknown>,
  entries: LocTable,
): LocatedDoc {
  let lines: LineIndex | undefined;
  const index = (): LineIndex => (lines ??= new LineIndex(text));
  return {
    file,
    text,
    value,
    locate(path) {
      if (path.length === 0) return index().loc(file, 0, text.length);
      const id = entries.get(pathKey(path));
      if (id < 0) return undefined;
      return index().loc(file, entries.kStart(id), entries.flags(id) & SPANS ? entries.vEnd(id) : entries.kEnd(id));
    },
    locateValue(path) {
      if (path.length === 0) return index().loc(file, 0, text.length);
      const id = entries.get(pathKey(path));
      if (id < 0) return undefined;
      return index().loc(file, entries.vStart(id), entries.vEnd(id));
    },
  };
}

// ---- TOML -------------------------------------------------------------------

/**
 * Parse TOML with smol-toml and record positions for every key path.
 * Throws `ConfigError(file, line, column, message)` on malformed TOML, at
 * smol-toml's error position, with a one-line message.
 */
export function parseTomlLocated(text: string, file: string): LocatedDoc {
  const body = stripBom(text);
  let value: Record<string, unknown>;
  try {
    value = parseToml(body) as Record<string, unknown>;
  } catch (err) {
    throw tomlError(err, body, file);
  }
  return makeDoc(file, body, value, locateToml(body));
}

const TOML_MESSAGES: Record<string, string> = {
  'invalid value': 'invalid or missing value',
  'each key-value declaration must be followed by an end-of-line': 'expected end of line',
  'expected end of table array declaration': 'expected `]]` to close the table array header',
  'incomplete key-value: cannot find end of key': 'expected `=` after the key',
  'unfinished string': 'unterminated string',
  'unfinished table': 'unterminated inline table (missing `}`)',
  'unfinished array': 'unterminated array (missing `]`)',
  'expected comma or end of structure': 'expected `,` or a closing bracket',
};

function tomlError(err: unknown, body: string, file: string): ConfigError {
  if (err instanceof TomlError || (err instanceof Error && typeof (err as Partial<TomlError>).line === 'number')) {
    const te = err as TomlError;
    const raw = te.message.replace(/^Invalid TOML document:\s*/, '').split('\n', 1)[0]!.trim();
    let message = TOML_MESSAGES[raw] ?? raw;
    if (raw === 'illegal character in key' && /^(?:\r?\n|$)/.test(lineRest(body, te.line, te.column))) {
      message = 'expected `=` after the key';
    } else if (/redefine an already defined/.test(raw)) {
      const key = keyAt(body, te.line, te.column);
      message = key ? `${key} is already defined` : 'key or table is already defined';
    }
    return new ConfigError(file, te.line, te.column, `invalid TOML: ${message}`, { cause: err });
  }
  const message = err instanceof Error ? err.message.split('\n', 1)[0]! : String(err);
  return new ConfigError(file, 0, 0, `invalid TOML: ${message}`, { cause: err });
}

/** The text from line:column to the end of that line (with its line break). */
function lineRest(body: string, line: number, column: number): string {
  let off = 0;
  for (let l = 1; l < line && off !== -1; l++) {
    off = body.indexOf('\n', off);
    if (off !== -1) off++;
  }
  if (off === -1) return '';
  const end = body.indexOf('\n', off);
  return body.slice(off + column - 1, end === -1 ? body.length : end + 1);
}

/** The key written at line:column (for "already defined" errors), e.g. `"a"` or `'x y'`. */
function keyAt(body: string, line: number, column: number): string | undefined {
  const rest = lineRest(body, line, column).replace(/^[ \t]+/, '');
  const m = /^(?:[A-Za-z0-9_-]+|"(?:[^"\\\r\n]|\\.)*"|'[^'\r\n]*')(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|"(?:[^"\\\r\n]|\\.)*"|'[^'\r\n]*'))*/.exec(
    rest,
  );
  if (!m) return undefined;
  const k = m[0];
  return k.startsWith('"') || k.startsWith("'") ? k : `\`${k}\``;
}

// ---- JSON -------------------------------------------------------------------

const JSON_MESSAGES: Record<number, string> = {
  [ParseErrorCode.InvalidSymbol]: 'unexpected character',
  [ParseErrorCode.InvalidNumberFormat]: 'invalid number',
  [ParseErrorCode.PropertyNameExpected]: 'expected a property name (a double-quoted string)',
  [ParseErrorCode.ValueExpected]: 'expected a value',
  [ParseErrorCode.ColonExpected]: 'expected `:` after the property name',
  [ParseErrorCode.CommaExpected]: 'expected `,` between items',
  [ParseErrorCode.CloseBraceExpected]: 'expected `}` to close the object',
  [ParseErrorCode.CloseBracketExpected]: 'expected `]` to close the array',
  [ParseErrorCode.EndOfFileExpected]: 'unexpected content after the end of the JSON value',
  [ParseErrorCode.InvalidCommentToken]: 'comments are not allowed in JSON',
  [ParseErrorCode.UnexpectedEndOfComment]: 'unterminated block comment',
  [ParseErrorCode.UnexpectedEndOfString]: 'unterminated string',
  [ParseErrorCode.UnexpectedEndOfNumber]: 'incomplete number',
  [ParseErrorCode.InvalidUnicode]: 'invalid unicode escape',
  [ParseErrorCode.InvalidEscapeCharacter]: 'invalid escape sequence in string',
  [ParseErrorCode.InvalidCharacter]: 'invalid character in string (control characters must be escaped)',
};

/**
 * Parse JSON with jsonc-parser and record positions for every key path.
 * Strict JSON by default; `allowComments` also allows trailing commas (JSONC).
 * Throws `ConfigError` at the first error, and at 1:1 "expected a JSON object"
 * when the top level is not an object (including an empty file).
 *
 * Duplicate keys: the last one wins (as with `JSON.parse`), for the value and
 * for the positions alike.
 */
export function parseJsonLocated(text: string, file: string, opts?: { allowComments?: boolean }): LocatedDoc {
  const body = stripBom(text);
  const allow = opts?.allowComments === true;
  if (body.trim() === '') throw new ConfigError(file, 1, 1, 'expected a JSON object');
  const errors: ParseError[] = [];
  const tree = parseTree(body, errors, { disallowComments: !allow, allowTrailingComma: allow, allowEmptyContent: false });
  const first = errors[0];
  if (first) throw jsonError(first, body, file);
  if (!tree || tree.type !== 'object') throw new ConfigError(file, 1, 1, 'expected a JSON object');
  const entries = new LocTable();
  const value = buildJson(tree, '', entries) as Record<string, unknown>;
  return makeDoc(file, body, value, entries);
}

function jsonError(e: ParseError, body: string, file: string): ConfigError {
  let offset = e.offset;
  let message = JSON_MESSAGES[e.error] ?? 'invalid JSON';
  if (e.error === ParseErrorCode.PropertyNameExpected || e.error === ParseErrorCode.ValueExpected) {
    const c = body[offset];
    if (c === '}' || c === ']') {
      let q = offset - 1;
      while (q >= 0 && /\s/.test(body[q]!)) q--;
      if (body[q] === ',') {
        offset = q;
        message = 'trailing comma is not allowed in JSON';
      }
    }
  }
  const { line, column } = new LineIndex(body).position(offset);
  return new ConfigError(file, line, column, `invalid JSON: ${message}`);
}

function buildJson(node: JsonNode, key: string, entries: LocTable): unknown {
  switch (node.type) {
    case 'object': {
      const obj: Record<string, unknown> = Object.create(null);
      const props = node.children ?? [];
      // The last occurrence of a repeated name wins (as with JSON.parse).
      let lastIndex: Map<string, number> | undefined;
      if (props.length > 1) {
        const at = new Map<string, number>();
        for (let i = 0; i < props.length; i++) {
          const name = props[i]!.children?.[0]?.value as string;
          if (at.has(name)) lastIndex = at;
          at.set(name, i);
        }
      }
      for (let i = 0; i < props.length; i++) {
        const prop = props[i]!;
        const k = prop.children?.[0];
        const v = prop.children?.[1];
        if (!k || !v) continue;
        const name = k.value as string;
        if (lastIndex && lastIndex.get(name) !== i) continue;
        // no escapes (which always shorten) → no U+0000/U+0001, skip the escaping check
        const pk = key + (k.length === name.length + 2 ? '\u0000' + name : segKey(name));
        entries.add(pk, k.offset, k.offset + k.length, v.offset, v.offset + v.length, EXPLICIT);
        obj[name] = buildJson(v, pk, entries);
      }
      return obj;
    }
    case 'array': {
      const items = node.children ?? [];
      const arr: unknown[] = new Array(items.length);
      for (let i = 0; i < items.length; i++) {
        const v = items[i]!;
        const pk = key + segKey(i);
        entries.add(pk, v.offset, v.offset + v.length, v.offset, v.offset + v.length, EXPLICIT);
        arr[i] = buildJson(v, pk, entries);
      }
      return arr;
    }
    default:
      return node.value;
  }
}
