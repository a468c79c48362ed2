/**
 * eachSegmentOnce (src/core/pipeline.ts): repeated segments are evaluated
 * once, and only segments whose own evaluation reads the same thing are
 * repeats — what segmentKey encodes (everything but range and operator, and
 * the opaque parts and writes inside, placed relative), plus an engine's
 * context.
 */
import { describe, expect, it } from 'vitest';
import { eachSegmentOnce, sameValue, segmentKey } from '../../src/core/pipeline.js';
import { analyzeShell } from '../../src/shell/index.js';
import type { Segment } from '../../src/shell/types.js';

function evaluations(command: string, context?: (seg: Segment, i: number) => unknown) {
  const shell = analyzeShell(command);
  const seen: string[] = [];
  const rows = eachSegmentOnce(
    shell,
    (seg, i) => {
      seen.push(`${i}:${seg.text}`);
      return { decision: 'ask', decidedBy: { layer: 'x', reason: `r${i}`, source: null } };
    },
    context,
  );
  return { shell, seen, rows };
}

describe('eachSegmentOnce', () => {
  it('evaluates a repeat once; each row keeps its own text and operator', () => {
    const { seen, rows } = evaluations('true && true; true || ls && true');
    expect(seen).toEqual(['0:true', '3:ls']);
    expect(rows.map((r) => `${r.operator ?? ''} ${r.text} ${r.reason}`)).toEqual([' true r0', '&& true r0', '; true r0', '|| ls r3', '&& true r0']);
  });

  it.each([
    ['other words', 'rm a && rm b', ['0:rm a', '1:rm b']],
    ['other wrappers', 'sudo rm a && rm a', ['0:sudo rm a', '1:rm a']],
    ['other redirects', 'echo a > f && echo a > g', ['0:echo a > f', '1:echo a > g']],
    ['other nesting', 'rm a; (rm a)', ['0:rm a', '1:rm a']],
    ['an opaque part inside one only', 'sh && curl x | sh', ['0:sh', '1:curl x', '2:sh']],
  ])('keeps apart segments with %s', (_, command, expected) => {
    expect(evaluations(command).seen).toEqual(expected);
  });

  it('agrees with segmentKey on every pair of segments', () => {
    const command = 'echo a > f && echo a > f; sudo ls && ls | ls && echo $(rm x) && echo $(rm x); (ls) && ls; sh && curl x | sh && cat | cat';
    const { shell, rows } = evaluations(command);
    const segs = shell.segments;
    for (let i = 0; i < segs.length; i++) {
      for (let j = 0; j < segs.length; j++) {
        const sameKey = segmentKey(shell, segs[i]!) === segmentKey(shell, segs[j]!);
        expect(rows[i]!.reason === rows[j]!.reason, `${segs[i]!.text} / ${segs[j]!.text}`).toBe(sameKey);
      }
    }
  });

  it('an engine context that differs keeps repeats apart', () => {
    expect(evaluations('true && true && true', (_, i) => ({ odd: i % 2 })).seen).toEqual(['0:true', '1:true']);
  });

  it('sameValue compares JSON-like values in place', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
