/**
 * Every rule that matched a call, and how it took part (Trace.matches),
 * from the questions Codewhale's layers asked of their rules:
 *
 * - typed rules: the hard deny scan, the selection for each deny-scan
 *   segment (only a deny acts there), the selection for the whole command or
 *   each target path (matching_ask_rule: layer, then action, then
 *   specificity, then position);
 * - `execpolicy.toml` denies: the first pattern an expanded command matches
 *   blocks (groups in sorted order);
 * - `[[auto_review.block]]` before `[[auto_review.allow]]`, first match
 *   of each; an allow acts in Auto-Review only;
 * - repository law: the first block invariant, else the first ask one.
 *
 * The same matchers and selection the layers use (rules.ts, typed-rules.ts,
 * execpolicy.ts, auto-review.ts, repo-law.ts); looked up through the rule
 * index, never a scan of every rule per segment.
 */
import type { SourceLoc } from '../../config/errors.js';
import type { RuleMatch, Trace } from '../../core/types.js';
import { execPolicyHits } from './execpolicy.js';
import { callActionKind } from './layers/auto-review.js';
import { matchingInvariant } from './layers/repo-law.js';
import { askRules, askWhole, policyQuestions, policyTool, readHard, readQuestions, readSegments, readWhole, shellReading, typedDecision, type Asked as TypedAsked, type TypedDecision } from './layers/typed-rules.js';
import { codewhaleRuleMatches, ruleTable } from './rule-table.js';
import { selectionWhy } from './rules.js';
import type { AutoReviewRule, TypedRule } from './stack.js';
import type { EvalState } from './state.js';
import { toolInfo } from './tools.js';

function sameLoc(a: SourceLoc | null | undefined, b: SourceLoc | null | undefined): boolean {
  return !!a && !!b && a.file === b.file && a.line === b.line && a.column === b.column;
}

type Asked = TypedAsked;

/** A match before ids are known: `byObj` is the parsed rule it lost to. */
type Pending = Omit<RuleMatch, 'rule' | 'layer' | 'by'> & { obj: object; byObj?: object };

/** Every matching rule once, winner first; and the id of the rule that decided, if one did. */
export function codewhaleMatches(s: EvalState, trace: Trace): { matches: RuleMatch[]; decided?: string } {
  const table = ruleTable(s.stack);
  const by = trace.decidedBy;
  const found = new Map<object, Pending>();
  const put = (obj: object, m: Omit<Pending, 'obj'>) => {
    if (!found.has(obj)) found.set(obj, { ...m, obj });
  };
  const segmentOf = (text: string | undefined): { segment?: number } => {
    if (text === undefined || trace.segments.length < 2) return {};
    const i = trace.segments.findIndex((g) => g.text === text || g.argv.join(' ') === text);
    return i >= 0 ? { segment: i } : {};
  };
  const layerTrace = (id: string) => trace.layers.find((l) => l.id === id);
  const reached = (id: string) => {
    const l = layerTrace(id);
    return l !== undefined && !l.reason.startsWith('not reached');
  };
  const lost = `${by.layer} decided: ${by.reason}`;

  // ── typed rules ──
  // A shell call's readings are looked up once (policyQuestions' for a shell command are its reading's).
  const command = s.call.input.command;
  const shell = policyTool(s.call.tool) === 'exec_shell' && typeof command === 'string' ? shellReading(s.stack, command) : undefined;
  const questions = shell !== undefined ? readQuestions(shell) : policyQuestions(s.stack, s.call);
  if (questions) {
    const rules = s.stack.rules;
    const hard = questions.hard !== undefined ? (shell !== undefined ? readHard(shell) : []) : [];
    const segments = questions.hard !== undefined && shell !== undefined ? readSegments(shell) : questions.segments.map((q) => askRules(rules, q));
    // The whole-command (or path) selections first, then one per deny-scan segment (shared, so never copied).
    const wholeAsks = shell !== undefined ? [readWhole(shell)] : questions.whole.map((q) => askWhole(s.stack, q));
    const asked: readonly Asked[] = wholeAsks.length === 0 ? segments : segments.length === 0 ? wholeAsks : [...wholeAsks, ...segments];
    const partOf = (a: Asked): 'segment' | 'whole' => (wholeAsks.includes(a) ? 'whole' : 'segment');
    const d: TypedDecision = s.typed ?? typedDecision(s);
    const w = d.kind === 'none' ? undefined : d.rule;
    if (w && d.kind !== 'none') {
      const target = d.target;
      const where = segmentOf(target);
      if (!reached('typed-rules')) put(w, { effect: 'overridden', why: `not reached: ${lost}`, ...where });
      else if (by.layer === 'typed-rules' && sameLoc(by.source, w.source) && !(w.action === 'allow' && d.kind !== 'allow')) {
        const why =
          d.via === 'hard'
            ? `hard denied prefix: checked over every deny-scan target before any typed rule is selected${target !== undefined && target !== questions.hard?.trim() ? ` (matches '${target}')` : ''}`
            : d.via === 'segment'
              ? `typed deny selected for '${target}', a segment Codewhale's deny scan reads`
              : w.action === 'ask' && d.kind === 'block'
                ? 'selected; the approval it requires is forbidden under approval policy never, so it blocks'
                : `selected: typed ${w.action}`;
        put(w, { effect: 'decided', why, ...where });
      } else if (d.kind === 'prompt' && s.posture.value === 'full-access') put(w, { effect: 'overridden', why: 'Full Access never turns a typed ask into a prompt: the call runs without review' });
      else if (w.action === 'allow' && d.kind !== 'allow') put(w, { effect: 'overridden', why: 'the command is chained: a typed allow approves a single segment only, so approval is still required' });
      else put(w, { effect: 'overridden', why: lost });
    }
    const hardRules = new Set(hard.map((h) => h.rule));
    const decidingQuery = w && d.kind !== 'none' ? asked.find((a) => (d.via === 'segment' ? partOf(a) === 'segment' && a.q.command === d.target : d.via === 'whole' && partOf(a) === 'whole' && a.q.path === d.path)) : undefined;
    const others = new Set<TypedRule>([...hardRules, ...asked.flatMap((a) => a.all)]);
    for (const r of [...others].sort((a, b) => a.index - b.index)) {
      if (r === w) continue;
      if (w && d.kind !== 'none' && d.via === 'hard') {
        const hit = hard.find((h) => h.rule === r);
        if (hit) put(r, { effect: 'shadowed', byObj: w, why: 'an earlier hard denied prefix matches first', ...segmentOf(hit.target) });
        else put(r, { effect: 'overridden', byObj: w, why: `hard denied prefix '${w.command!.trim()}' is checked before any typed rule is selected` });
        continue;
      }
      if (w && decidingQuery?.all.includes(r)) {
        put(r, { effect: 'shadowed', byObj: w, why: selectionWhy(w, r), ...(partOf(decidingQuery) === 'segment' ? segmentOf(decidingQuery.q.command) : {}) });
        continue;
      }
      const a = asked.find((x) => x.all.includes(r));
      if (!a) continue;
      const part = partOf(a);
      const where = part === 'segment' ? segmentOf(a.q.command) : {};
      if (a.best !== r) put(r, { effect: 'shadowed', byObj: a.best!, why: selectionWhy(a.best!, r), ...where });
      else if (w && d.kind !== 'none' && d.via === 'segment') put(r, { effect: 'overridden', byObj: w, why: `a typed deny on '${d.target}', a segment Codewhale's deny scan reads, blocks first`, ...where });
      else if (part === 'segment') put(r, { effect: 'not-applicable', why: `matches '${a.q.command}', a segment Codewhale's deny scan reads, where only a typed deny acts`, ...where });
      else put(r, { effect: 'overridden', ...(w ? { byObj: w } : {}), why: `every target path is checked: ${d.reason}` });
    }
  }

  // ── trusted prefixes: loaded, never consulted ──
  for (const rec of table.autoAllow) {
    if (codewhaleRuleMatches(s.stack, rec, s.call)) put(rec, { effect: 'not-applicable', why: rec.inert! });
  }

  // ── execpolicy.toml denies ──
  const cmd = s.call.input.command;
  const ep = s.stack.execPolicy;
  if (ep?.denies && toolInfo(s.call.tool)?.category === 'shell' && typeof cmd === 'string') {
    const hits = execPolicyHits(ep, cmd);
    const first = hits[0];
    hits.forEach((h, i) => {
      if (i > 0) put(h, { effect: 'shadowed', byObj: first!, why: 'an earlier execpolicy deny matches first (groups in sorted order)' });
      else if (by.layer === 'sandbox' && sameLoc(by.source, h.source)) put(h, { effect: 'decided', why: 'execpolicy deny: the shell tool blocks it at execution in every posture' });
      else put(h, { effect: 'overridden', why: layerTrace('sandbox')?.outcome === 'skip' ? `not reached: ${lost}` : lost });
    });
  }

  // ── auto-review rules ──
  if (s.stack.autoReview.length > 0 && s.tool) {
    const kind = callActionKind(s.call);
    const matching = s.stack.autoReview.filter((r) => (r.tool === undefined || r.tool === s.call.tool) && (r.actionKind === undefined || r.actionKind === kind));
    const block = matching.find((r) => r.kind === 'block');
    const allow = matching.find((r) => r.kind === 'allow');
    const lt = layerTrace('auto-review');
    const on = reached('auto-review');
    const mine = (r: AutoReviewRule) => by.layer === 'auto-review' && sameLoc(by.source, r.source);
    for (const r of matching) {
      if (r === block) put(r, mine(r) ? { effect: 'decided', why: `auto_review.block matches action kind ${kind}` } : { effect: 'overridden', why: on ? lost : `not reached: ${lost}` });
      else if (r.kind === 'block') put(r, { effect: 'shadowed', byObj: block!, why: 'an earlier auto_review.block matches first' });
      else if (block) put(r, { effect: 'shadowed', byObj: block, why: 'auto_review.block rules are checked before allow rules' });
      else if (r !== allow) put(r, { effect: 'shadowed', byObj: allow!, why: 'an earlier auto_review.allow matches first' });
      else if (s.posture.value !== 'auto-review') put(r, { effect: 'not-applicable', why: `only Auto-Review acts on a review allow; the posture is ${s.posture.value}` });
      else if (mine(r)) put(r, { effect: 'decided', why: `auto_review.allow matches action kind ${kind}` });
      else if (!on) put(r, { effect: 'overridden', why: `not reached: ${lost}` });
      else put(r, { effect: 'overridden', why: lt && !lt.sources.some((x) => sameLoc(x, r.source)) ? `auto-review answered first: ${lt.reason}` : lost });
    }
  }

  // ── repository law ──
  if (s.stack.invariants.length > 0) {
    const matching = s.stack.invariants.filter((inv) => matchingInvariant(s.stack, inv, s.call) !== undefined);
    const strongest = matching.find((i) => i.action === 'block') ?? matching[0];
    for (const inv of matching) {
      if (inv === strongest) {
        if (by.layer === 'repo-law' && sameLoc(by.source, inv.source)) put(inv, { effect: 'decided', why: `protects ${matchingInvariant(s.stack, inv, s.call)} (action ${inv.action})` });
        else put(inv, { effect: 'overridden', why: reached('repo-law') ? lost : `not reached: ${lost}` });
      } else {
        put(inv, { effect: 'shadowed', byObj: strongest!, why: strongest!.action === 'block' && inv.action === 'ask' ? 'a block invariant outranks an ask one' : 'an earlier invariant matches first' });
      }
    }
  }

  const matches: RuleMatch[] = [];
  let decided: string | undefined;
  for (const m of found.values()) {
    const id = table.idOf.get(m.obj);
    if (id === undefined) continue;
    const rec = table.byId.get(id)!.record;
    const { byObj, ...rest } = m;
    const byId = byObj !== undefined ? table.idOf.get(byObj) : undefined;
    const entry: RuleMatch = {
      rule: id,
      layer: rec.layer,
      effect: rest.effect,
      why: rest.why,
      ...(byId !== undefined && byId !== id ? { by: byId } : {}),
      ...(rest.segment !== undefined ? { segment: rest.segment } : {}),
    };
    if (m.effect === 'decided' && decided === undefined) {
      decided = id;
      matches.unshift(entry);
    } else matches.push(entry);
  }
  // A loser overridden by whatever decided names the deciding rule, when a rule decided.
  if (decided !== undefined) for (const m of matches) if (m.effect === 'overridden' && m.by === undefined && m.rule !== decided) m.by = decided;
  return { matches, ...(decided !== undefined ? { decided } : {}) };
}
