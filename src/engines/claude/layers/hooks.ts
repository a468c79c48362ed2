/**
 * Layer 2: PreToolUse hooks (hooks page, "Matcher patterns", "Exit code
 * output", "PreToolUse decision control"). A matching hook runs only with
 * --run-hooks; --hook-result simulates one; a matching hook with neither is
 * an unknown that keeps the call from being reported as allowed. Exit 2 and
 * `deny` block before any rule is read; `ask` forces a prompt; `allow`
 * skips the prompt, but deny and ask rules and the safety checks still
 * apply; `defer` hands a non-interactive call back to its caller. Several
 * verdicts fold `deny > defer > ask > allow`. A timed-out or failing hook
 * gives no verdict and the call goes on.
 */
import { analyzeShell } from '../../../shell/index.js';
import type { SourceLoc } from '../../../config/errors.js';
import { toolLevelMatch, paramMatch, specifierMatch, domainRuleMatch, targetMatch, subcommandMatch } from '../match.js';
import { literalPrefix } from '../bash-pattern.js';
import { buildItems } from '../items.js';
import type { ClaudeHook, ClaudeRule } from '../stack.js';
import { claim, type EvalState, type Layer } from '../state.js';

type Verdict = 'allow' | 'deny' | 'ask' | 'defer' | 'none';

interface Outcome {
  verdict: Verdict;
  how: 'simulated' | 'ran';
  reason?: string;
  detail?: string;
  updatedInput?: Record<string, unknown>;
  /** A non-blocking error (failure, timeout, unreadable output): worth a warning, unlike a silent exit 0. */
  error?: boolean;
}

const RANK: Record<Verdict, number> = { none: 0, allow: 1, ask: 2, defer: 3, deny: 4 };

export function matcherMatches(matcher: string, tool: string): boolean {
  const m = matcher.trim();
  if (m === '' || m === '*') return true;
  if (/^[A-Za-z0-9_\- ,|]+$/.test(m)) return m.split(/[|,]/).map((x) => x.trim()).includes(tool);
  try {
    return new RegExp(m).test(tool);
  } catch {
    return false;
  }
}

/**
 * The handler's `if` condition (hooks page, "Bash if matching"): any part of
 * the call matching the rule; and, as Claude Code fails open, yes for a
 * command it cannot parse, and for a pattern that names more than the
 * command when the command holds `$(…)`, backticks or `$VAR`.
 */
export function ifMatches(h: ClaudeHook, s: EvalState): boolean {
  if (h.if === undefined) return true;
  if (h.ifRule === undefined) return false;
  const rule: ClaudeRule = { id: `${h.id}.if`, text: h.if, action: 'deny', scope: h.scope, origin: h.origin, source: h.source, anchor: s.stack.workspace, matcher: h.ifRule };
  if (toolLevelMatch(rule, s.call.tool) || paramMatch(rule, s.call) || specifierMatch(rule, s.call) || domainRuleMatch(rule, s.call)) return true;
  if (s.target && targetMatch(rule, s.target, s.stack, { anchoredDepth: true })) return true;
  if (s.tool?.kind === 'shell') {
    if (s.subs.some((sub) => subcommandMatch(rule, sub))) return true;
    if (s.shell?.opaque.some((o) => o.reason === 'parse-error')) return true;
    if (h.ifRule.kind === 'bash' && literalPrefix(h.ifRule.pattern).split(/\s+/).length > 1 && /\$\(|`|\$[A-Za-z_{]/.test(s.shell?.input ?? '')) return true;
    if (s.shellTargets.some((t) => targetMatch(rule, t, s.stack, { anchoredDepth: true }))) return true;
  }
  return false;
}

function simulate(h: ClaudeHook, s: EvalState): Outcome | undefined {
  const v = s.opts.hookResults[h.name] ?? s.opts.hookResults[h.command];
  if (v === undefined) return undefined;
  return v === 'error' ? { verdict: 'none', how: 'simulated', detail: 'simulated error: a non-blocking error, no verdict', error: true } : { verdict: v, how: 'simulated' };
}

function run(h: ClaudeHook, s: EvalState): Outcome | undefined {
  const simulated = simulate(h, s);
  if (simulated) return simulated;
  if (!s.opts.runHook || h.type !== 'command') return undefined;
  const stdin = JSON.stringify({
    session_id: 'whale-perm',
    transcript_path: '',
    cwd: s.stack.workspace,
    permission_mode: s.mode.value,
    hook_event_name: 'PreToolUse',
    tool_name: s.call.tool,
    tool_input: s.call.input,
    tool_use_id: 'toolu_whale_perm',
  });
  const r = s.opts.runHook({ name: h.name, command: h.command, timeoutMs: h.timeoutSecs * 1000, cwd: s.stack.workspace, env: { CLAUDE_PROJECT_DIR: s.stack.workspace, HOME: s.stack.home }, stdin });
  if (r.timedOut) return { verdict: 'none', how: 'ran', detail: `timed out after ${h.timeoutSecs}s: no verdict, the call goes on`, error: true };
  if (r.error !== undefined || r.exitCode === null) return { verdict: 'none', how: 'ran', detail: `could not run (${r.error ?? 'killed'}): a non-blocking error`, error: true };
  const parsed = parseStdout(r.stdout);
  if (r.exitCode === 2) return { verdict: 'deny', how: 'ran', reason: (parsed && parsed !== 'invalid' ? parsed.reason : undefined) ?? (r.stderr.trim().split('\n')[0] || undefined), detail: 'exit code 2 blocks whatever stdout says' };
  if (parsed === 'invalid') return { verdict: 'none', how: 'ran', detail: `exit code ${r.exitCode} with stdout that is not valid hook JSON: a non-blocking error`, error: true };
  if (parsed === undefined) return r.exitCode === 0 ? { verdict: 'none', how: 'ran', detail: 'exit 0 with no decision' } : { verdict: 'none', how: 'ran', detail: `exit code ${r.exitCode} with no JSON: a non-blocking error`, error: true };
  return { ...parsed, how: 'ran' };
}

function parseStdout(stdout: string): Omit<Outcome, 'how'> | 'invalid' | undefined {
  const text = stdout.trim();
  if (!(text.startsWith('{') && text.endsWith('}'))) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return 'invalid';
  const o = v as Record<string, unknown>;
  const hso = o.hookSpecificOutput !== null && typeof o.hookSpecificOutput === 'object' ? (o.hookSpecificOutput as Record<string, unknown>) : {};
  const legacy = o.decision === 'approve' ? 'allow' : o.decision === 'block' ? 'deny' : undefined;
  const d = typeof hso.permissionDecision === 'string' ? hso.permissionDecision : legacy;
  const verdict: Verdict = d === 'allow' || d === 'deny' || d === 'ask' || d === 'defer' ? d : 'none';
  const updated = hso.updatedInput !== null && typeof hso.updatedInput === 'object' && !Array.isArray(hso.updatedInput) ? (hso.updatedInput as Record<string, unknown>) : undefined;
  const reason = typeof hso.permissionDecisionReason === 'string' ? hso.permissionDecisionReason : typeof o.reason === 'string' ? o.reason : undefined;
  return { verdict, ...(reason ? { reason: reason.slice(0, 2000) } : {}), ...(updated && verdict !== 'defer' ? { updatedInput: updated } : {}) };
}

export const hooksLayer: Layer = {
  id: 'hooks',
  title: 'PreToolUse hooks',
  run(s) {
    const selected = s.stack.hooks.filter((h) => matcherMatches(h.matcher, s.call.tool) && ifMatches(h, s));
    // An async hook starts and the call goes on: its verdict has no effect (hooks page, "Run hooks in the background").
    const background = selected.filter((h) => h.async);
    const matching = selected.filter((h) => !h.async);
    if (matching.length === 0) {
      const n = s.stack.hooks.length;
      const base = n === 0 ? 'no PreToolUse hook is configured' : `none of the ${n} PreToolUse hook(s) matches this call`;
      if (background.length > 0) {
        return { outcome: 'pass', reason: `${background.map((h) => `hook '${h.name}'`).join(', ')} ${background.length > 1 ? 'run' : 'runs'} in the background ("async": true): its verdict cannot block or allow the call`, sources: background.map((h) => h.source) };
      }
      return { outcome: 'pass', reason: base };
    }
    const verdicts: { hook: ClaudeHook; out: Outcome }[] = [];
    const unknown: ClaudeHook[] = [];
    for (const h of matching) {
      const out = run(h, s);
      if (out === undefined) unknown.push(h);
      else verdicts.push({ hook: h, out });
    }
    const sources: SourceLoc[] = matching.map((h) => h.source);
    const describe = (v: { hook: ClaudeHook; out: Outcome }) =>
      `hook '${v.hook.name}' (${v.out.how}) said ${v.out.verdict === 'none' ? 'nothing' : v.out.verdict}${v.out.reason ? `: ${v.out.reason}` : ''}${v.out.detail ? ` [${v.out.detail}]` : ''}`;
    for (const v of verdicts) if (v.out.verdict === 'none' && v.out.error) s.warnings.push(`${describe(v)}; Claude Code goes on with the normal permission flow`);

    const top = [...verdicts].sort((a, b) => RANK[b.out.verdict] - RANK[a.out.verdict])[0];
    // The rewritten input is what every later layer sees (rules are evaluated against it).
    const rewrite = (top?.out.updatedInput ? top : undefined) ?? [...verdicts].reverse().find((v) => v.out.updatedInput && v.out.verdict !== 'deny');
    if (rewrite?.out.updatedInput && top?.out.verdict !== 'deny') {
      s.call = { tool: s.call.tool, input: rewrite.out.updatedInput };
      if (s.tool?.kind === 'shell' && typeof s.call.input.command === 'string') s.shell = analyzeShell(s.call.input.command);
      buildItems(s);
      s.warnings.push(`hook '${rewrite.hook.name}' rewrote the input; the rules are checked against ${JSON.stringify(s.call.input)}`);
    }
    for (const h of unknown) {
      const why = h.type === 'command' ? `pass --run-hooks or --hook-result ${h.name}=…` : `a ${h.type} hook: pass --hook-result ${h.name}=…`;
      s.unknowns.push(`hook '${h.name}' matched but was not run (${why})`);
      s.unrunHooks.push(h);
      s.unresolved.push(claim('hooks', `hook '${h.name}' matched but was not run; the call is never reported as allowed while its verdict is unknown`, h.source));
    }

    if (top?.out.verdict === 'deny') {
      s.denied = claim('hooks', `${describe(top)}; a blocking hook stops the call before any permission rule is read`, top.hook.source);
      return { outcome: 'deny', reason: `${describe(top)}; the fold is deny > defer > ask > allow`, sources };
    }
    if (top?.out.verdict === 'defer') {
      if (s.headless) {
        s.prompt = claim('hooks', `${describe(top)}: the call is paused and handed back to the calling process to decide`, top.hook.source);
        s.deferred = true;
        return { outcome: 'ask', reason: s.prompt.reason, sources };
      }
      s.warnings.push(`hook '${top.hook.name}' returned defer, which only a non-interactive (-p) call honours; here it has no effect`);
    }
    const ask = verdicts.find((v) => v.out.verdict === 'ask');
    if (ask) {
      s.prompt = claim('hooks', `${describe(ask)}; no mode auto-approves a prompt a hook forces`, ask.hook.source);
      return { outcome: 'ask', reason: `${describe(ask)}; deny rules still apply after it`, sources };
    }
    const allow = verdicts.find((v) => v.out.verdict === 'allow');
    if (allow && unknown.length === 0) {
      if (allow.out.updatedInput) s.hookAnswered = true;
      s.hookAllow = claim('hooks', `${describe(allow)}; deny and ask rules and the safety checks found nothing against it`, allow.hook.source);
      return { outcome: 'allow', reason: `${describe(allow)}: skips the prompt unless a deny or ask rule or a safety check applies`, sources };
    }
    if (unknown.length > 0) return { outcome: 'pass', reason: `${unknown.length} matching hook(s) not run: ${unknown.map((h) => h.name).join(', ')}`, sources };
    return { outcome: 'pass', reason: verdicts.map(describe).join('; '), sources };
  },
};

