/**
 * Bounds that keep the analyzer fast on hostile input (issue 14):
 *
 * - `nestingCut`: where parentheses, `$(`, backticks and `${` nest deeper
 *   than a bound. The grammar takes seconds to parse 60,000 nested `$(`; the
 *   text past that depth is not parsed at all but reported as one finding.
 * - `listChunks`: a very long list of simple commands (`a && b; c …`, a
 *   megabyte of them) is cut at top-level `&&`, `||`, `;` or newline into
 *   pieces parsed one by one, since parsing and copying one huge tree costs
 *   far more than many small ones. Only done when the text has no reserved
 *   word, brace, heredoc or unbalanced quote, so that no compound command can
 *   straddle a cut.
 */

export interface Chunk {
  start: number;
  end: number;
  /** The operator that joined this piece to the previous one (null for the first). */
  op: '&&' | '||' | ';' | '\n' | null;
}

/** Index past which the text nests deeper than `max`, or null. Quotes are skipped. */
export function nestingCut(source: string, max: number): number | null {
  if (source.length < max * 2) return null;
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
    } else if (ch === "'") {
      const close = source.indexOf("'", i + 1);
      if (close < 0) return null;
      i = close;
    } else if (ch === '(' || (ch === '{' && source[i - 1] === '$')) {
      if (++depth > max) return i;
    } else if (ch === ')' || ch === '}') {
      if (depth > 0) depth--;
    } else if (ch === '`') {
      // Backticks do not nest without escapes; each pair counts as one level at most.
    }
  }
  return null;
}

const KEYWORDS = /(?:^|[\s;&|()])(?:if|then|elif|else|fi|case|esac|for|select|while|until|do|done|function|coproc|\{|\}|\[\[|\]\])(?=$|[\s;&|()])/;

/** Pieces of about `size` characters, or null when the text cannot be cut safely (or need not be). */
export function listChunks(source: string, size: number): Chunk[] | null {
  if (source.length <= size * 2) return null;
  if (KEYWORDS.test(source) || source.includes('<<') || source.includes('\\\n')) return null;
  const chunks: Chunk[] = [];
  let start = 0;
  let op: Chunk['op'] = null;
  let depth = 0;
  let quote: '"' | '`' | null = null;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (quote !== null) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'") {
      const close = source.indexOf("'", i + 1);
      if (close < 0) return null;
      i = close;
      continue;
    }
    if (ch === '"' || ch === '`') {
      quote = ch;
      continue;
    }
    if (ch === '#' && (i === 0 || /\s/.test(source[i - 1] as string))) return null; // a comment could hide an operator
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth !== 0 || i - start < size) continue;
    const two = source.slice(i, i + 2);
    let found: Chunk['op'] = null;
    let len = 0;
    if (two === '&&' || two === '||') {
      found = two;
      len = 2;
    } else if (ch === ';' && source[i + 1] !== ';' && source[i + 1] !== '&') {
      found = ';';
      len = 1;
    } else if (ch === '\n') {
      found = '\n';
      len = 1;
    }
    if (found === null) continue;
    chunks.push({ start, end: i, op });
    start = i + len;
    op = found;
    i += len - 1;
  }
  if (quote !== null || depth !== 0) return null;
  chunks.push({ start, end: source.length, op });
  return chunks.length > 1 ? chunks : null;
}

/** One simple command of a flat list read without the grammar. */
export interface FlatCommand {
  words: FlatWord[];
  op: '&&' | '||' | ';' | '\n' | '|' | null;
  start: number;
  end: number;
  /** File redirects after the last word (`> out.txt`, `2>&1`, `< in`), in order (present only when there are some). */
  redirects?: FlatRedirect[];
}

/** `>`, `>>` or `<` to a plain file, or `>&` to a descriptor, with an optional one-digit descriptor written before it. */
export interface FlatRedirect {
  op: '>' | '>>' | '<' | '>&';
  fd?: number;
  /** Where the redirect starts (at its descriptor). */
  start: number;
  target: FlatWord;
}

/**
 * One word of a flat list: its value (quotes removed), and its text as
 * written (`raw`) when that differs. A word holding `$(…)` substitutions is
 * dynamic, as the grammar's reading makes it: its value is its text as
 * written, its `template` that text with the quotes removed and each
 * substitution kept as written.
 */
export interface FlatWord {
  value: string;
  start: number;
  end: number;
  raw?: string;
  template?: string;
  /** The `$(…)` substitutions in the word, in source order (present only when there are some). */
  substitutions?: FlatSubstitution[];
}

/** A `$(…)` holding a plain list on one line: [start, end) of the whole `$(…)`, and its commands (positions in the same text). */
export interface FlatSubstitution {
  start: number;
  end: number;
  /**
   * Where the grammar's node for it starts: inside double quotes, blanks
   * between the opening quote or the previous substitution and `$(` are part
   * of the node (`"$(a) $(b)"` has the nodes `$(a)` and ` $(b)`), and its
   * text is what payloads skip.
   */
  nodeStart: number;
  commands: FlatCommand[];
}

/**
 * Plain characters (the same to bash wherever they stand: no expansion, glob
 * or operator; and `~`, which the grammar keeps in its word as written, as
 * the analysis does: `cat ~/.ssh/id_rsa`), blanks and list operators, and
 * quoted strings on one line with nothing expanded inside: single-quoted, or
 * double-quoted without `$`, backtick or backslash. A `~` is never in a
 * command name or an assignment the plain reading takes (NAME, ASSIGNMENT).
 */
const FLAT_QUOTED = /^(?:[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|]|'[^'\r\n]*'|"[^"$`\\\r\n]*")*$/;
/** The same without quotes: one character class, much cheaper on a megabyte. */
const FLAT = /^[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|]*$/;
/**
 * Tokens of such text: operators and words (plain characters and quoted
 * strings, adjacent). Blanks are not tokens: the search steps over them (every
 * character of such text but a blank is part of a token, so tokens and blanks tile it),
 * and a token follows a blank when the character before it is one.
 */
const TOKEN = /&&|\|\||\||;|\n|(?:[A-Za-z0-9_.\/:@%+,=~-]|'[^']*'|"[^"]*")+|&/g;
/** The same three with `<` and `>` (text that may hold redirects): redirect operators are tokens of their own. */
const FLAT_QUOTED_REDIRECTS = /^(?:[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|<>]|'[^'\r\n]*'|"[^"$`\\\r\n]*")*$/;
const FLAT_REDIRECTS = /^[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|<>]*$/;
const TOKEN_REDIRECTS = /&&|\|\||\||;|\n|[0-9]?(?:>>|>&|>|<)|(?:[A-Za-z0-9_.\/:@%+,=~-]|'[^']*'|"[^"]*")+|&/g;
/** A redirect's file the plain reading takes: plain characters or quoted strings, no `=` (`>a=b`) and no descriptor-like `-`. */
const TARGET = /^(?:[A-Za-z0-9_.\/:@%+,~]|'[^']*'|"[^"]*")(?:[A-Za-z0-9_.\/:@%+,~-]|'[^']*'|"[^"]*")*$/;

/**
 * A list of plain words joined by `&&`, `||`, `;`, `|` and newlines, read
 * directly: for such text the grammar's tree holds nothing the words do not,
 * and building it costs seconds for a megabyte. Null when any other
 * character (`$`, a glob, a brace, a redirect, `&` alone, a quote holding an
 * expansion or a newline) or a reserved word appears, or an operator is
 * doubled or dangling: then the grammar reads it.
 */
export function flatList(source: string, substitutions = false): FlatCommand[] | null {
  return flatListHead(source, Infinity, substitutions)?.head ?? null;
}

/**
 * flatList keeping only the first `limit` commands (the rest are checked, not
 * kept: a megabyte of them past MAX_SEGMENTS is read for nothing). `complete`
 * is false when some were dropped. With `substitutions`, a word may also hold
 * `$(…)` (bare or inside double quotes) around a plain list on one line, as
 * an argument (not a name or an assignment): the substitution is read as a
 * flat list of its own, and the text around it as if it were plain
 * characters, since the grammar reads such a `$(…)` as one piece of the word
 * (the bench's `echo "$(date)"` otherwise sends a megabyte to the grammar).
 */
export function flatListHead(source: string, limit: number, substitutions = false): { head: FlatCommand[]; complete: boolean } | null {
  let text = source;
  let subs: FlatSubstitution[] = [];
  if (substitutions && source.includes('$(')) {
    const masked = maskSubstitutions(source);
    if (masked === null) return null;
    text = masked.text;
    subs = masked.subs;
  }
  const redirecting = text.includes('>') || text.includes('<');
  const hasQuotes = text.includes("'") || text.includes('"');
  const flat = redirecting ? (hasQuotes ? FLAT_QUOTED_REDIRECTS : FLAT_REDIRECTS) : hasQuotes ? FLAT_QUOTED : FLAT;
  if (!flat.test(text) || KEYWORDS.test(text)) return null;
  const out: FlatCommand[] = [];
  const re = redirecting ? TOKEN_REDIRECTS : TOKEN; // not re-entered: the loop calls nothing that reads a list
  re.lastIndex = 0;
  let current: FlatCommand | null = null;
  let op: FlatCommand['op'] = null;
  let dropped = 0;
  let m: RegExpExecArray | null;
  let next = 0; // the first substitution not yet placed in a word
  let redirect: Omit<FlatRedirect, 'target'> | null = null; // an operator waiting for its target
  while ((m = re.exec(text)) !== null) {
    const tok = m[0];
    const c = tok.charCodeAt(0);
    if (tok === '&') return null; // background jobs: the grammar reads them
    if (redirecting && (c === 60 || c === 62 || ((tok.charCodeAt(1) === 60 || tok.charCodeAt(1) === 62) && c >= 48 && c <= 57))) {
      // Only after a word, a blank before it, nothing but redirects after it (the grammar reads other shapes otherwise).
      const afterBlank = m.index > 0 && (text.charCodeAt(m.index - 1) === 32 || text.charCodeAt(m.index - 1) === 9);
      if (current === null || current.words.length === 0 || !afterBlank || redirect !== null) return null;
      const digit = c >= 48 && c <= 57;
      if (digit && tok.charCodeAt(1) === 60) return null; // `0< f`: the grammar reads a word `0` and `<`
      const opText = (digit ? tok.slice(1) : tok) as FlatRedirect['op'];
      redirect = digit ? { op: opText, fd: c - 48, start: m.index } : { op: opText, start: m.index };
      continue;
    }
    if (redirect !== null && (tok === '&&' || tok === '||' || tok === '|' || tok === ';' || tok === '\n')) return null; // no target
    if (tok === '&&' || tok === '||' || tok === '|' || tok === ';' || tok === '\n') {
      if (current === null) {
        if (tok === '\n' && op === null) continue; // blank lines at the start
        if (tok === '\n' && (op === '&&' || op === '||' || op === '|' || op === '\n')) continue; // a newline after an operator is a blank
        if (tok === '\n' && op === ';') continue; // `a;⏎b`: the grammar's operator for b is still `;`
        return null; // `a && && b`, `; a`
      }
      if (out.length < limit) out.push(current);
      else if (readsPlainly(current)) dropped++;
      else return null;
      current = null;
      op = tok;
      continue;
    }
    if (current === null) current = { words: [], op: out.length === 0 ? null : op, start: m.index, end: m.index };
    const end = m.index + tok.length;
    if (redirect !== null) {
      // The target: a plain file (no substitution), or one digit after `>&`.
      if (next < subs.length && (subs[next] as FlatSubstitution).start < end) return null;
      if (redirect.op === '>&' ? !/^[0-9]$/.test(tok) : !TARGET.test(tok)) return null;
      const target: FlatWord = tok.includes("'") || tok.includes('"') ? { value: tok.replace(QUOTES, '$1$2'), start: m.index, end, raw: tok } : { value: tok, start: m.index, end };
      (current.redirects ??= []).push({ ...redirect, target });
      redirect = null;
      current.end = end;
      continue;
    }
    if (current.redirects !== undefined) return null; // a word after a redirect
    if (next < subs.length && (subs[next] as FlatSubstitution).start < end) {
      const inWord: FlatSubstitution[] = [];
      while (next < subs.length && (subs[next] as FlatSubstitution).start < end) inWord.push(subs[next++] as FlatSubstitution);
      const raw = source.slice(m.index, end);
      current.words.push({ value: raw, start: m.index, end, raw, template: raw.replace(QUOTES, '$1$2'), substitutions: inWord });
    } else {
      const quoted = tok.includes("'") || tok.includes('"');
      current.words.push(quoted ? { value: tok.replace(QUOTES, '$1$2'), start: m.index, end, raw: tok } : { value: tok, start: m.index, end });
    }
    current.end = end;
  }
  if (redirect !== null) return null;
  if (current !== null) {
    if (out.length < limit) out.push(current);
    else if (readsPlainly(current)) dropped++;
    else return null;
  } else if (out.length > 0 && op !== ';' && op !== '\n') return null;
  return out.every(readsPlainly) ? { head: out, complete: dropped === 0 } : null;
}

/** Quotes of a flat word, removed. */
const QUOTES = /'([^']*)'|"([^"]*)"/g;

const BLANKS = /^[ \t]+$/;
/**
 * A declaration's empty value right before `|` or `)` (`export a=|x`,
 * `$(local a=)`): the grammar reports a missing node there. (The plain
 * reading without substitutions does not check this.)
 */
const EMPTY_BEFORE_PIPE = /=\|/;

/** `$(…)` holding only plain characters on one line, at one position. */
const SUBSTITUTION_AT = /\$\(([A-Za-z0-9_.\/:@%+,=\- \t;&|]+)\)/y;

/**
 * The text with every `$(…)` outside single quotes replaced by as many `_`
 * (same length, same positions), and those substitutions read as flat
 * lists; null when a `$(` is not such a substitution (nested, quoted inside,
 * `$((`, on several lines, empty, or holding anything but a plain list),
 * or the text has a backslash (it would need the grammar anyway).
 */
function maskSubstitutions(source: string): { text: string; subs: FlatSubstitution[] } | null {
  if (source.includes('\\')) return null;
  const subs: FlatSubstitution[] = [];
  const parts: string[] = [];
  let copied = 0;
  let doubled = false;
  /** Inside double quotes: where the text after the opening quote or the last substitution starts. */
  let gap = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 39 && !doubled) {
      // '…': nothing inside is expanded
      const close = source.indexOf("'", i + 1);
      if (close < 0) return null;
      i = close;
    } else if (c === 34) {
      doubled = !doubled;
      gap = i + 1;
    } else if (c === 36 && source.charCodeAt(i + 1) === 40) {
      SUBSTITUTION_AT.lastIndex = i;
      const m = SUBSTITUTION_AT.exec(source);
      if (m === null) return null;
      const inner = m[1] as string;
      if (EMPTY_BEFORE_PIPE.test(inner) || inner.endsWith('=')) return null;
      const commands = flatList(inner);
      if (commands === null || commands.length === 0) return null;
      const end = i + m[0].length;
      const nodeStart = doubled && i > gap && BLANKS.test(source.slice(gap, i)) ? gap : i;
      subs.push({ start: i, end, nodeStart, commands: commands.map((cmd) => shifted(cmd, i + 2)) });
      gap = end;
      parts.push(source.slice(copied, i), '_'.repeat(end - i));
      copied = end;
      i = end - 1;
    }
  }
  if (subs.length === 0) return { text: source, subs }; // `$(` only in single quotes: the plain reading as before
  parts.push(source.slice(copied));
  const text = parts.join('');
  return EMPTY_BEFORE_PIPE.test(text) ? null : { text, subs };
}

/** A command read from a substitution's inner text, placed where that text starts. */
function shifted(cmd: FlatCommand, by: number): FlatCommand {
  return {
    words: cmd.words.map((w) => ({ ...w, start: w.start + by, end: w.end + by })),
    op: cmd.op,
    start: cmd.start + by,
    end: cmd.end + by,
  };
}

/** A leading `NAME=value` the grammar reads as an assignment as bash does (it takes `0a=b` for one and `_=x` for none). */
const ASSIGNMENT = /^(?:[A-Za-z][A-Za-z0-9_]*|_[A-Za-z0-9_]+)=[A-Za-z0-9_.\/:,=-]*$/;
/** A command name the grammar reads as one word (it splits `a@`, `a%`, `a+=`, `a+:`, `a:` after an assignment, and drops a `-` before one). */
const NAME = /^[A-Za-z0-9_.\/][A-Za-z0-9_.\/-]*$/;

/** Words that make a command something else where they stand first (`time` and `coproc` are keywords; `test` is read by the grammar as a test). */
const KEYWORD_NAMES = new Set(['time', 'test', 'coproc']);
/** Any argument but one starting with `=`. */
const ARGUMENT = /^[^=]/;
/** Builtins the grammar gives their own node, whose words it reads as names and assignments. */
const DECLARATIONS = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'unset']);
const DECLARED = /^(?:-[A-Za-z]+|[A-Za-z_][A-Za-z0-9_]*(?:=[A-Za-z0-9_.\/:,=-]*)?)$/;

/**
 * The grammar reads this command word for word as bash does: leading
 * assignments, then a plain command name, then arguments (not starting with
 * `=`: it reads `x ==` as an error). Anything else goes to the grammar,
 * whose reading is the reference even where it is odd.
 */
function readsPlainly(cmd: FlatCommand): boolean {
  const words = cmd.words;
  const text = (i: number): string => {
    const w = words[i] as FlatCommand['words'][number];
    return w.raw ?? w.value;
  };
  let i = 0;
  while (i < words.length && text(i).includes('=')) {
    if (!ASSIGNMENT.test(text(i))) return false;
    i++;
  }
  if (i === words.length) return false; // assignments alone: the grammar's statement reads them (and their payloads)
  const name = text(i);
  if (!NAME.test(name) || KEYWORD_NAMES.has(name)) return false;
  if (cmd.redirects !== undefined && DECLARATIONS.has(name)) return false; // the grammar's declaration node leaves its redirects out of its range
  const arg = DECLARATIONS.has(name) ? DECLARED : ARGUMENT;
  for (i++; i < words.length; i++) if (!arg.test(text(i))) return false;
  return true;
}

/** `$(…)` holding only plain characters on one line (its list is checked by flatList). */
const PLAIN_SUBSTITUTION = /\$\(([A-Za-z0-9_.\/:@%+,=\- \t;&|]+)\)/g;

/**
 * True only when the grammar parses the text without an error, told without
 * parsing it: the text is a plain list (flatList) once every `$(…)` holding
 * a plain list is read as one plain word. Such a substitution is one word to
 * the grammar, quoted or not, like the word it stands for. False says
 * nothing (the parser must be asked).
 */
export function parsesPlainly(text: string): boolean {
  let plain = true;
  const masked = text.includes('$(')
    ? text.replace(PLAIN_SUBSTITUTION, (_m, inner: string) => {
        if (plain && !(flatList(inner)?.length)) plain = false;
        return '_';
      })
    : text;
  return plain && flatList(masked) !== null;
}
