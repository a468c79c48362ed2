/**
 * Gemini CLI's `PolicyEngine.check` (gemini-cli-core `policy/policy-engine.ts`)
 * for one tool call: the first rule by priority whose filters match, the
 * shell heuristics for rules without an args pattern, and for the shell tool
 * the sub-command re-check (heuristics off), the redirection downgrade and
 * the parse-failure fallbacks. Pure: it narrates every step it takes, so the
 * pipeline's layers can show them.
 */
import { resolve } from 'node:path';
import { NOT_COMMANDS, hasRedirection, parseCommandDetails, stripShellWrapper } from './reading.js';
import { containsGit, isDangerous, isKnownSafe, isSubpath, type Place } from './safety.js';
import type { GeminiDecision, GeminiMode, GeminiRule } from './stack.js';
import { BadSubstitution, shellWords } from './words.js';
import { SHELL_TOOL } from './load.js';

export const SHELL_TOOLS: readonly string[] = [SHELL_TOOL, 'ShellTool'];

export interface CheckContext {
  rules: readonly GeminiRule[];
  mode: GeminiMode;
  nonInteractive: boolean;
  trusted: boolean;
  workspace: string;
  home: string;
  serverName?: string;
}

export interface CheckCall {
  name: string;
  args: Record<string, unknown>;
}

/** What one step of the engine did, for the trace. */
export interface Step {
  kind: 'match' | 'no-match' | 'heuristic' | 'parse-failed' | 'redirection' | 'part' | 'wrapper';
  text: string;
  rule?: GeminiRule;
  decision?: GeminiDecision;
}

export interface CheckResult {
  decision: GeminiDecision;
  rule: GeminiRule | undefined;
  /** The rule that matched the whole call first (before parts and downgrades). */
  matched: GeminiRule | undefined;
  steps: Step[];
  /** The sub-commands re-checked, with their own results. */
  parts: { text: string; result: CheckResult }[];
}

/** `stableStringify`: keys sorted, each top-level pair wrapped in NUL characters. */
export function stableArgs(args: unknown): string {
  const go = (v: unknown, top: boolean, seen: Set<unknown>): string => {
    if (v === undefined || v === null || typeof v === 'function' || typeof v === 'symbol') return 'null';
    if (typeof v !== 'object') return JSON.stringify(v) ?? 'null';
    if (seen.has(v)) return '"[Circular]"';
    seen.add(v);
    try {
      if (Array.isArray(v)) return `[${v.map((x) => go(x, false, seen)).join(',')}]`;
      const pairs: string[] = [];
      for (const k of Object.keys(v).sort()) {
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        const pair = `${JSON.stringify(k)}:${go(x, false, seen)}`;
        pairs.push(top ? `\0${pair}\0` : pair);
      }
      return `{${pairs.join(',')}}`;
    } finally {
      seen.delete(v);
    }
  };
  return go(args, true, new Set());
}

function wildcard(pattern: string, tool: string, server: string | undefined): boolean {
  if (pattern === '*') return true;
  if (pattern === 'mcp_*') return server !== undefined;
  if (pattern.startsWith('mcp_') && pattern.endsWith('_*')) {
    const s = pattern.slice(4, -2);
    return server === s && tool.startsWith(`mcp_${s}_`);
  }
  return tool === pattern;
}

/** `ruleMatches`: modes, subagent, MCP server, tool name, annotations, args pattern, interactivity. */
export function ruleMatches(rule: GeminiRule, call: CheckCall, json: string, ctx: CheckContext): boolean {
  if (rule.modes && rule.modes.length > 0 && !rule.modes.includes(ctx.mode)) return false;
  if (rule.subagent !== undefined) return false;
  if (rule.mcpName !== undefined) {
    if (rule.mcpName === '*' ? ctx.serverName === undefined : ctx.serverName !== rule.mcpName) return false;
  }
  if (rule.toolName !== '*') {
    if (rule.toolName.includes('*')) {
      if (!wildcard(rule.toolName, call.name, ctx.serverName)) return false;
    } else if (call.name !== rule.toolName) return false;
  }
  if (rule.toolAnnotations) return false;
  if (rule.argsPattern && !rule.argsPattern.test(json)) return false;
  if (rule.interactive !== undefined && rule.interactive === ctx.nonInteractive) return false;
  return true;
}

/**
 * The rules that can match a call, in their order, from an index instead of
 * a scan (thousands of rules). A `commandPrefix` rule's pattern is
 * `"command":"<prefix>` then a space, a quote or an escaped quote, so over
 * flat arguments (no nested object, where a `"command"` key could hide) it
 * can only match a command that starts with its prefix: its first word (up
 * to a space or quote) is the command's. Every other rule is always a
 * candidate. The engine's first-match-by-priority loop runs over these in
 * the same order, so it picks the same rule.
 */
interface RuleIndex {
  /** Prefix rules by the first word of the prefix, with their positions. */
  byWord: Map<string, number[]>;
  /** Positions of every other rule. */
  rest: number[];
}

const ruleIndexes = new WeakMap<readonly GeminiRule[], RuleIndex>();
const PLAIN_PREFIX = /^[\x20-\x7e]*$/;
const firstWord = (text: string) => text.split(/[\s"]/, 1)[0]!;

function indexOf(rules: readonly GeminiRule[]): RuleIndex {
  let ix = ruleIndexes.get(rules);
  if (ix) return ix;
  ix = { byWord: new Map(), rest: [] };
  rules.forEach((r, i) => {
    const p = r.written?.key === 'commandPrefix' ? r.written.value : undefined;
    if (p === undefined || !PLAIN_PREFIX.test(p) || p.includes('\\')) return ix!.rest.push(i);
    const w = firstWord(p);
    const l = ix!.byWord.get(w);
    if (l) l.push(i);
    else ix!.byWord.set(w, [i]);
  });
  ruleIndexes.set(rules, ix);
  return ix;
}

export function candidateRules(rules: readonly GeminiRule[], args: Record<string, unknown>): readonly GeminiRule[] {
  if (rules.length < 64) return rules;
  if (Object.values(args).some((v) => v !== null && typeof v === 'object')) return rules;
  const ix = indexOf(rules);
  const command = args['command'];
  const hits = typeof command === 'string' ? (ix.byWord.get(firstWord(command)) ?? []) : [];
  // Merge the two ascending position lists.
  const out: GeminiRule[] = [];
  let a = 0;
  let b = 0;
  while (a < hits.length || b < ix.rest.length) {
    if (b >= ix.rest.length || (a < hits.length && hits[a]! < ix.rest[b]!)) out.push(rules[hits[a++]!]!);
    else out.push(rules[ix.rest[b++]!]!);
  }
  return out;
}

function place(ctx: CheckContext, dirPath: unknown): Place {
  const cwd = typeof dirPath === 'string' && dirPath ? resolve(ctx.workspace, dirPath) : ctx.workspace;
  return { workspace: ctx.workspace, cwd, home: ctx.home };
}

function splitForSafety(script: string): string[] | undefined {
  const p = parseCommandDetails(script);
  if (!p || p.hasError) return [];
  return p.details.filter((d) => !NOT_COMMANDS.has(d.name)).map((d) => d.text).filter(Boolean);
}

/** `applyShellHeuristics`: workspace, untrusted git, dangerous, known safe. */
function heuristics(command: string, decision: GeminiDecision, dirPath: unknown, ctx: CheckContext, steps: Step[]): GeminiDecision {
  if (decision === 'deny') return 'deny';
  let words: string[];
  try {
    words = shellWords(command);
  } catch (e) {
    if (e instanceof BadSubstitution) return decision;
    throw e;
  }
  const p = place(ctx, dirPath);
  const outside = p.cwd !== p.workspace && !isSubpath(p.workspace, p.cwd);
  if (outside && ctx.mode !== 'yolo') {
    steps.push({ kind: 'heuristic', text: 'dir_path is outside the workspace: ask', decision: 'ask_user' });
    return 'ask_user';
  }
  if (containsGit(words) && !ctx.trusted) {
    steps.push({ kind: 'heuristic', text: 'a git command in an untrusted folder: ask', decision: 'ask_user' });
    return 'ask_user';
  }
  if (isDangerous(words)) {
    if (ctx.mode === 'yolo') {
      steps.push({ kind: 'heuristic', text: 'dangerous command, but yolo keeps the decision' });
      return decision;
    }
    steps.push({ kind: 'heuristic', text: 'dangerous command (forced rm, sudo …, find -exec/-delete, git -c, ln -s …): ask', decision: 'ask_user' });
    return 'ask_user';
  }
  if (decision === 'ask_user' && isKnownSafe(words, p, splitForSafety, (s) => shellWords(s))) {
    if (outside) return 'ask_user';
    if (containsGit(words) && !ctx.trusted) return 'ask_user';
    steps.push({ kind: 'heuristic', text: 'known-safe read-only command: ask becomes allow', decision: 'allow' });
    return 'allow';
  }
  return decision;
}

function shouldDowngrade(command: string, allowRedirection: boolean | undefined, ctx: CheckContext): boolean {
  if (allowRedirection) return false;
  if (!hasRedirection(command)) return false;
  return ctx.mode !== 'autoEdit' && ctx.mode !== 'yolo';
}

function defaultDecision(ctx: CheckContext): GeminiDecision {
  return ctx.nonInteractive ? 'deny' : 'ask_user';
}

function checkShell(call: CheckCall, command: string | undefined, ruleDecision: GeminiDecision, allowRedirection: boolean | undefined, rule: GeminiRule | undefined, ctx: CheckContext, steps: Step[], parts: CheckResult['parts']): { decision: GeminiDecision; rule: GeminiRule | undefined } {
  if (!command) return { decision: ruleDecision, rule };
  const parsed = parseCommandDetails(command);
  const subs = parsed?.details ?? [];
  if (subs.length === 0 || parsed?.hasError) {
    if (ruleDecision === 'deny') return { decision: 'deny', rule };
    if (ctx.mode === 'yolo') {
      if (rule?.argsPattern) {
        steps.push({ kind: 'parse-failed', text: 'the command does not parse and the rule restricts arguments: deny in yolo', decision: 'deny' });
        return { decision: 'deny', rule };
      }
      return { decision: 'allow', rule };
    }
    const d = defaultDecision(ctx);
    steps.push({ kind: 'parse-failed', text: `the command does not parse: the default decision (${d}) applies`, decision: d });
    return { decision: d, rule };
  }
  if (ruleDecision === 'deny') return { decision: 'deny', rule };
  let agg = ruleDecision;
  let responsible: GeminiRule | undefined = rule && ruleDecision === rule.decision ? rule : undefined;
  if (shouldDowngrade(command, allowRedirection, ctx) && agg === 'allow') {
    steps.push({ kind: 'redirection', text: 'the command redirects and the rule does not set allowRedirection: allow becomes ask', decision: 'ask_user' });
    agg = 'ask_user';
    responsible = undefined;
  }
  const args = call.args;
  for (const d of subs) {
    if (NOT_COMMANDS.has(d.name)) continue;
    const sub = d.text.trim();
    const atomic = sub === command || (d.startIndex === 0 && d.text.length === command.length);
    const stripped = stripShellWrapper(sub);
    if (stripped !== sub) {
      const r = check({ name: call.name, args: { command: stripped, dir_path: args['dir_path'] } }, ctx, true);
      parts.push({ text: stripped, result: r });
      steps.push({ kind: 'wrapper', text: `shell wrapper body re-checked: ${stripped}`, decision: r.decision, ...(r.rule ? { rule: r.rule } : {}) });
      if (r.decision === 'deny') return { decision: 'deny', rule: r.rule };
      if (r.decision === 'ask_user') {
        responsible = agg === 'allow' ? r.rule : (responsible ?? r.rule);
        agg = 'ask_user';
      }
    }
    if (!atomic) {
      const r = check({ name: call.name, args: { command: sub, dir_path: args['dir_path'] } }, ctx, true);
      parts.push({ text: sub, result: r });
      steps.push({ kind: 'part', text: sub, decision: r.decision, ...(r.rule ? { rule: r.rule } : {}) });
      if (r.decision === 'deny') return { decision: 'deny', rule: r.rule };
      if (r.decision === 'ask_user') {
        responsible = agg === 'allow' ? r.rule : (responsible ?? r.rule);
        agg = 'ask_user';
      }
      if (r.decision === 'allow' && shouldDowngrade(sub, allowRedirection, ctx) && agg === 'allow') {
        steps.push({ kind: 'redirection', text: `part '${sub}' redirects: allow becomes ask`, decision: 'ask_user' });
        agg = 'ask_user';
        responsible = undefined;
      }
    }
  }
  return { decision: agg, rule: agg === ruleDecision ? rule : responsible };
}

/** One `PolicyEngine.check` (with `skipHeuristics` for the re-checks of parts). */
export function check(call: CheckCall, ctx: CheckContext, skipHeuristics = false): CheckResult {
  const steps: Step[] = [];
  const parts: CheckResult['parts'] = [];
  const json = stableArgs(call.args);
  const shell = SHELL_TOOLS.includes(call.name);
  const command = shell && typeof call.args['command'] === 'string' ? (call.args['command'] as string) : undefined;
  const dirPath = shell ? call.args['dir_path'] : undefined;
  for (const rule of candidateRules(ctx.rules, call.args)) {
    if (!ruleMatches(rule, call, json, ctx)) continue;
    steps.push({ kind: 'match', text: `first match: ${rule.decision} (${rule.source}, priority ${round(rule.priority)})`, rule, decision: rule.decision });
    let d = rule.decision;
    if (!skipHeuristics && shell && command && !rule.argsPattern) d = heuristics(command, d, dirPath, ctx, steps);
    if (shell) {
      const r = checkShell(call, command, d, rule.allowRedirection, rule, ctx, steps, parts);
      return { decision: r.decision, rule: r.rule, matched: rule, steps, parts };
    }
    return { decision: d, rule, matched: rule, steps, parts };
  }
  if (ctx.mode === 'yolo') {
    steps.push({ kind: 'no-match', text: 'no rule matches; yolo allows', decision: 'allow' });
    return { decision: 'allow', rule: undefined, matched: undefined, steps, parts };
  }
  const def = defaultDecision(ctx);
  steps.push({ kind: 'no-match', text: `no rule matches: the default decision (${def})`, decision: def });
  if (shell) {
    let d = def;
    if (!skipHeuristics && command) d = heuristics(command, d, dirPath, ctx, steps);
    const r = checkShell(call, command, d, false, undefined, ctx, steps, parts);
    return { decision: r.decision, rule: r.rule, matched: undefined, steps, parts };
  }
  return { decision: def, rule: undefined, matched: undefined, steps, parts };
}

export function round(p: number): number {
  return Math.round(p * 1000) / 1000;
}
