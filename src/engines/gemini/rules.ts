/**
 * Gemini CLI's policy rules as data (Engine.rules), its matcher for one rule
 * (Engine.ruleMatches) and every match of a call for the trace. Gemini keeps
 * one rule per `commandPrefix` of a list (toml-loader.ts builds one rule per
 * args pattern), so a `[[rule]]` with a list is one record per prefix:
 * `user.toml#2.1`, `#2.2`. Built-in defaults have no file the user can edit:
 * their source is null and `from` names them (`Default: write.toml`).
 * Matching is `ruleMatches` of check.ts (policy-engine.ts `ruleMatches`),
 * the function the policy layer uses.
 */
import { basename } from 'node:path';
import type { Call, Decision, RuleMatch, RuleRecord } from '../../core/types.js';
import { candidateRules, check, round, ruleMatches, stableArgs, type CheckContext, type CheckResult } from './check.js';
import { SHELL_TOOL } from './load.js';
import type { GeminiRule, GeminiStack } from './stack.js';

interface Index {
  records: RuleRecord[];
  byId: Map<string, GeminiRule>;
  idOf: Map<GeminiRule, string>;
}

const indexes = new WeakMap<GeminiStack, Index>();

function fileOf(r: GeminiRule): string {
  if (r.loc) return basename(r.loc.file);
  const i = r.source.indexOf(': ');
  return i >= 0 ? r.source.slice(i + 2) : r.source;
}

function kindOf(r: GeminiRule): string {
  if (r.written?.key === 'commandPrefix') return 'command-prefix';
  if (r.written?.key === 'commandRegex') return 'command-regex';
  if (r.argsPattern) return 'args-regex';
  return r.toolName.startsWith('mcp_') || r.mcpName !== undefined ? 'mcp' : 'tool';
}

export function geminiRuleIndex(stack: GeminiStack): Index {
  const hit = indexes.get(stack);
  if (hit) return hit;
  // Positions follow the file: by line, then the order of a list's prefixes (the load order).
  const inFile = new Map<string, GeminiRule[]>();
  for (const r of stack.rules) {
    const l = inFile.get(fileOf(r));
    if (l) l.push(r);
    else inFile.set(fileOf(r), [r]);
  }
  const idOf = new Map<GeminiRule, string>();
  for (const [file, rules] of inFile) {
    const sorted = rules.map((r, i) => ({ r, i })).sort((a, b) => (a.r.loc && b.r.loc ? a.r.loc.line - b.r.loc.line || a.r.loc.column - b.r.loc.column : 0) || a.i - b.i);
    const perLoc = new Map<string, GeminiRule[]>();
    let n = 0;
    const position = new Map<GeminiRule, number>();
    for (const { r } of sorted) {
      const at = r.loc ? `${r.loc.line}:${r.loc.column}` : `#${++n}`;
      const group = perLoc.get(at);
      if (group) group.push(r);
      else perLoc.set(at, [r]);
      position.set(r, perLoc.size);
    }
    for (const group of perLoc.values()) group.forEach((r, k) => idOf.set(r, `${file}#${position.get(group[0]!)}${group.length > 1 ? `.${k + 1}` : ''}`));
  }
  const records: RuleRecord[] = [];
  const byId = new Map<string, GeminiRule>();
  for (const r of stack.rules) {
    const id = idOf.get(r)!;
    byId.set(id, r);
    const shell = r.toolName === SHELL_TOOL;
    const kind = kindOf(r);
    const text = r.written ? `${r.written.key} = ${JSON.stringify(r.written.value)} (toolName ${JSON.stringify(r.toolName)}, decision ${r.decision})` : `toolName = ${JSON.stringify(r.toolName)} (decision ${r.decision})`;
    records.push({
      id,
      source: r.loc,
      ...(r.loc ? {} : { from: r.source }),
      action: r.decision,
      kind,
      ...(r.toolName !== '*' ? { tool: r.toolName } : {}),
      pattern: r.written?.key === 'commandPrefix' ? r.written.value : r.written?.key === 'commandRegex' ? r.written.value : (r.argsPattern?.source ?? r.toolName),
      text,
      key: JSON.stringify([r.toolName, r.mcpName ?? null, r.subagent ?? null, [...(r.modes ?? [])].sort(), r.interactive ?? null, r.toolAnnotations ?? null, r.argsPattern?.source ?? null]),
      layer: 'policy',
      scope: r.tier,
      // The first match by priority wins: a lower priority never beats a higher one.
      rank: r.priority,
      ...(r.toolName !== '*' && !r.toolName.includes('*') ? { call: { tool: r.toolName, ...(shell ? { key: 'command' } : {}) } } : {}),
      ...(r.subagent !== undefined ? { inert: `applies only to the subagent ${JSON.stringify(r.subagent)}` } : r.toolAnnotations ? { inert: 'matches only tools that carry these annotations' } : {}),
      anchor: stack.workspace,
    });
  }
  const index = { records, byId, idOf };
  indexes.set(stack, index);
  return index;
}

function baseContext(stack: GeminiStack, rules: readonly GeminiRule[]): CheckContext {
  return { rules, mode: 'default', nonInteractive: false, trusted: stack.trusted.value, workspace: stack.workspace, home: stack.userHome };
}

/** Rules that matched the check or one of its re-checked parts. */
function matchedIn(r: CheckResult, into: Set<GeminiRule>): void {
  if (r.matched) into.add(r.matched);
  for (const p of r.parts) matchedIn(p.result, into);
}

/**
 * Whether the rule's filters match the call, as Gemini applies rules to it:
 * the whole call, or (shell) a sub-command it re-checks. Modes and
 * interactivity are the call's context, not the rule's pattern: ignored.
 */
export function geminiRuleMatches(stack: GeminiStack, rule: RuleRecord, call: Call): boolean {
  const r = geminiRuleIndex(stack).byId.get(rule.id);
  if (!r) return false;
  const free: GeminiRule = { ...r };
  delete free.modes;
  delete free.interactive;
  const ctx = baseContext(stack, [free]);
  if (ruleMatches(free, { name: call.tool, args: call.input }, stableArgs(call.input), ctx)) return true;
  // Only a shell command with operators, a group or a shell wrapper (reading.ts WRAPPER) has sub-commands the engine re-checks.
  const command = call.input['command'];
  if (typeof command !== 'string' || !/[;&|`$()<>{}\n]|\b(?:sh|bash|zsh|cmd|powershell|pwsh)\b/i.test(command)) return false;
  const seen = new Set<GeminiRule>();
  matchedIn(check({ name: call.tool, args: call.input }, ctx, true), seen);
  return seen.has(free);
}

const DECISION: Record<string, Decision> = { allow: 'allow', deny: 'deny', ask_user: 'ask' };

/**
 * Every rule that matched a call, winner first. Gemini takes the first
 * matching rule by priority (the rest are shadowed by it); for the shell
 * tool each sub-command is re-checked, and the rule that answers for the
 * decision (`rule`) may be a part's; the heuristics, the redirection
 * downgrade and the headless layer can change the rule's verdict
 * (overridden).
 */
export function geminiMatches(stack: GeminiStack, call: Call, result: CheckResult, ctx: CheckContext, final: Decision, decidedByPolicy: boolean): { matches: RuleMatch[]; winner?: string } {
  const { idOf } = geminiRuleIndex(stack);
  const out: RuleMatch[] = [];
  const listed = new Set<GeminiRule>();
  const add = (r: GeminiRule, m: Omit<RuleMatch, 'rule' | 'layer'>) => {
    if (listed.has(r)) return;
    listed.add(r);
    out.push({ rule: idOf.get(r)!, layer: 'policy', ...m });
  };
  const winner = result.rule ?? result.matched;
  let decided: string | undefined;
  if (winner) {
    const same = DECISION[winner.decision] === final && decidedByPolicy;
    if (same && result.rule) decided = idOf.get(winner);
    add(winner, same && result.rule ? { effect: 'decided', why: `the first matching rule by priority (${round(winner.priority)})` } : { effect: 'overridden', why: decidedByPolicy ? `its ${winner.decision} was changed: ${result.steps.filter((s) => s.kind !== 'match' && s.kind !== 'part').map((s) => s.text).join('; ') || 'a sub-command decided'}` : 'a later layer decided the call' });
  }
  const wid = winner ? idOf.get(winner) : undefined;
  const parts = new Set<GeminiRule>();
  matchedIn(result, parts);
  for (const r of parts) add(r, { effect: 'overridden', ...(wid ? { by: wid } : {}), why: 'the rule answering for the whole call is another one' });
  // The rest of the rules that match the whole call lost to the first match by priority.
  const json = stableArgs(call.input);
  const first = result.matched;
  for (const r of candidateRules(ctx.rules, call.input)) {
    if (listed.has(r) || !ruleMatches(r, { name: call.tool, args: call.input }, json, ctx)) continue;
    add(r, { effect: 'shadowed', ...(first ? { by: idOf.get(first)! } : {}), why: first ? `a rule of higher priority (${round(first.priority)} over ${round(r.priority)}) matches first` : 'another rule matches first' });
  }
  return { matches: out, ...(decided !== undefined ? { winner: decided } : {}) };
}
