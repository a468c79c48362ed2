/**
 * Layer 3: `tool_call_before` hooks. Hooks are never executed unless the
 * user passed --run-hooks; otherwise --hook-result simulates one, and a
 * matching hook with neither is an unknown that keeps the call from being
 * reported as allowed.
 */
import type { HookOutcome } from '../../types.js';
import { analyzeShell } from '../../../shell/index.js';
import { claim, type EvalState, type Layer } from '../state.js';
import type { Hook, HookCondition } from '../stack.js';
import type { ToolInfo } from '../tools.js';
import { lookup, type Mode } from '../vocab.js';

const MAX_ARGS_BYTES = 10_000;

function globMatch(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name;
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(name);
}

const CATEGORY_NAMES: Record<string, string[]> = {
  shell: ['shell'],
  'file-write': ['file_write', 'filewrite', 'file-write', 'write'],
  safe: ['safe', 'read'],
  network: ['network'],
  'mcp-read': ['mcp_read', 'mcpread'],
  'mcp-action': ['mcp_action', 'mcpaction', 'mcp'],
  agent: ['agent'],
};

/** What a hook condition looks at: the tool called, its registry entry, the mode. */
export interface HookSubject {
  call: { tool: string };
  tool: ToolInfo | undefined;
  mode: { value: Mode };
}

/** Whether a hook's condition matches a call (HookCondition::matches). */
export function conditionMatches(c: HookCondition, s: HookSubject): boolean {
  switch (c.type) {
    case 'always':
      return true;
    case 'tool_name':
      return globMatch(c.name, s.call.tool);
    case 'tool_category':
      return s.tool !== undefined && (lookup(CATEGORY_NAMES, s.tool.category) ?? []).includes(c.category.trim().toLowerCase());
    case 'mode': {
      const m = c.mode.trim().toLowerCase();
      return m === s.mode.value || (m === 'agent' && s.mode.value === 'work') || (m === 'act' && s.mode.value === 'work');
    }
    case 'all':
      return c.conditions.every((x) => conditionMatches(x, s));
    case 'any':
      return c.conditions.some((x) => conditionMatches(x, s));
    case 'unsupported':
      return false;
  }
}

const ENGINE_MODE: Record<string, string> = { plan: 'Plan', work: 'Agent', operate: 'Operate' };

function runHook(hook: Hook, s: EvalState): HookOutcome | undefined {
  const simulated = s.opts.hookResults[hook.name];
  if (simulated !== undefined) {
    return simulated === 'error'
      ? { verdict: 'none', how: 'simulated', detail: 'simulated error: no verdict' }
      : { verdict: simulated, how: 'simulated' };
  }
  if (!s.opts.runHook) return undefined;
  let args = JSON.stringify(s.call.input);
  if (Buffer.byteLength(args) > MAX_ARGS_BYTES) args = args.slice(0, MAX_ARGS_BYTES);
  const r = s.opts.runHook({
    name: hook.name,
    command: hook.command,
    timeoutMs: hook.timeoutSecs * 1000,
    cwd: s.stack.workspace,
    env: {
      DEEPSEEK_TOOL_NAME: s.call.tool,
      DEEPSEEK_TOOL_ARGS: args,
      DEEPSEEK_TOOL_CALL_ID: 'call_whale_perm',
      DEEPSEEK_WORKSPACE: s.stack.workspace,
      DEEPSEEK_MODE: ENGINE_MODE[s.mode.value] ?? 'Agent',
      DEEPSEEK_SESSION_ID: 'sess_whaleprm',
    },
  });
  if (r.timedOut) return { verdict: 'none', how: 'ran', detail: `timed out after ${hook.timeoutSecs}s` };
  if (r.error !== undefined || r.exitCode === null) return { verdict: 'none', how: 'ran', detail: `could not run: ${r.error ?? 'killed'}` };
  if (r.exitCode === 2) return { verdict: 'deny', how: 'ran', detail: 'exit code 2 denies whatever stdout says' };
  const parsed = parseHookStdout(r.stdout);
  if (r.exitCode !== 0 && parsed === undefined) return { verdict: 'none', how: 'ran', detail: `exit code ${r.exitCode} with no JSON verdict` };
  if (parsed === undefined) return { verdict: 'allow', how: 'ran', detail: 'no JSON verdict on stdout: treated as allow' };
  return { ...parsed, how: 'ran' };
}

function parseHookStdout(stdout: string): Omit<HookOutcome, 'how'> | undefined {
  const text = stdout.trim();
  if (text === '') return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  const d = typeof o.decision === 'string' ? o.decision.toLowerCase() : undefined;
  const verdict = d === 'deny' || d === 'ask' || d === 'allow' ? d : 'allow';
  const updated = o.updatedInput !== null && typeof o.updatedInput === 'object' && !Array.isArray(o.updatedInput) ? (o.updatedInput as Record<string, unknown>) : undefined;
  return {
    verdict,
    ...(typeof o.reason === 'string' ? { reason: o.reason.slice(0, 2000) } : {}),
    ...(updated ? { updatedInput: updated } : {}),
  };
}

export const hooksLayer: Layer = {
  id: 'hooks',
  title: 'Preparation, then tool_call_before hooks',
  run(s) {
    if (!s.stack.hooksEnabled.value) return { outcome: 'skip', reason: 'hooks are disabled ([hooks] enabled = false)', sources: [s.stack.hooksEnabled.source] };
    const matching = s.stack.hooks.filter((h) => h.event === 'tool_call_before' && conditionMatches(h.condition, s));
    const foreground = matching.filter((h) => !h.background);
    for (const h of matching) if (h.background) s.warnings.push(`hook '${h.name}' is a background hook: it runs but never votes on the call`);
    if (foreground.length === 0) return { outcome: 'pass', reason: 'no foreground tool_call_before hook matches this call' };

    const verdicts: { hook: Hook; out: HookOutcome }[] = [];
    const unknown: Hook[] = [];
    for (const h of foreground) {
      const out = runHook(h, s);
      if (out === undefined) unknown.push(h);
      else verdicts.push({ hook: h, out });
    }
    // The last updatedInput wins; the rewritten input is prepared again before later layers.
    const rewrite = [...verdicts].reverse().find((v) => v.out.updatedInput);
    if (rewrite?.out.updatedInput) {
      s.call = { tool: s.call.tool, input: rewrite.out.updatedInput };
      if (s.shell && typeof s.call.input.command === 'string') s.shell = analyzeShell(s.call.input.command);
      s.warnings.push(`hook '${rewrite.hook.name}' rewrote the input; later layers see ${JSON.stringify(s.call.input)}`);
    }
    for (const h of unknown) {
      s.unknowns.push(`hook '${h.name}' matched but was not run (pass --run-hooks or --hook-result ${h.name}=…)`);
      s.unresolved.push({
        on: `hook '${h.name}'`,
        verdicts: ['allow', 'ask', 'deny', 'none'],
        claim: claim('hooks', `hook '${h.name}' matched but was not run; the outcome depends on its verdict`, h.source),
      });
    }
    const strictFail = verdicts.find((v) => v.out.verdict === 'none' && !v.hook.continueOnError);
    const lenientFail = verdicts.filter((v) => v.out.verdict === 'none' && v.hook.continueOnError);
    for (const v of lenientFail) s.warnings.push(`hook '${v.hook.name}' gave no verdict (${v.out.detail ?? 'error'}); continue_on_error = true, so the call goes on as if it had allowed`);
    const by = (d: string) => verdicts.find((v) => v.out.verdict === d);
    const describe = (v: { hook: Hook; out: HookOutcome }) => `hook '${v.hook.name}' (${v.out.how}) said ${v.out.verdict === 'none' ? 'nothing' : v.out.verdict}${v.out.reason ? `: ${v.out.reason}` : ''}${v.out.detail ? ` [${v.out.detail}]` : ''}`;
    const sources = foreground.map((h) => h.source);
    if (strictFail) {
      s.denied = claim('hooks', `strict hook '${strictFail.hook.name}' matched but produced no verdict (${strictFail.out.detail ?? 'error'}); continue_on_error = false fails closed`, strictFail.hook.source);
      return { outcome: 'deny', reason: s.denied.reason, sources };
    }
    const deny = by('deny');
    if (deny) {
      s.denied = claim('hooks', describe(deny), deny.hook.source);
      return { outcome: 'deny', reason: `${describe(deny)}; the fold is deny > ask > allow`, sources };
    }
    const ask = by('ask');
    if (ask) {
      // hook_requires_approval: the tool baseline after it turns it into a prompt outside Full Access.
      s.hookAsk = true;
      s.prompt = claim('hooks', describe(ask), ask.hook.source);
      return { outcome: 'ask', reason: `${describe(ask)}; the approval it asks for is applied after the tool baseline, so no typed allow clears it${s.posture.value === 'full-access' ? ' (Full Access does not turn it into a prompt)' : ''}`, sources };
    }
    if (unknown.length > 0) {
      return { outcome: 'pass', reason: `${unknown.length} matching hook(s) not run: ${unknown.map((h) => h.name).join(', ')}; see the branches`, sources };
    }
    return { outcome: 'pass', reason: `${verdicts.map(describe).join('; ')}; a hook allow is a no-op in the fold`, sources };
  },
};
