/**
 * The CLI's world is an input: `run(argv, {env, cwd, home, …})`. What is not
 * given is neutral (no environment, no home), so the variables of the shell
 * that runs the tests never reach a decision; what is given decides.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { cliFrom, memoryOutput, type RunIO } from '../../src/cli/output.js';
import { evalOptions } from '../../src/cli/context.js';

const FIX = fileURLToPath(new URL('../cli-test/fixtures/', import.meta.url));
const STACK = ['--home', join(FIX, 'home'), '--workspace', join(FIX, 'workspace')];

async function whale(argv: string[], io: RunIO = {}) {
  const out = memoryOutput();
  const code = await run(argv, { ...out, ...io });
  return { code, stdout: out.stdout, stderr: out.stderr };
}

async function decision(argv: string[], io: RunIO = {}) {
  const r = await whale(['explain', ...STACK, '--format', 'json', ...argv], io);
  expect(r.stderr).toBe('');
  const t = JSON.parse(r.stdout);
  return `${t.decision} by ${t.decidedBy.layer}`;
}

describe('run takes its environment as an input', () => {
  it('ignores the variables of the process that calls it', async () => {
    const saved = process.env.CODEWHALE_YOLO;
    process.env.CODEWHALE_YOLO = '1';
    try {
      expect(await decision(['--', 'curl https://example.com'])).toBe('ask by typed-rules');
    } finally {
      if (saved === undefined) delete process.env.CODEWHALE_YOLO;
      else process.env.CODEWHALE_YOLO = saved;
    }
  });

  it('reads the variables it is given', async () => {
    // CODEWHALE_YOLO=1 is the agent's own switch to yolo (seed 000); it is not the same decision as without it.
    const plain = await decision(['--', 'curl https://example.com']);
    const yolo = await decision(['--', 'curl https://example.com'], { env: { CODEWHALE_YOLO: '1' } });
    expect(plain).toBe('ask by typed-rules');
    expect(yolo).not.toBe(plain);
  });

  it('resolves relative options and shows paths against the cwd it is given', async () => {
    const r = await whale(['explain', '--home', 'home', '--workspace', 'workspace', '--no-color', '--', 'curl'], { cwd: FIX });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Decision {2}ASK {2}by typed-rules: .* {2}home\/permissions\.toml:16:1$/m);
  });

  it('shows ~ only for the home it is given, and never in machine output', async () => {
    const io = { cwd: join(FIX, 'workspace'), home: FIX };
    const text = await whale(['explain', ...STACK, '--no-color', '--', 'curl'], io);
    expect(text.stdout).toContain('~/home/permissions.toml:16:1');
    const json = await whale(['explain', ...STACK, '--format', 'json', '--', 'curl'], io);
    expect(json.stdout).not.toContain('~/');
    expect(JSON.parse(json.stdout).decidedBy.source.file).toBe(join(FIX, 'home', 'permissions.toml'));
  });

  it('has no home without one: HOME in the given env, else none', () => {
    expect(cliFrom({}).home).toBeUndefined();
    expect(cliFrom({ env: { HOME: '/h' } }).home).toBe('/h');
    expect(cliFrom({ env: { HOME: '/h' }, home: '/other' }).home).toBe('/other');
  });

  it('explain --batch - without a standard input is a usage error', async () => {
    const r = await whale(['explain', ...STACK, '--batch', '-']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('whale-perm: --batch -: no standard input was given (see whale-perm --help)\n');
  });
});

describe('pinned verdicts from the command line', () => {
  it('--guardian and --classifier become EvalOptions.pinned; absent, nothing is pinned', async () => {
    expect((await evalOptions({})).pinned).toBeUndefined();
    expect((await evalOptions({ guardian: 'approve' })).pinned).toEqual({ guardian: 'approve' });
    expect((await evalOptions({ classifier: 'deny', guardian: 'reject' })).pinned).toEqual({ guardian: 'reject', classifier: 'deny' });
  });

  it('refuses a verdict the decider cannot give', async () => {
    for (const argv of [['--guardian', 'allow'], ['--classifier', 'approve']]) {
      const r = await whale(['explain', ...STACK, ...argv, '--', 'ls']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^whale-perm: .*Invalid values/);
    }
  });

  it('keeps the pinning options out of the command words', async () => {
    const r = await whale(['explain', ...STACK, '--format', 'json', '--guardian', 'approve', 'git', 'status']);
    expect(JSON.parse(r.stdout).call.input.command).toBe('git status');
  });
});

describe('where the stack is looked for (issue 15)', () => {
  it('a --home that does not exist is exit 2 naming the path', async () => {
    const r = await whale(['explain', '--home', 'no/such/dir', '--workspace', join(FIX, 'workspace'), '--', 'ls'], { cwd: FIX });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`whale-perm: --home no/such/dir: no such directory (${join(FIX, 'no/such/dir')}) (see whale-perm --help)\n`);
  });

  it('a leading ~ is the home it is given', async () => {
    const r = await whale(['explain', '--home=~/home', '--workspace', '~/workspace', '--format', 'json', '--', 'curl'], { home: FIX, cwd: '/' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).decidedBy.source.file).toBe(join(FIX, 'home', 'permissions.toml'));
  });

  it('a run that finds no configuration file at all is exit 2 naming every path it looked at', async () => {
    for (const engine of ['codewhale', 'san', 'grok', 'claude']) {
      const empty = join(FIX, 'workspace');
      const r = await whale(['explain', '--engine', engine, '--workspace', empty, '--', 'ls'], { home: join(FIX, 'cases') });
      expect(r.code, engine).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr, engine).toMatch(new RegExp(`^whale-perm: no ${engine} configuration file found; looked at: `));
      expect(r.stderr, engine).toContain(join(FIX, 'cases'));
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});

describe('CLI conventions', () => {
  it('--version and -V print the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(FIX, '..', '..', '..', 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const r = await whale([flag]);
      expect([r.code, r.stdout, r.stderr]).toEqual([0, `${version}\n`, '']);
    }
  });

  it('-h, --help and help <command> print help with examples to stdout', async () => {
    const top = await whale(['-h']);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/whale-perm explain \[command\.\.\]/);
    expect(top.stdout).toMatch(/completion/);
    for (const argv of [['help', 'explain'], ['explain', '--help']]) {
      const r = await whale(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Examples:/);
      expect(r.stdout).toMatch(/--guardian/);
      expect(r.stdout).toMatch(/codewhale only:/);
    }
    for (const c of ['stack', 'lint', 'test', 'diff']) expect((await whale(['help', c])).stdout, c).toMatch(/Examples:[\s\S]*whale-perm [\s\S]*whale-perm /);
  });

  it('completion prints a shell completion script', async () => {
    const r = await whale(['completion']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/whale-perm/);
    expect(r.stdout).toMatch(/complete /);
  });

  it("warns when whale-perm's options follow an unquoted command, and keeps them in the command", async () => {
    const r = await whale(['explain', ...STACK, 'git', 'status', '--format', 'json']);
    expect(r.stderr).toBe("whale-perm: warning: --format after the command is read as part of the command; put whale-perm's options before it (or quote the command)\n");
    expect(r.stdout).toMatch(/^Call {2}exec_shell: git status --format json/);
    expect((await whale(['explain', ...STACK, '--', 'git', 'status', '--format', 'json'])).stderr).toBe('');
  });

  it('a mistake is one line and exit 2, from the fast path or yargs alike', async () => {
    for (const argv of [['explain', '--formt', 'json', 'ls'], ['explain', '--format', 'yaml', 'ls'], ['test'], ['nope']]) {
      const r = await whale(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n'), argv.join(' ')).toHaveLength(1);
    }
  });
});
