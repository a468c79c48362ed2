/**
 * What Codewhale's auto-review layer knows about a call before any rule:
 * its action kind, and whether it is publish-like or catastrophic. Used by
 * the auto-review layer (the built-in safety floor) and by lint witnesses.
 */
import { dangerousReviewSegment, reviewSegments } from './command-safety.js';
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

const STAGE_WRAPPERS = new Set(['sudo', 'env', 'nohup', 'time', 'command', 'nice', 'ionice', 'doas', 'stdbuf', 'timeout', 'setsid']);

function unquote(t: string): string {
  const x = t.trim();
  return x.length >= 2 && (x[0] === '"' || x[0] === "'") && x.endsWith(x[0]!) ? x.slice(1, -1) : x;
}

const assigns = (t: string) => {
  const eq = t.indexOf('=');
  return eq > 0 && !t.slice(0, eq).includes('/');
};

/** effective_command_tokens: env assignments and wrappers (with their flags, timeout's duration) peeled. */
function effectiveTokens(tokens: readonly string[]): readonly string[] {
  let i = 0;
  while (i < tokens.length) {
    const raw = unquote(tokens[i]!);
    if (assigns(raw)) {
      i++;
      continue;
    }
    const base = raw.replace(/^(\.\/)+/, '').split('/').pop() ?? raw;
    if (!STAGE_WRAPPERS.has(base)) break;
    i++;
    while (i < tokens.length && (unquote(tokens[i]!).startsWith('-') || assigns(unquote(tokens[i]!)))) i++;
    if (base === 'timeout' && i < tokens.length && /^[0-9]/.test(unquote(tokens[i]!))) i++;
  }
  return tokens.slice(i);
}

/** stage_is_device_or_filesystem_destroyer: mkfs/wipefs/shred/blkdiscard, dd onto /dev, rm -rf of an absolute path. */
function destroyerStage(stage: string): string | undefined {
  const tokens = effectiveTokens(stage.split(/\s+/).filter(Boolean));
  if (tokens.length === 0) return undefined;
  const cmd = unquote(tokens[0]!).replace(/^(\.\/)+/, '');
  const base = cmd.split('/').pop() ?? cmd;
  if (['mkfs', 'wipefs', 'shred', 'blkdiscard'].includes(base) || base.startsWith('mkfs.')) return `${base} destroys a device or filesystem`;
  if (base === 'dd') return tokens.some((t) => { const u = unquote(t); return u.startsWith('of=') && unquote(u.slice(3)).startsWith('/dev/'); }) ? 'dd writes onto a device' : undefined;
  if (base === 'rm') {
    let recursive = false;
    let force = false;
    let abs = false;
    for (const raw of tokens.slice(1)) {
      const t = unquote(raw);
      if (t.startsWith('--')) {
        if (t === '--recursive' || t === '--dir') recursive = true;
        if (t === '--force') force = true;
      } else if (t.startsWith('-')) {
        recursive ||= /[rR]/.test(t);
        force ||= t.includes('f');
      } else if (t.startsWith('/')) abs = true;
    }
    return recursive && force && abs ? 'a forced recursive rm of an absolute path' : undefined;
  }
  return undefined;
}

/**
 * shell_params_are_destructive_like: a review segment that analyze_command
 * rates Dangerous, or a pipe stage that destroys a device or filesystem.
 * Read from the raw command, as Codewhale reads it.
 */
export function destructiveReason(command: string): string | undefined {
  const d = dangerousReviewSegment(command);
  if (d) return `'${d.segment}': ${d.reason}`;
  for (const seg of reviewSegments(command)) {
    for (const stage of seg.split('|')) {
      const r = destroyerStage(stage);
      if (r) return `'${seg}': ${r}`;
    }
  }
  return undefined;
}

const PUBLISH_WORDS = /push|publish/;
const DESTRUCTIVE_WORDS = /^(delete|destroy|remove|drop|reset|purge|wipe|erase|truncate|uninstall|secret|token|credential|password|passwd|apikey|passphrase)$/;

/** The action kind auto-review rules match on. */
export function actionKind(tool: string, command: string | undefined): ActionKind {
  const words = tool.toLowerCase().split(/[_\-.]+/);
  if (words.some((w) => PUBLISH_WORDS.test(w)) || words.some((w, i) => (w === 'release' || w === 'tag') && i > 0 && !['list', 'get', 'read', 'view'].includes(words[i - 1]!))) return 'publish';
  if (words.some((w) => DESTRUCTIVE_WORDS.test(w))) return 'destructive';
  const info = toolInfo(tool);
  if (command !== undefined && info?.category === 'shell') {
    if (publishSegment(command)) return 'publish';
    if (destructiveReason(command)) return 'destructive';
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

/** shell_params_are_publish_like: a review segment whose whitespace words are publish-like. */
export function publishSegment(command: string): string | undefined {
  return reviewSegments(command).find((seg) => isPublishSegment(seg.split(/\s+/).filter(Boolean)));
}
