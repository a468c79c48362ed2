/**
 * path-never-matches (san): a rule san's own matcher can never (or almost
 * never) satisfy, so the rule silently does nothing in the agent as coded:
 *
 * - a Bash `prefix:*` whose prefix has more than one word (`Bash(git
 *   push:*)`): san normalises a command to `name:args` (`git:push origin`),
 *   which such a pattern never matches (the seed reads it as a word prefix,
 *   so whale-perm applies it and warns in every trace it decides);
 * - a bare tool name (`WebFetch`, `Bash`): san matches it only against a
 *   call with an empty argument; `Tool(*)` is the whole tool;
 * - a file pattern written relative (`./.env`, `~/.ssh/**`, `src/**`): san
 *   compares it with the path the tool receives, which is absolute;
 * - a tool name san does not have (`bash(...)`, `mcp__server__*`): tool
 *   names are compared exactly.
 *
 * A deny or ask that never matches is an error (the agent is weaker than the
 * file says); an allow, a warning.
 */
import type { SanStack, SanRule } from '../../../engines/san/stack.js';
import { effectiveRules } from '../../../engines/san/stack.js';
import { parseRuleSpec } from '../../../config/rule-spec.js';
import { KNOWN_TOOLS } from '../../../engines/san/vocab.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { sampleCall } from './common.js';

export const meta: CheckMeta = {
  id: 'path-never-matches',
  severity: 'warning',
  description: "A rule san's own matcher never satisfies: a multi-word Bash prefix, a bare tool name, a relative path, an unknown tool.",
  docs: ruleDocPath('path-never-matches'),
};

/** Tools whose calls have no argument for a rule to match: a bare name is the whole tool there. */
const NO_ARGUMENT = new Set(['TaskCreate', 'TaskGet', 'TaskList', 'TaskUpdate', 'AskUserQuestion', 'TodoWrite', 'ExitPlanMode', 'EnterPlanMode', 'CronList', 'Evolve']);

function why(r: SanRule): string | undefined {
  if (!KNOWN_TOOLS.includes(r.tool) && !/^mcp__[^*?]+$/.test(r.tool)) {
    const near = KNOWN_TOOLS.find((t) => t.toLowerCase() === r.tool.trim().toLowerCase());
    return `san has no tool named ${JSON.stringify(r.tool)}${near ? ` (tool names are compared exactly: ${near})` : ''}`;
  }
  if (r.bare) return NO_ARGUMENT.has(r.tool) ? undefined : `a bare tool name matches only a ${r.tool} call with an empty argument in san; write ${r.tool}(*) for the whole tool`;
  if (r.tool === 'Bash' && /^\S+ [^:]*:\*$/.test(r.args)) {
    const [name, ...rest] = r.args.slice(0, -2).split(/\s+/);
    return `san normalises a command to name:args, so a multi-word prefix before ':*' never matches; write Bash(${name}:${rest.join(' ')}*) for san (the seed reads it as a word prefix, and whale-perm follows the seed)`;
  }
  if (['Read', 'Write', 'Edit', 'NotebookEdit'].includes(r.tool) && r.args !== '' && !r.args.startsWith('/') && !r.args.startsWith('*')) {
    return `san compares the pattern with the absolute path the tool receives; ${JSON.stringify(r.args)} is not resolved against the workspace or the home directory, so it never matches`;
  }
  return undefined;
}

export function check(ctx: LintContext<SanStack>): RawFinding[] {
  const out: RawFinding[] = [];
  for (const r of effectiveRules(ctx.stack)) {
    if ('error' in parseRuleSpec(r.text)) continue; // malformed: reported by schema
    const w = why(r);
    if (!w) continue;
    const guard = r.action !== 'allow';
    const witness = guard ? findWitness(ctx, [{ call: sampleCall(r, ctx.stack) }], (t) => (t.decidedBy.source?.line === r.source.line && t.decidedBy.source.file === r.source.file ? false : 'strong')) : undefined;
    out.push({
      loc: r.source,
      severity: guard ? 'error' : 'warning',
      message: `${r.action} ${r.text} never matches in san: ${w}`,
      ...(witness ? { witness } : {}),
    });
  }
  return out;
}
