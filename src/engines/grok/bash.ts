/**
 * How grok reads a Bash command, over the shared analyzer
 * (`permission/bash_command_splitting.rs`, `policy.rs`, the manager's bash
 * evaluation):
 *
 * - a command splits into simple segments on `&&`, `||`, `;`, `|` and
 *   newlines; a literal `sh -c '…'` script is split too;
 * - segments are matched as their words joined by one space, both as written
 *   and with grok's own wrappers peeled (`timeout`, `nice`, `ionice`,
 *   `chrt`, `stdbuf`, `env`, and leading `NAME=value`); `sudo`, `xargs`,
 *   `nohup` and the rest are not peeled;
 * - what cannot be split into simple segments (substitutions, subshells,
 *   groups, control flow, background `&`, a computed command name) makes
 *   the security gates fail closed to a prompt;
 * - the request floor: opaque shell, file writes (redirects and the operands
 *   of rm/cp/mkdir/…), undecomposable scripts: a prompt even when an allow
 *   rule, a grant or sandbox auto-allow would otherwise approve.
 */
import { programName } from '../../shell/index.js';
import type { NestingKind, Segment, ShellAnalysis } from '../../shell/types.js';
import { wordPrefix } from './rules.js';

/** Wrappers grok peels before matching deny/ask rules and grants. */
const GROK_PEELED = new Set(['timeout', 'nice', 'ionice', 'chrt', 'stdbuf', 'env']);
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh']);

const COMPLEX: Partial<Record<NestingKind, string>> = {
  'command-substitution': 'a command substitution `$(…)`',
  backticks: 'a backtick substitution',
  'process-substitution': 'a process substitution `<(…)`',
  subshell: 'a subshell `( … )`',
  group: 'a command group `{ …; }`',
  if: 'an `if` statement',
  loop: 'a loop',
  case: 'a `case` statement',
  function: 'a function definition',
  coproc: 'a coprocess',
};

/** The dangerous prefixes that prompt even over a remembered grant. */
export const DANGEROUS_PREFIXES: readonly string[] = ['rm', 'chmod', 'chown', 'chgrp', 'chattr', 'kill', 'pkill', 'killall', 'git push'];

/** Programs whose operands are files they write (so an allow on them still prompts). */
const WRITE_ALL = new Set(['rm', 'rmdir', 'mkdir', 'touch', 'truncate', 'shred', 'unlink', 'tee']);
const WRITE_LAST = new Set(['cp', 'ln', 'install']);
const MODE_CHANGERS = new Set(['chmod', 'chown', 'chgrp', 'chattr']);
/** Wrappers that change who runs the command: never approved without a person. */
const ESCALATORS = new Set(['sudo', 'doas', 'su', 'pkexec', 'run0']);
/** Programs whose operands are files they read (the shell file gate checks them against Read rules). */
const READERS = new Set(['cat', 'head', 'tail', 'less', 'more', 'bat', 'nl', 'tac', 'wc', 'sort', 'uniq', 'cut', 'diff', 'cmp', 'strings', 'xxd', 'od', 'hexdump', 'base64', 'md5sum', 'sha1sum', 'sha256sum', 'file', 'source', '.']);
const PATTERN_FIRST = new Set(['grep', 'egrep', 'fgrep', 'rg', 'sed', 'awk']);
const SAFE_SINKS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/tty']);

export interface GrokSegment {
  seg: Segment;
  /** The words as written (after quote removal, without leading assignments). */
  raw: string[];
  /** The words after grok's own wrapper peeling. */
  words: string[];
  /** grok matches this segment (top level, or inside a literal `sh -c` script). */
  seen: boolean;
  /** Why grok does not see it, when it does not. */
  hiddenBy?: string;
  /** grok's normalization gives up on it (fails closed). */
  uncertain?: string;
}

export interface BashWrite {
  path: string | null;
  via: string;
  text: string;
}

export interface BashRead {
  path: string | null;
  text: string;
}

export interface BashReading {
  /** The string grok matches as a whole. */
  command: string;
  shell: ShellAnalysis;
  segments: GrokSegment[];
  /** Why grok cannot split the command into simple segments. Non-empty: the security gates fail closed. */
  complex: string[];
  /** Why the request floor requires a prompt whatever allows it. */
  floor: string[];
  writes: BashWrite[];
  reads: BashRead[];
}

function grokWords(seg: Segment): { words: string[]; uncertain?: string } {
  let skip = 0;
  let uncertain: string | undefined;
  for (const w of seg.wrappers) {
    const parts = w.trim().split(/\s+/);
    const prog = programName(parts[0] ?? '');
    if (!GROK_PEELED.has(prog)) break;
    if (prog === 'env' && parts.some((p) => p === '-S' || p.startsWith('--split-string') || /^-[a-zA-Z]*S/.test(p))) uncertain = '`env -S` packs a command into one string';
    skip += parts.length;
  }
  if (skip > seg.rawArgv.length) return { words: seg.rawArgv };
  return { words: seg.rawArgv.slice(skip), ...(uncertain ? { uncertain } : {}) };
}

function contains(outer: Segment, inner: Segment): boolean {
  return outer !== inner && outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

function hasDashC(words: readonly string[]): boolean {
  return words.slice(1).some((w) => /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
}

function describeNesting(n: NestingKind): string {
  return COMPLEX[n] ?? (n === 'payload' ? 'a string another command runs' : n);
}

function operandsOf(words: readonly string[]): string[] {
  const out: string[] = [];
  let flagsDone = false;
  for (const w of words.slice(1)) {
    if (!flagsDone && w === '--') {
      flagsDone = true;
      continue;
    }
    if (!flagsDone && w.startsWith('-') && w !== '-') continue;
    out.push(w);
  }
  return out;
}

function isDynamic(seg: Segment, word: string): boolean {
  const i = seg.argv.indexOf(word);
  return (i >= 0 && seg.dynamicWords.includes(i)) || /[$`*?[]/.test(word);
}

export function readBash(command: string, shell: ShellAnalysis): BashReading {
  const segs: GrokSegment[] = shell.segments.map((seg) => {
    const g = grokWords(seg);
    return { seg, raw: seg.rawArgv, words: g.words, seen: true, ...(g.uncertain ? { uncertain: g.uncertain } : {}) };
  });
  const complex: string[] = [];
  const floor: string[] = [];

  for (const s of segs) {
    const kinds = s.seg.nesting.filter((k) => k !== 'time' && k !== 'negation');
    const blocking = kinds.find((k) => k !== 'payload');
    if (blocking) {
      s.seen = false;
      s.hiddenBy = describeNesting(blocking);
      if (!complex.includes(s.hiddenBy)) complex.push(s.hiddenBy);
      continue;
    }
    if (kinds.includes('payload')) {
      const carriers = segs.filter((o) => contains(o.seg, s.seg) && o.seg.nesting.length === s.seg.nesting.length - 1);
      const carrier = carriers.sort((a, b) => b.seg.range[0] - a.seg.range[0])[0];
      const head = carrier ? programName(carrier.words[0] ?? '') : '';
      if (!(carrier && SHELLS.has(head) && hasDashC(carrier.words))) {
        s.seen = false;
        s.hiddenBy = `the string \`${carrier ? carrier.words.slice(0, 1).join(' ') : 'a carrier'}\` runs`;
        const why = `\`${s.seg.text}\` runs inside \`${carrier?.seg.text ?? 'another command'}\`, which grok matches only as written`;
        if (!floor.includes(why)) floor.push(why);
      }
    }
  }
  if (segs.some((s) => s.seg.operator === '&') || /(^|[^&|>])&\s*$/.test(command.trim())) complex.push('a background `&`');
  for (const o of shell.opaque) {
    const detail = o.detail.replace(/\.\s*$/, '');
    if (o.reason === 'dynamic-command' || o.reason === 'parse-error' || o.reason === 'dynamic-payload') {
      if (!complex.includes(detail)) complex.push(detail);
    } else if (!floor.includes(`opaque: ${detail}`)) floor.push(`opaque: ${detail}`);
  }
  for (const s of segs) {
    if (s.uncertain && !complex.includes(s.uncertain)) complex.push(s.uncertain);
    const prog = programName(s.words[0] ?? '');
    if (s.seen && (prog === 'eval' || prog === 'source' || prog === '.')) {
      const why = `opaque: \`${prog}\` runs code grok does not decompose`;
      if (!floor.includes(why)) floor.push(why);
    }
  }

  const writes: BashWrite[] = [];
  const reads: BashRead[] = [];
  for (const s of segs) {
    for (const r of s.seg.redirects) {
      if (r.write && (r.target === null || !SAFE_SINKS.has(r.target))) writes.push({ path: r.target, via: r.op, text: s.seg.text });
      if (!r.write && (r.op === '<' || r.op === '<>') && r.target !== null && !SAFE_SINKS.has(r.target)) reads.push({ path: r.target, text: s.seg.text });
    }
    // What a segment touches is read from the analyzer's fully peeled words (`sudo rm x` still removes x).
    const words = s.seg.argv;
    const prog = programName(words[0] ?? '');
    const ops = operandsOf(words);
    const file = (w: string) => (isDynamic(s.seg, w) ? null : w);
    if (WRITE_ALL.has(prog) || prog === 'mv') for (const w of ops) writes.push({ path: file(w), via: prog, text: s.seg.text });
    else if (MODE_CHANGERS.has(prog)) for (const w of ops.slice(1)) writes.push({ path: file(w), via: prog, text: s.seg.text });
    else if (WRITE_LAST.has(prog) && ops.length > 0) {
      writes.push({ path: file(ops[ops.length - 1]!), via: prog, text: s.seg.text });
      for (const w of ops.slice(0, -1)) reads.push({ path: file(w), text: s.seg.text });
    } else if (prog === 'dd') {
      for (const w of words) if (w.startsWith('of=')) writes.push({ path: file(w.slice(3)), via: 'dd', text: s.seg.text });
    } else if (prog === 'sed' && words.some((w) => w === '-i' || /^-i/.test(w) || w === '--in-place')) {
      for (const w of ops.slice(1)) writes.push({ path: file(w), via: 'sed -i', text: s.seg.text });
    } else if (prog === 'find' && words.some((w) => w === '-delete' || w === '-exec' || w === '-execdir' || w === '-ok')) {
      writes.push({ path: file(ops[0] ?? '.'), via: 'find', text: s.seg.text });
    } else if (READERS.has(prog)) for (const w of ops) reads.push({ path: file(w), text: s.seg.text });
    else if (PATTERN_FIRST.has(prog)) for (const w of ops.slice(1)) reads.push({ path: file(w), text: s.seg.text });
    const escalator = s.seg.wrappers.map((w) => programName(w.trim().split(/\s+/)[0] ?? '')).find((w) => ESCALATORS.has(w));
    if (escalator) {
      const why = `\`${escalator}\` runs another command with other rights`;
      if (!floor.includes(why)) floor.push(why);
    }
  }
  if (writes.length > 0) {
    const shown = [...new Set(writes.map((w) => w.path ?? '(a computed path)'))].slice(0, 3).join(', ');
    floor.push(`writes files (${shown})`);
  }
  return { command, shell, segments: segs, complex, floor: [...complex.map((c) => `cannot be split into simple commands: ${c}`), ...floor], writes, reads };
}

/** The dangerous prefix a segment starts with, if any (word boundary on grok's words). */
export function dangerousPrefix(words: readonly string[]): string | undefined {
  const joined = words.join(' ');
  return DANGEROUS_PREFIXES.find((p) => wordPrefix(joined, p));
}

const SAFE_PREFIXES = [
  'ls', 'cat', 'pwd', 'date', 'whoami', 'hostname', 'uptime', 'ps', 'head', 'tail', 'wc', 'sort', 'uniq', 'tr', 'cut', 'grep', 'rg',
  'kubectl get', 'kubectl logs', 'kubectl describe', 'cargo check',
];
const SAFE_GIT = ['status', 'branch', 'log', 'diff', 'ls-files', 'show', 'rev-parse'];
const UNSAFE_GIT_OPTIONS = /^(-c|--config-env.*|--exec-path.*|--output.*|--ext-diff|-D|-d|--delete|-m|-M|--move|-C|--copy|--set-upstream-to.*|-u|--edit-description|-f|--force)$/;
const KUBECTL_UNSAFE = /^--(kubeconfig|server|token|user|as|as-group|client-certificate|client-key|certificate-authority|cluster|context|username|password)(=|$)/;

/** The read-only commands grok auto-approves (22-permissions-and-safety.md), word-boundary matched per segment. */
export function isSafeReadOnly(s: GrokSegment): boolean {
  const words = s.words;
  if (words.length === 0) return false;
  if (s.seg.assignments.some((a) => /^GIT_/.test(a))) return false;
  const prog = words[0]!;
  if (prog === 'rg' && words.some((w) => w === '--pre' || w.startsWith('--pre='))) return false;
  if (prog === 'kubectl' && words.slice(1).some((w) => KUBECTL_UNSAFE.test(w))) return false;
  if (prog === 'ps' && words.slice(1).some((w) => w.includes('E') || (!w.startsWith('-') && w.includes('e')))) return false;
  if (prog === 'git') {
    const verb = words[1];
    return verb !== undefined && SAFE_GIT.includes(verb) && !words.slice(2).some((w) => UNSAFE_GIT_OPTIONS.test(w));
  }
  const joined = words.join(' ');
  return SAFE_PREFIXES.some((p) => wordPrefix(joined, p));
}

/** Setup commands (`cd`, …) that a grant or the safe list does not need to cover. */
export function isSetup(s: GrokSegment): boolean {
  return ['cd', 'pushd', 'popd'].includes(s.words[0] ?? '');
}
