/**
 * Layer 3: `PreToolUse` hooks (10-hooks.md). Matching handlers run in
 * configured order, each with the event as camelCase JSON on stdin, until
 * one denies. Only an explicit deny blocks: `{"decision": "deny"}` on stdout
 * (whatever the exit code) or exit code 2. `{"decision": "allow"}` only
 * declines to deny; the checks below still apply. Timeouts, crashes and
 * malformed output fail open and are reported. There is no ask.
 *
 * Hooks are never executed unless the user passed --run-hooks;
 * --hook-result simulates one, and a matching hook with neither is an
 * unknown that keeps the call from being reported as allowed.
 */
import { readBash, shellOf } from '../bash.js';
import { matcherSelects } from '../load/hooks.js';
import type { GrokHook } from '../stack.js';
import { claim, deny, pass, skip, type EvalState, type Layer } from '../state.js';
import { accessOf, matcherNames } from '../tools.js';

type HookResult =
  | { kind: 'deny'; reason: string; how: string }
  | { kind: 'allow'; how: string; updatedInput?: Record<string, unknown> }
  | { kind: 'none'; how: string; failure?: string; updatedInput?: Record<string, unknown> };

function permissionMode(s: EvalState): string {
  if (s.modes.plan.value) return 'plan';
  if (s.modes.yolo.value && s.stack.yoloPin.value === undefined) return 'bypassPermissions';
  if (s.modes.auto.value) return 'auto';
  return 'default';
}

function parseOutput(stdout: string, stderr: string, exitCode: number, how: string): HookResult & { claudeStyle?: boolean } {
  let json: Record<string, unknown> | undefined;
  const text = stdout.trim();
  if (text !== '') {
    try {
      const v: unknown = JSON.parse(text);
      if (v !== null && typeof v === 'object' && !Array.isArray(v)) json = v as Record<string, unknown>;
    } catch {
      json = undefined;
    }
  }
  const firstErr = stderr.split('\n').find((l) => l.trim() !== '')?.trim().slice(0, 300);
  const decision = typeof json?.decision === 'string' ? json.decision.toLowerCase() : undefined;
  const reason = typeof json?.reason === 'string' ? json.reason.slice(0, 2000) : undefined;
  const specific = json?.hookSpecificOutput;
  const hso = specific !== null && typeof specific === 'object' && !Array.isArray(specific) ? (specific as Record<string, unknown>) : undefined;
  const updated = hso?.updatedInput;
  const updatedInput = updated !== null && typeof updated === 'object' && !Array.isArray(updated) ? (updated as Record<string, unknown>) : undefined;
  const claudeStyle = decision === undefined && (hso?.permissionDecision !== undefined || json?.permissionDecision !== undefined);
  if (decision === 'deny') return { kind: 'deny', reason: reason ?? firstErr ?? 'denied by hook', how };
  if (exitCode === 2) return { kind: 'deny', reason: reason ?? firstErr ?? 'exit code 2', how: `${how}, exit code 2` };
  if (exitCode !== 0) return { kind: 'none', how, failure: `exit code ${exitCode}${firstErr ? `: ${firstErr}` : ''}`, claudeStyle };
  if (text !== '' && json === undefined) return { kind: 'none', how, failure: 'stdout is not a JSON object', claudeStyle };
  if (decision === 'allow') return { kind: 'allow', how, ...(updatedInput ? { updatedInput } : {}) };
  if (decision !== undefined) return { kind: 'none', how, failure: `decision ${JSON.stringify(decision)} is not allow or deny`, claudeStyle, ...(updatedInput ? { updatedInput } : {}) };
  return { kind: 'none', how, claudeStyle, ...(updatedInput ? { updatedInput } : {}) };
}

function runOne(h: GrokHook, s: EvalState): (HookResult & { claudeStyle?: boolean }) | undefined {
  const simulated = s.opts.hookResults[h.name] ?? (h.command !== undefined ? s.opts.hookResults[h.command] : undefined);
  if (simulated !== undefined) {
    if (simulated === 'deny') return { kind: 'deny', reason: 'simulated deny', how: 'simulated' };
    if (simulated === 'allow') return { kind: 'allow', how: 'simulated' };
    if (simulated === 'ask') return { kind: 'none', how: 'simulated', failure: 'grok hooks have no ask (only allow or deny); treated as no verdict' };
    return { kind: 'none', how: 'simulated', failure: 'simulated error' };
  }
  if (!s.opts.runHook || h.type !== 'command' || h.command === undefined) return undefined;
  const ws = s.stack.workspace;
  const stdin = JSON.stringify({
    hookEventName: 'pre_tool_use',
    sessionId: 'whale-perm',
    cwd: ws,
    workspaceRoot: ws,
    permissionMode: permissionMode(s),
    toolName: s.tool?.grokName ?? s.call.tool,
    toolInput: s.call.input,
    toolUseId: 'call_whale_perm',
    toolInputTruncated: false,
    timestamp: '1970-01-01T00:00:00Z',
  });
  const r = s.opts.runHook({ name: h.name, command: h.command, timeoutMs: h.timeoutSecs * 1000, env: h.env, stdin, cwd: ws });
  if (r.timedOut) return { kind: 'none', how: 'ran', failure: `timed out after ${h.timeoutSecs}s` };
  if (r.error !== undefined || r.exitCode === null) return { kind: 'none', how: 'ran', failure: `could not run: ${r.error ?? 'killed'}` };
  return parseOutput(r.stdout, r.stderr, r.exitCode, 'ran');
}

export const hooksLayer: Layer = {
  id: 'hooks',
  title: 'PreToolUse hooks',
  run(s) {
    const pre = s.stack.hooks.filter((h) => h.event === 'PreToolUse');
    if (pre.length === 0) return skip('no PreToolUse hook is configured');
    const names = matcherNames(s.tool!, s.access);
    const matching: GrokHook[] = [];
    for (const h of pre) {
      const m = matcherSelects(h.matcher, names);
      if (m === 'invalid') s.warnings.push(`hook '${h.name}': matcher ${JSON.stringify(h.matcher)} is not a valid regular expression, so it never fires`);
      else if (m) matching.push(h);
    }
    if (matching.length === 0) return pass(`no PreToolUse matcher selects ${names.join(' / ')}`);
    const sources = matching.map((h) => h.source);
    const said: string[] = [];
    const unknown: GrokHook[] = [];
    let rewrite: { hook: GrokHook; input: Record<string, unknown> } | undefined;
    for (const h of matching) {
      const r = runOne(h, s);
      if (r === undefined) {
        unknown.push(h);
        continue;
      }
      if (r.kind === 'deny') {
        said.push(`hook '${h.name}' (${r.how}) denied: ${r.reason}`);
        return deny(s, 'hooks', `hook '${h.name}' (${r.how}) denied: ${r.reason}; an explicit deny stops the call before any permission rule`, h.source);
      }
      if (r.claudeStyle) s.warnings.push(`hook '${h.name}' answered with Claude-style permissionDecision; grok reads only {"decision": "allow"|"deny"}, so the answer is ignored and the call goes on`);
      if (r.kind === 'none' && r.failure) s.warnings.push(`hook '${h.name}' (${r.how}) gave no verdict (${r.failure}); grok fails open: the call goes on as if it had allowed, and the failure is shown in the UI`);
      said.push(r.kind === 'allow' ? `hook '${h.name}' (${r.how}) allowed, which only declines to deny` : `hook '${h.name}' (${r.how}) did not deny`);
      if (r.updatedInput) rewrite = { hook: h, input: r.updatedInput };
    }
    for (const h of unknown) {
      s.unknowns.push(`hook '${h.name}' matched but was not run (pass --run-hooks or --hook-result ${h.name}=allow|deny|error)`);
      s.unresolved.push(claim('hooks', `hook '${h.name}' was not run; it could still deny the call`, h.source));
      s.unrunHooks.push(h.name);
    }
    if (rewrite) {
      s.call = { tool: s.call.tool, input: rewrite.input };
      s.warnings.push(`hook '${rewrite.hook.name}' rewrote the input (the last rewrite wins); later checks see ${JSON.stringify(rewrite.input)}`);
      const a = accessOf(s.tool!, s.call.input);
      if ('error' in a) return deny(s, 'hooks', `hook '${rewrite.hook.name}' rewrote the input into one that fails the tool's schema (${a.error}); grok blocks the call`, rewrite.hook.source);
      s.access = a;
      if (a.kind === 'bash') {
        s.shell = shellOf(a.command);
        s.bash = readBash(a.command, s.shell, s.stack);
      }
    }
    const tail = unknown.length > 0 ? `${said.length > 0 ? '; ' : ''}${unknown.length} matching hook(s) not run: ${unknown.map((h) => h.name).join(', ')}` : '';
    return pass(`${said.join('; ')}${tail}`, sources);
  },
};
