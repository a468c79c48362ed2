/**
 * A hook that matches but is not run decides nothing on a guess: the call
 * stays at ask (decided by `hooks`) and `branches` gives, per verdict san's
 * hooks can give (allow, ask, deny, none: silent or failing, since hooks
 * fail open), the decision of a real evaluation with that verdict pinned.
 * Expected values from san 5e33c937: only PermissionRequest hooks run, where
 * the gate asks (internal/app/input/approval_flow.go
 * `HandlePermissionRequest`, `HandleHookPermissionResult`: a block denies;
 * an allow runs the call only if `ResolveHookAllow` agrees: no deny rule, no
 * bypass-immune reason, no ask rule; anything else shows the prompt).
 * Stack: allow Bash(git:*), ask Bash(rm:*), one PermissionRequest hook on
 * every tool, one PreToolUse hook (never run at the pin).
 */
import { describe, expect, it } from 'vitest';
import { describeBranches } from '../../../src/core/faithful.js';
import { san } from '../../../src/engines/san/index.js';
import type { HookVerdict } from '../../../src/engines/types.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const settings = {
  permissions: { allow: ['Bash(git:*)'], ask: ['Bash(rm:*)'] },
  hooks: {
    PreToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: 'pre-guard' }] }],
    PermissionRequest: [{ matcher: '*', hooks: [{ type: 'command', command: 'gate' }] }],
  },
};
const stack = san.loadStack({ home: '/h', userHome: '/h', workspace: '/w', overrides: [], projectConfig: true, env: {}, reader: memoryReader({ '/h/.gen/settings.json': JSON.stringify(settings) }) });
const HOOK = 'PermissionRequest#1';

type Outcome = [decision: string, layer: string];
type Row = [what: string, tool: string, input: Record<string, unknown>, ctx: Record<string, unknown>, allow: Outcome, ask: Outcome, deny: Outcome, none: Outcome];

const rows: Row[] = [
  ['a command no rule names', 'Bash', { command: 'make build' }, {}, ['allow', 'hooks'], ['ask', 'hooks'], ['deny', 'hooks'], ['ask', 'default']],
  ['an ask rule outranks a hook allow', 'Bash', { command: 'rm notes.txt' }, {}, ['ask', 'settings-rules'], ['ask', 'settings-rules'], ['deny', 'hooks'], ['ask', 'settings-rules']],
  ['the floor outranks a hook allow', 'Bash', { command: 'git push --force' }, {}, ['ask', 'settings-rules'], ['ask', 'settings-rules'], ['deny', 'hooks'], ['ask', 'settings-rules']],
  ['an edit before the prompt', 'Edit', { file_path: '/w/src/main.go' }, {}, ['allow', 'hooks'], ['ask', 'hooks'], ['deny', 'hooks'], ['ask', 'default']],
  ['a subagent (seed: the hook fires before the auto-deny)', 'Bash', { command: 'make build' }, { subagent: true }, ['allow', 'hooks'], ['deny', 'prompt'], ['deny', 'hooks'], ['deny', 'prompt']],
];

describe('san branches over an unrun PermissionRequest hook', () => {
  it.each(rows)('%s', (_what, tool, input, ctx, ...outcomes) => {
    const opts = { hookResults: {}, ...ctx };
    const t = san.evaluate(stack, { tool, input }, opts);
    expect([t.decision, t.decidedBy.layer]).toEqual(['ask', 'hooks']);
    expect(t.branches.map((b) => [b.on, b.verdict, b.decision, b.layer])).toEqual(
      (['allow', 'ask', 'deny', 'none'] as const).map((v, i) => [`hook '${HOOK}'`, v, ...outcomes[i]!]),
    );
    // --hook-result NAME=deny gives the deny branch exactly
    const pinned = san.evaluate(stack, { tool, input }, { ...opts, hookResults: { [HOOK]: 'deny' as HookVerdict } });
    const deny = t.branches.find((b) => b.verdict === 'deny')!;
    expect([pinned.decision, pinned.decidedBy.layer, pinned.decidedBy.reason]).toEqual([deny.decision, deny.layer, deny.reason]);
    expect(pinned.branches).toEqual([]);
  });

  it('words the branches for a person', () => {
    const t = san.evaluate(stack, { tool: 'Bash', input: { command: 'make build' } }, { hookResults: {} });
    expect(describeBranches(t.branches)).toEqual(["ALLOW if hook 'PermissionRequest#1' allows; ASK if it asks or is silent; DENY if it denies"]);
  });

  type Settled = [what: string, tool: string, input: Record<string, unknown>, ctx: Record<string, unknown>, decision: string, layer: string];
  const settled: Settled[] = [
    // the gate allows: no approval request, so no PermissionRequest hook; the PreToolUse hook never runs
    ['an allowed command', 'Bash', { command: 'git status' }, {}, 'allow', 'settings-rules'],
    // a safe tool: the mode allows it
    ['a safe tool', 'Read', { file_path: '/x' }, {}, 'allow', 'mode-policy'],
    // dontAsk and headless: coerceAsk denies before any approval request
    ['dontAsk', 'Bash', { command: 'make build' }, { mode: 'dontAsk' }, 'deny', 'prompt'],
    ['headless', 'Bash', { command: 'make build' }, { headless: true }, 'deny', 'prompt'],
  ];
  it.each(settled)('no branches where no hook decides: %s', (_what, tool, input, ctx, decision, layer) => {
    const t = san.evaluate(stack, { tool, input }, { hookResults: {}, ...ctx });
    expect([t.decision, t.decidedBy.layer]).toEqual([decision, layer]);
    expect(t.branches).toEqual([]);
    expect(t.unknowns).toEqual([]);
  });
});
