/** `whale-perm lint` end to end, in process: output, exit codes and stderr. */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { memoryOutput } from '../../src/cli/output.js';

const EXAMPLE = ['--home', 'rules-examples/codewhale/home', '--workspace', 'rules-examples/codewhale/workspace', '--no-color'];
const fixture = (name: string) => ['--home', `test/fixtures/${name}/home`, '--workspace', `test/fixtures/${name}/workspace`, '--no-color'];

async function lintCli(...args: string[]) {
  const out = memoryOutput();
  const code = await run(['lint', ...args], out);
  return { code, stdout: out.stdout, stderr: out.stderr };
}

describe('whale-perm lint', () => {
  it('prints what a reviewer needs for the example stack in under a screen, exit 0', async () => {
    const r = await lintCli(...EXAMPLE);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThan(40);
    for (const id of ['hook-risk', 'broad-allow', 'overlay-loosening', 'ignored-file']) expect(r.stdout).toContain(id);
  });

  it('exits 1 on errors and with more warnings than --max-warnings', async () => {
    expect((await lintCli(...fixture('lint-schema'), '--format', 'json')).code).toBe(1);
    expect((await lintCli(...EXAMPLE, '--max-warnings', '3', '--format', 'json')).code).toBe(1);
    expect((await lintCli(...EXAMPLE, '--max-warnings', '4', '--format', 'github')).code).toBe(0);
  });

  it('--quiet shows errors only and keeps the true counts (issue 15)', async () => {
    const r = await lintCli(...fixture('lint-schema'), '--quiet', '--format', 'json');
    const all = JSON.parse((await lintCli(...fixture('lint-schema'), '--format', 'json')).stdout) as { summary: unknown };
    const j = JSON.parse(r.stdout) as { findings: { severity: string }[]; summary: unknown };
    expect(j.findings.map((f) => f.severity)).toEqual(['error']);
    expect(j.summary).toEqual(all.summary);
  });

  it('an unparseable file: one file:line:column line on stderr, nothing on stdout, exit 2', async () => {
    const r = await lintCli(...fixture('lint-schema-syntax'));
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: 'whale-perm: test/fixtures/lint-schema-syntax/home/permissions.toml:3:22: invalid TOML: control characters are not allowed in strings\n',
    });
  });

  it('files named on the command line: only their findings; a missing one is exit 2', async () => {
    const r = await lintCli(...EXAMPLE, '--format', 'json', 'rules-examples/codewhale/workspace/.codewhale/config.toml');
    const j = JSON.parse(r.stdout) as { findings: { id: string; file: string }[] };
    expect(j.findings.map((f) => [f.id, f.file])).toEqual([['overlay-loosening', 'rules-examples/codewhale/workspace/.codewhale/config.toml']]);
    const missing = await lintCli(...EXAMPLE, 'no/such/permissions.toml');
    expect([missing.code, missing.stdout]).toEqual([2, '']);
    expect(missing.stderr).toMatch(/^whale-perm: .*no\/such\/permissions\.toml: no such file\n$/);
  });

  it('an unreadable path stops lint with exit 2, and a named file outside the stack gets a note', async () => {
    const r = await lintCli('--home', 'rules-examples/codewhale/home/config.toml', '--workspace', 'rules-examples/codewhale/workspace');
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe('whale-perm: rules-examples/codewhale/home/config.toml: the Codewhale home is a file, expected a directory\n');
    const note = await lintCli(...fixture('lint-duplicate-rule-fixed'), 'rules-examples/codewhale/home/permissions.toml');
    expect(note.code).toBe(0);
    expect(note.stderr).toContain('rules-examples/codewhale/home/permissions.toml is not part of the stack');
  });

  it('--format sarif writes one SARIF log', async () => {
    const r = await lintCli(...EXAMPLE, '--format', 'sarif');
    const log = JSON.parse(r.stdout) as { version: string; runs: { results: { ruleId: string }[] }[] };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]!.results.map((x) => x.ruleId)).toEqual(['hook-risk', 'broad-allow', 'overlay-loosening', 'ignored-file']);
  });
});
