/**
 * hook-risk: hooks that do not protect what they seem to. A strict hook
 * (continue_on_error = false) whose program is missing fails every matching
 * call closed; a lenient one (the default) fails open on any error, so a
 * security hook that is lenient, missing or in the background guards
 * nothing. Lint never runs a hook: it only asks whether files exist, and it
 * shows the effect with a simulated hook failure (`--hook-result NAME=error`).
 */
import { join } from 'node:path';
import { hookNeeds, type HookNeed } from '../../../engines/codewhale/lint-hook-program.js';
import { hookCandidates } from '../../../engines/codewhale/lint-samples.js';
import type { CodewhaleStack, Hook } from '../../../engines/codewhale/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { cites, findWitness, layerOf, type Candidate } from '../../witness.js';

export const meta: CheckMeta = {
  id: 'hook-risk',
  severity: 'warning',
  description: 'A hook that does not protect: a strict hook whose program is missing blocks every matching call; a lenient or background security hook lets calls through when it fails.',
  docs: ruleDocPath('hook-risk'),
};

const SECURITY = /secret|security|scan|guard|protect|policy|block|deny|audit|gate|verify|vet|approv|danger|safe|leak|credential|firewall/i;

function missing(ctx: LintContext, need: HookNeed): boolean {
  if (need.paths.length > 0) return !need.paths.some((p) => ctx.fileExists(p));
  return !ctx.pathDirs.some((d) => d !== '' && ctx.fileExists(join(d, need.word)));
}

function candidates(h: Hook): Candidate[] {
  return hookCandidates(h.condition).map((c) => ({ call: c.call, opts: { hookResults: { [h.name]: 'error' as const }, ...(c.mode !== undefined ? { mode: c.mode } : {}) } }));
}

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const { stack } = ctx;
  if (!stack.hooksEnabled.value) return [];
  const out: RawFinding[] = [];
  for (const h of stack.hooks) {
    if (h.event !== 'tool_call_before') continue;
    const absent = hookNeeds(h.command, stack.workspace).find((n) => missing(ctx, n));
    const where = absent ? (absent.paths.length > 0 ? 'in the workspace' : 'on the PATH whale-perm sees') : '';
    const label = `${h.continueOnError ? 'hook' : 'strict hook'} '${h.name}'`;
    if (!h.continueOnError && !h.background) {
      if (!absent) continue;
      // A strict hook with no verdict fails closed: the hooks layer denies, citing the hook.
      const witness = findWitness(ctx, candidates(h), (t) => (t.decision === 'deny' && t.decidedBy.layer === 'hooks' && cites(t, 'hooks', h.source) ? 'strong' : false));
      out.push({
        loc: h.source,
        message: `${label} runs ${absent.word}, which does not exist ${where}: continue_on_error = false makes every call it matches fail closed`,
        ...(witness ? { witness } : {}),
      });
      continue;
    }
    const security = SECURITY.test(h.name) || SECURITY.test(h.command);
    if (!absent && !security) continue;
    let why: string;
    if (h.background) why = 'it runs in the background, and a background hook never votes on the call';
    else if (absent) why = `it runs ${absent.word}, which does not exist ${where}, and continue_on_error = true lets every call through when it fails`;
    else why = 'continue_on_error = true (the default) lets the call through whenever the hook fails, times out or is missing';
    // The call goes on after the hook's failure: the hooks layer does not deny.
    const witness = h.background
      ? undefined
      : findWitness(ctx, candidates(h), (t) => {
          const l = layerOf(t, 'hooks');
          return l && l.outcome !== 'deny' && l.outcome !== 'skip' && l.sources.length > 0 && t.warnings.some((w) => w.startsWith(`hook '${h.name}' gave no verdict`)) ? 'strong' : false;
        });
    out.push({ loc: h.source, message: `${label} does not protect: ${why}`, ...(witness ? { witness } : {}) });
  }
  return out;
}
