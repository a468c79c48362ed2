/**
 * The readings of a command's words that grok memoises by the words
 * (src/engines/grok/split.ts `byWords`): the wrapper peel
 * (`normalizeWords`), a segment's facts in `evaluate_bash`
 * (findings.ts `commandFacts`) and a tree invocation's write paths
 * (`writePathsOf`, which answers a head that is neither a wrapper nor a
 * writing program without the memo). Over generated words (fixed seed: wrappers, transparent
 * prefixes, `sh -c`, `env -S`, risky git, sort, kubectl and ps options,
 * writers, heads in other cases or under a directory, words holding NUL or
 * spaces, the empty list), asked in a
 * generated order with repeats, each answer must equal the plain reading;
 * a test that would fail if the key merged two word lists or a memo
 * answered one list with another's reading.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandFacts, commandFactsFresh, commandWritePaths, writePathsOf } from '../../../src/engines/grok/findings.js';
import { normalizeWords, normalizeWordsFresh } from '../../../src/engines/grok/split.js';

const WORDS = [
  'env', 'FOO=1', 'PATH=/x', 'LD_PRELOAD=a', '-i', '-S', 'ls -la', '-C', '/tmp', '--', 'timeout', '5', 'nice', '-n', 'stdbuf', '-o', 'exec', 'command', '-p', 'builtin',
  'sh', 'bash', '-c', 'eval', 'git', '-c', 'x=y', 'status', 'push', '--output=o', 'sort', '--compress-program=gz', 'kubectl', 'get', '--context', 'ps', 'aux', 'e',
  'rm', '-rf', 'cp', 'a', 'b', 'tee', 'dd', 'of=/dev/sda', 'sed', '-i', 'cat', 'true', 'cd', '\0', 'a\0b', '', ' ', 'a b', 'rg', '--pre=x',
  'RM', 'Tee', '/bin/rm', './mv', 'C:\\bin\\touch', 'TIMEOUT', '/usr/bin/env', 'Sed', 'MKDIR', 'install', 'uniq', 'o', 'rustfmt', 'truncate', 'go', '-o', 'out',
];
const words = fc.array(fc.constantFrom(...WORDS), { maxLength: 6 });

describe('byWords memos: each answer is the plain reading of those words', () => {
  it('normalizeWords, commandFacts and writePathsOf equal their plain readings, asked in any order', () => {
    let peeled = 0;
    let risky = 0;
    let writes = 0;
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 24 }), (lists, order) => {
        const asks = [...lists, ...order.map((k) => lists[k % lists.length]!)];
        for (const w of asks) {
          const peel = normalizeWords(w);
          expect(peel).toEqual(normalizeWordsFresh(w));
          expect(commandFacts(w)).toEqual(commandFactsFresh(w));
          expect(writePathsOf(w)).toEqual(commandWritePaths(w));
          if (peel.words.length !== w.length) peeled++;
          { const f = commandFactsFresh(w); if (f.execRisk !== undefined || f.opaque !== undefined || f.danger !== undefined || f.special !== undefined) risky++; }
          if (commandWritePaths(w).length > 0) writes++;
        }
      }),
      { seed: 8141, numRuns: 750 },
    );
    // The generator reaches peels, risks and writes (a test that cannot fail is a defect).
    expect(peeled).toBeGreaterThan(500);
    expect(risky).toBeGreaterThan(150);
    expect(writes).toBeGreaterThan(150);
  });

  it('keeps lists apart that join alike', () => {
    for (const [a, b] of [[['a b'], ['a', 'b']], [['a\0b'], ['a', 'b']], [[''], []], [['', ''], ['']]] as const) {
      expect(normalizeWords(a)).toEqual(normalizeWordsFresh(a));
      expect(normalizeWords(b)).toEqual(normalizeWordsFresh(b));
      expect(commandFacts(a)).toEqual(commandFactsFresh(a));
      expect(commandFacts(b)).toEqual(commandFactsFresh(b));
    }
  });
});
