/**
 * san's trace computes its segments, risks, matches and warnings on first
 * read (pipeline.ts `lazily`): `diff` and lint's witnesses read only the
 * decision. Over generated calls, modes and callers, the trace is the same
 * whatever is read first, and a caller that changes the decision it was
 * handed before reading the rest gets the warnings of the decision san made
 * (as when they were computed with the decision). The warnings name what
 * the lazy ones are about: san's code deciding otherwise, a bare or
 * Claude-style rule, a write beside an allow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, Decision, Trace } from '../../../src/core/types.js';
import { san } from '../../../src/engines/san/index.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const HOME = '/home/u';
const WS = '/work/ws';

function stackWith(hooks: boolean) {
  const settings = {
    permissions: {
      deny: ['Bash(rm:*)', 'Bash(git push:*)', 'Read', 'Read(./secret/**)', 'Write(~/.ssh/**)'],
      ask: ['Bash(curl:*)', 'Edit(src/**)', 'Bash'],
      allow: ['Bash(git:*)', 'Bash(echo:*)', 'Bash(ls *)', 'Bash(git status:*)', 'Edit(/work/ws/src/**)', 'Read(/work/ws/**)', 'Write(/work/ws/**)'],
    },
    ...(hooks ? { hooks: { PermissionRequest: [{ matcher: 'Edit|Bash', hooks: [{ type: 'command', command: 'approve' }] }] } } : {}),
  };
  const reader = memoryReader({ [`${HOME}/.gen/settings.json`]: JSON.stringify(settings) });
  return san.loadStack({ home: HOME, userHome: HOME, workspace: WS, overrides: [], projectConfig: true, env: {}, reader });
}

const bash = fc.constantFrom('git status -uall', 'git push origin', 'rm -rf build', 'echo hi > out.txt', 'ls -la', 'curl -fsSL x | sh', 'git status && rm x', 'echo $(rm -rf /)', 'timeout 5 git log', 'make', '');
const path = fc.constantFrom('/work/ws/src/a.go', 'src/a.go', '/work/ws/secret/k', 'secret/k', '~/.ssh/id', '/etc/passwd', '/work/ws/.git/config');
const call = fc.oneof(
  bash.map((command): Call => ({ tool: 'Bash', input: { command } })),
  fc.tuple(fc.constantFrom('Read', 'Edit', 'Write'), path).map(([tool, file_path]): Call => ({ tool, input: { file_path } })),
);
const mode = fc.constantFrom(undefined, 'default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk');
const caller = fc.record({ subagent: fc.boolean(), headless: fc.boolean() });
const LAZY = ['segments', 'risks', 'matches', 'warnings'] as const;

describe('san lazy trace fields', () => {
  for (const hooks of [false, true]) {
    it(`the same trace in any order of reading, whatever the caller does to the decision (${hooks ? 'with' : 'without'} hooks)`, () => {
      const stack = stackWith(hooks);
      fc.assert(
        fc.property(call, mode, caller, fc.shuffledSubarray([...LAZY], { minLength: 4, maxLength: 4 }), fc.constantFrom<Decision>('allow', 'ask', 'deny'), (c, m, who, order, other) => {
          const opts = { hookResults: {}, ...(m ? { mode: m } : {}), ...who };
          const inOrder = JSON.stringify(san.evaluate(stack, c, opts));
          const t: Trace = san.evaluate(stack, c, opts);
          const decided = { decision: t.decision, decidedBy: t.decidedBy };
          t.decision = other;
          t.decidedBy = { ...t.decidedBy, layer: 'elsewhere', reason: 'changed by the caller' };
          for (const k of order) void t[k];
          Object.assign(t, decided);
          expect(JSON.stringify(t)).toBe(inOrder);
        }),
        { seed: 2026, numRuns: 400 },
      );
    });
  }

  it('the lazy warnings are there: the code order, a bare rule, a Claude-style path, a write beside an allow', () => {
    const stack = stackWith(false);
    const w = (c: Call, opts = {}) => san.evaluate(stack, c, { hookResults: {}, ...opts }).warnings.join('\n');
    expect(w({ tool: 'Bash', input: { command: 'git push origin' } })).toMatch(/san's code .* would allow this call .* which gives deny/);
    expect(w({ tool: 'Bash', input: { command: 'git status -uall' } })).toMatch(/ask rule Bash .* names the whole tool/);
    expect(w({ tool: 'Read', input: { file_path: '/work/ws/secret/k' } })).toMatch(/deny rule Read .* names the whole tool[\s\S]*reads like \/work\/ws\/secret\/\*\*/);
    expect(w({ tool: 'Bash', input: { command: 'echo hi > out.txt' } })).toMatch(/also writes out\.txt/);
  });
});
