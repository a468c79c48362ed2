/** `diff` for a person: the changes grouped by the rules behind them, loosened first. */
import type { DecisionAt } from '../corpus/compare.js';
import { callLabel, explainCommandFor } from './diff-call.js';
import { groupChanges, revisionLabel } from './diff-group.js';
import type { DiffReport } from './diff-json.js';
import { displayLoc } from './paths.js';
import { makeChalk, paintOutcome, printable } from './style.js';

const p = (s: string) => printable(s, false);

export interface DiffTextOptions {
  color: boolean;
  cwd: string;
  /** The user's home, shown as `~`; none: paths stay absolute. */
  home?: string | undefined;
}

export function formatDiffText(r: DiffReport, opts: DiffTextOptions): string {
  const c = makeChalk(opts.color);
  const { changes, probes, skipped } = r.comparison;
  const loosened = changes.filter((x) => x.direction === 'loosened').length;
  const tightened = changes.length - loosened;
  const lines: string[] = [];
  lines.push(`${c.bold('whale-perm diff')}  ${revisionLabel(r.base)} → ${revisionLabel(r.head)}`);
  if (changes.length === 0) {
    lines.push(`no decision changed (${probes} probe calls)`);
  } else {
    lines.push(
      `${loosened > 0 ? c.red.bold(`${loosened} loosened`) : '0 loosened'}, ${tightened} tightened (${probes} probe calls)`,
    );
  }
  if (r.rules) {
    const { added, removed } = r.rules;
    lines.push(c.dim(`rules: ${added.length} added, ${removed.length} removed (compared by content; only the calls they match were probed)`));
  }
  const side = (label: string, d: DecisionAt) => {
    const where = d.source ? p(displayLoc(d.source, opts.cwd, opts.home)) : '(no rule)';
    lines.push(`  ${label}  ${paintOutcome(c, d.decision)} by ${d.layer}  ${where}`);
    lines.push(`          ${c.dim(p(d.reason))}`);
  };
  for (const g of groupChanges(changes)) {
    const head = g.direction === 'loosened' ? c.red.bold('LOOSENED') : c.green.bold('TIGHTENED');
    const n = g.changes.length;
    lines.push('');
    lines.push(`${head}  ${g.before.decision} → ${g.after.decision}  ${n} call${n === 1 ? '' : 's'}`);
    side('before', g.before);
    side('after ', g.after);
    g.changes.forEach((ch, i) => lines.push(`  ${i === 0 ? 'calls ' : '      '}  ${p(callLabel(ch.probe.call, ch.probe.ctx))}`));
    const w = g.changes[0]!.probe;
    lines.push(`  witness ${p(explainCommandFor(w.call, w.ctx, r.defaultTool, r.stackArgs))}`);
  }
  if (skipped.length > 0) {
    lines.push('');
    lines.push(c.yellow(`${skipped.length} probe call(s) could not be evaluated:`));
    for (const s of skipped) lines.push(`  ${p(callLabel(s.probe.call, s.probe.ctx))}: ${p(s.error)}`);
  }
  return `${lines.join('\n')}\n`;
}
