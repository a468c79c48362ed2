/**
 * A hook that matches but is not run decides nothing on a guess: the call
 * stays at ask (decided by `hooks`) and `branches` gives, per verdict san's
 * hooks can give (allow, ask, deny, none: silent or failing, since hooks
 * fail open), the decision of a real evaluation with that verdict pinned.
 * Expected values from san 5e33c937: the PreToolUse wrapper
 * (`preToolHookTool.Execute`: deny blocks, ask forces the prompt, allow
 * waives the gate only if `ResolveHookAllow` agrees: no deny rule, no
 * bypass-immune reason, no ask rule), then `HasPermissionToUseTool`.
 * Fixture san-hooks: allow Bash(git:*), ask Bash(rm:*); PreToolUse#1 on Bash,
 * PermissionRequest#1 on Edit|Write.
 */
import { describe, expect, it } from 'vitest';
import { describeBranches } from '../../../src/core/faithful.js';
import { san } from '../../../src/engines/san/index.js';
import type { HookVerdict } from '../../../src/engines/types.js';
import { fixtureOptions } from '../../helpers/stack.js';

const stack = san.loadStack(fixtureOptions('san-hooks'));

type Outcome = [decision: string, layer: string];
type Row = [what: string, tool: string, input: Record<string, unknown>, mode: string | undefined, hook: string, allow: Outcome, ask: Outcome, deny: Outcome, none: Outcome];

const rows: Row[] = [
  ['an allowed git command', 'Bash', { command: 'git status' }, undefined, 'PreToolUse#1', ['allow', 'settings-rules'], ['ask', 'hooks'], ['deny', 'hooks'], ['allow', 'settings-rules']],
  ['a command no rule names', 'Bash', { command: 'make build' }, undefined, 'PreToolUse#1', ['allow', 'hooks'], ['ask', 'hooks'], ['deny', 'hooks'], ['ask', 'default']],
  ['an ask rule outranks a hook allow', 'Bash', { command: 'rm notes.txt' }, undefined, 'PreToolUse#1', ['ask', 'settings-rules'], ['ask', 'settings-rules'], ['deny', 'hooks'], ['ask', 'settings-rules']],
  ['the floor outranks a hook allow, even in bypass', 'Bash', { command: 'git push --force' }, 'bypassPermissions', 'PreToolUse#1', ['ask', 'settings-rules'], ['ask', 'settings-rules'], ['deny', 'hooks'], ['ask', 'settings-rules']],
  ['dontAsk turns the asks into denies', 'Bash', { command: 'make build' }, 'dontAsk', 'PreToolUse#1', ['allow', 'hooks'], ['deny', 'prompt'], ['deny', 'hooks'], ['deny', 'prompt']],
  ['a PermissionRequest hook before the prompt', 'Edit', { file_path: 'src/main.go' }, undefined, 'PermissionRequest#1', ['allow', 'hooks'], ['ask', 'hooks'], ['deny', 'hooks'], ['ask', 'default']],
];

describe('san branches over an unrun hook', () => {
  it.each(rows)('%s', (_what, tool, input, mode, hook, ...outcomes) => {
    const opts = { hookResults: {}, ...(mode ? { mode } : {}) };
    const t = san.evaluate(stack, { tool, input }, opts);
    expect([t.decision, t.decidedBy.layer]).toEqual(['ask', 'hooks']);
    expect(t.branches.map((b) => [b.on, b.verdict, b.decision, b.layer])).toEqual(
      (['allow', 'ask', 'deny', 'none'] as const).map((v, i) => [`hook '${hook}'`, v, ...outcomes[i]!]),
    );
    // --hook-result NAME=deny gives the deny branch exactly
    const pinned = san.evaluate(stack, { tool, input }, { ...opts, hookResults: { [hook]: 'deny' as HookVerdict } });
    const deny = t.branches.find((b) => b.verdict === 'deny')!;
    expect([pinned.decision, pinned.decidedBy.layer, pinned.decidedBy.reason]).toEqual([deny.decision, deny.layer, deny.reason]);
    expect(pinned.branches).toEqual([]);
  });

  it('words the branches for a person', () => {
    const t = san.evaluate(stack, { tool: 'Bash', input: { command: 'git status' } }, { hookResults: {} });
    expect(describeBranches(t.branches)).toEqual(["ALLOW if hook 'PreToolUse#1' allows or is silent; ASK if hook 'PreToolUse#1' asks; DENY if hook 'PreToolUse#1' denies"]);
  });

  it('a call no hook matches has no branches (Read: a safe tool, no PreToolUse hook on it)', () => {
    const t = san.evaluate(stack, { tool: 'Read', input: { file_path: '/x' } }, { hookResults: {} });
    expect(t.branches).toEqual([]);
    expect(t.decision).toBe('allow');
  });
});
