/**
 * Which rules matched a call, and how each took part (`Trace.matches`,
 * `decidedBy.rule`), from the pipeline's own results, never a second
 * matcher:
 *
 * - the permission rules: the policy verdict of the `rules` layer
 *   (`policy.ts` `evaluatePolicy`, grok's `GatePreflight::evaluate`) keeps
 *   every deny and ask that matched (the command, a segment, a file a
 *   segment touches), and its allow walk every allow rule each segment
 *   matches. grok merges them deny > ask > allow whatever the order and
 *   names the first of the strongest in merge order (`policy_decision`);
 * - the session grants: the test `session-grants` and `mcp-domain` apply
 *   (`grants.ts`).
 *
 * Effects: the winner is `decided` where its verdict is the decision, else
 * `overridden` by what decided. Under a matching deny every ask and allow is
 * `overridden` by it (the deny is enforced on its own, first); another deny
 * is `shadowed` by the first. Under an ask, allows are `shadowed` (the
 * merged selection prefers the ask), another ask too. An allow on one
 * segment of a chain whose other segment no allow covers is
 * `not-applicable`.
 *
 * `ruleMatches` answers for one rule with the same functions: the policy
 * evaluated over that rule alone, or the grant's own test.
 */
import type { Call, RuleMatch, RuleRecord, Trace } from '../../core/types.js';
import { overlaps } from '../../core/pipeline.js';
import { grantMatches } from './grants.js';
import { lazyField } from '../../core/lazy.js';
import { bashAllowWalk, policyHits, rawPrefixNote, type PolicyVerdict, type RuleHit } from './policy.js';
import { ruleTable } from './rule-table.js';
import { ruleMatches } from './rules.js';
import { parseGrok, wordOnlyCommands } from './split.js';
import type { GrokRule, GrokStack } from './stack.js';
import type { EvalState } from './state.js';
import { accessOf, toolInfo, type Access } from './tools.js';

const alone = new WeakMap<GrokRule, { of: GrokStack; stack: GrokStack }>();

/**
 * Whether the policy over one rule (a stack of its own, built once, so its
 * rule index is too) matches a Bash command: for an allow, some segment of
 * its allow walk; for a deny or ask, some hit. Only the part of the policy
 * that answers is run (no verdict, no reasons).
 */
function matchesAlone(stack: GrokStack, r: GrokRule, a: Access & { kind: 'bash' }): boolean {
  let one = alone.get(r);
  if (!one || one.of !== stack) alone.set(r, (one = { of: stack, stack: { ...stack, rules: [r] } }));
  if (r.action === 'allow') return bashAllowWalk(one.stack, a.command).segments.some((s) => s.rules.length > 0);
  return policyHits(one.stack, a, { commands: wordOnlyCommands(parseGrok(a.command)) }).length > 0;
}

/**
 * Which of the stack's rules match one command, from one policy evaluation
 * over the whole stack, for a command asked about again and again (`diff`
 * asks about each corpus call for every changed rule). The same answer as
 * the policy over each rule alone: what `evaluatePolicy` tries (the command,
 * each segment's forms, inline scripts, the files the file gate checks, each
 * segment's allow forms) depends on the command alone, every rule is tested
 * on its own there, and a hit or an allow is only ever deduplicated, never
 * dropped, because of another rule. Only for the rules the policy is given
 * (`stack.rules`: a copied inert rule is asked alone).
 */
interface StackMatches {
  kept: ReadonlySet<GrokRule>;
  hits: ReadonlySet<GrokRule>;
  allows(): ReadonlySet<GrokRule>;
}

/** Asks about a command before the whole-stack evaluation pays for itself. */
const ALONE_FIRST = 2;
const asked = new WeakMap<GrokStack, Map<string, number | StackMatches>>();
const keptRules = new WeakMap<GrokStack, ReadonlySet<GrokRule>>();

function matchedByStack(stack: GrokStack, command: string): StackMatches | undefined {
  let m = asked.get(stack);
  if (!m) asked.set(stack, (m = new Map()));
  const seen = m.get(command) ?? 0;
  if (typeof seen !== 'number') return seen;
  if (seen < ALONE_FIRST) {
    m.set(command, seen + 1);
    return undefined;
  }
  let kept = keptRules.get(stack);
  if (!kept) keptRules.set(stack, (kept = new Set(stack.rules)));
  const hits = policyHits(stack, { kind: 'bash', command }, { commands: wordOnlyCommands(parseGrok(command)) });
  let allows: ReadonlySet<GrokRule> | undefined;
  const out: StackMatches = {
    kept,
    hits: new Set(hits.map((h) => h.rule)),
    allows: () => (allows ??= new Set(bashAllowWalk(stack, command).segments.flatMap((seg) => seg.rules))),
  };
  m.set(command, out);
  return out;
}

/** Each call's access, once: `diff` asks `ruleMatches` about one call for every changed rule. */
const accesses = new WeakMap<Call, Access | undefined>();

function accessOfCall(call: Call): Access | undefined {
  if (accesses.has(call)) return accesses.get(call);
  const info = toolInfo(call.tool);
  const a = info ? accessOf(info, call.input) : undefined;
  const out = a === undefined || 'error' in a ? undefined : a;
  accesses.set(call, out);
  return out;
}

/** `Engine.ruleMatches`: whether the rule's pattern matches the call as grok applies it (the command, any segment, a file a segment touches). */
export function grokRuleMatches(stack: GrokStack, rec: RuleRecord, call: Call): boolean {
  const t = ruleTable(stack);
  const r = t.byId.get(rec.id);
  if (!r) return false;
  const a = accessOfCall(call);
  if (!a) return false;
  if (t.grants.has(r)) return grantMatches(stack, r, a);
  // Every access but Bash meets the policy's direct check alone (`evaluatePolicy`: deny, ask and allow by `rules.ts` `ruleMatches`; the index only narrows).
  if (a.kind !== 'bash') return ruleMatches(r, a, stack.workspace);
  const all = matchedByStack(stack, a.command);
  if (all && all.kept.has(r)) return r.action === 'allow' ? all.allows().has(r) : all.hits.has(r);
  return matchesAlone(stack, r, a);
}

function sameLoc(a: Trace['decidedBy']['source'], b: GrokRule['source']): boolean {
  return a !== null && b !== null && a.file === b.file && a.line === b.line && a.column === b.column;
}

/** The rule the merged policy selected: the first deny, else the first ask, else the first allow grok used. */
function policyWinner(p: PolicyVerdict): GrokRule | undefined {
  if (p.decision === 'deny') return p.hits.find((h) => h.rule.action === 'deny')?.rule;
  if (p.decision === 'ask' && p.askKind === 'rule') return p.hits.find((h) => h.rule.action === 'ask')?.rule;
  if (p.decision === 'allow') return p.allows[0];
  return undefined;
}

/**
 * Why a rule under a matching deny never applies: grok enforces the policy
 * deny on its own, before always-approve and every fast path (`manager/mod.rs`
 * "deny rule matched (enforced before YOLO)"), long before the stage that
 * applies a policy ask or allow.
 */
const DENY_FIRST = 'a matching deny rejects the call first (managed-deny, before any ask or allow applies; deny > ask > allow, in any order)';

/** The layers where the policy's own verdict becomes the decision. */
const POLICY_LAYERS = new Set(['managed-deny', 'policy', 'auto-mode']);

function grantDecided(trace: Trace): boolean {
  return trace.decision === 'allow' && (trace.decidedBy.layer === 'session-grants' || trace.decidedBy.layer === 'mcp-domain') && /session grant/.test(trace.decidedBy.reason);
}

interface Entry {
  rule: GrokRule;
  effect: RuleMatch['effect'];
  why: string;
  by?: GrokRule;
  range?: [number, number];
}

/** Which rule decided one evaluation: the policy's winner where its verdict is the decision, else the session grant that allowed it. */
interface Decider {
  p: PolicyVerdict;
  access: Access;
  winner: GrokRule | undefined;
  policyDecided: boolean;
  decidingGrant: GrokRule | undefined;
  decider: GrokRule | undefined;
  /** The session grants that match the access, found when first asked for. */
  matchingGrants(): GrokRule[];
}

function deciderOf(trace: Trace, s: EvalState): Decider | undefined {
  const p = s.policy;
  const stack = s.stack;
  if (!p || !s.access) return undefined;
  const access = s.access;
  const winner = policyWinner(p);
  const policyDecided = winner !== undefined && trace.decision === p.decision && POLICY_LAYERS.has(trace.decidedBy.layer) && sameLoc(trace.decidedBy.source, winner.source);
  let grants: GrokRule[] | undefined;
  const matchingGrants = () => (grants ??= stack.sessionGrants.filter((g) => grantMatches(stack, g, access)));
  const decidingGrant = grantDecided(trace) ? matchingGrants()[0] : undefined;
  return { p, access, winner, policyDecided, decidingGrant, decider: policyDecided ? winner : decidingGrant, matchingGrants };
}

/** Sets `decidedBy.rule` on the trace of one evaluation, where a rule decided it; the decider, for `attachMatches`. */
export function attachDecider(trace: Trace, s: EvalState): Decider | undefined {
  const d = deciderOf(trace, s);
  const deciderId = d?.decider && ruleTable(s.stack).idOf.get(d.decider);
  if (deciderId !== undefined) trace.decidedBy = { ...trace.decidedBy, rule: deciderId };
  return d;
}

/**
 * Sets `decidedBy.rule` (now) and `matches` (when first read) on the trace
 * of one evaluation. Nothing here changes the decision.
 */
export function attachMatches(trace: Trace, s: EvalState): void {
  const d = attachDecider(trace, s);
  if (!d) return;
  const { p, access, winner, policyDecided, decidingGrant, decider, matchingGrants } = d;
  const t = ruleTable(s.stack);

  lazyField(trace, 'matches', () => {
    const entries = new Map<GrokRule, Entry>();
    const put = (e: Entry) => {
      const had = entries.get(e.rule);
      if (!had) entries.set(e.rule, e);
      else if (!had.range && e.range) had.range = e.range;
    };
    const elsewhere = (verdict: string, layerId?: string) => {
      const own = layerId ? trace.layers.find((l) => l.id === layerId) : undefined;
      if (own && own.outcome === 'pass') return own.reason;
      return `its ${verdict} is not what decides: ${trace.decidedBy.layer} does (${trace.decidedBy.reason})`;
    };
    const winnerEffect = policyDecided ? 'decided' : 'overridden';
    const winnerWhy = (r: GrokRule, seg?: string, h?: RuleHit): string => {
      if (!policyDecided) return elsewhere(r.action, r.action === 'allow' ? 'policy' : undefined);
      const on = h ? `it matches ${h.on}${h.text !== undefined ? rawPrefixNote(r, h.text) : ''}; ` : '';
      if (r.action === 'deny') return `${on}a matching deny rejects the call (deny > ask > allow, in any order)`;
      if (r.action === 'ask') return `${on}a matching ask holds the call for a prompt (deny > ask > allow, in any order)`;
      return seg ? `it allows segment '${seg}', and every segment matches an allow rule, with no deny or ask` : 'no deny or ask matches, so the allow applies';
    };
    const overriddenBy = trace.decidedBy.rule !== undefined ? t.byId.get(trace.decidedBy.rule) : undefined;

    // Deny and ask rules, in merge order.
    for (const h of p.hits) {
      const r = h.rule;
      const base = { rule: r, ...(h.range ? { range: h.range } : {}) };
      if (r === winner) put({ ...base, effect: winnerEffect, why: winnerWhy(r, undefined, h) });
      else if (winner && winner.action === r.action) put({ ...base, effect: 'shadowed', by: winner, why: `it also ${r.action === 'deny' ? 'denies' : 'asks'}; grok names the first matching ${r.action} in merge order` });
      else if (winner) put({ ...base, effect: 'overridden', by: winner, why: DENY_FIRST });
      else put({ ...base, effect: 'overridden', why: p.reason });
    }

    // Allow rules, segment by segment.
    const walk = p.allowWalk();
    const used = new Set(p.allows);
    const gap = walk.segments.find((seg) => seg.rules.length === 0);
    for (const seg of walk.segments) {
      const chosen = seg.rules[0];
      for (const r of seg.rules) {
        const base = { rule: r, ...(seg.range ? { range: seg.range } : {}) };
        if (winner && winner.action === 'deny') put({ ...base, effect: 'overridden', by: winner, why: DENY_FIRST });
        else if (winner && winner.action === 'ask') put({ ...base, effect: 'shadowed', by: winner, why: 'the merged rules hold the call for a prompt: ask > allow, in any order' });
        else if (p.decision === 'ask') put({ ...base, effect: 'overridden', why: `${p.reason}: grok prompts before any allow applies` });
        else if (p.decision === 'allow' && used.has(r)) put({ ...base, effect: winnerEffect, why: winnerWhy(r, access.kind === 'bash' && walk.segments.length > 1 ? seg.text : undefined) });
        else if (p.decision === 'allow') put({ ...base, effect: 'shadowed', by: chosen!, why: 'an earlier allow in merge order covers the same segment' });
        else {
          const why = !walk.ok
            ? 'grok allows a command only when it splits it into plain segments it can peel, and it cannot here'
            : `grok allows a chain only when every segment matches an allow rule, and segment '${gap?.text ?? '?'}' matches none`;
          put({ ...base, effect: 'not-applicable', why });
        }
      }
    }

    // Session grants.
    const grantLayer = access.kind === 'mcp' || access.kind === 'webfetch' ? 'mcp-domain' : 'session-grants';
    for (const g of matchingGrants()) {
      if (g === decidingGrant) put({ rule: g, effect: 'decided', why: trace.decidedBy.reason });
      else if (decidingGrant) put({ rule: g, effect: 'shadowed', by: decidingGrant, why: 'an earlier session grant covers it' });
      else put({ rule: g, effect: 'overridden', why: elsewhere('grant', grantLayer) });
    }

    // What overrode a selected rule, when a rule did (a session grant, or a rule of the policy over a grant).
    for (const e of entries.values()) if (e.effect === 'overridden' && !e.by && overriddenBy && overriddenBy !== e.rule) e.by = overriddenBy;
    const list = [...entries.values()].filter((e) => t.idOf.has(e.rule));
    const first = list.findIndex((e) => e.rule === decider);
    if (first > 0) list.unshift(...list.splice(first, 1));
    return list.map((e) => toMatch(e, t.idOf, segmentOf(s, e.range)));
  });
}

function segmentOf(s: EvalState, range: [number, number] | undefined): number | undefined {
  const segs = s.shell?.segments;
  if (!range || !segs || segs.length < 2) return undefined;
  const i = segs.findIndex((seg) => overlaps(seg.range, range));
  return i < 0 ? undefined : i;
}

function toMatch(e: Entry, idOf: ReadonlyMap<GrokRule, string>, segment: number | undefined): RuleMatch {
  const by = e.by && idOf.get(e.by);
  return {
    rule: idOf.get(e.rule)!,
    layer: e.rule.form === 'session' ? 'session-grants' : 'rules',
    effect: e.effect,
    why: e.why,
    ...(by !== undefined ? { by } : {}),
    ...(segment !== undefined ? { segment } : {}),
  };
}
