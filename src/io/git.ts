/**
 * Reading configuration as it was at a git revision, for `diff`. A
 * `FileReader` that maps absolute paths inside a repository to `REV:relative`
 * and reads them with `git show`; paths outside every repository fall back to
 * the disk. The repository's `.git` itself is always read from disk, so an
 * engine that looks for it (workspace detection, upward searches that stop
 * at the git root) sees the same thing at every revision.
 *
 * Git is run with `reject: false` and its failures become ordinary results:
 * a hostile or broken repository cannot make whale-perm throw half-way.
 */
import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { execa, execaSync } from 'execa';
import { boundedSortedNames, decodeConfigBytes, diskReader, MAX_CONFIG_BYTES, type FileRead, type FileReader } from './files.js';

interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  size: number;
}

/** One repository read at one commit. */
export interface RepoRevision {
  /** `git rev-parse --show-toplevel`: an absolute, symlink-free path. */
  top: string;
  /** The revision as the user wrote it. */
  rev: string;
  /** The full commit id it resolved to. */
  commit: string;
  tree: ReadonlyMap<string, TreeEntry>;
}

/** Environment for every git call: no pager, no prompts, no locale surprises. */
const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', GIT_OPTIONAL_LOCKS: '0' };

async function git(cwd: string, args: string[]) {
  return execa('git', args, { cwd, reject: false, env: GIT_ENV, stripFinalNewline: true });
}

export class GitUnavailable extends Error {
  constructor() {
    super('git is not installed or not on PATH');
  }
}

/** The top of the work tree that holds `dir`, or undefined when it is in none. Throws GitUnavailable without git. */
export async function findRepoTop(dir: string): Promise<string | undefined> {
  const r = await git(dir, ['rev-parse', '--show-toplevel']);
  if ((r as { code?: string }).code === 'ENOENT' && r.exitCode === undefined) throw new GitUnavailable();
  if (r.failed || r.exitCode !== 0) return undefined;
  const top = String(r.stdout).trim();
  return top === '' ? undefined : top;
}

/** The commit a revision names in the repository at `top`, or undefined when it names none. */
export async function resolveCommit(top: string, rev: string): Promise<string | undefined> {
  if (rev.trim() === '' || rev.startsWith('-')) return undefined;
  const r = await git(top, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  if (r.failed || r.exitCode !== 0) return undefined;
  const id = String(r.stdout).trim();
  return /^[0-9a-f]{40,64}$/.test(id) ? id : undefined;
}

/** The short id git would show for a commit (for messages and reports). */
export function shortCommit(commit: string): string {
  return commit.slice(0, 12);
}

/** Every path at a commit with its kind and size (`git ls-tree -r -t -l -z`). */
async function listTree(top: string, commit: string): Promise<Map<string, TreeEntry>> {
  const r = await git(top, ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', commit]);
  const tree = new Map<string, TreeEntry>();
  if (r.failed || r.exitCode !== 0) return tree;
  for (const rec of String(r.stdout).split('\0')) {
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, , size] = rec.slice(0, tab).split(/ +/);
    if (type !== 'blob' && type !== 'tree' && type !== 'commit') continue;
    tree.set(rec.slice(tab + 1), { mode: mode!, type, size: size === '-' || size === undefined ? 0 : Number(size) });
  }
  return tree;
}

export class UnknownRevision extends Error {
  constructor(
    readonly rev: string,
    readonly top: string,
  ) {
    super(`unknown revision '${rev}' in the git repository at ${top}`);
  }
}

/** Resolves `rev` in every repository and lists its tree; throws UnknownRevision where it names no commit. */
export async function openRevision(tops: readonly string[], rev: string): Promise<RepoRevision[]> {
  const out: RepoRevision[] = [];
  for (const top of tops) {
    const commit = await resolveCommit(top, rev);
    if (commit === undefined) throw new UnknownRevision(rev, top);
    out.push({ top, rev, commit, tree: await listTree(top, commit) });
  }
  return out;
}

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

function inside(top: string, path: string): string | undefined {
  const rel = relative(top, path);
  if (rel === '') return '';
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return toPosix(rel);
}

/** The path with symlinks resolved in its longest existing ancestor (git's top is symlink-free). */
function realish(path: string, cache: Map<string, string>): string {
  const hit = cache.get(path);
  if (hit !== undefined) return hit;
  let result = path;
  try {
    result = realpathSync.native(path);
  } catch {
    const parent = dirname(path);
    if (parent !== path) result = join(realish(parent, cache), path.slice(parent.length).replace(/^[\\/]+/, ''));
  }
  cache.set(path, result);
  return result;
}

const MAX_LINK_HOPS = 8;

/**
 * A reader of the given repositories at their commits. `fallback` reads what
 * lies outside them (the disk by default).
 */
export function gitRevisionReader(repos: readonly RepoRevision[], fallback: FileReader = diskReader): FileReader {
  const reads = new Map<string, FileRead>();
  const real = new Map<string, string>();

  const locate = (path: string): { repo: RepoRevision; rel: string } | undefined => {
    for (const candidate of [path, realish(path, real)]) {
      for (const repo of repos) {
        const rel = inside(repo.top, candidate);
        if (rel !== undefined) return { repo, rel };
      }
    }
    return undefined;
  };
  const isGitDir = (rel: string) => rel === '.git' || rel.startsWith('.git/');

  const show = (path: string, repo: RepoRevision, rel: string, hops: number): FileRead => {
    const entry = repo.tree.get(rel);
    if (rel === '' || entry?.type === 'tree') return { status: 'error', path, message: 'is a directory, expected a file' };
    if (!entry) return { status: 'missing', path };
    if (entry.type === 'commit') return { status: 'error', path, message: 'is a git submodule, expected a file' };
    if (entry.size > MAX_CONFIG_BYTES) {
      return { status: 'error', path, message: `file is ${entry.size} bytes at ${repo.rev}; configuration files over ${MAX_CONFIG_BYTES} bytes are refused` };
    }
    const r = execaSync('git', ['show', '--no-textconv', `${repo.commit}:${rel}`], {
      cwd: repo.top,
      reject: false,
      env: GIT_ENV,
      encoding: 'buffer',
      stripFinalNewline: false,
      maxBuffer: MAX_CONFIG_BYTES + 1,
    });
    if (r.failed || r.exitCode !== 0) return { status: 'error', path, message: `git show ${repo.rev}:${rel} failed` };
    const bytes = r.stdout as Uint8Array;
    if (entry.mode === '120000') {
      // A symbolic link: git stores its target as the blob.
      if (hops >= MAX_LINK_HOPS) return { status: 'error', path, message: 'too many levels of symbolic links' };
      const target = new TextDecoder().decode(bytes);
      const abs = isAbsolute(target) ? target : join(repo.top, dirname(rel), target);
      const next = inside(repo.top, abs);
      if (next === undefined) {
        const f = fallback.read(abs);
        return { ...f, path };
      }
      if (isGitDir(next)) return { ...fallback.read(join(repo.top, next)), path };
      return show(path, repo, next, hops + 1);
    }
    return decodeConfigBytes(path, bytes);
  };

  return {
    read(path) {
      const hit = reads.get(path);
      if (hit) return hit;
      const at = locate(path);
      const result = !at || isGitDir(at.rel) ? fallback.read(path) : show(path, at.repo, at.rel, 0);
      reads.set(path, result);
      return result;
    },
    isDirectory(path) {
      const at = locate(path);
      if (!at || isGitDir(at.rel)) return fallback.isDirectory(path);
      return at.rel === '' || at.repo.tree.get(at.rel)?.type === 'tree';
    },
    list(path) {
      const at = locate(path);
      if (!at || isGitDir(at.rel)) return fallback.list?.(path);
      if (at.rel !== '' && at.repo.tree.get(at.rel)?.type !== 'tree') return undefined;
      // The tree was listed recursively (ls-tree -r -t), so a directory's entries are the paths one level below it.
      const prefix = at.rel === '' ? '' : `${at.rel}/`;
      const names: string[] = [];
      for (const p of at.repo.tree.keys()) {
        if (!p.startsWith(prefix)) continue;
        const rest = p.slice(prefix.length);
        if (rest !== '' && !rest.includes('/')) names.push(rest);
      }
      return boundedSortedNames(names);
    },
  };
}
