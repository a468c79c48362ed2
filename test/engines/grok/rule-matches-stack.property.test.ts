/**
 * `ruleMatches` on a command asked about again and again answers from one
 * policy evaluation over the whole stack (src/engines/grok/matches.ts
 * `matchedByStack`); the first asks evaluate the policy over the rule alone.
 * Over generated stacks and Bash commands (fixed seed), every rule's answer
 * from the whole-stack path equals its answer alone: a test that would fail
 * if the shortcut dropped or added a rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grok } from '../../../src/engines/grok/index.js';
import type { Call } from '../../../src/core/types.js';
import { memoryStack } from './memory.js';

const PATTERNS = ['Bash(git)', 'Bash(git status)', 'Bash(git *)', 'Bash(rm:*)', 'Bash(rm -rf *)', 'Bash(ls)', 'Bash(npm run *)', 'Bash(cat *)', 'Bash(sh -c *)', 'Bash', 'Read(**/.env)', 'Read(src/*)', 'Edit(**)', 'Edit(out.txt)', 'Read(.env)', 'git status', 'rm -rf', '*', 'WebFetch(domain:example.com)'];
const WORDS = ['git status', 'git push', 'rm -rf x', 'ls', 'cat .env', 'cat src/a', 'npm run build', "sh -c 'rm -rf y'", 'echo hi > out.txt', 'timeout 5 git status', 'env A=1 ls', 'cd x', 'cp a .env', 'echo $(ls)'];
const list = fc.array(fc.constantFrom(...PATTERNS), { maxLength: 5 }).map((ps) => JSON.stringify(ps));
const command = fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom('', ' && ', ' | ', '; ', ' || '), fc.constantFrom(...WORDS)).map(([a, op, b]) => (op === '' ? a : `${a}${op}${b}`));

describe('ruleMatches: the whole-stack answer for a repeated command is each rule\'s answer alone', () => {
  it('agrees for every rule of generated stacks', () => {
    let positive = 0;
    fc.assert(
      fc.property(list, list, list, command, (deny, ask, allow, cmd) => {
        const load = () => memoryStack({ files: { '/w/.grok/config.toml': `[permission]\ndeny = ${deny}\nask = ${ask}\nallow = ${allow}\n` }, trusted: true });
        const c = (): Call => ({ tool: 'Bash', input: { command: cmd } });
        // Each rule asked once, on a stack of its own: the policy over that rule alone.
        const alone = grok.rules!(load()).map((rec) => {
          const own = load();
          return grok.ruleMatches!(own, grok.rules!(own).find((r) => r.id === rec.id)!, c());
        });
        // After two asks about the command, every answer comes from the whole stack's evaluation.
        const stack = load();
        const rules = grok.rules!(stack);
        if (rules.length > 0) for (let i = 0; i < 2; i++) grok.ruleMatches!(stack, rules[0]!, c());
        const whole = rules.map((r) => grok.ruleMatches!(stack, r, c()));
        expect(whole).toEqual(alone);
        positive += alone.filter(Boolean).length;
      }),
      { seed: 18014, numRuns: 300 },
    );
    expect(positive).toBeGreaterThan(100);
  });
});
