/**
 * path-never-matches: matchers Codewhale can never satisfy. A `workspace`
 * that is not an absolute path without `..` (or is the root); a `path` that
 * traverses with `..`; a `path` on a shell tool or a `command` on a tool
 * that is not a shell (those calls never carry one). Rooted paths outside
 * the workspace are fine: they match that exact path.
 */
import { sampleCall } from '../../../engines/codewhale/lint-samples.js';
import { normalizeWorkspace, workspaceRelative } from '../../../engines/codewhale/rules.js';
import type { CodewhaleStack, TypedRule } from '../../../engines/codewhale/stack.js';
import { SHELL_TOOLS, toolInfo } from '../../../engines/codewhale/tools.js';
import { ruleName } from '../../codewhale/describe.js';
import { ruleDocPath } from '../../docs.js';
import { ruleKeyLoc, type RuleKey } from '../../codewhale/locate.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { cites, findWitness } from '../../witness.js';

export const meta: CheckMeta = {
  id: 'path-never-matches',
  severity: 'warning',
  description: "A rule matcher the agent can never satisfy: a relative or `..` workspace, a path that traverses, a path on a shell tool, a command on a tool that has none.",
  docs: ruleDocPath('path-never-matches'),
};

function rooted(p: string): boolean {
  const s = p.trim();
  return s.startsWith('/') || s.startsWith('~/') || /^[A-Za-z]:[\\/]/.test(s);
}

/** Mirrors `pathRuleMatches`: a rule path matches nothing when it neither normalizes into the workspace nor is a rooted path without `..`. */
function pathCanMatch(path: string, workspace: string): boolean {
  if (workspaceRelative(path, workspace) !== undefined) return true;
  return rooted(path) && !path.split(/[\\/]/).includes('..');
}

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const out: RawFinding[] = [];
  const never = (r: TypedRule, key: RuleKey, why: string, witnessed = true) => {
    const witness = witnessed ? findWitness(ctx, [{ call: sampleCall(r) }], (t) => (!cites(t, 'typed-rules', r.source) ? 'strong' : false)) : undefined;
    out.push({ loc: ruleKeyLoc(ctx, r, key), message: `${ruleName(r)} never matches: ${why}`, ...(witness ? { witness } : {}) });
  };
  for (const r of ctx.stack.rules) {
    if (r.workspace !== undefined && normalizeWorkspace(r.workspace) === undefined) {
      never(r, 'workspace', `workspace = ${JSON.stringify(r.workspace)} must be an absolute path without \`..\` and not the root`, false);
      continue;
    }
    const shell = SHELL_TOOLS.has(r.tool);
    if (r.path !== undefined) {
      if (shell) never(r, 'path', `${r.tool} calls carry a command, not a path; use command = "…"`, false);
      else if (!pathCanMatch(r.path, ctx.stack.workspace)) never(r, 'path', `path = ${JSON.stringify(r.path)} contains \`..\`, and Codewhale never matches such paths; write it without \`..\`, relative to the workspace or absolute`);
    }
    if (r.command !== undefined && !shell && toolInfo(r.tool) !== undefined) {
      never(r, 'command', `${r.tool} calls carry no command; only shell tools match command = "…"`, false);
    }
  }
  return out;
}
