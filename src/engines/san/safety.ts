/**
 * The checks san holds a call on whatever the rules and the mode say (the
 * "bypass-immune" tier of `HasPermissionToUseTool`, step 2, in
 * internal/setting/permission.go at 5e33c937: `BypassImmuneReason`,
 * `bypassImmunePromptReason`), with their lists from security.go and
 * bash_ast.go of the same commit. Bash is checked over san's own reading of
 * the command (match/bash.ts). Later checks (the "pipe into shell", network
 * and upload checks, `sudo:`/`crontab:`…, the `.san` directory, a
 * recoverable git tier) are not part of the pinned version and are not
 * applied. See docs/engines/san.md.
 */
import { posix } from 'node:path';
import type { ShellAnalysis } from '../../shell/types.js';
import { normalizedCommands, parsedCommands, rawPieces, sanReading, type SanCommand, type SanReading } from './match/bash.js';

/** Patterns found anywhere in a command's `name:args` form (`destructiveCommands`, security.go). */
const DESTRUCTIVE = [
  'rm:-rf',
  'rm:-fr',
  'rm:-r',
  'git:reset --hard',
  'git:clean -fd',
  'git:clean -f',
  'git:push -f',
  'git:checkout --',
  'git:stash drop',
  'git:stash clear',
  'git:branch -D',
  'git:branch -d -f',
  'chmod:777',
  'chmod:-R 777',
  ':(){ :|:& };:',
  '> /dev/',
  'dd:if=',
  'mkfs',
  'fdisk',
];

/** `sensitiveDirectories` (security.go): any path component. */
const SENSITIVE_DIRS = ['.git', '.claude', '.gen', '.vscode', '.idea', '.ssh', '.aws', '.gnupg', '.kube'];

const SENSITIVE_FILES: Record<string, string> = {
  '.bashrc': 'shell startup script',
  '.bash_profile': 'shell startup script',
  '.zshrc': 'shell startup script',
  '.zprofile': 'shell startup script',
  '.profile': 'shell startup script',
  '.zshenv': 'shell startup script',
  '.login': 'shell startup script',
  '.gitconfig': 'git configuration (hooks, aliases)',
  '.gitmodules': 'git submodule config',
  '.npmrc': 'npm config (may contain auth tokens)',
  '.pypirc': 'PyPI config (may contain auth tokens)',
  '.netrc': 'network credentials',
  '.docker/config.json': 'Docker credentials',
};

const SENSITIVE_REDIRECT_PREFIXES = ['/etc/', '/dev/sd', '/dev/nvme', '/boot/', '/usr/lib/', '/usr/bin/'];
const DANGEROUS_BUILTINS = new Set(['eval', 'source', '.']);
const ZSH_DANGEROUS = ['zmodload', 'emulate', 'sysopen', 'sysread', 'syswrite', 'sysseek', 'zpty', 'ztcp', 'zsocket', 'zf_rm', 'zf_mv', 'zf_ln', 'zf_chmod', 'zf_chown'];

/** `readOnlyGitSubcommands` (bash_ast.go), for the cd + git check. */
const READ_ONLY_GIT = new Set(['blame', 'cat-file', 'describe', 'diff', 'grep', 'log', 'ls-files', 'ls-tree', 'merge-base', 'reflog', 'rev-parse', 'shortlog', 'show', 'show-ref', 'status', 'symbolic-ref']);
/**
 * whale-perm's reading of the seed's "certain Bash patterns" that plan mode
 * does not deny (the pinned code has no plan mode and no read-only Bash list):
 * commands that only read. Used for plan mode only, never to allow.
 */
const READ_ONLY_COMMANDS = new Set(['rg', 'grep', 'egrep', 'fgrep', 'find', 'fd', 'ls', 'tree', 'cat', 'head', 'tail', 'wc', 'stat', 'file', 'du', 'which', 'pwd', 'cd', 'basename', 'dirname', 'realpath', 'readlink']);
const READ_ONLY_UNSAFE_FLAGS: Record<string, string[]> = {
  find: ['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprintf', '-fls'],
  fd: ['-x', '--exec', '-X', '--exec-batch'],
  rg: ['--pre', '--hostname-bin'],
  tree: ['-o'],
};

/** Absolute form of a path as san's tools would see it: `~` is the home directory, relative is under the workspace. */
export function absolutePath(path: string, workspace: string, home: string): string {
  if (path === '~') return home;
  if (path.startsWith('~/')) return posix.join(home, path.slice(2));
  return posix.isAbsolute(path) ? posix.normalize(path) : posix.join(workspace, path);
}

/** Where a path leads after symlinks (`filepath.EvalSymlinks`); undefined when it does not resolve. */
export type Resolve = (path: string) => string | undefined;

/**
 * `isSensitivePath`: the parent directory's symlinks resolved when it exists
 * (the file itself is not resolved), then a sensitive directory anywhere on
 * the path, or a sensitive file name (one or two levels).
 */
export function sensitivePath(path: string, cwd: string, resolve: Resolve | undefined): string | undefined {
  let p = path;
  const dir = resolve?.(posix.isAbsolute(p) ? posix.dirname(p) : posix.join(cwd, posix.dirname(p)));
  if (dir !== undefined) p = posix.join(dir, posix.basename(p));
  if (!posix.isAbsolute(p)) p = posix.join(cwd, p);
  const parts = p.split('/');
  for (const part of parts) if (SENSITIVE_DIRS.includes(part)) return `${part}/ directory`;
  const base = posix.basename(p);
  if (SENSITIVE_FILES[base]) return `${base} (${SENSITIVE_FILES[base]})`;
  if (parts.length >= 2) {
    const two = `${parts[parts.length - 2]}/${base}`;
    if (SENSITIVE_FILES[two]) return `${two} (${SENSITIVE_FILES[two]})`;
  }
  return undefined;
}

/** `resolvePath` (workdir.go): the path resolved, else its parent resolved plus the base name, else as is. */
function resolvedPath(path: string, resolve: Resolve | undefined): string {
  const full = resolve?.(path);
  if (full !== undefined) return full;
  const dir = resolve?.(posix.dirname(path));
  return dir !== undefined ? posix.join(dir, posix.basename(path)) : path;
}

function isSubpath(child: string, parent: string): boolean {
  const p = parent.endsWith('/') ? parent : `${parent}/`;
  return `${child}/` === p || child.startsWith(p);
}

/** `isInWorkingDirectory`: the path as written and as resolved must each lie in some form of the directory. */
export function inWorkingDirectory(path: string, dir: string, resolve: Resolve | undefined): boolean {
  const orig = posix.normalize(path);
  const res = resolvedPath(orig, resolve);
  const origDir = posix.normalize(dir);
  const resDir = resolvedPath(origDir, resolve);
  return (isSubpath(orig, origDir) || isSubpath(orig, resDir)) && (isSubpath(res, origDir) || isSubpath(res, resDir));
}

/** `isDestructiveCommand`: a destructive pattern in any normalised command, or `git push --force`. */
function destructive(r: SanReading): boolean {
  return normalizedCommands(r).some((n) => DESTRUCTIVE.some((p) => n.includes(p)) || (n.startsWith('git:push ') && n.slice('git:push '.length).split(/\s+/).includes('--force')));
}

function gitSubcommand(args: readonly string[]): { sub: string; rest: string[] } {
  const i = args.findIndex((a) => a !== '' && !a.startsWith('-'));
  return i === -1 ? { sub: '', rest: [] } : { sub: args[i]!, rest: args.slice(i + 1) };
}

function readOnlyGit(c: Pick<SanCommand, 'args'>): boolean {
  const { sub, rest } = gitSubcommand(c.args);
  if (READ_ONLY_GIT.has(sub)) return true;
  if (sub === 'branch') return rest.length === 0 || rest.every((a) => ['-a', '-r', '-v', '-vv', '--show-current', '--list'].includes(a));
  if (sub === 'tag') return rest.length === 0 || rest.every((a) => a === '-l' || a === '--list' || a === '-v' || a.startsWith('-n'));
  if (sub === 'remote') return rest.length === 0 || ['-v', 'show', 'get-url'].includes(rest[0]!);
  return false;
}

/** A command substitution inside another, in whale-perm's analysis (the last test of `checkASTSecurity`). */
export function nestedSubstitutionIn(shell: ShellAnalysis): boolean {
  const subst = (n: string) => n === 'command-substitution' || n === 'backticks';
  return shell.segments.some((seg) => seg.nesting.filter(subst).length > 1);
}

/** `checkASTSecurity` (bash_ast.go) over san's commands; `nested` asks the analysis, last. */
function astSecurity(nested: () => boolean, cmds: readonly SanCommand[], cwd: string, resolve: Resolve | undefined): string | undefined {
  if (cmds.length > 50) return 'excessive command count (>50 subcommands)';
  for (const c of cmds) if (DANGEROUS_BUILTINS.has(c.name)) return `dangerous builtin: ${c.name}`;
  let cdLiteral = false;
  for (const c of cmds) {
    if (c.name === 'cd') {
      cdLiteral = c.args.length === 1 && c.args[0]!.trim() !== '' && !c.args[0]!.trim().startsWith('-') && !/[$`;&|<>(){}]/.test(c.args[0]!);
      continue;
    }
    if (c.name === 'git' && cdLiteral && !readOnlyGit(c)) return 'cd + git compound command (potential bare repo RCE)';
  }
  for (const c of cmds) {
    for (const t of c.redirects) {
      if (sensitivePath(t, cwd, resolve) || SENSITIVE_REDIRECT_PREFIXES.some((p) => t.toLowerCase().startsWith(p))) return `redirect to sensitive path: ${t}`;
    }
  }
  if (nested()) return 'nested command substitution detected';
  return undefined;
}

const SUSPICIOUS_REDIRECTS = ['> /etc/', '>> /etc/', '> /dev/sd', '>> /dev/sd', '> /dev/nvme', '>> /dev/nvme', '> ~/.ssh/', '>> ~/.ssh/', '> ~/.bashrc', '>> ~/.bashrc', '> ~/.zshrc', '>> ~/.zshrc', '> ~/.profile', '>> ~/.profile'];

/** `bashSecurityPatterns` (security.go): text checks over the whole command. */
function textSecurity(command: string): string | undefined {
  if (nestedSubstitution(command) || (command.includes('eval ') && (command.includes('$(') || command.includes('`')))) return 'command substitution detected';
  if (/-\s*\\[A-Za-z]/.test(command)) return 'obfuscated flags detected';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u200b\u200c\u200d\ufeff]/.test(command)) return 'control characters detected';
  if (command.includes('IFS=') || command.includes('IFS =')) return 'IFS injection detected';
  const pieces = rawPieces(command).flatMap((p) => p.split('|').map((x) => x.trim()).filter((x) => x !== ''));
  if (pieces.some((p) => ZSH_DANGEROUS.includes(posix.basename(p.split(/\s+/)[0] ?? '')))) return 'zsh dangerous command';
  if (command.includes('/proc/') && command.includes('environ')) return '/proc/environ access';
  const lower = command.toLowerCase();
  if (SUSPICIOUS_REDIRECTS.some((p) => lower.includes(p))) return 'suspicious redirection';
  return undefined;
}

/** `hasCommandSubstitution`'s depth count: a `$(` opened inside another. */
function nestedSubstitution(command: string): boolean {
  let depth = 0;
  for (let i = 0; i < command.length - 1; i++) {
    if (command[i] === '$' && command[i + 1] === '(') {
      depth++;
      if (depth > 1) return true;
    }
    if (command[i] === ')' && depth > 0) depth--;
  }
  return false;
}

/**
 * The floor's tests of a reading alone (`isDestructiveCommand`, the text
 * patterns), made once per reading, which never changes: `diff` evaluates
 * each probe on two stacks over one reading. The other tests read the
 * stack's paths and stay per evaluation.
 */
const textTestsOf = new WeakMap<SanReading, { destructive?: boolean; text?: string | null }>();

function textTests(r: SanReading): { destructive?: boolean; text?: string | null } {
  let t = textTestsOf.get(r);
  if (!t) textTestsOf.set(r, (t = {}));
  return t;
}

/** `textSecurity` of the reading's command, from `known` when asked before (null: nothing found). */
function textOnce(r: SanReading, known: { text?: string | null }): string | undefined {
  if (known.text === undefined) known.text = textSecurity(r.command) ?? null;
  return known.text ?? undefined;
}

export interface FloorFinding {
  reason: string;
  /** The bypass-immune tier (held in every mode, denied in a subagent), or acceptEdits' working-directory check. */
  tier: 'unrecoverable' | 'working-directory';
}

export interface SafetyContext {
  workspace: string;
  home: string;
  /** acceptEdits confines Edit and Write to the working directory (san adds it when the mode is entered). */
  mode: string;
  resolve?: Resolve | undefined;
}

/**
 * Why san holds this call for a person whatever the rules and the mode say
 * (`bypassImmunePromptReason`): a sensitive path for a file write
 * (`BypassImmuneReason`), a destructive or suspicious command
 * (`isDestructiveCommand`, `checkBashSecurity`), an Edit or Write outside the
 * working directory in acceptEdits.
 */
export function floorReason(
  tool: string,
  input: Record<string, unknown>,
  reading: SanReading | undefined,
  nested: (() => boolean) | undefined,
  ctx: SafetyContext,
  /** Where the reading's own tests are kept: once per reading, or (for the tests' reference) nowhere. */
  kept: (r: SanReading) => { destructive?: boolean; text?: string | null } = textTests,
): FloorFinding | undefined {
  if (tool === 'Edit' || tool === 'Write' || tool === 'NotebookEdit') {
    const p = typeof input.file_path === 'string' ? input.file_path : undefined;
    if (p === undefined) return undefined;
    const r = sensitivePath(p, ctx.workspace, ctx.resolve);
    if (r) return { reason: r, tier: 'unrecoverable' };
    if (ctx.mode === 'acceptEdits' && (tool === 'Edit' || tool === 'Write')) {
      const abs = posix.isAbsolute(p) ? p : posix.join(ctx.workspace, p);
      if (!inWorkingDirectory(abs, ctx.workspace, ctx.resolve)) return { reason: 'outside working directory', tier: 'working-directory' };
    }
    return undefined;
  }
  if (tool !== 'Bash' || !reading || !nested) return undefined;
  const known = kept(reading);
  if ((known.destructive ??= destructive(reading))) return { reason: 'destructive command', tier: 'unrecoverable' };
  const cmds = parsedCommands(reading);
  const ast = reading.commands ? astSecurity(nested, cmds, ctx.workspace, ctx.resolve) : undefined;
  const sec = ast ?? textOnce(reading, known);
  if (sec) return { reason: sec, tier: 'unrecoverable' };
  return undefined;
}

/** Plan mode only (see READ_ONLY_COMMANDS): every command san reads only reads, nothing written, nothing substituted, nothing held. */
export function isReadOnlyBash(shell: ShellAnalysis, ctx: SafetyContext): boolean {
  const command = shell.input;
  if (command.includes('$(') || command.includes('`') || command.includes('<(') || command.includes('>(')) return false;
  const reading = sanReading(shell);
  const cmds = reading.commands;
  if (!cmds || cmds.length === 0) return false;
  if (floorReason('Bash', {}, reading, () => nestedSubstitutionIn(shell), ctx)) return false;
  if (cmds.some((c) => (c.segment?.assignments.length ?? 0) > 0)) return false;
  return cmds.every((c) => {
    if (c.redirects.some((t) => t !== '/dev/null')) return false;
    if (c.name === 'git') return readOnlyGit(c);
    if (!READ_ONLY_COMMANDS.has(c.name)) return false;
    const unsafe = READ_ONLY_UNSAFE_FLAGS[c.name] ?? [];
    return !c.args.some((a) => unsafe.some((f) => a.startsWith(f)));
  });
}
