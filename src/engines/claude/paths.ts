/**
 * Paths as Claude Code's file checks see them (permissions page, "Read and
 * Edit"; permission-modes page, "Protected paths", "Critical paths"): the
 * four anchors of a path rule, gitignore matching under the anchor, the
 * protected directories and files, and the critical targets of `rm`.
 */
import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { Decision } from '../../core/types.js';

/** A call's path made absolute: `~/` under the home, relative under the working directory. */
export function absolutePath(p: string, workspace: string, home: string): string {
  // `$HOME/…` and `${HOME}/…` name the home directory as `~/…` does (changelog: deny rules on home-directory
  // paths block Bash commands that reference the path via $HOME).
  // A word with an expansion keeps its double quotes in the shell reading: `"$HOME/x"` is `$HOME/x`.
  const unquoted = /^"([^"]*)"$/.exec(p)?.[1] ?? p;
  const h = /^(?:\$HOME|\$\{HOME\})(?=\/|$)/.exec(unquoted);
  if (h) p = `~${unquoted.slice(h[0].length)}`;
  if (p === '~') return posix.normalize(home);
  if (p.startsWith('~/')) return posix.resolve(home, p.slice(2));
  return posix.resolve(workspace, p);
}

/**
 * Where a path leads after symlinks (permissions page, "Read and Edit",
 * symlinks; changelog 2.1.69: new files written through a symlinked parent):
 * the path itself when it exists, else its longest existing ancestor
 * resolved, with the rest of the path appended. Undefined when nothing
 * resolves or the reader cannot tell.
 */
export function resolveLongest(realpath: ((p: string) => string | undefined) | undefined, abs: string): string | undefined {
  if (!realpath) return undefined;
  let dir = abs;
  const tail: string[] = [];
  for (;;) {
    const real = realpath(dir);
    if (real !== undefined) return tail.length === 0 ? real : posix.join(real, ...tail.reverse());
    const parent = posix.dirname(dir);
    if (parent === dir) return undefined;
    tail.push(posix.basename(dir));
    dir = parent;
  }
}

export function isInside(path: string, dir: string): boolean {
  const d = dir.endsWith('/') && dir !== '/' ? dir.slice(0, -1) : dir;
  return path === d || d === '/' || path.startsWith(`${d}/`);
}

export type Anchor = 'absolute' | 'home' | 'settings' | 'cwd';

/** Which of the four anchors a pattern uses, the directory it resolves to, and the pattern under it. */
export function anchorOf(pattern: string, ctx: { settingsRoot: string; workspace: string; home: string }): { anchor: Anchor; base: string; rest: string } {
  const p = pattern.trim();
  if (p.startsWith('//')) return { anchor: 'absolute', base: '/', rest: p.slice(2) };
  if (p === '~') return { anchor: 'home', base: ctx.home, rest: '' };
  if (p.startsWith('~/')) return { anchor: 'home', base: ctx.home, rest: p.slice(2) };
  if (p.startsWith('/')) return { anchor: 'settings', base: ctx.settingsRoot, rest: p.slice(1) };
  if (p.startsWith('./')) return { anchor: 'cwd', base: ctx.workspace, rest: p.slice(2) };
  return { anchor: 'cwd', base: ctx.workspace, rest: p };
}

const matcherCache = new Map<string, (s: string) => boolean>();

function globMatcher(globs: string[]): (s: string) => boolean {
  const key = globs.join('\u0000');
  let m = matcherCache.get(key);
  if (!m) {
    m = picomatch(globs, { dot: true });
    if (matcherCache.size > 2000) matcherCache.clear();
    matcherCache.set(key, m);
  }
  return m;
}

/**
 * gitignore semantics under the anchor: a pattern with no inner slash
 * matches at any depth; one with a slash matches where it is anchored; a
 * match on a directory covers everything under it. A single directory
 * segment followed by `/**` relative to the working directory (`src/**`)
 * is anchored for allow rules and matches at any depth for deny and ask
 * rules.
 */
export function pathRuleMatches(pattern: string, action: Decision, target: string, ctx: { settingsRoot: string; workspace: string; home: string }): boolean {
  return pathRuleMatcher(pattern, action, ctx)(target);
}

/** pathRuleMatches with the pattern read once: the test for one absolute target path. */
export function pathRuleMatcher(pattern: string, action: Decision, ctx: { settingsRoot: string; workspace: string; home: string }): (target: string) => boolean {
  const { anchor, base, rest: raw } = anchorOf(pattern, ctx);
  const rest = raw.replace(/\/+$/, '');
  const everything = rest === '' || rest === '**';
  let glob: ((s: string) => boolean) | undefined;
  const plainBase = isPlainAbsolute(base);
  return (target) => {
    const rel = plainBase ? relativeUnder(base, target) : posix.relative(base, target);
    if (rel.startsWith('..') || posix.isAbsolute(rel)) return false;
    if (everything) return true;
    if (rel === '') return false;
    if (glob === undefined) glob = literalTest(rest) ?? globTest(rest, anchor, action);
    return glob(rel);
  };
}

/** An absolute path posix.normalize leaves as it is: no empty, `.` or `..` component, no trailing slash (but `/`). */
export function isPlainAbsolute(p: string): boolean {
  return p.startsWith('/') && (p === '/' || (!p.endsWith('/') && !p.includes('//') && !/\/\.\.?(?:\/|$)/.test(p)));
}

/**
 * posix.relative(base, target) for a plain absolute base, without resolving
 * both paths again: a plain target at or under the base is the rest of its
 * text; anything else is left to posix.relative. Targets are the absolute
 * paths the call's files resolve to, asked about once per rule.
 */
export function relativeUnder(base: string, target: string): string {
  if (isPlainAbsolute(target)) {
    if (target === base) return '';
    if (base === '/') return target.slice(1);
    if (target.startsWith(base) && target.charCodeAt(base.length) === 47) return target.slice(base.length + 1);
  }
  return posix.relative(base, target);
}

/** Characters that are plain in a picomatch pattern: a pattern made only of them matches only itself. */
const PLAIN = /^[A-Za-z0-9._ ~-]+$/;

/**
 * The same test as the globs for a pattern with no glob character (`.env`,
 * `src/f1.txt`), without compiling them: a name matches a path with that
 * component, a path with a slash that path and everything under it.
 */
function literalTest(rest: string): ((rel: string) => boolean) | undefined {
  const parts = rest.split('/');
  if (!parts.every((p) => PLAIN.test(p) && p !== '.' && p !== '..')) return undefined;
  if (parts.length === 1) return (rel) => rel.split('/').includes(rest);
  return (rel) => rel === rest || rel.startsWith(`${rest}/`);
}

function globTest(rest: string, anchor: Anchor, action: Decision): (rel: string) => boolean {
  if (!rest.includes('/')) return globMatcher([`**/${rest}`, `**/${rest}/**`]);
  if (anchor === 'cwd' && action !== 'allow' && /^[^/*?[\]{}]+\/\*\*$/.test(rest)) return globMatcher([`**/${rest}`]);
  return globMatcher([rest, `${rest}/**`]);
}

const PROTECTED_DIRS = ['.git', '.vscode', '.idea', '.husky', '.cargo', '.devcontainer', '.yarn', '.mvn', '.claude'];
const PROTECTED_FILES = new Set([
  '.gitconfig', '.gitmodules',
  '.bashrc', '.bash_profile', '.bash_login', '.bash_aliases', '.bash_logout', '.zshrc', '.zprofile', '.zshenv', '.zlogin', '.zlogout', '.profile', '.envrc',
  '.npmrc', '.yarnrc', '.yarnrc.yml', '.pnp.cjs', '.pnp.loader.mjs', '.pnpmfile.cjs', 'bunfig.toml', '.bunfig.toml',
  '.bazelrc', '.bazelversion', '.bazeliskrc',
  '.pre-commit-config.yaml', 'lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml',
  'gradle-wrapper.properties', 'maven-wrapper.properties',
  '.devcontainer.json', '.ripgreprc', 'pyrightconfig.json', '.mcp.json', '.claude.json',
]);

/** Why a write to this absolute path is a protected-path write, or undefined. */
export function protectedReason(path: string): string | undefined {
  const parts = path.split('/').filter((p) => p !== '');
  const base = parts[parts.length - 1] ?? '';
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i]!;
    if (seg === '.config' && parts[i + 1] === 'git') return 'the protected directory .config/git';
    if (!PROTECTED_DIRS.includes(seg)) continue;
    if (seg === '.claude' && parts[i + 1] === 'worktrees') continue;
    if (i === parts.length - 1 && seg !== base) continue;
    return `the protected directory ${seg}`;
  }
  if (PROTECTED_FILES.has(base)) return `the protected file ${base}`;
  return undefined;
}

/** The reason given for a bare `$HOME`, `${HOME}` or `"$HOME"` operand (safety-checks warns about it). */
export const BARE_HOME = 'your home directory (as $HOME)';

const TOP_LEVEL_NAMES = new Set(['mnt', 'tmp', 'usr', 'users', 'home', 'etc', 'var', 'bin', 'sbin', 'opt', 'lib', 'lib64', 'root', 'boot', 'dev', 'proc', 'sys', 'srv', 'data', 'private', 'system', 'library', 'applications', 'volumes']);

/**
 * Why an `rm`/`rmdir` operand is a critical path, or undefined. `word` is
 * the operand as the analyzer kept it (quotes kept when it is not literal).
 */
export function criticalReason(word: string, recursive: boolean, ctx: { workspace: string; home: string; extraDirs: readonly string[] }): string | undefined {
  const w = word.replace(/["']/g, '');
  if (w === '') return undefined;
  if (/^\\+$/.test(w)) return 'a target of backslashes only (the drive root in Git Bash)';
  const variable = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*|[0-9@*])(:[?][^}]*)?\}|([A-Za-z_][A-Za-z0-9_]*|[0-9@*]))(\/.*)?$/.exec(w);
  if (variable) {
    const guarded = variable[2] !== undefined;
    const tail = variable[4] ?? '';
    // whale-perm's reading: the docs name `~` and `$HOME/`; a bare `$HOME` is the same directory.
    if ((variable[1] ?? variable[3]) === 'HOME' && !guarded && tail === '') return BARE_HOME;
    if (!guarded && (tail === '/' || tail === '/*' || tail === '/.*')) return `a glob or trailing slash directly under the variable ${w.split('/')[0]} (a removal from the root if it is empty)`;
    const top = tail.replace(/^\/+|\/+$/g, '');
    if (!guarded && top !== '' && !top.includes('/') && TOP_LEVEL_NAMES.has(top.toLowerCase())) return `a variable followed by the top-level name ${top} (removes /${top} if the variable is empty)`;
    return undefined;
  }
  if (recursive && /^(?:\$\([^)]*\)|`[^`]*`)$/.test(w)) return 'a target that is only the output of a command substitution';
  const subst = /^(.*?)(?:\$\([^)]*\)|`[^`]*`)$/.exec(w);
  if (subst && subst[1] !== '') return criticalReason(subst[1]!, recursive, ctx);
  if (/[$`]/.test(w)) return undefined;
  const glob = /[*?[]/.test(w);
  const dirPart = glob ? w.slice(0, w.search(/[*?[]/)).replace(/\/[^/]*$/, '') || (w.startsWith('/') ? '/' : '.') : w;
  const abs = absolutePath(dirPart, ctx.workspace, ctx.home);
  const why = criticalDir(abs, ctx);
  if (why) return glob ? `a glob under ${why}` : why;
  if (glob) {
    for (const d of ctx.extraDirs) if (abs === d || isInside(d, abs)) return `a glob under the additional working directory ${d} or a parent of it`;
  }
  return undefined;
}

function criticalDir(abs: string, ctx: { workspace: string; home: string }): string | undefined {
  if (abs === '/') return 'the filesystem root';
  if (posix.dirname(abs) === '/') return `the top-level directory ${abs}`;
  if (abs === posix.normalize(ctx.home)) return 'your home directory';
  if (abs === ctx.workspace) return 'the working directory';
  if (isInside(ctx.workspace, abs)) return `${abs}, a parent of the working directory`;
  return undefined;
}
