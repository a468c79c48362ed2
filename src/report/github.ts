/**
 * `lint --format github`: GitHub Actions workflow commands, one per finding,
 * so findings show as annotations on the changed files.
 */
import { isAbsolute } from 'node:path';
import type { LintResult, Severity } from '../lint/types.js';
import { witnessSentence } from './lint-witness.js';
import { displayPath } from './paths.js';
import { printable } from './style.js';

export interface GithubOptions {
  cwd: string;
}

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** Escaping for the message (data) part, as GitHub documents it. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escaping for property values: the data escapes plus `:` and `,`. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(res: LintResult, opts: GithubOptions): string {
  const lines = res.findings.map((f) => {
    const located = isAbsolute(f.file);
    const props = [
      ...(located
        ? [
            ['file', displayPath(f.file, opts.cwd)],
            ['line', String(f.line)],
            ['col', String(f.column)],
            ['endLine', String(f.endLine)],
            ['endColumn', String(f.endColumn)],
          ]
        : []),
      ['title', `whale-perm ${f.id}`],
    ];
    const body = [
      located ? f.message : `${f.file}: ${f.message}`,
      ...(f.witness ? [witnessSentence(f.witness)] : []),
      ...f.related.map((r) => `related: ${displayPath(r.file, opts.cwd)}:${r.line}:${r.column} ${r.message}`),
    ].join('\n');
    return `::${COMMAND[f.severity]} ${props.map(([k, v]) => `${k}=${escapeProperty(v!)}`).join(',')}::${escapeData(body)}`;
  });
  // Nothing from a configuration reaches the log raw: control characters are shown escaped (`\x1b`).
  return lines.length > 0 ? `${lines.map((l) => printable(l, false)).join('\n')}\n` : '';
}
