/**
 * The glob dialect grok's rules use (the Rust `glob` crate): `*`, `?`,
 * `[...]` with `!` negation, and `**` only as a whole path component.
 * A pattern the crate rejects compiles to nothing and matches nothing.
 * Path rules match with a literal separator (`*` stops at `/`); command,
 * URL and MCP-name rules match freeform (`*` crosses `/`).
 */

export interface CompiledGlob {
  path: RegExp;
  freeform: RegExp;
}

const cache = new Map<string, CompiledGlob | null>();

function escape(ch: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}

/** Why the crate would reject the pattern, or undefined when it compiles. */
export function globError(pattern: string): string | undefined {
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      const before = i === 0 || pattern[i - 1] === '/';
      let j = i;
      while (pattern[j] === '*') j++;
      if (j - i > 2) return 'more than two `*` in a row';
      const after = j === pattern.length || pattern[j] === '/';
      if (!before || !after) return 'recursive wildcards (`**`) must form a whole path component';
      i = j - 1;
    } else if (ch === '[') {
      let j = i + 1;
      if (pattern[j] === '!') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j++;
      if (j >= pattern.length) return 'unclosed `[`';
      i = j;
    }
  }
  return undefined;
}

function translate(pattern: string, literalSeparator: boolean): string {
  const any = literalSeparator ? '[^/]' : '.';
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      const atEnd = i + 2 === pattern.length;
      if (!literalSeparator) out += '.*';
      else if (atEnd) out += '.*';
      else {
        // `**/` : zero or more directories.
        out += '(?:.*/)?';
        i++;
      }
      i++;
    } else if (ch === '*') out += `${any}*`;
    else if (ch === '?') out += any;
    else if (ch === '[') {
      let j = i + 1;
      let negate = false;
      if (pattern[j] === '!') {
        negate = true;
        j++;
      }
      let body = '';
      if (pattern[j] === ']') {
        body += '\\]';
        j++;
      }
      while (pattern[j] !== ']') {
        const c = pattern[j]!;
        body += c === '\\' || c === '^' || c === '[' ? `\\${c}` : c;
        j++;
      }
      out += negate ? `[^${body}${literalSeparator ? '/' : ''}]` : `[${body}]`;
      i = j;
    } else out += escape(ch);
  }
  return out;
}

export function compileGlob(pattern: string): CompiledGlob | undefined {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit ?? undefined;
  let compiled: CompiledGlob | null = null;
  if (globError(pattern) === undefined) {
    try {
      compiled = { path: new RegExp(`^${translate(pattern, true)}$`, 's'), freeform: new RegExp(`^${translate(pattern, false)}$`, 's') };
    } catch {
      compiled = null;
    }
  }
  cache.set(pattern, compiled);
  return compiled ?? undefined;
}

const META = /[*?[]/;

export function globMatches(pattern: string, text: string, mode: 'path' | 'freeform'): boolean {
  // With no `*`, `?` or `[` the compiled pattern is the text itself, escaped: equality, without building two regexes.
  if (!META.test(pattern)) return pattern === text;
  const g = compileGlob(pattern);
  if (!g) return false;
  return (mode === 'path' ? g.path : g.freeform).test(text);
}
