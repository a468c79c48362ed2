/**
 * Faithful decisions, the one mechanism every engine applies (docs/contract.md,
 * "Faithful decisions"):
 *
 * - `decision` is computed over the agent's own reading of the call. What
 *   whale-perm's tree-sitter analysis (the ground truth of what bash would
 *   run) sees and the agent does not is a `Risk`, never a stricter verdict.
 * - Where something whale-perm does not run decides (a hook, a guardian
 *   model, a classifier), the call's decision stays at least `ask` and each
 *   verdict it could give is a `Branch`, from a real evaluation with that
 *   verdict pinned.
 *
 * Engines supply what only they know (which rules a hidden part would slip
 * past, how to evaluate under a pinned verdict); this file shapes the result
 * so that every engine words and orders it the same way.
 */
import type { SourceLoc } from '../config/errors.js';
import type { Opacity, ShellAnalysis } from '../shell/types.js';
import { overlaps } from './pipeline.js';
import type { Branch, Risk, RiskKind, Trace } from './types.js';

/** A rule a hidden command could slip past: where it is and how to name it. */
export interface EvadedRule {
  /** As a person reads it: `deny rule \`terraform destroy\``. */
  label: string;
  source: SourceLoc | null;
}

function segmentIndex(shell: ShellAnalysis, range: readonly [number, number]): number | undefined {
  const i = shell.segments.findIndex((s) => overlaps(s.range, range));
  return i < 0 ? undefined : i;
}

/** `(permissions.toml:9)`: the file's name and line; the whole location is in `evades`. */
function where(loc: SourceLoc | null): string {
  if (!loc) return '';
  const name = loc.file.split(/[\\/]/).pop() ?? loc.file;
  return loc.line > 0 ? ` (${name}:${loc.line})` : ` (${name})`;
}

/** At most this many rules are named in a message; the rest are counted (all are in `evades`). */
const NAMED = 3;

/**
 * The risk of one opaque part of the ground-truth reading: code that runs
 * but that neither the agent nor whale-perm can read before it runs.
 * `agent` is the agent's display name; `evades` the deny or ask rules that
 * would not stop what it runs (the rules that could name such a command).
 */
export function hiddenCodeRisk(shell: ShellAnalysis, o: Opacity, agent: string, evades: readonly EvadedRule[]): Risk {
  const detail = o.detail.replace(/\.\s*$/, '');
  const named = evades.slice(0, NAMED).map((r) => `${r.label}${where(r.source)}`);
  if (evades.length > NAMED) named.push(`${evades.length - NAMED} more`);
  const rules = evades.length > 0 ? `; ${named.join(', ')} would not stop it` : '';
  const risk: Risk = { kind: 'hidden-code', message: `${detail}; neither ${agent} nor whale-perm can see what it runs${rules}` };
  const seg = segmentIndex(shell, o.range);
  if (seg !== undefined) risk.segment = seg;
  const locs = evades.map((r) => r.source).filter((l): l is SourceLoc => l !== null);
  if (locs.length > 0) risk.evades = locs;
  return risk;
}

/** A risk of another kind, with its segment and the rules it slips past. */
export function risk(kind: RiskKind, message: string, opts: { segment?: number | undefined; evades?: readonly (SourceLoc | null)[] } = {}): Risk {
  const r: Risk = { kind, message };
  if (opts.segment !== undefined) r.segment = opts.segment;
  const locs = (opts.evades ?? []).filter((l): l is SourceLoc => l !== null);
  if (locs.length > 0) r.evades = locs;
  return r;
}

/** One risk per distinct message, in the order found. */
export function uniqueRisks(risks: readonly Risk[]): Risk[] {
  const seen = new Set<string>();
  return risks.filter((r) => {
    const k = `${r.kind}\u0000${r.segment ?? ''}\u0000${r.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The branches of something not run: `evaluate(verdict)` must run the same
 * engine over the same call with that one verdict pinned (and every other
 * unrun thing left as it was).
 */
export function branchesOver(on: string, verdicts: readonly string[], evaluate: (verdict: string) => Pick<Trace, 'decision' | 'decidedBy'>): Branch[] {
  return verdicts.map((verdict) => {
    const t = evaluate(verdict);
    return { on, verdict, decision: t.decision, layer: t.decidedBy.layer, reason: t.decidedBy.reason, source: t.decidedBy.source };
  });
}

/**
 * "ALLOW if hook 'gate' allows or is silent; DENY if it denies": the
 * branches of one `on`, grouped by the decision they reach.
 */
export function describeBranches(branches: readonly Branch[]): string[] {
  const byOn = new Map<string, Branch[]>();
  for (const b of branches) byOn.set(b.on, [...(byOn.get(b.on) ?? []), b]);
  const lines: string[] = [];
  for (const [on, bs] of byOn) {
    const byDecision = new Map<string, string[]>();
    for (const b of bs) byDecision.set(b.decision, [...(byDecision.get(b.decision) ?? []), b.verdict]);
    const parts = [...byDecision].map(([d, vs], i) => `${d.toUpperCase()} if ${i === 0 ? on : 'it'} ${vs.map(verdictWords).join(' or ')}`);
    lines.push(parts.join('; '));
  }
  return lines;
}

function verdictWords(v: string): string {
  switch (v) {
    case 'allow':
      return 'allows';
    case 'ask':
      return 'asks';
    case 'deny':
      return 'denies';
    case 'none':
      return 'is silent';
    case 'error':
      return 'fails';
    case 'approve':
      return 'approves';
    case 'reject':
      return 'rejects';
    case 'block':
      return 'blocks';
    case 'unavailable':
      return 'is unavailable';
    default:
      return `says ${v}`;
  }
}
