/**
 * Which deny or ask rules match a call, and where: the whole tool (a bare
 * name or a tool-name glob), a parameter, the file or domain a tool call
 * targets, any subcommand Claude Code sees, any file a shell command reads
 * or writes. A part of the command no one can read matches nothing here:
 * Claude Code cannot match it either (it becomes a risk, never a hit).
 */
import type { Decision } from '../../../core/types.js';
import { activeRules, domainRuleMatch, paramMatch, specifierMatch, subcommandMatch, targetMatch, toolLevelMatch } from '../match.js';
import { orderedUnion, subcommandCandidates, targetCandidates, toolCandidates } from '../rule-index.js';
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
  /** The file it matched, for a rule on a file a shell command touches. */
  target?: Target;
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

/** A rule Claude Code applies (not held back, not dead). */
export const applied = (r: ClaudeRule): boolean => r.inactive === undefined && r.dead === undefined;

/** A rule Claude Code reads at all (dead rules, `Write(path)`, are never consulted). */
export const notDead = (r: ClaudeRule): boolean => r.dead === undefined;


/**
 * The `action` rules (those `keep` accepts, by default the ones Claude Code
 * applies) that match the call, each hit once per part, the whole-tool hits
 * first. Candidates come from the stack's rule index, in the stack's order.
 * The hits of every rule are found once per reading of the call (the rule
 * layers and the trace's matches ask again); those `keep` accepts are the
 * same hits filtered, since a rule's hits never depend on another rule's.
 */
export function ruleHits(s: EvalState, action: Decision, keep: (r: ClaudeRule) => boolean = applied): Hit[] {
  let m = s.hitMemo;
  if (m === undefined || m.call !== s.call || m.items !== s.items) s.hitMemo = m = { call: s.call, items: s.items, hits: {} };
  const all = (m.hits[action] ??= sharedHits(s, action) ?? allHits(s, action));
  return all.filter((h) => keep(h.rule));
}

/**
 * The hits of an earlier evaluation of the same shell call on the same stack
 * (a classifier or hook branch re-runs the whole pipeline over it), each part
 * swapped for this evaluation's part at the same position. A shell call's
 * parts come from its reading alone (items.ts, buildItems: one reading per
 * stack and analysis, its subcommands and targets shared), so the same
 * reading and the same call give the same parts in the same order, and the
 * same hits. Kept per reading (its subcommand list), for a few calls each.
 */
function sharedHits(s: EvalState, action: Decision): Hit[] | undefined {
  // One part is cheap to match again, and a segment's own run reads a one-segment analysis made for it alone.
  if (s.tool?.kind !== 'shell' || s.shell === undefined || s.subs.length < 2) return undefined;
  let byCall = earlier.get(s.subs);
  if (!byCall) earlier.set(s.subs, (byCall = new Map()));
  const key = callKey(s);
  let e = byCall.get(key);
  if (!e) {
    if (byCall.size >= 8) byCall.clear();
    byCall.set(key, (e = { items: s.items, hits: {} }));
  }
  const first = e.hits[action];
  if (first === undefined) return (e.hits[action] = allHits(s, action));
  if (e.items === s.items) return first;
  if (e.items.length !== s.items.length) return allHits(s, action);
  const firstItems = e.items;
  const at = (e.at ??= new Map(firstItems.map((it, i) => [it, i])));
  return first.map((h) => ('item' in h ? { ...h, item: h.item === undefined ? undefined : s.items[at.get(h.item)!] } : h));
}

/**
 * The call as sharedHits tells calls apart under one reading. A reading kept
 * for reuse is of the command the call sends (pipeline.ts, initialState; the
 * hooks layer reads a rewritten command again), so a call that sends that
 * command and nothing else is told by its tool alone; any other by all of it.
 */
function callKey(s: EvalState): string {
  const input = s.call.input;
  let only = input.command === s.shell!.input;
  if (only) for (const k in input) if (k !== 'command' || !Object.prototype.hasOwnProperty.call(input, k)) { only = false; break; }
  return only ? `tool ${s.call.tool}` : `call ${JSON.stringify(s.call)}`;
}

const earlier = new WeakMap<readonly unknown[], Map<string, { items: Item[]; at?: Map<Item, number>; hits: Partial<Record<Decision, Hit[]>> }>>();

function allHits(s: EvalState, action: Decision): Hit[] {
  const hits: Hit[] = [];
  if (exempt(s)) return hits;
  const whole = new Set<ClaudeRule>();
  for (const r of toolCandidates(s.stack, action, s.call.tool)) {
    if (toolLevelMatch(r, s.call.tool)) hits.push({ rule: r, what: `every ${s.call.tool} call`, whole: true });
    else if (paramMatch(r, s.call)) hits.push({ rule: r, what: `${s.call.tool} with ${r.matcher.kind === 'param' ? `${r.matcher.param} = ${JSON.stringify(s.call.input[r.matcher.param])}` : ''}`, whole: true });
    else continue;
    whole.add(r);
  }
  for (const item of s.items) {
    if (item.kind === 'call') {
      const rules = s.target ? orderedUnion(s.stack, toolCandidates(s.stack, action, s.call.tool), targetCandidates(s.stack, action, s.target)) : toolCandidates(s.stack, action, s.call.tool);
      for (const r of rules) {
        if (whole.has(r)) continue;
        if (s.target && targetMatch(r, s.target, s.stack)) hits.push({ rule: r, what: targetWhat(s.target), item });
        else if (domainRuleMatch(r, s.call)) hits.push({ rule: r, what: `the fetch of ${code(String(s.call.input.url))}`, item });
        else if (specifierMatch(r, s.call)) hits.push({ rule: r, what: `this ${s.call.tool} call`, item });
      }
    } else if (item.kind === 'subcommand') {
      for (const r of subcommandCandidates(s.stack, action, item.sub!)) {
        if (!whole.has(r) && subcommandMatch(r, item.sub!)) hits.push({ rule: r, what: item.label, item });
      }
    }
  }
  for (const t of s.shellTargets) {
    for (const r of targetCandidates(s.stack, action, t)) {
      if (!whole.has(r) && targetMatch(r, t, s.stack)) hits.push({ rule: r, what: targetWhat(t), item: s.items.find((i) => i.target === t), target: t });
    }
  }
  // The most telling hit first: the whole tool, then the parts (a stable sort: nothing to do for one hit).
  return hits.length < 2 ? hits : hits.sort((a, b) => Number(b.whole ?? false) - Number(a.whole ?? false));
}

export function describeHit(h: Hit): string {
  if (h.whole && h.rule.matcher.kind !== 'param' && h.rule.action === 'deny') return `${ruleLabel(h.rule)} names the whole tool: Claude Code removes it from Claude's context`;
  return `${ruleLabel(h.rule)} matches ${h.what}`;
}
