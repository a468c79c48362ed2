/**
 * Source 3: hook responses. At 5e33c937 only PermissionRequest hooks take
 * part (seed 002: "PermissionRequest hook (if any) may force allow or
 * deny"; internal/app/input/approval_flow.go `HandlePermissionRequest`,
 * `HandleHookPermissionResult`): they fire where a person would be asked,
 * never when an earlier source or the mode settles the call, nor where san
 * turns the ask into a deny before any approval request (dontAsk,
 * non-interactive). PreToolUse hooks are loaded but never run for a tool
 * call at the pin (`hook.Engine.FilterToolCalls` has no caller); the trace
 * says so.
 *
 * Hooks never run unless the user passed --run-hooks; --hook-result NAME=…
 * simulates one; a matching hook with neither keeps the call at ask, with
 * branches. A hook's allow is honoured only if `ResolveHookAllow` agrees (no
 * deny rule, no bypass-immune reason, no ask rule). A failing hook fails
 * open.
 */
import type { SanHook } from '../stack.js';
import { describeUpdates, matchingHooks, runHooks, type HookRecord } from '../hooks-run.js';
import { bashAny, firstSubjectMatch } from '../match/rules.js';
import { effectiveRules } from '../stack.js';
import { claim, deny, floorText, offerAllow, type EvalState, type Layer, type LayerResult } from '../state.js';
import { modeSettles } from './mode-policy.js';

function said(r: HookRecord): string {
  const how = r.how === 'simulated' ? 'simulated' : r.how === 'ran' ? 'ran' : r.how;
  const what = r.verdict === 'none' ? 'no verdict' : r.verdict === 'error' ? 'failed' : r.verdict;
  return `hook '${r.hook.name}' (${how}) said ${what}${r.reason ? `: ${r.reason}` : ''}${r.detail ? ` [${r.detail}]` : ''}`;
}

/** `ResolveHookAllow`: an ask rule or the floor outranks a hook's allow. */
function allowBlocker(s: EvalState): string | undefined {
  const asks = effectiveRules(s.stack, 'ask');
  const a = s.tool === 'Bash' && s.reading ? bashAny(asks, s.reading)?.rule : firstSubjectMatch(asks, s.tool, s.call.input);
  if (a) return `ask rule ${a.text} (${a.origin}) outranks a hook's allow`;
  if (s.floor) return `${floorText(s.floor)} outranks a hook's allow`;
  return undefined;
}

function note(s: EvalState, records: readonly HookRecord[]): void {
  for (const r of records) {
    if (r.how === 'async') s.warnings.push(`hook '${r.hook.name}' is async: it runs but never votes on the call`);
    if (r.verdict === 'error') s.warnings.push(`${said(r)}; san logs the failure and goes on as if the hook had no opinion (hooks fail open)`);
    if (r.how === 'not-run') {
      s.unknowns.push(`hook '${r.hook.name}' (${r.hook.event}, ${r.hook.origin}) matched but was not run (pass --run-hooks or --hook-result ${r.hook.name}=allow|ask|deny|error)${r.detail ? `; ${r.detail}` : ''}`);
      s.unresolved.push(claim('hooks', `hook '${r.hook.name}' was not run; the call proceeds only if it raises no objection`, r.hook.source));
    }
    if (r.hook.condition !== undefined && r.how !== 'skipped') s.warnings.push(`hook '${r.hook.name}' has an "if" condition (${r.hook.condition}); whale-perm does not evaluate it and takes the hook to match`);
  }
}

/** Folds one event's records into the state; returns a row result when the event decided something. */
function apply(s: EvalState, records: readonly HookRecord[], parts: string[], sources: SanHook[]): LayerResult | undefined {
  note(s, records);
  for (const r of records) if (r.how !== 'async' && r.how !== 'skipped') parts.push(said(r));
  const src = (r: HookRecord) => r.hook.source;
  const denied = records.find((r) => r.verdict === 'deny');
  if (denied) {
    s.forcedAsk = undefined;
    return deny(s, 'hooks', said(denied), src(denied));
  }
  for (const r of records) {
    for (const u of describeUpdates(r.hook.name, r.updatedPermissions ?? [])) s.warnings.push(u);
  }
  const asked = records.find((r) => r.verdict === 'ask');
  if (asked) {
    const c = claim('hooks', said(asked), src(asked));
    s.forcedAsk = c;
    if (s.decided?.decision === 'allow') {
      s.warnings.push(`${s.decided.layer} allowed the call, but ${said(asked)}: a hook's ask makes it prompt`);
      delete s.decided;
    }
    s.asks.push(c);
    return { outcome: 'ask', reason: `${parts.join('; ')}; a hook's ask is not lifted by a later source`, sources: sources.map((h) => h.source) };
  }
  const allowed = records.find((r) => r.verdict === 'allow');
  if (allowed && !s.decided) {
    const blocker = allowBlocker(s);
    if (blocker) return { outcome: 'pass', reason: `${parts.join('; ')}; not honoured: ${blocker}`, sources: sources.map((h) => h.source) };
    const unrun = records.filter((r) => r.how === 'not-run');
    if (unrun.length === 0) {
      const r = offerAllow(s, 'hooks', said(allowed), src(allowed));
      return { ...r, reason: parts.join('; ') + (r.outcome === 'allow' ? '' : `; ${r.reason}`) };
    }
  }
  return undefined;
}

export const hooksLayer: Layer = {
  id: 'hooks',
  title: 'Hook responses: PermissionRequest hooks where a person would be asked',
  run(s) {
    if (s.decided?.decision === 'deny') return { outcome: 'skip', reason: `not reached: ${s.decided.layer} denied the call` };
    const parts: string[] = [];
    const consulted: SanHook[] = [];
    const inert = matchingHooks(s, 'PreToolUse');
    if (inert.length > 0) {
      s.warnings.push(
        `${inert.map((h) => `hook '${h.name}'`).join(', ')} (PreToolUse) ${inert.length > 1 ? 'match' : 'matches'} ${s.tool}, but san 5e33c937 never runs PreToolUse hooks for a tool call (hook.Engine.FilterToolCalls has no caller; they run from cdaee750, 2026-06-12): ${inert.length > 1 ? 'they play' : 'it plays'} no part in the decision`,
      );
    }
    if (s.decided?.decision === 'allow') return { outcome: 'skip', reason: `${s.decided.layer} already allowed the call, so no PermissionRequest hook fires` };
    if (modeSettles(s)) return { outcome: 'pass', reason: 'the mode policy settles the call, so no PermissionRequest hook fires' };
    if (!s.subagent && (s.mode.value === 'dontAsk' || s.nonInteractive)) {
      return { outcome: 'pass', reason: 'nobody can be asked: san turns the ask into a deny before any approval request (coerceAsk), so no PermissionRequest hook fires' };
    }
    const permission = runHooks(s, 'PermissionRequest');
    s.hooks.push(...permission);
    consulted.push(...permission.map((r) => r.hook));
    const rewritten = permission.find((r) => r.updatedInput && r.verdict === 'allow');
    if (rewritten) s.warnings.push(`${said(rewritten)} with a rewritten input; san runs the call with it but checks the original input (ResolveHookAllow over the request's arguments)`);
    const prResult = apply(s, permission, parts, consulted);
    if (prResult) return prResult;
    if (consulted.length === 0) return { outcome: 'pass', reason: `no PreToolUse or PermissionRequest hook matches ${s.tool}` };
    if (s.unresolved.length > 0) return { outcome: 'pass', reason: `${parts.join('; ')}`, sources: consulted.map((h) => h.source) };
    return { outcome: 'pass', reason: `${parts.join('; ') || 'hooks gave no verdict'}`, sources: consulted.map((h) => h.source) };
  },
};

