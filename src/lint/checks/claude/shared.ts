/** What the claude checks share: the stack type, rule labels, and witnesses confirmed by the engine. */
import type { ClaudeRule, ClaudeStack } from '../../../engines/claude/stack.js';
import type { Trace } from '../../../core/types.js';
import type { LintContext } from '../../types.js';
import { sameLoc } from '../../witness.js';

export type ClaudeContext = LintContext<ClaudeStack>;

export function label(r: ClaudeRule): string {
  return `${r.action} rule ${JSON.stringify(r.text)} (${r.origin})`;
}

/** Rules Claude Code applies (not held back, not dead). */
export function activeRules(ctx: ClaudeContext): ClaudeRule[] {
  return ctx.stack.rules.filter((r) => !r.inactive && !r.dead);
}

/** Does the trace's deciding layer, or any layer, name this rule? */
export function tracesCite(t: Trace, r: ClaudeRule): boolean {
  return sameLoc(t.decidedBy.source, r.source) || t.layers.some((l) => l.sources.some((s) => sameLoc(s, r.source)));
}

/** Every hook of the stack simulated as giving no verdict: what the rules alone do. */
export function hooksSilent(ctx: ClaudeContext): Record<string, 'error'> {
  return Object.fromEntries(ctx.stack.hooks.map((h) => [h.name, 'error' as const]));
}

/**
 * The context whose rules a behaviour check judges: the trusted twin when the
 * run is not trusted (so held project allows are judged as they will apply),
 * and a note for findings about rules the real run holds back.
 */
export function behaviourView(ctx: ClaudeContext): { view: ClaudeContext; heldNote(r: ClaudeRule): string } {
  const view = ctx.asTrusted ?? ctx;
  const active = new Set(activeRules(ctx).map((r) => `${r.source.file}:${r.source.line}:${r.source.column}`));
  return {
    view,
    heldNote: (r) => (view !== ctx && !active.has(`${r.source.file}:${r.source.line}:${r.source.column}`) ? ' (this rule applies once the workspace is trusted; until then Claude Code holds it back)' : ''),
  };
}

/** Did this trace allow the call on this rule alone (the allow layer cites it and no other rule)? */
export function allowedByAlone(t: Trace, r: ClaudeRule): boolean {
  if (t.decision !== 'allow') return false;
  const allow = t.layers.find((l) => l.id === 'allow-rules');
  const cited = allow?.sources ?? [];
  return cited.length > 0 && cited.every((s) => sameLoc(s, r.source));
}
