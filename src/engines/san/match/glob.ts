/**
 * san's glob for rule specifiers (`matchGlob` in internal/setting/permission.go),
 * reimplemented from its documented behaviour:
 * - `*` and `?` are plain wildcards over the whole string: `*` also crosses
 *   `/` and spaces;
 * - a pattern with exactly one `**` is split into a prefix the string must
 *   start with and a suffix: a suffix with a wildcard is tried against the
 *   basename and then against the rest after the prefix; a suffix without one
 *   is a plain `endsWith`, so `**\/.env` also matches `/x/prod.env`;
 * - a pattern with more than one `**` falls back to the plain wildcard.
 */
import { byText } from '../../../core/memo.js';

/** `*` any run of characters (possibly empty), `?` exactly one; everything else literal. */
export function wildcard(str: string, pattern: string): boolean {
  let s = 0;
  let p = 0;
  let star = -1;
  let mark = 0;
  while (s < str.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === str[s])) {
      s++;
      p++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = s;
    } else if (star !== -1) {
      p = star + 1;
      s = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

export function matchGlob(str: string, pattern: string): boolean {
  if (pattern === '') return str === '';
  if (pattern === '**') return true;
  if (pattern.includes('**')) {
    const parts = pattern.split('**');
    if (parts.length === 2) {
      const prefix = parts[0]!.replace(/\/$/, '');
      const suffix = parts[1]!.replace(/^\//, '');
      if (prefix !== '' && !str.startsWith(prefix)) return false;
      if (suffix === '') return true;
      if (!suffix.includes('*')) return str.endsWith(suffix);
      const base = str.slice(str.lastIndexOf('/') + 1);
      if (wildcard(base, suffix)) return true;
      const rest = prefix !== '' ? str.slice(prefix.length).replace(/^\//, '') : str;
      return wildcard(rest, suffix);
    }
  }
  if (pattern.includes('*') || pattern.includes('?')) return wildcard(str, pattern);
  return str === pattern;
}

/** `matchGlob` with its pattern read once: the common shapes (no wildcard, one trailing `*`) become a comparison. */
export type CompiledGlob = (str: string) => boolean;

function compile(pattern: string): CompiledGlob {
  if (pattern === '') return (s) => s === '';
  if (pattern === '**') return () => true;
  if (pattern.includes('**')) return (s) => matchGlob(s, pattern);
  const star = pattern.indexOf('*');
  const q = pattern.indexOf('?');
  if (star < 0 && q < 0) return (s) => s === pattern;
  if (q < 0 && star === pattern.length - 1) {
    // `wildcard(s, lead + '*')` accepts exactly the strings that start with `lead`
    const lead = pattern.slice(0, -1);
    return (s) => s.startsWith(lead);
  }
  return (s) => wildcard(s, pattern);
}

/** The compiled form of `matchGlob(·, pattern)`, made once per pattern for the process (it depends on the pattern alone). */
export const globMatcher = byText(compile, 65_536);
