/**
 * Builds the diff fixture repository in a temp dir at test time, from the
 * files under test/fixtures/diff: `common/` in every commit, then one commit
 * per directory of `commits/` (in name order), each overlaying its files.
 * Author, committer and dates are fixed, and the user's git configuration is
 * kept out, so the commits are the same on every machine.
 */
import { cpSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execaSync } from 'execa';

export const FIXTURE = fileURLToPath(new URL('../fixtures/diff/', import.meta.url));

const GIT_ENV = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Fixture Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Fixture Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
};

export function git(cwd: string, ...args: string[]): string {
  return execaSync('git', args, { cwd, env: GIT_ENV }).stdout as string;
}

export interface FixtureRepo {
  root: string;
  home: string;
  workspace: string;
  /** Commit ids, oldest first. */
  commits: string[];
  cleanup(): void;
}

export function buildFixtureRepo(): FixtureRepo {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'whale-perm-diff-')));
  git(root, 'init', '--quiet', '--initial-branch=main');
  cpSync(join(FIXTURE, 'common'), root, { recursive: true });
  const commits: string[] = [];
  const steps = readdirSync(join(FIXTURE, 'commits')).sort();
  steps.forEach((step, i) => {
    cpSync(join(FIXTURE, 'commits', step), root, { recursive: true });
    git(root, 'add', '--all');
    const date = `2024-01-0${i + 1}T12:00:00Z`;
    execaSync('git', ['commit', '--quiet', '--no-gpg-sign', '-m', step], {
      cwd: root,
      env: { ...GIT_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
    commits.push(git(root, 'rev-parse', 'HEAD'));
  });
  return {
    root,
    home: join(root, 'home'),
    workspace: join(root, 'workspace'),
    commits,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
