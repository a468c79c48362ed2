/**
 * A FIFO (or a symlink to one) where a configuration file belongs must not
 * make whale-perm wait for a writer: every engine reads its configs through
 * src/io/files.ts, which checks the file type before opening and opens
 * without blocking. Run as a child process with a timeout, so that a
 * regression fails here instead of hanging the suite. Needs the build
 * (`npm test` runs tsc first) and mkfifo (POSIX only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(here, '../../bin/whale-perm.js');
const built = existsSync(resolve(here, '../../dist/cli/main.js'));
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

describe.skipIf(!canFifo || !built)('a FIFO in place of a config file neither blocks nor is read', () => {
  it.each(FILES.flatMap((f) => [{ ...f, link: false }, { ...f, link: true }]).map((f) => [`${f.engine} ${f.file}${f.link ? ' (symlink to a FIFO)' : ''}`, f] as const))(
    '%s',
    (_label, f) => {
      const s = fifoAt(f.file, f.link);
      const r = spawnSync(process.execPath, [bin, 'explain', '--engine', f.engine, '--home', s.home, '--workspace', s.workspace, '--', 'git status'], {
        encoding: 'utf8',
        timeout: 20_000,
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      });
      expect(r.error, 'whale-perm did not finish (blocked on the FIFO?)').toBeUndefined();
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(`${f.file.slice(2)}: not a regular file (a FIFO)`);
    },
  );

  it.each(['lint', 'stack'])('%s refuses it too', (command) => {
    const s = fifoAt('h/permissions.toml', false);
    const r = spawnSync(process.execPath, [bin, command, '--engine', 'codewhale', '--home', s.home, '--workspace', s.workspace], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    });
    expect(r.error, 'whale-perm did not finish (blocked on the FIFO?)').toBeUndefined();
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('permissions.toml: not a regular file (a FIFO)');
  });
});
