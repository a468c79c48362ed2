/**
 * Inline suppression in TOML files:
 *
 *     # whale-perm-disable-next-line ID[, ID…] -- reason
 *
 * It hides findings of those checks that start on the next line that is not
 * itself a comment (so several directives may stack above one rule). A
 * directive without a reason, or naming an unknown check, suppresses nothing
 * and is reported under `schema`; one that hides nothing is reported as info.
 * Findings the agent refuses to start on cannot be suppressed.
 */
import type { SourceLoc } from '../config/errors.js';
import { CHECK_IDS, type Finding, type RawFinding, type Suppressed } from './types.js';

export const DIRECTIVE = 'whale-perm-disable-next-line';

export interface Directive {
  loc: SourceLoc;
  /** The 1-based line it applies to. */
  target: number;
  ids: string[];
  reason: string | undefined;
}

const LINE = /^([ \t]*)#[ \t]*whale-perm-disable-next-line(?=\s|$)(.*)$/;

export function parseDirectives(file: string, text: string): Directive[] {
  const lines = text.split(/\r?\n/);
  const out: Directive[] = [];
  lines.forEach((line, i) => {
    const m = LINE.exec(line);
    if (!m) return;
    const rest = m[2]!;
    const sep = /(?:^|\s)--(?:\s|$)/.exec(rest);
    const idPart = sep ? rest.slice(0, sep.index) : rest;
    const reason = sep ? rest.slice(sep.index + sep[0].length).trim() : undefined;
    let target = i + 1;
    while (target < lines.length && /^\s*#/.test(lines[target]!)) target++;
    out.push({
      loc: { file, line: i + 1, column: m[1]!.length + 1, endLine: i + 1, endColumn: line.length + 1 },
      target: target + 1,
      ids: idPart.split(/[\s,]+/).filter(Boolean),
      reason: reason === '' ? undefined : reason,
    });
  });
  return out;
}

export interface SuppressionOutcome {
  kept: Finding[];
  suppressed: Suppressed[];
  /** Problems with the directives themselves, reported under `schema`. */
  problems: RawFinding[];
}

const KNOWN = new Set<string>(CHECK_IDS);

export function applySuppressions(findings: readonly Finding[], directives: readonly Directive[]): SuppressionOutcome {
  const problems: RawFinding[] = [];
  const usable: Directive[] = [];
  for (const d of directives) {
    const unknown = d.ids.filter((id) => !KNOWN.has(id));
    if (d.ids.length === 0) problems.push({ loc: d.loc, message: `${DIRECTIVE} names no check; write \`# ${DIRECTIVE} ID -- reason\``, severity: 'warning' });
    else if (unknown.length > 0) problems.push({ loc: d.loc, message: `${DIRECTIVE} names unknown check ${unknown.map((u) => `'${u}'`).join(', ')}; it suppresses nothing`, severity: 'warning' });
    else if (d.reason === undefined) problems.push({ loc: d.loc, message: `suppression needs a reason: \`# ${DIRECTIVE} ${d.ids.join(', ')} -- why this is fine\`; it suppresses nothing until it has one`, severity: 'warning' });
    else usable.push(d);
  }
  const used = new Set<Directive>();
  const kept: Finding[] = [];
  const suppressed: Suppressed[] = [];
  for (const f of findings) {
    const d = usable.find((x) => x.loc.file === f.file && x.target === f.line && x.ids.includes(f.id));
    if (d) used.add(d);
    if (d && f.fatal) {
      problems.push({ loc: d.loc, message: `${DIRECTIVE} ${f.id} cannot hide this finding: Codewhale refuses to start on it, so it has to be fixed`, severity: 'warning' });
      kept.push(f);
    } else if (d) suppressed.push({ finding: f, reason: d.reason!, at: d.loc });
    else kept.push(f);
  }
  for (const d of usable) {
    if (!used.has(d)) problems.push({ loc: d.loc, message: `${DIRECTIVE} ${d.ids.join(', ')}: no such finding on line ${d.target}; remove the comment`, severity: 'info' });
  }
  return { kept, suppressed, problems };
}
