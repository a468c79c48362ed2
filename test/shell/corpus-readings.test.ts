/**
 * The bench's honest corpus (bench/corpus.js: the chains, pipes,
 * substitutions, wrappers, heredocs and redirects a batch is timed on) read
 * by the analysis as a batch reads it (plain reading where it applies, one
 * walker context shape for every command and payload, emit split in steps)
 * must equal the grammar's reading of each command. The corpus is seeded, so
 * this is the same fixed set of commands on every run.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell, analyzeWithGrammar } from '../../src/shell/index.js';
import { flatList } from '../../src/shell/chunks.js';
// @ts-expect-error: bench/ is plain JavaScript, without type declarations
import { corpus } from '../../bench/corpus.js';

const lines: string[] = corpus(10_000);
const distinct = [...new Set(lines.map((l) => (JSON.parse(l) as { command?: unknown }).command))].filter(
  (c): c is string => typeof c === 'string',
);

describe('the honest batch corpus', () => {
  it('reads every third distinct command as the grammar does', () => {
    let plain = 0;
    let payloads = 0;
    for (let i = 0; i < distinct.length; i += 3) {
      const c = distinct[i]!;
      if (flatList(c) !== null) plain++;
      const fast = analyzeShell(c);
      if (fast.segments.some((s) => s.via !== undefined)) payloads++;
      expect(fast, c).toEqual(analyzeWithGrammar(c));
    }
    // Both readings and the payload walk are exercised, not only the grammar's.
    expect(plain).toBeGreaterThan(1000);
    expect(payloads).toBeGreaterThan(100);
  });
});
