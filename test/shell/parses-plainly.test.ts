/**
 * parsesPlainly (chunks.ts) lets a piece of a long list past MAX_SEGMENTS be
 * skipped without asking the parser whether it holds an error. It must never
 * say "plain" where the grammar finds an error: checked against the parser
 * over generated lists with `$(…)` substitutions, quoted and not, and their
 * near misses (empty, escaped, backgrounded, dangling operators).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsesPlainly } from '../../src/shell/chunks.js';
import { parsesWithError } from '../../src/shell/parse.js';

const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('git', 'status', 'ls', '-la', 'src', 'npm', 'test', 'echo', 'date', 'cat', 'README.md', 'grep', 'x', '0', 'a=b', '==', 'time', 'do', 'done', 'then', '!', '%1', '-') },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_./:@%+,=-]{1,5}$/) },
);
const OPS = [' && ', ' || ', ' | ', '; ', '|', '&&', ';', ' && ', ' | ', ' & ', ' && && ', '\n'];
const plainList = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(fc.constantFrom(...OPS), fc.array(word, { minLength: 1, maxLength: 3 })), { maxLength: 2 }), fc.constantFrom('', '', '', ' ', ';', ' &&', ' |', ' &'))
  .map(([first, rest, tail]) => first.join(' ') + rest.map(([op, w]) => op + w.join(' ')).join('') + tail);
const substitution = plainList.chain((inner) => fc.constantFrom(`"$(${inner})"`, `"$(${inner})"`, `$(${inner})`, `$( )`, `$()`, `a$(${inner})b`, `\\$(${inner})`, `"x $(${inner}) y"`, `'$(${inner})'`, `$(${inner}`, `$((${inner}))`));
const piece = fc.oneof({ weight: 3, arbitrary: word }, { weight: 2, arbitrary: substitution });
const command = fc.array(piece, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const list = fc
  .tuple(command, fc.array(fc.tuple(fc.constantFrom(...OPS), command), { maxLength: 4 }), fc.constantFrom('', ' ', ';', ' &&'))
  .map(([first, rest, tail]) => first + rest.map(([op, c]) => op + c).join('') + tail);

describe('parsesPlainly', () => {
  it('never says plain where the grammar finds an error (fixed seed)', () => {
    let plain = 0;
    fc.assert(
      fc.property(list, (s) => {
        if (!parsesPlainly(s)) return;
        plain++;
        expect(parsesWithError(s)).toBe(false);
      }),
      { numRuns: 10000, seed: 1818 },
    );
    // The property is about the texts it calls plain: enough of them must be generated.
    expect(plain).toBeGreaterThan(150);
  });

  it('takes the bench chain and refuses near misses', () => {
    expect(parsesPlainly('git status 0 && echo "$(date)" 3 && cat README.md | grep x 4')).toBe(true);
    for (const s of ['echo "$()"', 'echo "$( )"', 'echo \\$(date)', 'echo $(date &)', 'echo $(a &&)', 'echo $(date', 'a && && b', 'echo $((1))', 'echo "$x"'])
      expect(parsesPlainly(s), s).toBe(false);
  });
});
