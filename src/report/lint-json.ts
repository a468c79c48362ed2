/** `lint --format json`: CONTRACT.md's shape, files relative to the current directory when inside it. */
import type { LintResult } from '../lint/types.js';
import { witnessJson } from './lint-witness.js';
import { displayPaths } from './paths.js';

export interface LintJsonOptions {
  cwd: string;
}

export function lintToJson(result: LintResult, opts: LintJsonOptions): Record<string, unknown> {
  const shown = displayPaths(opts.cwd);
  return {
    findings: result.findings.map((f) => ({
      id: f.id,
      severity: f.severity,
      message: f.message,
      file: shown(f.file),
      line: f.line,
      column: f.column,
      endLine: f.endLine,
      endColumn: f.endColumn,
      related: f.related.map((r) => ({ file: shown(r.file), line: r.line, column: r.column, message: r.message })),
      ...(f.witness ? { witness: witnessJson(f.witness) } : {}),
    })),
    summary: result.summary,
  };
}

export function formatLintJson(result: LintResult, opts: LintJsonOptions): string {
  return `${JSON.stringify(lintToJson(result, opts), null, 2)}\n`;
}
