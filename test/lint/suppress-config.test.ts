/** --exclude, .whale-perm.toml, --baseline / --write-baseline, --max-warnings and --quiet, end to end in process. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { memoryOutput } from '../../src/cli/output.js';
import { parsePolicy } from '../../src/lint/suppress-config.js';

const typos = ['--engine', 'claude', '--home', 'test/fixtures/lint-typos/home', '--workspace', 'test/fixtures/lint-typos/workspace', '--trusted', '--no-color'];
const policy = ['--engine', 'claude', '--home', 'test/fixtures/lint-policy/home', '--workspace', 'test/fixtures/lint-policy/workspace', '--trusted', '--no-color', '--format', 'json'];

async function lintCli(...args: string[]) {
  const out = memoryOutput();
  const code = await run(['lint', ...args], out);
  return { code, stdout: out.stdout, stderr: out.stderr };
}

const tmp = mkdtempSync(join(tmpdir(), 'whale-perm-baseline-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('lint suppressions', () => {
  it('lint on a file with "permisions" gives a schema warning suggesting permissions', async () => {
    const r = await lintCli(...typos, '--format', 'json');
    const f = (JSON.parse(r.stdout) as { findings: { id: string; severity: string; message: string }[] }).findings;
    expect(f.find((x) => x.message.includes('"permisions"'))).toMatchObject({ id: 'schema', severity: 'warning', message: expect.stringContaining('did you mean "permissions"?') });
  });

  it('--max-warnings rejects what is not a whole number (exit 2)', async () => {
    for (const v of ['abc', '-1', '1.5']) {
      const r = await lintCli(...typos, '--max-warnings', v);
      expect({ v, code: r.code, out: r.stdout }).toEqual({ v, code: 2, out: '' });
      expect(r.stderr).toContain('--max-warnings expects a whole number');
    }
  });

  it('--exclude takes ID[,ID], checks the ids, and says how many findings it kept back', async () => {
    const r = await lintCli(...typos, '--exclude', 'schema,broad-allow', '--max-warnings', '0');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('4 finding(s) not reported');
    const bad = await lintCli(...typos, '--exclude', 'schemaa');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown check 'schemaa'; did you mean \"schema\"?");
  });

  it('.whale-perm.toml: excluded checks, per-check severity, ignored paths', async () => {
    const r = await lintCli(...policy);
    const f = (JSON.parse(r.stdout) as { findings: { id: string; severity: string }[] }).findings;
    expect(f.map((x) => [x.id, x.severity])).toEqual([['schema', 'info']]);
  });

  it('a baseline written once hides the accepted findings, so --max-warnings 0 passes, and new ones still count', async () => {
    const file = join(tmp, 'baseline.json');
    expect((await lintCli(...typos, '--write-baseline', file)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).findings).toHaveLength(4);
    const r = await lintCli(...typos, '--baseline', file, '--max-warnings', '0');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('4 finding(s) hidden by the baseline');
    expect((await lintCli(...typos, '--baseline', join(tmp, 'none.json'))).code).toBe(2);
  });

  it('--quiet keeps the true counts in JSON and says how many it hid', async () => {
    const r = await lintCli(...typos, '--quiet', '--format', 'json');
    const j = JSON.parse(r.stdout) as { findings: unknown[]; summary: { warnings: number } };
    expect(j.findings).toEqual([]);
    expect(j.summary.warnings).toBe(4);
    expect(r.stderr).toContain('--quiet hid 4 warning(s)');
  });

  it('a malformed .whale-perm.toml is one located error', () => {
    expect(() => parsePolicy('exclud = []\n', 'w.toml')).toThrow(/w\.toml:1:1: unknown key 'exclud'; did you mean "exclude"\?/);
    expect(() => parsePolicy('[severity]\nhook-risk = "loud"\n', 'w.toml')).toThrow(/w\.toml:2:1: severity must be/);
  });
});

describe('broken suppression files', () => {
  it('a baseline that is not JSON: one line naming file:line:column, exit 2, nothing on stdout', async () => {
    const bad = join(tmp, 'broken-baseline.json');
    (await import('node:fs')).writeFileSync(bad, 'not json\n');
    const r = await lintCli(...typos, '--baseline', bad);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/broken-baseline\.json:1:1: invalid JSON: .*not a whale-perm baseline/);
  });

  it('a .whale-perm.toml that does not parse names its line and column', () => {
    expect(() => parsePolicy('[checks\nx=', 'w/.whale-perm.toml')).toThrow(/^w\/\.whale-perm\.toml:1:8: invalid TOML/);
  });
});
