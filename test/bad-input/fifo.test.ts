/**
 * A FIFO (or a symlink to one) where a configuration file belongs must not
 * make whale-perm wait for a writer: every engine reads its configs through
 * src/io/files.ts, which checks the file type before opening and opens
 * without blocking. Run in a child process with a timeout, so that a
 * regression fails here instead of hanging the suite: one process (the
 * committed bundle, as bin/whale-perm.js runs it, with the process's own
 * environment, directory and home) runs every case in turn and reports each
 * one's exit code and output; a case that blocks leaves that process
 * unfinished and fails every case. Needs mkfifo (POSIX only).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = resolve(here, '../../lib/whale-perm.js');
const canFifo = process.platform !== 'win32' && spawnSync('mkfifo', ['--help'], { stdio: 'ignore' }).error === undefined;
const root = mkdtempSync(join(tmpdir(), 'whale-perm-fifo-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Each engine's configuration files (relative to a fresh home `h` and
 * workspace `w`). A FIFO is refused for every one of them, including the
 * files the agent skips when they are broken: the agent's own read blocks on
 * a FIFO, so it never gets as far as skipping it (src/io/files.ts).
 */
const FILES: { engine: string; file: string }[] = [
  { engine: 'codewhale', file: 'h/config.toml' },
  { engine: 'codewhale', file: 'h/permissions.toml' },
  { engine: 'codewhale', file: 'w/.codewhale/config.toml' },
  { engine: 'san', file: 'h/.claude/settings.json' },
  { engine: 'san', file: 'h/.gen/settings.json' },
  { engine: 'san', file: 'w/.claude/settings.json' },
  { engine: 'san', file: 'w/.claude/settings.local.json' },
  { engine: 'san', file: 'w/.gen/settings.json' },
  { engine: 'san', file: 'w/.gen/settings.local.json' },
  { engine: 'grok', file: 'h/.grok/config.toml' },
  { engine: 'grok', file: 'h/.grok/managed_config.toml' },
  { engine: 'grok', file: 'h/.grok/requirements.toml' },
  { engine: 'grok', file: 'h/.grok/trusted_folders.toml' },
  { engine: 'grok', file: 'h/.claude/settings.json' },
  { engine: 'grok', file: 'h/.claude/settings.local.json' },
  { engine: 'claude', file: 'h/.claude.json' },
  { engine: 'claude', file: 'h/.claude/settings.json' },
  { engine: 'claude', file: 'w/.claude/settings.json' },
  { engine: 'claude', file: 'w/.claude/settings.local.json' },
  { engine: 'codex', file: 'h/config.toml' },
  { engine: 'codex', file: 'h/rules/default.rules' },
  { engine: 'gemini', file: 'h/policies/team.toml' },
];

let n = 0;
function fifoAt(file: string, viaSymlink: boolean): { home: string; workspace: string } {
  const dir = join(root, `s${n++}`);
  const target = join(dir, file);
  mkdirSync(join(dir, 'h'), { recursive: true });
  mkdirSync(join(dir, 'w'), { recursive: true });
  mkdirSync(dirname(target), { recursive: true });
  if (viaSymlink) {
    const fifo = join(dir, 'elsewhere.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    symlinkSync(fifo, target);
  } else {
    expect(spawnSync('mkfifo', [target]).status).toBe(0);
  }
  return { home: join(dir, 'h'), workspace: join(dir, 'w') };
}

type Case = { argv: string[] };
type Result = { status: number; stdout: string; stderr: string };

/**
 * The child: runs each argv through the bundle's `run` with the real
 * process's environment, directory and home (what `processIO` hands over),
 * capturing each run's output, and prints the results as one JSON line.
 */
const CHILD = `
const { homedir } = require('node:os');
const cli = require(process.argv[1]);
(async () => {
  const results = [];
  for (const argv of JSON.parse(process.argv[2])) {
    let stdout = '';
    let stderr = '';
    const io = { env: process.env, cwd: process.cwd(), home: homedir(), out: (t) => void (stdout += t), err: (t) => void (stderr += t) };
    const status = await cli.run(argv, io);
    results.push({ status, stdout, stderr });
  }
  process.stdout.write(JSON.stringify(results));
})();
`;

/** Runs every case in one child process; undefined for all of them if it did not finish. */
function runAll(cases: Case[]): { error?: Error; results?: Result[] } {
  const r = spawnSync(process.execPath, ['-e', CHILD, bundle, JSON.stringify(cases.map((c) => c.argv))], {
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
  });
  if (r.error) return { error: r.error };
  if (r.status !== 0) return { error: new Error(`the child exited with ${r.status}: ${r.stderr}`) };
  return { results: JSON.parse(r.stdout) as Result[] };
}

const EXPLAIN_CASES = FILES.flatMap((f) => [{ ...f, link: false }, { ...f, link: true }]);
const COMMANDS = ['lint', 'stack'];

describe.skipIf(!canFifo)('a FIFO in place of a config file neither blocks nor is read', () => {
  let ran: { error?: Error; results?: Result[] } = {};
  beforeAll(() => {
    const cases: Case[] = EXPLAIN_CASES.map((f) => {
      const s = fifoAt(f.file, f.link);
      return { argv: ['explain', '--engine', f.engine, '--home', s.home, '--workspace', s.workspace, '--', 'git status'] };
    });
    for (const command of COMMANDS) {
      const s = fifoAt('h/permissions.toml', false);
      cases.push({ argv: [command, '--engine', 'codewhale', '--home', s.home, '--workspace', s.workspace] });
    }
    ran = runAll(cases);
  });
  const result = (i: number): Result => {
    expect(ran.error, 'whale-perm did not finish (blocked on the FIFO?)').toBeUndefined();
    const r = ran.results?.[i];
    expect(r).toBeDefined();
    return r!;
  };

  it.each(EXPLAIN_CASES.map((f, i) => [`${f.engine} ${f.file}${f.link ? ' (symlink to a FIFO)' : ''}`, f, i] as const))('%s', (_label, f, i) => {
    const r = result(i);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`${f.file.slice(2)}: not a regular file (a FIFO)`);
  });

  it.each(COMMANDS.map((c, i) => [c, EXPLAIN_CASES.length + i] as const))('%s refuses it too', (_command, i) => {
    const r = result(i);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('permissions.toml: not a regular file (a FIFO)');
  });
});
