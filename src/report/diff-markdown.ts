/** `diff --format markdown`: a pull-request comment, one table, loosened first. */
import type { Change, DecisionAt } from '../corpus/compare.js';
import { callLabel } from './diff-call.js';
import { revisionLabel } from './diff-group.js';
import type { DiffReport } from './diff-json.js';
import { displayLoc } from './paths.js';
import { printable } from './style.js';

export interface DiffMarkdownOptions {
  /** Paths are shown relative to this (the repository root, so they read the same in the pull request). */
  root: string;
  /** Rows after which the table is cut (a comment has a size limit). */
  maxRows?: number;
}

/** Inline code that survives a table cell: pipes escaped, fenced past any backticks inside. */
function code(text: string): string {
  const t = text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  const ticks = (t.match(/`+/g) ?? []).reduce((m, s) => Math.max(m, s.length), 0);
  const fence = '`'.repeat(ticks + 1);
  return ticks > 0 ? `${fence} ${t} ${fence}` : `${fence}${t}${fence}`;
}

function side(d: DecisionAt, root: string): string {
  const where = d.source ? ` · ${code(displayLoc(d.source, root))}` : '';
  return `**${d.decision}** · ${d.layer}${where}`;
}

function row(ch: Change, root: string): string {
  const dir = ch.direction === 'loosened' ? '🔓 loosened' : '🔒 tightened';
  return `| ${dir} | ${code(callLabel(ch.probe.call, ch.probe.ctx))} | ${side(ch.before, root)} | ${side(ch.after, root)} |`;
}

export function formatDiffMarkdown(r: DiffReport, opts: DiffMarkdownOptions): string {
  const { changes, probes } = r.comparison;
  const max = opts.maxRows ?? 200;
  const loosened = changes.filter((c) => c.direction === 'loosened').length;
  const tightened = changes.length - loosened;
  const lines: string[] = [];
  lines.push(`### whale-perm diff: ${code(revisionLabel(r.base))} → ${r.head.rev === null ? 'working tree' : code(revisionLabel(r.head))}`);
  lines.push('');
  if (changes.length === 0) {
    lines.push(`✅ No permission decision changed (${probes} probe calls).`);
    return `${lines.map((l) => printable(l, false)).join('\n')}\n`;
  }
  lines.push(`${loosened > 0 ? '⚠️ ' : ''}**${loosened} loosened**, ${tightened} tightened (${probes} probe calls).`);
  lines.push('');
  const after = r.head.rev === null ? 'working tree' : code(r.head.rev);
  lines.push(`| | call | before (${code(r.base.rev ?? 'working tree')}) | after (${after}) |`);
  lines.push('|---|---|---|---|');
  for (const ch of changes.slice(0, max)) lines.push(row(ch, opts.root));
  if (changes.length > max) {
    lines.push('');
    lines.push(`…and ${changes.length - max} more; run \`whale-perm diff\` locally for the full list.`);
  }
  return `${lines.map((l) => printable(l, false)).join('\n')}\n`;
}
