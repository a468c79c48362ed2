/**
 * Gemini CLI's decisions, case by case. Each expectation follows
 * gemini-cli-core 0.61.0 (policy/policy-engine.ts check / checkShellCommand /
 * applyShellHeuristics, policy/toml-loader.ts, utils/shell-utils.ts), and the
 * same cases agree with the real package in `npm run test:peers`.
 */
import { describe, expect, it } from 'vitest';
import { explain, geminiStack, rule } from './helpers.js';

const GIT_STATUS_RM = { user: { 'user.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'git status', decision: 'allow', priority: 100 }) + rule({ toolName: 'run_shell_command', commandPrefix: 'rm', decision: 'deny', priority: 200 }) } };

describe('gemini decisions', () => {
  it('splits a chain and the deny part wins, naming the rule, its tier and priority 4.2', () => {
    const t = explain(geminiStack(GIT_STATUS_RM), 'git status && rm -rf build');
    expect(t.decision).toBe('deny');
    expect(t.decidedBy.layer).toBe('policy');
    expect(t.decidedBy.reason).toContain('commandPrefix "rm"');
    expect(t.decidedBy.reason).toContain('User: user.toml');
    expect(t.decidedBy.reason).toContain('tier user');
    expect(t.decidedBy.reason).toContain('priority 4.2');
    expect(t.decidedBy.source).toMatchObject({ line: 6 });
    expect(t.segments.map((s) => [s.text, s.decision])).toEqual([
      ['git status', 'allow'],
      ['rm -rf build', 'deny'],
    ]);
  });

  const none = geminiStack({});
  it.each([
    // [command, expected decision, why]
    ['ls -la', 'allow', 'known-safe upgrades the built-in ask'],
    ['ls && pwd', 'ask', 'parts are re-checked with heuristics off'],
    ['rm -rf build', 'ask', 'built-in shell rule asks'],
    ['cat /etc/passwd', 'ask', 'a path outside the workspace is not known-safe'],
    ['git status', 'allow', 'read-only git is known-safe'],
    ['git -c core.pager=sh log', 'ask', 'git -c is dangerous'],
    ['echo "$(date)"', 'deny', 'the shell tool refuses command substitution'],
    ['echo "unterminated', 'ask', 'a parse error falls back to the default'],
  ])('no user rules: %s → %s (%s)', (command, decision) => {
    expect(explain(none, command).decision).toBe(decision);
  });

  it('headless: ask becomes deny', () => {
    const t = explain(none, 'rm -rf build', { headless: true });
    expect(t.decision).toBe('deny');
  });

  it('yolo allows what no user deny stops; a user deny still wins', () => {
    expect(explain(none, 'rm -rf build', { mode: 'yolo' }).decision).toBe('allow');
    expect(explain(geminiStack(GIT_STATUS_RM), 'rm -rf build', { mode: 'yolo' }).decision).toBe('deny');
  });

  it('plan mode denies, but a user allow outranks the plan catch-all', () => {
    expect(explain(none, 'git status', { mode: 'plan' }).decision).toBe('deny');
    expect(explain(geminiStack(GIT_STATUS_RM), 'git status', { mode: 'plan' }).decision).toBe('allow');
  });

  it('redirection downgrades an allow to ask, unless allowRedirection or autoEdit', () => {
    const ls = (extra: Record<string, boolean> = {}) => geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'ls', decision: 'allow', priority: 100, ...extra }) } });
    expect(explain(ls(), 'ls > out.txt').decision).toBe('ask');
    expect(explain(ls({ allowRedirection: true }), 'ls > out.txt').decision).toBe('allow');
    expect(explain(ls(), 'ls > out.txt', { mode: 'autoEdit' }).decision).toBe('allow');
  });

  it('heuristics are skipped for prefix rules: an allow on rm lets rm -rf through', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'rm', decision: 'allow', priority: 100 }) } });
    expect(explain(s, 'rm -rf build').decision).toBe('allow');
  });

  it('bash -c is unwrapped and re-checked; bash -x -c is not', () => {
    const s = geminiStack(GIT_STATUS_RM);
    expect(explain(s, 'bash -c "rm -rf x"').decision).toBe('deny');
    expect(explain(s, 'bash -x -c "rm -rf /"').decision).toBe('ask');
  });

  it('a wrapper hides rm from the deny rule: ask, with a risk', () => {
    const t = explain(geminiStack(GIT_STATUS_RM), 'timeout 5 rm -rf build');
    expect(t.decision).toBe('ask');
    expect(t.risks).toEqual([expect.objectContaining({ kind: 'agent-misses', message: expect.stringContaining("bash runs 'rm -rf build'") })]);
  });

  it('an untrusted folder makes git ask and forces the mode back to default', () => {
    const s = geminiStack({}, false);
    expect(explain(s, 'git status').decision).toBe('ask');
    expect(explain(s, 'rm -rf x', { mode: 'yolo' }).decision).toBe('ask');
  });

  it('admin outranks user whatever the priorities', () => {
    const s = geminiStack({ admin: { 'a.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'git', decision: 'deny', priority: 0 }) }, user: { 'u.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'git', decision: 'allow', priority: 999 }) } });
    const t = explain(s, 'git status');
    expect(t.decision).toBe('deny');
    expect(t.decidedBy.reason).toContain('priority 5');
  });

  it('extensions may only restrict: their allow rules are dropped', () => {
    const s = geminiStack({ extension: { 'p.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'make', decision: 'allow', priority: 500 }) } });
    expect(explain(s, 'make').decision).toBe('ask');
    expect(s.problems.some((p) => p.message.includes('extension ext1'))).toBe(true);
  });

  it('workspace policies are not loaded by 0.61.0, and the stack says so', () => {
    const s = geminiStack({ workspace: { 'w.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'rm', decision: 'deny', priority: 900 }) } });
    expect(explain(s, 'rm -rf build').decision).toBe('ask');
    expect(s.warnings.join('\n')).toContain('not loaded by Gemini CLI 0.61.0');
    expect(s.files.find((f) => f.role === 'workspace policies')?.status).toBe('not-read');
  });
});
