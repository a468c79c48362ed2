/**
 * Codewhale's rules as data (Engine.rules) and, for each, the one matcher
 * the pipeline applies to it (Engine.ruleMatches): typed `permissions.toml`
 * rules (hard denied prefixes among them), `auto_allow` trusted prefixes
 * (loaded, never consulted on the TUI path), `execpolicy.toml` deny
 * patterns, `[[auto_review.*]]` rules and repository-law invariants. Built
 * from the parsed stack, once per stack; nothing here parses a file.
 */
import { basename } from 'node:path';
import type { Call, RuleRecord } from '../../core/types.js';
import { reviewRuleMatches } from './layers/auto-review.js';
import { matchingInvariant } from './layers/repo-law.js';
import { policyQuestions, policyTool, readHard, readQuestions, readSegments, readWhole, shellReading } from './layers/typed-rules.js';
import { byObjectAndText } from '../../core/memo.js';
import { execPolicyMatches, normalizeExecPattern } from './execpolicy.js';
import { deniedPrefixMatches, denyScanTargets } from './deny-scan.js';
import { allowRuleMatches, commandWords, ruleTokens } from './prefix.js';
import { isHardDeny, normalizeWorkspace, pathCanMatch, ruleMatches as typedRuleMatches, workspaceRelative } from './rules.js';
import type { AutoReviewRule, CodewhaleStack, ExecPolicy, Invariant, TypedRule } from './stack.js';
import { toolInfo } from './tools.js';

export type ExecDeny = NonNullable<ExecPolicy['denies']>[number];

export type RuleEntry =
  | { type: 'typed'; rule: TypedRule; record: RuleRecord }
  | { type: 'auto-allow'; prefix: string; record: RuleRecord }
  | { type: 'exec'; deny: ExecDeny; record: RuleRecord }
  | { type: 'review'; rule: AutoReviewRule; record: RuleRecord }
  | { type: 'law'; inv: Invariant; record: RuleRecord };

type EntryData = RuleEntry extends infer E ? (E extends RuleEntry ? Omit<E, 'record'> : never) : never;

export interface CodewhaleRuleTable {
  records: RuleRecord[];
  byId: Map<string, RuleEntry>;
  /** The id of a parsed rule (TypedRule, execpolicy deny, auto-review rule, invariant), or of a record with no parsed rule of its own (auto_allow). */
  idOf: Map<object, string>;
  /** The `auto_allow` records, which no layer consults (listed in a trace as not applicable). */
  autoAllow: RuleRecord[];
}

const tables = new WeakMap<CodewhaleStack, CodewhaleRuleTable>();

export function ruleTable(stack: CodewhaleStack): CodewhaleRuleTable {
  let t = tables.get(stack);
  if (t === undefined) tables.set(stack, (t = build(stack)));
  return t;
}

export function codewhaleRules(stack: CodewhaleStack): RuleRecord[] {
  return ruleTable(stack).records;
}

/** The input key a call of this tool carries its matched value in. */
function keyOf(tool: string): 'command' | 'path' | undefined {
  const info = toolInfo(tool);
  if (info?.category === 'shell') return 'command';
  if (info?.category === 'file-write' || info?.category === 'safe') return 'path';
  return undefined;
}

/** `tool = "exec_shell", command = "git push"`: the rule's keys as written (the action is its own field). */
function typedText(r: TypedRule): string {
  const parts = [`tool = ${JSON.stringify(r.tool)}`];
  if (r.command !== undefined) parts.push(`command = ${JSON.stringify(r.command)}`);
  if (r.commandExact) parts.push('command_exact = true');
  if (r.path !== undefined) parts.push(`path = ${JSON.stringify(r.path)}`);
  if (r.workspace !== undefined) parts.push(`workspace = ${JSON.stringify(r.workspace)}`);
  return parts.join(', ');
}

/** What Codewhale really compares: the exact command, the prefix's lower-cased words, the workspace-relative path. */
function typedPattern(r: TypedRule, workspace: string): string {
  if (r.command !== undefined) return r.commandExact ? r.command.trim() : ruleTokens(r.command).join(' ');
  if (r.path !== undefined) return workspaceRelative(r.path, workspace) ?? r.path.trim().replace(/\\/g, '/');
  return '';
}

/**
 * Two typed rules with the same key match exactly the same calls in this
 * workspace and rank alike: same rule layer (User, Agent), same tool, same command words (or the same exact command),
 * same path after normalisation, same workspace scope.
 */
function typedKey(r: TypedRule, workspace: string): string {
  const exact = r.command !== undefined && r.commandExact;
  const command = r.command === undefined ? null : exact ? r.command.trim() : ruleTokens(r.command).join(' ');
  const rel = r.path === undefined ? undefined : workspaceRelative(r.path, workspace);
  const path = r.path === undefined ? null : rel !== undefined ? `rel:${rel}` : `raw:${r.path.trim().replace(/\\/g, '/')}`;
  const ws = r.workspace === undefined ? null : (normalizeWorkspace(r.workspace) ?? `invalid:${r.workspace}`);
  return JSON.stringify(['typed', r.layer, r.tool, exact, command, path, ws]);
}

/**
 * Why a typed rule takes no part in this stack, when it does not: scoped to
 * another (valid) workspace, or on a tool the policy is never asked about
 * (hard denied prefixes apply whatever their tool).
 */
function typedInert(r: TypedRule, workspace: string): string | undefined {
  if (r.workspace !== undefined) {
    const scope = normalizeWorkspace(r.workspace);
    if (scope !== undefined && scope !== normalizeWorkspace(workspace)) return `scoped to workspace = ${JSON.stringify(r.workspace)}: Codewhale applies it only there, not in ${workspace}`;
  }
  if (isHardDeny(r)) return undefined;
  const seen = policyTool(r.tool);
  if (seen === r.tool) return undefined;
  if (seen !== undefined) return `Codewhale's policy sees ${r.tool} calls as ${seen}, so a rule with tool = ${JSON.stringify(r.tool)} never matches`;
  return `Codewhale consults typed rules for exec_shell and the file tools only, never for ${r.tool}`;
}

/**
 * Why a consulted typed rule can never match, in Codewhale's terms: a
 * workspace scope that does not normalise, a path on the shell tool (its
 * query carries none), a path that never normalises, a command on a file
 * tool (its query carries none) — a hard denied prefix still blocks shell
 * commands whatever its tool and path, so it is never among these.
 */
function typedNever(r: TypedRule, workspace: string): string | undefined {
  if (r.workspace !== undefined && normalizeWorkspace(r.workspace) === undefined) {
    return `workspace = ${JSON.stringify(r.workspace)} must be an absolute path without \`..\` and not the root`;
  }
  if (isHardDeny(r)) return undefined;
  const seen = policyTool(r.tool);
  if (seen === 'exec_shell' && r.path !== undefined) return `${r.tool} calls carry a command, not a path; use command = "…"`;
  if (seen !== undefined && seen !== 'exec_shell') {
    if (r.path !== undefined && !pathCanMatch(r.path, workspace)) {
      return `path = ${JSON.stringify(r.path)} contains \`..\`, and Codewhale never matches such paths; write it without \`..\`, relative to the workspace or absolute`;
    }
    if (r.command !== undefined) return `${r.tool} calls carry no command; only shell tools match command = "…"`;
  }
  return undefined;
}

function build(stack: CodewhaleStack): CodewhaleRuleTable {
  const records: RuleRecord[] = [];
  const byId = new Map<string, RuleEntry>();
  const idOf = new Map<object, string>();
  const add = (id: string, entry: EntryData, record: Omit<RuleRecord, 'id'>, obj?: object) => {
    let unique = id;
    for (let n = 2; byId.has(unique); n++) unique = `${id}~${n}`;
    const full: RuleRecord = { id: unique, ...record };
    records.push(full);
    byId.set(unique, { ...entry, record: full } as RuleEntry);
    idOf.set(obj ?? full, unique);
  };
  const ws = stack.workspace;

  for (const r of stack.rules) {
    const inert = typedInert(r, ws);
    const never = inert === undefined ? typedNever(r, ws) : undefined;
    // The input the rule's tool carries its value in (a shell call carries a command, even for a rule with a path).
    const key = keyOf(r.tool) ?? (r.command !== undefined ? 'command' : r.path !== undefined ? 'path' : undefined);
    add(
      `${basename(r.source.file)}#${r.index + 1}`,
      { type: 'typed', rule: r },
      {
        source: r.source,
        action: r.action,
        kind: r.command !== undefined ? (r.commandExact ? 'command-exact' : 'command-prefix') : r.path !== undefined ? 'path-exact' : 'tool',
        tool: r.tool,
        pattern: typedPattern(r, ws),
        text: typedText(r),
        key: typedKey(r, ws),
        layer: 'typed-rules',
        scope: r.layer,
        call: { tool: isHardDeny(r) && !inert && policyTool(r.tool) !== 'exec_shell' ? 'exec_shell' : r.tool, ...(key ? { key } : {}) },
        ...(inert ? { inert } : {}),
        ...(never ? { never } : {}),
      },
      r,
    );
  }

  stack.autoAllow.forEach((a, i) => {
    add(
      `${a.source.file ? basename(a.source.file) : 'config.toml'}#auto_allow.${i + 1}`,
      { type: 'auto-allow', prefix: a.prefix },
      {
        source: a.source,
        action: 'allow',
        kind: 'command-prefix',
        tool: 'exec_shell',
        pattern: ruleTokens(a.prefix).join(' '),
        text: `auto_allow = [${JSON.stringify(a.prefix)}]`,
        key: JSON.stringify(['auto_allow', ruleTokens(a.prefix).join(' ')]),
        layer: 'typed-rules',
        call: { tool: 'exec_shell', key: 'command' },
        inert: 'no Codewhale code on the TUI path reads auto_allow: trusted prefixes count only under UnlessTrusted, which the TUI never passes, so it approves nothing',
      },
    );
  });

  (stack.execPolicy?.denies ?? []).forEach((d, i) => {
    add(
      `${basename(d.source.file)}#${i + 1}`,
      { type: 'exec', deny: d },
      {
        source: d.source,
        action: 'deny',
        kind: 'command-glob',
        tool: 'exec_shell',
        pattern: normalizeExecPattern(d.pattern),
        text: `rules.${d.group}.deny ${JSON.stringify(d.pattern)}`,
        key: JSON.stringify(['execpolicy', normalizeExecPattern(d.pattern)]),
        layer: 'sandbox',
        call: { tool: 'exec_shell', key: 'command' },
      },
      d,
    );
  });

  const position = { allow: 0, block: 0 };
  for (const r of stack.autoReview) {
    const n = (r.index ?? position[r.kind]) + 1;
    position[r.kind]++;
    const k = r.tool !== undefined ? keyOf(r.tool) : undefined;
    add(
      `${basename(r.source.file)}#auto_review.${r.kind}.${n}`,
      { type: 'review', rule: r },
      {
        source: r.source,
        action: r.kind === 'block' ? 'deny' : 'allow',
        kind: r.actionKind === undefined ? 'tool' : 'action-kind',
        ...(r.tool !== undefined ? { tool: r.tool } : {}),
        pattern: r.actionKind ?? '',
        text: `[[auto_review.${r.kind}]] ${[r.id && `id = ${JSON.stringify(r.id)}`, r.tool && `tool = ${JSON.stringify(r.tool)}`, r.actionKind && `action_kind = ${JSON.stringify(r.actionKind)}`].filter(Boolean).join(', ')}`,
        key: JSON.stringify(['auto_review', r.tool ?? null, r.actionKind ?? null]),
        layer: 'auto-review',
        ...(r.tool !== undefined ? { call: { tool: r.tool, ...(k ? { key: k } : {}) } } : {}),
      },
      r,
    );
  }

  stack.invariants.forEach((inv, i) => {
    const pattern = inv.paths.length === 1 ? inv.paths[0]! : `{${inv.paths.join(',')}}`;
    add(
      `${basename(inv.source.file)}#${(inv.index ?? i) + 1}`,
      { type: 'law', inv },
      {
        source: inv.source,
        action: inv.action === 'block' ? 'deny' : 'ask',
        kind: 'path-glob',
        pattern,
        text: `${JSON.stringify(inv.text)} protects ${inv.paths.join(', ')} (action ${inv.action})`,
        key: JSON.stringify(['repo-law', [...inv.paths].sort()]),
        layer: 'repo-law',
        call: { tool: 'write_file', key: 'path' },
      },
      inv,
    );
  });

  return { records, byId, idOf, autoAllow: records.filter((r) => byId.get(r.id)?.type === 'auto-allow') };
}

/**
 * Whether a typed rule matches a call in any question Codewhale's policy
 * engine asks of it: the hard deny scan (a hard denied prefix), the
 * selection for a deny-scan segment, the selection for the whole command or
 * a target path.
 */
export function typedMatchesCall(stack: CodewhaleStack, r: TypedRule, call: Call): boolean {
  // A shell call's answer for every rule at once, found through the rule indexes: ruleMatches is asked rule by rule.
  if (policyTool(call.tool) === 'exec_shell' && typeof call.input.command === 'string') return shellMatchSet(stack, call.input.command).has(r);
  const asked = policyQuestions(stack, call);
  if (!asked) return false;
  if (asked.hard !== undefined && isHardDeny(r) && denyScanTargets(asked.hard).some((t) => deniedPrefixMatches(r.command!, t))) return true;
  return asked.segments.some((q) => typedRuleMatches(r, q)) || asked.whole.some((q) => typedRuleMatches(r, q));
}

/**
 * Every typed rule some question for this shell command matches: the hard
 * prefixes some deny-scan target matches, and what each segment and the
 * whole command select among (the same questions as above, each answered
 * through the index). Once per stack and command.
 */
const shellMatchSet = byObjectAndText((stack: CodewhaleStack, command: string): Set<TypedRule> => {
  const reading = shellReading(stack, command);
  const out = new Set<TypedRule>();
  if (readQuestions(reading).hard !== undefined) for (const h of readHard(reading)) out.add(h.rule);
  for (const a of readSegments(reading)) for (const r of a.all) out.add(r);
  for (const r of readWhole(reading).all) out.add(r);
  return out;
});

/** Engine.ruleMatches: the rule's own matcher, ignoring precedence and every other layer. */
export function codewhaleRuleMatches(stack: CodewhaleStack, record: RuleRecord, call: Call): boolean {
  const e = ruleTable(stack).byId.get(record.id);
  if (!e) return false;
  switch (e.type) {
    case 'typed':
      return typedMatchesCall(stack, e.rule, call);
    case 'auto-allow':
      return policyTool(call.tool) === 'exec_shell' && typeof call.input.command === 'string' && allowRuleMatches(e.prefix, commandWords(call.input.command));
    case 'exec':
      return toolInfo(call.tool)?.category === 'shell' && typeof call.input.command === 'string' && execPolicyMatches(e.deny, call.input.command);
    case 'review':
      return reviewRuleMatches(e.rule, call);
    case 'law':
      return matchingInvariant(stack, e.inv, call) !== undefined;
  }
}
