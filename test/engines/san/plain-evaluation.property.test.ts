/**
 * A Bash command of plain words is decided over `plainReading`
 * (call-view.ts), without whale-perm's analysis, which is made only when the
 * trace's segment rows, risks or matches are read. Over generated commands
 * (plain words and not), stacks, modes, callers and hook verdicts, the
 * whole trace, read in any order, is exactly the trace of the evaluation
 * that reads every command through the analysis (`evaluateSanAnalysed`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, Trace } from '../../../src/core/types.js';
import { san } from '../../../src/engines/san/index.js';
import { evaluateSanAnalysed } from '../../../src/engines/san/pipeline.js';
import type { HookVerdict } from '../../../src/engines/types.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const HOME = '/home/u';
const WS = '/work/ws';

function stackWith(hooks: boolean, session: string[]) {
  const filler = Array.from({ length: 12 }, (_, i) => `Bash(tool${i}:*)`);
  const settings = {
    permissions: {
      deny: ['Bash(rm:*)', 'Bash(git push:*)', 'Bash(dd:*)', ...filler],
      ask: ['Bash(curl:*)', 'Bash(git reset*)', 'Bash', ...filler],
      allow: ['Bash(git:*)', 'Bash(ls *)', 'Bash(npm test)', 'Bash(x1)', 'Bash(echo:*)', 'Bash(cat:*)', 'Bash(chmod:*)', ...filler],
    },
    ...(hooks ? { hooks: { PermissionRequest: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'approve' }] }], PreToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: 'pre' }] }] } } : {}),
  };
  const reader = memoryReader({ [`${HOME}/.gen/settings.json`]: JSON.stringify(settings) });
  return san.loadStack({ home: HOME, userHome: HOME, workspace: WS, overrides: [], projectConfig: true, env: {}, reader, sessionRules: session });
}

const NAMES = ['git', 'ls', 'rm', 'npm', 'curl', 'cat', 'echo', 'dd', 'chmod', 'x1', 'sudo', 'timeout', 'eval', 'source', 'cd', 'find', 'mkfs', 'a-b'];
const ARGS = ['-rf', 'status', 'push', 'reset', '--hard', 'test', 'x0', 'a=b', 'if=/dev/sda', '777', 'foo:bar', '/etc/passwd', 'IFS=x', '/proc/self/environ', 'a/b', '.', '-c', '30s', 'x1', 'zmodload'];
const plainCommand = fc.tuple(fc.constantFrom(...NAMES), fc.array(fc.constantFrom(...ARGS, ...NAMES), { maxLength: 4 })).map(([n, as]) => [n, ...as].join(' '));
const otherCommand = fc.constantFrom('git status && rm -rf x', 'echo $(rm x)', 'ls | sh', 'git  status', 'cd x && git push', 'cat > /etc/x', '', '  ls', 'echo "a b"');
const command = fc.oneof({ weight: 4, arbitrary: plainCommand }, { weight: 1, arbitrary: otherCommand });
const mode = fc.constantFrom(undefined, 'default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk');
const caller = fc.record({ subagent: fc.boolean(), headless: fc.boolean() });
const verdict = fc.constantFrom<HookVerdict | undefined>(undefined, 'allow', 'ask', 'deny', 'error');
const LAZY = ['segments', 'risks', 'matches', 'warnings', 'branches'] as const;

describe('san decides plain words without the analysis, and the trace is the analysed one', () => {
  for (const hooks of [false, true]) {
    it(`any command, mode, caller and hook verdict (${hooks ? 'with' : 'without'} hooks)`, () => {
      const stacks = [stackWith(hooks, []), stackWith(hooks, ['Bash(npm:*)', 'Bash(git status)'])];
      fc.assert(
        fc.property(command, fc.constantFrom(0, 1), mode, caller, verdict, fc.shuffledSubarray([...LAZY], { minLength: 5, maxLength: 5 }), (cmd, which, m, who, v) => {
          const stack = stacks[which]!;
          const opts = { hookResults: v ? { 'PermissionRequest#1': v } : {}, ...(m ? { mode: m } : {}), ...who };
          const call: Call = { tool: 'Bash', input: { command: cmd } };
          const want = JSON.stringify(evaluateSanAnalysed(stack, { tool: 'Bash', input: { command: cmd } }, opts));
          const t: Trace = san.evaluate(stack, call, opts);
          expect(JSON.stringify(t), cmd).toBe(want);
        }),
        { seed: 4242, numRuns: 600 },
      );
    });
  }

  it('in any order of reading, the decision first', () => {
    const stack = stackWith(true, ['Bash(npm:*)']);
    fc.assert(
      fc.property(plainCommand, mode, fc.shuffledSubarray([...LAZY], { minLength: 5, maxLength: 5 }), (cmd, m, order) => {
        const opts = { hookResults: {}, ...(m ? { mode: m } : {}) };
        const want = JSON.stringify(evaluateSanAnalysed(stack, { tool: 'Bash', input: { command: cmd } }, opts));
        const t = san.evaluate(stack, { tool: 'Bash', input: { command: cmd } }, opts);
        void t.decision;
        for (const k of order) void t[k];
        expect(JSON.stringify(t), cmd).toBe(want);
      }),
      { seed: 77, numRuns: 400 },
    );
  });

  it('the generator reaches what the analysis alone gives: a segment row, a risk, a match with its rule', () => {
    const stack = stackWith(false, []);
    const t = san.evaluate(stack, { tool: 'Bash', input: { command: 'rm -rf x0' } }, { hookResults: {} });
    expect(t.segments).toHaveLength(1);
    expect(t.matches?.[0]).toMatchObject({ effect: 'decided' });
    expect(san.evaluate(stack, { tool: 'Bash', input: { command: 'echo x0' } }, { hookResults: {} }).decision).toBe('allow');
  });
});
