/**
 * Redirections: what a command reads and writes besides its argv. Writes
 * matter to permission engines (`git status > ~/.bashrc` writes a file);
 * stdin sources matter to payload detection (`sh < script.sh`).
 */
import type { TsNode } from './parse.js';
import type { Redirect } from './types.js';
import type { StdinSource } from './payloads.js';
import { findSubstitutions, type EmbeddedSubstitution } from './heredoc.js';
import { groupAdjacent, hasLineBreak, unescapeHeredoc, wordFromNodes, type Word } from './words.js';

export const REDIRECT_TYPES = new Set(['file_redirect', 'heredoc_redirect', 'herestring_redirect']);

/** Operators that write their target (`>&` too, unless it duplicates a descriptor). */
const WRITE_OPS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

/** Special files that are not file writes in any sense a permission rule cares about. */
export function isDeviceSink(path: string): boolean {
  return /^\/dev\/(null|stdout|stderr|tty|fd\/\d+)$/.test(path);
}

export interface LocalWrite {
  path: string | null;
  via: string;
  range: [number, number];
}

export interface RedirectInfo {
  redirects: Redirect[];
  writes: LocalWrite[];
  /**
   * Words the grammar attached to a redirect that bash gives to the command
   * (`cmd 2>/dev/null -f arg` → `-f`, `arg`), as groups of adjacent nodes.
   * The grammar sometimes swallows a newline here too; a word after one
   * starts a new command (`newlineBefore`).
   */
  extraArgs: { nodes: TsNode[]; newlineBefore: boolean }[];
  /** Start index of each entry of `redirects`, to give it to the right command. */
  redirectStarts: number[];
  /** Nodes that may hold command substitutions: targets and here-strings. */
  nestedRoots: TsNode[];
  /** Substitutions in unquoted heredoc bodies, with `innerStart` as an offset in the walked source. */
  heredocSubstitutions: EmbeddedSubstitution[];
  /**
   * Statements written after a heredoc start on the same line
   * (`cat <<EOF | sh`, `cat <<EOF && rm x`), with their operator tokens.
   */
  continuations: TsNode[];
  stdin: StdinSource[];
}

export function emptyRedirectInfo(): RedirectInfo {
  return {
    redirects: [],
    writes: [],
    extraArgs: [],
    redirectStarts: [],
    nestedRoots: [],
    heredocSubstitutions: [],
    continuations: [],
    stdin: [],
  };
}

export function readRedirects(nodes: readonly TsNode[], source: string, into = emptyRedirectInfo()): RedirectInfo {
  for (const node of nodes) {
    if (node.type === 'file_redirect') readFileRedirect(node, source, into);
    else if (node.type === 'heredoc_redirect') readHeredoc(node, source, into);
    else if (node.type === 'herestring_redirect') readHerestring(node, source, into);
  }
  return into;
}

function readFileRedirect(node: TsNode, source: string, into: RedirectInfo): void {
  let fd: number | undefined;
  let op = '';
  const destinations: TsNode[] = [];
  for (const child of node.children) {
    if (child.type === 'file_descriptor') {
      fd = Number.parseInt(source.slice(child.startIndex, child.endIndex), 10);
    } else if (child.type === 'ERROR' && op === '<') {
      op = '<>'; // tree-sitter-bash has no `<>` token: it reads `<` and a stray `>`
    } else if (!child.isNamed) {
      if (op === '') op = child.type;
    } else {
      destinations.push(child);
    }
  }
  const groups = groupAdjacent(destinations);
  const targetGroup = groups[0];
  const target: Word | null = targetGroup ? wordFromNodes(targetGroup, source) : null;
  if (targetGroup) into.nestedRoots.push(...targetGroup);
  let previousEnd = target?.range[1] ?? node.startIndex;
  for (const group of groups.slice(1)) {
    const start = group[0]?.startIndex ?? previousEnd;
    into.extraArgs.push({ nodes: group, newlineBefore: hasLineBreak(source.slice(previousEnd, start)) });
    previousEnd = group[group.length - 1]?.endIndex ?? start;
  }
  addFileRedirect(op, fd, target, [node.startIndex, node.endIndex], into);
}

/**
 * What one file redirect means, once its operator, descriptor and target are
 * read (from the grammar's node, or by the plain-list reading: chunks.ts):
 * the redirect, the write it makes, the standard input it gives.
 */
export function addFileRedirect(op: string, fd: number | undefined, target: Word | null, node: [number, number], into: RedirectInfo): void {
  const duplicates =
    (op === '>&' || op === '<&') && target !== null && !target.dynamic && /^(\d+|-)$/.test(target.value);
  let write = WRITE_OPS.has(op) || (op === '>&' && !duplicates && target !== null);
  if (write && target !== null && !target.dynamic && isDeviceSink(target.value)) write = false;

  const redirect: Redirect = { op, target: target === null || target.dynamic ? null : target.value, write };
  if (fd !== undefined && Number.isFinite(fd)) redirect.fd = fd;
  into.redirects.push(redirect);
  into.redirectStarts.push(node[0]);
  // Up to the target: the node may also hold words the grammar glued on.
  const range: [number, number] = [node[0], target?.range[1] ?? node[1]];
  if (write) into.writes.push({ path: redirect.target, via: op, range });
  if ((fd === undefined || fd === 0) && op === '<&' && target !== null && target.value !== '-' && target.value !== '0') {
    // `bash <&3`: standard input is another descriptor (`exec 3<<<…` earlier, say).
    into.stdin.push({ kind: 'file', text: target.dynamic ? null : `descriptor ${target.value}`, dynamic: target.dynamic, range });
  }
  if ((fd === undefined || fd === 0) && (op === '<' || op === '<>') && target !== null) {
    into.stdin.push({ kind: 'file', text: target.dynamic ? null : target.value, dynamic: target.dynamic, range });
  }
}

function readHeredoc(node: TsNode, source: string, into: RedirectInfo): void {
  let op = '<<';
  let opSeen = false;
  let delimiter = '';
  let quoted = false;
  let body: TsNode | null = null;
  const nested: TsNode[] = [];
  for (const child of node.children) {
    switch (child.type) {
      case '<<':
      case '<<-':
        if (!opSeen) op = child.type;
        opSeen = true;
        break;
      case 'heredoc_start': {
        const raw = source.slice(child.startIndex, child.endIndex);
        quoted = /['"\\]/.test(raw);
        delimiter = raw.replace(/['"\\]/g, '');
        break;
      }
      case 'heredoc_body':
        body = child;
        break;
      case 'heredoc_end':
        break;
      case 'file_redirect':
      case 'herestring_redirect':
      case 'heredoc_redirect':
        nested.push(child);
        break;
      default:
        into.continuations.push(child);
    }
  }
  into.redirects.push({ op, target: delimiter, write: false });
  into.redirectStarts.push(node.startIndex);
  readRedirects(nested, source, into);
  const range: [number, number] = body ? [body.startIndex, body.endIndex] : [node.startIndex, node.endIndex];
  const raw = body ? source.slice(body.startIndex, body.endIndex) : '';
  let text = op === '<<-' ? raw.replace(/^\t+/gm, '') : raw;
  let expands = false;
  const substitutions: string[] = [];
  if (!quoted && body !== null) {
    // An unquoted body expands like a double-quoted string: its substitutions run.
    for (const sub of findSubstitutions(raw)) {
      into.heredocSubstitutions.push({ ...sub, innerStart: sub.innerStart + body.startIndex });
      substitutions.push(sub.text);
    }
    expands = substitutions.length > 0 || /(^|[^\\])\$[\w{@*#?$!-]/.test(raw);
    text = unescapeHeredoc(text);
  }
  into.stdin.push({ kind: 'heredoc', text, dynamic: expands, range, substitutions });
}

function readHerestring(node: TsNode, source: string, into: RedirectInfo): void {
  const parts = node.children.filter((c) => c.isNamed);
  const word = parts.length > 0 ? wordFromNodes(groupAdjacent(parts)[0] ?? parts, source) : null;
  into.redirects.push({ op: '<<<', target: word === null || word.dynamic ? null : word.value, write: false });
  into.redirectStarts.push(node.startIndex);
  into.nestedRoots.push(...parts);
  if (word !== null) {
    into.stdin.push({
      kind: 'herestring',
      text: word.template,
      dynamic: word.dynamic,
      range: word.range,
      substitutions: word.substitutions ?? [],
    });
  }
}

/** The files `tee` writes: its operands (options skipped until `--`). */
export function teeTargets(words: readonly Word[]): Word[] {
  const targets: Word[] = [];
  let options = true;
  for (const word of words.slice(1)) {
    if (options && !word.dynamic && word.value === '--') {
      options = false;
      continue;
    }
    if (options && !word.dynamic && word.value.startsWith('-') && word.value !== '-') continue;
    targets.push(word);
  }
  return targets;
}
