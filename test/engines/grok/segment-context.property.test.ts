/**
 * grok's segment runs are shared between repeats by eachSegmentOnce with a
 * context (src/engines/grok/pipeline.ts `segmentContext`): a segment with
 * nothing nested in it stands for its list by its length. Over generated
 * commands (fixed seed: repeats, substitutions, subshells, pipelines,
 * redirects), a length must stand for exactly the plain context (the
 * segment alone, placed at 0), and two segments that eachSegmentOnce would take as repeats
 * (one segmentKey) must have equal contexts exactly when the plain
 * context, the nested segments placed relative to each, is equal; a test
 * that would fail if a segment with something nested in it shared a run
 * with one that has none, or two lone segments of other lengths did.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameValue, segmentKey } from '../../../src/core/pipeline.js';
import { innerContext, nestedIn, segmentContext } from '../../../src/engines/grok/pipeline.js';
import { analyzeShell } from '../../../src/shell/index.js';

const PIECES = ['true', 'ls', 'git status', 'echo "$(date)"', 'echo $(ls)', '(ls)', 'cat x | grep y', 'ls > f', 'echo `true`', 'sh -c "ls"', 'true'];
const SEPS = [' && ', ' || ', '; ', ' | '];
const command = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPS)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join(''));

describe('segmentContext: a lone segment stands for its list by its length', () => {
  it('groups repeats exactly as the plain context does', () => {
    let lone = 0;
    let nestedPairs = 0;
    fc.assert(
      fc.property(command, (cmd) => {
        const shell = analyzeShell(cmd);
        const nested = nestedIn(shell.segments);
        const fast = segmentContext(shell);
        const plainOf = (i: number) => {
          const seg = shell.segments[i]!;
          const depth = seg.nesting.length;
          return innerContext(seg, nested(seg, i).map((o) => ({ ...o, nesting: o.nesting.slice(depth), operator: o === seg ? null : o.operator })));
        };
        const segs = shell.segments;
        const f = segs.map((s, i) => fast(s, i));
        const p = segs.map((_, i) => plainOf(i));
        // A number stands for exactly one list: the segment alone, at the start, that long.
        segs.forEach((seg, i) => {
          if (typeof f[i] !== 'number') return;
          lone++;
          expect(p[i]).toEqual([{ ...seg, nesting: [], operator: null, range: [0, f[i]] }]);
        });
        for (let i = 0; i < segs.length; i++)
          for (let j = 0; j < segs.length; j++) {
            if (segmentKey(shell, segs[i]!) !== segmentKey(shell, segs[j]!)) continue;
            if (typeof f[i] !== 'number' && i !== j) nestedPairs++;
            expect(sameValue(f[i], f[j]), `${segs[i]!.text} / ${segs[j]!.text}`).toBe(sameValue(p[i], p[j]));
          }
      }),
      { seed: 2241, numRuns: 400 },
    );
    // Both kinds of context are reached (a test that cannot fail is a defect).
    expect(lone).toBeGreaterThan(500);
    expect(nestedPairs).toBeGreaterThan(50);
  });
});
