/**
 * `whale-perm … --engine san` end to end, in process, on rules-examples/san:
 * explain, stack, lint, test and diff.
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execaSync } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/main.js';
import { memoryOutput } from '../../../src/cli/output.js';

const EXAMPLE = ['--engine', 'san', '--home', 'rules-examples/san/home', '--workspace', 'rules-examples/san/workspace', '--no-color'];

async function whale(...argv: string[]) {
  const out = memoryOutput();
  const code = await run(argv, out);
  return { code, stdout: out.stdout, stderr: out.stderr };
}

describe('whale-perm --engine san', () => {
  it('explain: a chained rm is denied by the settings rule, with each command listed', async () => {
    const r = await whale('explain', ...EXAMPLE, '--format', 'json', '--', 'git status && rm -rf build');
    expect(r.code).toBe(0);
    const t = JSON.parse(r.stdout);
    expect(t).toMatchObject({ engine: 'san', decision: 'deny', decidedBy: { layer: 'settings-rules', source: { file: expect.stringContaining('rules-examples/san/home/.claude/settings.json'), line: 14 } } });
    expect(t.layers.map((l: { id: string }) => l.id)).toEqual(['settings-rules', 'session-permissions', 'hooks', 'mode-policy', 'default', 'prompt']);
    expect(t.segments.map((s: { text: string; decision: string }) => [s.text, s.decision])).toEqual([
      ['git status', 'allow'],
      ['rm -rf build', 'deny'],
    ]);
  });

  it('explain --format json: a call two rules match lists both by id, the deny first, the allow it overrides after', async () => {
    // Read(**) allows and Read(**/.env) denies the same call; san reads deny rules first (HasPermissionToUseTool).
    const t = JSON.parse((await whale('explain', ...EXAMPLE, '--format', 'json', '--tool', 'Read', '--path', '.env')).stdout);
    expect([t.decision, t.decidedBy.rule]).toEqual(['deny', '~/.claude/settings.json#deny.1']);
    expect(t.matches.map((m: { rule: string; effect: string; by?: string }) => [m.rule, m.effect, m.by])).toEqual([
      ['~/.claude/settings.json#deny.1', 'decided', undefined],
      ['~/.claude/settings.json#allow.5', 'overridden', '~/.claude/settings.json#deny.1'],
    ]);
  });

  it('explain: the example\'s PreToolUse hook never runs at the pin, and its PermissionRequest hook, in a .claude file, is not read', async () => {
    const git = JSON.parse((await whale('explain', ...EXAMPLE, '--format', 'json', '--', 'git status -uall')).stdout);
    expect(git.decision).toBe('allow');
    expect(git.warnings.join('\n')).toContain('never runs PreToolUse hooks');
    const edit = JSON.parse((await whale('explain', ...EXAMPLE, '--format', 'json', '--tool', 'Edit', '--path', 'docs/a.md')).stdout);
    expect([edit.decision, edit.decidedBy.layer, edit.unknowns, edit.branches]).toEqual(['ask', 'default', [], []]);
  });

  it('explain: an unrun PermissionRequest hook keeps an edit at ask, with branches; --hook-result gives one', async () => {
    const root = fileURLToPath(new URL('../../fixtures/san-hooks/', import.meta.url));
    const HOOKS = ['--engine', 'san', '--home', join(root, 'home'), '--workspace', join(root, 'workspace'), '--no-color'];
    const unrun = JSON.parse((await whale('explain', ...HOOKS, '--format', 'json', '--tool', 'Edit', '--path', 'src/main.go')).stdout);
    expect(unrun.decision).toBe('ask');
    expect(unrun.unknowns[0]).toContain("hook 'PermissionRequest#1'");
    expect(unrun.branches.map((b: { verdict: string; decision: string }) => `${b.verdict}:${b.decision}`)).toEqual(['allow:allow', 'ask:ask', 'deny:deny', 'none:ask']);
    const sim = JSON.parse((await whale('explain', ...HOOKS, '--format', 'json', '--hook-result', 'PermissionRequest#1=deny', '--tool', 'Edit', '--path', 'src/main.go')).stdout);
    expect([sim.decision, sim.decidedBy.layer]).toEqual(['deny', 'hooks']);
    // Text wraps at the terminal's width: compare with the line breaks and indents folded.
    const text = (await whale('explain', ...HOOKS, '--tool', 'Edit', '--path', 'src/main.go')).stdout.replace(/\s+/g, ' ');
    expect(text).toContain("ALLOW if hook 'PermissionRequest#1' allows; ASK if it asks or is silent; DENY if it denies");
  });

  it('explain: --session-rule, --subagent and --mode', async () => {
    const session = JSON.parse((await whale('explain', ...EXAMPLE, '--format', 'json', '--session-rule', 'Edit', '--tool', 'Edit', '--path', 'docs/a.md')).stdout);
    expect(session).toMatchObject({ decision: 'allow', decidedBy: { layer: 'session-permissions' } });
    const sub = JSON.parse((await whale('explain', ...EXAMPLE, '--format', 'json', '--subagent', '--permission-mode', 'plan', '--tool', 'Agent', '--input', '{"prompt":"x"}')).stdout);
    expect(sub.decision).toBe('deny');
    expect(sub.warnings.join('\n')).toContain('would have asked');
    const bad = await whale('explain', ...EXAMPLE, '--mode', 'yolo', '--', 'ls');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--mode yolo');
  });

  it('explain: the text trace warns where san as coded is weaker', async () => {
    const r = await whale('explain', ...EXAMPLE, '--', 'git', 'push', 'origin', 'main');
    expect(r.stdout).toContain('DENY');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain("the seed's reading of a multi-word prefix; san's code would not match it");
  });

  it('stack: files, defaultMode, rules and hooks with their sources', async () => {
    const r = await whale('stack', ...EXAMPLE, '--format', 'json');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.files.map((f: { status: string }) => f.status)).toEqual(['read', 'missing', 'read', 'missing', 'read', 'missing']);
    expect(s.hooks).toHaveLength(1);
    expect(s.rules.length).toBe(17);
  });

  it('lint: the denies san never applies, the broad allows, the ignored keys', async () => {
    const r = await whale('lint', ...EXAMPLE, '--format', 'json');
    const findings = JSON.parse(r.stdout).findings as { id: string; severity: string; message: string }[];
    expect(r.code).toBe(findings.some((f) => f.severity === 'error') ? 1 : 0);
    for (const id of ['path-never-matches', 'broad-allow', 'overlay-loosening']) expect(findings.map((f) => f.id)).toContain(id);
    expect(findings.find((f) => f.id === 'path-never-matches' && f.message.includes('Bash(git push:*)'))).toBeDefined();
  });

  it('test: the example cases pass', async () => {
    const r = await whale('test', ...EXAMPLE, 'rules-examples/san/cases.toml');
    expect(r.stdout).toContain('8 passed, 0 failed');
    expect(r.code).toBe(0);
  });

  describe('diff', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'whale-perm-san-diff-')));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const env = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@example.com' };
    const git = (...args: string[]) => execaSync('git', args, { cwd: root, env });

    it('reports the calls a removed deny loosens', async () => {
      cpSync('rules-examples/san', root, { recursive: true });
      git('init', '--quiet', '--initial-branch=main');
      git('add', '--all');
      git('commit', '--quiet', '--no-gpg-sign', '-m', 'base');
      const file = join(root, 'home/.claude/settings.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('      "Bash(rm:*)",\n', ''));
      const r = await whale('diff', '--engine', 'san', '--home', join(root, 'home'), '--workspace', join(root, 'workspace'), '--base', 'HEAD', '--format', 'json', '--no-color');
      expect(r.stderr).toBe('');
      const changes = JSON.parse(r.stdout).changes as { call: { input: { command?: string } }; direction: string }[];
      const rm = changes.filter((c) => /\brm\b/.test(c.call.input.command ?? ''));
      expect(rm.length).toBeGreaterThan(0);
      expect(rm.every((c) => c.direction === 'loosened')).toBe(true);
    });
  });
});
