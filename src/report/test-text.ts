/** `test` for a person: one line per case, each failure with its trace, a summary, and coverage when asked. */
import type { CaseResult, RuleCoverage } from '../corpus/run-cases.js';
import { callLabel } from './diff-call.js';
import { formatTraceText } from './explain-text.js';
import { displayLoc, displayPath } from './paths.js';
import { makeChalk, printable } from './style.js';

const p = (s: string) => printable(s, false);

export interface TestReport {
  results: readonly CaseResult[];
  coverage?: readonly RuleCoverage[];
}

export interface TestTextOptions {
  color: boolean;
  cwd: string;
  /** The user's home, shown as `~`; none: paths stay absolute. */
  home?: string | undefined;
  width?: number;
}

function indent(text: string, pad: string): string {
  return text
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => (l === '' ? l : pad + l))
    .join('\n');
}

export function formatTestText(report: TestReport, opts: TestTextOptions): string {
  const c = makeChalk(opts.color);
  const lines: string[] = [];
  for (const r of report.results) {
    const where = `${p(displayPath(r.testCase.loc.file, opts.cwd, opts.home))}:${r.testCase.loc.line}`;
    if (r.passed) {
      lines.push(`${c.green('PASS')}  ${p(r.testCase.name)}  ${c.dim(where)}`);
      continue;
    }
    lines.push(`${c.red.bold('FAIL')}  ${c.bold(p(r.testCase.name))}  ${where}`);
    lines.push(`      call      ${p(callLabel(r.testCase.call, r.testCase.ctx))}`);
    for (const f of r.failures) lines.push(`      ${p(f)}`);
    const src = p(displayLoc(r.trace.decidedBy.source, opts.cwd, opts.home));
    lines.push(`      because   ${p(r.trace.decidedBy.reason)}${src ? `  ${c.dim(src)}` : ''}`);
    lines.push('');
    lines.push(indent(formatTraceText(r.trace, { color: opts.color, cwd: opts.cwd, home: opts.home, width: (opts.width ?? 120) - 6 }), '      '));
    lines.push('');
  }
  const failed = report.results.filter((r) => !r.passed).length;
  const total = report.results.length;
  lines.push('');
  lines.push(
    `${total} case${total === 1 ? '' : 's'}: ${c.green(`${total - failed} passed`)}, ${failed > 0 ? c.red.bold(`${failed} failed`) : '0 failed'}`,
  );
  if (report.coverage) {
    const cov = report.coverage;
    const missed = cov.filter((r) => r.cases.length === 0);
    lines.push('');
    lines.push(`${c.bold('Coverage')}  ${cov.length - missed.length} of ${cov.length} rules exercised`);
    if (missed.length > 0) {
      lines.push('not exercised by any case:');
      const locs = missed.map((m) => p(m.source ? displayLoc(m.source, opts.cwd, opts.home) : (m.from ?? m.id ?? '')));
      const w = Math.max(...locs.map((l) => l.length));
      missed.forEach((m, i) => lines.push(`  ${locs[i]!.padEnd(w)}  ${p(m.rule)}`));
    }
    const lost = cov.filter((r) => r.cases.length > 0 && r.decided?.length === 0);
    if (lost.length > 0) {
      lines.push('matched by a case but never deciding one:');
      const locs = lost.map((m) => p(m.source ? displayLoc(m.source, opts.cwd, opts.home) : (m.from ?? m.id ?? '')));
      const w = Math.max(...locs.map((l) => l.length));
      lost.forEach((m, i) => lines.push(`  ${locs[i]!.padEnd(w)}  ${p(m.rule)}`));
    }
  }
  return `${lines.join('\n').replace(/^\n+/, '')}\n`;
}
