/**
 * Answers the claude engine keeps across the calls of one stack, each against
 * the answer worked out afresh, over generated rules, calls and paths, with a
 * fixed seed:
 *
 * - the rule hits kept per reading of a shell command (layers/rule-hits.ts,
 *   sharedHits), told apart by the call that reads it (callKey: a call that
 *   sends only the command, by its tool): several calls of one command, with
 *   and without other input fields, in any order, each get the hits a fresh
 *   stack finds for that call;
 * - a path rule's answer kept per list of paths (match.ts, targetMatch): the
 *   targets of one written path, read and written, through several tools and
 *   with a hook `if`'s anchored depth, in any order, each get the answer a
 *   list of its own (never asked before) gets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, Decision } from '../../src/core/types.js';
import { ruleHits, type Hit } from '../../src/engines/claude/layers/rule-hits.js';
import { makeTarget } from '../../src/engines/claude/items.js';
import { targetMatch } from '../../src/engines/claude/match.js';
import { readCall } from '../../src/engines/claude/pipeline.js';
import type { EvalState, Target } from '../../src/engines/claude/state.js';
import { memoryStack, userRules } from '../engines/claude/memory-stack.js';

const RUNS = { seed: 20261202, numRuns: 100 };
const ACTIONS: readonly Decision[] = ['allow', 'ask', 'deny'];

/** A hit with its rule by id and its part as a position in the reading's parts. */
function plain(s: EvalState, h: Hit): unknown {
  return { ...h, rule: h.rule.id, ...('item' in h ? { item: h.item === undefined ? 'undefined' : s.items.indexOf(h.item) } : {}) };
}

describe('claude answers kept across calls', () => {
  it('rule hits kept per reading are those a fresh stack finds for each call that reads it', () => {
    const ruleText = fc.constantFrom('Bash(description:x*)', 'Bash(timeout:5)', 'Bash(git *)', 'Bash(rm -rf *)', 'Bash', 'Bash(echo x)', 'Edit(out.txt)', 'Read(.env)');
    const specs = fc.array(fc.tuple(fc.constantFrom(...ACTIONS), ruleText), { maxLength: 12 });
    const command = fc.constantFrom('git status && echo x', 'rm -rf src; git push', 'echo x > out.txt && cat .env', 'git log | head');
    const extra = fc.constantFrom<Record<string, unknown>>({}, {}, { description: 'x1' }, { description: 'y' }, { timeout: 5 }, { timeout: 6, description: 'x' });
    let shared = 0;
    fc.assert(
      fc.property(specs, command, fc.array(extra, { minLength: 2, maxLength: 6 }), (sp, cmd, extras) => {
        const stack = memoryStack({ rules: userRules(sp) });
        for (const e of extras) {
          const call: Call = { tool: 'Bash', input: { command: cmd, ...e } };
          const s = readCall(stack, call);
          const fresh = readCall({ ...stack }, call);
          for (const action of ACTIONS) {
            const got = ruleHits(s, action, () => true);
            for (const h of got) if (h.item !== undefined) expect(s.items).toContain(h.item);
            expect(got.map((h) => plain(s, h))).toEqual(ruleHits(fresh, action, () => true).map((h) => plain(fresh, h)));
          }
          shared++;
        }
      }),
      RUNS,
    );
    expect(shared).toBeGreaterThan(300);
  });

  it('a path rule answers each target of a kept list of paths as it answers a list of its own', () => {
    const PATTERNS = ['.env', '.env.*', 'src/**', '/src/**', './src/a.ts', '~/.ssh/**', '//etc/passwd', '**/*.txt', 'secrets/**', '*'];
    const ruleText = fc.tuple(fc.constantFrom('Read', 'Edit'), fc.constantFrom(...PATTERNS)).map(([t, p]) => `${t}(${p})`);
    const specs = fc.array(fc.tuple(fc.constantFrom(...ACTIONS), ruleText), { minLength: 1, maxLength: 10 });
    const WRITTEN = ['.env', '.env.local', 'src/a.ts', 'src/x/b.txt', '~/.ssh/id', '/etc/passwd', 'a.txt', '../up/src/c', '/w/.claude/src/d'];
    const ask = fc.tuple(fc.constantFrom(...WRITTEN), fc.constantFrom<'read' | 'write'>('read', 'write'), fc.constantFrom('Read', 'Edit', 'NotebookEdit', '>'), fc.boolean());
    let hits = 0;
    fc.assert(
      fc.property(specs, fc.array(ask, { minLength: 1, maxLength: 12 }), (sp, asks) => {
        const stack = memoryStack({ rules: userRules(sp) });
        for (const [written, access, via, anchoredDepth] of asks) {
          const t = makeTarget(stack, written, access, via, false);
          const own: Target = { ...t, paths: [...t.paths] };
          for (const r of stack.rules) {
            const want = targetMatch(r, own, stack, { anchoredDepth });
            expect(targetMatch(r, t, stack, { anchoredDepth })).toBe(want);
            if (want) hits++;
          }
        }
      }),
      RUNS,
    );
    expect(hits).toBeGreaterThan(100);
  });
});
