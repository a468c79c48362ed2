/**
 * Where what bash would run differs from what Gemini reads (whale-perm's
 * tree-sitter analysis is the ground truth): hidden code, and commands a
 * deny or ask rule names but does not see because a wrapper, an assignment or
 * a path hides the program (`sudo rm`, `timeout 5 rm`, `FOO=1 rm`,
 * `/bin/rm`). Risks never change the decision.
 */
import { hiddenCodeRisk, risk, uniqueRisks } from '../../core/faithful.js';
import type { Call, Risk } from '../../core/types.js';
import { analyzeShell } from '../../shell/index.js';
import { SHELL_TOOLS, stableArgs, type CheckResult } from './check.js';
import type { GeminiRule, GeminiStack } from './stack.js';
import { ruleLabel } from './state.js';

const restrictionsOf = new WeakMap<GeminiStack, GeminiRule[]>();

/** The deny and ask rules on shell arguments, once per stack (not once per call). */
function shellRestrictions(stack: GeminiStack): GeminiRule[] {
  let out = restrictionsOf.get(stack);
  if (!out) {
    out = stack.rules.filter((r) => r.decision !== 'allow' && r.tier !== 'default' && (r.toolName === '*' || SHELL_TOOLS.includes(r.toolName)) && r.argsPattern);
    restrictionsOf.set(stack, out);
  }
  return out;
}

export function geminiRisks(stack: GeminiStack, call: Call, result: CheckResult): Risk[] {
  const cmd = call.input['command'];
  if (!SHELL_TOOLS.includes(call.tool) || typeof cmd !== 'string' || !cmd.trim()) return [];
  const shell = analyzeShell(cmd);
  const restr = shellRestrictions(stack);
  const out: Risk[] = [];
  const gemini = 'Gemini CLI';
  for (const o of shell.opaque) out.push(hiddenCodeRisk(shell, o, gemini, restr.map((r) => ({ label: ruleLabel(r), source: r.loc }))));
  if (result.decision === 'deny') return uniqueRisks(out);
  shell.segments.forEach((seg, i) => {
    if (seg.argv.length === 0) return;
    const prog = seg.argv[0]!.split('/').pop()!;
    const real = [prog, ...seg.argv.slice(1)].join(' ');
    const written = seg.text.trim();
    if (real === written) return;
    const json = stableArgs({ ...call.input, command: real });
    const writtenJson = stableArgs({ ...call.input, command: written });
    const hits = restr.filter((r) => r.argsPattern!.test(json) && !r.argsPattern!.test(writtenJson));
    if (hits.length === 0) return;
    out.push(risk('agent-misses', `bash runs '${real}', but Gemini matches rules against '${written}' as written, so ${hits.map(ruleLabel).join(', ')} does not see it`, { segment: i, evades: hits.map((r) => r.loc) }));
  });
  return uniqueRisks(out);
}
