/** `explain` for a person: the layers as a table, the segments, then the decision. */
import Table from 'cli-table3';
import { describeBranches } from '../core/faithful.js';
import type { Trace } from '../core/types.js';
import { displayLoc } from './paths.js';
import { makeChalk, paintOutcome } from './style.js';

export interface TextOptions {
  color: boolean;
  cwd: string;
  /** The user's home, shown as `~`; none: paths stay absolute. */
  home?: string | undefined;
  width?: number;
}

function describeCall(trace: Trace): string {
  const { tool, input } = trace.call;
  if (typeof input.command === 'string') return `${tool}: ${input.command}`;
  if (typeof input.path === 'string') return `${tool}: ${input.path}`;
  return `${tool} ${JSON.stringify(input)}`;
}

export function formatTraceText(trace: Trace, opts: TextOptions): string {
  const c = makeChalk(opts.color);
  const width = Math.max(80, Math.min(opts.width ?? 140, 200));
  const lines: string[] = [];
  lines.push(`${c.bold('Call')}  ${describeCall(trace)}   ${c.dim(`(engine ${trace.engine})`)}`);
  lines.push('');

  const srcWidth = Math.min(64, Math.max(8, ...trace.layers.flatMap((l) => l.sources.map((s) => displayLoc(s, opts.cwd, opts.home).length + 2))));
  const whyWidth = Math.max(30, width - 29 - srcWidth - 6);
  const table = new Table({
    head: ['#', 'layer', 'outcome', 'why', 'source'].map((h) => c.bold(h)),
    style: { head: [], border: [], compact: true },
    wordWrap: true,
    wrapOnWordBoundary: true,
    colWidths: [4, 16, 9, whyWidth, srcWidth],
  });
  for (const l of trace.layers) {
    const src = l.sources.map((s) => displayLoc(s, opts.cwd, opts.home)).join('\n');
    const deciding = l.id === trace.decidedBy.layer;
    table.push([String(l.order), deciding ? c.bold(l.id) : l.id, paintOutcome(c, l.outcome), l.reason, src]);
  }
  lines.push(table.toString());

  if (trace.segments.length > 1 || (trace.segments.length === 1 && trace.segments[0]!.text !== trace.call.input.command)) {
    lines.push('');
    lines.push(c.bold('Segments'));
    const seg = new Table({
      head: ['op', 'command', 'verdict', 'why'].map((h) => c.bold(h)),
      style: { head: [], border: [], compact: true },
      wordWrap: true,
      colWidths: [5, 34, 9, Math.max(30, width - 52)],
    });
    for (const s of trace.segments) {
      const why = s.source ? `${s.reason} (${displayLoc(s.source, opts.cwd, opts.home)})` : s.reason;
      seg.push([s.operator === '\n' ? '\\n' : (s.operator ?? ''), s.text, paintOutcome(c, s.decision), why]);
    }
    lines.push(seg.toString());
  }

  lines.push('');
  const where = displayLoc(trace.decidedBy.source, opts.cwd, opts.home);
  lines.push(
    `${c.bold('Decision')}  ${paintOutcome(c, trace.decision, trace.decision.toUpperCase())}  by ${c.bold(trace.decidedBy.layer)}: ${trace.decidedBy.reason}${where ? `  ${c.dim(where)}` : ''}`,
  );
  for (const b of describeBranches(trace.branches)) lines.push(`${c.cyan('branch')}   ${b}`);
  for (const r of trace.risks) lines.push(`${c.red.bold('risk')}     ${r.message}  ${c.dim(`(${r.kind})`)}`);
  for (const u of trace.unknowns) lines.push(`${c.yellow('unknown')}  ${u}`);
  for (const w of trace.warnings) lines.push(`${c.magenta('warning')}  ${w}`);
  return `${lines.join('\n')}\n`;
}
