/**
 * Where what bash would run differs from what Codex checks (whale-perm's
 * tree-sitter analysis is the ground truth): a wrapper (`timeout 5 rm`,
 * `nice rm`, `sudo rm`) or an opaque script hides a program that a forbidden
 * or prompt rule names; code that nobody can read before it runs. Risks never
 * change the decision.
 */
import { hiddenCodeRisk, risk, uniqueRisks } from '../../core/faithful.js';
import type { Risk } from '../../core/types.js';
import { analyzeShell } from '../../shell/index.js';
import { matchesFor, type PrefixRule } from './policy.js';
import type { EvalState } from './state.js';

const restrictiveOf = new WeakMap<object, PrefixRule[]>();

/** The forbidden and prompt rules of the stack, once per policy (not once per call). */
function restrictive(s: EvalState): PrefixRule[] {
  let out = restrictiveOf.get(s.stack.policy.byProgram);
  if (!out) {
    out = [...s.stack.policy.byProgram.values()].flat().filter((r) => r.decision !== 'allow');
    restrictiveOf.set(s.stack.policy.byProgram, out);
  }
  return out;
}

const label = (r: PrefixRule) => `prefix_rule(${r.text}, decision="${r.decision}")`;

export function codexRisks(s: EvalState): Risk[] {
  const script = s.lowered?.script;
  if (script === undefined || !script.trim()) return [];
  const shell = analyzeShell(script);
  const rules = restrictive(s);
  const out: Risk[] = [];
  for (const o of shell.opaque) out.push(hiddenCodeRisk(shell, o, 'Codex', rules.map((r) => ({ label: label(r), source: r.loc }))));
  if (s.decision === 'deny') return uniqueRisks(out);
  const checked = new Set(s.checks.map((c) => JSON.stringify(c.argv)));
  shell.segments.forEach((seg, i) => {
    if (seg.argv.length === 0 || checked.has(JSON.stringify(seg.argv))) return;
    const hits = matchesFor(s.stack.policy, seg.argv, { resolveHost: true, cwd: s.stack.workspace }).filter((m) => m.decision !== 'allow');
    if (hits.length === 0) return;
    const names = [...new Set(hits.map((m) => label(m.rule)))].join(', ');
    const why = seg.wrappers.length > 0 ? `the wrapper '${seg.wrappers.join(' ')}' hides '${seg.argv[0]}' from the rule` : s.lowered!.split ? `Codex checks '${seg.rawArgv.join(' ')}' as written` : 'the script is not plain, so Codex checks the whole bash -lc argv and never this command';
    out.push(risk('agent-misses', `bash runs '${seg.argv.join(' ')}', which ${names} names, but ${why}; it is not ${hits.some((m) => m.decision === 'forbidden') ? 'rejected' : 'prompted'}`, { segment: i, evades: hits.map((m) => m.rule.loc) }));
  });
  return uniqueRisks(out);
}
