/**
 * Command substitutions inside an unquoted heredoc body. tree-sitter-bash
 * parses some of them (`$(…)` after `<<`) but not others (backticks, any
 * substitution after `<<-`), so the body is scanned here instead, and each
 * substitution's inner text is analyzed as a script at its exact offset.
 */
import type { NestingKind } from './types.js';

export interface EmbeddedSubstitution {
  /** The whole substitution as written, delimiters included. */
  text: string;
  /** The command text inside the delimiters. */
  inner: string;
  /** Offset of `inner` in the scanned text. */
  innerStart: number;
  kind: Extract<NestingKind, 'command-substitution' | 'backticks'>;
}

/** Find `$(…)` and backtick substitutions in text that expands like a double-quoted string. */
export function findSubstitutions(text: string): EmbeddedSubstitution[] {
  const found: EmbeddedSubstitution[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === '$' && text[i + 1] === '(') {
      if (text[i + 2] === '(') {
        i += 3; // `$((…))` is arithmetic; substitutions inside it are found as the scan goes on
        continue;
      }
      const close = matchingParen(text, i + 2);
      const end = close < 0 ? text.length : close;
      found.push({
        text: text.slice(i, close < 0 ? text.length : close + 1),
        inner: text.slice(i + 2, end),
        innerStart: i + 2,
        kind: 'command-substitution',
      });
      i = end + 1;
      continue;
    }
    if (ch === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== '`') j += text[j] === '\\' ? 2 : 1;
      const end = Math.min(j, text.length);
      found.push({ text: text.slice(i, end + 1), inner: text.slice(i + 1, end), innerStart: i + 1, kind: 'backticks' });
      i = end + 1;
      continue;
    }
    i++;
  }
  return found;
}

/**
 * Index of the `)` closing a `$(` whose content starts at `from`, or -1.
 * Quotes and escapes are skipped, and inside `case … esac` a `)` ending a
 * pattern (`a) cmd ;;`) closes nothing.
 */
function matchingParen(text: string, from: number): number {
  let depth = 1;
  let cases = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (/[a-z]/.test(ch as string) && (i === from || /[\s;&|(]/.test(text[i - 1] as string))) {
      const word = /^[a-z]+/.exec(text.slice(i, i + 5))?.[0];
      const ends = /[\s;&|)]|$/.test(text[i + (word?.length ?? 0)] ?? '');
      if (word === 'case' && ends) cases++;
      else if (word === 'esac' && ends && cases > 0) cases--;
      if (word) i += word.length - 1;
      continue;
    }
    if (ch === ')' && cases > 0 && depth === 1) continue; // a case pattern's `)`
    if (ch === '\\') {
      i++;
    } else if (ch === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) return -1;
      i = close;
    } else if (ch === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    } else if (ch === '(') {
      depth++;
    } else if (ch === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
