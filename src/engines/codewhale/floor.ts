/**
 * What Codewhale's auto-review layer knows about a call before any rule:
 * its action kind, and whether it is publish-like or catastrophic. Used by
 * the auto-review layer (the built-in safety floor) and by lint witnesses.
 */
import type { Segment, ShellAnalysis } from '../../shell/types.js';
import { programName } from '../../shell/index.js';
import type { ActionKind } from './stack.js';
import { toolInfo } from './tools.js';

const GIT_GLOBAL_WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path']);

/** argv after the program with git's global options removed: `git -C x push` → ['push']. */
function gitArgs(argv: readonly string[]): string[] {
  const out: string[] = [];
  let i = 1;
  while (i < argv.length && argv[i]!.startsWith('-') && out.length === 0) {
    const a = argv[i]!;
    i += GIT_GLOBAL_WITH_VALUE.has(a) ? 2 : 1;
  }
  out.push(...argv.slice(i));
  return out;
}

const PUSH_FLAGS = new Set(['--set-upstream', '--verbose', '--quiet', '--porcelain', '--no-verify', '--dry-run', '-u', '-v', '-q', '-n']);

function isProtectedRef(ref: string): boolean {
  return ref === '' || ref.startsWith('+') || ref.includes('*') || ref.startsWith('refs/') || /^(main|master|HEAD)$/.test(ref) || ref.startsWith('release') || /^v\d/.test(ref);
}

function isPublishSegment(argv: readonly string[]): boolean {
  const prog = programName(argv[0] ?? '').toLowerCase();
  const a = argv.map((w) => w.toLowerCase());
  if (prog === 'gh' && a[1] === 'release') return true;
  if ((prog === 'npm' || prog === 'cargo' || prog === 'pnpm' || prog === 'yarn') && a[1] === 'publish') return true;
  if (prog !== 'git') return false;
  const g = gitArgs(argv);
  if (g[0] === 'push') {
    const rest = g.slice(1);
    const positional = rest.filter((w) => !w.startsWith('-'));
    if (rest.some((w) => w.startsWith('-') && !PUSH_FLAGS.has(w))) return true;
    if (positional.length < 2) return true;
    return positional.slice(1).some((spec) => spec.split(':').some(isProtectedRef));
  }
  if (g[0] === 'tag') {
    const rest = g.slice(1);
    if (rest.some((w) => ['-l', '--list', '-v', '--verify'].includes(w))) return false;
    return rest.some((w) => !w.startsWith('-')) || rest.some((w) => ['-d', '--delete', '-a', '-s', '-f', '-u', '-m', '-F'].includes(w));
  }
  return false;
}

const DESTROYERS = new Set(['wipefs', 'shred', 'blkdiscard']);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh']);

function isRootLike(target: string, workspace: string): boolean {
  const t = target.replace(/\/+$/, '') || '/';
  if (t === '/' || t === '/*' || t === '~' || t.startsWith('~/') || t === '$HOME' || t.startsWith('$HOME/') || t.includes('..')) return true;
  if (t.includes('$')) return true;
  if (t.startsWith('/')) return !(t.startsWith(`${workspace.replace(/\/+$/, '')}/`));
  return false;
}

/** A command the built-in floor treats as catastrophic, with why. */
export function catastrophicReason(shell: ShellAnalysis, workspace: string): string | undefined {
  if (/:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:/.test(shell.input)) return 'fork bomb';
  for (const s of shell.segments) {
    const r = segmentCatastrophe(s, workspace);
    if (r) return r;
  }
  const piped = pipedIntoShell(shell);
  if (piped) return piped;
  return undefined;
}

function segmentCatastrophe(s: Segment, workspace: string): string | undefined {
  const prog = programName(s.argv[0] ?? '').toLowerCase();
  if (prog.startsWith('mkfs') || DESTROYERS.has(prog)) return `${prog} destroys data on a device or file`;
  if (prog === 'dd' && s.argv.some((a) => a.startsWith('of=/dev/'))) return 'dd writes to a device';
  if (prog === 'eval') return 'eval runs text as code';
  if (prog === 'rm') {
    const flags = s.argv.slice(1).filter((a) => a.startsWith('-'));
    const recursive = flags.some((f) => f === '--recursive' || (!f.startsWith('--') && /[rR]/.test(f)));
    const force = flags.some((f) => f === '--force' || (!f.startsWith('--') && f.includes('f')));
    const targets = s.argv.slice(1).filter((a) => !a.startsWith('-'));
    if ((recursive || force) && targets.some((t) => isRootLike(t, workspace))) {
      return `rm ${recursive ? 'recursive' : 'forced'} on ${targets.find((t) => isRootLike(t, workspace))} (outside the workspace, root, home or unresolved)`;
    }
  }
  if (prog === 'find' && (s.argv.includes('-delete') || s.argv.includes('-exec')) && ['/', '~', '$HOME'].includes(s.argv[1] ?? '')) {
    return 'find deleting from a root-like directory';
  }
  return undefined;
}

function pipedIntoShell(shell: ShellAnalysis): string | undefined {
  const segs = shell.segments;
  for (let i = 1; i < segs.length; i++) {
    const cur = segs[i]!;
    const prev = segs[i - 1]!;
    if ((cur.operator === '|' || cur.operator === '|&') && SHELLS.has(programName(cur.argv[0] ?? '').toLowerCase())) {
      const src = programName(prev.argv[0] ?? '').toLowerCase();
      if (src === 'curl' || src === 'wget') return `${src} output piped into ${programName(cur.argv[0] ?? '')}`;
    }
  }
  return undefined;
}

const ROUTINE = new Set([
  'ls', 'pwd', 'cat', 'head', 'tail', 'grep', 'rg', 'wc', 'which', 'stat', 'file', 'du', 'df', 'echo', 'printf', 'date',
  'whoami', 'id', 'uname', 'env', 'printenv', 'sort', 'uniq', 'cut', 'tr', 'diff', 'less', 'more', 'tree', 'fd', 'true', 'false',
]);
const ROUTINE_SUB: Record<string, Set<string>> = {
  git: new Set(['status', 'log', 'diff', 'show', 'branch', 'remote', 'blame', 'ls-files', 'grep']),
  cargo: new Set(['check', 'test', 'build', 'doc', 'clippy', 'fmt']),
  npm: new Set(['test', 'ls', 'list', 'outdated']),
  go: new Set(['test', 'build', 'vet']),
  make: new Set(['', 'test', 'build', 'check']),
};

/** Read, build or test work that Auto-Review's deterministic tier allows. */
export function isRoutine(shell: ShellAnalysis): boolean {
  if (shell.opaque.length > 0 || shell.segments.length === 0) return false;
  return shell.segments.every((s) => {
    const prog = programName(s.argv[0] ?? '').toLowerCase();
    if (ROUTINE.has(prog)) return true;
    const subs = ROUTINE_SUB[prog];
    return subs !== undefined && subs.has((s.argv[1] ?? '').toLowerCase());
  });
}

const PUBLISH_WORDS = /push|publish/;
const DESTRUCTIVE_WORDS = /^(delete|destroy|remove|drop|reset|purge|wipe|erase|truncate|uninstall|secret|token|credential|password|passwd|apikey|passphrase)$/;

/** The action kind auto-review rules match on. */
export function actionKind(tool: string, shell: ShellAnalysis | undefined, workspace: string): ActionKind {
  const words = tool.toLowerCase().split(/[_\-.]+/);
  if (words.some((w) => PUBLISH_WORDS.test(w)) || words.some((w, i) => (w === 'release' || w === 'tag') && i > 0 && !['list', 'get', 'read', 'view'].includes(words[i - 1]!))) return 'publish';
  if (words.some((w) => DESTRUCTIVE_WORDS.test(w))) return 'destructive';
  const info = toolInfo(tool);
  if (shell && info?.category === 'shell') {
    if (shell.segments.some((s) => isPublishSegment(s.argv))) return 'publish';
    if (catastrophicReason(shell, workspace)) return 'destructive';
    return 'shell';
  }
  if (tool.startsWith('git_')) return 'external';
  switch (info?.category) {
    case 'safe':
    case 'mcp-read':
      return 'read';
    case 'file-write':
      return 'write';
    case 'shell':
      return 'shell';
    default:
      return 'external';
  }
}

export function publishSegment(shell: ShellAnalysis): Segment | undefined {
  return shell.segments.find((s) => isPublishSegment(s.argv));
}
