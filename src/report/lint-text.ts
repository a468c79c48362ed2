/**
 * `lint` for a person: findings grouped by file, one line each, with the
 * engine-evaluated witness and the related locations indented under it.
 */
import type { Finding, LintResult, Severity } from '../lint/types.js';
import { ruleDocPath } from '../lint/docs.js';
import { witnessCall } from './lint-witness.js';
import { displayPath } from './paths.js';
import { makeChalk, paintOutcome, printable } from './style.js';

const p = (s: string) => printable(s, false);

export interface LintTextOptions {
  color: boolean;
  cwd: string;
  /** The user's home, shown as `~`; none: paths stay absolute. */
  home?: string | undefined;
}

export function formatLintText(result: LintResult, opts: LintTextOptions): string {
  const c = makeChalk(opts.color);
  const paint = (s: Severity) => (s === 'error' ? c.red(s.padEnd(7)) : s === 'warning' ? c.yellow(s.padEnd(7)) : c.blue(s.padEnd(7)));
  const groups = new Map<string, Finding[]>();
  for (const f of result.findings) {
    const list = groups.get(f.file);
    if (list) list.push(f);
    else groups.set(f.file, [f]);
  }
  const out: string[] = [];
  for (const [file, list] of groups) {
    out.push(c.underline(p(displayPath(file, opts.cwd, opts.home))));
    const width = Math.max(...list.map((f) => `${f.line}:${f.column}`.length));
    const indent = ' '.repeat(width + 4);
    for (const f of list) {
      out.push(`  ${c.dim(`${f.line}:${f.column}`.padEnd(width))}  ${paint(f.severity)}  ${p(f.message)}  ${c.dim(f.id)}`);
      if (f.witness) {
        const w = f.witness;
        out.push(`${indent}${c.dim('witness')}  ${p(witnessCall(w))} → ${paintOutcome(c, w.decision)} ${c.dim(`by ${w.layer}`)}`);
      }
      for (const r of f.related) {
        const where = r.file === f.file ? `${r.line}:${r.column}` : `${p(displayPath(r.file, opts.cwd, opts.home))}:${r.line}:${r.column}`;
        out.push(`${indent}${c.dim('related')}  ${where}  ${c.dim(p(r.message))}`);
      }
    }
    out.push('');
  }
  const { errors, warnings, infos } = result.summary;
  const total = errors + warnings + infos;
  const suppressed = result.suppressed.length > 0 ? ` (${result.suppressed.length} suppressed)` : '';
  const s = result.scope;
  const scope = s ? ` in ${plural(s.files, 'file')}, ${plural(s.rules, 'rule')}, ${plural(s.hooks, 'hook')}` : '';
  if (total === 0) {
    out.push(`${c.green('✔')} no problems${scope}${c.dim(suppressed)}`);
  } else {
    const parts = [plural(errors, 'error'), plural(warnings, 'warning'), ...(infos > 0 ? [`${infos} info`] : [])];
    const mark = errors > 0 ? c.red.bold('✖') : c.yellow.bold('⚠');
    out.push(`${mark} ${plural(total, 'problem')} (${parts.join(', ')})${scope}${c.dim(suppressed)}  ${c.dim(`see ${ruleDocPath('<check>')}`)}`);
  }
  return `${out.join('\n')}\n`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
