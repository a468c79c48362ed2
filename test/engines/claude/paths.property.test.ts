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
import { anchorOf, pathRuleMatches } from '../../../src/engines/claude/paths.js';

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
