/**
 * Where a path really leads, and the edit targets grok always confirms
 * (`shell_access.rs` `resolve_following_symlinks`, `edit_target_protection`,
 * `protected_edit_reason`). Read through the engine's FileReader only.
 */
import { posix } from 'node:path';
import { MAX_LIST_ENTRIES, type FileReader } from '../../io/files.js';

export type Resolved =
  | { kind: 'resolved'; path: string }
  /** The reader cannot resolve symlinks at all: the lexical path is all there is. */
  | { kind: 'unknown' }
  /** A symlink chain that does not resolve (a loop, an unreadable link). */
  | { kind: 'unresolvable' };

/**
 * Resolve every symlink of an absolute path, a new (not yet existing) leaf
 * included: the longest existing ancestor is resolved and the rest joined on.
 */
export function resolvePath(reader: FileReader, abs: string): Resolved {
  if (!reader.realpath) return { kind: 'unknown' };
  let known = resolved.get(reader);
  if (!known) resolved.set(reader, (known = new Map()));
  let r = known.get(abs);
  if (!r) known.set(abs, (r = resolveFresh(reader, abs, 0)));
  return r;
}

/**
 * What each reader's paths resolved to: a call's operands repeat across its
 * segments and across the calls of a batch or a diff (a 1 MB chain names the
 * same few files 20,000 times). The files do not change while whale-perm
 * reads them; keyed by the reader, so another stack's reader asks again.
 */
const resolved = new WeakMap<FileReader, Map<string, Resolved>>();

function resolveFresh(reader: FileReader, abs: string, depth: number): Resolved {
  if (depth > 40) return { kind: 'unresolvable' };
  const parent = posix.dirname(abs);
  if (parent === abs || !certainlyAbsent(reader, parent, abs)) {
    const real = reader.realpath!(abs);
    if (real !== undefined) return { kind: 'resolved', path: real };
    const f = reader.read(abs);
    if (f.status === 'error' && /symbolic links|permission denied/.test(f.message)) return { kind: 'unresolvable' };
    if (f.status === 'missing' && parent !== abs) entered(reader, parent);
  }
  if (parent === abs) return { kind: 'unresolvable' };
  // The parent's own answer, when the depth bound cannot cut its walk short (it climbs at most one level per part).
  const p = depth + 1 + parent.split('/').length <= 40 ? resolvePath(reader, parent) : resolveFresh(reader, parent, depth + 1);
  return p.kind === 'resolved' ? { kind: 'resolved', path: posix.join(p.path, posix.basename(abs)) } : p;
}

/**
 * What a directory's listing settles about the names in it, per reader and
 * directory: a long chain names thousands of files that do not exist
 * (`grep x 123`), and each would cost a realpath and a stat. A name is
 * certainly absent, and both would fail as for a missing file, when
 *
 * - the directory was entered: a name in it was found missing (not refused:
 *   a directory that cannot be searched answers `permission denied`), and
 * - its listing is whole (fewer entries than the listing bound) and all ASCII,
 *   and holds no entry equal to the name in any case (a case-insensitive
 *   file system), and
 * - the name is a plain one (letters, digits, `_+,=@%-` and inner dots: no
 *   `.`/`..`, no slash, no `~` or `:` or trailing dot that some file systems
 *   read as another name), joined to the directory by one slash.
 *
 * The listing is read at the second missing name of a directory only. The
 * files do not change while whale-perm reads them (as for `resolved`).
 */
interface DirNames {
  /** Lower-cased entries; null when the listing cannot settle a name's absence. */
  names: Set<string> | null | undefined;
}
const directories = new WeakMap<FileReader, Map<string, DirNames>>();
const PLAIN_NAME = /^[A-Za-z0-9_+,=@%-](?:[A-Za-z0-9_.+,=@%-]*[A-Za-z0-9_+,=@%-])?$/;
const ASCII = /^[\x00-\x7f]*$/;
const CAN_SETTLE = process.platform !== 'win32';

function entered(reader: FileReader, dir: string): void {
  let m = directories.get(reader);
  if (!m) directories.set(reader, (m = new Map()));
  if (!m.has(dir)) m.set(dir, { names: undefined });
}

function certainlyAbsent(reader: FileReader, dir: string, abs: string): boolean {
  if (!CAN_SETTLE || !reader.list) return false;
  const d = directories.get(reader)?.get(dir);
  if (d === undefined) return false;
  const name = abs.slice(dir.length + (dir.endsWith('/') ? 0 : 1));
  if (!PLAIN_NAME.test(name) || abs !== (dir.endsWith('/') ? dir : `${dir}/`) + name) return false;
  if (d.names === undefined) {
    const listed = reader.list(dir);
    d.names = listed === undefined || listed.length >= MAX_LIST_ENTRIES || !listed.every((n) => ASCII.test(n)) ? null : new Set(listed.map((n) => n.toLowerCase()));
  }
  return d.names !== null && !d.names.has(name.toLowerCase());
}

export type ProtectedKind = 'hook_root' | 'claude_settings' | 'cursor_hooks' | 'git_hooks' | 'ssh' | 'startup_file' | 'grok_config' | 'grok_sandbox' | 'etc' | 'sensitive';

export const PROTECTED_WHY: Record<ProtectedKind, string> = {
  hook_root: 'a grok hook root (hooks run as code in later sessions)',
  claude_settings: 'Claude-compatible settings (can install hooks or change the permission mode)',
  cursor_hooks: 'Cursor hooks',
  git_hooks: 'Git hooks (run on commit, push and other Git actions)',
  ssh: 'under `.ssh` (credentials)',
  startup_file: 'a shell start-up file',
  grok_config: 'grok config (permissions, tools and behaviour of later sessions)',
  grok_sandbox: "grok's sandbox config",
  etc: 'under `/etc` (system configuration)',
  sensitive: 'a path grok cannot pin down, so it fails closed',
};

const STARTUP_FILES = new Set([
  '.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshrc', '.zshenv', '.zprofile', '.zlogin', '.zlogout', '.kshrc',
  '.cshrc', '.tcshrc', '.login', '.logout', '.inputrc', '.xprofile',
]);
const GROK_CONFIG_FILES = new Set(['config.toml', 'managed_config.toml', 'requirements.toml']);

function endsWith(parts: readonly string[], tail: readonly string[]): boolean {
  return parts.length >= tail.length && tail.every((t, i) => parts[parts.length - tail.length + i] === t);
}

function under(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root.replace(/\/$/, '')}/`);
}

/** `protected_edit_reason` for one absolute, normalized path; `grokHome` compared byte for byte. */
export function protectedKind(path: string, grokHome: string): ProtectedKind | undefined {
  const parts = path.split('/').filter((p) => p !== '').map((p) => p.toLowerCase());
  const file = parts[parts.length - 1] ?? '';
  const home = posix.normalize(grokHome);
  const pairs = (a: string, b: string) => parts.some((p, i) => p === a && parts[i + 1] === b);
  if (pairs('.grok', 'hooks') || endsWith(parts, ['.grok', 'hooks-paths']) || under(path, posix.join(home, 'hooks')) || path === posix.join(home, 'hooks-paths')) return 'hook_root';
  if (endsWith(parts, ['.claude', 'settings.json']) || endsWith(parts, ['.claude', 'settings.local.json'])) return 'claude_settings';
  if (endsWith(parts, ['.cursor', 'hooks.json'])) return 'cursor_hooks';
  if (pairs('.git', 'hooks') || parts.some((p, i) => p === '.git' && parts[i + 1] === 'modules' && parts.slice(i + 3).includes('hooks'))) return 'git_hooks';
  if (parts.includes('.ssh')) return 'ssh';
  if (STARTUP_FILES.has(file)) return 'startup_file';
  if (GROK_CONFIG_FILES.has(file) || file === 'sandbox.toml') {
    const inDotGrok = parts.length >= 2 && parts[parts.length - 2] === '.grok';
    if (inDotGrok || posix.dirname(path) === home) return file === 'sandbox.toml' ? 'grok_sandbox' : 'grok_config';
  }
  if (under(path, '/etc')) return 'etc';
  return undefined;
}

/**
 * `edit_target_protection`: the lexical path, then where its symlinks lead
 * (an unresolvable chain fails closed), then a resolved path under the
 * resolved `/etc`.
 */
export function editProtection(reader: FileReader, abs: string, grokHome: string): { kind: ProtectedKind; via?: string } | undefined {
  if (!abs.startsWith('/')) return { kind: 'sensitive' };
  const lexical = posix.normalize(abs);
  const direct = protectedKind(lexical, grokHome);
  if (direct) return { kind: direct };
  const r = resolvePath(reader, abs);
  if (r.kind === 'unresolvable') return { kind: 'sensitive', via: 'its symlinks do not resolve' };
  if (r.kind === 'unknown') return undefined;
  const home = resolvePath(reader, grokHome);
  const viaHome = home.kind === 'resolved' ? protectedKind(r.path, home.path) : undefined;
  const k = protectedKind(r.path, grokHome) ?? viaHome;
  if (k) return { kind: k, via: `it leads to ${r.path}` };
  const etc = resolvePath(reader, '/etc');
  if (etc.kind === 'unresolvable') return { kind: 'sensitive', via: '/etc itself does not resolve' };
  if (etc.kind === 'resolved' && under(r.path, etc.path)) return { kind: 'sensitive', via: `it leads to ${r.path}` };
  return undefined;
}
