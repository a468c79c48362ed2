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

/** Each engine's configuration files (relative to a fresh home `h` and workspace `w`), and what the agent does with a broken one. */
const FILES: { engine: string; file: string; refuses: boolean }[] = [
  { engine: 'codewhale', file: 'h/config.toml', refuses: true },
  { engine: 'codewhale', file: 'h/permissions.toml', refuses: true },
  { engine: 'codewhale', file: 'w/.codewhale/config.toml', refuses: false },
  { engine: 'san', file: 'h/.claude/settings.json', refuses: false },
  { engine: 'san', file: 'h/.gen/settings.json', refuses: false },
  { engine: 'san', file: 'w/.claude/settings.json', refuses: false },
  { engine: 'san', file: 'w/.claude/settings.local.json', refuses: false },
  { engine: 'san', file: 'w/.gen/settings.json', refuses: false },
  { engine: 'san', file: 'w/.gen/settings.local.json', refuses: false },
  { engine: 'grok', file: 'h/.grok/config.toml', refuses: false },
  { engine: 'grok', file: 'h/.grok/managed_config.toml', refuses: false },
  { engine: 'grok', file: 'h/.grok/requirements.toml', refuses: false },
  { engine: 'grok', file: 'h/.grok/trusted_folders.toml', refuses: false },
  { engine: 'grok', file: 'h/.claude/settings.json', refuses: false },
  { engine: 'grok', file: 'h/.claude/settings.local.json', refuses: false },
  { engine: 'claude', file: 'h/.claude.json', refuses: false },
  { engine: 'claude', file: 'h/.claude/settings.json', refuses: false },
  { engine: 'claude', file: 'w/.claude/settings.json', refuses: false },
  { engine: 'claude', file: 'w/.claude/settings.local.json', refuses: false },
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
      if (f.refuses) {
        expect(r.status).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(r.stderr).toMatch(/: not a regular file$/m);
      } else {
        expect(r.status).toBe(0);
        expect((r.stdout + r.stderr).replace(/\s+/g, ' ')).toMatch(/not a regular file/);
      }
    },
  );
});
