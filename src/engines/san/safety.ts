/**
 * The checks san holds a call on whatever the rules say (the "bypass-immune"
 * tier of internal/setting/permission.go, with its lists in security.go and
 * bash_ast.go), and its test for a provably read-only Bash command. These
 * are code facts the seed does not mention; whale-perm applies them where
 * the code does (see docs/engines/san.md).
 */
import { posix } from 'node:path';
import type { ShellAnalysis } from '../../shell/types.js';
import { codeCommands, normalized, type CodeCommand } from './match/bash.js';
import { filePathOf } from './vocab.js';

/** Patterns found anywhere in a command's `name:args` form (`destructiveCommands`). */
const DESTRUCTIVE = ['rm:-rf', 'rm:-fr', 'rm:-r', 'chmod:777', 'chmod:-R 777', ':(){ :|:& };:', '> /dev/', 'dd:if=', 'mkfs', 'fdisk', 'sudo:', 'visudo', 'chsh:', 'crontab:', 'launchctl:'];

/** Git operations that throw work away (`gitDiscardingCommands`), held like the destructive list outside a judge. */
const GIT_DISCARDING = ['git:reset --hard', 'git:clean -fd', 'git:clean -f', 'git:push -f', 'git:checkout --', 'git:stash drop', 'git:stash clear', 'git:branch -D', 'git:branch -d -f'];

const SENSITIVE_DIRS = ['.git', '.claude', '.gen', '.san', '.vscode', '.idea', '.ssh', '.aws', '.gnupg', '.kube'];

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
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh']);
const RAW_NETWORK = new Set(['nc', 'ncat', 'netcat', 'telnet', 'socat', 'ftp', 'tftp']);
const ZSH_DANGEROUS = ['zmodload', 'emulate', 'sysopen', 'sysread', 'syswrite', 'sysseek', 'zpty', 'ztcp', 'zsocket', 'zf_rm', 'zf_mv', 'zf_ln', 'zf_chmod', 'zf_chown'];

const READ_ONLY_GIT = new Set(['blame', 'cat-file', 'describe', 'diff', 'grep', 'log', 'ls-files', 'ls-tree', 'merge-base', 'reflog', 'rev-parse', 'shortlog', 'show', 'show-ref', 'status', 'symbolic-ref']);
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

/** `isSensitivePath`: a sensitive directory anywhere on the path, or a sensitive file name. */
export function sensitivePath(path: string, workspace: string, home: string): string | undefined {
  const abs = absolutePath(path, workspace, home);
  const parts = abs.split('/');
  for (const part of parts) if (SENSITIVE_DIRS.includes(part)) return `${part}/ directory`;
  const base = parts[parts.length - 1] ?? '';
  if (SENSITIVE_FILES[base]) return `${base} (${SENSITIVE_FILES[base]})`;
  if (parts.length >= 2) {
    const two = `${parts[parts.length - 2]}/${base}`;
    if (SENSITIVE_FILES[two]) return `${two} (${SENSITIVE_FILES[two]})`;
  }
  return undefined;
}

function anyForm(cmds: readonly CodeCommand[], patterns: readonly string[]): string | undefined {
  for (const c of cmds) {
    const n = normalized(c);
    const p = patterns.find((x) => n.includes(x));
    if (p) return p;
  }
  return undefined;
}

function gitDiscarding(cmds: readonly CodeCommand[]): boolean {
  if (anyForm(cmds, GIT_DISCARDING)) return true;
  return cmds.some((c) => c.name === 'git' && c.args[0] === 'push' && c.args.includes('--force'));
}

function gitSubcommand(args: readonly string[]): { sub: string; rest: string[] } {
  const i = args.findIndex((a) => a !== '' && !a.startsWith('-'));
  return i === -1 ? { sub: '', rest: [] } : { sub: args[i]!, rest: args.slice(i + 1) };
}

function readOnlyGit(c: CodeCommand): boolean {
  const { sub, rest } = gitSubcommand(c.args);
  if (READ_ONLY_GIT.has(sub)) return true;
  if (sub === 'branch') return rest.length === 0 || rest.every((a) => ['-a', '-r', '-v', '-vv', '--show-current', '--list'].includes(a));
  if (sub === 'tag') return rest.length === 0 || rest.every((a) => a === '-l' || a === '--list' || a === '-v' || a.startsWith('-n'));
  if (sub === 'remote') return rest.length === 0 || ['-v', 'show', 'get-url'].includes(rest[0]!);
  return false;
}

function hasOperand(args: readonly string[]): boolean {
  return args.some((a) => a !== '' && !a.startsWith('-'));
}

/** `checkBashSecurity`: structural checks over san's parse, then text checks. */
function bashSecurity(command: string, cmds: readonly CodeCommand[], workspace: string, home: string): string | undefined {
  if (cmds.length > 50) return 'excessive command count (>50 subcommands)';
  for (const c of cmds) if (DANGEROUS_BUILTINS.has(c.name)) return `dangerous builtin: ${c.name}`;
  let cdLiteral = false;
  for (const c of cmds) {
    if (c.name === 'cd') {
      cdLiteral = c.args.length === 1 && !c.args[0]!.startsWith('-') && !/[$`;&|<>(){}]/.test(c.args[0]!);
      continue;
    }
    if (c.name === 'git' && cdLiteral && !readOnlyGit(c)) return 'cd + git compound command (potential bare repo RCE)';
  }
  for (const c of cmds) {
    for (const t of c.redirects) {
      if (sensitivePath(t, workspace, home) || SENSITIVE_REDIRECT_PREFIXES.some((p) => t.toLowerCase().startsWith(p))) return `redirect to sensitive path: ${t}`;
    }
  }
  if (nestedSubstitution(command)) return 'nested command substitution detected';
  for (const c of cmds) {
    if (SHELLS.has(c.name) && c.inPipe && !hasOperand(c.args)) return 'pipe into shell (remote code execution vector)';
    if (RAW_NETWORK.has(c.name)) return `network egress via ${c.name}`;
    if (c.name === 'sftp' && hasOperand(c.args)) return 'remote transfer via sftp';
    if ((c.name === 'scp' || c.name === 'rsync') && c.args.some((a) => !a.startsWith('-') && (a.includes('://') || /^[^/:]+:/.test(a)))) return `remote transfer via ${c.name}`;
    if ((c.name === 'curl' || c.name === 'wget') && c.args.some((a) => a.startsWith('-T') || a.startsWith('--upload-file') || (a.includes('@') && !a.slice(0, a.indexOf('@')).includes('://')))) return `file upload via ${c.name}`;
  }
  if (/eval /.test(command) && (command.includes('$(') || command.includes('`'))) return 'command substitution detected';
  if (/-\s*\\[A-Za-z]/.test(command)) return 'obfuscated flags detected';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u200b\u200c\u200d\ufeff]/.test(command)) return 'control characters detected';
  if (command.includes('IFS=') || command.includes('IFS =')) return 'IFS injection detected';
  if (cmds.some((c) => ZSH_DANGEROUS.includes(c.name))) return 'zsh dangerous command';
  if (/\/proc\/[^\s/]+\/environ/.test(command)) return '/proc/environ access';
  return undefined;
}

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

export interface FloorFinding {
  reason: string;
  /** The unrecoverable tier (held even for subagents in bypass mode), or the recoverable git tier. */
  tier: 'unrecoverable' | 'recoverable' | 'working-directory';
}

export interface SafetyContext {
  workspace: string;
  home: string;
  /** acceptEdits confines Edit and Write to the working directory (san adds it when the mode is entered). */
  mode: string;
}

/**
 * Why san holds this call for a person whatever the rules and the mode say
 * (`bypassImmunePromptReason`): a sensitive path for a file write, a
 * destructive or suspicious command, a git command that discards work, an
 * edit outside the working directory in acceptEdits.
 */
export function floorReason(tool: string, input: Record<string, unknown>, shell: ShellAnalysis | undefined, ctx: SafetyContext): FloorFinding | undefined {
  if (tool === 'Edit' || tool === 'Write' || tool === 'NotebookEdit' || tool === 'MultiEdit') {
    const p = filePathOf(tool, input);
    if (p !== undefined) {
      const r = sensitivePath(p, ctx.workspace, ctx.home);
      if (r) return { reason: r, tier: 'unrecoverable' };
      if (ctx.mode === 'acceptEdits' && (tool === 'Edit' || tool === 'Write')) {
        const abs = absolutePath(p, ctx.workspace, ctx.home);
        const ws = ctx.workspace.replace(/\/+$/, '');
        if (abs !== ws && !abs.startsWith(`${ws}/`)) return { reason: 'outside working directory', tier: 'working-directory' };
      }
    }
    return undefined;
  }
  if (tool !== 'Bash' || !shell) return undefined;
  const command = shell.input;
  const cmds = codeCommands(shell) ?? [];
  if (anyForm(cmds, DESTRUCTIVE)) return { reason: 'destructive command', tier: 'unrecoverable' };
  const sec = bashSecurity(command, cmds, ctx.workspace, ctx.home);
  if (sec) return { reason: sec, tier: 'unrecoverable' };
  if (gitDiscarding(cmds)) return { reason: 'git command that discards work', tier: 'recoverable' };
  return undefined;
}

/** `IsReadOnlyBashCommand`: every command on the read-only list (or read-only git), no writes, no substitution, nothing held. */
export function isReadOnlyBash(shell: ShellAnalysis, ctx: SafetyContext): boolean {
  const command = shell.input;
  if (command.includes('$(') || command.includes('`') || command.includes('<(') || command.includes('>(')) return false;
  const cmds = codeCommands(shell);
  if (!cmds || cmds.length === 0) return false;
  if (anyForm(cmds, DESTRUCTIVE) || bashSecurity(command, cmds, ctx.workspace, ctx.home)) return false;
  if (shell.segments.some((s) => s.nesting.includes('payload'))) return false;
  return cmds.every((c) => {
    if (c.hasAssign) return false;
    if (c.redirects.some((t) => t !== '/dev/null')) return false;
    if (c.name === 'git') return readOnlyGit(c);
    if (!READ_ONLY_COMMANDS.has(c.name)) return false;
    const unsafe = READ_ONLY_UNSAFE_FLAGS[c.name] ?? [];
    return !c.args.some((a) => unsafe.some((f) => a.startsWith(f)));
  });
}
