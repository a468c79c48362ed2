/**
 * Layer 6: allow rules (permissions page, "Manage permissions",
 * "Compound commands", "Project allow rules and workspace trust"). Each
 * subcommand Claude Code sees must match an allow rule on its own (or be
 * cleared by the mode in the next layer); a file a command writes through
 * a redirect needs an `Edit` allow rule. A PreToolUse hook `allow` clears
 * the call here when no ask rule or safety check stands against it. Allow
 * rules have no effect in bypassPermissions; auto mode drops the broad ones
 * that grant arbitrary code execution.
 */
import { normalizePattern } from '../bash-pattern.js';
import { activeRules, domainRuleMatch, specifierMatch, subcommandMatch, targetMatch, toolLevelMatch } from '../match.js';
import { orderedUnion, subcommandCandidates, targetCandidates, toolCandidates } from '../rule-index.js';
import type { ClaudeRule } from '../stack.js';
import { claim, openItems, settle, type EvalState, type Item, type Layer } from '../state.js';
import { applied, ruleLabel } from './rule-hits.js';

const INTERPRETERS = /^(?:python[0-9.]*|node|nodejs|ruby|perl|php|bash|sh|zsh|dash|fish|deno|bun|lua|Rscript|osascript|pwsh|powershell)\*?$/;
const RUNNERS = /^(?:(?:npm|pnpm|yarn|bun) (?:run|exec|x|dlx)|npx|pnpx|bunx|yarn)(?: |\*|$)/;

/** Why auto mode drops this allow rule (permission-modes page, "How the classifier evaluates actions"), or undefined. */
export function droppedInAuto(r: ClaudeRule): string | undefined {
  const m = r.matcher;
  if (m.kind === 'tool' && (m.tool === 'Bash' || m.tool === 'PowerShell')) return 'a blanket shell rule';
  if (m.kind === 'tool' && (m.tool === 'Agent' || m.tool === 'Task' || m.tool === 'Monitor')) return `an ${m.tool} allow rule`;
  if (m.kind === 'specifier' && (m.tool === 'Agent' || m.tool === 'Task' || m.tool === 'Monitor')) return `an ${m.tool} allow rule`;
  if (m.kind !== 'bash') return undefined;
  const p = normalizePattern(m.pattern);
  if (p === '*') return 'a blanket shell rule';
  const first = p.split(/\s+/)[0] ?? '';
  if (INTERPRETERS.test(first) && p.includes('*')) return 'a wildcarded interpreter';
  if (RUNNERS.test(p) && p.includes('*')) return 'a package-manager run command';
  return undefined;
}

/**
 * The allow rules (those `keep` accepts) that approve one part of the call,
 * in the stack's order: the first is the one the layer settles it with.
 */
export function allowRulesFor(item: Item, s: EvalState, keep: (r: ClaudeRule) => boolean, all = false): ClaudeRule[] {
  // Every allow rule that approves the part is found once per part (the layer and Trace.matches both ask);
  // those `keep` accepts are the same list filtered, and the layer's is the first of them.
  const approving = (item.approvers ??= approversOf(item, s));
  if (all) return approving.filter(keep);
  const first = approving.find(keep);
  return first === undefined ? [] : [first];
}

function approversOf(item: Item, s: EvalState): ClaudeRule[] {
  const out: ClaudeRule[] = [];
  const take = (rules: readonly ClaudeRule[], test: (r: ClaudeRule) => boolean) => {
    for (const r of rules) if (test(r)) out.push(r);
  };
  switch (item.kind) {
    case 'call': {
      const tools = toolCandidates(s.stack, 'allow', s.call.tool);
      const rules = s.target ? orderedUnion(s.stack, tools, targetCandidates(s.stack, 'allow', s.target)) : tools;
      take(rules, (r) => toolLevelMatch(r, s.call.tool) || specifierMatch(r, s.call) || domainRuleMatch(r, s.call) || (s.target !== undefined && targetMatch(r, s.target, s.stack)));
      break;
    }
    case 'subcommand':
      take(subcommandCandidates(s.stack, 'allow', item.sub!), (r) => subcommandMatch(r, item.sub!));
      break;
    case 'target':
      if (!item.target!.uncertain) take(targetCandidates(s.stack, 'allow', item.target!), (r) => targetMatch(r, item.target!, s.stack));
      break;
    default:
      break;
  }
  return out;
}

export const allowRulesLayer: Layer = {
  id: 'allow-rules',
  title: 'Allow rules (and a hook allow)',
  run(s) {
    if (s.mode.value === 'bypassPermissions') return { outcome: 'skip', reason: 'allow rules have no effect in bypassPermissions mode' };
    if (s.hookAllow && !s.prompt) {
      for (const item of openItems(s)) settle(item, 'allow', 'hooks', s.hookAllow.reason, s.hookAllow.source);
      s.cleared = s.hookAllow;
      return { outcome: 'allow', reason: `a hook allowed the call: ${s.hookAllow.reason}`, sources: [s.hookAllow.source] };
    }
    let rules = activeRules(s.stack, 'allow');
    const notes: string[] = [];
    const auto = s.mode.value === 'auto';
    if (auto) {
      const dropped = rules.filter((r) => droppedInAuto(r) !== undefined);
      rules = rules.filter((r) => !dropped.includes(r));
      for (const r of dropped) notes.push(`${ruleLabel(r)} is dropped in auto mode (${droppedInAuto(r)})`);
    }
    const keep = (r: ClaudeRule) => applied(r) && !(auto && droppedInAuto(r) !== undefined);
    const used: ClaudeRule[] = [];
    const open = openItems(s);
    for (const item of open) {
      const r = allowRulesFor(item, s, keep)[0];
      if (!r) continue;
      settle(item, 'allow', 'allow-rules', `${ruleLabel(r)} matches ${item.label}`, r.source, r);
      if (!used.includes(r)) used.push(r);
    }
    const left = openItems(s);
    const sources = used.map((r) => r.source);
    // A run that reads only the decision leaves out what only the row says (the parts of a long chain, listed).
    if (used.length === 0) {
      if (s.quiet) return { outcome: 'pass', reason: '' };
      const base = rules.length === 0 ? 'no allow rule is in effect' : `no allow rule matches ${open.map((i) => i.label).join(', ') || 'the call'}`;
      return { outcome: 'pass', reason: [base, ...notes].join('; ') };
    }
    const matched = used.map((r) => ruleLabel(r)).join(', ');
    if (left.length === 0 && !s.prompt && s.unresolved.length === 0) {
      s.cleared = claim('allow-rules', `${matched} ${open.length > 1 ? `matches every part (${open.map((i) => i.label).join(', ')})` : `matches ${open[0]!.label}`}`, used[0]!.source);
      s.claimRule.set(s.cleared, used[0]!);
      return { outcome: 'allow', reason: [s.cleared.reason, ...notes].join('; '), sources };
    }
    if (s.quiet) return { outcome: 'pass', reason: '', sources };
    const still = left.length > 0 ? `; still open: ${left.map((i) => i.label).join(', ')}` : '';
    return { outcome: 'pass', reason: [`${matched} matches part of the call${still}`, ...notes].join('; '), sources };
  },
};
