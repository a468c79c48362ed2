/** `diff --format json`: CONTRACT.md's `{changes:[{call, before, after, direction}]}`, each change with its rules, reasons and a witness. */
import type { Change, Comparison, DecisionAt } from '../corpus/compare.js';
import { witnessOf } from '../corpus/probe.js';
import type { RuleRecord } from '../core/types.js';
import { explainCommandFor } from './diff-call.js';

export interface RevisionInfo {
  /** The revision as written; null for the working tree. */
  rev: string | null;
  commit: string | null;
}

export interface DiffReport {
  defaultTool: string;
  /** Options that select the same engine and stack, so a witness command runs as printed. */
  stackArgs: readonly string[];
  base: RevisionInfo;
  head: RevisionInfo;
  comparison: Comparison;
  /** The rules that changed, by content, when the engine's rule table decided the probes (only rules changed). */
  rules?: { added: readonly RuleRecord[]; removed: readonly RuleRecord[] };
}

function side(d: DecisionAt): Record<string, unknown> {
  return { decision: d.decision, layer: d.layer, source: d.source, reason: d.reason, ...(d.rule !== undefined ? { rule: d.rule } : {}) };
}

function ruleJson(r: RuleRecord): Record<string, unknown> {
  return { id: r.id, action: r.action, rule: r.text, source: r.source, ...(r.from !== undefined ? { from: r.from } : {}) };
}

export function changeToJson(c: Change, r: Pick<DiffReport, 'defaultTool' | 'stackArgs'>): Record<string, unknown> {
  return {
    call: c.probe.call,
    before: side(c.before),
    after: side(c.after),
    direction: c.direction,
    ...(Object.keys(c.probe.ctx).length > 0 ? { context: c.probe.ctx } : {}),
    witness: witnessOf(c.probe),
    explain: explainCommandFor(c.probe.call, c.probe.ctx, r.defaultTool, r.stackArgs),
    origin: c.probe.origin,
  };
}

export function diffToJson(r: DiffReport): Record<string, unknown> {
  const { changes } = r.comparison;
  return {
    changes: changes.map((c) => changeToJson(c, r)),
    base: r.base,
    head: r.head,
    ...(r.rules ? { rules: { added: r.rules.added.map(ruleJson), removed: r.rules.removed.map(ruleJson) } } : {}),
    summary: {
      loosened: changes.filter((c) => c.direction === 'loosened').length,
      tightened: changes.filter((c) => c.direction === 'tightened').length,
      probes: r.comparison.probes,
      skipped: r.comparison.skipped.length,
    },
  };
}

export function formatDiffJson(r: DiffReport): string {
  return `${JSON.stringify(diffToJson(r), null, 2)}\n`;
}
