/**
 * Rule hits kept across evaluations of one shell call
 * (src/engines/claude/layers/rule-hits.ts, sharedHits): over generated
 * rules and commands, with a fixed seed, the hits a second reading of the
 * call gets from the first are the hits a reading on a fresh copy of the
 * stack (nothing kept) finds, rule for rule, in the same order, each on this
 * reading's own part at the same position.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, Decision } from '../../../src/core/types.js';
import { ruleHits, type Hit } from '../../../src/engines/claude/layers/rule-hits.js';
import { readCall } from '../../../src/engines/claude/pipeline.js';
import type { ClaudeStack } from '../../../src/engines/claude/stack.js';
import type { EvalState } from '../../../src/engines/claude/state.js';
import { memoryStack, userRules } from './memory-stack.js';

const RUNS = { seed: 20261202, numRuns: 300 };
const ACTIONS: readonly Decision[] = ['allow', 'ask', 'deny'];

const ruleText = fc.oneof(
  { arbitrary: fc.constantFrom('Bash(git *)', 'Bash(rm -rf *)', 'Bash(cat *)', 'Bash(*)', 'Bash(echo x)', 'Bash(ls:*)', 'Bash(command:rm*)'), weight: 3 },
  { arbitrary: fc.constantFrom('Bash', 'Read', 'Edit', '*', 'mcp__*'), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom('Read', 'Edit'), fc.constantFrom('src', 'src/**', '.env', '*.txt', 'out.txt', 'README.md', '~/.ssh/id', '//etc/passwd')).map(([t, p]) => `${t}(${p})`), weight: 2 },
);
const specs = fc.array(fc.tuple(fc.constantFrom(...ACTIONS), ruleText), { maxLength: 30 });
const simple = fc.constantFrom('git status', 'rm -rf src', 'cat README.md', 'cat .env', 'echo x', 'ls -la src', 'cat ~/.ssh/id', 'sh -c "rm x"', 'cp a.txt /etc/passwd');
const OPS = [' && ', '; ', ' | ', ' > out.txt; ', ' >> "$HOME/x" && '];
const command = fc
  .array(fc.tuple(simple, fc.constantFrom(...OPS)), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.map(([w, op], i) => (i === parts.length - 1 ? w : w + op)).join(''));

function stackOf(specs: [Decision, string][]): ClaudeStack {
  return memoryStack({ rules: userRules(specs) });
}

/** A hit with its part as a position in the reading's parts (-1: none), and every other field as it is. */
function plain(s: EvalState, h: Hit): unknown {
  return { ...h, rule: h.rule.id, ...('item' in h ? { item: h.item === undefined ? 'undefined' : s.items.indexOf(h.item) } : {}) };
}

describe('claude rule hits kept across readings of one shell call', () => {
  it('are the hits a fresh reading finds, on the parts of the reading that asks', () => {
    const seen = { shared: 0 };
    fc.assert(
      fc.property(specs, command, fc.constantFrom('first', 'second'), (sp, cmd, extra) => {
        const stack = stackOf(sp);
        const call: Call = { tool: 'Bash', input: extra === 'first' ? { command: cmd } : { command: cmd, description: 'x' } };
        const first = readCall(stack, call);
        const again = readCall(stack, { tool: call.tool, input: { ...call.input } });
        // A shallow copy is another stack: nothing read on `stack` is kept for it.
        const fresh = readCall({ ...stack }, call);
        expect(again.items).not.toBe(first.items);
        for (const action of ACTIONS) {
          const want = ruleHits(fresh, action, () => true).map((h) => plain(fresh, h));
          expect(ruleHits(first, action, () => true).map((h) => plain(first, h))).toEqual(want);
          const got = ruleHits(again, action, () => true);
          for (const h of got) if (h.item !== undefined) expect(again.items).toContain(h.item);
          expect(got.map((h) => plain(again, h))).toEqual(want);
          if (again.subs.length >= 2 && got.some((h) => h.item !== undefined)) seen.shared++;
        }
      }),
      RUNS,
    );
    expect(seen.shared).toBeGreaterThan(100);
  });
});
