/** `[[auto_review.allow]]` and `[[auto_review.block]]` in config.toml. */
import { DocReader, isTable } from '../../../config/values.js';
import type { ActionKind, AutoReviewRule } from '../stack.js';

export const ACTION_KINDS: readonly ActionKind[] = ['read', 'write', 'shell', 'external', 'publish', 'destructive'];

/** Older names Codewhale still accepts in block rules only. */
const BLOCK_ALIASES: Record<string, ActionKind> = {
  network: 'external',
  git: 'external',
  mcp_action: 'external',
  browser: 'external',
  unknown: 'external',
  secret: 'destructive',
  mcp_read: 'read',
};

const KEYS = ['id', 'tool', 'action_kind', 'reason', 'natural_language_guidance'] as const;

export function readAutoReview(r: DocReader): AutoReviewRule[] {
  const out: AutoReviewRule[] = [];
  if (r.table(['auto_review']) === undefined) return out;
  for (const kind of ['block', 'allow'] as const) {
    const list = r.array(['auto_review', kind]) ?? [];
    list.forEach((entry, i) => {
      const p = ['auto_review', kind, i];
      if (!isTable(entry)) return void r.table(p);
      r.unknownKeys(p, KEYS);
      const id = r.string([...p, 'id']);
      const tool = r.string([...p, 'tool']);
      const reason = r.string([...p, 'reason']);
      const rawKind = r.string([...p, 'action_kind']);
      let actionKind: ActionKind | undefined;
      if (rawKind !== undefined) {
        const k = rawKind.trim().toLowerCase();
        actionKind = (ACTION_KINDS as readonly string[]).includes(k) ? (k as ActionKind) : kind === 'block' ? BLOCK_ALIASES[k] : undefined;
        if (actionKind === undefined) {
          r.problems.push({ kind: 'unknown-value', loc: r.valueAt([...p, 'action_kind']), message: `invalid auto_review.${kind}[${i}].action_kind ${JSON.stringify(rawKind)}; expected one of ${ACTION_KINDS.join(', ')}` });
          return;
        }
      }
      if (tool === undefined && actionKind === undefined) {
        r.problems.push({ kind: 'missing', loc: r.at(p), message: `auto_review.${kind}[${i}] must set at least one of tool or action_kind` });
        return;
      }
      out.push({ kind, index: i, ...(id ? { id } : {}), ...(tool ? { tool } : {}), ...(actionKind ? { actionKind } : {}), ...(reason ? { reason } : {}), source: r.doc.locateValue(p) ?? r.at(p) });
    });
  }
  return out;
}
