/**
 * Layer 5: typed `permissions.toml` rules, as the interactive engine asks
 * the execution-policy engine: with `AskForApproval::OnFailure` in Ask,
 * Auto-Review and Full Access, `Never` under never. The answer is Block,
 * Prompt, Allow (only when a typed allow matched) or nothing at all: with no
 * typed rule the fallback is Skip, so trusted prefixes never count here.
 *
 * Codewhale's reading of a shell command is its own: the hard deny scan over
 * the raw string (naive operator split and shell_expand), the whitespace
 * prefix matchers, the naive chain test. Its blind spots and over-matches
 * decide; where bash differs, the pipeline reports a risk.
 *
 * Source: crates/tui/src/core/engine.rs (tool_ask_rule_decision_for_context,
 * exec_shell_ask_rule_decision_for_policy, file_tool_ask_rule_decision_for_policy);
 * crates/execpolicy/src/lib.rs (ExecPolicyEngine::check, matching_ask_rule);
 * crates/config/src/lib.rs (PermissionsToml::ruleset, the promotion guards);
 * crates/tui/src/core/engine/turn_loop.rs (how Allow/Prompt/Block apply).
 */
import type { SourceLoc } from '../../../config/errors.js';
import { commandIsChained, deniedPrefixHead, deniedPrefixMatchesTokens, denyScanTargets, denyScanTokens, scanTokens, tokenHeads } from '../deny-scan.js';
import { byObjectAndText, byText } from '../../../core/memo.js';
import { PROBED } from '../recall.js';
import { compareRules, isHardDeny, matchingRules, ruleLabel, selectRule, type RuleQuery } from '../rules.js';
import type { TypedRule } from '../stack.js';
import { claim, type EvalState, type Layer, type LayerResult } from '../state.js';
import { writeTargets } from '../targets.js';

/**
 * Which of Codewhale's queries selected the rule: the hard deny scan, the
 * typed selection for one deny-scan target, or the selection for the whole
 * command or one target path (`path`); `target` is the deny-scan target a
 * block matched.
 */
export type TypedVia = { via: 'hard' | 'segment' | 'whole'; target?: string; path?: string };

export type TypedDecision =
  | ({ kind: 'block'; reason: string; source: SourceLoc | null; rule: TypedRule } & TypedVia)
  | ({ kind: 'prompt'; reason: string; source: SourceLoc | null; rule: TypedRule } & TypedVia)
  | ({ kind: 'allow'; reason: string; source: SourceLoc | null; rule: TypedRule } & TypedVia)
  | { kind: 'none'; reason: string };

/**
 * The stack's hard denied prefixes, in order, by their command word and
 * then by their last word (which a matching command has among its words
 * exactly: only the first word is matched by basename), found once per
 * stack: a batch evaluates thousands of calls against one.
 */
interface HardIndex {
  pos: Map<TypedRule, number>;
  byHead: Map<string, { single: TypedRule[]; byLast: Map<string, TypedRule[]> }>;
  /** Each prefix's words, split once. */
  words: Map<TypedRule, readonly string[]>;
}

function hardDenies(stack: EvalState['stack']): HardIndex {
  let hard = hardByStack.get(stack);
  if (hard === undefined) {
    hard = { pos: new Map(), byHead: new Map(), words: new Map() };
    for (const r of stack.rules) {
      if (!isHardDeny(r)) continue;
      hard.pos.set(r, hard.pos.size);
      const words = [...scanTokens(r.command!)];
      hard.words.set(r, words);
      const head = deniedPrefixHead(r.command!);
      if (head === undefined) continue;
      let group = hard.byHead.get(head);
      if (group === undefined) hard.byHead.set(head, (group = { single: [], byLast: new Map() }));
      if (words.length === 1) group.single.push(r);
      else {
        const last = words[words.length - 1]!;
        const list = group.byLast.get(last);
        if (list) list.push(r);
        else group.byLast.set(last, [r]);
      }
    }
    hardByStack.set(stack, hard);
  }
  return hard;
}

const hardByStack = new WeakMap<EvalState['stack'], HardIndex>();

/** The tool name Codewhale's policy sees (canonical_action_alias), or undefined when no typed rule applies to it. */
export function policyTool(tool: string): string | undefined {
  if (tool === 'exec_shell' || tool === 'bash' || tool === 'Bash') return 'exec_shell';
  if (tool === 'write') return 'write_file';
  if (tool === 'edit') return 'edit_file';
  if (tool === 'read') return 'read_file';
  if (['read_file', 'write_file', 'edit_file', 'file_search', 'grep_files', 'list_dir', 'apply_patch'].includes(tool)) return tool;
  return undefined;
}

function how(r: TypedRule): string {
  return r.actionDefaulted ? `${r.action} (action omitted, defaults to ask)` : r.action;
}

/**
 * What the policy engine reads of one shell command against one stack: the
 * hard hits, each deny-scan segment's selection, the whole command's
 * selection and the questions, each made when first asked and kept with the
 * command. The typed layer, the trace's matches, the risks and ruleMatches
 * all read the same command: one memo lookup finds every reading, instead
 * of one lookup per reading. Each field is a pure function of the stack and
 * the command, so the order they are asked in never matters.
 */
export interface ShellReading {
  readonly stack: EvalState['stack'];
  readonly command: string;
  hard?: readonly HardHit[];
  segments?: readonly Asked[];
  whole?: Asked;
  questions?: PolicyQuestions;
}

export const shellReading: (stack: EvalState['stack'], command: string) => ShellReading = byObjectAndText((stack, command): ShellReading => ({ stack, command }), PROBED);

/**
 * Every hard denied prefix some deny-scan target matches, in rule order,
 * each with the first target it matches. Codewhale blocks with the first.
 */
export function readHard(r: ShellReading): readonly HardHit[] {
  return (r.hard ??= hitsOver(r.stack, denyScanTargets(r.command), denyScanTokens(r.command)));
}

/**
 * The selection for each deny-scan segment of the command, in the targets'
 * order: the typed layer looks for the first deny among them, the trace's
 * matches list them all.
 */
export function readSegments(r: ShellReading): readonly Asked[] {
  return (r.segments ??= segmentTargets(r.command).map((t) => askRules(r.stack.rules, { tool: 'exec_shell', workspace: r.stack.workspace, command: t })));
}

/** matching_ask_rule's question for the command as a whole: every typed rule it matches and the one selected. */
export function readWhole(r: ShellReading): Asked {
  return (r.whole ??= askRules(r.stack.rules, { tool: 'exec_shell', workspace: r.stack.workspace, command: r.command }));
}

/** The questions for the command (policyQuestions): the segments' queries are the ones their selections were made for. */
export function readQuestions(r: ShellReading): PolicyQuestions {
  if (r.questions === undefined) {
    const segments = readSegments(r).map((a) => a.q);
    const whole: RuleQuery[] = [{ tool: 'exec_shell', workspace: r.stack.workspace, command: r.command }];
    r.questions = r.command.trim() !== '' ? { hard: r.command, segments, whole } : { segments, whole };
  }
  return r.questions;
}

/** readHard of the stack's reading of the command. */
export function hardDenyHits(stack: EvalState['stack'], command: string): readonly HardHit[] {
  return readHard(shellReading(stack, command));
}

export type HardHit = { rule: TypedRule; target: string };

/** The same over given command lines (each matched as a whole by denied_prefix_matches). */
export function hardDenyHitsIn(stack: EvalState['stack'], targets: readonly string[]): HardHit[] {
  return hitsOver(stack, targets, targets.map(scanTokens));
}

function hitsOver(stack: EvalState['stack'], targets: readonly string[], tokens: readonly (readonly string[])[]): HardHit[] {
  const { pos, byHead, words } = hardDenies(stack);
  if (pos.size === 0) return [];
  let candidates: TypedRule[];
  // A handful of prefixes are cheaper to try than the command's words are to index.
  if (pos.size <= 16) candidates = [...pos.keys()];
  else {
    const heads = new Set<string>();
    const all = new Set<string>();
    for (const t of tokens) {
      tokenHeads(t, heads);
      for (const w of t) all.add(w);
    }
    const found = new Set<TypedRule>();
    for (const h of heads) {
      const group = byHead.get(h);
      if (group === undefined) continue;
      for (const r of group.single) found.add(r);
      if (group.byLast.size <= all.size) {
        for (const [last, rules] of group.byLast) if (all.has(last)) for (const r of rules) found.add(r);
      } else for (const w of all) for (const r of group.byLast.get(w) ?? []) found.add(r);
    }
    candidates = [...found].sort((a, b) => pos.get(a)! - pos.get(b)!);
  }
  const out: HardHit[] = [];
  for (const rule of candidates) {
    const r = words.get(rule)!;
    const at = tokens.findIndex((c) => deniedPrefixMatchesTokens(r, c));
    if (at >= 0) out.push({ rule, target: targets[at]! });
  }
  return out;
}

/** The first hard denied prefix some deny-scan target matches, with that target. */
export function hardDenyHit(stack: EvalState['stack'], command: string): { rule: TypedRule; target: string } | undefined {
  return hardDenyHits(stack, command)[0];
}

/** The deny-scan targets other than the command itself: each meets typed selection, where only a deny acts. */
export const segmentTargets: (command: string) => readonly string[] = byText((command) => {
  const whole = command.trim();
  return whole === '' ? [] : denyScanTargets(command).filter((t) => t !== whole);
}, PROBED);

/** One typed selection: every rule that matches the query, and the one matching_ask_rule selects. */
export interface Asked {
  q: RuleQuery;
  all: TypedRule[];
  best: TypedRule | undefined;
}

export function askRules(rules: readonly TypedRule[], q: RuleQuery): Asked {
  const all = matchingRules(rules, q);
  let best: TypedRule | undefined;
  for (const r of all) if (best === undefined || compareRules(r, best) < 0) best = r;
  return { q, all, best };
}

/** readSegments of the stack's reading of the command. */
export function segmentAsks(stack: EvalState['stack'], command: string): readonly Asked[] {
  return readSegments(shellReading(stack, command));
}

/** The paths file_tool_ask_rule_decision_for_policy checks for a file tool's call (none: the tool-wide query only). */
export function fileTargets(tool: string, call: EvalState['call']): string[] {
  const input = call.input;
  return tool === 'apply_patch' ? writeTargets(call) : tool === 'list_dir' ? [typeof input.path === 'string' ? input.path : '.'] : typeof input.path === 'string' ? [input.path] : [];
}

/**
 * Every question ExecPolicyEngine::check asks the typed rules for a call
 * (policy tool already resolved): the hard deny scan over `hard` (a shell
 * command), the selection for each deny-scan segment, and the selection
 * for the whole command or each target path. Undefined when no typed rule
 * is consulted.
 */
export interface PolicyQuestions {
  hard?: string;
  segments: RuleQuery[];
  whole: RuleQuery[];
}

export function policyQuestions(stack: EvalState['stack'], call: EvalState['call']): PolicyQuestions | undefined {
  const tool = policyTool(call.tool);
  if (tool === undefined) return undefined;
  const workspace = stack.workspace;
  if (tool === 'exec_shell') {
    const command = call.input.command;
    return typeof command === 'string' ? readQuestions(shellReading(stack, command)) : undefined;
  }
  const paths = fileTargets(tool, call);
  return { segments: [], whole: paths.length === 0 ? [{ tool, workspace, command: '' }] : paths.map((path) => ({ tool, workspace, command: '', path })) };
}

/** readWhole of the stack's reading of the command. */
export function shellAsk(stack: EvalState['stack'], command: string): Asked {
  return readWhole(shellReading(stack, command));
}

/** matching_ask_rule for a shell command as a whole (the typed layer's question, and the risks' for each segment bash runs). */
export function selectShellRule(stack: EvalState['stack'], command: string): TypedRule | undefined {
  return shellAsk(stack, command).best;
}

/** The selection for one whole-call question (policyQuestions' `whole`): a shell command's is shellAsk's. */
export function askWhole(stack: EvalState['stack'], q: RuleQuery): Asked {
  return q.tool === 'exec_shell' && q.command !== undefined && q.path === undefined && q.words === undefined && q.workspace === stack.workspace ? shellAsk(stack, q.command) : askRules(stack.rules, q);
}

/** ExecPolicyEngine::check for a command (or a file path), reduced to what tool_ask_rule_decision_for_context returns. */
export function checkPolicy(s: Pick<EvalState, 'stack'>, tool: string, command: string, path: string | undefined, never: boolean): TypedDecision {
  const { stack } = s;
  const q = { tool, workspace: stack.workspace, command, ...(path !== undefined ? { path } : {}) };
  // A shell command's readings are looked up once for all three questions (a file call's command is '').
  const shell = tool === 'exec_shell' && path === undefined ? shellReading(stack, command) : undefined;
  if (command.trim() !== '') {
    const hit = (shell !== undefined ? readHard(shell) : hardDenyHits(stack, command))[0];
    if (hit) {
      const where = hit.target === command.trim() ? 'the command' : `'${hit.target}', a command Codewhale's deny scan reads in it`;
      return { kind: 'block', reason: `hard denied prefix '${hit.rule.command}' (promoted from a command deny) matches ${where}`, source: hit.rule.source, rule: hit.rule, target: hit.target, via: 'hard' };
    }
    const asks = shell !== undefined ? readSegments(shell) : segmentTargets(command).map((t) => askRules(stack.rules, { ...q, command: t }));
    for (const a of asks) {
      const r = a.best;
      const target = a.q.command!;
      if (r?.action === 'deny') return { kind: 'block', reason: `typed ${how(r)}: ${ruleLabel(r)} denies '${target}', a segment Codewhale's deny scan reads in this invocation`, source: r.source, rule: r, target, via: 'segment' };
    }
  }
  const r = shell !== undefined ? readWhole(shell).best : selectRule(stack.rules, q);
  if (!r) return { kind: 'none', reason: 'no typed rule matches; with OnFailure or Never the fallback is Skip, so the typed layer has no say' };
  const label = `typed ${how(r)}: ${ruleLabel(r)}`;
  const via: TypedVia = { via: 'whole', ...(path !== undefined ? { path } : {}) };
  if (r.action === 'deny') return { kind: 'block', reason: `${label} denies this invocation`, source: r.source, rule: r, ...via };
  const chained = command !== '' && commandIsChained(command);
  if (r.action === 'allow' && !chained) return { kind: 'allow', reason: label, source: r.source, rule: r, ...via };
  const what = r.action === 'allow' ? `${label} matches, but the command is chained and an allow approves a single segment only, so it` : label;
  if (never) return { kind: 'block', reason: `${what} requires approval, which approval policy never forbids`, source: r.source, rule: r, ...via };
  return { kind: 'prompt', reason: r.action === 'allow' ? `${what} requires approval` : label, source: r.source, rule: r, ...via };
}

/** file_tool_ask_rule_decision_for_policy: every target path must be allowed for an Allow; any Block wins. */
function checkFiles(s: EvalState, tool: string, never: boolean): TypedDecision {
  const paths = fileTargets(tool, s.call);
  if (paths.length === 0) return checkPolicy(s, tool, '', undefined, never);
  let prompt: TypedDecision | undefined;
  let allAllowed = true;
  let allow: TypedDecision | undefined;
  for (const p of paths) {
    const d = checkPolicy(s, tool, '', p, never);
    if (d.kind === 'block') return d;
    if (d.kind === 'prompt') {
      prompt ??= d;
      allAllowed = false;
    } else if (d.kind === 'none') allAllowed = false;
    else allow ??= d;
  }
  if (prompt) return prompt;
  if (allAllowed && allow) return allow;
  return { kind: 'none', reason: paths.length > 1 ? 'not every target path has a typed allow, and none is asked or denied' : 'no typed rule matches the path; the fallback is Skip' };
}

export function typedDecision(s: EvalState): TypedDecision {
  const tool = policyTool(s.call.tool);
  const never = s.posture.value === 'never';
  if (tool === undefined) return { kind: 'none', reason: `Codewhale consults no typed rule for ${s.call.tool}` };
  if (tool === 'exec_shell') {
    const cmd = s.call.input.command;
    return typeof cmd === 'string' ? checkPolicy(s, tool, cmd, undefined, never) : { kind: 'none', reason: 'no command' };
  }
  return checkFiles(s, tool, never);
}

export const typedRulesLayer: Layer = {
  id: 'typed-rules',
  title: 'Typed permissions.toml rule',
  run(s): LayerResult {
    const d = typedDecision(s);
    s.typed = d;
    switch (d.kind) {
      case 'block':
        s.denied = claim('typed-rules', d.reason, d.source);
        return { outcome: 'deny', reason: d.reason, sources: [d.source] };
      case 'prompt':
        if (s.posture.value === 'full-access') return { outcome: 'pass', reason: `${d.reason}; Full Access never turns a typed ask into a prompt`, sources: [d.source] };
        s.approvalRequired = true;
        s.forcePrompt = true;
        s.prompt = claim('typed-rules', d.reason, d.source);
        return { outcome: 'ask', reason: `${d.reason}; requires approval, and the prompt is forced, so nothing later clears it`, sources: [d.source] };
      case 'allow':
        if (s.hookAsk || s.forcePrompt) return { outcome: 'pass', reason: `${d.reason}, but an allow cannot clear a hook ask or a registered hold`, sources: [d.source] };
        if (s.approvalRequired) {
          s.approvalRequired = false;
          s.cleared = claim('typed-rules', d.reason, d.source);
          return { outcome: 'allow', reason: `${d.reason}; clears the ordinary approval`, sources: [d.source] };
        }
        return { outcome: 'allow', reason: `${d.reason}; nothing was left to clear`, sources: [d.source] };
      case 'none':
        return { outcome: 'pass', reason: d.reason };
    }
  },
};
