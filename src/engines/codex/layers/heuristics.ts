/**
 * Layer 3: the fallback for unmatched commands. A dangerous one (a forced
 * `rm`, also behind sudo or env, or anywhere literal in an opaque script)
 * asks; under `never` it is rejected.
 */
import { claim } from '../../../core/pipeline.js';
import { mightBeDangerous } from '../heuristics.js';
import type { Layer } from '../state.js';

export const heuristicsLayer: Layer = {
  id: 'heuristics',
  title: 'Heuristics for unmatched commands (danger scan)',
  run(s) {
    const unmatched = s.checks.filter((c) => c.matches.length === 0);
    for (const c of unmatched) c.dangerous = mightBeDangerous(c.argv);
    const bad = unmatched.find((c) => c.dangerous);
    if (!bad) return { outcome: 'pass', reason: 'nothing dangerous among the unmatched commands' };
    const never = s.approval.kind === 'never';
    s.decision = never ? 'deny' : 'ask';
    const what = bad.argv.join(' ');
    s.by = claim('heuristics', never ? `'${what}' looks dangerous (forced rm) and the approval policy never asks: rejected` : `'${what}' looks dangerous (forced rm): Codex asks`, null);
    return { outcome: s.decision, reason: s.by.reason };
  },
};
