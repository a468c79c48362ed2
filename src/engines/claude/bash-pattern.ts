/**
 * Bash rule patterns (permissions page, "Wildcard patterns"): a `*` stands
 * for any text, spaces included; a pattern with no `*` matches one exact
 * command; a trailing ` *` (the rule's only wildcard) also matches the bare
 * command, and the space before it is part of the rule (`ls *` is not
 * `lsof`); `:*` at the very end is the same as ` *`, and anywhere else the
 * colon is literal.
 */

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern with a final `:*` written as ` *`. */
export function normalizePattern(pattern: string): string {
  const p = pattern.trim();
  return p.endsWith(':*') ? `${p.slice(0, -2)} *` : p;
}

/** A compiled pattern: one exact text, a word prefix (`git push *`: the text or the text and a space), or a regex. */
type Compiled = string | { word: string; spaced: string } | RegExp;

const cache = new Map<string, Compiled>();

function compiled(pattern: string): Compiled {
  let c = cache.get(pattern);
  if (c !== undefined) return c;
  const p = normalizePattern(pattern);
  const stars = p.split('*').length - 1;
  if (stars === 0) c = p;
  // `ls *` also matches `ls`: only when that trailing star is the only one.
  else if (stars === 1 && p.endsWith(' *')) c = { word: p.slice(0, -2), spaced: p.slice(0, -1) };
  else c = new RegExp(`^${p.split('*').map(escape).join('[\\s\\S]*')}$`);
  if (cache.size > 100_000) cache.clear();
  cache.set(pattern, c);
  return c;
}

/** Whether one subcommand's text matches a Bash rule pattern. */
export function bashPatternMatches(pattern: string, command: string): boolean {
  const c = compiled(pattern);
  const text = command.trim();
  if (typeof c === 'string') return c === text;
  if (c instanceof RegExp) return c.test(text);
  return text === c.word || text.startsWith(c.spaced);
}

/** The literal words before the first `*` (what limits the rule). */
export function literalPrefix(pattern: string): string {
  const p = normalizePattern(pattern);
  const i = p.indexOf('*');
  return (i < 0 ? p : p.slice(0, i)).trim();
}
