/**
 * compareStacks orders its changes (src/corpus/compare.ts orderChanges) with each change's cause keyed
 * once: over generated changes, with a fixed seed, the order is the one the plain sort gives, which
 * keys the cause again at every comparison (loosened first, then groups in first-seen order, then
 * corpus order).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { causeKey, orderChanges, type Change, type DecisionAt } from '../../src/corpus/compare.js';
import type { Decision } from '../../src/core/types.js';

/** The sort as compareStacks wrote it before: the cause keyed in the comparator. */
function plainOrder(changes: readonly Change[]): Change[] {
  const group = new Map<string, number>();
  for (const c of changes) {
    const k = causeKey(c);
    if (!group.has(k)) group.set(k, group.size);
  }
  return [...changes].sort((x, y) => (x.direction === y.direction ? group.get(causeKey(x))! - group.get(causeKey(y))! : x.direction === 'loosened' ? -1 : 1));
}

// Few values, so causes repeat and groups interleave.
const side: fc.Arbitrary<DecisionAt> = fc.record({
  decision: fc.constantFrom<Decision>('allow', 'ask', 'deny'),
  layer: fc.constantFrom('rules', 'mode', 'hooks'),
  reason: fc.constantFrom('a', 'b'),
  source: fc.option(fc.record({ file: fc.constantFrom('/a.toml', '/b.json'), line: fc.integer({ min: 1, max: 3 }), column: fc.integer({ min: 1, max: 2 }) }), { nil: null }),
});
const change: fc.Arbitrary<Change> = fc.record({
  before: side,
  after: side,
  direction: fc.constantFrom<Change['direction']>('loosened', 'tightened'),
  n: fc.nat(),
}).map(({ before, after, direction, n }) => ({ probe: { call: { tool: 'sh', input: { command: `c${n}` } }, ctx: {}, origin: 'rule' }, before, after, direction }));

describe('orderChanges', () => {
  it('orders generated changes as the plain sort does (the same objects, in the same order)', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        const got = orderChanges(changes);
        const want = plainOrder(changes);
        expect(got.length).toBe(want.length);
        got.forEach((c, i) => expect(c).toBe(want[i]));
      }),
      { seed: 18, numRuns: 300 },
    );
  });

  it('is not the identity: loosened changes come first, grouped by cause', () => {
    const [a, b] = fc.sample(change, { seed: 1, numRuns: 2 });
    const t = { ...a!, direction: 'tightened' as const };
    const l = { ...b!, direction: 'loosened' as const };
    expect(orderChanges([t, l])).toEqual([l, t]);
  });
});
