/**
 * The decision san's code would reach, for the divergence warnings: the order
 * of `HasPermissionToUseTool` (internal/setting/permission.go) with the
 * code's own matcher and PermissionRequest hooks on an ask (PreToolUse hooks
 * are not run at 5e33c937); for a subagent, the separate gate of
 * internal/subagent/executor.go, which does not read settings rules at all.
 * whale-perm decides by the seed; this only says where the code differs.
 */
import type { Decision } from '../../core/types.js';
import type { HookRecord } from './hooks-run.js';
import { matchingHooks } from './hooks-run.js';
import { allowListMatch, firstMatching } from './match/rules.js';
import { effectiveRules } from './stack.js';
import type { EvalState } from './state.js';
import { isEditTool, isSafeTool } from './vocab.js';

export interface CodeVerdict {
  decision: Decision;
  reason: string;
}

/** `ResolveHookAllow` with the code's matcher. */
function codeHonoursHookAllow(s: EvalState): boolean {
  const input = s.call.input;
  if (firstMatching(effectiveRules(s.stack, 'deny'), s.tool, input, s.reading, true)) return false;
  if (s.floor) return false;
  return !firstMatching(effectiveRules(s.stack, 'ask'), s.tool, input, s.reading, true);
}

function modeDefault(s: EvalState): CodeVerdict {
  if (isSafeTool(s.tool)) return { decision: 'allow', reason: 'mode default: safe tool' };
  switch (s.mode.value) {
    case 'bypassPermissions':
      return { decision: 'allow', reason: 'mode: bypass permissions' };
    case 'acceptEdits':
      return isEditTool(s.tool) ? { decision: 'allow', reason: 'mode: accept edits' } : { decision: 'ask', reason: 'mode: accept edits requires confirmation' };
    case 'plan':
      return { decision: 'deny', reason: 'mode: read-only' };
    case 'dontAsk':
      return { decision: 'deny', reason: "mode: don't ask" };
    default:
      return { decision: 'ask', reason: 'mode: default requires confirmation' };
  }
}

function coerce(s: EvalState, v: CodeVerdict): CodeVerdict {
  if (v.decision !== 'ask') return v;
  if (s.mode.value === 'dontAsk') return { decision: 'deny', reason: `mode: don't ask (auto-deny): ${v.reason}` };
  if (s.nonInteractive) return { decision: 'deny', reason: `headless: ${v.reason}` };
  return v;
}

/** `HasPermissionToUseTool`. */
export function codeGate(s: EvalState): CodeVerdict {
  const input = s.call.input;
  const d = firstMatching(effectiveRules(s.stack, 'deny'), s.tool, input, s.reading, true);
  if (d) return { decision: 'deny', reason: `deny rule: ${d.text}` };
  if (s.floor) return coerce(s, { decision: 'ask', reason: s.floor.tier === 'working-directory' ? s.floor.reason : `bypass-immune: ${s.floor.reason}` });
  if (s.mode.value === 'bypassPermissions') return { decision: 'allow', reason: 'mode: bypass permissions' };
  const session = s.stack.sessionRules;
  const whole = session.find((r) => r.wholeTool && r.tool === s.tool);
  if (whole) return { decision: 'allow', reason: `session: allow all ${s.tool}` };
  const sp = allowListMatch(
    session.filter((r) => !r.wholeTool),
    s.tool,
    input,
    s.reading,
    true,
  );
  if (sp) return { decision: 'allow', reason: `session pattern: ${sp.text}` };
  const a = firstMatching(effectiveRules(s.stack, 'ask'), s.tool, input, s.reading, true);
  if (a) return coerce(s, { decision: 'ask', reason: `ask rule: ${a.text}` });
  const allow = allowListMatch(effectiveRules(s.stack, 'allow'), s.tool, input, s.reading, true);
  if (allow) return { decision: 'allow', reason: `allow rule: ${allow.text}` };
  return coerce(s, modeDefault(s));
}

/** `subagentPermissionFunc` at 5e33c937 with `modeChecker` (agent-definition allow_tools/deny_tools are not modelled: none assumed). */
function subagentGate(s: EvalState): CodeVerdict {
  // BypassImmuneReason only: the working-directory check needs session working directories, which a subagent gate has none of.
  if (s.floor && s.floor.tier === 'unrecoverable') return { decision: 'deny', reason: `tool ${s.tool} blocked: ${s.floor.reason}` };
  if (s.mode.value === 'bypassPermissions') return { decision: 'allow', reason: 'bypass mode permits every worker tool' };
  if (isSafeTool(s.tool)) return { decision: 'allow', reason: 'mode default: safe tool' };
  if (s.mode.value === 'acceptEdits' && isEditTool(s.tool)) return { decision: 'allow', reason: 'mode: accept edits' };
  return { decision: 'deny', reason: `tool ${s.tool} would require approval; subagent denies it` };
}

function records(s: EvalState, event: string): HookRecord[] {
  return [...s.hookCache, ...s.hooks].filter((r) => r.hook.event === event && r.how !== 'async' && r.how !== 'skipped');
}

/** The code's decision, or undefined when it depends on a hook whose verdict is not known. */
export function codeDecision(s: EvalState): CodeVerdict | undefined {
  if (s.unresolved.length > 0) return undefined;
  if (s.subagent) return subagentGate(s);
  // PreToolUse hooks never run at 5e33c937; PermissionRequest hooks run when the gate asks and someone can be asked.
  const gate = codeGate(s);
  if (gate.decision !== 'ask') return gate;
  const matching = matchingHooks(s, 'PermissionRequest').filter((h) => !h.async);
  if (matching.length === 0) return gate;
  const pr = records(s, 'PermissionRequest');
  if (matching.some((h) => !pr.some((r) => r.hook === h))) return undefined;
  const prDeny = pr.find((r) => r.verdict === 'deny');
  if (prDeny) return { decision: 'deny', reason: `PermissionRequest hook '${prDeny.hook.name}' denied it` };
  if (pr.some((r) => r.verdict === 'allow') && codeHonoursHookAllow(s)) return { decision: 'allow', reason: 'a PermissionRequest hook allowed it' };
  return gate;
}
