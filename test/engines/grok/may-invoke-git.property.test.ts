/**
 * `scriptMayInvokeGit` (src/engines/grok/split.ts) skips texts without `git`
 * and stops at the first git token: it must answer as the plain reading
 * (every token, quote-trimmed, basename lower-cased, `.exe` dropped, equal to
 * `git`) over generated texts, case and non-ASCII spellings included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptMayInvokeGit } from '../../../src/engines/grok/split.js';

function reference(cmd: string): boolean {
  return cmd
    .split(/[\s|&;()`<>]/)
    .map((t) => t.replace(/^['"`]+|['"`]+$/g, ''))
    .some((t) => t !== '' && (t.split(/[/\\]/).pop() ?? t).toLowerCase().replace(/\.exe$/, '') === 'git');
}

const PIECES = ['git', 'GIT', 'Git', 'gİt', 'g', 'i', 't', 'İ', '.exe', '.EXE', '/usr/bin/', 'C:\\', '\\', '/', '"', "'", '`', ' ', '&&', '|', ';', '(', ')', '<', '>', 'x', 'digit', 'gitx', '\n', 'ls'];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => p.join(''));

describe('scriptMayInvokeGit: same answer as the plain reading', () => {
  it('agrees on generated texts', () => {
    let yes = 0;
    fc.assert(
      fc.property(text, (s) => {
        const want = reference(s);
        if (want) yes++;
        expect(scriptMayInvokeGit(s)).toBe(want);
      }),
      { seed: 16032, numRuns: 4000 },
    );
    expect(yes).toBeGreaterThan(200);
  });
});
