/**
 * Codex's exec policy (`codex-rs/execpolicy`): `prefix_rule`,
 * `host_executable` and `network_rule` read from rules files with the same
 * load errors (`parser.rs`), and the matcher (`policy.rs`, `rule.rs`): rules
 * keyed by their first token, each pattern token one literal argv word or a
 * list of alternatives, every matching rule collected and the strictest
 * decision winning; absolute (or relative-with-slash) program paths fall
 * back to the basename's rules, gated by `host_executable`.
 */
import { basename, isAbsolute, resolve } from 'node:path';
import type { SourceLoc } from '../../config/errors.js';
import { readStarlark, StarlarkError, type CallStmt, type Value } from './starlark.js';
import { shlexSplit } from './shlex.js';

export type CodexDecision = 'allow' | 'prompt' | 'forbidden';
const ORDER: Record<CodexDecision, number> = { allow: 0, prompt: 1, forbidden: 2 };

export type PatternToken = string | string[];

export interface PrefixRule {
  first: string;
  rest: PatternToken[];
  decision: CodexDecision;
  justification?: string;
  /** Where the `prefix_rule(…)` call is. */
  loc: SourceLoc;
  /** The pattern as written, for messages: `["git", ["push", "fetch"]]`. */
  text: string;
}

export interface Policy {
  byProgram: Map<string, PrefixRule[]>;
  hostExecutables: Map<string, string[]>;
  networkRules: number;
}

export function emptyPolicy(): Policy {
  return { byProgram: new Map(), hostExecutables: new Map(), networkRules: 0 };
}

/** A rules file Codex refuses to load: with it, every rule of every rules file is gone (fail-open). */
export class RulesLoadError extends Error {
  constructor(
    message: string,
    readonly loc: SourceLoc,
    /** True when Codex would load it and only whale-perm cannot read it. */
    readonly unsupported = false,
  ) {
    super(message);
  }
}

export interface RuleMatch {
  matchedPrefix: string[];
  decision: CodexDecision;
  justification?: string;
  resolvedProgram?: string;
  rule: PrefixRule;
}

export function strictest(ds: readonly CodexDecision[]): CodexDecision | undefined {
  let best: CodexDecision | undefined;
  for (const d of ds) if (best === undefined || ORDER[d] > ORDER[best]) best = d;
  return best;
}

function tokenMatches(t: PatternToken, word: string): boolean {
  return typeof t === 'string' ? t === word : t.includes(word);
}

function ruleMatch(r: PrefixRule, argv: readonly string[]): string[] | undefined {
  const n = r.rest.length + 1;
  if (argv.length < n || argv[0] !== r.first) return undefined;
  for (let i = 0; i < r.rest.length; i++) if (!tokenMatches(r.rest[i]!, argv[i + 1]!)) return undefined;
  return argv.slice(0, n);
}

/**
 * The rules that match one argv, in the order they were added. With
 * `resolveHost` (Codex's session always; `execpolicy check` with
 * --resolve-host-executables), a program given as a path that no rule names
 * exactly falls back to its basename's rules, if `host_executable` allows
 * that path.
 */
export function matchesFor(p: Policy, argv: readonly string[], opts: { resolveHost: boolean; cwd: string }): RuleMatch[] {
  const first = argv[0];
  if (first === undefined) return [];
  const direct: RuleMatch[] = [];
  for (const r of p.byProgram.get(first) ?? []) {
    const m = ruleMatch(r, argv);
    if (m) direct.push({ matchedPrefix: m, decision: r.decision, ...(r.justification !== undefined ? { justification: r.justification } : {}), rule: r });
  }
  if (direct.length > 0 || !opts.resolveHost || !first.includes('/')) return direct;
  const abs = resolve(opts.cwd, first);
  const name = basename(abs);
  const allowed = p.hostExecutables.get(name);
  if (allowed && !allowed.includes(abs)) return [];
  const out: RuleMatch[] = [];
  const renamed = [name, ...argv.slice(1)];
  for (const r of p.byProgram.get(name) ?? []) {
    const m = ruleMatch(r, renamed);
    if (m) out.push({ matchedPrefix: m, decision: r.decision, ...(r.justification !== undefined ? { justification: r.justification } : {}), resolvedProgram: abs, rule: r });
  }
  return out;
}

// ---------- loading ----------

const describe = (v: Value): string => (v.kind === 'str' ? 'string' : v.kind === 'list' ? 'list' : v.kind === 'bool' ? 'bool' : v.kind === 'int' ? 'int' : 'NoneType');

function bind(call: CallStmt, params: readonly string[], required: readonly string[], file: string): Map<string, Value> {
  const at = { file, line: call.pos.line, column: call.pos.column };
  const out = new Map<string, Value>();
  if (call.args.length > params.length) throw new RulesLoadError(`Too many positional arguments for call to ${call.fn}`, at);
  call.args.forEach((v, i) => out.set(params[i]!, v));
  const extra = call.kwargs.filter((kw) => !params.includes(kw.name)).map((kw) => `\`${kw.name}\``);
  if (extra.length > 0) throw new RulesLoadError(`Found ${extra.join(', ')} extra named parameter(s) for call to ${call.fn}`, at);
  for (const kw of call.kwargs) {
    if (out.has(kw.name)) throw new RulesLoadError(`Repeated parameter \`${kw.name}\` for call to ${call.fn}`, at);
    out.set(kw.name, kw.value);
  }
  for (const r of required) if (!out.has(r)) throw new RulesLoadError(`Missing parameter \`${r}\` for call to ${call.fn}`, at);
  return out;
}

function optStr(v: Value | undefined, what: string, at: SourceLoc): string | undefined {
  if (v === undefined || v.kind === 'none') return undefined;
  if (v.kind !== 'str') throw new RulesLoadError(`Type of parameter \`${what}\` doesn't match, expected \`str\`, actual \`${describe(v)}\``, at);
  return v.value;
}

function parseDecision(raw: string, at: SourceLoc): CodexDecision {
  if (raw === 'allow' || raw === 'prompt' || raw === 'forbidden') return raw;
  throw new RulesLoadError(`invalid decision: ${raw}`, at);
}

function listOf(v: Value | undefined, what: string, at: SourceLoc): Value[] {
  if (v === undefined || v.kind === 'none') return [];
  if (v.kind !== 'list') throw new RulesLoadError(`Type of parameter \`${what}\` doesn't match, expected \`list\`, actual \`${describe(v)}\``, at);
  return v.items;
}

function example(v: Value, at: SourceLoc): string[] {
  if (v.kind === 'str') {
    const t = shlexSplit(v.value);
    if (t === undefined) throw new RulesLoadError('example string has invalid shell syntax', at);
    if (t.length === 0) throw new RulesLoadError('example cannot be an empty string', at);
    return t;
  }
  if (v.kind === 'list') {
    const t = v.items.map((x) => {
      if (x.kind !== 'str') throw new RulesLoadError(`example tokens must be strings (got ${describe(x)})`, at);
      return x.value;
    });
    if (t.length === 0) throw new RulesLoadError('example cannot be an empty list', at);
    return t;
  }
  throw new RulesLoadError(`example must be a string or list of strings (got ${describe(v)})`, at);
}

interface Pending {
  rules: PrefixRule[];
  matches: string[][];
  notMatches: string[][];
  at: SourceLoc;
}

function render(words: string[]): string {
  return words.map((w) => (/^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'"'"'`)}'`)).join(' ');
}

function validHostName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !name.includes('/');
}

/** Adds one rules file to `into`, as Codex's `PolicyParser::parse` does; throws RulesLoadError where Codex fails to load. */
export function addRulesFile(into: Policy, text: string, file: string, cwd: string): PrefixRule[] {
  let calls: CallStmt[];
  try {
    calls = readStarlark(text);
  } catch (e) {
    if (e instanceof StarlarkError) throw new RulesLoadError(e.message, { file, line: e.pos.line, column: e.pos.column }, e.unsupported);
    throw e;
  }
  const added: PrefixRule[] = [];
  const pending: Pending[] = [];
  // Evaluate into a scratch copy: a file that fails adds nothing.
  const scratch: Policy = { byProgram: new Map([...into.byProgram].map(([k, v]) => [k, [...v]])), hostExecutables: new Map(into.hostExecutables), networkRules: into.networkRules };
  for (const call of calls) {
    const at: SourceLoc = { file, line: call.pos.line, column: call.pos.column, endLine: call.end.line, endColumn: call.end.column };
    if (call.fn === 'prefix_rule') {
      const a = bind(call, ['pattern', 'decision', 'match', 'not_match', 'justification'], ['pattern'], file);
      const pat = a.get('pattern')!;
      if (pat.kind !== 'list') throw new RulesLoadError(`Type of parameter \`pattern\` doesn't match, expected \`list\`, actual \`${describe(pat)}\``, at);
      const rawDecision = optStr(a.get('decision'), 'decision', at);
      const decision = rawDecision === undefined ? 'allow' : parseDecision(rawDecision, at);
      const justification = optStr(a.get('justification'), 'justification', at);
      if (justification !== undefined && justification.trim() === '') throw new RulesLoadError('justification cannot be empty', at);
      const tokens: PatternToken[] = pat.items.map((v) => {
        if (v.kind === 'str') return v.value;
        if (v.kind === 'list') {
          const alts = v.items.map((x) => {
            if (x.kind !== 'str') throw new RulesLoadError(`pattern alternative must be a string (got ${describe(x)})`, at);
            return x.value;
          });
          if (alts.length === 0) throw new RulesLoadError('pattern alternatives cannot be empty', at);
          return alts.length === 1 ? alts[0]! : alts;
        }
        throw new RulesLoadError(`pattern element must be a string or list of strings (got ${describe(v)})`, at);
      });
      if (tokens.length === 0) throw new RulesLoadError('pattern cannot be empty', at);
      const matches = listOf(a.get('match'), 'match', at).map((v) => example(v, at));
      const notMatches = listOf(a.get('not_match'), 'not_match', at).map((v) => example(v, at));
      const [head, ...rest] = tokens;
      const text = JSON.stringify(tokens);
      const rules = (typeof head === 'string' ? [head] : head!).map((first) => ({ first, rest, decision, ...(justification !== undefined ? { justification } : {}), loc: at, text }));
      pending.push({ rules, matches, notMatches, at });
      for (const r of rules) {
        const list = scratch.byProgram.get(r.first) ?? [];
        list.push(r);
        scratch.byProgram.set(r.first, list);
        added.push(r);
      }
    } else if (call.fn === 'host_executable') {
      const a = bind(call, ['name', 'paths'], ['name', 'paths'], file);
      const name = optStr(a.get('name'), 'name', at);
      if (name === undefined) throw new RulesLoadError('Type of parameter `name` doesn\'t match, expected `str`, actual `NoneType`', at);
      if (name === '') throw new RulesLoadError('host_executable name cannot be empty', at);
      if (!validHostName(name)) throw new RulesLoadError(`host_executable name must be a bare executable name (got ${name})`, at);
      const paths: string[] = [];
      for (const v of listOf(a.get('paths'), 'paths', at)) {
        if (v.kind !== 'str') throw new RulesLoadError(`host_executable paths must be strings (got ${describe(v)})`, at);
        if (!isAbsolute(v.value) && !v.value.startsWith('~/')) throw new RulesLoadError(`host_executable paths must be absolute or use \`~/...\` home-relative syntax (got ${v.value})`, at);
        const abs = resolve(v.value);
        if (basename(abs) !== name) throw new RulesLoadError(`host_executable path \`${v.value}\` must have basename \`${name}\``, at);
        if (!paths.includes(abs)) paths.push(abs);
      }
      scratch.hostExecutables.set(name, paths);
    } else if (call.fn === 'network_rule') {
      const a = bind(call, ['host', 'protocol', 'decision', 'justification'], ['host', 'protocol', 'decision'], file);
      const host = optStr(a.get('host'), 'host', at) ?? '';
      const protocol = optStr(a.get('protocol'), 'protocol', at) ?? '';
      if (!['http', 'https', 'https_connect', 'http-connect', 'socks5_tcp', 'socks5_udp'].includes(protocol)) throw new RulesLoadError(`network_rule protocol must be one of http, https, socks5_tcp, socks5_udp (got ${protocol})`, at);
      const d = optStr(a.get('decision'), 'decision', at) ?? '';
      if (d !== 'deny') parseDecision(d, at);
      const j = optStr(a.get('justification'), 'justification', at);
      if (j !== undefined && j.trim() === '') throw new RulesLoadError('justification cannot be empty', at);
      if (!host.trim() || /:\/\/|[/?#*\s]/.test(host.trim())) throw new RulesLoadError('network_rule host must be a specific hostname or IP literal', at);
      scratch.networkRules++;
    } else {
      throw new RulesLoadError(`Variable \`${call.fn}\` not found`, at);
    }
  }
  for (const v of pending) {
    const local: Policy = { byProgram: new Map(), hostExecutables: scratch.hostExecutables, networkRules: 0 };
    for (const r of v.rules) local.byProgram.set(r.first, [...(local.byProgram.get(r.first) ?? []), r]);
    for (const ex of v.notMatches) if (matchesFor(local, ex, { resolveHost: true, cwd }).length > 0) throw new RulesLoadError(`expected example to not match rule ${v.rules[0]!.text}: ${render(ex)}`, v.at);
    const unmatched = v.matches.filter((ex) => matchesFor(local, ex, { resolveHost: true, cwd }).length === 0);
    if (unmatched.length > 0) throw new RulesLoadError(`expected every example to match at least one rule; unmatched examples: ${unmatched.map(render).join(', ')}`, v.at);
  }
  into.byProgram = scratch.byProgram;
  into.hostExecutables = scratch.hostExecutables;
  into.networkRules = scratch.networkRules;
  return added;
}
