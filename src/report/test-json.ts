/** `test --format json`: every case with its verdict, the trace of each failure, and coverage when asked. */
import { traceToJson } from './explain-json.js';
import type { TestReport } from './test-text.js';
import type { RuleCoverage } from '../corpus/run-cases.js';

export function testToJson(report: TestReport): Record<string, unknown> {
  const failed = report.results.filter((r) => !r.passed).length;
  const out: Record<string, unknown> = {
    cases: report.results.map((r) => ({
      name: r.testCase.name,
      file: r.testCase.loc.file,
      line: r.testCase.loc.line,
      column: r.testCase.loc.column,
      call: r.testCase.call,
      ...(Object.keys(r.testCase.ctx).length > 0 ? { context: r.testCase.ctx } : {}),
      expect: { decision: r.testCase.expect, ...(r.testCase.layer !== undefined ? { layer: r.testCase.layer } : {}) },
      actual: { decision: r.trace.decision, layer: r.trace.decidedBy.layer, source: r.trace.decidedBy.source },
      passed: r.passed,
      ...(r.passed ? {} : { failures: r.failures, trace: traceToJson(r.trace) }),
    })),
    summary: { total: report.results.length, passed: report.results.length - failed, failed },
  };
  if (report.coverage) {
    const missed = report.coverage.filter((r) => r.cases.length === 0);
    out.coverage = {
      total: report.coverage.length,
      exercised: report.coverage.length - missed.length,
      rules: report.coverage.map((r) => ({ ...where(r), cases: r.cases, ...(r.decided ? { decided: r.decided } : {}) })),
      unexercised: missed.map(where),
      ...(report.coverage.some((r) => r.decided) ? { neverDecided: report.coverage.filter((r) => r.cases.length > 0 && r.decided?.length === 0).map(where) } : {}),
    };
  }
  return out;
}

/** A rule of the coverage: its id (with a rule table), text and location, or the flag it came from. */
function where(r: RuleCoverage): Record<string, unknown> {
  return {
    ...(r.id !== undefined ? { id: r.id } : {}),
    rule: r.rule,
    ...(r.source ? { file: r.source.file, line: r.source.line, column: r.source.column } : { file: null, from: r.from ?? null }),
  };
}

export function formatTestJson(report: TestReport): string {
  return `${JSON.stringify(testToJson(report), null, 2)}\n`;
}
