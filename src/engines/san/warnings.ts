/**
 * Where san is weaker (or stricter) than its configuration suggests, for
 * this call: rule spellings san's own matcher reads differently, and the
 * decision san's code would reach by its own order and matcher when that
 * differs from the seed's.
 */
import type { Trace } from '../../core/types.js';
import type { CodeVerdict } from './code-order.js';
import { matchGlob } from './match/glob.js';
import { globLead, indexOf, ruleCandidates, SMALL } from './match/rule-index.js';
import { effectiveRules, type SanRule } from './stack.js';
import type { EvalState } from './state.js';
import { filePathOf } from './vocab.js';

const FILE_TOOLS = new Set(['Read', 'Write', 'Edit', 'NotebookEdit']);

/** The Claude-compatible reading of a path pattern: `./x` and `/x` under the workspace, `~/x` under home, `//x` absolute. */
export function compatPattern(args: string, workspace: string, home: string): string | undefined {
  if (args.startsWith('//')) return args.slice(1);
  if (args.startsWith('~/')) return `${home.replace(/\/+$/, '')}/${args.slice(2)}`;
  if (args.startsWith('./')) return `${workspace.replace(/\/+$/, '')}/${args.slice(2)}`;
  if (args.startsWith('/')) return undefined;
  if (args.startsWith('*')) return undefined;
  if (args === '') return undefined;
  return `${workspace.replace(/\/+$/, '')}/${args}`;
}

function ruleWarnings(s: EvalState): string[] {
  const out: string[] = [];
  const lists = [effectiveRules(s.stack, 'deny'), effectiveRules(s.stack, 'ask')];
  // a bare rule is filed under the empty lead, so the empty query finds every one of this tool
  for (const r of lists.flatMap((l) => ruleCandidates(l, s.tool, ['']))) {
    if (r.tool !== s.tool || !r.bare) continue;
    out.push(`${r.action} rule ${r.text} (${r.origin}) names the whole tool, but san matches a bare name only against a call with an empty argument: it does not apply to this call (write ${r.text}(*) for the whole tool)`);
  }
  if (FILE_TOOLS.has(s.tool)) {
    const path = filePathOf(s.tool, s.call.input);
    if (path !== undefined) {
      for (const r of lists.flatMap((l) => compatCandidates(l, s.tool, path, s.stack.workspace, s.stack.home))) {
        if (r.tool !== s.tool || r.bare) continue;
        const compat = compatPattern(r.args, s.stack.workspace, s.stack.home);
        if (compat === undefined || matchGlob(path, r.args) || !matchGlob(path, compat)) continue;
        out.push(`${r.action} rule ${r.text} (${r.origin}) reads like ${compat}, but san compares the pattern with the path as the tool receives it (${path}), so it does not apply`);
      }
    }
  }
  return out;
}

/**
 * The rules of a file tool whose Claude-compatible reading could match
 * `path` (by the lead of that reading), among others: a superset, in list
 * order, of the rules of `tool` that reading matches.
 */
export function compatCandidates(rules: readonly SanRule[], tool: string, path: string, workspace: string, home: string): readonly SanRule[] {
  if (rules.length <= SMALL) return rules;
  // only the file tools' rules are ever asked for (ruleWarnings): no other rule is filed
  const leads = (r: SanRule) => {
    const c = r.bare || !FILE_TOOLS.has(r.tool) ? undefined : compatPattern(r.args, workspace, home);
    return c === undefined ? [] : [globLead(c)];
  };
  return indexOf(rules, `compat\u0000${workspace}\u0000${home}`, leads).candidates(tool, [path]);
}

export function divergenceWarnings(s: EvalState, trace: Pick<Trace, 'decision' | 'decidedBy'>, code: CodeVerdict | undefined): string[] {
  const out = ruleWarnings(s);
  if (trace.decision === 'allow' && s.shell && s.shell.writes.length > 0) {
    out.push(`the command also writes ${s.shell.writes.map((w) => w.path ?? '(a computed path)').join(', ')}; san's Bash rules do not look at what a command writes`);
  }
  if (code && code.decision !== trace.decision) {
    const direction = rank(code.decision) < rank(trace.decision) ? 'weaker' : 'stricter';
    const where = s.subagent ? "san's subagent gate (internal/subagent/executor.go, which does not read settings rules)" : "san's code (the order of HasPermissionToUseTool in internal/setting/permission.go, with its own matcher)";
    out.push(`${where} would ${verb(code.decision)} this call (${code.reason}); whale-perm follows the seed's order, which gives ${trace.decision}: the agent as coded is ${direction} here`);
  }
  if (s.floor && trace.decidedBy.layer !== 'prompt' && trace.decision === 'ask' && !s.subagent && s.mode.value === 'bypassPermissions') {
    out.push(`bypassPermissions does not lift the bypass-immune floor (${s.floor.reason}): the seed does not mention it; whale-perm follows san's code here`);
  }
  return out;
}

function rank(d: string): number {
  return d === 'allow' ? 0 : d === 'ask' ? 1 : 2;
}

function verb(d: string): string {
  return d === 'allow' ? 'allow' : d === 'ask' ? 'ask about' : 'deny';
}
