/**
 * Matching settings and session rules against a call, the seed's way (for
 * the decision) and the code's way (for the divergence warnings).
 */
import type { Opacity, Segment, ShellAnalysis } from '../../../shell/types.js';
import { ruleSubject } from '../vocab.js';
import {
  allowTarget,
  codeAllowForms,
  codeArgsMatch,
  codeCommands,
  codeDenyForms,
  denyTargets,
  opaqueCouldMatch,
  seedArgsMatch,
} from './bash.js';
import { matchGlob } from './glob.js';

/** A rule reduced to what matching needs (settings rules and session rules alike). */
export interface RuleLike {
  tool: string;
  args: string;
}

export interface BashHit<R> {
  rule: R;
  /** The command it matched, or the opaque part it could match. */
  segment?: Segment;
  opaque?: Opacity;
}

/** Non-Bash tools: the rule's argument is a san glob over the call's subject (`BuildRule`), the tool name compared exactly. */
export function subjectMatches(rule: RuleLike, tool: string, input: Record<string, unknown>): boolean {
  return rule.tool === tool && matchGlob(ruleSubject(tool, input), rule.args);
}

/**
 * Deny and ask (the seed's way): the first rule that matches any command the
 * string runs, wrappers peeled or not, nested ones included; an opaque part
 * matches every rule that could match what it hides.
 */
export function seedBashAny<R extends RuleLike>(rules: readonly R[], shell: ShellAnalysis): BashHit<R> | undefined {
  for (const rule of rules) {
    if (rule.tool !== 'Bash') continue;
    for (const seg of shell.segments) {
      if (denyTargets(seg).some((argv) => seedArgsMatch(rule.args, argv))) return { rule, segment: seg };
    }
  }
  for (const rule of rules) {
    if (rule.tool !== 'Bash') continue;
    for (const o of shell.opaque) if (opaqueCouldMatch(rule.args, o)) return { rule, opaque: o };
  }
  return undefined;
}

export interface AllowCover<R> {
  /** Every command matched an allow rule and nothing is opaque. */
  covered: boolean;
  /** Per command, the first rule that covers it. */
  perSegment: (R | undefined)[];
  /** The first rule of the first command, for the reason. */
  first?: R;
  uncovered: Segment[];
}

/** Allow (the seed's way): every command the string runs must be covered, each after stripping san's own wrappers only. */
export function seedBashEvery<R extends RuleLike>(rules: readonly R[], shell: ShellAnalysis): AllowCover<R> {
  const bash = rules.filter((r) => r.tool === 'Bash');
  const perSegment = shell.segments.map((seg) => bash.find((r) => seedArgsMatch(r.args, allowTarget(seg))));
  const uncovered = shell.segments.filter((_, i) => perSegment[i] === undefined);
  const covered = shell.segments.length > 0 && uncovered.length === 0 && shell.opaque.length === 0;
  const first = perSegment.find((r) => r !== undefined);
  return { covered, perSegment, uncovered, ...(first ? { first } : {}) };
}

// ---- the code's way ----------------------------------------------------------

/** `MatchesToolPattern`: for Bash, any of the forms; else the subject. */
export function codeMatches(rule: RuleLike, tool: string, input: Record<string, unknown>, shell: ShellAnalysis | undefined): boolean {
  if (rule.tool !== tool) return false;
  if (tool !== 'Bash') return matchGlob(ruleSubject(tool, input), rule.args);
  const command = typeof input.command === 'string' ? input.command : '';
  if (command === '') return matchGlob('', rule.args);
  const cmds = shell ? codeCommands(shell) : undefined;
  return codeDenyForms(command, cmds).some((f) => codeArgsMatch(f, rule.args));
}

/** `MatchAllowList`: for Bash every command must be covered by some rule; returns the first rule used. */
export function codeAllowList<R extends RuleLike>(rules: readonly R[], tool: string, input: Record<string, unknown>, shell: ShellAnalysis | undefined): R | undefined {
  if (rules.length === 0) return undefined;
  if (tool !== 'Bash') return rules.find((r) => codeMatches(r, tool, input, shell));
  const command = typeof input.command === 'string' ? input.command : '';
  if (command.trim() === '') return undefined;
  const per = codeAllowForms(command, shell ? codeCommands(shell) : undefined);
  if (per.length === 0) return undefined;
  let first: R | undefined;
  for (const forms of per) {
    const r = rules.find((rule) => rule.tool === 'Bash' && forms.some((f) => codeArgsMatch(f, rule.args)));
    if (!r) return undefined;
    first ??= r;
  }
  return first;
}
