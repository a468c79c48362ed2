/**
 * `Engine.ruleMatches` for san: does one rule's pattern match the call, as
 * san's gate applies that kind of rule (`MatchesToolPattern`,
 * `MatchAllowList`, `IsToolAllowed` in internal/setting/permission.go)?
 * The same tests the layers make (match/rules.ts, match/bash.ts), over the
 * same view of the call (call-view.ts):
 * - a deny or ask entry on Bash: any form of the command (`matchAny`);
 * - an allow entry or a session pattern on Bash: it covers at least one of
 *   the commands san reads (`coversUnit`; the layer needs every command
 *   covered, by this rule or others);
 * - any other tool: san's glob over the call's subject (`subjectMatches`);
 * - a session grant of a bare tool name: the whole tool.
 * Precedence, modes, hooks and the floor play no part here.
 */
import type { Call, RuleRecord } from '../../core/types.js';
import { callView, type CallView } from './call-view.js';
import { matchAny } from './match/bash.js';
import { coversSome, subjectMatches } from './match/rules.js';
import { splitRule } from './match/rule-text.js';
import { ruleTable, type RuleEntry } from './rule-table.js';
import type { SanStack } from './stack.js';

/** The test for one entry over a prepared view. */
export function entryMatches(entry: RuleEntry, view: CallView): boolean {
  const r = entry.rule;
  if (r.tool !== view.tool) return false;
  if (entry.kind === 'session' && entry.rule.wholeTool) return true;
  const allowLike = entry.kind === 'session' || entry.rule.action === 'allow';
  if (view.tool === 'Bash' && view.reading) return allowLike ? coversSome(r.args, view.reading) : matchAny(r.args, view.reading) !== undefined;
  return subjectMatches(r, view.tool, view.input);
}

/** A record not of this stack is read from its text, as a settings entry of its action. */
function entryOf(stack: SanStack, rule: RuleRecord): RuleEntry {
  const known = ruleTable(stack).byId.get(rule.id);
  if (known) return known;
  const t = splitRule(rule.text);
  const action = rule.action === 'deny' || rule.action === 'ask' ? rule.action : 'allow';
  return { kind: 'settings', rule: { action, text: rule.text, tool: t.tool, args: t.args, bare: t.bare, origin: rule.from ?? '', source: rule.source ?? { file: '', line: 0, column: 0 }, index: -1 } };
}

/**
 * Views by stack and call object: `diff` asks whether each changed rule
 * matches each call of its corpus (the same call objects, thousands of
 * times). A view is kept only while the call still has the tool, input
 * object and command it was made from; it is never handed out.
 */
const views = new WeakMap<SanStack, WeakMap<Call, { tool: string; input: Record<string, unknown>; command: unknown; view: CallView }>>();

function viewOf(stack: SanStack, call: Call): CallView {
  let byCall = views.get(stack);
  if (!byCall) views.set(stack, (byCall = new WeakMap()));
  const hit = byCall.get(call);
  if (hit && hit.tool === call.tool && hit.input === call.input && hit.command === call.input.command) return hit.view;
  // a command of plain words is read without the analysis (call-view.ts), which the matchers never ask for;
  // the matchers only read the input, so it is not copied when it needs no change
  const view = callView(stack, call, undefined, false, true);
  byCall.set(call, { tool: call.tool, input: call.input, command: call.input.command, view });
  return view;
}

export function sanRuleMatches(stack: SanStack, rule: RuleRecord, call: Call): boolean {
  return entryMatches(entryOf(stack, rule), viewOf(stack, call));
}
