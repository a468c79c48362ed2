/**
 * Where whale-perm's reading of a shell command (the tree-sitter analysis,
 * the ground truth of what bash runs) differs from Claude Code's, as risks
 * (docs/contract.md, "Faithful decisions"). They never change the decision,
 * which is computed over Claude Code's own reading.
 *
 * - `hidden-code`: code no one can read before it runs (data piped into
 *   `sh`, `eval $x`, a computed command name, `source`, a parse error), with
 *   the Bash deny and ask rules it would slip past.
 * - `unchecked-inline-code`: an allow rule that matched a command carrying
 *   code in an argument (`python -c '…'`, `bash -c '…'`): Claude Code matches
 *   the command line, so the rule admits any body.
 * - `agent-misses` risks come from the layers that see them (deny and ask
 *   rules Claude Code's matcher does not apply, critical removals inside
 *   `sh -c`).
 */
import { hiddenCodeRisk, risk, uniqueRisks, type EvadedRule } from '../../core/faithful.js';
import { overlaps } from '../../core/pipeline.js';
import type { Risk } from '../../core/types.js';
import type { Opacity } from '../../shell/types.js';
import { normalizePattern } from './bash-pattern.js';
import { fileTargets } from './commands.js';
import { makeTarget } from './items.js';
import { activeRules, opaqueCouldMatch, subcommandMatch, targetMatch } from './match.js';
import { protectedReason } from './paths.js';
import { subcommandCandidates, targetCandidates } from './rule-index.js';
import type { SubCommand } from './shell-view.js';
import type { ClaudeRule } from './stack.js';
import { code, pathCode, where, type EvalState, type Item, type Target } from './state.js';

/** Deny and ask rules that name commands (not the whole tool, which stops everything). */
function patternRules(s: EvalState): ClaudeRule[] {
  return [...activeRules(s.stack, 'deny'), ...activeRules(s.stack, 'ask')].filter((r) => r.matcher.kind === 'bash' && normalizePattern(r.matcher.pattern) !== '*');
}

function evaded(rules: readonly ClaudeRule[], o: Opacity): EvadedRule[] {
  return rules.filter((r) => opaqueCouldMatch(r, o)).map((r) => ({ label: `${r.action} rule ${r.text}`, source: r.source }));
}

function inside(inner: readonly [number, number], outer: readonly [number, number]): boolean {
  return inner[0] >= outer[0] && inner[1] <= outer[1];
}

/** The allow rule that cleared this subcommand, when an allow rule did. */
function admittingRule(s: EvalState, item: Item | undefined): ClaudeRule | undefined {
  if (item?.sub === undefined || item.settled?.layer !== 'allow-rules' || item.settled.decision !== 'allow') return undefined;
  return subcommandCandidates(s.stack, 'allow', item.sub).find((r) => r.inactive === undefined && r.dead === undefined && subcommandMatch(r, item.sub!));
}

function ruleName(r: ClaudeRule): string {
  const at = where(r.source);
  // The same label as the deny and ask rules a risk names (reach.ts): the scope, then the file and line.
  return `allow rule ${r.text} (${r.origin}${at ? `, ${at}` : ''})`;
}

function slipsPast(rules: readonly EvadedRule[]): string {
  return rules.length > 0 ? `; ${rules.map((r) => r.label).join(', ')} would not stop what it runs` : '';
}

export function claudeRisks(s: EvalState): Risk[] {
  const shell = s.shell;
  const found = s.risks.flatMap((f) => f());
  if (!shell || s.tool?.kind !== 'shell') return uniqueRisks(found);
  const rules = shell.opaque.length > 0 ? patternRules(s) : [];
  const out: Risk[] = found;
  const subItems = s.items.filter((i): i is Item & { sub: SubCommand } => i.kind === 'subcommand' && i.sub !== undefined);
  const holder = (range: readonly [number, number]) => subItems.find((i) => overlaps(i.sub.seg.range, range));

  for (const o of shell.opaque) {
    const ev = evaded(rules, o);
    const item = holder(o.range);
    const allow = o.reason === 'interpreter-payload' || o.reason === 'dynamic-payload' ? admittingRule(s, item) : undefined;
    if (allow && item) {
      const detail = o.detail.replace(/\.\s*$/, '');
      out.push(risk('unchecked-inline-code', `${ruleName(allow)} admits ${code(item.sub.seg.text)} whatever code it carries (${detail}); Claude Code matches the command line, not the code${slipsPast(ev)}`, { segment: item.sub.index, evades: ev.map((r) => r.source) }));
    } else out.push(hiddenCodeRisk(shell, o, 'Claude Code', ev));
  }

  // Code whale-perm reads inside `bash -c '…'`, `eval "…"`, `find -exec`: an allow rule on the outer command admits any body.
  for (const item of subItems) {
    const allow = admittingRule(s, item);
    if (!allow) continue;
    const inner = s.subs.filter((x) => !x.visible && inside(x.seg.range, item.sub.seg.range));
    if (inner.length === 0 || out.some((r) => r.kind === 'unchecked-inline-code' && r.segment === item.sub.index)) continue;
    out.push(risk('unchecked-inline-code', `${ruleName(allow)} admits ${code(item.sub.seg.text)} with any body; Claude Code does not split the code it runs (${inner.map((x) => code(x.seg.text)).join(', ')}) into subcommands or check it against any rule`, { segment: item.sub.index }));
  }
  out.push(...hiddenFileRisks(s));
  out.push(...inputRedirectRisks(s));
  return uniqueRisks(out);
}

/** The deny, then the ask rules Claude Code applies that could match a file (the rule index's candidates). */
function fileRulesFor(s: EvalState, t: Target): ClaudeRule[] {
  const applied = (r: ClaudeRule) => r.inactive === undefined && r.dead === undefined;
  return [...targetCandidates(s.stack, 'deny', t), ...targetCandidates(s.stack, 'ask', t)].filter(applied);
}

/**
 * Files read through an input redirection (`cat < .env`): at the docs version
 * pinned, Claude Code does not permission-check them (changelog: 2.1.232
 * checked `< file` like its argument spelling; a later release reverted
 * that), so a Read deny or ask rule on the file does not stop the read.
 */
function inputRedirectRisks(s: EvalState): Risk[] {
  const out: Risk[] = [];
  const isRead = (r: ClaudeRule) => (r.matcher.kind === 'path' || r.matcher.kind === 'tool') && r.matcher.tool === 'Read';
  for (const sub of s.subs) {
    for (const r of sub.seg.redirects) {
      if (r.write || r.target === null || (r.op !== '<' && r.op !== '<>')) continue;
      const t = makeTarget(s.stack, r.target, 'read', `<`, false);
      const rules = fileRulesFor(s, t).filter((rule) => isRead(rule) && targetMatch(rule, t, s.stack));
      if (rules.length === 0) continue;
      out.push(risk('agent-misses', `${code(sub.seg.text)} reads ${pathCode(r.target)} through an input redirection, which Claude Code does not permission-check; ${rules.map((x) => `${x.action} rule ${x.text} (${x.origin}${where(x.source) ? `, ${where(x.source)}` : ''})`).join(', ')} would not stop it`, { segment: sub.index, evades: rules.map((x) => x.source) }));
    }
  }
  return out;
}

/**
 * Files that code inside `bash -c '…'`, `eval "…"` or `find -exec` reads or
 * writes: Claude Code's Read and Edit rules and its protected-path check
 * never see them.
 */
function hiddenFileRisks(s: EvalState): Risk[] {
  const shell = s.shell!;
  const out: Risk[] = [];
  const isFile = (r: ClaudeRule) => r.matcher.kind === 'path' || (r.matcher.kind === 'tool' && (r.matcher.tool === 'Read' || r.matcher.tool === 'Edit'));
  for (const sub of s.subs) {
    if (sub.visible) continue;
    const targets = [
      ...fileTargets(sub.seg.argv).map((t) => makeTarget(s.stack, t.path, t.access, t.via, t.uncertain)),
      ...shell.writes.filter((w) => w.path !== null && inside(w.range, sub.seg.range)).map((w) => makeTarget(s.stack, w.path!, 'write', w.via, false)),
    ];
    for (const t of targets) {
      const rules = fileRulesFor(s, t).filter((r) => isFile(r) && targetMatch(r, t, s.stack));
      const guarded = t.access === 'write' ? t.paths.map(protectedReason).find((x) => x !== undefined) : undefined;
      if (rules.length === 0 && guarded === undefined) continue;
      const what = [...rules.map((r) => `${r.action} rule ${r.text}`), ...(guarded ? [`the protected-path check (${guarded})`] : [])].join(', ');
      out.push(risk('agent-misses', `${code(sub.seg.text)} ${t.access === 'write' ? 'writes' : 'reads'} ${pathCode(t.written)} inside code another command runs, which Claude Code does not split into subcommands; ${what} would not stop it`, { segment: sub.index, evades: rules.map((r) => r.source) }));
    }
  }
  return out;
}
