/**
 * ruleMatches's per-call, per-action sets (src/engines/claude/rule-table.ts,
 * matchingRules): over generated stacks and calls, with a fixed seed, the
 * rules it names for a call are the same whether every rule is asked about
 * one call object (the sets kept) or each rule about a fresh copy of the
 * call on a fresh copy of the stack (nothing kept), in any order of the
 * actions. And with many calls asked about in turn on one stack (more than
 * the readings kept, readOnce), each action's set first asked for after
 * the call's reading was dropped, the answers are the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, Decision } from '../../../src/core/types.js';
import { claudeRuleMatches, claudeRules } from '../../../src/engines/claude/rule-table.js';
import { memoryStack, userRules } from './memory-stack.js';

const RUNS = { seed: 20261202, numRuns: 300 };
const ruleText = fc.constantFrom('Bash(git *)', 'Bash(git push *)', 'Bash(rm -rf *)', 'Bash(cat *)', 'Bash', 'Read(.env)', 'Edit(src/**)', 'Read', 'WebFetch(domain:x.example)', 'Bash(echo x)');
const specs = fc.array(fc.tuple(fc.constantFrom<Decision>('allow', 'ask', 'deny'), ruleText), { maxLength: 12 });
const PARTS = ['git status', 'git push origin', 'rm -rf build', 'cat .env', 'echo x > src/a.ts', 'echo x', 'ls'];
const call: fc.Arbitrary<Call> = fc.oneof(
  fc.array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 3 }).map((ps) => ({ tool: 'Bash', input: { command: ps.join(' && ') } })),
  fc.tuple(fc.constantFrom('Read', 'Edit'), fc.constantFrom('.env', 'src/a.ts', 'b.txt')).map(([tool, p]) => ({ tool, input: { file_path: p } })),
  fc.constantFrom<Call>({ tool: 'WebFetch', input: { url: 'https://x.example/a' } }),
);

describe('claude ruleMatches kept per call and action', () => {
  it('names the rules asked about one by one on fresh copies', () => {
    let some = 0;
    fc.assert(
      fc.property(specs, call, fc.boolean(), (sp, c, reverse) => {
        const stack = memoryStack({ rules: userRules(sp) });
        const recs = claudeRules(stack);
        const order = reverse ? [...recs].reverse() : recs;
        const kept = new Set(order.filter((r) => claudeRuleMatches(stack, r, c)).map((r) => r.id));
        const fresh = new Set(recs.filter((r) => claudeRuleMatches({ ...stack }, r, { tool: c.tool, input: { ...c.input } })).map((r) => r.id));
        expect([...kept].sort()).toEqual([...fresh].sort());
        if (kept.size > 1) some++;
      }),
      RUNS,
    );
    expect(some).toBeGreaterThan(50);
  });
});

describe('claude ruleMatches over more calls than the readings kept', () => {
  it('answers each (rule, call) as a fresh copy of the stack does, rule by rule over every call', () => {
    let reread = 0;
    fc.assert(
      fc.property(specs, fc.uniqueArray(call, { minLength: 20, maxLength: 40, selector: (c) => JSON.stringify(c) }), fc.boolean(), (sp, calls, reverse) => {
        const stack = memoryStack({ rules: userRules(sp) });
        const recs = claudeRules(stack);
        // Rule by rule: a call's next action is asked for after the other calls' readings pushed its own out.
        for (const r of reverse ? [...recs].reverse() : recs) {
          for (const c of calls) expect(claudeRuleMatches(stack, r, c)).toBe(claudeRuleMatches({ ...stack }, r, { tool: c.tool, input: { ...c.input } }));
        }
        if (new Set(recs.map((r) => r.action)).size > 1) reread++;
      }),
      { ...RUNS, numRuns: 50 },
    );
    expect(reread).toBeGreaterThan(15);
  });
});
