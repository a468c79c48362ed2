/**
 * diff evaluates a changed rule's own call on the rule's side before asking its matcher, and keeps
 * that call's decisions on both sides for compareStacks (src/corpus/rule-diff.ts changedRuleCalls,
 * src/corpus/compare.ts Evaluated). Over generated rule edits on the fake engine, with a fixed seed:
 * the own calls are those the matcher alone keeps, and the comparison with the kept decisions is the
 * one that evaluates every probe on both sides.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { probeCorpus } from '../../src/cli/commands/diff.js';
import { compareStacks, decisionAt } from '../../src/corpus/compare.js';
import { changedRuleCalls, diffRules } from '../../src/corpus/rule-diff.js';
import type { Decision } from '../../src/core/types.js';
import { fake, type FakeRule, type FakeStack } from './fake-engine.js';

const PROGS = ['git', 'git push', 'git status', 'rm', 'rm -rf', 'curl', 'npm', 'npm test', 'ls', 'cat'];
const rule: fc.Arbitrary<FakeRule> = fc.record({ action: fc.constantFrom<Decision>('allow', 'ask', 'deny'), prefix: fc.constantFrom(...PROGS) });
const edit = fc.record({ at: fc.nat(), insert: fc.boolean(), rule });
const pair: fc.Arbitrary<[FakeStack, FakeStack]> = fc.tuple(fc.array(rule, { maxLength: 8 }), fc.array(edit, { minLength: 1, maxLength: 4 })).map(([rules, edits]) => {
  const head = rules.slice();
  for (const e of edits) {
    if (e.insert || head.length === 0) head.splice(e.at % (head.length + 1), 0, e.rule);
    else head.splice(e.at % head.length, 1);
  }
  return [{ rules, fallback: 'ask' }, { rules: head, fallback: 'ask' }];
});

describe("diff keeps the decisions of changed rules' own calls", () => {
  it('the own calls are the ones the matcher keeps, and each kept decision is that of a fresh evaluation on its side', () => {
    fc.assert(
      fc.property(pair, ([base, head]) => {
        const diff = diffRules(fake, base, head);
        if (diff.kind !== 'rules-only') return;
        const plain = changedRuleCalls(fake, base, head, diff.delta, [], (c) => c, 'per-rule');
        const fast = changedRuleCalls(fake, base, head, diff.delta, [], (c) => c, 'auto');
        expect(fast.own).toEqual(plain.own);
        for (const c of fast.own) {
          for (const [side, stack] of [['base', base], ['head', head]] as const) {
            const kept = fast.evaluated[side].get(c);
            if (kept !== undefined) expect(kept).toEqual(decisionAt(fake.evaluate(stack, c, { hookResults: {} })));
          }
        }
      }),
      { seed: 18, numRuns: 300 },
    );
  });

  it('compareStacks with the kept decisions gives the comparison that evaluates every probe on both sides', () => {
    let reused = 0;
    fc.assert(
      fc.property(pair, ([base, head]) => {
        const { corpus, evaluated } = probeCorpus(fake, base, head, [{ call: { tool: 'sh', input: { command: 'rm' } }, ctx: { mode: 'x' }, origin: 'case' }]);
        const want = compareStacks(fake, base, head, corpus);
        const got = compareStacks(fake, base, head, corpus, evaluated);
        expect(got).toEqual(want);
        if (evaluated) reused += corpus.filter((p) => evaluated.base.has(p.call) && evaluated.head.has(p.call)).length;
      }),
      { seed: 18, numRuns: 300 },
    );
    // The generated edits do reach the kept decisions (the property is not about an empty cache).
    expect(reused).toBeGreaterThan(100);
  });
});
