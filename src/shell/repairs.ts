/**
 * Workarounds for places where tree-sitter-bash reads valid bash wrongly
 * without reporting an error. Each one would otherwise hide a command, so
 * the walker applies them to every simple command it sees.
 */
import type { TsNode } from './parse.js';
import { hasLineBreak, type Word } from './words.js';

/** A simple command as bash would split it, when the grammar glued several together. */
export interface CommandChunk {
  groups: TsNode[][];
  /** [start, end) in the walked source. */
  range: [number, number];
}

/**
 * Split a command's words where an unescaped newline separates them. bash
 * never continues a simple command across one, but the grammar sometimes
 * swallows it (in pipelines after `|&`, or after a redirect:
 * `a | b > f` newline `rm x` can make `rm`, `x` extra redirect targets).
 * Gaps that hold another node (a heredoc, a body) are left alone.
 *
 * @param parts word groups of the command, in order
 * @param extras words the grammar hung on redirects, flagged when a newline precedes them
 * @param others the command's other children (redirects, bodies, errors)
 */
export function splitAtNewlines(
  command: { start: number; end: number },
  parts: readonly TsNode[][],
  extras: readonly { nodes: TsNode[]; newlineBefore: boolean }[],
  others: readonly TsNode[],
  source: string,
): CommandChunk[] {
  const groups: TsNode[][][] = [[]];
  parts.forEach((group, k) => {
    const previous = parts[k - 1];
    const start = group[0]?.startIndex ?? 0;
    if (previous !== undefined) {
      const from = previous[previous.length - 1]?.endIndex ?? start;
      const occupied = others.some((o) => o.startIndex >= from && o.startIndex < start);
      if (!occupied && hasLineBreak(source.slice(from, start))) groups.push([]);
    }
    groups[groups.length - 1]?.push(group);
  });
  for (const extra of extras) {
    if (extra.newlineBefore) groups.push([]);
    groups[groups.length - 1]?.push(extra.nodes);
  }
  const starts = groups.map((g, i) => (i === 0 ? command.start : (g[0]?.[0]?.startIndex ?? command.end)));
  return groups.map((g, i) => {
    const start = starts[i] as number;
    const next = starts[i + 1];
    // A chunk ends where the next begins, minus the blank and newline between them.
    const end = next === undefined ? command.end : start + source.slice(start, next).trimEnd().length;
    return { groups: g, range: [start, end] };
  });
}

/** The chunk a position belongs to (the last one starting at or before it). */
export function chunkAt(chunks: readonly CommandChunk[], at: number): number {
  let found = 0;
  chunks.forEach((chunk, i) => {
    if (chunk.range[0] <= at) found = i;
  });
  return found;
}

/** Leading `NAME=value` words of a chunk split off a command: assignments the grammar read as words. */
export function countAssignmentWords(words: readonly Word[], source: string): number {
  let count = 0;
  while (count < words.length && /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(slice(words[count] as Word, source))) count++;
  return count;
}

/** Reserved words that, at the start of a command, are followed by another command. */
const KEYWORD_PREFIXES = new Set(['do', 'then', 'else', 'elif', 'while', 'until', 'if', '!', '{']);
/** Reserved words that close a compound command. */
const KEYWORD_CLOSERS = new Set(['done', 'fi', 'esac', '}']);
/** Reserved words that open a compound command whose header is not a command. */
const KEYWORD_HEADERS = new Set(['for', 'select', 'case', 'in', 'function']);

/**
 * The grammar reads some compound commands it does not support after `!`,
 * `time` or `coproc` (`! while …; do rm x; done`) as simple commands named
 * `while`, `do`, `done`, without an ERROR node. An unquoted reserved word can
 * only be a command name through such a misreading, so it is stripped to
 * reveal the command behind it, and the misreading is reported.
 */
export function recoverKeywords(words: Word[], source: string): { words: Word[]; misread: boolean } {
  let start = 0;
  let misread = false;
  for (;;) {
    const head = words[start];
    if (head === undefined || head.dynamic || slice(head, source) !== head.value) break;
    if (KEYWORD_PREFIXES.has(head.value) || KEYWORD_CLOSERS.has(head.value)) {
      start++;
      misread = true;
      continue;
    }
    if (KEYWORD_HEADERS.has(head.value)) misread = true;
    break;
  }
  return { words: start === 0 ? words : words.slice(start), misread };
}

function slice(word: Word, source: string): string {
  return source.slice(word.range[0], word.range[1]);
}
