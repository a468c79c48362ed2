/**
 * hook-risk: a gating hook that does not protect what it seems to, read
 * from the hook table (Engine.hooks) and never run:
 *
 * - a background hook never votes on the call;
 * - an HTTP hook that fails open lets the call go on when the server errs,
 *   times out or is unreachable;
 * - a command hook whose program does not exist (src/lint/hook-program.ts:
 *   the command read with the shell analyzer): failing open, it guards
 *   nothing; failing closed, every call it matches is blocked. A Windows
 *   path, or a path only the running hook can resolve, is named as such;
 * - a hook that looks like a security gate and fails open by the user's
 *   choice (HookRecord.failClosedBy), even when its program exists.
 *
 * How each hook fails is the engine's (HookRecord.onFailure, failureWhy).
 * The witness is one of the hook's calls evaluated with the hook failing
 * (`--hook-result NAME=error`), kept only when that evaluation shows the
 * claimed effect.
 */
import { posix } from 'node:path';
import type { HookRecord } from '../../engines/types.js';
import { ruleDocPath } from '../docs.js';
import { hookProgram } from '../hook-program.js';
import type { CheckMeta, LintContext, RawFinding, Severity } from '../types.js';
import { findWitness } from '../witness.js';

export const meta: CheckMeta = {
  id: 'hook-risk',
  severity: 'warning',
  description: 'A hook that does not protect: a strict hook whose program is missing blocks every matching call; a lenient or background security hook lets calls through when it fails.',
  docs: ruleDocPath('hook-risk'),
};

const SECURITY = /secret|security|scan|guard|protect|policy|block|deny|audit|gate|verify|vet|approv|danger|safe|leak|credential|firewall/i;

/** What a failing hook does to the calls it gates, in the engine's words. */
function consequence(h: HookRecord): string {
  return h.onFailure === 'closed' ? `${h.failureWhy}, so every call it matches fails closed` : `${h.failureWhy}, so every call it was meant to gate goes on`;
}

/** The absence the finding claims, or undefined when the program is there (or cannot be checked). */
function absence(ctx: LintContext, h: HookRecord): { what: string; severity?: Severity } | undefined {
  if (h.command === undefined) return undefined;
  const p = hookProgram(h.command, h.env);
  switch (p.kind) {
    case 'unresolved':
      return { what: `runs ${JSON.stringify(p.word)}, which only the running hook can resolve; whale-perm cannot check that it exists`, severity: 'info' };
    case 'powershell':
      return p.path !== undefined && /^[A-Za-z]:[\\/]/.test(p.path) ? { what: `is a PowerShell command running ${p.path}, a path on one Windows machine: wherever it does not exist ${consequence(h)}` } : undefined;
    case 'file':
      if (p.windows) return { what: `runs the Windows path ${p.path}: on any machine where it does not exist ${consequence(h)}` };
      return ctx.fileExists(p.path) ? undefined : { what: `runs ${p.path}, which does not exist: ${consequence(h)}` };
    case 'bare': {
      const found = ctx.pathDirs.length === 0 || ctx.pathDirs.some((d) => d !== '' && ctx.fileExists(posix.join(d, p.name)));
      return found ? undefined : { what: `runs ${p.name}, which is not on the PATH whale-perm sees: ${consequence(h)}` };
    }
    case 'inline':
      return undefined;
  }
}

/** A call of the hook evaluated with the hook failing, kept when it shows the hook's failure mode. */
function witness(ctx: LintContext, h: HookRecord) {
  const failing = { [h.name]: 'error' as const };
  const candidates = h.samples.slice(0, 3).map((call) => ({ call, opts: { hookResults: failing } }));
  if (h.onFailure === 'closed') return findWitness(ctx, candidates, (t) => (t.decision === 'deny' ? 'strong' : false));
  // Fails open: with the hook failing the call is not denied, where the hook's deny would have denied it.
  return findWitness(ctx, candidates, (t) => {
    if (t.decision === 'deny') return false;
    const denied = ctx.evaluate(t.call, { hookResults: { [h.name]: 'deny' } });
    return denied?.decision === 'deny' ? 'strong' : false;
  });
}

export function check(ctx: LintContext): RawFinding[] {
  const hooks = ctx.engine.hooks?.(ctx.stack);
  if (!hooks) return [];
  const out: RawFinding[] = [];
  for (const h of hooks) {
    if (h.disabled !== undefined || !h.source) continue;
    const label = `${h.event} hook '${h.name}'`;
    if (h.background) {
      if (h.gates || SECURITY.test(h.name) || SECURITY.test(h.command ?? '')) out.push({ loc: h.source, message: `${label} runs in the background: it never blocks or allows a call` });
      continue;
    }
    if (!h.gates) continue;
    if (h.type === 'http') {
      if (h.onFailure === 'open') {
        const w = witness(ctx, h);
        out.push({ loc: h.source, message: `${label} is an HTTP hook: an error status, a timeout or a refused connection gives no verdict; ${consequence(h)}; only its explicit deny blocks`, ...(w ? { witness: w } : {}) });
      }
      continue;
    }
    if (h.type !== 'command') continue;
    const gone = absence(ctx, h);
    if (gone) {
      const w = gone.severity === 'info' ? undefined : witness(ctx, h);
      out.push({ loc: h.source, message: `${label} ${gone.what}`, ...(gone.severity ? { severity: gone.severity } : {}), ...(w ? { witness: w } : {}) });
      continue;
    }
    if (h.onFailure === 'open' && h.failClosedBy !== undefined && (SECURITY.test(h.name) || SECURITY.test(h.command ?? ''))) {
      const w = witness(ctx, h);
      out.push({ loc: h.source, message: `${label} does not protect: ${consequence(h)} whenever the hook fails, times out or is missing; set ${h.failClosedBy} to make it fail closed`, ...(w ? { witness: w } : {}) });
    }
  }
  return out;
}
