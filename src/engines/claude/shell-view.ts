/**
 * How Claude Code sees one shell command (permissions page, "Compound
 * commands", "Wrappers"): split on `&&`, `||`, `;`, `|`, `|&`, `&` and
 * newlines, each part matched on its own; a fixed set of wrappers stripped
 * (`timeout`, `time`, `nice`, `nohup`, `stdbuf`, `command`, `builtin`,
 * `noglob`, and `xargs` without flags); a leading assignment of a known-safe
 * variable stripped for allow rules, every leading assignment for deny and
 * ask rules. Everything else (`sudo`, `env`, `watch`, `bash -c '…'`) is
 * matched as written.
 *
 * whale-perm also keeps a deeper view (the shell analyzer's full peel, the
 * program's basename, the code inside `sh -c` and `eval`) to warn where a
 * deny rule names a command that Claude Code's own matcher does not see.
 */
import { programName } from '../../shell/index.js';
import type { Decision } from '../../core/types.js';
import type { Segment, ShellAnalysis } from '../../shell/types.js';
import type { PartView } from './reach.js';
import type { ClaudeRule, ClaudeStack } from './stack.js';

/**
 * Variables whose leading assignment Claude Code strips for allow rules.
 * The documentation names NODE_ENV, LANG and NO_COLOR and calls the set
 * "known-safe" without listing it; this list keeps to variables that only
 * select locale, colour, time zone or a build profile, never code to load.
 */
export const SAFE_ENV_VARS: ReadonlySet<string> = new Set([
  'NODE_ENV', 'LANG', 'LANGUAGE', 'LC_ALL', 'LC_CTYPE', 'LC_MESSAGES', 'LC_COLLATE', 'LC_NUMERIC', 'LC_TIME',
  'NO_COLOR', 'FORCE_COLOR', 'CLICOLOR', 'TERM', 'TZ', 'COLUMNS', 'LINES', 'RUST_BACKTRACE', 'RUST_LOG',
  'PYTHONUNBUFFERED', 'PYTHONDONTWRITEBYTECODE', 'CI',
]);

export interface SubCommand {
  seg: Segment;
  /** Index in the analysis's segments. */
  index: number;
  /** Claude Code treats it as a subcommand of its own (not code inside `sh -c`, `eval`, `find -exec`, `watch`). */
  visible: boolean;
  /** The words Claude Code matches: quote-removed, its wrappers stripped, assignments left out. */
  argv: string[];
  /** The wrappers Claude Code stripped, as written. */
  stripped: string[];
  /** The same words as written in the source (quotes kept), when they could be lined up. */
  written: string;
  /** Leading assignments of variables outside the known-safe set: an allow rule does not match past them. */
  unsafeAssignments: string[];
  /** The analyzer's full view: every wrapper peeled, the program's basename (for deny warnings). */
  deepText: string;
  /** Its label in a reason (`code` of its text), worked out once: every evaluation of the command names its parts. */
  label?: string;
  /** Its keys into the rule index's `bashByWords` (rule-index.ts, wordKeys of its deny texts), worked out once. */
  wordKeys?: string[];
  /**
   * Its candidate rules per action on the last stack asked about
   * (rule-index.ts, subcommandCandidates), kept on the part: a 1 MB chain has
   * tens of thousands of parts, and WeakMaps keyed by each of them cost the
   * garbage collector more than the lookups they save.
   */
  candidates?: { stack: ClaudeStack; byAction: Partial<Record<Decision, ClaudeRule[]>> };
  /** What the miss tests read of it (reach.ts), worked out once. */
  missView?: PartView;
  /** The rules that could be run around in it, per action, on the last stack asked about (reach.ts). */
  missCandidates?: { stack: ClaudeStack; byAction: Partial<Record<'deny' | 'ask', ClaudeRule[]>> };
}

function basenameWord(w: string): string {
  return w.includes('/') ? programName(w) : w;
}

const TIMEOUT_VALUE = new Set(['-s', '-k', '--signal', '--kill-after']);
const NICE_VALUE = new Set(['-n', '--adjustment']);
const STDBUF_VALUE = new Set(['-i', '-o', '-e', '--input', '--output', '--error']);

/**
 * Strips Claude Code's wrappers from the front of the words. Returns the
 * number of words consumed by each wrapper stripped.
 */
export function stripClaudeWrappers(words: readonly string[]): { rest: string[]; stripped: string[] } {
  let rest = words.slice();
  const stripped: string[] = [];
  for (let guard = 0; guard < 16 && rest.length > 1; guard++) {
    const head = rest[0]!;
    let i = 1;
    if (head === 'timeout') {
      while (i < rest.length && rest[i]!.startsWith('-')) i += TIMEOUT_VALUE.has(rest[i]!) ? 2 : 1;
      i++; // the duration
    } else if (head === 'nice') {
      while (i < rest.length && rest[i]!.startsWith('-')) i += NICE_VALUE.has(rest[i]!) ? 2 : 1;
    } else if (head === 'stdbuf') {
      while (i < rest.length && rest[i]!.startsWith('-')) i += STDBUF_VALUE.has(rest[i]!) ? 2 : 1;
    } else if (head === 'time') {
      while (i < rest.length && rest[i] === '-p') i++;
    } else if (head === 'command') {
      if (rest[1] === '-v' || rest[1] === '-V') break;
      while (i < rest.length && rest[i] === '-p') i++;
    } else if (head === 'nohup' || head === 'builtin' || head === 'noglob') {
      // no options
    } else if (head === 'xargs') {
      if (rest[1]!.startsWith('-')) break; // only bare xargs is stripped
    } else break;
    if (i >= rest.length) break; // nothing left to run: the wrapper is the command
    stripped.push(rest.slice(0, i).join(' '));
    rest = rest.slice(i);
  }
  return { rest, stripped };
}

/**
 * Splits source text into words as written (quotes kept), skipping
 * redirections; `gaps[i]` is the blank run written before word i (a single
 * space where a redirection was skipped), so the text as written keeps its
 * spacing: Claude Code's matcher does not collapse it (permissions → Bash,
 * the fragile-patterns warning: "Extra spaces").
 */
function writtenWords(text: string): { words: string[]; gaps: string[] } | undefined {
  const words: string[] = [];
  const gaps: string[] = [];
  let gap = '';
  let skipped = false;
  let cur = '';
  let quote: string | null = null;
  let depth = 0;
  let skipNext = false;
  const push = () => {
    if (cur === '') return;
    const redirect = /^\d*(?:&>>?|>>?|<<<|<<-?|<>|<|>\||>&|<&)(.*)$/.exec(cur);
    if (skipNext) {
      skipNext = false;
      skipped = true;
    } else if (redirect && depth === 0) {
      skipNext = redirect[1] === '';
      skipped = true;
    } else {
      gaps.push(skipped ? ' ' : gap);
      words.push(cur);
      skipped = false;
    }
    gap = '';
    cur = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      cur += c;
      if (c === '\\' && quote === '"' && i + 1 < text.length) cur += text[++i]!;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '\\' && i + 1 < text.length) {
      cur += c + text[++i]!;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      quote = c;
      cur += c;
      continue;
    }
    if (c === '(' ) depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (c === ' ' || c === '\t')) {
      push();
      gap += c;
      continue;
    }
    if (depth === 0 && c === '\n') return undefined; // heredoc bodies and the like: no reliable line-up
    cur += c;
  }
  if (quote) return undefined;
  push();
  return { words, gaps };
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)\+?=/;

function viewOf(seg: Segment, index: number): SubCommand {
  const visible = !seg.nesting.includes('payload');
  const { rest, stripped } = stripClaudeWrappers(seg.rawArgv);
  const unsafeAssignments = seg.assignments.filter((a) => !SAFE_ENV_VARS.has(ASSIGNMENT.exec(a)?.[1] ?? ''));
  // Line the source words up with rawArgv to get the as-written text of what remains.
  let written = rest.join(' ');
  const raw = writtenWords(seg.text);
  if (raw) {
    const words = raw.words.slice(seg.assignments.length);
    const gaps = raw.gaps.slice(seg.assignments.length);
    const from = seg.rawArgv.length - rest.length;
    if (words.length === seg.rawArgv.length) written = words.slice(from).map((w, j) => (j === 0 ? w : gaps[from + j]! + w)).join('');
  }
  const deep = seg.argv.length > 0 ? [basenameWord(seg.argv[0]!), ...seg.argv.slice(1)] : [];
  return { seg, index, visible, argv: rest, stripped, written, unsafeAssignments, deepText: deep.join(' ') };
}

export function subCommands(shell: ShellAnalysis): SubCommand[] {
  return shell.segments.map((seg, i) => viewOf(seg, i));
}

/** The texts a deny or ask rule is tried against: it matches if any of them matches. */
export function denyTexts(sub: SubCommand): string[] {
  const joined = sub.argv.join(' ');
  return joined === sub.written ? [joined] : [joined, sub.written];
}

/** The texts an allow rule must all match (quote-removed and as written), or none when an unsafe assignment leads. */
export function allowTexts(sub: SubCommand): string[] | undefined {
  if (sub.unsafeAssignments.length > 0) return undefined;
  return denyTexts(sub);
}
