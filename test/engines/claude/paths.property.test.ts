/**
 * A path rule whose pattern has no glob character is tested without
 * compiling globs (src/engines/claude/paths.ts, literalTest): over generated
 * patterns and paths, with a fixed seed, it decides as picomatch does on the
 * globs the pattern stands for.
 */
import { posix } from 'node:path';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { anchorOf, isPlainAbsolute, pathRuleMatches, relativeUnder } from '../../../src/engines/claude/paths.js';

const SEGMENTS = ['a', 'b.txt', '.env', 'f1.txt', 'a b', 'x-y_z', '~q', 'A', 'src', '.', '..', ''];
const rel = fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
const ctx = { settingsRoot: '/h/.claude', workspace: '/w', home: '/h' };

/** What the globs of a pattern under the working directory match (gitignore semantics, as paths.ts writes them). */
function byGlobs(rest: string, target: string): boolean {
  const r = target === '/w' ? '' : target.startsWith('/w/') ? target.slice(3) : undefined;
  if (r === undefined || r === '') return false;
  const globs = rest.includes('/') ? [rest, `${rest}/**`] : [`**/${rest}`, `**/${rest}/**`];
  return picomatch(globs, { dot: true })(r);
}

describe('claude path rules without glob characters', () => {
  it('match as their globs do', () => {
    fc.assert(
      fc.property(rel, rel, fc.constantFrom<'allow' | 'deny'>('allow', 'deny'), (pattern, path, action) => {
        const a = anchorOf(pattern, ctx);
        const rest = a.rest.replace(/\/+$/, '');
        if (a.base !== '/w' || rest === '') return;
        // Targets come made absolute and normalised (absolutePath).
        const normal = posix.resolve('/w', path);
        expect(pathRuleMatches(pattern, action, normal, ctx)).toBe(byGlobs(rest, normal));
      }),
      { seed: 20261201, numRuns: 2000 },
    );
  });
});

describe('a plain absolute base (src/engines/claude/paths.ts, relativeUnder)', () => {
  // Small alphabets, so paths at, under, beside and above the base come up often, plain or not.
  const PARTS = ['w', 'a', '..a', '.b', 'w2', '.', '..', ''];
  const abs = fc.array(fc.constantFrom(...PARTS), { maxLength: 4 }).map((s) => `/${s.join('/')}`);
  const base = fc.oneof(abs, fc.constantFrom('/', '/w', '/w/a'));
  const target = fc.oneof(abs, fc.tuple(base, abs).map(([b, t]) => (b === '/' ? t : `${b}${t}`)), fc.constantFrom('w/a', 'a', ''));

  it('reads a target against it as posix.relative does', () => {
    let under = 0;
    fc.assert(
      fc.property(base, target, (b, t) => {
        fc.pre(isPlainAbsolute(b));
        expect(relativeUnder(b, t)).toBe(posix.relative(b, t));
        if (isPlainAbsolute(t) && t.startsWith(`${b}/`)) under++;
      }),
      { seed: 20261202, numRuns: 3000 },
    );
    expect(under).toBeGreaterThan(30);
  });

  it('is what posix.normalize leaves as it is, without a trailing slash', () => {
    fc.assert(
      fc.property(abs, (p) => {
        expect(isPlainAbsolute(p)).toBe(posix.normalize(p) === p && (p === '/' || !p.endsWith('/')));
      }),
      { seed: 20261202, numRuns: 2000 },
    );
  });
});
