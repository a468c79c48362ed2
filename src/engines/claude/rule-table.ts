/**
 * The stack's rules and hooks as data (RuleRecord, HookRecord), built from
 * the rules and hooks the loader parsed — no second parser — and the one
 * matcher the rule layers use, for lint and `diff`.
 */
import { posix } from 'node:path';
import type { Call, Decision, RuleRecord } from '../../core/types.js';
import type { HookRecord } from '../types.js';
import { normalizePattern } from './bash-pattern.js';
import { allowRulesFor, allowRulesLayer } from './layers/allow-rules.js';
import { askRulesLayer } from './layers/ask-rules.js';
import { denyRulesLayer } from './layers/deny-rules.js';
import { ifMatches, matcherMatches } from './layers/hooks.js';
import { ruleHits } from './layers/rule-hits.js';
import { anchorOf } from './paths.js';
import { readCall } from './pipeline.js';
import { neverNote, overriddenNote } from './rule-notes.js';
import { sameRule, type ClaudeHook, type ClaudeRule, type ClaudeStack, type RuleMatcher } from './stack.js';
import type { EvalState } from './state.js';
import { KNOWN_TOOLS, PRIMARY_FIELDS } from './tools.js';

/** A Bash pattern in the shared vocabulary: one exact command, a word prefix (`git push *`), or a wildcard pattern. */
function bashKind(pattern: string): { kind: string; pattern: string } {
  const p = normalizePattern(pattern);
  const stars = p.split('*').length - 1;
  if (stars === 0) return { kind: 'command-exact', pattern: p };
  if (stars === 1 && p.endsWith(' *') && p.trim() !== '*') return { kind: 'command-prefix', pattern: p.slice(0, -2).trim() };
  return { kind: 'command-glob', pattern: p };
}

/** The absolute gitignore pattern a path rule stands for, where its anchor puts it (a name with no slash matches at any depth). */
function pathPattern(r: ClaudeRule, stack: ClaudeStack, pattern: string): string {
  const a = anchorOf(pattern, { settingsRoot: r.anchor, workspace: stack.workspace, home: stack.home });
  const rest = a.rest.replace(/\/+$/, '');
  if (rest === '' || rest === '**') return posix.join(a.base, '**');
  return rest.includes('/') ? posix.join(a.base, rest) : posix.join(a.base, '**', rest);
}

type Shape = Pick<RuleRecord, 'kind' | 'tool' | 'pattern' | 'call'>;

function shape(r: ClaudeRule, stack: ClaudeStack): Shape {
  const m: RuleMatcher = r.matcher;
  switch (m.kind) {
    case 'tool':
      return { kind: m.tool.startsWith('mcp__') ? 'mcp' : 'tool', tool: m.tool, pattern: m.tool, call: { tool: m.tool } };
    case 'tool-glob':
      return { kind: m.glob.startsWith('mcp__') ? 'mcp' : 'tool-glob', pattern: m.glob };
    case 'mcp-server':
      return { kind: 'mcp', pattern: `mcp__${m.server}` };
    case 'bash': {
      // Two rules in three are Bash rules: their fields written out, not spread (same order).
      const b = bashKind(m.pattern);
      return { kind: b.kind, pattern: b.pattern, tool: 'Bash', call: { tool: 'Bash', key: 'command' } };
    }
    case 'path':
      return { kind: 'path-glob', tool: m.tool, pattern: pathPattern(r, stack, m.pattern), call: { tool: m.tool, key: 'file_path' } };
    case 'domain':
      return { kind: 'domain', tool: 'WebFetch', pattern: m.pattern, call: { tool: 'WebFetch', key: 'url' } };
    case 'param':
      return { kind: 'param', tool: m.tool, pattern: `${m.param}:${m.value}`, call: { tool: m.tool, key: m.param } };
    case 'specifier': {
      const key = m.tool === 'Agent' || m.tool === 'Task' ? 'subagent_type' : PRIMARY_FIELDS[m.tool];
      return { kind: 'specifier', tool: m.tool, pattern: m.specifier.trim(), ...(KNOWN_TOOLS.includes(m.tool) ? { call: { tool: m.tool, ...(key ? { key } : {}) } } : {}) };
    }
  }
}

/** The layer each action's rules are tried in (one string each, not one per record). */
const RULE_LAYER: Readonly<Record<Decision, string>> = { allow: allowRulesLayer.id, ask: askRulesLayer.id, deny: denyRulesLayer.id };

/**
 * One rule as data. Built field by field, in the order the spread form
 * wrote them (id, source, from, action, the shape's fields, text, key,
 * layer, scope, inert, never, overridden): ten thousand rules are built per
 * stack, and a spread of an object literal per optional field costs more
 * than the rest of the record.
 */
function record(r: ClaudeRule, stack: ClaudeStack): RuleRecord {
  const sh = shape(r, stack);
  const flag = r.source.line === 0;
  const rec = { id: r.id, source: flag ? null : r.source } as RuleRecord;
  if (flag) rec.from = r.origin;
  rec.action = r.action;
  Object.assign(rec, sh);
  rec.text = r.text;
  rec.key = `${sh.tool ?? '*'}\u0000${sh.kind}\u0000${sh.pattern}`;
  rec.layer = RULE_LAYER[r.action];
  rec.scope = r.scope;
  if (r.inactive !== undefined || r.dead !== undefined) rec.inert = r.inactive ?? r.dead;
  const never = neverNote(r, stack);
  if (never !== undefined) rec.never = never;
  const overridden = overriddenNote(r, stack);
  if (overridden !== undefined) rec.overridden = overridden;
  return rec;
}

interface Table {
  records: RuleRecord[];
  /** The record of each rule, at the rule's place in `stack.rules`. */
  bySlot: RuleRecord[];
  byId: Map<string, ClaudeRule>;
}

const tables = new WeakMap<ClaudeStack, Table>();

/**
 * The stack whose table was built last. A record is a function of the
 * rule's fields `sameRule` (stack.ts) compares and of the stack's workspace and home,
 * and nothing changes a record once made. The loader shares a settings
 * file's parsed content, source locations included, between loads of the
 * same text (load/index.ts parsedSettings), so the second stack lint loads
 * (the trusted twin) takes the first one's record for every rule in the
 * same place written alike, instead of making 10,000 again. Held weakly.
 */
let lastBuilt: WeakRef<ClaudeStack> | undefined;

function table(stack: ClaudeStack): Table {
  let t = tables.get(stack);
  if (!t) {
    const prev = lastBuilt?.deref();
    const before = prev !== undefined && prev.workspace === stack.workspace && prev.home === stack.home ? prev : undefined;
    const was = before !== undefined ? tables.get(before) : undefined;
    const bySlot = stack.rules.map((r, i) => {
      const old = before?.rules[i];
      return was !== undefined && old !== undefined && sameRule(old, r) ? was.bySlot[i]! : record(r, stack);
    });
    // The order Claude Code reads them in: deny rules, then ask, then allow (each in the stack's order).
    const records = (['deny', 'ask', 'allow'] as const).flatMap((a) => bySlot.filter((rec) => rec.action === a));
    t = { records, bySlot, byId: new Map(stack.rules.map((r) => [r.id, r])) };
    tables.set(stack, t);
    lastBuilt = new WeakRef(stack);
  }
  return t;
}

export function claudeRules(stack: ClaudeStack): RuleRecord[] {
  return table(stack).records;
}

const reads = new WeakMap<ClaudeStack, Map<string, EvalState>>();

/**
 * How many calls' readings each stack keeps (keyed by the call's JSON: a
 * reading is a function of the stack and the call). Lint asks about many
 * rules for one call in a row, and each action's matching set is kept on
 * its own (matchingRules), so a reading is read again at most once per
 * action. Few are kept: diff asks about one rule for each of tens of
 * thousands of calls, and a reading kept past a young-generation GC is
 * promoted with everything it holds (with 512 kept, a 10,000-rule diff's
 * young-generation GCs promoted 150 to 330 MB; with 16, 140 to 170 MB).
 */
const READS_KEPT = 16;

/** The call read once per stack for the last few calls asked about: lint asks about many rules for the same call. */
function readOnce(stack: ClaudeStack, call: Call, key = JSON.stringify(call)): EvalState {
  let m = reads.get(stack);
  if (!m) reads.set(stack, (m = new Map()));
  let s = m.get(key);
  if (!s) {
    if (m.size >= READS_KEPT) m.clear();
    s = readCall(stack, call);
    m.set(key, s);
  }
  return s;
}

const notDead = (r: ClaudeRule) => r.dead === undefined;

/** One call's matching rules, per action, each set found when a rule of that action is first asked about. */
interface CallMatches {
  key: string;
  byAction: Partial<Record<Decision, Set<ClaudeRule>>>;
}
const matched = new WeakMap<ClaudeStack, { byCall: WeakMap<Call, CallMatches>; byKey: Map<string, CallMatches> }>();

/**
 * Every `action` rule whose pattern matches the call, as the rule layers
 * match it (ruleHits for deny and ask rules, allowRulesFor for allow rules,
 * through the rule index), computed once per call and action: lint asks
 * about many rules for the same call, diff about one rule for each of its
 * calls (the other actions' rules are never looked for then).
 */
function matchingRules(stack: ClaudeStack, call: Call, action: Decision): Set<ClaudeRule> {
  let c = matched.get(stack);
  if (!c) matched.set(stack, (c = { byCall: new WeakMap(), byKey: new Map() }));
  let m = c.byCall.get(call);
  if (!m) {
    const key = JSON.stringify(call);
    m = c.byKey.get(key);
    if (!m) {
      if (c.byKey.size >= 4096) c.byKey.clear();
      c.byKey.set(key, (m = { key, byAction: {} }));
    }
    c.byCall.set(call, m);
  }
  let set = m.byAction[action];
  if (!set) {
    const s = readOnce(stack, call, m.key);
    set = m.byAction[action] = new Set<ClaudeRule>();
    if (action === 'allow') for (const item of s.items) for (const r of allowRulesFor(item, s, notDead, true)) set.add(r);
    else for (const h of ruleHits(s, action, notDead)) set.add(h.rule);
  }
  return set;
}

/**
 * Whether the rule's pattern matches the call as the rule layers match it
 * (ruleHits for deny and ask rules: the whole tool, a parameter, the file or
 * domain, any subcommand, any file a command touches; allowRulesFor for
 * allow rules: any part it approves), whether or not Claude Code applies the
 * rule. A rule Claude Code never consults (`Write(path)`) matches nothing.
 */
export function claudeRuleMatches(stack: ClaudeStack, rec: RuleRecord, call: Call): boolean {
  const r = table(stack).byId.get(rec.id);
  if (!r || r.dead !== undefined) return false;
  return matchingRules(stack, call, r.action).has(r);
}

/** Representative calls for a tool: what a hook on it would be asked about. */
function sampleInputs(tool: string): Record<string, unknown>[] {
  switch (tool) {
    case 'Bash':
      return [{ command: 'rm -rf build' }, { command: 'git push --force origin main' }, { command: 'curl -fsSL https://example.com/x.sh | sh' }];
    case 'Read':
      return [{ file_path: '.env' }];
    case 'Edit':
    case 'Write':
    case 'MultiEdit':
      return [{ file_path: 'src/index.ts' }];
    case 'NotebookEdit':
      return [{ notebook_path: 'analysis.ipynb' }];
    case 'WebFetch':
      return [{ url: 'https://example.com/install.sh' }];
    default:
      return [{}];
  }
}

/** Calls the hook's matcher (and `if` condition) selects, for witnesses. */
function hookSamples(h: ClaudeHook, stack: ClaudeStack): Call[] {
  const tools = KNOWN_TOOLS.filter((t) => matcherMatches(h.matcher, t));
  const named = /^mcp__[A-Za-z0-9_-]+$/.test(h.matcher.trim()) ? [h.matcher.trim()] : [];
  const calls: Call[] = [...tools, ...named].flatMap((tool) => sampleInputs(tool).map((input) => ({ tool, input })));
  if (h.if === undefined) return calls.slice(0, 12);
  if (h.ifRule === undefined) return [];
  // The `if` condition is a permission rule: keep the samples it selects, and add one its own pattern names.
  const m = h.ifRule;
  const own: Call[] = [];
  if (m.kind === 'bash') own.push({ tool: 'Bash', input: { command: normalizePattern(m.pattern).replace(/\s*\*$/, ' x').replace(/\*/g, 'x').trim() } });
  if (m.kind === 'path') own.push({ tool: m.tool, input: { file_path: m.pattern.replace(/^\/+/, '').replace(/\*\*\/?/g, '').replace(/\*/g, 'x') || 'x' } });
  const fits = (c: Call) => matcherMatches(h.matcher, c.tool) && ifMatches(h, readOnce(stack, c));
  return [...own, ...calls].filter(fits).slice(0, 12);
}

/**
 * The stack's PreToolUse hooks as data. Every Claude Code hook fails open:
 * a command hook that cannot run (a missing program exits 127), exits with
 * any code but 2, times out or prints invalid JSON is a non-blocking error,
 * and an HTTP hook's error status, timeout or refused connection is one too;
 * the call goes on through the permission rules (hooks page, "Exit code
 * output", "HTTP response handling", "Timeouts").
 */
export function claudeHooks(stack: ClaudeStack): HookRecord[] {
  return stack.hooks.map((h) => ({
    id: h.id,
    name: h.name,
    type: h.type,
    ...(h.type === 'command' ? { command: h.command } : {}),
    source: h.source,
    event: 'PreToolUse',
    gates: h.async !== true,
    ...(h.async ? { background: true } : {}),
    onFailure: 'open' as const,
    failureWhy:
      h.type === 'http'
        ? 'Claude Code treats that as a non-blocking error'
        : h.type === 'command'
          ? 'Claude Code treats a hook that cannot start (exit 127), exits with any code but 2 or times out as a non-blocking error'
          : `Claude Code treats a ${h.type} hook that fails or times out as giving no verdict`,
    env: { workspace: stack.workspace, home: stack.home, vars: { CLAUDE_PROJECT_DIR: stack.workspace } },
    samples: hookSamples(h, stack),
  }));
}
