/**
 * `peelsNothing` (src/engines/grok/split.ts) lets the file gate skip
 * `normalizeWords` for a command whose head the peel cannot take off: over
 * generated word lists (fixed seed), whenever it says so, normalizeWords of
 * the file gate's marked words (a run-time word as `\0`) must give the same
 * words back with no flag set. A test that would fail if a wrapper or a
 * transparent prefix were left out of what it checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeWords, peelsNothing, type InvocationWord } from '../../../src/engines/grok/split.js';

const WORDS: InvocationWord[] = [null, 'git', 'status', 'env', 'FOO=1', '/usr/bin/env', 'timeout', '5', 'nice', '-n', '1', 'ionice', 'chrt', 'stdbuf', '-oL', 'exec', 'command', '-p', 'builtin', 'sudo', 'sh', '-c', 'ls', '--', '-C', '/tmp', 'x\\env', 'Env', 'a/exec'];

describe('peelsNothing: the words normalizeWords leaves alone', () => {
  it('agrees with normalizeWords wherever it answers true', () => {
    let skipped = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 6 }), (words) => {
        if (!peelsNothing(words)) return;
        skipped++;
        const marked = words.map((w) => w ?? '\0');
        const n = normalizeWords(marked);
        expect([...n.words]).toEqual(marked);
        expect([n.chdir, n.splitString, n.envUncertain, n.exhausted, n.ambiguous]).toEqual([false, false, false, false, false]);
      }),
      { seed: 18008, numRuns: 3000 },
    );
    expect(skipped).toBeGreaterThan(500);
  });

  it('answers false for every peelable head', () => {
    for (const h of ['env', '/usr/bin/env', 'timeout', 'nice', 'ionice', 'chrt', 'stdbuf', 'exec', 'command', 'builtin']) expect(peelsNothing([h, 'ls'])).toBe(false);
    expect(peelsNothing([])).toBe(false);
  });
});
