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
