/**
 * Lexical repairs applied to the text before tree-sitter-bash sees it, for
 * places where its lexer and bash's disagree inside a word:
 *
 * - a backslash-newline between two word characters (`r\⏎m`): bash removes
 *   it and reads one word, `rm`; the grammar reads it as a blank and sees a
 *   command `r`. It is respelled `""` (an empty quoted string: the same two
 *   characters long, so every index still points at the same place, and the
 *   word's value is the same as bash's).
 * - a carriage return outside quotes (`rm\ra`): bash treats it as an
 *   ordinary character of the word; the grammar as a blank. It is replaced
 *   by a private-use placeholder the grammar reads as a word character;
 *   `restoreCarriageReturns` puts the real character back in the results;
 * - a newline followed by an escaped character (`a⏎\npm`): the grammar reads
 *   one word `a⏎npm`; bash ends the command at the newline. The newline is
 *   respelled `;`.
 *
 * Single-quoted text, ANSI-C strings, comments and heredoc bodies are left
 * as they are (a backslash-newline is literal or handled elsewhere there).
 */

export const CR_PLACEHOLDER = '\ue000';

export interface LexFix {
  text: string;
  /** Carriage returns were replaced by CR_PLACEHOLDER. */
  carriageReturns: boolean;
}

const BLANK_OR_OPERATOR = /[\s;&|<>()`]/;

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && !BLANK_OR_OPERATOR.test(ch);
}

type Frame = { kind: 'unquoted'; parens: number } | { kind: 'double' } | { kind: 'backtick' };

export function fixLexing(source: string): LexFix {
  if (!source.includes('\\\n') && !source.includes('\r')) return { text: source, carriageReturns: false };
  const crOk = !source.includes(CR_PLACEHOLDER);
  const out = source.split('');
  const stack: Frame[] = [{ kind: 'unquoted', parens: 0 }];
  const heredocs: { delim: string; strip: boolean }[] = [];
  let carriageReturns = false;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const frame = stack[stack.length - 1] as Frame;
    const ch = source[i] as string;
    const next = source[i + 1];
    if (ch === '\n' && heredocs.length > 0) {
      i = skipHeredocBodies(source, i + 1, heredocs);
      heredocs.length = 0;
      continue;
    }
    if (frame.kind === 'double') {
      if (ch === '\\') i += 2;
      else if (ch === '"') {
        stack.pop();
        i++;
      } else if (ch === '$' && next === '(') {
        stack.push({ kind: 'unquoted', parens: 0 });
        i += 2;
      } else if (ch === '`') {
        stack.push({ kind: 'backtick' });
        i++;
      } else i++;
      continue;
    }
    // unquoted or inside backticks
    if (ch === '\n' && next === '\\' && source[i + 2] !== '\n' && isWordChar(source[i - 1])) {
      // `a⏎\npm`: the grammar glues an escaped character after a newline onto the word before it.
      out[i] = ';';
      i++;
      continue;
    }
    if (ch === '\\') {
      if (next === '\n' && isWordChar(source[i - 1]) && isWordChar(source[i + 2])) {
        out[i] = '"';
        out[i + 1] = '"';
      }
      i += 2;
      continue;
    }
    if (ch === '\r') {
      if (crOk) {
        out[i] = CR_PLACEHOLDER;
        carriageReturns = true;
      }
      i++;
      continue;
    }
    if (ch === "'") {
      const close = source.indexOf("'", i + 1);
      i = close < 0 ? n : close + 1;
      continue;
    }
    if (ch === '$' && next === "'") {
      let j = i + 2;
      while (j < n && source[j] !== "'") j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (ch === '"') {
      stack.push({ kind: 'double' });
      i++;
      continue;
    }
    if (ch === '#' && (i === 0 || /[\s;&|(]/.test(source[i - 1] as string))) {
      const nl = source.indexOf('\n', i);
      i = nl < 0 ? n : nl;
      continue;
    }
    if (ch === '`') {
      if (frame.kind === 'backtick') stack.pop();
      else stack.push({ kind: 'backtick' });
      i++;
      continue;
    }
    if (frame.kind === 'unquoted') {
      if (ch === '$' && next === '(') {
        stack.push({ kind: 'unquoted', parens: 0 });
        i += 2;
        continue;
      }
      if (ch === '(') frame.parens++;
      if (ch === ')') {
        if (frame.parens > 0) frame.parens--;
        else if (stack.length > 1) stack.pop();
      }
    }
    if (ch === '<' && next === '<' && source[i + 2] === '<') {
      i += 3; // a here-string, not a heredoc
      continue;
    }
    if (ch === '<' && next === '<') {
      const m = /^<<(-?)[ \t]*(?:'([^'\n]*)'|"([^"\n]*)"|\\?([^\s;&|<>()]+))/.exec(source.slice(i, i + 300));
      if (m) {
        heredocs.push({ delim: m[2] ?? m[3] ?? (m[4] as string).replace(/["'\\]/g, ''), strip: m[1] === '-' });
        i += m[0].length;
        continue;
      }
    }
    i++;
  }
  return { text: out.join(''), carriageReturns };
}

function skipHeredocBodies(source: string, from: number, heredocs: readonly { delim: string; strip: boolean }[]): number {
  let at = from;
  for (const h of heredocs) {
    for (;;) {
      if (at >= source.length) return source.length;
      const nl = source.indexOf('\n', at);
      const end = nl < 0 ? source.length : nl;
      const line = source.slice(at, end);
      at = end + 1;
      if ((h.strip ? line.replace(/^\t+/, '') : line) === h.delim) break;
    }
  }
  return Math.min(at, source.length);
}

/** Put the carriage returns back into a string produced from fixed text. */
export function restoreCarriageReturns(text: string): string {
  return text.includes(CR_PLACEHOLDER) ? text.split(CR_PLACEHOLDER).join('\r') : text;
}

/**
 * Respellings tried only when the grammar reported an error, for valid bash
 * it does not support (same length, so indices still hold):
 *
 * - `for NAME in WORDS; { …; }` (and `for ((…)) { …; }`, `select`): the loop
 *   header is blanked, so the `{ …; }` body is read as a group;
 * - extglob patterns in arguments (`ls !(x)`, `@(a|b)`, `+(…)`): respelled
 *   as a plain glob word (`*` and filler), so `!(…)` is not a negation and
 *   `(…)` is not a subshell.
 *
 * Returns the ranges respelled, so the walker can say the structure there was
 * read with a repair.
 */
export function repairUnsupported(text: string): { text: string; sites: [number, number][] } {
  const sites: [number, number][] = [];
  let out = text;
  const loop = /\b(?:for|select)\s+(?:[A-Za-z_][A-Za-z0-9_]*(?:\s+in\b[^;\n{}]*)?|\(\([^()]*\)\))\s*[;\n]?\s*(?=\{)/g;
  out = out.replace(loop, (m, offset: number) => {
    sites.push([offset, offset + m.length]);
    return m.replace(/[^\n]/g, ' ');
  });
  const glob = /(?<=[^\s;&|()]\s+|[^\s;&|()!]\s*[^\s;&|()])[!@+*?]\(/g;
  let m: RegExpExecArray | null;
  const chars = out.split('');
  while ((m = glob.exec(out)) !== null) {
    let depth = 0;
    let end = -1;
    for (let j = m.index + 1; j < out.length; j++) {
      if (out[j] === '(') depth++;
      else if (out[j] === ')' && --depth === 0) {
        end = j + 1;
        break;
      } else if (out[j] === '\n') break;
    }
    if (end < 0) continue;
    chars[m.index] = '*';
    for (let j = m.index + 1; j < end; j++) chars[j] = '_';
    sites.push([m.index, end]);
    glob.lastIndex = end;
  }
  return { text: chars.join(''), sites };
}
