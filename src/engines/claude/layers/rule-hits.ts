/**
 * Which deny or ask rules match a call, and where: the whole tool (a bare
 * name or a tool-name glob), a parameter, the file or domain a tool call
 * targets, any subcommand Claude Code sees, any file a shell command reads
 * or writes. A part of the command no one can read matches nothing here:
 * Claude Code cannot match it either (it becomes a risk, never a hit).
 */
import type { Decision } from '../../../core/types.js';
import { activeRules, domainRuleMatch, paramMatch, specifierMatch, subcommandMatch, targetMatch, toolLevelMatch } from '../match.js';
import type { ClaudeRule } from '../stack.js';
import { bashPatternMatches } from '../bash-pattern.js';
import { denyTexts } from '../shell-view.js';
import { code, pathCode, type EvalState, type Item, type Target } from '../state.js';

export interface Hit {
  rule: ClaudeRule;
  /** What it matched, for a person. */
  what: string;
  item?: Item;
  /** The rule names the whole tool. */
  whole?: boolean;
}

export function ruleLabel(r: ClaudeRule): string {
  return `${r.action} rule ${r.text} (${r.origin})`;
}

function targetWhat(t: Target): string {
  return `the ${t.access === 'write' ? 'write to' : 'read of'} ${pathCode(t.written)}${t.via !== '' ? ` (${t.via})` : ''}${t.paths.length > 1 ? `, a symlink to ${pathCode(t.paths[1]!)}` : ''}`;
}

/** Whether the sandbox stands in for a bare `Bash` ask rule (permissions page, "How permissions interact with sandboxing"). */
export function sandboxSubstitutes(s: EvalState): boolean {
  const sb = s.stack.sandbox;
  if (!sb.enabled.value || !sb.autoAllow.value || s.mode.value === 'plan' || s.tool?.kind !== 'shell') return false;
  if (s.call.input.dangerouslyDisableSandbox === true) return false;
  return excludedCommand(s) === undefined;
}

/**
 * The `sandbox.excludedCommands` entry that sends this command outside the
 * sandbox, if any (settings-reference → sandbox.excludedCommands): each entry
 * is a Bash rule pattern (`docker *`), and one matching subcommand takes the
 * whole command out of the sandbox, so it is not auto-allowed.
 */
export function excludedCommand(s: EvalState): string | undefined {
  for (const e of s.stack.sandbox.excluded) {
    if (s.subs.some((sub) => sub.visible && denyTexts(sub).some((t) => bashPatternMatches(e, t)))) return e;
  }
  return undefined;
}

/**
 * Deny and ask rules do not apply to EndConversation while Claude has another
 * tool it can call (permissions → Manage permissions, Tool name wildcards;
 * permission-modes → Available modes). whale-perm takes another tool to
 * remain unless a deny rule names every tool (`*`), a case the docs leave open.
 */
function exempt(s: EvalState): boolean {
  return s.call.tool === 'EndConversation' && !activeRules(s.stack, 'deny').some((r) => r.matcher.kind === 'tool-glob' && r.matcher.glob === '*');
}

export function ruleHits(s: EvalState, action: Decision, rules: readonly ClaudeRule[] = activeRules(s.stack, action)): Hit[] {
  const hits: Hit[] = [];
  if (exempt(s)) return hits;
  for (const r of rules) {
    if (toolLevelMatch(r, s.call.tool)) hits.push({ rule: r, what: `every ${s.call.tool} call`, whole: true });
    else if (paramMatch(r, s.call)) hits.push({ rule: r, what: `${s.call.tool} with ${r.matcher.kind === 'param' ? `${r.matcher.param} = ${JSON.stringify(s.call.input[r.matcher.param])}` : ''}`, whole: true });
  }
  for (const item of s.items) {
    for (const r of rules) {
      if (hits.some((h) => h.rule === r && h.whole)) continue;
      if (item.kind === 'call') {
        if (s.target && targetMatch(r, s.target, s.stack)) hits.push({ rule: r, what: targetWhat(s.target), item });
        else if (domainRuleMatch(r, s.call)) hits.push({ rule: r, what: `the fetch of ${code(String(s.call.input.url))}`, item });
        else if (specifierMatch(r, s.call)) hits.push({ rule: r, what: `this ${s.call.tool} call`, item });
      } else if (item.kind === 'subcommand' && subcommandMatch(r, item.sub!)) {
        hits.push({ rule: r, what: item.label, item });
      }
    }
  }
  for (const t of s.shellTargets) {
    for (const r of rules) if (targetMatch(r, t, s.stack)) hits.push({ rule: r, what: targetWhat(t), item: s.items.find((i) => i.target === t) });
  }
  // The most telling hit first: the whole tool, then the parts.
  return hits.sort((a, b) => Number(b.whole ?? false) - Number(a.whole ?? false));
}

export function describeHit(h: Hit): string {
  if (h.whole && h.rule.matcher.kind !== 'param' && h.rule.action === 'deny') return `${ruleLabel(h.rule)} names the whole tool: Claude Code removes it from Claude's context`;
  return `${ruleLabel(h.rule)} matches ${h.what}`;
}
