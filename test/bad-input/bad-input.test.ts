/**
 * Hostile input: each case gets one located line on stderr and exit 2 where
 * Codewhale itself would refuse the file, or goes on with a warning where
 * Codewhale skips it. Never a stack trace, never partial output.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { memoryOutput } from '../../src/cli/output.js';

const root = mkdtempSync(join(tmpdir(), 'whale-perm-bad-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh home and workspace with the given files (relative paths → contents). */
function stack(files: Record<string, string | Buffer>): { home: string; workspace: string } {
  const dir = join(root, `s${n++}`);
  const home = join(dir, 'home');
  const workspace = join(dir, 'workspace');
  mkdirSync(home, { recursive: true });
  mkdirSync(workspace, { recursive: true });
  for (const [rel, content] of Object.entries(files)) {
    const p = join(dir, rel);
    mkdirSync(join(p, '..'), { recursive: true });
    writeFileSync(p, content);
  }
  return { home, workspace };
}

async function explain(s: { home: string; workspace: string }, ...extra: string[]) {
  const out = memoryOutput();
  const code = await run(['explain', '--home', s.home, '--workspace', s.workspace, '--format', 'json', ...extra, '--', extra.includes('--tool') ? '' : 'git status'].filter((x) => x !== ''), out);
  return { code, ...out };
}

function expectOneLineError(r: { code: number; stdout: string; stderr: string }, pattern: RegExp) {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(pattern);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

describe('configuration the agent refuses: exit 2 with file:line:column', () => {
  it.each([
    ['truncated TOML', 'home/permissions.toml', '[[rules]\ntool = "exec_shell"\n', /permissions\.toml:1:\d+: invalid TOML/],
    ['unterminated string', 'home/config.toml', 'approval_policy = "never\n', /config\.toml:1:\d+: /],
    ['rules is not an array', 'home/permissions.toml', 'rules = "all"\n', /permissions\.toml:1:\d+: rules must be an array/],
    ['tool is a number', 'home/permissions.toml', '[[rules]]\ntool = 1\n', /permissions\.toml:2:8: rules\[0\]\.tool must be a string/],
    ['command_exact is a string', 'home/permissions.toml', '[[rules]]\ntool = "exec_shell"\ncommand = "ls"\ncommand_exact = "yes"\n', /permissions\.toml:4:17: .*command_exact must be true or false/],
    ['unknown action', 'home/permissions.toml', '[[rules]]\ntool = "exec_shell"\naction = "maybe"\n', /permissions\.toml:3:10: .*action = "maybe" is not one of allow, ask, deny/],
    ['unknown field in a rule', 'home/permissions.toml', '[[rules]]\ntool = "exec_shell"\ndecision = "allow"\n', /permissions\.toml:3:1: unknown key "decision"/],
    ['unknown top-level key', 'home/permissions.toml', 'version = 2\n', /permissions\.toml:1:1: unknown key "version"/],
    ['approval_policy is a number', 'home/config.toml', 'approval_policy = 3\n', /config\.toml:1:19: approval_policy must be a string/],
    ['allow_shell is a string', 'home/config.toml', 'allow_shell = "no"\n', /config\.toml:1:15: allow_shell must be true or false/],
    ['unknown approval policy', 'home/config.toml', 'approval_policy = "sometimes"\n', /config\.toml:1:19: approval_policy = "sometimes" is not a value Codewhale knows/],
    ['deeply nested arrays', 'home/config.toml', `x = ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`, /config\.toml:1:\d+: invalid TOML/],
    ['binary garbage', 'home/config.toml', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3, 0xff, 0xfe]), /config\.toml: binary file/],
    ['invalid UTF-8', 'home/permissions.toml', Buffer.from([0x5b, 0x5b, 0xc3, 0x28]), /permissions\.toml: not valid UTF-8/],
  ])('%s', async (_name, rel, content, pattern) => {
    expectOneLineError(await explain(stack({ [rel]: content })), pattern);
  });

  it('a 20 MB file is refused without being read', async () => {
    const s = stack({});
    writeFileSync(join(s.home, 'config.toml'), Buffer.alloc(20 * 1024 * 1024, 0x23));
    expectOneLineError(await explain(s), /config\.toml: file is 20971520 bytes; configuration files over \d+ bytes are refused/);
  });

  it('a directory where a file belongs', async () => {
    const s = stack({});
    mkdirSync(join(s.home, 'permissions.toml'));
    expectOneLineError(await explain(s), /permissions\.toml: is a directory, expected a file/);
  });

  it('a --home that is a file', async () => {
    const s = stack({ 'home-file': 'x' });
    const r = await explain({ home: join(s.home, '..', 'home-file'), workspace: s.workspace });
    expectOneLineError(r, /home-file: the Codewhale home is a file, expected a directory/);
  });

  it('a violated requirement stops the agent', async () => {
    const s = stack({ 'home/config.toml': 'approval_policy = "bypass"\n', 'managed/requirements.toml': 'allowed_approval_policies = ["on-request"]\n' });
    const r = await explain(s, '--managed-dir', join(s.home, '..', 'managed'));
    expectOneLineError(r, /config\.toml:1:1: approval_policy = "bypass" \(user config\) is not allowed by requirements\.toml/);
  });

  it('usage mistakes are one line too', async () => {
    const out = memoryOutput();
    expect(await run(['explain', '--posture', 'sometimes', 'ls'], out)).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('files Codewhale skips: explain goes on and says so', () => {
  it('a malformed constitution.json', async () => {
    const r = await explain(stack({ 'workspace/.codewhale/constitution.json': '{ "protected_invariants": [ }' }), '--tool', 'write_file', '--path', 'a.txt');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).warnings.join('\n')).toMatch(/constitution\.json:1:\d+: .*Codewhale ignores it, so no repository law applies/);
  });

  it('a malformed project overlay', async () => {
    const r = await explain(stack({ 'workspace/.codewhale/config.toml': 'approval_policy = \n' }));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).warnings.join('\n')).toMatch(/\.codewhale\/config\.toml:1:\d+: project overlay is malformed/);
  });

  it('a symlink loop in the workspace', async () => {
    const s = stack({});
    mkdirSync(join(s.workspace, '.codewhale'));
    const loop = join(s.workspace, '.codewhale', 'config.toml');
    symlinkSync(loop, loop);
    const r = await explain(s);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).warnings.join('\n')).toMatch(/too many levels of symbolic links/);
  });
});

describe('commands that do not parse are calls, not bad input', () => {
  it('a 100,000-character command that does not parse is decided as the agent reads it, and the unreadable part is a risk', async () => {
    const s = stack({ 'home/permissions.toml': '[[rules]]\ntool = "exec_shell"\ncommand = "echo"\naction = "allow"\n' });
    const out = memoryOutput();
    const code = await run(['explain', '--home', s.home, '--workspace', s.workspace, '--format', 'json', `echo ${'"'.repeat(1)}${'a'.repeat(100_000)}`], out);
    expect(code).toBe(0);
    // Codewhale's own reading: `echo` matches the typed allow (execpolicy check, OnFailure), the command is
    // not chained and analyze_command rates it Safe, so it runs (bash then fails on the open quote).
    // whale-perm cannot read the unterminated part: that is a risk, not a stricter decision.
    const t = JSON.parse(out.stdout);
    expect([t.decision, t.decidedBy.layer]).toEqual(['allow', 'typed-rules']);
    expect(t.risks.map((r: { kind: string }) => r.kind)).toContain('hidden-code');
  });
});
