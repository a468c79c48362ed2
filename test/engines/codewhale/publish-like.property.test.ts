/**
 * publishLike's shortcut (a segment naming none of push, release, publish
 * or tag, in any ASCII case, is not publish-like and is not split) against
 * the plain reading, isPublishSegment over every segment's whitespace words:
 * the same answer on generated segments whose words mix the publishing
 * prefixes' words in changed case, quotes, flags and the characters whose
 * case maps are not ASCII's (U+0130, the Kelvin sign, the long s).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitForReview } from '../../../src/engines/codewhale/command-safety.js';
import { publishLike, publishLikePlain, publishSegment } from '../../../src/engines/codewhale/floor.js';

const WORDS = [
  'git', 'push', 'tag', 'release', 'publish', 'gh', 'npm', 'cargo', 'origin', 'main', 'feature/x', 'v1', '-f', '--force', '-u', '--dry-run',
  '-a', '-l', '--list', '-C', 'dir', '+main', 'HEAD', 'status', 'ls', 'echo', 'sudo', 'env', 'A=1', '"push"', "'tag'", 'pu\u017Fh', 'publ\u0130sh',
  're\u212Aease', 'ta\u0131', '', ' ', '\t',
];

/** Some letters' case flipped (ASCII-wise, as the shortcut's /i reads it). */
const flip = (w: string, flips: readonly boolean[]) => [...w].map((c, i) => (flips[i] ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c)).join('');
const word = fc.tuple(fc.constantFrom(...WORDS), fc.array(fc.boolean(), { maxLength: 8 })).map(([w, flips]) => flip(w, flips));
/** Most segments start as a publishing prefix would, so that both answers are met often. */
const PREFIXES = ['', '', 'git push', 'git tag', 'gh release', 'npm publish', 'cargo publish', 'git -C dir push', 'sudo git push', 'git status'];
const prefix = fc.tuple(fc.constantFrom(...PREFIXES), fc.array(fc.boolean(), { maxLength: 16 })).map(([p, flips]) => flip(p, flips));
const segment = fc.tuple(prefix, fc.array(word, { minLength: 0, maxLength: 6 })).map(([p, ws]) => [p, ...ws].join(' '));
const command = fc.array(fc.tuple(segment, fc.constantFrom(' && ', ' || ', '; ', '\n', ' | ')), { maxLength: 5 }).map((parts) => parts.map(([s, op]) => s + op).join(''));

function plainPublishSegment(c: string): string | undefined {
  for (const seg of new Set(splitForReview(c))) if (publishLikePlain(seg)) return seg;
  return undefined;
}

describe('publishLike (codewhale auto-review)', () => {
  it('answers as isPublishSegment over the whitespace words', () => {
    fc.assert(fc.property(segment, (s) => {
      expect(publishLike(s)).toBe(publishLikePlain(s));
    }), { numRuns: 3000 });
  });

  it('publishSegment picks the segment the plain reading picks', () => {
    fc.assert(fc.property(command, (c) => {
      expect(publishSegment(c)).toBe(plainPublishSegment(c));
    }), { numRuns: 2000 });
  });

  it('the generator reaches publish-like segments in changed case', () => {
    // Guards the test itself: a generator that never met a publishing segment would prove nothing.
    for (const s of ['GIT PUSH origin main', 'Git Tag v1', 'gh RELEASE', 'NPM Publish', 'cargo publish']) expect(publishLike(s)).toBe(true);
    expect(publishLike('git status')).toBe(false);
    const seen = fc.sample(segment, { numRuns: 3000, seed: 7 });
    expect(seen.filter(publishLikePlain).length).toBeGreaterThan(300);
    expect(seen.filter((s) => publishLikePlain(s) && s !== s.toLowerCase()).length).toBeGreaterThan(100);
  });
});
