/** Loading Claude Code's settings stack: files, scopes, trust, problems, rule syntax, probes. */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claude } from '../../../src/engines/claude/index.js';
import { splitToolList } from '../../../src/engines/claude/load/index.js';
import { parseClaudeRule } from '../../../src/engines/claude/rules.js';
import { bashPatternMatches } from '../../../src/engines/claude/bash-pattern.js';
import { domainMatches } from '../../../src/engines/claude/domain.js';
import { diskReader } from '../../../src/io/files.js';
import { fixtureOptions, stable } from '../../helpers/stack.js';
import { fixturePath } from './helpers.js';

describe('claude stack loading', () => {
  it('reads the scopes in precedence order and lists what it read', () => {
    const stack = claude.loadStack(fixtureOptions('claude-basic'));
    const report = stable(claude.describeStack(stack));
    expect(report.files.map((f) => [f.role, f.status])).toEqual([
      ['local settings', 'read'],
      ['project settings', 'read'],
      ['user settings', 'read'],
      ['trust state', 'missing'],
    ]);
    expect(report.rules.find((r) => r.summary.includes('Bash(cargo build *)'))?.note).toContain('has not been trusted');
    expect(report.settings.find((s) => s.key === 'permissions.defaultMode')?.value).toBe('default');
  });

  it('a missing --settings file stops the agent; a malformed project file does not', () => {
    const missing = claude.loadStack(fixtureOptions('claude-basic', { settingsFiles: [fixturePath('claude-basic', 'nope.json')] }));
    expect(claude.problems(missing).some((p) => p.fatal)).toBe(true);
    const bad = claude.loadStack(fixtureOptions('claude-bad-settings'));
    const problems = claude.problems(bad);
    expect(problems.some((p) => p.fatal)).toBe(false);
    expect(problems.find((p) => p.syntax)?.loc).toMatchObject({ line: 3, column: 27 });
    expect(problems.map((p) => p.message).join('\n')).toContain("Claude Code skips an mcp__ rule with parentheses");
    expect(problems.map((p) => p.message).join('\n')).toContain("'Teleport(x)' names no known tool");
  });

  it('strips an invalid managed entry and keeps the rest of the policy', () => {
    const stack = claude.loadStack(fixtureOptions('claude-managed', { managedDir: fixturePath('claude-managed', 'managed') }));
    const p = claude.problems(stack).find((x) => x.message.includes('defaultMode'));
    expect(p).toMatchObject({ fatal: false, severity: 'warning' });
    expect(stack.managedRulesOnly.value).toBe(true);
    expect(stack.ignored.some((i) => i.key === 'allowManagedPermissionRulesOnly' && i.reason.includes('managed-only'))).toBe(true);
  });

  it('reads workspace trust from ~/.claude.json', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'whale-claude-')));
    const home = join(root, 'home');
    const ws = join(root, 'ws');
    mkdirSync(join(ws, '.claude'), { recursive: true });
    mkdirSync(home, { recursive: true });
    writeFileSync(join(ws, '.claude', 'settings.json'), JSON.stringify({ permissions: { allow: ['Bash(make *)'] } }));
    writeFileSync(join(home, '.claude.json'), JSON.stringify({ oauthAccount: { secret: 'x' }, projects: { [ws]: { hasTrustDialogAccepted: true } } }));
    const stack = claude.loadStack({ home, userHome: home, workspace: ws, overrides: [], projectConfig: true, env: {}, reader: diskReader });
    expect(stack.trusted.value).toBe(true);
    const t = claude.evaluate(stack, { tool: 'Bash', input: { command: 'make all' } }, { hookResults: {} });
    expect(t.decision).toBe('allow');
    expect(JSON.stringify(claude.describeStack(stack))).not.toContain('secret');
  });

  it('--no-project-config skips local and project settings', () => {
    const stack = claude.loadStack(fixtureOptions('claude-basic', { projectConfig: false }));
    expect(stack.rules.some((r) => r.scope === 'project' || r.scope === 'local')).toBe(false);
    expect(stack.files.filter((f) => f.status === 'not-read')).toHaveLength(2);
  });

  it('offers probes derived from every rule', () => {
    const stack = claude.loadStack(fixtureOptions('claude-basic'));
    const probes = claude.probes!(stack);
    const commands = probes.filter((p) => p.tool === 'Bash').map((p) => p.input.command);
    expect(commands).toContain('git push');
    expect(commands).toContain('sudo rm');
    expect(probes.some((p) => p.tool === 'WebFetch' && String(p.input.url).includes('sub.example.com'))).toBe(true);
    expect(probes.some((p) => p.tool === 'Read' && p.input.file_path === '.env')).toBe(true);
  });

  it('a settings file read again is parsed again when its text changed, and gives the same stack when it did not', () => {
    // The loader keeps the last few files it parsed, by path and text (load/index.ts parsedSettings).
    const root = mkdtempSync(join(tmpdir(), 'whale-perm-reload-'));
    const home = join(root, 'home');
    const workspace = join(root, 'workspace');
    mkdirSync(join(home, '.claude'), { recursive: true });
    mkdirSync(workspace);
    const settings = join(home, '.claude', 'settings.json');
    const opts = { home, userHome: '/nonexistent-home', workspace, overrides: [], projectConfig: true, env: {}, reader: diskReader };
    const seen = (s: ReturnType<typeof claude.loadStack>) => JSON.stringify({ report: claude.describeStack(s), problems: claude.problems(s), rules: s.rules });
    writeFileSync(settings, JSON.stringify({ permissions: { allow: ['Bash(git status *)'], deny: ['Read(.env)'], defaultMode: 'plan' } }));
    const first = seen(claude.loadStack(opts));
    expect(seen(claude.loadStack(opts))).toBe(first);
    writeFileSync(settings, JSON.stringify({ permissions: { allow: ['Bash(npm test *)'], ask: ['Teleport(x)'] } }));
    const changed = claude.loadStack(opts);
    expect(changed.rules.map((r) => r.text)).toEqual(['Bash(npm test *)', 'Teleport(x)']);
    expect(changed.mode.value).toBe('default');
    expect(claude.problems(changed).map((p) => p.message).join('\n')).toContain("'Teleport(x)' names no known tool");
    writeFileSync(settings, '{ "permissions": ');
    expect(claude.problems(claude.loadStack(opts)).some((p) => p.syntax)).toBe(true);
    writeFileSync(settings, JSON.stringify({ permissions: { allow: ['Bash(git status *)'], deny: ['Read(.env)'], defaultMode: 'plan' } }));
    expect(seen(claude.loadStack(opts))).toBe(first);
  });
});

describe('claude rule syntax', () => {
  it('splits --allowed-tools on commas and blanks outside parentheses', () => {
    expect(splitToolList('Bash(git log:*) Read,Edit(src/**)')).toEqual(['Bash(git log:*)', 'Read', 'Edit(src/**)']);
  });

  it('parses each rule shape', () => {
    expect(parseClaudeRule('Bash', 'deny')).toEqual({ matcher: { kind: 'tool', tool: 'Bash' } });
    expect(parseClaudeRule('Bash(*)', 'allow')).toEqual({ matcher: { kind: 'tool', tool: 'Bash' } });
    expect(parseClaudeRule('Bash(git:*)', 'allow')).toEqual({ matcher: { kind: 'bash', pattern: 'git:*' } });
    expect(parseClaudeRule('Bash(run_in_background:true)', 'deny')).toEqual({ matcher: { kind: 'param', tool: 'Bash', param: 'run_in_background', value: 'true' } });
    expect(parseClaudeRule('mcp__*', 'deny')).toEqual({ matcher: { kind: 'tool-glob', glob: 'mcp__*' } });
    expect(parseClaudeRule('mcp__*', 'allow')).toHaveProperty('skip');
    expect(parseClaudeRule('mcp__github__get_*', 'allow')).toEqual({ matcher: { kind: 'tool-glob', glob: 'mcp__github__get_*' } });
    expect(parseClaudeRule('mcp__puppeteer', 'allow')).toEqual({ matcher: { kind: 'mcp-server', server: 'puppeteer' } });
    expect(parseClaudeRule('Write(docs/**)', 'allow')).toHaveProperty('dead');
    expect(parseClaudeRule('WebFetch(domain:example.com)', 'allow')).toEqual({ matcher: { kind: 'domain', pattern: 'example.com' } });
    expect(parseClaudeRule('Bash(command:rm *)', 'deny')).toHaveProperty('skip');
  });

  it('matches Bash patterns as the documentation table shows', () => {
    const rows: [string, string, boolean][] = [
      ['npm run build', 'npm run build', true],
      ['npm run build', 'npm run build --watch', false],
      ['npm run *', 'npm run test --watch', true],
      ['npm run *', 'npm run', true],
      ['npm run *', 'npm install', false],
      ['git log * main', 'git log --oneline main', true],
      ['git log * main', 'git log main', false],
      ['git * main', 'git -c core.fsmonitor=x diff main', true],
      ['git * main', 'git log', false],
      ['* --version', "bash -c 'echo hi' --version", true],
      ['* --version', 'node -v', false],
      ['ls *', 'ls', true],
      ['ls *', 'lsof', false],
      ['ls*', 'lsof', true],
      ['* --help *', 'npm --help x', true],
      ['* --help *', 'npm --help', false],
      ['ls:*', 'ls -la', true],
      ['git:* push', 'git push', false],
    ];
    for (const [p, c, want] of rows) expect(bashPatternMatches(p, c), `${p} vs ${c}`).toBe(want);
  });

  it('matches WebFetch domains as documented', () => {
    expect(domainMatches('*.example.com', 'a.b.example.com')).toBe(true);
    expect(domainMatches('*.example.com', 'example.com')).toBe(false);
    expect(domainMatches('example.*', 'example.org')).toBe(true);
    expect(domainMatches('example.*', 'example.evil.com')).toBe(false);
    expect(domainMatches('example.com.', 'EXAMPLE.com')).toBe(true);
    expect(domainMatches('*', 'anything.test')).toBe(true);
  });
});
