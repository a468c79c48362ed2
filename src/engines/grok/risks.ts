/**
 * What bash would run that grok-build does not see, or does not check, as
 * risks (docs/contract.md, "Faithful decisions"). The decision is grok's,
 * computed over its own reading; nothing here changes it.
 *
 * - hidden-code: code piped into a shell, eval'd, sourced or built at run
 *   time (whale-perm's analyzer marks it opaque); with the Bash deny and ask
 *   rules it would slip past.
 * - unchecked-inline-code: an allowed call runs `python -c`, `node -e`,
 *   `sh -c "$x"` … whose body no rule reads.
 * - agent-misses: a command bash runs (inside a substitution, a subshell, a
 *   payload, behind a wrapper grok does not peel) that a deny or ask rule
 *   would match, but grok's matcher never tries there.
 */
import { hiddenCodeRisk, risk, type EvadedRule } from '../../core/faithful.js';
import { AGENT_NAME, type Decision, type Risk } from '../../core/types.js';
import { programName } from '../../shell/index.js';
import type { Opacity } from '../../shell/types.js';
import type { BashReading } from './bash.js';
import type { PolicyVerdict } from './policy.js';
import { ruleIndex } from './rule-index.js';
import { bashDenyMatches, ruleMatches } from './rules.js';
import type { GrokRule, GrokStack } from './stack.js';

const AGENT = AGENT_NAME.grok;

function bashRule(r: GrokRule): boolean {
  return r.tool === 'bash' || r.tool === 'any';
}

/** Deny and ask rules that could name what an opaque part runs. */
function couldMatch(stack: GrokStack, o: Opacity): GrokRule[] {
  return ruleIndex(stack.rules).bashDenyAsk.filter((r) => {
    if (r.tool === 'any' && r.pattern !== undefined && /[/~]/.test(r.pattern) && !/\s/.test(r.pattern)) return false;
    if (o.reason === 'dynamic-command' && o.knownArgs && r.pattern !== undefined) {
      const head = r.pattern.split(/\s+/)[0] ?? '';
      return bashDenyMatches(r.pattern, [head, ...o.knownArgs].join(' '));
    }
    return true;
  });
}

function evaded(rules: readonly GrokRule[]): EvadedRule[] {
  return rules.map((r) => ({ label: `${r.action} rule \`${r.text}\``, source: r.source }));
}

function where(bash: BashReading, i: number): string {
  const seg = bash.shell.segments[i]!;
  const nest = seg.nesting.filter((n) => n !== 'time' && n !== 'negation');
  if (nest.length > 0) return `it runs inside ${nest[nest.length - 1] === 'payload' ? 'a string another command runs' : `a ${nest[nest.length - 1]}`}`;
  if (seg.wrappers.length > 0) return `grok does not peel \`${seg.wrappers.join(' ')}\``;
  if (!bash.commands) return 'grok cannot split the command and never matches its segments';
  return `grok compares the program as written (\`${seg.rawArgv[0] ?? ''}\`)`;
}

export function grokRisks(stack: GrokStack, bash: BashReading, policy: PolicyVerdict, decision: Decision): Risk[] {
  if (decision === 'deny') return [];
  const out: Risk[] = [];
  const cwd = stack.workspace;
  for (const o of bash.shell.opaque) {
    const rules = couldMatch(stack, o);
    if (decision === 'allow' && (o.reason === 'interpreter-payload' || o.reason === 'dynamic-payload')) {
      const seg = bash.shell.segments.findIndex((s) => s.range[0] <= o.range[0] && o.range[1] <= s.range[1]);
      const by = policy.allows.length > 0 ? ` admitted by allow rule ${policy.allows.map((r) => `\`${r.text}\``).join(', ')}` : '';
      out.push(risk('unchecked-inline-code', `${o.detail.replace(/\.\s*$/, '')}; ${AGENT} runs it${by} without reading the code`, { segment: seg < 0 ? undefined : seg, evades: rules.map((r) => r.source) }));
      continue;
    }
    out.push(hiddenCodeRisk(bash.shell, o, AGENT, evaded(rules)));
  }
  // Commands bash runs that grok's matcher never tries.
  const miss = (r: GrokRule) => r.action === 'deny' || (r.action === 'ask' && decision === 'allow');
  bash.shell.segments.forEach((seg, i) => {
    if (seg.argv.length === 0) return;
    const base = [programName(seg.argv[0]!), ...seg.argv.slice(1)].join(' ');
    const forms = [...new Set([seg.argv.join(' '), base])];
    for (const form of forms) {
      const access = { kind: 'bash', command: form } as const;
      const r = ruleIndex(stack.rules).candidates('denyAsk', access).find((x) => miss(x) && bashRule(x) && ruleMatches(x, access, cwd));
      if (!r) continue;
      const verb = decision === 'allow' ? 'approves' : 'prompts for';
      out.push(risk('agent-misses', `bash runs \`${form}\`; ${r.action} rule \`${r.text}\` would match it, but ${where(bash, i)}, so ${AGENT}'s matcher never tries it there and ${verb} the call`, { segment: i, evades: [r.source] }));
      break;
    }
  });
  return out;
}
