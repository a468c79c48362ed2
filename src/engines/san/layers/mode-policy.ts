/**
 * Source 4: the mode policy. The seed: bypassPermissions forces allow, plan
 * forces deny for any write-class tool (whale-perm reads the seed's "certain
 * Bash patterns" as any command that is not provably read-only). From san's
 * code (`modeDefaultDecision` at 5e33c937): safe tools are allowed in every
 * mode; acceptEdits allows the file-editing tools. No Bash command is
 * allowed by the mode alone (the read-only Bash auto-allow came later). An allow here still yields to the bypass-immune floor and to a
 * hook's ask.
 */
import { deny, offerAllow, type EvalState, type Layer } from '../state.js';
import { isReadOnlyBash } from '../safety.js';
import { isEditTool, isSafeTool } from '../vocab.js';

export interface ModeVerdict {
  kind: 'allow' | 'deny' | 'none';
  reason: string;
}

/** Is the call write-class for plan mode? File-editing tools, and any Bash command that is not provably read-only. */
export function isWriteClass(s: Pick<EvalState, 'tool' | 'shell' | 'stack' | 'resolve'>): boolean {
  if (isEditTool(s.tool)) return true;
  if (s.tool === 'Bash') return !s.shell || !isReadOnlyBash(s.shell, { workspace: s.stack.workspace, home: s.stack.home, mode: 'plan', resolve: s.resolve });
  return false;
}

/** What the mode says about the call on its own (no side effects; the hooks layer asks it too). */
export function modeVerdict(s: EvalState): ModeVerdict {
  const mode = s.mode.value;
  if (mode === 'plan' && s.planWrite) return { kind: 'deny', reason: `plan mode: read-only (${s.tool === 'Bash' ? 'a command that is not provably read-only' : `${s.tool} writes files`})` };
  if (isSafeTool(s.tool)) return { kind: 'allow', reason: `${s.tool} is a safe (read-only) tool, allowed in every mode` };
  if (mode === 'bypassPermissions') return { kind: 'allow', reason: 'mode bypassPermissions forces allow' };
  if (mode === 'acceptEdits' && isEditTool(s.tool)) return { kind: 'allow', reason: 'mode acceptEdits allows file edits' };
  if (mode === 'plan') return { kind: 'none', reason: 'plan mode denies only write-class tools' };
  return { kind: 'none', reason: `mode ${mode} has no verdict for ${s.tool}` };
}

/** Would the mode policy settle the call without a person (so no PermissionRequest hook fires)? */
export function modeSettles(s: EvalState): boolean {
  const v = modeVerdict(s);
  return v.kind === 'deny' || (v.kind === 'allow' && !s.floor && !s.forcedAsk);
}

export const modePolicyLayer: Layer = {
  id: 'mode-policy',
  title: 'Mode policy: bypassPermissions allows, plan denies writes, safe tools allowed',
  run(s) {
    const v = modeVerdict(s);
    const origin = s.mode.origin === 'default' ? `${s.mode.value}, san's default` : `${s.mode.value} from ${s.mode.origin}`;
    if (v.kind === 'deny') return deny(s, 'mode-policy', v.reason, s.mode.source);
    if (v.kind === 'allow') return offerAllow(s, 'mode-policy', `${v.reason} (mode ${origin})`, s.mode.source);
    return { outcome: 'pass', reason: `${v.reason} (mode ${origin})`, sources: [s.mode.source] };
  },
};
