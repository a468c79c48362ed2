/**
 * Gemini CLI's command-safety lists, as the policy engine applies them on
 * Linux and macOS (`sandbox/utils/commandSafety.ts`, reached through
 * `NoopSandboxManager.isKnownSafeCommand` / `isDangerousCommand`): a short
 * read-only list that can turn a prompt into an allow, and a danger list that
 * turns an allow or a prompt into a prompt. Paths are judged against the
 * workspace without touching the disk (Gemini also follows symlinks and stats
 * dash-words; whale-perm treats every dash-word as an option).
 */
import { isAbsolute, resolve, relative } from 'node:path';

export interface Place {
  workspace: string;
  cwd: string;
  home: string;
}

/** `isSubpath`: the child is the parent or below it. */
export function isSubpath(parent: string, child: string): boolean {
  const rel = relative(resolve(parent), resolve(child));
  return !rel.startsWith('../') && rel !== '..' && !isAbsolute(rel);
}

function escapes(arg: string, p: Place): boolean {
  if (arg.includes('$') || arg.includes('`')) return true;
  let target: string;
  if (arg === '~' || arg.startsWith('~/') || arg.startsWith('~\\')) target = resolve(p.home, arg.slice(2));
  else if (arg.startsWith('~')) return true;
  else if (isAbsolute(arg)) target = resolve(arg);
  else target = resolve(p.cwd, arg);
  return !isSubpath(p.workspace, target);
}

const SAFE = new Set(['__read', '__write', 'cat', 'cd', 'cut', 'echo', 'expr', 'false', 'grep', 'head', 'id', 'ls', 'nl', 'paste', 'pwd', 'rev', 'seq', 'stat', 'tail', 'tr', 'true', 'uname', 'uniq', 'wc', 'which', 'whoami', 'numfmt', 'tac']);
const FILE_READERS = new Set(['cat', 'head', 'tail', 'tac', 'nl', 'stat', 'wc', 'cut', 'paste', 'rev', 'uniq', 'numfmt', 'ls', '__read']);
const FIND_UNSAFE = new Set(['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fls', '-fprint', '-fprint0', '-fprintf']);
const RG_UNSAFE_WITH_ARG = ['--pre', '--hostname-bin'];
const RG_UNSAFE = new Set(['--search-zip', '-z']);
const GIT_READ = ['status', 'log', 'diff', 'show', 'branch'];
const GIT_UNSAFE_FLAGS = new Set(['--output', '--ext-diff', '--textconv', '--exec', '--paginate']);
const GIT_BRANCH_READ = new Set(['--list', '-l', '--show-current', '-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose']);
const TRUSTED_DIRS = ['/bin', '/sbin', '/usr/bin', '/usr/sbin', '/usr/local/bin', '/opt/homebrew/bin'];

function base(p: string): string {
  const parts = p.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

function isRg(cmd: string): boolean {
  const b = base(cmd);
  return b === 'rg' || b === 'rg.exe';
}

/** Operands past the options, each tested against the workspace (the readers' rule). */
function operandsStayInside(args: string[], p: Place, fileFlag: boolean): boolean {
  let dashdash = false;
  for (let i = 1; i < args.length; i++) {
    const a = args[i]!;
    if (!dashdash) {
      if (a === '--') {
        dashdash = true;
        continue;
      }
      if (a === '-') continue;
      if (fileFlag && (a.startsWith('-f') || a.startsWith('--file'))) {
        const file = a.startsWith('--file=') ? a.slice(7) : a === '--file' ? args[++i] : a.length > 2 ? a.slice(2) : args[++i];
        if (file && escapes(file, p)) return false;
        continue;
      }
      if (a.startsWith('-')) {
        if (a.includes('=') && escapes(a.slice(a.indexOf('=') + 1), p)) return false;
        continue;
      }
    }
    if (escapes(a, p)) return false;
  }
  return true;
}

function gitSub(args: string[]): { idx: number; sub: string | null } {
  const skipNextFor = new Set(['-C', '-c', '--config-env', '--exec-path', '--git-dir', '--namespace', '--super-prefix', '--work-tree']);
  for (let i = 1; i < args.length; i++) {
    const a = args[i]!;
    if (/^--(config-env|exec-path|git-dir|namespace|super-prefix|work-tree)=/.test(a) || ((a.startsWith('-C') || a.startsWith('-c')) && a.length > 2)) continue;
    if (skipNextFor.has(a)) {
      i++;
      continue;
    }
    if (a === '--' || a.startsWith('-')) continue;
    return GIT_READ.includes(a) ? { idx: i, sub: a } : { idx: -1, sub: null };
  }
  return { idx: -1, sub: null };
}

function gitConfigOverride(args: string[]): boolean {
  return args.some((a) => a === '-c' || a === '--config-env' || (a.startsWith('-c') && a.length > 2) || a.startsWith('--config-env='));
}

function gitArgsReadOnly(args: string[]): boolean {
  return !args.some((a) => GIT_UNSAFE_FLAGS.has(a) || a.startsWith('--output=') || a.startsWith('--exec='));
}

function gitBranchReadOnly(args: string[]): boolean {
  if (args.length === 0) return true;
  let saw = false;
  for (const a of args) {
    if (GIT_BRANCH_READ.has(a) || a.startsWith('--format=')) saw = true;
    else return false;
  }
  return saw;
}

function sedPrint(arg: string | undefined): boolean {
  if (!arg || !arg.endsWith('p')) return false;
  const parts = arg.slice(0, -1).split(',');
  return (parts.length === 1 || parts.length === 2) && parts.every((x) => /^\d+$/.test(x));
}

function safeToExec(args: string[], p: Place): boolean {
  const cmd = args[0];
  if (cmd === undefined) return false;
  if (p.cwd !== p.workspace && !isSubpath(p.workspace, p.cwd)) return false;
  if (SAFE.has(cmd)) {
    if (cmd === 'cd') {
      let hasPath = false;
      for (const a of args.slice(1)) {
        if (a.startsWith('-')) continue;
        hasPath = true;
        if (escapes(a, p)) return false;
      }
      return hasPath || !escapes('~', p);
    }
    if (FILE_READERS.has(cmd)) return operandsStayInside(args, p, false);
    if (cmd === 'grep') return operandsStayInside(args, p, true);
    return true;
  }
  if (cmd === 'base64') {
    if (args.slice(1).some((a) => a === '-o' || a === '--output' || a.startsWith('--output=') || (a.startsWith('-o') && a !== '-o'))) return false;
    return args.slice(1).every((a) => a.startsWith('-') || !escapes(a, p));
  }
  if (cmd === 'find') {
    if (args.some((a) => FIND_UNSAFE.has(a))) return false;
    return args.slice(1).every((a) => a.startsWith('-') || !escapes(a, p));
  }
  if (isRg(cmd)) {
    if (!(cmd.startsWith('/') && TRUSTED_DIRS.some((d) => cmd.startsWith(`${d}/`)))) return false;
    for (const a of args.slice(1)) {
      if (RG_UNSAFE.has(a)) return false;
      if (RG_UNSAFE_WITH_ARG.some((o) => a === o || a.startsWith(`${o}=`))) return false;
    }
    return operandsStayInside(args, p, true);
  }
  if (cmd === 'git') {
    if (gitConfigOverride(args)) return false;
    const { idx, sub } = gitSub(args);
    if (!sub) return false;
    const rest = args.slice(idx + 1);
    return sub === 'branch' ? gitArgsReadOnly(rest) && gitBranchReadOnly(rest) : gitArgsReadOnly(rest);
  }
  if (cmd === 'sed') {
    if (args.length <= 4 && args[1] === '-n' && sedPrint(args[2])) return !(args[3] && escapes(args[3], p));
    return false;
  }
  return false;
}

/** `isKnownSafeCommand` over the heuristics' words. */
export function isKnownSafe(args: string[], p: Place, splitScript: (script: string) => string[] | undefined, words: (s: string) => string[]): boolean {
  if (args.length === 0) return false;
  const a = args.map((x) => (x === 'zsh' ? 'bash' : x));
  if (safeToExec(a, p)) return true;
  if (a.length === 3 && a[0] === 'bash' && (a[1] === '-lc' || a[1] === '-c')) {
    const script = a[2]!;
    if (/[()<>]/.test(script)) return false;
    const cmds = splitScript(script);
    if (!cmds || cmds.length === 0) return false;
    try {
      return cmds.every((c) => {
        const t = c.trim();
        if (!t) return true;
        const w = words(t);
        return w.length === 0 || safeToExec(w, p);
      });
    } catch {
      return false;
    }
  }
  return false;
}

/** `isDangerousCommand` over the heuristics' words. */
export function isDangerous(args: string[]): boolean {
  const cmd = args[0];
  if (cmd === undefined) return false;
  if (cmd === 'ln' && args.some((a) => a === '-s' || a === '--symbolic' || (a.startsWith('-') && !a.startsWith('--') && a.includes('s')))) return true;
  if (cmd === 'rm') return args[1] === '-f' || args[1] === '-rf' || args[1] === '-fr';
  if (cmd === 'sudo') return isDangerous(args.slice(1));
  if (cmd === 'find') return args.some((a) => FIND_UNSAFE.has(a));
  if (isRg(cmd)) return args.some((a) => RG_UNSAFE.has(a) || RG_UNSAFE_WITH_ARG.some((o) => a === o || a.startsWith(`${o}=`)));
  if (cmd === 'git') {
    if (gitConfigOverride(args)) return true;
    const { idx, sub } = gitSub(args);
    if (!sub) return false;
    const rest = args.slice(idx + 1);
    return sub === 'branch' ? !(gitArgsReadOnly(rest) && gitBranchReadOnly(rest)) : !gitArgsReadOnly(rest);
  }
  if (cmd === 'base64') return args.slice(1).some((a) => a === '-o' || a === '--output' || a.startsWith('--output=') || (a.startsWith('-o') && a !== '-o'));
  return false;
}

/** `containsGitCommand`: a `git` word after nothing, an operator, `sudo`, `env` or `time` (assignments skipped). */
export function containsGit(args: string[]): boolean {
  const before = new Set(['sudo', 'env', 'time', '&&', '||', ';', '|', '&', '(', '\\n']);
  return args.some((arg, i) => {
    const t = arg.trim();
    if (!t) return false;
    const b = base(t).toLowerCase();
    if (b !== 'git' && b !== 'git.exe') return false;
    let j = i - 1;
    while (j >= 0 && /^[a-zA-Z_][a-zA-Z0-9_]*=/.test(args[j]!)) j--;
    return j < 0 || before.has(args[j]!.toLowerCase());
  });
}
