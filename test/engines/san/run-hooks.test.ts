/**
 * san's hook protocol with --run-hooks, through an injected runner (no
 * process is started), as of 5e33c937: only PermissionRequest hooks run
 * (approval_flow.go); snake_case JSON on stdin, exit 2 blocks, any other
 * failure fails open, the `decision` with its session mutations, and a
 * rewritten input that runs while the original is checked.
 */
import { describe, expect, it } from 'vitest';
import { san } from '../../../src/engines/san/index.js';
import type { HookInvocation, HookRunner } from '../../../src/engines/types.js';
import { fixtureOptions } from '../../helpers/stack.js';

const stack = san.loadStack(fixtureOptions('san-hooks'));

type Reply = { exitCode?: number | null; stdout?: string; stderr?: string; timedOut?: boolean };

function runner(reply: Reply | ((h: HookInvocation) => Reply), seen: HookInvocation[] = []): HookRunner {
  return (h) => {
    seen.push(h);
    const r = typeof reply === 'function' ? reply(h) : reply;
    return { exitCode: r.exitCode === undefined ? 0 : r.exitCode, stdout: r.stdout ?? '', stderr: r.stderr ?? '', timedOut: r.timedOut ?? false };
  };
}

const bash = (command: string, runHook: HookRunner) => san.evaluate(stack, { tool: 'Bash', input: { command } }, { hookResults: {}, runHook });
const edit = (path: string, runHook: HookRunner, mode?: string) =>
  san.evaluate(stack, { tool: 'Edit', input: { file_path: path } }, { hookResults: {}, runHook, ...(mode ? { mode } : {}) });


describe('san hooks, run', () => {
  it("never runs a PreToolUse hook at 5e33c937 (hook.Engine.FilterToolCalls has no caller), even with --run-hooks", () => {
    const seen: HookInvocation[] = [];
    const t = bash('git status', runner({ exitCode: 2, stderr: 'no git today' }, seen));
    expect(seen).toEqual([]);
    expect(t.decision).toBe('allow');
    expect(t.decidedBy.layer).toBe('settings-rules');
    expect(t.warnings.join('\n')).toContain('never runs PreToolUse hooks');
  });

  it("sends san's snake_case input on stdin and its environment", () => {
    const seen: HookInvocation[] = [];
    edit('src/main.go', runner({ stdout: '' }, seen));
    expect(seen).toHaveLength(1);
    const input = JSON.parse(seen[0]!.stdin!);
    expect(input).toMatchObject({ hook_event_name: 'PermissionRequest', tool_name: 'Edit', permission_mode: 'default' });
    expect(Object.keys(input)).toEqual(expect.arrayContaining(['session_id', 'transcript_path', 'cwd', 'tool_use_id', 'tool_input']));
    // Engine.buildEnv (internal/hook/executor.go): each variable under GEN_ and its CLAUDE_ alias.
    expect(seen[0]!.env).toMatchObject({ GEN_EVENT_TYPE: 'PermissionRequest', CLAUDE_EVENT_TYPE: 'PermissionRequest', GEN_TOOL_NAME: 'Edit', CLAUDE_TOOL_NAME: 'Edit' });
    expect(seen[0]!.env.GEN_PROJECT_DIR).toBe(seen[0]!.cwd);
    expect(seen[0]!.env.CLAUDE_PROJECT_DIR).toBe(seen[0]!.cwd);
    expect(seen[0]!.env).not.toHaveProperty('EVENT_TYPE');
    expect(seen[0]!.timeoutMs).toBe(600_000);
  });

  it('exit 2 blocks with stderr as the reason', () => {
    const t = edit('src/main.go', runner({ exitCode: 2, stderr: 'no edits today\n' }));
    expect(t.decision).toBe('deny');
    expect(t.decidedBy.layer).toBe('hooks');
    expect(t.decidedBy.reason).toContain('no edits today');
  });

  it.each([
    ['a non-zero exit', { exitCode: 1, stderr: 'jq: command not found' }],
    ['a timeout', { exitCode: null, timedOut: true }],
    ['output that is not JSON', { stdout: 'ok!' }],
  ] as const)('%s fails open: the prompt is shown', (_what, reply) => {
    const t = edit('src/main.go', runner(reply));
    expect(t.decision).toBe('ask');
    expect(t.decidedBy.layer).toBe('default');
    expect(t.warnings.join('\n')).toContain('fail open');
  });

  it('reads hookSpecificOutput.decision.behavior', () => {
    const pr = (behavior: string) => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior, message: 'nope' } } });
    expect(edit('src/main.go', runner({ stdout: pr('deny') })).decision).toBe('deny');
    const allowed = edit('src/main.go', runner({ stdout: pr('allow') }));
    expect([allowed.decision, allowed.decidedBy.layer]).toEqual(['allow', 'hooks']);
    expect(edit('src/main.go', runner({ stdout: pr('ask') })).decision).toBe('ask');
  });

  it('continue: false blocks; a top-level "decision" is not part of san\'s protocol', () => {
    expect(edit('src/main.go', runner({ stdout: JSON.stringify({ continue: false, stopReason: 'stop' }) })).decision).toBe('deny');
    expect(edit('src/main.go', runner({ stdout: JSON.stringify({ decision: 'block' }) })).decision).toBe('ask');
  });

  it('a rewritten input runs, but san checks the original', () => {
    const stdout = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior: 'allow', updatedInput: { file_path: '/x/.git/config' } } } });
    const t = edit('src/main.go', runner({ stdout }));
    expect(t.decision).toBe('allow');
    expect(t.warnings.join('\n')).toContain('checks the original input');
  });

  it('a PermissionRequest allow may switch the mode and add session rules for later calls', () => {
    const stdout = JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PermissionRequest',
        decision: {
          behavior: 'allow',
          updatedPermissions: [
            { type: 'setMode', mode: 'acceptEdits', destination: 'session' },
            { type: 'setMode', mode: 'bypassPermissions', destination: 'session' },
            { type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'npm' }], behavior: 'deny', destination: 'session' },
            { type: 'addRules', rules: [{ toolName: 'Write' }], behavior: 'allow', destination: 'session' },
          ],
        },
      },
    });
    const t = edit('src/main.go', runner({ stdout }));
    expect(t.decision).toBe('allow');
    const w = t.warnings.join('\n');
    expect(w).toContain('switches the session to mode acceptEdits');
    expect(w).toContain('refuses a hook that sets bypass mode');
    expect(w).toContain('adds session allow rule Bash(npm:*)');
    expect(w).toContain('refuses a whole-tool rule');
  });

  it('a PermissionRequest hook does not fire when the mode settles the call', () => {
    const seen: HookInvocation[] = [];
    const t = edit('src/main.go', runner({ stdout: '' }, seen), 'acceptEdits');
    expect(t.decision).toBe('allow');
    expect(seen).toHaveLength(0);
  });
});
