/**
 * Golden traces over fixture stacks, one or more per behaviour of Claude
 * Code's permission system the engine models: settings scopes and trust,
 * managed-only keys, malformed files, modes, the read-only set, tool rules
 * (Read/Edit, WebFetch, MCP, parameters, subagents), symlinks, hooks and the
 * sandbox. Each case asserts the decision and deciding layer here, and the
 * whole trace against test/engines/claude/golden/<case>.json (UPDATE_GOLDEN=1
 * rewrites them).
 */
import { describe, expect, it } from 'vitest';
import { claude } from '../../../src/engines/claude/index.js';
import { check, fixturePath, runCase, symlinkReader, type Case } from './helpers.js';

const B = 'claude-basic';
const ws = (f: string, ...p: string[]) => fixturePath(f, 'workspace', ...p);
const home = (f: string, ...p: string[]) => fixturePath(f, 'home', ...p);
const managed = { managedDir: fixturePath('claude-managed', 'managed') };

const cases: Case[] = [
  // Settings scopes merge; any deny beats any allow.
  { name: 'deny-beats-allow-across-scopes', fixture: B, command: 'rm -rf build', decision: 'deny', layer: 'deny-rules', because: 'Bash(rm *)' },
  { name: 'local-allow-needs-no-trust', fixture: B, command: 'npm test', decision: 'allow', layer: 'allow-rules', because: 'local settings' },
  { name: 'exact-rule-is-exact', fixture: B, command: 'npm test --watch', decision: 'ask', layer: 'mode-default' },
  { name: 'trailing-star-matches-bare-command', fixture: B, command: 'make', decision: 'allow', layer: 'allow-rules', because: 'Bash(make:*)' },
  // Workspace trust: project allow rules and additionalDirectories wait for it; deny and ask do not.
  { name: 'untrusted-project-allow-held', fixture: 'claude-trust', command: 'make build', decision: 'ask', layer: 'mode-default', warns: 'has not been trusted', golden: true },
  { name: 'trusted-project-allow-applies', fixture: 'claude-trust', stack: { trusted: true }, command: 'make build', decision: 'allow', layer: 'allow-rules', golden: true },
  { name: 'untrusted-project-deny-applies', fixture: B, tool: 'Edit', input: { file_path: '.github/workflows/ci.yml' }, decision: 'deny', layer: 'deny-rules', because: 'project settings' },
  { name: 'untrusted-additional-dir-held', fixture: 'claude-trust', tool: 'Edit', input: { file_path: '../shared/a.txt' }, ctx: { mode: 'acceptEdits' }, decision: 'ask', layer: 'mode-default' },
  { name: 'trusted-additional-dir-is-working-dir', fixture: 'claude-trust', stack: { trusted: true }, tool: 'Edit', input: { file_path: '../shared/a.txt' }, ctx: { mode: 'acceptEdits' }, decision: 'allow', layer: 'mode-default' },
  // Managed settings: managed-only rules, bypass disabled, a stripped entry.
  { name: 'managed-deny', fixture: 'claude-managed', stack: managed, command: 'git push --force origin main', decision: 'deny', layer: 'deny-rules', because: 'managed settings', golden: true },
  { name: 'managed-rules-only-drops-user-allow', fixture: 'claude-managed', stack: managed, command: 'npm install', decision: 'ask', layer: 'mode-default', golden: true },
  { name: 'managed-bare-deny-removes-tool', fixture: 'claude-managed', stack: managed, tool: 'WebFetch', input: { url: 'https://example.com' }, decision: 'deny', layer: 'deny-rules', because: "removes it from Claude's context" },
  { name: 'managed-disables-bypass', fixture: 'claude-managed', stack: managed, command: 'npm install', ctx: { mode: 'bypassPermissions' }, decision: 'ask', layer: 'mode-default', warns: 'disableBypassPermissionsMode', golden: true },
  { name: 'managed-hooks-only', fixture: 'claude-managed', stack: managed, command: 'npm run lint', decision: 'allow', layer: 'allow-rules', outcomes: { hooks: 'pass' } },
  // Malformed settings: the whole file is rejected and the agent goes on.
  { name: 'malformed-project-settings-skipped', fixture: 'claude-bad-settings', command: 'rm -rf build', decision: 'ask', layer: 'mode-default', warns: 'trailing comma', golden: true },
  { name: 'wrong-type-local-settings-rejected', fixture: 'claude-bad-settings', command: 'curl https://example.com', decision: 'ask', layer: 'mode-default', warns: 'rejects the whole local settings file' },
  { name: 'bad-rule-skipped-rest-applies', fixture: 'claude-bad-settings', command: 'git push origin main', decision: 'deny', layer: 'deny-rules' },
  // Modes.
  { name: 'project-auto-mode-does-not-take-effect', fixture: 'claude-modes', command: 'touch src/a.ts', decision: 'ask', layer: 'mode-default', because: 'default mode', golden: true },
  { name: 'mode-accept-edits-filesystem-command', fixture: B, command: 'mkdir -p src/x', ctx: { mode: 'acceptEdits' }, decision: 'allow', layer: 'mode-default', because: 'acceptEdits approves mkdir', golden: true },
  { name: 'mode-accept-edits-outside', fixture: B, command: 'touch /tmp/x', ctx: { mode: 'acceptEdits' }, decision: 'ask', layer: 'mode-default' },
  { name: 'mode-accept-edits-edit-tool', fixture: B, tool: 'Edit', input: { file_path: 'src/a.ts' }, ctx: { mode: 'acceptEdits' }, decision: 'allow', layer: 'mode-default' },
  { name: 'mode-accept-edits-protected', fixture: B, tool: 'Edit', input: { file_path: '.claude/settings.json' }, ctx: { mode: 'acceptEdits' }, decision: 'ask', layer: 'safety-checks', because: 'protected directory .claude', golden: true },
  { name: 'mode-claude-worktrees-not-protected', fixture: B, tool: 'Edit', input: { file_path: '.claude/worktrees/x/a.ts' }, ctx: { mode: 'acceptEdits' }, decision: 'allow', layer: 'mode-default' },
  { name: 'mode-plan-blocks-edits', fixture: B, tool: 'Edit', input: { file_path: 'src/a.ts' }, ctx: { mode: 'plan' }, decision: 'deny', layer: 'safety-checks', because: 'plan mode', golden: true },
  { name: 'mode-plan-read-only-runs', fixture: B, command: 'git diff', ctx: { mode: 'plan' }, decision: 'allow', layer: 'mode-default' },
  { name: 'mode-plan-other-command-prompts', fixture: B, command: 'npm install', ctx: { mode: 'plan' }, decision: 'ask', layer: 'mode-default', because: 'plan mode prompts' },
  { name: 'mode-dont-ask-denies-prompt', fixture: B, command: 'npm install', ctx: { mode: 'dontAsk' }, decision: 'deny', layer: 'prompt', because: 'dontAsk', golden: true },
  { name: 'mode-dont-ask-denies-ask-rule', fixture: B, command: 'git push origin main', ctx: { mode: 'dontAsk' }, decision: 'deny', layer: 'prompt', because: 'Bash(git push *)' },
  { name: 'mode-dont-ask-allow-rule-runs', fixture: B, command: 'npm run test', ctx: { mode: 'dontAsk' }, decision: 'allow', layer: 'allow-rules' },
  { name: 'mode-bypass-approves', fixture: B, command: 'npm install', ctx: { mode: 'bypassPermissions' }, decision: 'allow', layer: 'mode-default', outcomes: { 'allow-rules': 'skip' }, golden: true },
  { name: 'mode-bypass-keeps-ask-rule', fixture: B, command: 'git push origin main', ctx: { mode: 'bypassPermissions' }, decision: 'ask', layer: 'ask-rules', golden: true },
  { name: 'mode-bypass-protected-write-allowed', fixture: B, tool: 'Edit', input: { file_path: '.git/config' }, ctx: { mode: 'bypassPermissions' }, decision: 'allow', layer: 'mode-default', warns: 'bypassPermissions allows protected-path writes' },
  { name: 'mode-auto-classifier-unknown', fixture: B, command: 'npm install', ctx: { mode: 'auto' }, decision: 'ask', layer: 'mode-default', unknown: 'classifier', golden: true },
  { name: 'mode-auto-drops-broad-allow', fixture: 'claude-modes', command: 'rm -rf build', ctx: { mode: 'auto' }, decision: 'allow', layer: 'allow-rules' },
  { name: 'mode-auto-protected-to-classifier', fixture: B, tool: 'Edit', input: { file_path: '.git/config' }, ctx: { mode: 'auto' }, decision: 'ask', layer: 'safety-checks', unknown: 'classifier' },
  { name: 'headless-prompt-denied', fixture: B, command: 'npm install', ctx: { headless: true }, decision: 'deny', layer: 'prompt', because: 'non-interactive', golden: true },
  // Read-only commands and their exceptions.
  { name: 'read-only-git-status', fixture: 'claude-modes', command: 'git status', decision: 'allow', layer: 'mode-default', because: 'read-only set', golden: true },
  { name: 'read-only-glob', fixture: 'claude-modes', command: 'ls *.ts', decision: 'allow', layer: 'mode-default' },
  { name: 'read-only-find-glob-prompts', fixture: 'claude-modes', command: 'find . -name *.ts', decision: 'ask', layer: 'mode-default', because: 'unquoted glob' },
  { name: 'read-only-git-push-not', fixture: 'claude-modes', command: 'git branch -D main', decision: 'ask', layer: 'mode-default', because: 'read-only forms' },
  { name: 'read-only-git-c-not', fixture: 'claude-modes', command: 'git -c core.pager=sh log', decision: 'ask', layer: 'mode-default' },
  { name: 'read-only-cd-git-prompts', fixture: 'claude-modes', command: 'cd src && git status', decision: 'ask', layer: 'mode-default', because: "hooks" },
  { name: 'read-only-cd-inside', fixture: 'claude-modes', command: 'cd src && ls', decision: 'allow', layer: 'mode-default' },
  { name: 'read-only-cd-outside', fixture: 'claude-modes', command: 'cd /etc && ls', decision: 'ask', layer: 'mode-default', because: 'leaves the working directories' },
  { name: 'read-only-too-long', fixture: 'claude-modes', command: `echo ${'x'.repeat(10_001)}`, decision: 'ask', layer: 'mode-default', because: '10000' },
  // File tools.
  { name: 'read-inside-needs-no-approval', fixture: B, tool: 'Read', input: { file_path: 'README.md' }, decision: 'allow', layer: 'mode-default' },
  { name: 'read-outside-asks', fixture: B, tool: 'Read', input: { file_path: '/var/log/syslog' }, decision: 'ask', layer: 'mode-default', because: 'outside the working directories' },
  { name: 'read-deny-env', fixture: B, tool: 'Read', input: { file_path: '.env' }, decision: 'deny', layer: 'deny-rules', because: 'Read(./.env)', golden: true },
  { name: 'read-deny-blocks-write', fixture: B, tool: 'Write', input: { file_path: '.env' }, decision: 'deny', layer: 'deny-rules', because: 'Read(./.env)' },
  { name: 'read-allow-home-file', fixture: B, tool: 'Read', input: { file_path: '~/.zshrc' }, decision: 'allow', layer: 'allow-rules', because: 'Read(~/.zshrc)' },
  { name: 'grep-covered-by-read-rules', fixture: B, tool: 'Grep', input: { pattern: 'x', path: 'secrets' }, decision: 'deny', layer: 'deny-rules' },
  { name: 'edit-user-slash-anchor-is-protected', fixture: B, tool: 'Edit', input: { file_path: home(B, '.claude', 'notes', 'a.md') }, decision: 'ask', layer: 'safety-checks', because: 'protected directory .claude' },
  { name: 'edit-user-slash-anchor-bypass', fixture: B, tool: 'Edit', input: { file_path: home(B, '.claude', 'notes', 'a.md') }, ctx: { mode: 'acceptEdits' }, decision: 'ask', layer: 'safety-checks' },
  { name: 'edit-default-asks', fixture: B, tool: 'Edit', input: { file_path: 'src/a.ts' }, decision: 'ask', layer: 'mode-default', golden: true },
  // Symlinks: allow needs both paths, deny either.
  {
    name: 'symlink-to-denied-target',
    fixture: 'claude-anchors',
    stack: { reader: symlinkReader({ [ws('claude-anchors', 'project', 'key')]: home('claude-anchors', '.ssh', 'id_rsa') }) },
    tool: 'Read',
    input: { file_path: 'project/key' },
    decision: 'deny',
    layer: 'deny-rules',
    because: 'a symlink to',
    golden: true,
  },
  {
    name: 'symlink-out-of-allowed-dir',
    fixture: 'claude-anchors',
    stack: { reader: symlinkReader({ [ws('claude-anchors', 'src', 'link')]: '/opt/elsewhere/file' }) },
    tool: 'Edit',
    input: { file_path: 'src/link' },
    decision: 'ask',
    layer: 'mode-default',
  },
  // WebFetch, MCP, parameters, subagents.
  { name: 'webfetch-subdomain-allowed', fixture: B, tool: 'WebFetch', input: { url: 'https://api.example.com/v1' }, decision: 'allow', layer: 'allow-rules', golden: true },
  { name: 'webfetch-apex-not-subdomain', fixture: B, tool: 'WebFetch', input: { url: 'https://example.com/' }, decision: 'ask', layer: 'mode-default' },
  { name: 'webfetch-denied-host-case', fixture: B, tool: 'WebFetch', input: { url: 'https://EVIL.example.com./x' }, decision: 'deny', layer: 'deny-rules' },
  { name: 'mcp-tool-glob-allow', fixture: B, tool: 'mcp__github__get_issue', input: { number: 1 }, decision: 'allow', layer: 'allow-rules' },
  { name: 'mcp-tool-deny', fixture: B, tool: 'mcp__github__delete_repo', input: {}, decision: 'deny', layer: 'deny-rules', golden: true },
  { name: 'mcp-tool-unmatched', fixture: B, tool: 'mcp__github__create_issue', input: {}, decision: 'ask', layer: 'mode-default' },
  { name: 'mcp-server-allow', fixture: B, tool: 'mcp__docs__search', input: { q: 'x' }, decision: 'allow', layer: 'allow-rules', because: 'mcp__docs' },
  { name: 'param-deny-background', fixture: B, input: { command: 'ls', run_in_background: true }, decision: 'deny', layer: 'deny-rules', because: 'run_in_background' },
  { name: 'agent-deny', fixture: B, tool: 'Agent', input: { subagent_type: 'Explore', prompt: 'x' }, decision: 'deny', layer: 'deny-rules' },
  { name: 'agent-other-runs', fixture: B, tool: 'Agent', input: { subagent_type: 'Plan', prompt: 'x' }, decision: 'allow', layer: 'mode-default' },
  { name: 'ask-user-question-needs-person', fixture: B, tool: 'AskUserQuestion', input: {}, ctx: { mode: 'bypassPermissions' }, decision: 'ask', layer: 'safety-checks' },
  { name: 'unknown-tool-asks', fixture: B, tool: 'Teleport', input: {}, decision: 'ask', layer: 'mode-default' },
  // Command-line rules.
  { name: 'cli-allowed-tools', fixture: B, stack: { allowedTools: ['Bash(npm install)'] }, command: 'npm install', decision: 'allow', layer: 'allow-rules', because: '--allowed-tools' },
  { name: 'cli-disallowed-tools-beats-allow', fixture: B, stack: { disallowedTools: ['Bash(npm run *)'] }, command: 'npm run build', decision: 'deny', layer: 'deny-rules', because: '--disallowed-tools', golden: true },
  { name: 'cli-mcp-param-deny', fixture: B, stack: { disallowedTools: ['mcp__github__get_issue(owner:acme)'] }, tool: 'mcp__github__get_issue', input: { owner: 'acme' }, decision: 'deny', layer: 'deny-rules' },
  // Hooks.
  { name: 'hook-unrun-is-unknown', fixture: 'claude-hooks', command: 'npm test', decision: 'ask', layer: 'hooks', unknown: "hook 'audit.sh'", golden: true },
  { name: 'hook-allow-skips-prompt', fixture: 'claude-hooks', command: 'npm install', hooks: { 'audit.sh': 'allow' }, decision: 'allow', layer: 'hooks', golden: true },
  { name: 'hook-allow-cannot-beat-deny', fixture: 'claude-hooks', command: 'rm -rf /tmp', hooks: { 'audit.sh': 'allow', 'block-rm.sh': 'allow' }, decision: 'deny', layer: 'deny-rules', golden: true },
  { name: 'hook-allow-cannot-beat-ask', fixture: 'claude-hooks', command: 'git push origin x', hooks: { 'audit.sh': 'allow' }, decision: 'ask', layer: 'ask-rules', golden: true },
  { name: 'hook-allow-cannot-clear-critical', fixture: 'claude-hooks', command: 'rm -rf ~', hooks: { 'audit.sh': 'allow', 'block-rm.sh': 'allow' }, decision: 'ask', layer: 'safety-checks' },
  { name: 'hook-deny-beats-allow-rule', fixture: 'claude-hooks', command: 'npm test', hooks: { 'audit.sh': 'deny' }, decision: 'deny', layer: 'hooks', golden: true },
  { name: 'hook-ask-beats-allow-rule', fixture: 'claude-hooks', command: 'npm test', hooks: { 'audit.sh': 'ask' }, decision: 'ask', layer: 'hooks' },
  { name: 'hook-fold-deny-wins', fixture: 'claude-hooks', command: 'rm x', hooks: { 'audit.sh': 'allow', 'block-rm.sh': 'deny' }, decision: 'deny', layer: 'hooks', because: 'block-rm.sh' },
  { name: 'hook-if-skips-other-commands', fixture: 'claude-hooks', command: 'ls', hooks: { 'audit.sh': 'allow' }, decision: 'allow', layer: 'hooks' },
  { name: 'hook-error-is-no-verdict', fixture: 'claude-hooks', command: 'npm test', hooks: { 'audit.sh': 'error' }, decision: 'allow', layer: 'allow-rules', warns: 'no verdict' },
  { name: 'hook-dont-ask-allowed-by-hook', fixture: 'claude-hooks', command: 'npm install', ctx: { mode: 'dontAsk' }, hooks: { 'audit.sh': 'allow' }, decision: 'allow', layer: 'hooks' },
  { name: 'hook-http-unknown', fixture: 'claude-hooks', tool: 'Write', input: { file_path: 'a.txt' }, decision: 'ask', layer: 'mode-default', unknown: 'a http hook' },
  { name: 'hook-project-mcp-regex', fixture: 'claude-hooks', tool: 'mcp__db__query', input: {}, decision: 'ask', layer: 'mode-default', unknown: 'mcp-gate.py' },
  // The sandbox stands in for a bare Bash ask rule, not for content-scoped ones.
  { name: 'sandbox-auto-allow', fixture: 'claude-sandbox', command: 'npm install', decision: 'allow', layer: 'mode-default', because: 'sandbox', golden: true },
  { name: 'sandbox-content-ask-still-prompts', fixture: 'claude-sandbox', command: 'git push origin main', decision: 'ask', layer: 'ask-rules' },
  // settings-reference → sandbox.excludedCommands: entries are Bash rule patterns; one matching subcommand takes
  // the whole command out of the sandbox, and an excluded command is not auto-allowed.
  { name: 'sandbox-excluded-command', fixture: 'claude-sandbox', command: 'docker ps', decision: 'ask', layer: 'ask-rules', because: 'ask rule Bash ' },
  { name: 'sandbox-excluded-pattern-bare', fixture: 'claude-sandbox', command: 'docker', decision: 'ask', layer: 'ask-rules', because: 'ask rule Bash ' },
  { name: 'sandbox-excluded-part-of-chain', fixture: 'claude-sandbox', command: 'npm install && docker ps', decision: 'ask', layer: 'ask-rules', because: 'ask rule Bash ' },
  { name: 'sandbox-excluded-exact-entry', fixture: 'claude-sandbox', command: 'gh', decision: 'ask', layer: 'ask-rules', because: 'ask rule Bash ' },
  { name: 'sandbox-exact-entry-not-a-prefix', fixture: 'claude-sandbox', command: 'gh pr list', decision: 'allow', layer: 'mode-default', because: 'sandbox' },
  { name: 'sandbox-pattern-word-boundary', fixture: 'claude-sandbox', command: 'dockerd-rootless', decision: 'allow', layer: 'mode-default', because: 'sandbox' },
  { name: 'sandbox-not-in-plan', fixture: 'claude-sandbox', command: 'ls', ctx: { mode: 'plan' }, decision: 'ask', layer: 'ask-rules' },
  { name: 'sandbox-critical-still-prompts', fixture: 'claude-sandbox', command: 'rm -rf ~', decision: 'ask', layer: 'safety-checks' },
];

describe('claude pipeline', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    check(c);
  });

  it('writes the layer order once and names it in the trace', () => {
    expect(claude.layers.map((l) => l.id)).toEqual(['settings', 'hooks', 'deny-rules', 'ask-rules', 'safety-checks', 'allow-rules', 'mode-default', 'prompt']);
  });

  it('never allows a call whose matching hook was not run, in any mode', () => {
    for (const mode of ['default', 'acceptEdits', 'plan', 'auto', 'dontAsk', 'bypassPermissions']) {
      const t = runCase({ name: 'x', fixture: 'claude-hooks', command: 'npm test', ctx: { mode }, decision: 'ask', layer: 'hooks' });
      expect(t.decision, mode).not.toBe('allow');
    }
  });

  it('rejects an unknown --mode as a usage error', () => {
    expect(() => runCase({ name: 'x', fixture: B, command: 'ls', ctx: { mode: 'yolo' }, decision: 'ask', layer: 'x' })).toThrow(/--mode yolo/);
  });

  it('accepts manual as the alias of default', () => {
    const t = runCase({ name: 'x', fixture: B, command: 'npm install', ctx: { mode: 'manual' }, decision: 'ask', layer: 'x' });
    expect(t.layers[0]!.reason).toContain('mode default');
  });

  it('lists every segment with its own verdict', () => {
    const t = runCase({ name: 'x', fixture: B, command: 'git status && rm -rf build', decision: 'deny', layer: 'deny-rules' });
    expect(t.segments.map((s) => [s.text, s.decision])).toEqual([
      ['git status', 'allow'],
      ['rm -rf build', 'deny'],
    ]);
  });
});
