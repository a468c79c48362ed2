/**
 * san's hook protocol with --run-hooks, through an injected runner (no
 * process is started): snake_case JSON on stdin, exit 2 blocks, any other
 * failure fails open, `hookSpecificOutput.permissionDecision`, the
 * PermissionRequest `decision` with its session mutations, and a rewritten
 * input evaluated again.
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

const pre = (decision: string, extra: Record<string, unknown> = {}) => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: decision, ...extra } });

describe('san hooks, run', () => {
  it('sends san\'s snake_case input on stdin and its environment', () => {
    const seen: HookInvocation[] = [];
    bash('git status', runner({ stdout: '' }, seen));
    expect(seen).toHaveLength(1);
    const input = JSON.parse(seen[0]!.stdin!);
    expect(input).toMatchObject({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git status' }, permission_mode: 'default' });
    expect(Object.keys(input)).toEqual(expect.arrayContaining(['session_id', 'transcript_path', 'cwd', 'tool_use_id']));
    expect(seen[0]!.env).toMatchObject({ EVENT_TYPE: 'PreToolUse', TOOL_NAME: 'Bash' });
    expect(seen[0]!.timeoutMs).toBe(5000);
  });

  it('exit 2 blocks with stderr as the reason, even over an allow rule', () => {
    const t = bash('git status', runner({ exitCode: 2, stderr: 'no git today\n' }));
    expect(t.decision).toBe('deny');
    expect(t.decidedBy.layer).toBe('hooks');
    expect(t.decidedBy.reason).toContain('no git today');
  });

  it.each([
    ['a non-zero exit', { exitCode: 1, stderr: 'jq: command not found' }],
    ['a timeout', { exitCode: null, timedOut: true }],
    ['output that is not JSON', { stdout: 'ok!' }],
  ] as const)('%s fails open', (_what, reply) => {
    const t = bash('git status', runner(reply));
    expect(t.decision).toBe('allow');
    expect(t.warnings.join('\n')).toContain('fail open');
  });

  it('reads hookSpecificOutput.permissionDecision', () => {
    expect(bash('git status', runner({ stdout: pre('deny', { permissionDecisionReason: 'nope' }) })).decision).toBe('deny');
    expect(bash('git status', runner({ stdout: pre('ask') })).decision).toBe('ask');
    const allowed = bash('make build', runner({ stdout: pre('allow') }));
    expect(allowed.decision).toBe('allow');
    expect(allowed.decidedBy.layer).toBe('hooks');
  });

  it('continue: false blocks; a top-level "decision" is not part of san\'s protocol', () => {
    expect(bash('git status', runner({ stdout: JSON.stringify({ continue: false, stopReason: 'stop' }) })).decision).toBe('deny');
    expect(bash('git status', runner({ stdout: JSON.stringify({ decision: 'block' }) })).decision).toBe('allow');
  });

  it('evaluates a rewritten input again from the first source', () => {
    const t = bash('git status', runner({ stdout: pre('allow', { updatedInput: { command: 'rm notes.txt' } }) }));
    expect(t.call.input).toEqual({ command: 'rm notes.txt' });
    expect(t.decision).toBe('ask');
    expect(t.decidedBy.reason).toContain('Bash(rm:*)');
    expect(t.warnings.join('\n')).toContain('rewrote the input');
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
