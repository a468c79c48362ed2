/**
 * The rule table the shared checks read: the engine's rules as data
 * (Engine.rules), its matcher (Engine.ruleMatches) and its evaluation of
 * each rule's own call, computed once per lint run and shared by every
 * check. Linear: one evaluation per rule, a bounded number of matcher calls.
 *
 * Checks about what rules do judge them in the trusted view when the run is
 * not trusted (`LintContext.asTrusted`), so a rule that applies once the
 * workspace is trusted is still judged; `heldNote` says so in the message.
 */
import type { SourceLoc } from '../config/errors.js';
import type { Call, Decision, RuleMatch, RuleRecord, Trace } from '../core/types.js';
import type { HookVerdict } from '../engines/types.js';
import { literalWords } from './reach.js';
import { rawSamples } from './samples.js';
import type { LintContext, Witness } from './types.js';

/** An engine's action word as a decision (`prompt`, `ask_user` → ask; `forbidden` → deny). */
export function verdictOf(action: string): Decision | undefined {
  const a = action.toLowerCase();
  if (a === 'allow' || a === 'approve' || a === 'auto_allow' || a === 'trust') return 'allow';
  if (a === 'ask' || a === 'prompt' || a === 'ask_user' || a === 'confirm') return 'ask';
  if (a === 'deny' || a === 'forbidden' || a === 'block' || a === 'reject') return 'deny';
  return undefined;
}

export interface RuleTable {
  /** The context whose rules are judged (the trusted twin when there is one). */
  view: LintContext;
  rules: readonly RuleRecord[];
  byId: ReadonlyMap<string, RuleRecord>;
  /** Calls the rule names that its own matcher matches, most neutral first (at most a handful). */
  samplesOf(r: RuleRecord): readonly Call[];
  /** The engine's matcher. */
  matches(r: RuleRecord, call: Call): boolean;
  /** The calls the rule names (src/lint/samples.ts), before the matcher is asked: computed once. */
  named(r: RuleRecord): readonly Call[];
  /** Whether the rule matches at least one call it names (cheaper than samplesOf: stops at the first). */
  matchesItsOwn(r: RuleRecord): boolean;
  /**
   * Rules that could match every call `r` matches, from an index (not a
   * scan): for a command rule, the rules of its tool whose literal head is a
   * prefix of its own, and every rule of another matcher kind on its tool
   * (exact commands cover only their own key); for a rule of another kind,
   * those and the command rules headed by the first word of the call it
   * names (a rule with its key included). Never `r`, or one of lower rank.
   */
  candidatesOver(r: RuleRecord): readonly RuleRecord[];
  /** The trace of the rule's first sample, evaluated with every hook silent; undefined when it has none. */
  traceOf(r: RuleRecord): Trace | undefined;
  /** The trace's entry for this rule, when it matched. */
  matchOf(r: RuleRecord): RuleMatch | undefined;
  /** Evaluates a call with every hook silent (memoized). */
  evaluate(call: Call): Trace | undefined;
  /**
   * `evaluate`, without keeping a trace it had to make: for a check that
   * reads each of its calls' traces once (path-never-matches, one call per
   * rule), where the memo would only hold thousands of traces alive.
   */
  probe(call: Call): Trace | undefined;
  /** Hook verdicts meaning "no objection" for each hook, as used by `evaluate`. */
  silentHooks: Readonly<Record<string, HookVerdict>>;
  /** ` (…applies once the workspace is trusted…)` for a rule the real run holds back, else ''. */
  heldNote(r: RuleRecord): string;
}

const tables = new WeakMap<LintContext, RuleTable | null>();

export function ruleTable(ctx: LintContext): RuleTable | undefined {
  const hit = tables.get(ctx);
  if (hit !== undefined) return hit ?? undefined;
  const t = build(ctx);
  tables.set(ctx, t ?? null);
  return t;
}

function build(ctx: LintContext): RuleTable | undefined {
  const view = ctx.asTrusted ?? ctx;
  const engine = view.engine;
  if (!engine.rules || !engine.ruleMatches) return undefined;
  const rulesFn = engine.rules.bind(engine);
  const matchFn = engine.ruleMatches.bind(engine);
  const rules = rulesFn(view.stack);
  const byId = new Map(rules.map((r) => [r.id, r]));
  // The same stack in both views holds nothing back (every active rule is active in the real run): no note to add.
  const realActive = view === ctx || view.stack === ctx.stack ? undefined : new Set(rulesFn(ctx.stack).filter((r) => r.inert === undefined).map((r) => r.id));
  // A hook raises no objection: one that fails open gives no verdict; one that fails closed must allow.
  const silentHooks: Record<string, HookVerdict> = {};
  for (const h of engine.hooks?.(view.stack) ?? []) silentHooks[h.name] = h.onFailure === 'open' ? 'error' : 'allow';
  const traces = new Map<string, Trace | undefined>();
  const samples = new Map<string, Call[]>();
  const evaluate = (call: Call): Trace | undefined => {
    const k = JSON.stringify(call);
    if (!traces.has(k)) traces.set(k, view.evaluate(call, { hookResults: silentHooks }));
    return traces.get(k);
  };
  // The memo's trace when there is one (the same object `evaluate` gives), else a fresh evaluation: an evaluation is a function of the call.
  const probe = (call: Call): Trace | undefined => {
    const k = JSON.stringify(call);
    return traces.has(k) ? traces.get(k) : view.evaluate(call, { hookResults: silentHooks });
  };
  // The matcher's answer per (call object, rule): checks ask it again about the same calls (a rule's samples, its candidates').
  // Most calls are asked about one rule only (the rule that names them): that first answer is kept inline, and a
  // map is made only for a call asked about a second rule. Keyed by object identity, so dropped with the call.
  const matchMemo = new WeakMap<Call, { rule: RuleRecord; value: boolean; more?: Map<RuleRecord, boolean> }>();
  const ask = (r: RuleRecord, call: Call): boolean => {
    try {
      return matchFn(view.stack, r, call);
    } catch {
      return false;
    }
  };
  const matches = (r: RuleRecord, call: Call): boolean => {
    const m = matchMemo.get(call);
    if (!m) {
      const value = ask(r, call);
      matchMemo.set(call, { rule: r, value });
      return value;
    }
    if (m.rule === r) return m.value;
    let v = m.more?.get(r);
    if (v === undefined) (m.more ??= new Map()).set(r, (v = ask(r, call)));
    return v;
  };
  const namedCache = new Map<string, Call[]>();
  const named = (r: RuleRecord): Call[] => {
    let n = namedCache.get(r.id);
    if (!n) namedCache.set(r.id, (n = rawSamples(r)));
    return n;
  };
  const index = indexRules(rules, contextPaths(view.stack, rules));
  const candidatesOver = (r: RuleRecord): RuleRecord[] => {
    const tool = r.call?.tool ?? r.tool ?? '';
    const out = new Set<RuleRecord>();
    const add = (xs: readonly RuleRecord[] | undefined) => xs?.forEach((x) => x !== r && !(x.rank !== undefined && r.rank !== undefined && x.rank < r.rank) && out.add(x));
    // A path rule is offered only the literal path rules whose last component could be in a path it names.
    const pathlike = PATHLIKE.has(r.kind);
    for (const t of tool === '' ? [''] : [tool, '']) {
      add(index.other.get(t));
      const lit = index.literalPaths.get(t);
      if (lit && pathlike) addByPrefixes(named(r), lit, index.literalPrefixes.get(t)!, add);
      else lit?.forEach(add);
      if (r.kind === 'path-exact') add(index.exactPaths.get(t)?.get(r.pattern));
      if (!HEADED.has(r.kind)) {
        // Its head is unknown: the leading-wildcard rules, and those headed by the first word of the call it names.
        const call = named(r)[0];
        const first = typeof call?.input.command === 'string' ? call.input.command.trim().split(/\s+/, 1)[0] : undefined;
        add(index.headed.get(t)?.byHead.get(''));
        if (first) add(index.headed.get(t)?.byHead.get(first));
      } else {
        const words = head(r);
        for (let k = 0; k <= words.length; k++) add(index.headed.get(t)?.byHead.get(words.slice(0, k).join(' ')));
      }
    }
    return [...out];
  };
  const matchesItsOwn = (r: RuleRecord): boolean => {
    const known = samples.get(r.id);
    if (known) return known.length > 0;
    return named(r).some((c) => matches(r, c));
  };
  const samplesOf = (r: RuleRecord): Call[] => {
    let s = samples.get(r.id);
    if (!s) {
      s = named(r).filter((c) => matches(r, c));
      samples.set(r.id, s);
    }
    return s;
  };
  const traceOf = (r: RuleRecord): Trace | undefined => {
    const first = samplesOf(r)[0];
    return first ? evaluate(first) : undefined;
  };
  return {
    view,
    rules,
    byId,
    samplesOf,
    matches,
    named,
    matchesItsOwn,
    candidatesOver,
    traceOf,
    matchOf: (r) => traceOf(r)?.matches?.find((m) => m.rule === r.id),
    evaluate,
    probe,
    silentHooks,
    heldNote: (r) => (realActive && r.inert === undefined && !realActive.has(r.id) ? ' (this rule applies once the workspace is trusted; until then the agent holds it back)' : ''),
  };
}

/** Matcher kinds whose literal head words say what they can cover (a rule covers another only if its head is a prefix of the other's). */
const HEADED = new Set(['command-prefix', 'command-glob', 'command-exact']);

function head(r: RuleRecord): string[] {
  if (r.kind === 'command-prefix') return r.pattern.trim().split(/\s+/).filter((w) => w !== '');
  return literalWords(r.pattern).words;
}

interface Index {
  /** Per tool ('' for every tool): headed rules by their head words joined with one space. */
  headed: Map<string, { byHead: Map<string, RuleRecord[]> }>;
  /** Per tool: `path-exact` rules by their pattern (such a rule covers only a rule with that very path). */
  exactPaths: Map<string, Map<string, RuleRecord[]>>;
  /**
   * Per tool: `path-glob` rules written without any wildcard, by their last
   * path component lower-cased (`src/f1.txt` → `f1.txt`). However the engine
   * reads such a pattern (the path itself, a directory and what is under it,
   * a base name at any depth, a string prefix, resolved against a root or a
   * home), the component is the start of a component of every path it
   * matches: a rule is offered only those whose key starts a component of
   * a path it names (`segmentPrefixes`). A component that starts one of the
   * paths a relative path may be resolved against (workspace, homes,
   * anchors) could match through them: such rules stay in `other`.
   */
  literalPaths: Map<string, Map<string, RuleRecord[]>>;
  /** Per tool: every prefix of every key of `literalPaths` (where a walk along a component may stop). */
  literalPrefixes: Map<string, Set<string>>;
  /** Per tool: rules of every other kind. */
  other: Map<string, RuleRecord[]>;
}

/** Matcher kinds whose named calls carry the path they are about (the keys `literalPaths` is read with). */
const PATHLIKE = new Set(['path-glob', 'path-exact']);

/** Splits a path (or any string) into components: slashes, backslashes, white space, quotes, `=` and `:`. */
const SEPARATORS = /[\/\\\s"'=:]+/;

/** The last component of a `path-glob` pattern with no wildcard, escape, brace, class or negation; else undefined. */
function literalKey(r: RuleRecord): string | undefined {
  if (r.kind !== 'path-glob' || r.pattern === '' || /[*?[\]{}!\\\s,"'=:$]/.test(r.pattern)) return undefined;
  const parts = r.pattern.split('/').filter((p) => p !== '');
  const last = parts[parts.length - 1];
  if (last === undefined || last === '.' || last === '..' || last.startsWith('~')) return undefined;
  return last.toLowerCase();
}

/**
 * The literal path rules keyed by a prefix of a component of a string input
 * of the calls (lower-cased), in the order of those prefixes: calls, inputs,
 * components, shortest first. A prefix that starts no key ends its
 * component's walk (no longer prefix can be a key).
 */
function addByPrefixes(calls: readonly Call[], lit: ReadonlyMap<string, RuleRecord[]>, starts: ReadonlySet<string>, add: (xs: readonly RuleRecord[] | undefined) => void): void {
  for (const c of calls) {
    for (const v of Object.values(c.input)) {
      if (typeof v !== 'string') continue;
      for (const seg of v.toLowerCase().split(SEPARATORS)) {
        for (let k = 1; k <= seg.length; k++) {
          const p = seg.slice(0, k);
          if (!starts.has(p)) break;
          add(lit.get(p));
        }
      }
    }
  }
}

function addPrefixes(out: Set<string>, v: string): void {
  for (const seg of v.toLowerCase().split(SEPARATORS)) for (let k = 1; k <= seg.length; k++) out.add(seg.slice(0, k));
}

/** Prefixes of the components of the directories a relative path may be resolved against. */
function contextPaths(stack: unknown, rules: readonly RuleRecord[]): Set<string> {
  const out = new Set<string>();
  const s = (stack ?? {}) as Record<string, unknown>;
  for (const k of ['workspace', 'userHome', 'home', 'cwd']) if (typeof s[k] === 'string') addPrefixes(out, s[k] as string);
  for (const r of rules) if (r.anchor) addPrefixes(out, r.anchor);
  return out;
}

function indexRules(rules: readonly RuleRecord[], context: ReadonlySet<string>): Index {
  const ix: Index = { headed: new Map(), exactPaths: new Map(), literalPaths: new Map(), literalPrefixes: new Map(), other: new Map() };
  for (const r of rules) {
    if (r.inert !== undefined) continue;
    const tool = r.call?.tool ?? r.tool ?? '';
    const lit = literalKey(r);
    if (lit !== undefined && !context.has(lit)) {
      let t = ix.literalPaths.get(tool);
      if (!t) ix.literalPaths.set(tool, (t = new Map()));
      let ps = ix.literalPrefixes.get(tool);
      if (!ps) ix.literalPrefixes.set(tool, (ps = new Set()));
      for (let k = 1; k <= lit.length; k++) ps.add(lit.slice(0, k));
      const l = t.get(lit);
      if (l) l.push(r);
      else t.set(lit, [r]);
      continue;
    }
    if (r.kind === 'path-exact') {
      let t = ix.exactPaths.get(tool);
      if (!t) ix.exactPaths.set(tool, (t = new Map()));
      const l = t.get(r.pattern);
      if (l) l.push(r);
      else t.set(r.pattern, [r]);
      continue;
    }
    if (HEADED.has(r.kind)) {
      let t = ix.headed.get(tool);
      if (!t) ix.headed.set(tool, (t = { byHead: new Map() }));
      const k = head(r).join(' ');
      const l = t.byHead.get(k);
      if (l) l.push(r);
      else t.byHead.set(k, [r]);
    } else {
      const l = ix.other.get(tool);
      if (l) l.push(r);
      else ix.other.set(tool, [r]);
    }
  }
  return ix;
}

/** How a rule is named in a message: its action and the rule as written. */
export function ruleLabel(r: RuleRecord): string {
  const text = r.text.trim();
  const a = r.action.toLowerCase();
  const t = text.toLowerCase();
  // The text already says the action (`allow git`, `decision="allow"`, `(decision allow)`): not twice.
  const says = t.startsWith(`${a} `) || t.includes(`"${a}"`) || t.includes(` ${a})`) || t.includes(`= ${a}`);
  return says ? `\`${text}\`` : `${r.action} rule \`${text}\``;
}

/** Where another rule is, said from `here`: `line 9` in the same file, else `file:line`, else where it came from. */
export function whereOf(other: RuleRecord, here: SourceLoc | null): string {
  if (!other.source) return other.from ?? 'the command line';
  if (here && here.file === other.source.file) return `line ${other.source.line}`;
  const base = other.source.file.split(/[\\/]/).pop() ?? other.source.file;
  return `${base}:${other.source.line}`;
}

/** A witness from an evaluation already made. */
export function witnessFrom(call: Call, t: Trace, hookResults?: Readonly<Record<string, HookVerdict>>): Witness {
  const pinned = hookResults && Object.keys(hookResults).length > 0 ? { hookResults: { ...hookResults } } : {};
  return { call, decision: t.decision, layer: t.decidedBy.layer, reason: t.decidedBy.reason, ...pinned };
}

/** Did the rule alone allow the call (the engine names it as the deciding rule)? */
export function allowedBy(t: Trace, r: RuleRecord): boolean {
  return t.decision === 'allow' && t.decidedBy.rule === r.id;
}
