/**
 * POSIX-style word splitting as the Rust `shlex` crate's `split` does it,
 * which Codex uses for string examples in `match` / `not_match`: quotes
 * removed, backslash escapes, `#` at a word start begins a comment;
 * undefined for an unclosed quote or a trailing backslash.
 */
export function shlexSplit(s: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    while (i < s.length && /[ \t\n]/.test(s[i]!)) i++;
    if (i >= s.length) break;
    if (s[i] === '#') {
      while (i < s.length && s[i] !== '\n') i++;
      continue;
    }
    let w = '';
    while (i < s.length && !/[ \t\n]/.test(s[i]!)) {
      const c = s[i]!;
      if (c === "'") {
        const end = s.indexOf("'", i + 1);
        if (end < 0) return undefined;
        w += s.slice(i + 1, end);
        i = end + 1;
      } else if (c === '"') {
        i++;
        for (;;) {
          if (i >= s.length) return undefined;
          const d = s[i]!;
          if (d === '"') {
            i++;
            break;
          }
          if (d === '\\') {
            const n = s[i + 1];
            if (n === undefined) return undefined;
            if (n === '$' || n === '`' || n === '"' || n === '\\') w += n;
            else if (n !== '\n') w += `\\${n}`;
            i += 2;
            continue;
          }
          w += d;
          i++;
        }
      } else if (c === '\\') {
        const n = s[i + 1];
        if (n === undefined) return undefined;
        if (n !== '\n') w += n;
        i += 2;
      } else {
        w += c;
        i++;
      }
    }
    out.push(w);
  }
  return out;
}
