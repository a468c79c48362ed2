/**
 * Every check's output becomes a public finding here, and only here: one
 * place decides positions, severities and the order findings come in.
 */
import type { SourceLoc } from '../config/errors.js';
import type { CheckMeta, Finding, RawFinding, Summary } from './types.js';

/** 1-based start; a location known only by its file points at 1:1. */
function start(loc: SourceLoc): { line: number; column: number } {
  return loc.line > 0 ? { line: loc.line, column: Math.max(loc.column, 1) } : { line: 1, column: 1 };
}

/** The message on one line: each line break and the white space around it become one space. */
export function oneLine(text: string): string {
  // Without a line break the pattern cannot match: only the trim is left (most messages).
  if (!text.includes('\n')) return text.trim();
  return text.replace(/\s*\r?\n\s*/g, ' ').trim();
}

export function normalize(meta: CheckMeta, raw: RawFinding): Finding {
  const { line, column } = start(raw.loc);
  const known = raw.loc.line > 0 && raw.loc.endLine !== undefined && raw.loc.endColumn !== undefined;
  return {
    id: meta.id,
    severity: raw.severity ?? meta.severity,
    message: oneLine(raw.message),
    file: raw.loc.file,
    line,
    column,
    endLine: known ? raw.loc.endLine! : line,
    endColumn: known ? raw.loc.endColumn! : column,
    related: (raw.related ?? []).map((r) => ({ file: r.loc.file, ...start(r.loc), message: oneLine(r.message) })),
    ...(raw.witness ? { witness: raw.witness } : {}),
    ...(raw.fatal ? { fatal: true } : {}),
  };
}

/** Stable order: the stack's file order, then position, then check id and message. */
export function sortFindings(findings: Finding[], fileOrder: readonly string[]): Finding[] {
  const rank = new Map(fileOrder.map((f, i) => [f, i]));
  const fileRank = (f: string) => rank.get(f) ?? fileOrder.length;
  return findings.sort(
    (a, b) =>
      fileRank(a.file) - fileRank(b.file) ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

/** Drops a finding repeated with the same id, place and message. */
export function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const k = `${f.id}\u0000${f.file}\u0000${f.line}\u0000${f.column}\u0000${f.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function summarize(findings: readonly Finding[]): Summary {
  const s: Summary = { errors: 0, warnings: 0, infos: 0 };
  for (const f of findings) {
    if (f.severity === 'error') s.errors++;
    else if (f.severity === 'warning') s.warnings++;
    else s.infos++;
  }
  return s;
}
