/**
 * Layer 5: typed `permissions.toml` rules, by seed 000's six steps:
 * normalise; hard denied prefixes over the whole command and every segment;
 * a trusted-prefix candidate for an unchained command; one selected typed
 * rule (`User > Agent > BuiltinDefault`, `deny > ask > allow`, specificity);
 * its action; else the approval-mode fallback.
 */
import type { SourceLoc } from '../../../config/errors.js';
import type { Decision, SegmentVerdict } from '../../../core/types.js';
import type { Opacity, Segment, ShellAnalysis } from '../../../shell/types.js';
import { commandWords, deniedPrefixMatches, naiveSegments, naiveTokens, ruleTokens, allowRuleMatches } from '../prefix.js';
import { isHardDeny, ruleLabel, selectRule } from '../rules.js';
import { programName } from '../../../shell/index.js';
import type { TypedRule } from '../stack.js';
import { claim, type EvalState, type Layer, type LayerResult } from '../state.js';
import { overlaps } from '../../../core/pipeline.js';

interface Verdict {
  decision: Decision | 'none';
  reason: string;
  source: SourceLoc | null;
}

const NONE: Verdict = { decision: 'none', reason: 'no typed rule matches', source: null };

/** The stack's hard denied prefixes, found once per stack: a batch evaluates thousands of calls against one. */
function hardDenies(s: EvalState): TypedRule[] {
  let hard = hardByStack.get(s.stack);
  if (hard === undefined) hardByStack.set(s.stack, (hard = s.stack.rules.filter(isHardDeny)));
  return hard;
}

const hardByStack = new WeakMap<EvalState['stack'], TypedRule[]>();

function segmentText(seg: Segment): string {
  return seg.argv.join(' ');
}

/** Token lists a hard prefix is checked against for one analyzer segment: peeled and as written. */
function segmentTargets(seg: Segment): string[][] {
  const peeled = seg.argv.map((w) => w.toLowerCase());
  const raw = seg.rawArgv.map((w) => w.toLowerCase());
  return raw.join('\u0000') === peeled.join('\u0000') ? [peeled] : [peeled, raw];
}

function hardDenyFor(rules: readonly TypedRule[], targets: readonly string[][]): TypedRule | undefined {
  for (const r of rules) {
    const rt = ruleTokens(r.command!);
    if (targets.some((t) => deniedPrefixMatches(rt, t))) return r;
  }
  return undefined;
}

/**
 * whale-perm's conservative reading of what it cannot see: an opaque part
 * matches every deny rule that could match it. For a command name from a
 * variable, the known arguments after it must still fit the rule.
 */
function denyCouldMatch(rules: readonly TypedRule[], o: Opacity): TypedRule[] {
  return rules.filter((r) => {
    const rt = ruleTokens(r.command!);
    if (o.reason === 'dynamic-command' && o.knownArgs) return deniedPrefixMatches(rt, [rt[0]!, ...o.knownArgs.map((a) => a.toLowerCase())]);
    return true;
  });
}

function opaqueDenyReason(o: Opacity, rules: readonly TypedRule[]): string {
  const names = rules.map((r) => `'${r.command}'`);
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return `${detail(o)}; whale-perm treats it as matching deny ${shown}`;
}

/** An opacity detail without its closing period, to be joined into a longer reason. */
function detail(o: Opacity): string {
  return o.detail.replace(/\.\s*$/, '');
}


function verdictOfRule(r: TypedRule): Verdict {
  const how = r.actionDefaulted ? `${r.action} (action omitted, defaults to ask)` : r.action;
  return { decision: r.action, reason: `typed ${how}: ${ruleLabel(r)}`, source: r.source };
}

interface ShellFindings {
  overall: Verdict;
  segments: SegmentVerdict[];
  /** The opacity a decision rests on, for warnings. */
  opaque: Opacity[];
}

function evaluateShell(s: EvalState, shell: ShellAnalysis): ShellFindings {
  const command = String(s.call.input.command);
  const hard = hardDenies(s);
  const q = { tool: s.call.tool, workspace: s.stack.workspace };
  const chained = isCompound(shell, command);

  // The rule-level verdict of each segment: a deny for any of them blocks the call. (The trace's
  // segment rows come from evaluating each segment alone, in pipeline.ts.)
  const segments: SegmentVerdict[] = shell.segments.map((seg) => {
    const text = segmentText(seg);
    const opaque = shell.opaque.filter((o) => overlaps(o.range, seg.range));
    const base: SegmentVerdict = { text: seg.text, argv: seg.argv, operator: seg.operator, decision: 'ask', reason: '', source: null };
    const h = hardDenyFor(hard, segmentTargets(seg));
    if (h) return { ...base, decision: 'deny', reason: `hard denied prefix '${h.command}'`, source: h.source };
    for (const o of opaque) {
      const d = denyCouldMatch(hard, o);
      if (d.length > 0) return { ...base, decision: 'deny', reason: opaqueDenyReason(o, d), source: d[0]!.source };
    }
    const r = selectRule(s.stack.rules, { ...q, command: text, words: seg.argv });
    if (r?.action === 'deny') return { ...base, decision: 'deny', reason: verdictOfRule(r).reason, source: r.source };
    const written = writeVerdict(s, seg);
    if (written) return { ...base, ...written };
    if (opaque.length > 0) return { ...base, decision: 'ask', reason: `${detail(opaque[0]!)}; never allowed on a guess` };
    if (r) return { ...base, decision: r.action, reason: verdictOfRule(r).reason, source: r.source };
    const trusted = trustedPrefix(s, seg.argv);
    if (trusted) return { ...base, decision: 'allow', reason: `trusted prefix '${trusted.prefix}'`, source: trusted.source };
    return { ...base, decision: 'ask', reason: 'no typed rule matches: ordinary approval applies' };
  });
  // Opaque parts no segment covers (a dynamic command name, an unparsable tail).
  for (const o of shell.opaque) {
    if (shell.segments.some((seg) => overlaps(o.range, seg.range))) continue;
    const d = denyCouldMatch(hard, o);
    segments.push({
      text: shell.input.slice(o.range[0], o.range[1]),
      argv: [],
      operator: null,
      decision: d.length > 0 ? 'deny' : 'ask',
      reason: d.length > 0 ? opaqueDenyReason(o, d) : `${detail(o)}; never allowed on a guess`,
      source: d[0]?.source ?? null,
    });
  }

  // Step 2: hard denied prefixes over the whole command, the naive segments and every analyzed segment.
  const wholeTargets = [naiveTokens(command), ...naiveSegments(command).map(naiveTokens)];
  const hw = hardDenyFor(hard, wholeTargets);
  if (hw) return { overall: { decision: 'deny', reason: `hard denied prefix '${hw.command}' matches the command; hard prefix denies always win`, source: hw.source }, segments, opaque: [] };
  // Step 4: one selected typed rule for the raw command; a deny selected for any segment blocks too.
  const r = selectRule(s.stack.rules, { ...q, command, words: commandWords(command) });
  if (r?.action === 'deny') return { overall: verdictOfRule(r), segments, opaque: [] };
  const deniedSeg = segments.find((v) => v.decision === 'deny');
  if (deniedSeg) {
    const alone = segments.length === 1;
    const why = deniedSeg.reason.startsWith('hard')
      ? `${deniedSeg.reason} matches ${alone ? 'the command' : `segment '${deniedSeg.text}'`}; hard prefix denies always win`
      : alone
        ? deniedSeg.reason
        : `segment '${deniedSeg.text}': ${deniedSeg.reason}; a deny for any segment blocks the whole call`;
    return { overall: { decision: 'deny', reason: why, source: deniedSeg.source ?? null }, segments, opaque: shell.opaque };
  }

  if (r?.action === 'ask') return { overall: verdictOfRule(r), segments, opaque: [] };
  if (shell.opaque.length > 0) {
    const o = shell.opaque[0]!;
    return { overall: { decision: 'ask', reason: `${detail(o)}; an opaque part is at least ask`, source: null }, segments, opaque: shell.opaque };
  }
  if (r?.action === 'allow') {
    if (!chained) return { overall: verdictOfRule(r), segments, opaque: [] };
    const why = shell.writes.length > 0 && !shell.chained ? `the command also writes ${shell.writes.map((w) => w.path ?? '(computed path)').join(', ')}, which a command allow never covers` : 'a typed allow never approves a chained command';
    return { overall: { decision: 'none', reason: `${ruleLabel(r)} matches, but ${why}`, source: r.source }, segments, opaque: [] };
  }
  return { overall: NONE, segments, opaque: [] };
}

/** A segment's rule-level verdict as the posture would carry it out. */
function underPosture(seg: SegmentVerdict, posture: EvalState['posture']['value']): SegmentVerdict {
  if (seg.decision !== 'ask') return seg;
  if (posture === 'full-access') return { ...seg, decision: 'allow', reason: `${seg.reason}; Full Access runs it without a prompt` };
  if (posture === 'never') return { ...seg, decision: 'deny', reason: `${seg.reason}; approval policy never cannot prompt` };
  return seg;
}

/**
 * More than one plain command: operators, nesting, payloads, opacity, or a
 * redirect that writes a file. A typed allow or trusted prefix names a
 * command, not what it writes, so it never approves such a call.
 */
function isCompound(shell: ShellAnalysis, command: string): boolean {
  return shell.chained || shell.opaque.length > 0 || shell.writes.length > 0 || naiveSegments(command).length > 1;
}

/**
 * A segment that writes a file through a redirect or `tee`: the write is
 * checked against the write_file rules (a deny there blocks it), and a
 * command allow never covers it.
 */
function writeVerdict(s: EvalState, seg: Segment): Pick<SegmentVerdict, 'decision' | 'reason' | 'source'> | undefined {
  const targets = seg.redirects.filter((r) => r.write).map((r) => r.target);
  const tee = programName(seg.argv[0] ?? '') === 'tee' ? seg.argv.slice(1).filter((a) => !a.startsWith('-')) : [];
  const all = [...targets, ...tee];
  if (all.length === 0) return undefined;
  for (const t of all) {
    if (t === null) return { decision: 'ask', reason: 'writes to a file whose name is computed at run time; never allowed on a guess', source: null };
    const r = selectRule(s.stack.rules, { tool: 'write_file', path: t, workspace: s.stack.workspace });
    if (r?.action === 'deny') return { decision: 'deny', reason: `writes ${t}, which ${ruleLabel(r)} denies`, source: r.source };
  }
  return { decision: 'ask', reason: `writes ${all.join(', ')}; a command rule does not cover the files it writes`, source: null };
}

function trustedPrefix(s: EvalState, words: readonly string[]): { prefix: string; source: SourceLoc } | undefined {
  for (const r of s.stack.rules) {
    if (r.action === 'allow' && r.command !== undefined && r.tool === s.call.tool && allowRuleMatches(r.command, words)) return { prefix: r.command, source: r.source };
  }
  for (const a of s.stack.autoAllow) if (allowRuleMatches(a.prefix, words)) return a;
  return undefined;
}

export const typedRulesLayer: Layer = {
  id: 'typed-rules',
  title: 'Typed permissions.toml rule',
  run(s): LayerResult {
    const isShell = s.tool?.category === 'shell' && s.shell !== undefined;
    let v: Verdict;
    let chained = false;
    let opaque: Opacity[] = [];
    if (isShell) {
      const f = evaluateShell(s, s.shell!);
      v = f.overall;
      s.segments = f.segments.map((seg) => underPosture(seg, s.posture.value));
      opaque = f.opaque;
      chained = isCompound(s.shell!, String(s.call.input.command));
    } else {
      const path = typeof s.call.input.path === 'string' ? s.call.input.path : undefined;
      const r = selectRule(s.stack.rules, { tool: s.call.tool, workspace: s.stack.workspace, ...(path !== undefined ? { path } : {}) });
      v = r ? verdictOfRule(r) : NONE;
    }
    for (const o of opaque) s.unknowns.push(`what '${s.shell!.input.slice(o.range[0], o.range[1])}' runs: ${detail(o)}`);

    if (v.decision === 'deny') {
      s.denied = claim('typed-rules', v.reason, v.source);
      if (opaque.length > 0) s.warnings.push("Codewhale's own matcher does not see into that part either; whale-perm reports deny because a deny rule could match what it runs");
      return { outcome: 'deny', reason: v.reason, sources: [v.source] };
    }
    if (v.decision === 'ask') {
      if (s.posture.value === 'never') {
        s.denied = claim('typed-rules', `${v.reason}; a typed ask is forbidden under approval policy never (the prompt cannot be shown)`, v.source);
        return { outcome: 'deny', reason: s.denied.reason, sources: [v.source] };
      }
      if (s.posture.value === 'full-access') {
        if (opaque.length > 0) s.warnings.push('Full Access runs this without a prompt although nobody can see what it executes');
        s.need = 'none';
        s.cleared = claim('typed-rules', `${v.reason}; Full Access is not downgraded into a prompt, so it runs`, v.source);
        return { outcome: 'allow', reason: s.cleared.reason, sources: [v.source] };
      }
      s.prompt ??= claim('typed-rules', v.reason, v.source);
      s.reviewPending = false;
      return { outcome: 'ask', reason: `${v.reason}; forces review`, sources: [v.source] };
    }
    if (v.decision === 'allow') {
      if (s.need === 'ordinary') {
        s.need = 'none';
        s.cleared = claim('typed-rules', v.reason, v.source);
        return { outcome: 'allow', reason: `${v.reason}; clears the ordinary approval`, sources: [v.source] };
      }
      if (s.need === 'hold') return { outcome: 'pass', reason: `${v.reason}, but an allow cannot clear a hook ask or a registered hold`, sources: [v.source] };
      return { outcome: 'allow', reason: v.reason, sources: [v.source] };
    }
    return fallback(s, v, chained);
  },
};

/** Step 6: no typed action decided; the posture's approval mode does, with the trusted-prefix candidate. */
function fallback(s: EvalState, v: Verdict, chained: boolean): LayerResult {
  const lead = v === NONE ? 'no typed rule matches' : v.reason;
  if (s.need !== 'ordinary') return { outcome: 'pass', reason: `${lead}; nothing left for a rule to clear`, sources: [v.source] };
  switch (s.posture.value) {
    case 'full-access':
      s.need = 'none';
      s.cleared = claim('typed-rules', `${lead}; Full Access auto-approves ordinary approval`, s.posture.source);
      return { outcome: 'allow', reason: s.cleared.reason, sources: [s.posture.source] };
    case 'never':
      s.denied = claim('typed-rules', `${lead}; the call needs approval, which approval policy never cannot ask for`, s.posture.source);
      return { outcome: 'deny', reason: s.denied.reason, sources: [s.posture.source] };
    case 'auto-review':
      s.reviewPending = true;
      return { outcome: 'pass', reason: `${lead}; under Auto-Review the review layer decides`, sources: [v.source] };
    case 'ask': {
      const cmd = typeof s.call.input.command === 'string' && s.shell ? s.call.input.command : undefined;
      const t = cmd !== undefined && !chained ? trustedPrefix(s, commandWords(cmd)) : undefined;
      if (t) {
        s.need = 'none';
        s.cleared = claim('typed-rules', `trusted prefix '${t.prefix}' approves this unchained command`, t.source);
        return { outcome: 'allow', reason: s.cleared.reason, sources: [t.source] };
      }
      const why = !chained
        ? `${lead}; ${cmd !== undefined ? 'unmatched command' : `${s.call.tool} without a matching rule`} needs approval`
        : v === NONE
          ? `${lead}; the command is compound, and a trusted prefix never approves a chained command, so it needs approval`
          : `${lead}; so it needs approval`;
      s.prompt ??= claim('typed-rules', why, v.source);
      return { outcome: 'ask', reason: why, sources: [v.source] };
    }
  }
}
