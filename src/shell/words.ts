/**
 * Quote removal: turning the nodes of one shell word into the string the
 * program receives, and noticing when that string is not knowable before
 * the shell runs (expansions, globs, brace expansion).
 */
import type { TsNode } from './parse.js';

/** One word of a command as the analyzer sees it. */
export interface Word {
  /** Quote-removed text when the word is literal; the source text as written when it is dynamic. */
  value: string;
  /** Literal parts quote-removed, expansions kept as written: what a payload template looks like. */
  template: string;
  /** True when the word contains an expansion, substitution, glob or brace expansion. */
  dynamic: boolean;
  /** [start, end) in the source being walked. */
  range: [number, number];
  /**
   * Source text of the command and process substitutions inside the word.
   * They run in the shell that expands the word, so when the word's template
   * is analyzed as a payload they must not be counted a second time.
   */
  substitutions?: string[];
}

/** Node types whose value only exists at run time. */
const EXPANSIONS = new Set([
  'simple_expansion',
  'expansion',
  'command_substitution',
  'process_substitution',
  'arithmetic_expansion',
  'brace_expression',
  'extglob_pattern',
]);

/** A literal word, for callers that start from strings (and for synthetic words). */
export function literalWord(value: string, range: [number, number] = [0, 0]): Word {
  return { value, template: value, dynamic: false, range };
}

interface Accumulator {
  text: string;
  substitutions: string[];
  /** Unquoted literal text only (quoted parts masked), to spot brace expansion. */
  unquoted: string;
  dynamic: boolean;
}

/**
 * Build one word from adjacent nodes. tree-sitter-bash sometimes splits what
 * bash reads as one word into neighbouring siblings (`$"…"` becomes `$` and a
 * string; `echo >&2 hi` glues words onto redirects), so callers group nodes
 * by adjacency and hand the group here.
 */
export function wordFromNodes(nodes: readonly TsNode[], source: string): Word {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (first === undefined || last === undefined) return literalWord('');
  const acc: Accumulator = { text: '', substitutions: [], unquoted: '', dynamic: false };
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as TsNode;
    const next = nodes[i + 1];
    // `$"text"` is a locale-translated string: the `$` is not part of the value.
    if (!node.isNamed && node.type === '$' && next?.type === 'string' && next.startIndex === node.endIndex) continue;
    appendPart(node, source, acc);
  }
  if (/\{[^{}]*(,|\.\.)[^{}]*\}/.test(acc.unquoted)) acc.dynamic = true;
  const range: [number, number] = [first.startIndex, last.endIndex];
  const raw = source.slice(range[0], range[1]);
  const word: Word = { value: acc.dynamic ? raw : acc.text, template: acc.text, dynamic: acc.dynamic, range };
  if (acc.substitutions.length > 0) word.substitutions = acc.substitutions;
  return word;
}

function appendPart(node: TsNode, source: string, acc: Accumulator): void {
  const raw = source.slice(node.startIndex, node.endIndex);
  switch (node.type) {
    case 'word': {
      const unescaped = unescapeUnquoted(raw);
      acc.text += unescaped.text;
      acc.unquoted += raw;
      if (unescaped.glob) acc.dynamic = true;
      return;
    }
    case 'number':
    case 'test_operator': // `-f` inside [[ ]]
    case 'regex': // the right side of =~
    case 'variable_name':
      acc.text += raw;
      acc.unquoted += raw;
      return;
    case 'raw_string':
      acc.text += raw.length >= 2 && raw.endsWith("'") ? raw.slice(1, -1) : raw.slice(1);
      acc.unquoted += mask(raw);
      return;
    case 'ansi_c_string':
      acc.text += decodeAnsiC(raw.length >= 3 && raw.endsWith("'") ? raw.slice(2, -1) : raw.slice(2));
      acc.unquoted += mask(raw);
      return;
    case 'string':
    case 'translated_string':
      appendDoubleQuoted(node, source, acc);
      acc.unquoted += mask(raw);
      return;
    case 'concatenation':
      appendWithGaps(node, source, acc, node.startIndex, node.endIndex, 'unquoted');
      return;
    default:
      // Expansions, and any node kind this module does not know, are dynamic:
      // guessing a value for them would be worse than admitting we cannot.
      if (node.isNamed || EXPANSIONS.has(node.type)) acc.dynamic = true;
      if (node.isNamed) collectSubstitutions(node, source, acc.substitutions);
      acc.text += raw;
      acc.unquoted += node.isNamed ? mask(raw) : raw;
  }
}

/** Source text of the outermost `$(…)`, backtick and `<(…)` substitutions in a subtree. */
export function collectSubstitutions(root: TsNode, source: string, into: string[]): void {
  const stack: TsNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TsNode;
    if (node.type === 'command_substitution' || node.type === 'process_substitution') {
      into.push(source.slice(node.startIndex, node.endIndex));
      continue;
    }
    if (node.type === 'word' || node.type === 'string_content' || !node.isNamed) continue;
    stack.push(...node.children);
  }
}

function mask(raw: string): string {
  return 'x'.repeat(Math.min(raw.length, 1));
}

function appendDoubleQuoted(node: TsNode, source: string, acc: Accumulator): void {
  const raw = source.slice(node.startIndex, node.endIndex);
  const open = raw.startsWith('$"') ? 2 : 1;
  const closed = raw.length > open && raw.endsWith('"');
  appendWithGaps(node, source, acc, node.startIndex + open, node.endIndex - (closed ? 1 : 0), 'double');
}

/**
 * Walk the children of a quoted string or concatenation, including the text
 * between children: the grammar leaves some characters (a lone `$` before a
 * closing quote, for instance) outside any child node.
 */
function appendWithGaps(
  node: TsNode,
  source: string,
  acc: Accumulator,
  from: number,
  to: number,
  quoting: 'double' | 'unquoted',
): void {
  let cursor = from;
  const literal = (text: string): void => {
    if (text === '') return;
    if (quoting === 'double') {
      acc.text += unescapeDoubleQuoted(text);
    } else {
      const unescaped = unescapeUnquoted(text);
      acc.text += unescaped.text;
      acc.unquoted += text;
      if (unescaped.glob) acc.dynamic = true;
    }
  };
  const children = node.children;
  for (let k = 0; k < children.length; k++) {
    const child = children[k] as TsNode;
    if (child.startIndex < from || child.endIndex > to) continue; // the quotes themselves
    if (child.startIndex > cursor) literal(source.slice(cursor, child.startIndex));
    const next = children[k + 1];
    if (child.type === '$' && !child.isNamed && next?.type === 'string' && next.startIndex === child.endIndex) {
      // `r$""m`: a locale-translated string inside a word; the `$` is not part of the value.
      cursor = Math.max(cursor, child.endIndex);
      continue;
    }
    if ((child.type === '``' && !child.isNamed) || (child.type === 'command_substitution' && /^\$\(\s*\)$|^`\s*`$/.test(source.slice(child.startIndex, child.endIndex)))) {
      // An empty command substitution expands to nothing (`r``m` is `rm`).
      cursor = Math.max(cursor, child.endIndex);
      continue;
    }
    if (child.type === 'string_content') {
      acc.text += unescapeDoubleQuoted(source.slice(child.startIndex, child.endIndex));
    } else if (!child.isNamed && child.type !== '$') {
      literal(source.slice(child.startIndex, child.endIndex));
    } else {
      appendPart(child, source, acc);
    }
    cursor = Math.max(cursor, child.endIndex);
  }
  if (to > cursor) literal(source.slice(cursor, to));
}

/** Backslash removal outside quotes; also reports unescaped glob characters. */
export function unescapeUnquoted(raw: string): { text: string; glob: boolean } {
  if (!raw.includes('\\') && !/[*?[]/.test(raw)) return { text: raw, glob: false };
  let text = '';
  let glob = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] as string;
    if (ch === '\\' && i + 1 < raw.length) {
      const next = raw[i + 1] as string;
      if (next !== '\n') text += next; // backslash-newline is a line continuation
      i++;
      continue;
    }
    if (ch === '*' || ch === '?' || ch === '[') glob = true;
    text += ch;
  }
  return { text, glob };
}

/** Inside double quotes a backslash only escapes `$`, backtick, `"`, `\` and newline. */
export function unescapeDoubleQuoted(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\([$`"\\\n])/g, (_m, ch: string) => (ch === '\n' ? '' : ch));
}

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** Decode the body of a `$'…'` string the way bash does (a NUL ends the string). */
export function decodeAnsiC(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch !== '\\' || i + 1 >= body.length) {
      out += ch;
      continue;
    }
    const esc = body[i + 1] as string;
    const simple = SIMPLE_ESCAPES[esc];
    if (simple !== undefined) {
      out += simple;
      i++;
      continue;
    }
    let code: number | null = null;
    let used = 0;
    const digits = (re: RegExp, max: number, from: number): string => {
      let s = '';
      while (s.length < max && from + s.length < body.length && re.test(body[from + s.length] as string)) {
        s += body[from + s.length];
      }
      return s;
    };
    if (esc >= '0' && esc <= '7') {
      const d = digits(/[0-7]/, 3, i + 1);
      code = parseInt(d, 8) & 0xff;
      used = d.length;
    } else if (esc === 'x' || esc === 'u' || esc === 'U') {
      const d = digits(/[0-9a-fA-F]/, esc === 'x' ? 2 : esc === 'u' ? 4 : 8, i + 2);
      if (d.length > 0) {
        code = parseInt(d, 16);
        used = d.length + 1;
      }
    } else if (esc === 'c' && i + 2 < body.length) {
      code = (body.charCodeAt(i + 2) & 0x1f) >>> 0;
      used = 2;
    }
    if (code === null) {
      out += ch + esc; // unknown escapes are kept as written
      i++;
      continue;
    }
    if (code === 0) return out;
    out += code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    i += used;
  }
  return out;
}

/** Escapes that still apply in the body of an unquoted heredoc. */
export function unescapeHeredoc(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\([$`\\\n])/g, (_m, ch: string) => (ch === '\n' ? '' : ch));
}

/**
 * The program a command word names: its basename (`/bin/rm` → `rm`).
 * Case is kept; engines decide whether matching is case-sensitive.
 */
export function programName(word: string): string {
  const slash = word.lastIndexOf('/');
  if (slash < 0) return word;
  const base = word.slice(slash + 1);
  return base === '' ? word : base;
}

/** Lowercased program name, for recognizing wrappers and interpreters. */
export function programKey(word: string): string {
  return programName(word).toLowerCase();
}

/** Text between two words holds a newline that is not a line continuation: a command ends there. */
export function hasLineBreak(gap: string): boolean {
  return /(^|[^\\])\n/.test(gap);
}

/** The range spanning a list of words (empty words list → fallback). */
export function spanOf(words: readonly Word[], fallback: [number, number]): [number, number] {
  const first = words[0];
  const last = words[words.length - 1];
  return first && last ? [first.range[0], last.range[1]] : fallback;
}

/** Group nodes that touch (no blank between them): each group is one shell word. */
export function groupAdjacent(nodes: readonly TsNode[]): TsNode[][] {
  const groups: TsNode[][] = [];
  let current: TsNode[] | null = null;
  let end = -1;
  for (const node of nodes) {
    if (current !== null && node.startIndex === end) current.push(node);
    else {
      current = [node];
      groups.push(current);
    }
    end = node.endIndex;
  }
  return groups;
}

/** `NAME=value` / `NAME+=value` with the value quote-removed (as written when dynamic). */
export function assignmentWord(node: TsNode, src: string): Word {
  const children = node.children;
  const opIndex = children.findIndex((c) => !c.isNamed && (c.type === '=' || c.type === '+='));
  const range: [number, number] = [node.startIndex, node.endIndex];
  const raw = src.slice(range[0], range[1]);
  if (opIndex < 0) return literalWord(raw, range);
  const head = src.slice(node.startIndex, (children[opIndex] as TsNode).endIndex);
  const valueNodes = children.slice(opIndex + 1);
  if (valueNodes.length === 0) return literalWord(head, range);
  if (valueNodes.some((n) => n.type === 'array')) {
    return { value: raw, template: raw, dynamic: /[$`]/.test(raw), range };
  }
  const value = wordFromNodes(groupAdjacent(valueNodes)[0] ?? valueNodes, src);
  return value.dynamic
    ? { value: raw, template: head + value.template, dynamic: true, range }
    : { value: head + value.value, template: head + value.template, dynamic: false, range };
}
