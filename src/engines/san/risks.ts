/**
 * Where what bash would run (whale-perm's tree-sitter analysis, the ground
 * truth) differs from what san reads (match/bash.ts). Risks never change the
 * decision (docs/contract.md, "Faithful decisions"):
 *
 * - hidden-code: a part nobody can read before it runs (code piped into a
 *   shell, `eval "$x"`, a computed command name), with the deny and ask
 *   rules that could not stop it;
 * - agent-misses: a command bash runs that san's walker does not reach
 *   (inside `sh -c`, `eval`, `xargs`, `find -exec`, `$(…)`, backticks,
 *   `<(…)`, or behind a wrapper other than san's five) and that a deny or
 *   ask rule would have caught;
 * - agent-overmatches: a deny or ask rule san matches on a form of the text
 *   (its raw `&&`/`;` split) although bash runs no such command;
 * - unchecked-inline-code: the call is allowed while it carries code san
 *   never looks at (`sh -c '…'`, `python -c '…'`, `eval`).
 */
import { hiddenCodeRisk, risk, uniqueRisks, type EvadedRule } from '../../core/faithful.js';
import type { Risk, Trace } from '../../core/types.js';
import { programName } from '../../shell/index.js';
import type { Opacity, Segment, ShellAnalysis } from '../../shell/types.js';
import { coversUnit, matchAny, normalized, plainForm, type AllowUnit } from './match/bash.js';
import { matchGlob } from './match/glob.js';
import { readingQueries, ruleCandidates } from './match/rule-index.js';
import { effectiveRules, type SanRule } from './stack.js';
import type { EvalState } from './state.js';

function label(r: SanRule): EvadedRule {
  return { label: `${r.action} rule \`${r.text}\``, source: r.source };
}

/** A ground-truth word list as one command san would read (`name args` and `name:args`, no raw split). */
function unit(words: readonly string[]): AllowUnit {
  const command = { name: programName(words[0] ?? ''), args: words.slice(1), inPipe: false, redirects: [] };
  const plain = plainForm(command);
  return { forms: [plain, normalized(command)], command, plain, text: words.join(' ') };
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The commands `catches` reads a segment as: its argv and its raw argv (once when they are the same words). */
function segmentUnits(seg: Segment): AllowUnit[] {
  const out: AllowUnit[] = [];
  if (seg.argv.length > 0) out.push(unit(seg.argv));
  if (seg.rawArgv.length > 0 && !sameWords(seg.argv, seg.rawArgv)) out.push(unit(seg.rawArgv));
  return out;
}

/** Would the rule catch this command bash runs, if san read it as a command of its own? */
function catchesUnits(r: SanRule, units: readonly AllowUnit[]): boolean {
  return units.some((u) => coversUnit(r.args, u) !== undefined);
}

function catches(r: SanRule, seg: Segment): boolean {
  return catchesUnits(r, segmentUnits(seg));
}

/** The strings `catches` tries a rule on for one segment's units (for the rule index). */
function catchQueries(units: readonly AllowUnit[]): string[] {
  return units.flatMap((u) => u.forms);
}

const isGuard = (r: SanRule) => r.tool === 'Bash' && !r.bare;

/** Could a rule match what an opaque part runs? Only a computed command name with known arguments narrows it. */
function couldMatch(r: SanRule, o: Opacity): boolean {
  if (r.args === '') return false;
  if (o.reason === 'dynamic-command' && o.knownArgs) {
    const w = /^([^\s:*?]+)/.exec(r.args)?.[1];
    if (w === undefined) return true;
    return coversUnit(r.args, unit([w, ...o.knownArgs])) !== undefined;
  }
  return true;
}

function unseenBecause(seg: Segment): string | undefined {
  if (seg.nesting.includes('payload')) return 'it runs as the payload of another command (sh -c, eval, xargs, find -exec …), which san reads as that command\'s words';
  if (seg.nesting.includes('command-substitution') || seg.nesting.includes('backticks')) return 'it runs inside a command substitution, which san prints as `$(...)` and does not walk';
  if (seg.nesting.includes('process-substitution')) return 'it runs inside a process substitution, which san does not walk';
  return undefined;
}

/** Inline code an allow admits with any body (piped code is already a hidden-code risk of its own). */
const INLINE_CODE: readonly Opacity['reason'][] = ['interpreter-payload', 'eval-dynamic', 'dynamic-payload'];

/** Each segment's position, found through a map made once per analysis (a risk per segment must not scan them all). */
const positions = new WeakMap<ShellAnalysis, Map<Segment, number>>();

function segmentIndex(shell: ShellAnalysis, seg: Segment): number | undefined {
  let m = positions.get(shell);
  if (!m) {
    m = new Map();
    for (let i = shell.segments.length - 1; i >= 0; i--) m.set(shell.segments[i]!, i);
    positions.set(shell, m);
  }
  return m.get(seg);
}

export function sanRisks(s: EvalState, trace: Pick<Trace, 'decision' | 'decidedBy'>): Risk[] {
  const shell = s.shell;
  const reading = s.reading;
  if (s.tool !== 'Bash' || !shell || !reading) return [];
  const deny = effectiveRules(s.stack, 'deny');
  const ask = effectiveRules(s.stack, 'ask');
  // the deny and ask rules that could match one of the strings, in the order deny then ask (the rule index narrows, the matcher decides)
  const guardsFor = (queries: readonly string[]) => [...ruleCandidates(deny, 'Bash', queries), ...ruleCandidates(ask, 'Bash', queries)].filter(isGuard);
  const out: Risk[] = [];

  if (shell.opaque.length > 0) {
    const guards = [...deny, ...ask].filter(isGuard);
    for (const o of shell.opaque) out.push(hiddenCodeRisk(shell, o, 'san', guards.filter((r) => couldMatch(r, o)).map(label)));
  }

  const sanMatched = new Set(guardsFor(readingQueries(reading)).filter((r) => matchAny(r.args, reading) !== undefined));
  const seenSegments = new Set((reading.commands ?? []).map((c) => c.segment));
  const byCommand = new Map<Segment | undefined, (typeof reading.commands & object)[number]>();
  for (const c of reading.commands ?? []) if (!byCommand.has(c.segment)) byCommand.set(c.segment, c);
  const anyGuard = deny.some(isGuard) || ask.some(isGuard);
  for (const seg of anyGuard ? shell.segments : []) {
    const units = segmentUnits(seg);
    const missed = guardsFor(catchQueries(units)).filter((r) => !sanMatched.has(r) && catchesUnits(r, units));
    if (missed.length === 0) continue;
    const own = byCommand.get(seg);
    const why =
      unseenBecause(seg) ??
      (seg.wrappers.length > 0
        ? `san reads it as \`${seg.rawArgv[0]}\` (it strips only timeout, time, nice, nohup and stdbuf)`
        : own && own.name !== programName(seg.rawArgv[0] ?? '')
          ? `san reads the command name as written, \`${own.name}\``
          : seenSegments.has(seg)
            ? 'san normalises it to name:args, which the rule does not match'
            : 'san does not read it as a command');
    const rules = missed.map((r) => `${r.action} rule \`${r.text}\``).join(', ');
    out.push(risk('agent-misses', `bash runs '${seg.text}', but san does not match it: ${why}; ${rules} would not stop it`, { segment: segmentIndex(shell, seg), evades: missed.map((r) => r.source) }));
  }

  for (const r of sanMatched) {
    const m = matchAny(r.args, reading)!;
    if (m.seedOnly) continue;
    if (shell.segments.some((seg) => catches(r, seg))) continue;
    if (shell.segments.length === 0 && matchGlob(reading.command, r.args)) continue;
    out.push(risk('agent-overmatches', `san matches ${r.action} rule \`${r.text}\` on '${m.form}', a piece of the text it splits at && and ;, but bash runs no command that rule names`, { evades: [] }));
  }

  if (trace.decision === 'allow') {
    const carriers = new Set<Segment>();
    for (const seg of shell.segments) {
      if (!seg.nesting.includes('payload')) continue;
      const outer = shell.segments.find((o) => o !== seg && o.range[0] <= seg.range[0] && o.range[1] >= seg.range[1] && !o.nesting.includes('payload'));
      if (outer) carriers.add(outer);
    }
    for (const c of carriers) {
      out.push(risk('unchecked-inline-code', `'${c.text}' runs code san never reads (${trace.decidedBy.layer}: ${trace.decidedBy.reason}); whatever the code says runs without a prompt`, { segment: segmentIndex(shell, c) }));
    }
    for (const o of shell.opaque) {
      if (!INLINE_CODE.includes(o.reason)) continue;
      out.push(risk('unchecked-inline-code', `${o.detail.replace(/\.\s*$/, '')}; the call is allowed (${trace.decidedBy.layer}) without anyone reading that code`));
    }
  }
  return uniqueRisks(out);
}
