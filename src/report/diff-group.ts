/**
 * Changes grouped by cause: the same decision, layer and rule before, and the
 * same after. One rule edit (a removed deny, a tool-wide allow) typically
 * moves many probe calls the same way; a group shows it once.
 */
import { causeKey, type Change, type DecisionAt } from '../corpus/compare.js';

export interface ChangeGroup {
  direction: Change['direction'];
  before: DecisionAt;
  after: DecisionAt;
  changes: Change[];
}

/** Groups in first-seen order (changes arrive loosened first). */
export function groupChanges(changes: readonly Change[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const c of changes) {
    const k = causeKey(c);
    let g = groups.get(k);
    if (!g) {
      g = { direction: c.direction, before: c.before, after: c.after, changes: [] };
      groups.set(k, g);
    }
    g.changes.push(c);
  }
  return [...groups.values()];
}

export function revisionLabel(r: { rev: string | null; commit: string | null }): string {
  if (r.rev === null) return 'working tree';
  return r.commit && !r.commit.startsWith(r.rev) ? `${r.rev} (${r.commit.slice(0, 12)})` : r.rev;
}
