/**
 * What Codewhale's auto-review layer knows about a call before any rule:
 * its action kind, and whether it is publish-like or catastrophic. Used by
 * the auto-review layer (the built-in safety floor) and by lint witnesses.
 */
import { classifyCommand, dangerousReviewSegment, distinctReviewSegments } from './command-safety.js';
import type { ActionKind } from './stack.js';
import { byText } from '../../core/memo.js';
import { toolInfo } from './tools.js';

const GIT_GLOBAL_WITH_VALUE = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path']);
const GIT_GLOBAL_INLINE = ['--git-dir=', '--work-tree=', '--namespace=', '--config-env=', '--exec-path='];

/** shell_token_trim: every leading and trailing quote off a whitespace word. */
const trimQuotes = (t: string): string => t.replace(/^['"]+|['"]+$/g, '');
/** shell_token_eq: quote-trimmed, ASCII case-insensitive. */
const tokenIs = (t: string, word: string): boolean => trimQuotes(t).toLowerCase() === word;

/** git_subcommand_index: the first word after `git` and its global options (only when the program is literally `git`). */
function gitSubcommandIndex(tokens: readonly string[]): number | undefined {
  if (tokens[0] === undefined || !tokenIs(tokens[0], 'git')) return undefined;
  let i = 1;
  while (i < tokens.length) {
    const t = trimQuotes(tokens[i]!);
    if (GIT_GLOBAL_WITH_VALUE.has(t)) i += 2;
    else if (GIT_GLOBAL_INLINE.some((p) => t.startsWith(p)) || t.startsWith('-')) i += 1;
    else return i;
  }
  return undefined;
}

/** git_push_refspec_is_protected: forced, wildcard, deleting, outside refs/heads, main/master/HEAD, release*, v<digit>. */
function protectedRefspec(refspec: string): boolean {
  if (refspec.startsWith('+') || refspec.includes('*')) return true;
  const colon = refspec.indexOf(':');
  const [src, dst0] = colon < 0 ? [refspec, refspec] : [refspec.slice(0, colon), refspec.slice(colon + 1)];
  if (src === '' || dst0 === '' || dst0.includes(':')) return true;
  const dst = dst0.startsWith('refs/heads/') ? dst0.slice('refs/heads/'.length) : dst0;
  if (dst.startsWith('refs/')) return true;
  const lower = dst.toLowerCase();
  return lower === 'main' || lower === 'master' || lower === 'head' || lower.startsWith('release') || /^v[0-9]/.test(lower);
}

/** git_push_tokens_are_publish_like: every push but an explicit, unforced push of plain feature branches. */
function gitPushIsPublish(tokens: readonly string[]): boolean {
  const at = gitSubcommandIndex(tokens);
  if (at === undefined || !tokenIs(tokens[at]!, 'push')) return true;
  const positionals: string[] = [];
  for (const raw of tokens.slice(at + 1)) {
    const t = trimQuotes(raw);
    if (t.startsWith('--')) {
      const name = t.slice(2).split('=')[0]!;
      if (!['set-upstream', 'verbose', 'quiet', 'porcelain', 'no-verify', 'dry-run'].includes(name)) return true;
    } else if (t.startsWith('-')) {
      const flags = t.slice(1);
      if (flags === '' || !/^[uvqn]+$/.test(flags)) return true;
    } else positionals.push(t);
  }
  if (positionals.length < 2) return true;
  return positionals.slice(1).some(protectedRefspec);
}

/** git_tag_tokens_are_publish_like: creating, signing, forcing or deleting a tag; listing and verifying are not. */
function gitTagIsPublish(tokens: readonly string[]): boolean {
  const at = gitSubcommandIndex(tokens);
  if (at === undefined || !tokenIs(tokens[at]!, 'tag')) return false;
  let listLike = false;
  let verifyOnly = false;
  let positional = false;
  const WITH_VALUE = ['--contains', '--points-at', '--merged', '--no-merged', '--sort', '--format', '--column'];
  for (let i = at + 1; i < tokens.length; i++) {
    const t = trimQuotes(tokens[i]!);
    if (['-d', '--delete', '-a', '--annotate', '-s', '--sign', '-f', '--force', '-u', '--local-user', '-m', '--message', '-F', '--file'].includes(t)) return true;
    if (t === '--list' || t === '-l') listLike = true;
    else if (t === '-n' || t === '--verify' || t === '-v') verifyOnly = true;
    else if (WITH_VALUE.includes(t)) {
      listLike = true;
      i++;
    } else if (t.startsWith('--list=') || t.startsWith('-n') || WITH_VALUE.some((w) => t.startsWith(`${w}=`))) listLike = true;
    else if (!t.startsWith('-')) positional = true;
  }
  return positional && !listLike && !verifyOnly;
}

/**
 * shell_tokens_are_publish_like over a segment's whitespace words (quotes
 * kept): a publishing git tag, or a classify_command prefix of `git push`
 * (then the push shape decides), `gh release`, `npm publish` or `cargo
 * publish`. The program is matched literally: no path folding.
 */
function isPublishSegment(tokens: readonly string[]): boolean {
  if (gitTagIsPublish(tokens)) return true;
  const canonical = classifyCommand(tokens);
  if (canonical === 'git push') return gitPushIsPublish(tokens);
  return canonical === 'gh release' || canonical === 'npm publish' || canonical === 'cargo publish';
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

const DESTROYER_NAMES = /mkfs|wipefs|shred|blkdiscard|dd|rm/;

/** stage_is_device_or_filesystem_destroyer: mkfs/wipefs/shred/blkdiscard, dd onto /dev, rm -rf of an absolute path. */
function destroyerStage(stage: string): string | undefined {
  // The program's name is a piece of the stage's text: without one of these in it, no stage destroys.
  if (!DESTROYER_NAMES.test(stage)) return undefined;
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
export const destructiveReason = byText((command: string): string | undefined => {
  const d = dangerousReviewSegment(command);
  if (d) return `'${d.segment}': ${d.reason}`;
  // A segment's answer is its text's: a repeated segment is read once, the first of each in order.
  for (const seg of distinctReviewSegments(command)) {
    for (const stage of seg.split('|')) {
      const r = destroyerStage(stage);
      if (r) return `'${seg}': ${r}`;
    }
  }
  return undefined;
});

const includesAny = (hay: string, needles: readonly string[]) => needles.some((n) => hay.includes(n));

/** The action-parameterised families ToolActionKind::from_tool_call qualifies by their action. */
const ACTION_FAMILIES = new Set(['automation', 'tasks', 'github', 'rlm']);
const FILE_ALIASES: Readonly<Record<string, string>> = { read: 'read_file', write: 'write_file', edit: 'edit_file' };

/**
 * The action kind auto-review rules match on: ToolActionKind::from_tool_call.
 * Substring tests of the lower-cased (aliased, action-qualified) tool name
 * first, then a shell command's publish/destructive shape, then the category.
 */
export function actionKind(tool: string, command: string | undefined, action?: unknown): ActionKind {
  let n = (Object.hasOwn(FILE_ALIASES, tool) ? FILE_ALIASES[tool]! : tool).toLowerCase();
  if (ACTION_FAMILIES.has(n) && typeof action === 'string') n = `${n}_${action}`;
  if (includesAny(n, ['push', 'publish', 'release', 'tag'])) return 'publish';
  if (includesAny(n, ['secret', 'token', 'credential', 'password', 'delete', 'destroy', 'remove', 'drop', 'reset'])) return 'destructive';
  if (n.includes('git_') || includesAny(n, ['browser', 'chrome', 'playwright'])) return 'external';
  const info = toolInfo(tool);
  if (command !== undefined && info?.category === 'shell') {
    if (publishSegment(command)) return 'publish';
    if (destructiveReason(command)) return 'destructive';
    return 'shell';
  }
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

/**
 * A publish-like segment has a word that lower-cases to tag (gitTagIsPublish)
 * or to push, release or publish (the second word of every publishing
 * prefix). No character but an ASCII letter lower-cases to one of their
 * letters alone (U+0130 lower-cases to i and a combining dot), so such a word
 * holds one of them in ASCII letters of either case: a segment without one is
 * not publish-like, and is not split into words to find that out. A chain of
 * 20,000 plain segments meets almost none.
 */
const PUBLISH_WORDS = /push|release|publish|tag/i;

/** isPublishSegment over a segment's whitespace words (quotes kept). */
export function publishLike(seg: string): boolean {
  return PUBLISH_WORDS.test(seg) && isPublishSegment(seg.split(/\s+/).filter(Boolean));
}

/** The same with no shortcut: the reference the property test holds publishLike to. */
export function publishLikePlain(seg: string): boolean {
  return isPublishSegment(seg.split(/\s+/).filter(Boolean));
}

/** shell_params_are_publish_like: a review segment whose whitespace words are publish-like. */
export const publishSegment = byText((command: string): string | undefined => {
  for (const seg of distinctReviewSegments(command)) if (publishLike(seg)) return seg;
  return undefined;
});
