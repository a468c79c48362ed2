/**
 * ruleMatches's per-call, per-action sets (src/engines/claude/rule-table.ts,
 * matchingRules): over generated stacks and calls, with a fixed seed, the
 * rules it names for a call are the same whether every rule is asked about
 * one call object (the sets kept) or each rule about a fresh copy of the
 * call on a fresh copy of the stack (nothing kept), in any order of the
 * actions.
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
