/**
 * The compiled matchers (match/glob.ts `globMatcher`, match/bash.ts
 * `seedTest`) must accept exactly what the plain readings accept:
 * `matchGlob(s, pattern)`, and the seed's word prefix
 * `wildcard(j, prefix) || wildcard(j, prefix + ' *')` (seed 002's
 * `Bash(git status:*)`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedTest } from '../../../src/engines/san/match/bash.js';
import { globMatcher, matchGlob, wildcard } from '../../../src/engines/san/match/glob.js';

const text = (chars: string[], max: number) => fc.array(fc.constantFrom(...chars), { maxLength: max }).map((a) => a.join(''));
const pattern = text(['a', 'b', ' ', '/', ':', '*', '?', '.'], 8);
const str = text(['a', 'b', ' ', '/', ':', '.'], 10);

describe('compiled globs', () => {
  it('globMatcher(p)(s) === matchGlob(s, p)', () => {
    fc.assert(
      fc.property(pattern, str, (p, s) => {
        expect(globMatcher(p)(s)).toBe(matchGlob(s, p));
      }),
      { numRuns: 5000 },
    );
  });

  it('the shapes it compiles to comparisons', () => {
    expect(globMatcher('git status:*')('git status:-s')).toBe(true);
    expect(globMatcher('git status:*')('git statu')).toBe(false);
    expect(globMatcher('npm test')('npm test')).toBe(true);
    expect(globMatcher('npm test')('npm test x')).toBe(false);
    expect(globMatcher('a*b*')('axxbyy')).toBe(true);
    expect(globMatcher('**/.env')('/x/prod.env')).toBe(true);
  });

  it('seedTest(args)(j) is the seed prefix reading', () => {
    fc.assert(
      fc.property(text(['a', 'b', ' ', '*', '?'], 7), str, (body, j) => {
        const args = `${body}:*`;
        const prefix = /\S\s+\S/.test(body) ? body.trim() : undefined;
        const t = seedTest(args);
        if (prefix === undefined) expect(t).toBeNull();
        else expect(t!(j)).toBe(wildcard(j, prefix) || wildcard(j, `${prefix} *`));
      }),
      { numRuns: 5000 },
    );
    expect(seedTest('git status:*')!('git status -uall')).toBe(true);
    expect(seedTest('git status:*')!('git push')).toBe(false);
    expect(seedTest('git:*')).toBeNull();
  });
});
