/**
 * --run-hooks against real hook scripts (test/fixtures/grok-hooks/workspace/bin)
 * and a scripted runner for the failures a script cannot produce quickly:
 * camelCase JSON on stdin, `{decision}` on stdout, exit 2 denies, Claude-style
 * permissionDecision ignored, timeouts and crashes fail open.
 */
import { describe, expect, it } from 'vitest';
import { runHookProcess } from '../../../src/io/hooks.js';
import type { HookInvocation, HookRunner } from '../../../src/engines/types.js';
import { explainGrok, grokStack } from './helpers.js';

const stack = () => grokStack('grok-hooks');

describe('grok hooks, run for real', () => {
  it('a JSON deny on stdout stops the call', () => {
    const t = explainGrok(stack(), { command: 'rm -rf build' }, {}, {}, runHookProcess);
    expect([t.decision, t.decidedBy.layer]).toEqual(['deny', 'hooks']);
    expect(t.decidedBy.reason).toContain('rm -rf is not allowed here');
  });

  it('an allow only declines to deny; the Claude-style permissionDecision is ignored with a warning', () => {
    const t = explainGrok(stack(), { command: 'npm test' }, {}, {}, runHookProcess);
    expect([t.decision, t.decidedBy.layer]).toEqual(['allow', 'policy']);
    expect(t.warnings.some((w) => w.includes("hook 'echo' answered with Claude-style permissionDecision"))).toBe(true);
    expect(t.unknowns).toEqual([]);
  });

  it('exit code 2 denies with the first stderr line as the reason', () => {
    const t = explainGrok(stack(), { tool: 'Edit', input: { file_path: 'src/a.rs' } }, {}, {}, runHookProcess);
    expect([t.decision, t.decidedBy.layer]).toEqual(['deny', 'hooks']);
    expect(t.decidedBy.reason).toContain('edits are frozen');
  });

  it('a crash with no JSON fails open and is reported', () => {
    const t = explainGrok(stack(), { command: 'npm test -- crash' }, {}, {}, runHookProcess);
    expect(t.decision).not.toBe('deny');
    expect(t.warnings.some((w) => w.includes("hook 'bash-guard' (ran) gave no verdict (exit code 3)") && w.includes('fails open'))).toBe(true);
  });
});

describe('grok hooks, scripted runner', () => {
  const seen: HookInvocation[] = [];
  const runner = (answer: ReturnType<HookRunner>): HookRunner => (h) => {
    seen.push(h);
    return answer;
  };

  it('sends the event as camelCase JSON on stdin', () => {
    seen.length = 0;
    explainGrok(stack(), { command: 'npm test' }, {}, {}, runner({ exitCode: 0, stdout: '', stderr: '', timedOut: false }));
    const ev = JSON.parse(seen[0]!.stdin!) as Record<string, unknown>;
    expect(ev).toMatchObject({ hookEventName: 'pre_tool_use', toolName: 'run_terminal_command', toolInput: { command: 'npm test' }, permissionMode: 'default' });
    expect(seen[0]!.timeoutMs).toBe(10_000);
  });

  it('a timeout fails open', () => {
    const t = explainGrok(stack(), { command: 'npm test' }, {}, {}, runner({ exitCode: null, stdout: '', stderr: '', timedOut: true }));
    expect(t.decision).toBe('allow');
    expect(t.warnings.some((w) => w.includes('timed out after 10s'))).toBe(true);
  });

  it('a deny in stdout counts whatever the exit code; malformed output fails open', () => {
    const deny = explainGrok(stack(), { command: 'npm test' }, {}, {}, runner({ exitCode: 1, stdout: '{"decision":"deny","reason":"no"}', stderr: '', timedOut: false }));
    expect([deny.decision, deny.decidedBy.layer]).toEqual(['deny', 'hooks']);
    const junk = explainGrok(stack(), { command: 'npm test' }, {}, {}, runner({ exitCode: 0, stdout: 'hello', stderr: '', timedOut: false }));
    expect(junk.decision).toBe('allow');
    expect(junk.warnings.some((w) => w.includes('stdout is not a JSON object'))).toBe(true);
  });

  it('updatedInput rewrites the call before the rules see it', () => {
    const t = explainGrok(stack(), { command: 'make' }, {}, {}, runner({ exitCode: 0, stdout: '{"hookSpecificOutput":{"hookEventName":"PreToolUse","updatedInput":{"command":"npm test"}}}', stderr: '', timedOut: false }));
    expect(t.call.input).toEqual({ command: 'npm test' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['allow', 'policy']);
  });
});
