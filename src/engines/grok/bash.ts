/**
 * One Bash call as grok-build reads it, next to what bash would run:
 *
 * - grok's own reading (split.ts, findings.ts): its word-only segments, its
 *   wrapper peel, its security findings and segment outcome. Every decision
 *   is computed over this.
 * - whale-perm's analysis (src/shell), the ground truth: where it sees code
 *   grok does not (a pipe into `sh`, `eval "$x"`, a substitution), the
 *   difference is a risk (risks.ts), never a stricter decision.
 * - the files the shell file gate checks against Read/Edit rules
 *   (`shell_access.rs` `evaluate_shell_file_access`): operands of readers and
 *   writers and redirect targets, over the analyzer's commands.
 */
import { analyzeShell, programName } from '../../shell/index.js';
import type { Segment, ShellAnalysis } from '../../shell/types.js';
import { evaluateBash, floorFindings, type BashEvaluation, type Finding } from './findings.js';
import { parseGrok, type GrokCommand, type GrokTree } from './split.js';
import type { GrokStack } from './stack.js';

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
  /** whale-perm's analysis: what bash would run. */
  shell: ShellAnalysis;
  tree: GrokTree;
  /** grok's word-only segments; undefined when it cannot decompose the script. */
  commands: GrokCommand[] | undefined;
  evaluation: BashEvaluation;
  /** Why grok cannot decompose it (empty when it can): its security gates fail closed. */
  complex: string[];
  /** The grant-floor findings (none when an exact whole-command grant covers the call). */
  floor: Finding[];
  writes: BashWrite[];
  reads: BashRead[];
}

/** Readers and writers whose operands the shell file gate checks (`shell_file_mode`, `shell_path_command_operands`). */
const READERS = new Set([
  'cat', 'tac', 'nl', 'head', 'tail', 'less', 'more', 'bat', 'strings', 'xxd', 'od', 'hexdump', 'base64', 'base32', 'cut', 'sort', 'uniq', 'wc',
  'type', 'diff', 'comm', 'rev', 'jq', 'yq', 'zcat', 'zless', 'zmore', 'bzcat', 'xzcat', 'zstdcat', 'lz4cat',
]);
const PATTERN_FIRST = new Set(['grep', 'egrep', 'fgrep', 'rg', 'sed', 'awk', 'ag', 'ack', 'zgrep', 'zegrep', 'zfgrep', 'bzgrep', 'xzgrep']);
const WRITE_ALL = new Set(['rm', 'rmdir', 'mkdir', 'touch', 'tee', 'truncate']);
const WRITE_LAST = new Set(['cp', 'mv', 'ln', 'install']);
const SAFE_SINKS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

function operandsOf(words: readonly string[]): string[] {
  const out: string[] = [];
  let end = false;
  for (const w of words.slice(1)) {
    if (!end && w === '--') {
      end = true;
      continue;
    }
    if (!end && w.startsWith('-') && w !== '-') continue;
    out.push(w);
  }
  return out;
}

function isDynamic(seg: Segment, word: string): boolean {
  const i = seg.argv.indexOf(word);
  return i >= 0 && seg.dynamicWords.includes(i);
}

function fileOperands(shell: ShellAnalysis): { writes: BashWrite[]; reads: BashRead[] } {
  const writes: BashWrite[] = [];
  const reads: BashRead[] = [];
  for (const seg of shell.segments) {
    for (const r of seg.redirects) {
      if (r.op.startsWith('<<')) continue;
      if (r.write && (r.target === null || !SAFE_SINKS.has(r.target))) writes.push({ path: r.target, via: r.op, text: seg.text });
      if (!r.write && r.target !== null && !SAFE_SINKS.has(r.target)) reads.push({ path: r.target, text: seg.text });
    }
    const words = seg.argv;
    const prog = programName(words[0] ?? '').toLowerCase();
    const ops = operandsOf(words);
    const file = (w: string) => (isDynamic(seg, w) ? null : w);
    if (WRITE_ALL.has(prog)) for (const w of ops) writes.push({ path: file(w), via: prog, text: seg.text });
    else if (WRITE_LAST.has(prog) && ops.length > 0) {
      writes.push({ path: file(ops[ops.length - 1]!), via: prog, text: seg.text });
      for (const w of ops.slice(0, -1)) reads.push({ path: file(w), text: seg.text });
    } else if (prog === 'dd') {
      for (const w of words) if (w.startsWith('of=')) writes.push({ path: file(w.slice(3)), via: 'dd', text: seg.text });
      for (const w of words) if (w.startsWith('if=')) reads.push({ path: file(w.slice(3)), text: seg.text });
    } else if (prog === 'sed' && words.slice(1).some((w) => w === '--in-place' || w.startsWith('--in-place=') || (w.startsWith('-') && !w.startsWith('--') && w.includes('i')))) {
      for (const w of ops.slice(1)) writes.push({ path: file(w), via: 'sed -i', text: seg.text });
    } else if (READERS.has(prog)) for (const w of ops) reads.push({ path: file(w), text: seg.text });
    else if (PATTERN_FIRST.has(prog)) for (const w of ops.slice(1)) reads.push({ path: file(w), text: seg.text });
  }
  return { writes, reads };
}

const analyses = new Map<string, ShellAnalysis>();
const ANALYSES = 8;

/**
 * whale-perm's analysis of a command, shared by the evaluations of the same
 * command that follow one another (`diff` judges each probe on two stacks;
 * lint checks ask about the same call): it depends on the text alone.
 */
export function shellOf(command: string): ShellAnalysis {
  const hit = analyses.get(command);
  if (hit) return hit;
  const a = analyzeShell(command);
  if (analyses.size >= ANALYSES) analyses.delete(analyses.keys().next().value!);
  analyses.set(command, a);
  return a;
}

export function readBash(command: string, shell: ShellAnalysis, stack: GrokStack): BashReading {
  const tree = parseGrok(command);
  const evaluation = evaluateBash({
    command,
    tree,
    grants: stack.sessionGrants.filter((g) => g.tool === 'bash' || g.tool === 'any'),
    workspace: stack.workspace,
    reader: stack.reader,
  });
  const complex = evaluation.commands ? [] : [describeUndecomposable(shell)];
  return { command, shell, tree, commands: evaluation.commands, evaluation, complex, floor: floorFindings(evaluation), ...fileOperands(shell) };
}

/** What in the script keeps grok from splitting it, as far as whale-perm can name it. */
function describeUndecomposable(shell: ShellAnalysis): string {
  const nest = shell.segments.flatMap((s) => s.nesting).find((n) => n !== 'payload' && n !== 'time' && n !== 'negation');
  const names: Record<string, string> = {
    'command-substitution': 'a command substitution `$(…)`',
    backticks: 'a backtick substitution',
    'process-substitution': 'a process substitution',
    subshell: 'a subshell `( … )`',
    group: 'a command group `{ …; }`',
    if: 'an `if` statement',
    loop: 'a loop',
    case: 'a `case` statement',
    function: 'a function definition',
    coproc: 'a coprocess',
  };
  if (nest && names[nest]) return names[nest]!;
  if (shell.segments.some((s) => s.operator === '&')) return 'a background `&`';
  if (shell.segments.some((s) => s.operator === '|&')) return 'a `|&` pipe';
  if (shell.segments.some((s) => s.dynamicWords.length > 0 || s.assignments.some((a) => /[$`]/.test(a)))) return 'an expansion (`$x`, `${x}`, a glob grok does not model)';
  return 'a construct other than plain commands joined by `&&`, `||`, `;` or `|`';
}

/** The grant-floor findings named for a reason: `file_write (writes x), opaque_shell (…)`. */
export function describeFloor(floor: readonly Finding[]): string {
  return floor.map((f) => `${f.kind} (${f.detail})`).join('; ');
}
