/**
 * PreToolUse hooks run through an injected runner (what --run-hooks
 * provides): exit codes, JSON decisions, rewritten input, defer, timeouts.
 * The runner here is a pure function, so nothing is executed.
 */
import { describe, expect, it } from 'vitest';
import type { HookInvocation, HookRunner } from '../../../src/engines/types.js';
import { check, runCase } from './helpers.js';

type Reply = { exitCode?: number | null; stdout?: string; stderr?: string; timedOut?: boolean };

/** A runner answering each hook by name; `audit.sh` is the fixture's catch-all Bash hook. */
function runner(replies: Record<string, Reply>, seen: HookInvocation[] = []): HookRunner {
  return (h) => {
    seen.push(h);
    const r = replies[h.name] ?? { exitCode: 0, stdout: '' };
    return { exitCode: r.exitCode === undefined ? 0 : r.exitCode, stdout: r.stdout ?? '', stderr: r.stderr ?? '', timedOut: r.timedOut ?? false };
  };
}

const decision = (d: string, extra: Record<string, unknown> = {}) => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: d, ...extra } });

describe('claude hooks run through the injected runner', () => {
  it('exit 2 blocks whatever stdout says', () => {
    check({ name: 'run-exit-2', fixture: 'claude-hooks', command: 'npm test', runHook: runner({ 'audit.sh': { exitCode: 2, stdout: decision('allow'), stderr: 'blocked by policy' } }), decision: 'deny', layer: 'hooks', because: 'exit code 2' });
  });

  it('a JSON allow skips the prompt', () => {
    check({ name: 'run-allow', fixture: 'claude-hooks', command: 'npm install', runHook: runner({ 'audit.sh': { stdout: decision('allow', { permissionDecisionReason: 'ok' }) } }), decision: 'allow', layer: 'hooks' });
  });

  it('the legacy decision approve means allow', () => {
    check({ name: 'run-legacy', fixture: 'claude-hooks', command: 'npm install', runHook: runner({ 'audit.sh': { stdout: JSON.stringify({ decision: 'approve' }) } }), decision: 'allow', layer: 'hooks' });
  });

  it('rules are checked against the rewritten input', () => {
    const t = check({
      name: 'run-updated-input',
      fixture: 'claude-hooks',
      command: 'npm test',
      runHook: runner({ 'audit.sh': { stdout: decision('allow', { updatedInput: { command: 'rm -rf /tmp' } }) } }),
      decision: 'deny',
      layer: 'deny-rules',
      warns: 'rewrote the input',
    });
    expect(t.call.input.command).toBe('rm -rf /tmp');
  });

  it('defer hands a non-interactive call back to its caller', () => {
    check({ name: 'run-defer-headless', fixture: 'claude-hooks', command: 'npm install', ctx: { headless: true }, runHook: runner({ 'audit.sh': { stdout: decision('defer') } }), decision: 'ask', layer: 'hooks', because: 'handed back' });
  });

  it('defer has no effect in an interactive session', () => {
    check({ name: 'run-defer-interactive', fixture: 'claude-hooks', command: 'npm test', runHook: runner({ 'audit.sh': { stdout: decision('defer') } }), decision: 'allow', layer: 'allow-rules', warns: 'only a non-interactive' });
  });

  it('a timed-out hook gives no verdict and the call goes on', () => {
    check({ name: 'run-timeout', fixture: 'claude-hooks', command: 'npm test', runHook: runner({ 'audit.sh': { exitCode: null, timedOut: true } }), decision: 'allow', layer: 'allow-rules', warns: 'timed out' });
  });

  it('exit 1 without JSON is a non-blocking error', () => {
    check({ name: 'run-exit-1', fixture: 'claude-hooks', command: 'npm test', runHook: runner({ 'audit.sh': { exitCode: 1, stdout: 'oops' } }), decision: 'allow', layer: 'allow-rules', warns: 'non-blocking error' });
  });

  it('a JSON decision counts on any exit code but 2', () => {
    check({ name: 'run-exit-1-json', fixture: 'claude-hooks', command: 'npm test', runHook: runner({ 'audit.sh': { exitCode: 1, stdout: decision('deny') } }), decision: 'deny', layer: 'hooks' });
  });

  it('a simulated result wins over running, and http hooks are never run', () => {
    const seen: HookInvocation[] = [];
    const t = runCase({ name: 'x', fixture: 'claude-hooks', command: 'npm test', hooks: { 'audit.sh': 'allow' }, runHook: runner({}, seen), decision: 'allow', layer: 'hooks' });
    expect(seen).toEqual([]);
    expect(t.decision).toBe('allow');
    const w = runCase({ name: 'x', fixture: 'claude-hooks', tool: 'Write', input: { file_path: 'a.txt' }, runHook: runner({}, seen), decision: 'ask', layer: 'hooks' });
    expect(seen).toEqual([]);
    expect(w.unknowns.join('\n')).toContain('http');
  });

  it('sends the PreToolUse input on stdin with the project directory', () => {
    const seen: HookInvocation[] = [];
    runCase({ name: 'x', fixture: 'claude-hooks', command: 'npm test', runHook: runner({}, seen), decision: 'allow', layer: 'x' });
    const h = seen.find((x) => x.name === 'audit.sh')!;
    const input = JSON.parse(h.stdin!);
    expect(input).toMatchObject({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'npm test' }, permission_mode: 'default' });
    expect(h.env.CLAUDE_PROJECT_DIR).toBe(h.cwd);
    expect(h.timeoutMs).toBe(5000);
  });
});
