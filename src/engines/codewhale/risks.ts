/**
 * Where Codewhale's reading of a shell call (its deny scan, its matchers)
 * and what bash would run (whale-perm's tree-sitter analysis) differ. Each
 * difference is a risk; none changes the decision (docs/contract.md,
 * "Faithful decisions").
 */
import { hiddenCodeRisk, risk, uniqueRisks, type EvadedRule } from '../../core/faithful.js';
import { byObjectAndText } from '../../core/memo.js';
import { AGENT_NAME, type Risk, type Trace } from '../../core/types.js';
import type { Opacity, Segment } from '../../shell/types.js';
import { deniedPrefixMatches } from './deny-scan.js';
import { hardDenyHitsIn, policyTool, selectShellRule } from './layers/typed-rules.js';
import { isHardDeny, ruleLabel } from './rules.js';
import type { TypedRule } from './stack.js';
import type { EvalState } from './state.js';
import { PROBED } from './recall.js';

const AGENT = AGENT_NAME.codewhale;

/** A typed rule (not a hard prefix) that names a shell command and would hold it: a typed deny or ask. */
function holdsCommand(r: TypedRule): boolean {
  return r.command !== undefined && r.tool === 'exec_shell' && r.action !== 'allow' && !isHardDeny(r);
}

/** The rules that name a shell command and would stop or hold it: hard prefixes, typed denies and asks (once per stack). */
function commandRules(s: EvalState): TypedRule[] {
  let rules = commandRulesByStack.get(s.stack);
  if (rules === undefined) commandRulesByStack.set(s.stack, (rules = s.stack.rules.filter((r) => isHardDeny(r) || holdsCommand(r))));
  return rules;
}

const commandRulesByStack = new WeakMap<EvalState['stack'], TypedRule[]>();

function evaded(r: TypedRule): EvadedRule {
  return { label: `${r.action} rule \`${r.command}\``, source: r.source };
}

/**
 * The rules that would stop the command bash runs for this segment, in rule
 * order: a hard prefix matching its words, or the typed deny or ask
 * Codewhale would select for them — for its words and its raw words, which
 * are mostly the same line. Found through the rule indexes.
 */
export function stoppers(stack: EvalState['stack'], seg: Pick<Segment, 'argv' | 'rawArgv'>): readonly TypedRule[] {
  const a = seg.argv.join(' ');
  const b = seg.rawArgv.join(' ');
  const x = lineStoppers(stack, a);
  if (a === b) return x;
  const y = lineStoppers(stack, b);
  return y.length === 0 ? x : x.length === 0 ? y : [...new Set([...x, ...y])].sort(byIndex);
}

const byIndex = (a: TypedRule, b: TypedRule) => a.index - b.index;

/**
 * The same for one command line, once per stack and line: a segment's line
 * is mostly its own text, which the segment's own evaluation reads too, and
 * a chain repeats its segments (shared lists: never change them).
 */
const lineStoppers = byObjectAndText((stack: EvalState['stack'], line: string): readonly TypedRule[] => {
  const out = new Set(hardDenyHitsIn(stack, [line]).map((h) => h.rule));
  const r = selectShellRule(stack, line);
  if (r && holdsCommand(r)) out.add(r);
  return [...out].sort(byIndex);
}, PROBED);

/** Would this rule stop the command bash runs for this segment? */
function stops(s: EvalState, r: TypedRule, seg: Segment): boolean {
  return stoppers(s.stack, seg).includes(r);
}

const INLINE = /^(python[0-9.]*|node|nodejs|deno|bun|perl|ruby|php|sh|bash|zsh|dash|ksh|lua|osascript|pwsh|powershell)$/;

export function codewhaleRisks(s: EvalState, _trace?: Pick<Trace, "decision">): Risk[] {
  const shell = s.shell;
  if (!shell || policyTool(s.call.tool) !== 'exec_shell') return [];
  const rules = commandRules(s);
  const out: Risk[] = [];
  const typedAllow = s.typed?.kind === 'allow' ? s.typed.rule : undefined;

  for (const o of shell.opaque) {
    const evades = rules.filter((r) => couldName(r, o)).map(evaded);
    if (o.reason === 'interpreter-payload' && typedAllow) {
      out.push(risk('unchecked-inline-code', `allow rule \`${typedAllow.command}\` (${ruleLabel(typedAllow)}) admits this inline code with any body: ${o.detail.replace(/\.\s*$/, '')}; ${AGENT} does not read it${evades.length ? `, and ${evades.map((e) => e.label).join(', ')} would not stop what it runs` : ''}`, { evades: evades.map((e) => e.source) }));
      continue;
    }
    out.push(hiddenCodeRisk(shell, o, AGENT, evades));
  }

  // Inline-code runners a typed allow admits, whatever the ground truth could read of them.
  if (typedAllow) {
    shell.segments.forEach((seg, i) => {
      const prog = (seg.argv[0] ?? '').split('/').pop() ?? '';
      if (INLINE.test(prog) && seg.argv.slice(1).some((a) => /^-[A-Za-z]*[ce]$/.test(a))) {
        out.push(risk('unchecked-inline-code', `allow rule \`${typedAllow.command}\` admits \`${seg.argv.slice(0, 2).join(' ')} …\` with any code in it`, { segment: i }));
      }
    });
  }

  // A command allow says nothing about the files the command writes.
  if (typedAllow && s.typed?.kind === 'allow' && shell.writes.length > 0) {
    const files = shell.writes.map((w) => w.path ?? '(a computed path)').join(', ');
    out.push(risk('agent-misses', `bash also writes ${files}; allow rule \`${typedAllow.command}\` names the command, and ${AGENT} checks no file it writes`, { evades: [typedAllow.source] }));
  }

  const deniedByTyped = s.denied?.layer === 'typed-rules';
  if (!deniedByTyped) {
    // agent-misses: bash runs a command a rule names, and Codewhale's scan did not see it.
    shell.segments.forEach((seg, i) => {
      for (const r of stoppers(s.stack, seg)) {
        // The rule Codewhale's typed layer applied to the whole command held it: nothing was missed.
        if (s.typed && s.typed.kind !== 'none' && s.typed.rule.index === r.index) continue;
        // execpolicy lib.rs check(): segments and $(…) bodies meet hard prefixes and typed denies only; an ask rule meets the whole command.
        const why = r.action === 'ask' && !isHardDeny(r)
          ? `${AGENT} matches an ask rule against the whole command only, never against one segment of it, so the rule does not hold it`
          : `${AGENT}'s deny scan does not read it in this command, so the rule does not stop it`;
        out.push(risk('agent-misses', `bash runs \`${seg.argv.join(' ')}\`, which ${evaded(r).label} names, but ${why}`, { segment: i, evades: [r.source] }));
      }
    });
  } else if (s.typed?.kind === 'block' && shell.opaque.length === 0) {
    // agent-overmatches: Codewhale's scan read a command that bash would not run.
    const r = s.typed.rule;
    if (!shell.segments.some((seg) => stops(s, r, seg))) {
      const what = s.typed.target !== undefined ? `\`${s.typed.target}\`` : 'the command';
      out.push(risk('agent-overmatches', `${AGENT}'s deny scan reads ${what} in this call and ${evaded(r).label} blocks it, but bash would not run it as a command (quoted text, a comment or a grouping the scan splits on)`));
    }
  }

  return uniqueRisks(out);
}

/** For a command name from a variable, the arguments bash already knows must still fit the rule. */
function couldName(r: TypedRule, o: Opacity): boolean {
  if (o.reason === 'dynamic-command' && o.knownArgs) {
    const first = r.command!.trim().split(/\s+/)[0]!;
    return deniedPrefixMatches(r.command!, [first, ...o.knownArgs].join(' '));
  }
  return true;
}
