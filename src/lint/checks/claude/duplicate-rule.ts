/**
 * duplicate-rule (claude): the same rule text with the same action written
 * twice, in one file or across scopes. Rules merge across scopes, so the
 * second copy changes nothing (and drifts when only one is edited).
 */
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, RawFinding } from '../../types.js';
import { label, type ClaudeContext } from './shared.js';

export const meta: CheckMeta = {
  id: 'duplicate-rule',
  severity: 'warning',
  description: 'Two typed rules match exactly the same calls; one of them is dead weight or contradicts the other.',
  docs: ruleDocPath('duplicate-rule'),
};

export function check(ctx: ClaudeContext): RawFinding[] {
  const out: RawFinding[] = [];
  const seen = new Map<string, (typeof ctx.stack.rules)[number]>();
  for (const r of ctx.stack.rules) {
    if (r.source.line === 0) continue;
    const key = `${r.action}\u0000${r.text.replace(/\s+/g, ' ').trim()}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, r);
      continue;
    }
    out.push({ loc: r.source, message: `${label(r)} repeats ${label(first)}; permission rules merge across scopes, so this copy changes nothing`, related: [{ loc: first.source, message: 'first written here' }] });
  }
  return out;
}
