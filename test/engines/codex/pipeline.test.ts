/**
 * Codex's decisions, case by case. Expectations follow codex-rs
 * (execpolicy parser.rs / policy.rs / rule.rs; shell-command bash.rs
 * parse_shell_lc_plain_commands; core exec_policy.rs) and the oracle results
 * measured on the 0.169.0 binary (the approval × sandbox table of the spec
 * sheet). The rules layer agrees with the real binary in `npm run test:peers`.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/config/errors.js';
import { codexStack, explain } from './helpers.js';

const RULES = {
  'default.rules': [
    'prefix_rule(pattern=["rm"], decision="forbidden", justification="use trash instead")',
    'prefix_rule(pattern=["git", ["push", "fetch"]], decision="prompt", justification="network access")',
    'prefix_rule(pattern=["git", "status"])',
    '',
  ].join('\n'),
};
const sandbox = (t: ReturnType<typeof explain>) => t.layers.find((l) => l.id === 'sandbox')!.reason;

describe('codex decisions', () => {
  it('timeout 5 rm -rf build under danger-full-access: allow, unsandboxed, and the wrapper hides rm from the rule', () => {
    const t = explain(codexStack({ rules: RULES }), 'timeout 5 rm -rf build', { mode: 'danger-full-access' });
    expect(t.decision).toBe('allow');
    expect(sandbox(t)).toMatch(/^unsandboxed/);
    expect(t.risks).toEqual([expect.objectContaining({ kind: 'agent-misses', message: expect.stringContaining("the wrapper 'timeout 5' hides 'rm' from the rule") })]);
    expect(t.risks[0]!.evades).toEqual([expect.objectContaining({ line: 1 })]);
  });

  it.each([
    // [command, decision, deciding layer]
    ['git status && rm -rf build', 'deny', 'rules'],
    ['git status\nrm -rf build', 'deny', 'rules'],
    ['git push origin main', 'ask', 'rules'],
    ['git status', 'allow', 'rules'],
    ['ls -la', 'allow', 'approval'],
    ['sudo rm -rf /', 'ask', 'heuristics'],
    ['env rm -rf x', 'ask', 'heuristics'],
    ['echo "$(rm -rf build)"', 'ask', 'heuristics'],
    ['r""m -rf x', 'ask', 'heuristics'],
    ['\\rm -rf x', 'allow', 'approval'],
    ['git status > out.txt', 'allow', 'approval'],
    ['/bin/rm x', 'deny', 'rules'],
  ])('%s → %s by %s', (command, decision, layer) => {
    const t = explain(codexStack({ rules: RULES }), command);
    expect([t.decision, t.decidedBy.layer]).toEqual([decision, layer]);
  });

  it('a command every rule allows runs outside the sandbox; a mixed chain stays inside', () => {
    expect(sandbox(explain(codexStack({ rules: RULES }), 'git status'))).toMatch(/^unsandboxed: allow rules/);
    expect(sandbox(explain(codexStack({ rules: RULES }), 'git status && ls'))).toMatch(/^sandboxed: read-only/);
  });

  it('never: a prompt rule and a dangerous command are rejected', () => {
    const s = codexStack({ rules: RULES });
    expect(explain(s, 'git push', { posture: 'never' }).decision).toBe('deny');
    expect(explain(s, 'sudo rm -rf /', { posture: 'never' }).decision).toBe('deny');
    expect(explain(s, 'ls', { posture: 'never' }).decision).toBe('allow');
  });

  it('an untrusted project asks for everything, even ls', () => {
    const s = codexStack({ rules: RULES }, { trusted: false });
    expect(explain(s, 'ls').decision).toBe('ask');
  });

  it('project rules count only in a trusted folder', () => {
    const project = { 'p.rules': 'prefix_rule(pattern=["make"], decision="forbidden")\n' };
    expect(explain(codexStack({ project }, { trusted: true }), 'make').decision).toBe('deny');
    expect(explain(codexStack({ project }), 'make').decision).toBe('allow');
  });

  it('one bad rules file drops every rule (fail-open), and the stack says so', () => {
    const s = codexStack({ rules: { ...RULES, 'z.rules': 'prefix_rule(pattern=["x"], decision="deny")\n' } });
    expect(explain(s, 'rm -r x').decision).toBe('allow');
    expect(s.problems).toEqual([expect.objectContaining({ check: 'schema', message: expect.stringContaining('invalid decision: deny'), loc: expect.objectContaining({ line: 1 }) })]);
    expect(s.warnings.join('\n')).toContain('no exec-policy rules');
  });

  it('approval_policy = "untrusted" in config.toml is a load error', () => {
    expect(() => codexStack({ config: 'approval_policy = "untrusted"\n' })).toThrow(ConfigError);
    expect(() => codexStack({ config: 'approval_policy = "granular"\n' })).toThrow(ConfigError);
    expect(codexStack({ config: 'approval_policy = { granular = { rules = false } }\n' }).approval.value).toEqual({ kind: 'granular', rules: false, sandboxApproval: true });
  });

  it('-c sandbox_mode overrides config.toml', () => {
    const s = codexStack({ config: 'sandbox_mode = "read-only"\n' }, { overrides: ['sandbox_mode="danger-full-access"'] });
    expect(s.sandbox.value).toBe('danger-full-access');
  });
});
