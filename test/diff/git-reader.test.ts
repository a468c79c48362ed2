/** The revision reader `diff` loads the base stack through: `git show REV:path` inside the repository, the disk outside it. */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoTop, gitRevisionReader, openRevision, resolveCommit, UnknownRevision } from '../../src/io/git.js';
import { git } from './fixture-repo.js';

let root: string;
let outside: string;

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'whale-perm-git-')));
  outside = realpathSync(mkdtempSync(join(tmpdir(), 'whale-perm-outside-')));
  git(root, 'init', '--quiet', '--initial-branch=main');
  mkdirSync(join(root, 'conf', 'deep'), { recursive: true });
  writeFileSync(join(root, 'conf', 'a.toml'), 'v = 1\n');
  writeFileSync(join(root, 'conf', 'deep', 'b.toml'), 'old\n');
  symlinkSync('a.toml', join(root, 'conf', 'link.toml'));
  writeFileSync(join(root, 'bin.dat'), Buffer.from([1, 0, 2]));
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--no-gpg-sign', '-m', 'one');
  writeFileSync(join(root, 'conf', 'a.toml'), 'v = 2\n');
  writeFileSync(join(root, 'conf', 'new.toml'), 'fresh\n');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--no-gpg-sign', '-m', 'two');
  writeFileSync(join(root, 'conf', 'a.toml'), 'v = 3 (working tree)\n');
  writeFileSync(join(outside, 'x.toml'), 'outside\n');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('gitRevisionReader', () => {
  it('reads each file as it was at the revision', async () => {
    const one = gitRevisionReader(await openRevision([root], 'HEAD~1'));
    const two = gitRevisionReader(await openRevision([root], 'HEAD'));
    expect(one.read(join(root, 'conf', 'a.toml'))).toEqual({ status: 'ok', path: join(root, 'conf', 'a.toml'), text: 'v = 1\n' });
    expect(two.read(join(root, 'conf', 'a.toml'))).toMatchObject({ status: 'ok', text: 'v = 2\n' });
    expect(one.read(join(root, 'conf', 'deep', 'b.toml'))).toMatchObject({ status: 'ok', text: 'old\n' });
  });

  it('says missing for a file the revision does not have, though the disk has it', async () => {
    const one = gitRevisionReader(await openRevision([root], 'HEAD~1'));
    expect(one.read(join(root, 'conf', 'new.toml'))).toEqual({ status: 'missing', path: join(root, 'conf', 'new.toml') });
  });

  it('knows the directories of the revision, and that a directory is not a file', async () => {
    const one = gitRevisionReader(await openRevision([root], 'HEAD~1'));
    expect(one.isDirectory(root)).toBe(true);
    expect(one.isDirectory(join(root, 'conf', 'deep'))).toBe(true);
    expect(one.isDirectory(join(root, 'conf', 'a.toml'))).toBe(false);
    expect(one.read(join(root, 'conf'))).toMatchObject({ status: 'error', message: 'is a directory, expected a file' });
  });

  it('falls back to the disk outside the repository, and for .git itself', async () => {
    const one = gitRevisionReader(await openRevision([root], 'HEAD~1'));
    expect(one.read(join(outside, 'x.toml'))).toMatchObject({ status: 'ok', text: 'outside\n' });
    expect(one.isDirectory(join(root, '.git'))).toBe(true);
    expect(one.read(join(root, '.git', 'HEAD'))).toMatchObject({ status: 'ok' });
  });

  it('follows a symbolic link stored in the revision', async () => {
    const one = gitRevisionReader(await openRevision([root], 'HEAD~1'));
    expect(one.read(join(root, 'conf', 'link.toml'))).toMatchObject({ status: 'ok', text: 'v = 1\n', path: join(root, 'conf', 'link.toml') });
  });

  it('refuses binary content as a configuration file', async () => {
    const one = gitRevisionReader(await openRevision([root], 'HEAD~1'));
    expect(one.read(join(root, 'bin.dat'))).toMatchObject({ status: 'error', message: expect.stringMatching(/binary/) });
  });

  it('maps a path given through a symlinked directory to the repository', async () => {
    const alias = join(outside, 'alias');
    symlinkSync(root, alias);
    const one = gitRevisionReader(await openRevision([root], 'HEAD~1'));
    expect(one.read(join(alias, 'conf', 'a.toml'))).toMatchObject({ status: 'ok', text: 'v = 1\n' });
  });
});

describe('repository and revision lookup', () => {
  it('finds the top of the work tree from a subdirectory, and nothing outside one', async () => {
    expect(await findRepoTop(join(root, 'conf', 'deep'))).toBe(root);
    expect(await findRepoTop(outside)).toBeUndefined();
  });

  it('resolves revisions to commits and rejects unknown ones and option-like ones', async () => {
    expect(await resolveCommit(root, 'HEAD')).toMatch(/^[0-9a-f]{40}$/);
    expect(await resolveCommit(root, 'nope')).toBeUndefined();
    expect(await resolveCommit(root, '--all')).toBeUndefined();
    await expect(openRevision([root], 'HEAD~5')).rejects.toBeInstanceOf(UnknownRevision);
  });
});
