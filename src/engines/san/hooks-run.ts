/**
 * san's PreToolUse and PermissionRequest hooks: which match a call, and what
 * each said, simulated (--hook-result) or run (--run-hooks, command hooks
 * only). The protocol is san's (`internal/hook/{types,engine,executor,
 * executors_command,matcher}.go`): snake_case JSON on stdin; exit 2 blocks
 * with stderr as the reason; any other failure (non-zero exit, timeout,
 * unparsable stdout) is logged and ignored, so the hook "fails open"; stdout
 * JSON `{continue, hookSpecificOutput: {permissionDecision, updatedInput,
 * decision: {behavior, updatedInput, updatedPermissions, message}}}`.
 */
import type { HookOutcome } from '../types.js';
import type { EvalState } from './state.js';
import type { HookEvent, SanHook } from './stack.js';

export interface PermissionUpdate {
  type: string;
  mode?: string;
  behavior?: string;
  destination?: string;
  rules: { toolName: string; ruleContent: string }[];
  directories: string[];
}

export interface HookRecord {
  hook: SanHook;
  /** How the verdict was obtained; `not-run` when neither simulated nor run; `skipped` after an earlier block. */
  how: 'simulated' | 'ran' | 'not-run' | 'skipped' | 'async';
  verdict: HookOutcome['verdict'] | 'error';
  reason?: string;
  detail?: string;
  updatedInput?: Record<string, unknown>;
  updatedPermissions?: PermissionUpdate[];
}

/** `matchesEvent`: '' and '*' match every tool; otherwise an anchored regular expression, or the exact text if it does not compile. */
export function matcherMatches(matcher: string, tool: string): boolean {
  if (matcher === '' || matcher === '*') return true;
  try {
    return new RegExp(`^(?:${matcher})$`, 'u').test(tool);
  } catch {
    return matcher === tool;
  }
}

export function matchingHooks(s: EvalState, event: HookEvent): SanHook[] {
  return s.stack.hooks.filter((h) => h.event === event && matcherMatches(h.matcher, s.tool));
}

/**
 * The variables san sets for a hook (`Engine.buildEnv`, internal/hook/executor.go;
 * `setting.EnvPair` gives each a `GEN_` name and a `CLAUDE_` alias).
 */
export function hookVars(workspace: string, event?: string, tool?: string): Record<string, string> {
  const pairs: [string, string | undefined][] = [
    ['PROJECT_DIR', workspace],
    ['SESSION_ID', event === undefined ? undefined : 'whale-perm'],
    ['EVENT_TYPE', event],
    ['TOOL_NAME', tool === '' ? undefined : tool],
  ];
  const out: Record<string, string> = {};
  for (const [k, v] of pairs) {
    if (v === undefined) continue;
    out[`GEN_${k}`] = v;
    out[`CLAUDE_${k}`] = v;
  }
  return out;
}

const MODE_NAME: Record<string, string> = { default: 'default', acceptEdits: 'acceptEdits', bypassPermissions: 'bypassPermissions', plan: 'plan', dontAsk: 'dontAsk' };

/** Runs or simulates the matching hooks of one event, in order; the first block stops the rest (`Engine.Execute`). */
export function runHooks(s: EvalState, event: HookEvent): HookRecord[] {
  const out: HookRecord[] = [];
  let blocked = false;
  for (const hook of matchingHooks(s, event)) {
    if (hook.async) {
      out.push({ hook, how: 'async', verdict: 'none', detail: 'async: fire-and-forget, never votes' });
      continue;
    }
    if (blocked) {
      out.push({ hook, how: 'skipped', verdict: 'none', detail: 'an earlier hook blocked the call' });
      continue;
    }
    const cached = s.hookCache.find((r) => r.hook === hook);
    const rec: HookRecord = cached ? withoutRewrite(cached) : obtain(s, hook);
    out.push(rec);
    if (rec.verdict === 'deny') blocked = true;
  }
  return out;
}

/** A verdict reused after a rewrite: the rewrite itself is not applied twice. */
function withoutRewrite(r: HookRecord): HookRecord {
  const { updatedInput: _dropped, ...rest } = r;
  return rest;
}

function obtain(s: EvalState, hook: SanHook): HookRecord {
  const simulated = s.opts.hookResults[hook.name] ?? s.opts.hookResults[hook.command];
  if (simulated !== undefined) {
    // 'none' pins "no verdict" for a branch (a hook that exits 0 and prints nothing).
    if ((simulated as string) === 'none') return { hook, how: 'simulated', verdict: 'none', detail: 'simulated: no verdict' };
    return simulated === 'error'
      ? { hook, how: 'simulated', verdict: 'error', detail: 'simulated failure' }
      : { hook, how: 'simulated', verdict: simulated };
  }
  if (!s.opts.runHook) return { hook, how: 'not-run', verdict: 'none' };
  if (hook.type !== 'command') return { hook, how: 'not-run', verdict: 'none', detail: `a ${hook.type} hook: whale-perm runs only command hooks` };
  if (hook.command === '') return { hook, how: 'ran', verdict: 'none', detail: 'empty command: san skips it' };
  const stdin = JSON.stringify({
    session_id: 'whale-perm',
    transcript_path: '',
    cwd: s.stack.workspace,
    permission_mode: MODE_NAME[s.mode.value] ?? 'default',
    hook_event_name: hook.event,
    tool_name: s.tool,
    tool_input: s.call.input,
    tool_use_id: 'toolu_whale_perm',
  });
  const r = s.opts.runHook({
    name: hook.name,
    command: hook.command,
    timeoutMs: hook.timeoutSecs * 1000,
    cwd: s.stack.workspace,
    stdin,
    env: hookVars(s.stack.workspace, hook.event, s.tool),
  });
  if (r.timedOut) return { hook, how: 'ran', verdict: 'error', detail: `timed out after ${hook.timeoutSecs}s` };
  if (r.error !== undefined || r.exitCode === null) return { hook, how: 'ran', verdict: 'error', detail: `could not run: ${r.error ?? 'killed'}` };
  if (r.exitCode === 2) return { hook, how: 'ran', verdict: 'deny', reason: r.stderr.trim() || 'Hook blocked execution', detail: 'exit code 2 blocks' };
  if (r.exitCode !== 0) {
    const line = r.stderr.trim().split('\n', 1)[0] ?? '';
    return { hook, how: 'ran', verdict: 'error', detail: `hook exited ${r.exitCode}${line ? `: ${line}` : ''}` };
  }
  return { hook, how: 'ran', ...parseOutput(hook.event, r.stdout.trim()) };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `parseOutput` / `applyHookOutput` / `applySpecificOutput` / `applyPermissionDecision`. */
export function parseOutput(event: HookEvent, stdout: string): Omit<HookRecord, 'hook' | 'how'> {
  if (stdout === '') return { verdict: 'none', detail: 'no output' };
  let v: unknown;
  try {
    v = JSON.parse(stdout);
  } catch {
    return { verdict: 'error', detail: 'hook output not valid JSON' };
  }
  if (!isObject(v)) return { verdict: 'error', detail: 'hook output is not a JSON object' };
  let verdict: HookRecord['verdict'] = 'none';
  let reason: string | undefined;
  let updatedInput: Record<string, unknown> | undefined;
  let updatedPermissions: PermissionUpdate[] | undefined;
  if (v.continue === false) {
    verdict = 'deny';
    reason = str(v.stopReason) || str(v.reason) || 'continue: false';
  }
  const hso = v.hookSpecificOutput;
  if (isObject(hso)) {
    const d = str(hso.permissionDecision);
    if (d === 'deny') {
      verdict = 'deny';
      reason = str(hso.permissionDecisionReason) || 'permissionDecision: deny';
    } else if (d === 'allow' && verdict !== 'deny') {
      verdict = 'allow';
      reason = str(hso.permissionDecisionReason) || undefined;
    } else if (d === 'ask' && verdict !== 'deny') {
      verdict = 'ask';
      reason = str(hso.permissionDecisionReason) || undefined;
    }
    if (isObject(hso.updatedInput)) updatedInput = hso.updatedInput;
    const prd = hso.decision;
    if (event === 'PermissionRequest' && str(hso.hookEventName) === 'PermissionRequest' && isObject(prd)) {
      const behavior = str(prd.behavior);
      if (behavior === 'deny') {
        verdict = 'deny';
        reason = str(prd.message) || 'denied by hook';
      } else if (behavior === 'allow' && verdict !== 'deny') {
        verdict = 'allow';
        if (isObject(prd.updatedInput)) updatedInput = prd.updatedInput;
        if (Array.isArray(prd.updatedPermissions)) updatedPermissions = prd.updatedPermissions.map(permissionUpdate).filter((p): p is PermissionUpdate => p !== undefined);
      } else {
        if (prd.interrupt === true) {
          verdict = 'deny';
          reason = 'interrupt';
        }
        if (isObject(prd.updatedInput)) updatedInput = prd.updatedInput;
      }
    }
  }
  return {
    verdict,
    ...(reason ? { reason: reason.slice(0, 2000) } : {}),
    ...(updatedInput ? { updatedInput } : {}),
    ...(updatedPermissions && updatedPermissions.length > 0 ? { updatedPermissions } : {}),
  };
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** `parsePermissionUpdate`: a bare string is an allow rule for the session. */
function permissionUpdate(v: unknown): PermissionUpdate | undefined {
  if (typeof v === 'string') return v === '' ? undefined : { type: 'addRules', behavior: 'allow', destination: 'session', rules: [{ toolName: '', ruleContent: v }], directories: [] };
  if (!isObject(v)) return undefined;
  const type = str(v.type);
  if (type === '') return undefined;
  return {
    type,
    ...(str(v.mode) ? { mode: str(v.mode) } : {}),
    ...(str(v.behavior) ? { behavior: str(v.behavior) } : {}),
    ...(str(v.destination) ? { destination: str(v.destination) } : {}),
    rules: Array.isArray(v.rules) ? v.rules.filter(isObject).map((r) => ({ toolName: str(r.toolName), ruleContent: str(r.ruleContent) })) : [],
    directories: Array.isArray(v.directories) ? v.directories.filter((d): d is string => typeof d === 'string') : [],
  };
}

/**
 * What applying a PermissionRequest allow's `updatedPermissions` would do to
 * the rest of the session (`applyPermissionUpdates` in the TUI): setMode
 * (bypassPermissions refused), addRules (always as allow patterns; a
 * whole-tool `Tool(**)` refused; `persistent` written to the project's
 * settings), addDirectories. None of it changes the current call.
 */
export function describeUpdates(hook: string, updates: readonly PermissionUpdate[]): string[] {
  const out: string[] = [];
  for (const u of updates) {
    if (u.type === 'setMode') {
      if (u.mode === 'bypassPermissions') out.push(`hook '${hook}' asked to switch to bypassPermissions; san refuses a hook that sets bypass mode`);
      // applyPermissionUpdates (internal/app/input/approval_flow.go at 5e33c937) knows acceptEdits, dontAsk and normal only.
      else if (u.mode && ['acceptEdits', 'dontAsk', 'normal'].includes(u.mode)) out.push(`hook '${hook}' switches the session to mode ${u.mode} for the calls after this one`);
      else out.push(`hook '${hook}' asked for mode ${JSON.stringify(u.mode ?? '')}, which san does not apply`);
    } else if (u.type === 'addRules') {
      for (const r of u.rules) {
        const text = r.ruleContent !== '' && r.toolName !== '' ? `${r.toolName}(${r.ruleContent}:*)` : r.toolName !== '' ? `${r.toolName}(**)` : r.ruleContent;
        if (text === '') continue;
        if (text.includes('(**)')) out.push(`hook '${hook}' asked to allow all of ${r.toolName}; san refuses a whole-tool rule from a hook`);
        else if (u.destination === 'persistent') out.push(`hook '${hook}' writes allow rule ${text} into the project's settings (behavior ${JSON.stringify(u.behavior ?? 'allow')} is ignored: san adds allow rules only)`);
        else out.push(`hook '${hook}' adds session allow rule ${text} for the calls after this one${u.behavior && u.behavior !== 'allow' ? ` (behavior ${JSON.stringify(u.behavior)} is ignored: san adds allow rules only)` : ''}`);
      }
    } else if (u.type === 'addDirectories') {
      out.push(`hook '${hook}' adds working directories ${u.directories.join(', ')} for the calls after this one`);
    } else {
      out.push(`hook '${hook}' sent a ${u.type} update, which san ignores`);
    }
  }
  return out;
}
