/**
 * The word splitter Gemini CLI's shell heuristics use (the `shell-quote`
 * package's `parse`, version 1.8.3, as gemini-cli-core 0.61.0 pins it),
 * re-implemented from its documented behaviour: operators become their own
 * entries, quotes are removed, `$NAME` expands to the empty string (or, with
 * `keepVars`, stays `$NAME`), a `#` starts a comment, an unquoted `*`/`?`
 * marks a glob (its text is kept). Only what the heuristics read is
 * returned: each entry as the string the engine's `extractStringFromParseEntry`
 * makes of it (operators as their text, comments as '').
 */

const CONTROL_ALTS = ['\\|\\|', '&&', ';;', '\\|&', '<\\(', '<<<', '>>', '>&', '<&', '[&;()|<>]'];
const CONTROL = `(?:${CONTROL_ALTS.join('|')})`;
const CONTROL_ONLY = new RegExp(`^${CONTROL}$`);
const META = '|&;()<> \\t';
const BAREWORD = `(?:\\\\['"${META}]|[^\\s'"${META}])+`;
const DQ_CHUNK = '"(?:\\\\"|[^"])*?"';
const SQ_CHUNK = "'(?:\\\\'|[^'])*?'";
const CHUNK = new RegExp(`(${CONTROL})|(?:${BAREWORD}|${DQ_CHUNK}|${SQ_CHUNK})+`, 'g');

/** Thrown where shell-quote throws (`${}`, an unclosed `${`); the heuristics then keep the rule's decision. */
export class BadSubstitution extends Error {}

export function shellWords(input: string, keepVars = false): string[] {
  return shellEntries(input, keepVars).map((e) => e.text);
}

export interface ShellEntry {
  /** A word, an operator, a glob (its text), or a comment ('' as the engine reads it). */
  kind: 'word' | 'op' | 'glob' | 'comment';
  text: string;
}

export function shellEntries(input: string, keepVars = false): ShellEntry[] {
  const out: ShellEntry[] = [];
  let commented = false;
  CHUNK.lastIndex = 0;
  for (let m = CHUNK.exec(input); m !== null; m = CHUNK.exec(input)) {
    if (m[0].length === 0) {
      CHUNK.lastIndex++;
      continue;
    }
    if (commented) continue;
    const s = m[0];
    if (CONTROL_ONLY.test(s)) {
      out.push({ kind: 'op', text: s });
      continue;
    }
    const r = scanWord(s, keepVars);
    if (r.kind === 'op') out.push({ kind: 'op', text: s });
    else if (r.kind === 'comment') {
      if (r.text.length > 0) out.push({ kind: 'word', text: r.text });
      out.push({ kind: 'comment', text: '' });
      commented = true;
    } else out.push({ kind: r.kind, text: r.text });
  }
  return out;
}

type Scan = { kind: 'word' | 'glob' | 'comment' | 'op'; text: string };

function scanWord(s: string, keepVars: boolean): Scan {
  let quote: '"' | "'" | null = null;
  let esc = false;
  let text = '';
  let i = 0;
  let glob = false;
  const variable = (): string => {
    i += 1;
    const c = s.charAt(i);
    let name: string;
    if (c === '{') {
      i += 1;
      if (s.charAt(i) === '}') throw new BadSubstitution(`bad substitution`);
      const end = s.indexOf('}', i);
      if (end < 0) throw new BadSubstitution(`bad substitution`);
      name = s.slice(i, end);
      i = end;
    } else if (/[*@#?$!_-]/.test(c)) {
      name = c;
      i += 1;
    } else {
      const rest = s.slice(i);
      const stop = /[^\w\d_]/.exec(rest);
      if (!stop) {
        name = rest;
        i = s.length;
      } else {
        name = rest.slice(0, stop.index);
        i += stop.index - 1;
      }
    }
    if (keepVars) return `$${name}`;
    return name === '' ? '$' : '';
  };
  for (i = 0; i < s.length; i++) {
    let c = s.charAt(i);
    glob = glob || (!quote && (c === '*' || c === '?'));
    if (esc) {
      text += c;
      esc = false;
    } else if (quote) {
      if (c === quote) quote = null;
      else if (quote === "'") text += c;
      else if (c === '\\') {
        i += 1;
        c = s.charAt(i);
        text += c === '"' || c === '\\' || c === '$' ? c : `\\${c}`;
      } else if (c === '$') text += variable();
      else text += c;
    } else if (c === '"' || c === "'") quote = c;
    else if (CONTROL_ONLY.test(c)) return { kind: 'op', text: s };
    else if (c === '#') return { kind: 'comment', text };
    else if (c === '\\') esc = true;
    else if (c === '$') text += variable();
    else text += c;
  }
  return { kind: glob ? 'glob' : 'word', text };
}
