/** `whale-perm stack` for a person. */
import type { StackReport } from '../engines/types.js';
import { displayLoc, displayPath } from './paths.js';
import { makeChalk, printable } from './style.js';

const p = (s: string) => printable(s, false);

export function formatStackText(r: StackReport, opts: { color: boolean; cwd: string; home?: string | undefined }): string {
  const c = makeChalk(opts.color);
  const out: string[] = [];
  const loc = (s: Parameters<typeof displayLoc>[0], from?: string) => p(displayLoc(s, opts.cwd, opts.home) || (from ?? ''));
  out.push(c.bold(`Files (engine ${r.engine})`));
  const roleWidth = Math.max(0, ...r.files.map((f) => f.role.length)) + 1;
  for (const f of r.files) {
    const status = f.status === 'read' ? c.green(f.status) : f.status === 'missing' ? c.dim(f.status) : c.yellow(f.status);
    out.push(`  ${status.padEnd(opts.color ? 18 : 8)} ${f.role.padEnd(roleWidth)} ${p(displayPath(f.path, opts.cwd, opts.home))}${f.note ? c.dim(`  ${p(f.note)}`) : ''}`);
  }
  out.push('', c.bold('Effective settings'));
  for (const s of r.settings) {
    out.push(`  ${p(s.key)} = ${JSON.stringify(s.value)}  ${c.dim(`${p(s.origin)}${s.source ? ` ${loc(s.source)}` : s.from ? ` ${p(s.from)}` : ''}`)}`);
  }
  out.push('', c.bold(`Rules (${r.rules.length})`));
  for (const rule of r.rules) out.push(`  ${p(rule.summary)}  ${c.dim(loc(rule.source, rule.from))}${rule.note ? c.yellow(`  ${p(rule.note)}`) : ''}`);
  out.push('', c.bold(`Hooks (${r.hooks.length})`));
  for (const h of r.hooks) out.push(`  ${p(h.summary)}  ${c.dim(loc(h.source, h.from))}${h.note ? c.yellow(`  ${p(h.note)}`) : ''}`);
  if (r.ignored.length > 0) {
    out.push('', c.bold('Read but ignored'));
    for (const i of r.ignored) {
      out.push(`  ${c.yellow(`${p(i.key)} = ${JSON.stringify(i.value)}`)}  ${c.dim(loc(i.source, i.from))}`);
      out.push(`      ${p(i.reason)}${i.related ? c.dim(`  (${loc(i.related.loc)})`) : ''}`);
    }
  }
  if (r.warnings.length > 0) {
    out.push('', c.bold('Warnings'));
    for (const w of r.warnings) out.push(`  ${p(w)}`);
  }
  return `${out.join('\n')}\n`;
}
