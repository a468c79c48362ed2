/**
 * Golden traces over fixture stacks: seed 002's five sources in its order,
 * the "can we prompt?" bit, and the public test cases of san's
 * internal/setting/permission_test.go (TestCheckPermission,
 * TestBashAllowRulesRequireEverySubcommand). Each case asserts the decision
 * and deciding layer here, and the whole trace against
 * test/engines/san/golden/<case>.json (UPDATE_GOLDEN=1 rewrites them).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CallContext, Decision } from '../../../src/core/types.js';
import { san } from '../../../src/engines/san/index.js';
import type { HookVerdict, StackOptions } from '../../../src/engines/types.js';
import { fixtureOptions, stable } from '../../helpers/stack.js';
import { expectGolden } from '../../helpers/golden.js';

const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));

interface Case {
  name: string;
  fixture: string;
  stack?: Partial<StackOptions>;
  command?: string;
  tool?: string;
  input?: Record<string, unknown>;
  ctx?: CallContext;
  hooks?: Record<string, HookVerdict>;
  decision: Decision;
  layer: string;
  /** A fragment the deciding reason must contain. */
  because?: string;
  /** Layer outcomes to check, by id. */
  outcomes?: Record<string, string>;
  /** A fragment some warning must contain. */
  warns?: string;
  /** The trace must list an unknown. */
  unknown?: boolean;
}

const read = (file_path: string) => ({ tool: 'Read', input: { file_path } });
const edit = (file_path: string) => ({ tool: 'Edit', input: { file_path } });

const cases: Case[] = [
  // TestCheckPermission (internal/setting/permission_test.go): allow Bash(cd:*), Bash(git:*), Bash(npm:*), Read(**/*.go); deny Read(**/.env), Read(**/.env.*); ask Bash(rm:*).
  { name: 'check-git-command-allowed', fixture: 'san-check', command: 'git status', decision: 'allow', layer: 'settings-rules', because: 'Bash(git:*)' },
  { name: 'check-cd-then-git-allowed', fixture: 'san-check', command: 'cd /path/to/repo && git status', decision: 'allow', layer: 'settings-rules', because: 'cover every command' },
  { name: 'check-npm-command-allowed', fixture: 'san-check', command: 'npm install', decision: 'allow', layer: 'settings-rules', because: 'Bash(npm:*)' },
  { name: 'check-read-go-file-allowed', fixture: 'san-check', ...read('/path/to/file.go'), decision: 'allow', layer: 'settings-rules', because: 'Read(**/*.go)' },
  { name: 'check-read-env-denied', fixture: 'san-check', ...read('/path/to/.env'), decision: 'deny', layer: 'settings-rules', because: 'Read(**/.env)' },
  { name: 'check-read-env-local-denied', fixture: 'san-check', ...read('/path/to/.env.local'), decision: 'deny', layer: 'settings-rules', because: 'Read(**/.env.*)' },
  { name: 'check-rm-needs-ask', fixture: 'san-check', command: 'rm -rf /tmp/test', decision: 'ask', layer: 'settings-rules', because: 'Bash(rm:*)', outcomes: { default: 'ask', prompt: 'ask' } },
  { name: 'check-glob-default-allowed', fixture: 'san-check', tool: 'Glob', input: { pattern: '*.txt' }, decision: 'allow', layer: 'mode-policy', because: 'safe' },
  { name: 'check-edit-default-needs-ask', fixture: 'san-check', ...edit('/path/to/file.txt'), decision: 'ask', layer: 'default' },
  { name: 'check-session-allow-all-edits', fixture: 'san-check', stack: { sessionRules: ['Edit'] }, ...edit('/path/to/file.txt'), decision: 'allow', layer: 'session-permissions', because: 'allow all Edit' },
  // TestBashAllowRulesRequireEverySubcommand: only Bash(git:*).
  { name: 'every-two-git-commands-allowed', fixture: 'san-every', command: 'git status && git log --oneline', decision: 'allow', layer: 'settings-rules' },
  { name: 'every-partially-covered-asks', fixture: 'san-every', command: 'git status && npm test', decision: 'ask', layer: 'default', outcomes: { 'settings-rules': 'pass' } },
  { name: 'every-settings-and-session-do-not-combine', fixture: 'san-every', stack: { sessionRules: ['Bash(npm:*)'] }, command: 'git status && npm test', decision: 'ask', layer: 'default', outcomes: { 'session-permissions': 'pass' } },

  // The seed's order: the first source with a non-ask verdict decides.
  { name: 'order-deny-rule-first', fixture: 'san-check', ...read('/repo/.env'), ctx: { mode: 'bypassPermissions' }, decision: 'deny', layer: 'settings-rules', outcomes: { 'mode-policy': 'skip' } },
  { name: 'order-session-lifts-ask-rule', fixture: 'san-check', stack: { sessionRules: ['Bash(rm:*)'] }, command: 'rm notes.txt', decision: 'allow', layer: 'session-permissions', outcomes: { 'settings-rules': 'ask' } },
  { name: 'order-bypass-lifts-ask-rule', fixture: 'san-check', command: 'rm notes.txt', ctx: { mode: 'bypassPermissions' }, decision: 'allow', layer: 'mode-policy', outcomes: { 'settings-rules': 'ask' } },
  { name: 'order-default-asks', fixture: 'san-every', command: 'make build', decision: 'ask', layer: 'default' },

  // The bypass-immune floor (san's code; the seed is silent): no allow lifts it.
  { name: 'floor-survives-bypass', fixture: 'san-every', command: 'rm -rf build', ctx: { mode: 'bypassPermissions' }, decision: 'ask', layer: 'mode-policy', because: 'bypass-immune: destructive command', warns: 'does not lift the bypass-immune floor' },
  // destructiveCommands (security.go at 5e33c937) holds git reset --hard with rm -rf: one bypass-immune tier.
  { name: 'floor-survives-allow-rule', fixture: 'san-every', command: 'git reset --hard HEAD', decision: 'ask', layer: 'settings-rules', because: 'bypass-immune: destructive command' },
  { name: 'floor-sensitive-path-edit', fixture: 'san-check', stack: { sessionRules: ['Edit'] }, ...edit('/repo/.git/hooks/pre-commit'), decision: 'ask', layer: 'session-permissions', because: '.git/ directory' },

  // Modes.
  { name: 'mode-plan-denies-edit', fixture: 'san-check', ...edit('/path/to/file.txt'), ctx: { mode: 'plan' }, decision: 'deny', layer: 'mode-policy', because: 'plan mode: read-only' },
  { name: 'mode-plan-filter-beats-allow-rule', fixture: 'san-every', command: 'git commit -m wip', ctx: { mode: 'plan' }, decision: 'deny', layer: 'mode-policy', outcomes: { 'settings-rules': 'pass' } },
  { name: 'mode-plan-keeps-read-only-command', fixture: 'san-every', command: 'git status', ctx: { mode: 'plan' }, decision: 'allow', layer: 'settings-rules' },
  { name: 'mode-accept-edits-allows-edit', fixture: 'san-every', ...edit('src/main.go'), ctx: { mode: 'acceptEdits' }, decision: 'allow', layer: 'mode-policy', because: 'acceptEdits' },
  { name: 'mode-accept-edits-outside-workspace-asks', fixture: 'san-every', ...edit('/etc/hosts'), ctx: { mode: 'acceptEdits' }, decision: 'ask', layer: 'mode-policy', because: 'outside working directory' },
  { name: 'mode-accept-edits-bash-asks', fixture: 'san-every', command: 'make build', ctx: { mode: 'acceptEdits' }, decision: 'ask', layer: 'default' },
  { name: 'mode-dont-ask-denies', fixture: 'san-every', command: 'make build', ctx: { mode: 'dontAsk' }, decision: 'deny', layer: 'prompt', because: 'dontAsk' },
  { name: 'headless-ask-becomes-deny', fixture: 'san-every', command: 'make build', ctx: { headless: true }, decision: 'deny', layer: 'prompt', because: 'non-interactive' },

  // The single bit: a subagent cannot prompt.
  { name: 'subagent-default-ask-is-deny', fixture: 'san-every', command: 'make build', ctx: { subagent: true }, decision: 'deny', layer: 'prompt', because: 'treats ask as deny' },
  { name: 'subagent-plan-deny-and-record', fixture: 'san-every', tool: 'mcp__github__create_issue', input: { title: 'x' }, ctx: { subagent: true, mode: 'plan' }, decision: 'deny', layer: 'prompt', warns: 'would have asked' },
  // A bypassPermissions subagent (`modeChecker` → PermitAll; no allowBypass gate for subagents): the mode allows.
  { name: 'subagent-bypass-ask-is-allow', fixture: 'san-every', command: 'make build', ctx: { subagent: true, mode: 'bypassPermissions' }, decision: 'allow', layer: 'mode-policy', because: 'bypassPermissions forces allow' },
  { name: 'subagent-bypass-floor-still-denied', fixture: 'san-every', command: 'rm -rf /tmp/test', ctx: { subagent: true, mode: 'bypassPermissions' }, decision: 'deny', layer: 'prompt', because: 'in every mode' },

  // Hooks (simulated). At 5e33c937 PreToolUse hooks are never run for a tool call (hook.Engine.FilterToolCalls has
  // no caller): whatever they would say, the gate decides. PermissionRequest hooks run where a person would be asked
  // (approval_flow.go HandlePermissionRequest / HandleHookPermissionResult, ResolveHookAllow on an allow).
  { name: 'hook-unrun-is-unknown-not-allow', fixture: 'san-hooks', command: 'git status', decision: 'allow', layer: 'settings-rules', warns: 'never runs PreToolUse hooks' },
  { name: 'hook-pretooluse-deny-beats-allow-rule', fixture: 'san-hooks', command: 'git status', hooks: { 'PreToolUse#1': 'deny' }, decision: 'allow', layer: 'settings-rules', warns: 'never runs PreToolUse hooks' },
  { name: 'hook-pretooluse-ask-beats-allow-rule', fixture: 'san-hooks', command: 'git status', hooks: { 'PreToolUse#1': 'ask' }, decision: 'allow', layer: 'settings-rules' },
  { name: 'hook-allow-honoured', fixture: 'san-hooks', ...edit('src/main.go'), hooks: { 'PermissionRequest#1': 'allow' }, decision: 'allow', layer: 'hooks' },
  { name: 'hook-allow-rechecked-against-ask-rule', fixture: 'san-hooks', command: 'rm notes.txt', hooks: { 'PreToolUse#1': 'allow' }, decision: 'ask', layer: 'settings-rules', outcomes: { hooks: 'pass' } },
  { name: 'hook-allow-rechecked-against-floor', fixture: 'san-hooks', ...edit('.git/config'), hooks: { 'PermissionRequest#1': 'allow' }, decision: 'ask', layer: 'default', because: 'bypass-immune: .git/ directory' },
  { name: 'hook-error-fails-open', fixture: 'san-hooks', ...edit('src/main.go'), hooks: { 'PermissionRequest#1': 'error' }, decision: 'ask', layer: 'default', warns: 'fail open' },
  { name: 'hook-permission-request-deny', fixture: 'san-hooks', ...edit('src/main.go'), hooks: { 'PermissionRequest#1': 'deny' }, decision: 'deny', layer: 'hooks' },
  { name: 'hook-permission-request-allow', fixture: 'san-hooks', ...edit('src/main.go'), hooks: { 'PermissionRequest#1': 'allow' }, decision: 'allow', layer: 'hooks' },
  { name: 'hook-permission-request-unrun', fixture: 'san-hooks', ...edit('src/main.go'), decision: 'ask', layer: 'hooks', unknown: true },
  { name: 'hook-permission-request-not-fired-when-mode-settles', fixture: 'san-hooks', ...edit('src/main.go'), ctx: { mode: 'acceptEdits' }, decision: 'allow', layer: 'mode-policy' },
  { name: 'hook-permission-request-not-fired-under-dont-ask', fixture: 'san-hooks', ...edit('src/main.go'), ctx: { mode: 'dontAsk' }, decision: 'deny', layer: 'prompt', outcomes: { hooks: 'pass' } },
  { name: 'hook-subagent-bypass-unrun-hook-not-allowed', fixture: 'san-hooks', ...edit('src/main.go'), ctx: { subagent: true }, decision: 'ask', layer: 'hooks', unknown: true },

  // The stack: six files, unions, the highest defaultMode, skipped files.
  { name: 'stack-default-mode-from-local-file', fixture: 'san-stack', ...edit('src/a.go'), decision: 'allow', layer: 'settings-rules', because: 'Edit(**)' },
  { name: 'stack-union-deny-from-project', fixture: 'san-stack', command: 'git status && rm -rf build', decision: 'deny', layer: 'settings-rules', because: "matches 'rm:-rf build'" },
  { name: 'stack-malformed-files-skipped', fixture: 'san-bad', command: 'rm x', decision: 'ask', layer: 'default', warns: 'san skips this file' },
  { name: 'stack-plan-default-mode', fixture: 'san-plan', command: 'make build', decision: 'deny', layer: 'mode-policy', warns: 'OperationModeFromString' },
  { name: 'stack-no-project-config', fixture: 'san-stack', stack: { projectConfig: false }, command: 'make build', decision: 'ask', layer: 'default' },

  // Seed and code disagree on a spelling: the seed decides, the trace warns.
  { name: 'spelling-multiword-prefix-deny', fixture: 'san-spelling', command: 'git push origin main', decision: 'deny', layer: 'settings-rules', because: "the seed's reading of a multi-word prefix", warns: 'would ask about this call' },
  { name: 'spelling-relative-path-deny', fixture: 'san-spelling', ...read('.env'), decision: 'allow', layer: 'mode-policy', warns: 'compares the pattern with the path' },
  { name: 'spelling-bare-tool-deny', fixture: 'san-spelling', tool: 'WebFetch', input: { url: 'https://example.com/x' }, decision: 'allow', layer: 'mode-policy', warns: 'names the whole tool' },
];

function run(c: Case) {
  const stack = san.loadStack(fixtureOptions(c.fixture, c.stack));
  const input: Record<string, unknown> = { ...(c.input ?? {}) };
  if (c.command !== undefined) input.command = c.command;
  return san.evaluate(stack, { tool: c.tool ?? 'Bash', input }, { ...(c.ctx ?? {}), hookResults: c.hooks ?? {} });
}

describe('san pipeline (seed 002)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const trace = run(c);
    expect(trace.decision, trace.decidedBy.reason).toBe(c.decision);
    expect(trace.decidedBy.layer).toBe(c.layer);
    if (c.because) expect(trace.decidedBy.reason).toContain(c.because);
    for (const [id, outcome] of Object.entries(c.outcomes ?? {})) {
      expect(trace.layers.find((l) => l.id === id)?.outcome, id).toBe(outcome);
    }
    if (c.warns) expect(trace.warnings.join('\n')).toContain(c.warns);
    if (c.unknown) expect(trace.unknowns.length).toBeGreaterThan(0);
    expect(trace.layers.map((l) => l.id)).toEqual(san.layers.map((l) => l.id));
    expectGolden(`${GOLDEN}${c.name}.json`, stable(trace));
  });

  it("keeps the seed's order of layers", () => {
    expect(san.layers.map((l) => l.id)).toEqual(['settings-rules', 'session-permissions', 'hooks', 'mode-policy', 'default', 'prompt']);
  });

  it('never allows a call whose hook was not run', () => {
    for (const ctx of [{}, { mode: 'default' }, { subagent: true }] as CallContext[]) {
      const trace = run({ name: 'x', fixture: 'san-hooks', ...edit('src/main.go'), ctx, decision: 'ask', layer: 'hooks' });
      expect(trace.decision).toBe('ask');
      expect(trace.unknowns.join('\n')).toContain("hook 'PermissionRequest#1' (PermissionRequest, ~/.gen/settings.json) matched but was not run");
    }
  });

  it('rejects a mode san does not have', () => {
    expect(() => run({ name: 'x', fixture: 'san-every', command: 'ls', ctx: { mode: 'yolo' }, decision: 'ask', layer: 'default' })).toThrow(/--mode yolo/);
  });
});
