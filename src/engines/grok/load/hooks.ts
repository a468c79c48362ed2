/**
 * Hook definitions (10-hooks.md): the same `hooks` object in JSON hook files,
 * Claude settings and grok's TOML files. `{ <Event>: [ { matcher?, hooks:
 * [ { type, command | url, timeout, env } ] } ] }`. Unknown event names are
 * skipped so a shared Claude or Cursor file still loads.
 */
import type { LocatedDoc } from '../../../config/located.js';
import { isTable, typeName } from '../../../config/values.js';
import type { SourceLoc } from '../../../config/errors.js';
import type { Problem } from '../../types.js';
import type { GrokHook } from '../stack.js';

const EVENTS = new Set([
  'PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionDenied', 'SessionStart', 'SessionEnd', 'UserPromptSubmit', 'Stop',
  'StopFailure', 'StopCancelled', 'Notification', 'SubagentStart', 'SubagentStop', 'PreCompact', 'PostCompact',
]);

/** Cursor's camelCase names and other aliases grok accepts. */
const EVENT_ALIASES: Record<string, string> = {
  SubagentEnd: 'SubagentStop',
  sessionStart: 'SessionStart',
  sessionEnd: 'SessionEnd',
  preToolUse: 'PreToolUse',
  postToolUse: 'PostToolUse',
  postToolUseFailure: 'PostToolUseFailure',
  beforeShellExecution: 'PreToolUse',
  beforeMCPExecution: 'PreToolUse',
  beforeReadFile: 'PreToolUse',
  afterShellExecution: 'PostToolUse',
  afterMCPExecution: 'PostToolUse',
  afterFileEdit: 'PostToolUse',
  afterAgentResponse: 'PostToolUse',
  afterAgentThought: 'PostToolUse',
  beforeSubmitPrompt: 'UserPromptSubmit',
  subagentStart: 'SubagentStart',
  subagentStop: 'SubagentStop',
  preCompact: 'PreCompact',
  stop: 'Stop',
};

export type UnnamedHook = Omit<GrokHook, 'name'>;

export function readHooks(doc: LocatedDoc, origin: string, project: boolean): { hooks: UnnamedHook[]; problems: Problem[] } {
  const hooks: UnnamedHook[] = [];
  const problems: Problem[] = [];
  const root = doc.value.hooks;
  if (root === undefined) return { hooks, problems };
  const loc = (p: (string | number)[]): SourceLoc => doc.locateValue(p) ?? doc.locate(p) ?? { file: doc.file, line: 1, column: 1 };
  const bad = (message: string, p: (string | number)[]) => problems.push({ check: 'schema', fatal: false, severity: 'error', message, loc: loc(p) });
  if (!isTable(root)) {
    bad(`hooks must be a table of events, not ${typeName(root)}; grok loads no hook from this file`, ['hooks']);
    return { hooks, problems };
  }
  for (const key of Object.keys(root)) {
    const event = EVENTS.has(key) ? key : EVENT_ALIASES[key];
    if (event === undefined) continue;
    const groups = root[key];
    if (!Array.isArray(groups)) {
      bad(`hooks.${key} must be an array of matcher groups, not ${typeName(groups)}; grok skips it`, ['hooks', key]);
      continue;
    }
    groups.forEach((g, i) => {
      const gp = ['hooks', key, i];
      if (!isTable(g)) return void bad(`hooks.${key}[${i}] must be a table, not ${typeName(g)}; grok skips it`, gp);
      const matcher = g.matcher === undefined ? '' : g.matcher;
      if (typeof matcher !== 'string') return void bad(`hooks.${key}[${i}].matcher must be a string, not ${typeName(matcher)}; grok skips this group`, [...gp, 'matcher']);
      const handlers = g.hooks;
      if (!Array.isArray(handlers)) return void bad(`hooks.${key}[${i}].hooks must be an array of handlers; grok skips this group`, gp);
      handlers.forEach((h, j) => {
        const hp = [...gp, 'hooks', j];
        if (!isTable(h)) return void bad(`hooks.${key}[${i}].hooks[${j}] must be a table, not ${typeName(h)}; grok skips it`, hp);
        const type = h.type === undefined ? 'command' : h.type;
        if (type !== 'command' && type !== 'http') return void bad(`hooks.${key}[${i}].hooks[${j}].type = ${JSON.stringify(type)} is not command or http; grok skips it`, [...hp, 'type']);
        const command = typeof h.command === 'string' ? h.command : undefined;
        const url = typeof h.url === 'string' ? h.url : undefined;
        if (type === 'command' && (command === undefined || command.trim() === '')) return void bad(`hooks.${key}[${i}].hooks[${j}] has no command; grok skips it`, hp);
        if (type === 'http' && url === undefined) return void bad(`hooks.${key}[${i}].hooks[${j}] has no url; grok skips it`, hp);
        const t = h.timeout;
        const timeoutSecs = typeof t === 'number' && t > 0 ? t : typeof t === 'bigint' && t > 0n ? Number(t) : event === 'Stop' || event === 'SubagentStop' ? 600 : 5;
        const env: Record<string, string> = {};
        if (isTable(h.env)) for (const [k, v] of Object.entries(h.env)) if (typeof v === 'string') env[k] = v;
        hooks.push({
          event,
          matcher,
          type,
          ...(command !== undefined ? { command } : {}),
          ...(url !== undefined ? { url } : {}),
          timeoutSecs,
          env,
          origin,
          project,
          source: loc(hp),
          at: `${key}.${i}.${j}`,
        });
      });
    });
  }
  return { hooks, problems };
}

/** Names for --hook-result: the program's basename without extension, made unique in load order. */
export function nameHooks(hooks: readonly UnnamedHook[]): GrokHook[] {
  const used = new Map<string, number>();
  return hooks.map((h) => {
    let base: string;
    if (h.type === 'http') {
      try {
        base = new URL(h.url ?? '').hostname || 'http';
      } catch {
        base = 'http';
      }
    } else {
      const first = (h.command ?? '').trim().split(/\s+/)[0] ?? 'hook';
      base = (first.split('/').pop() ?? first).replace(/\.[A-Za-z0-9]+$/, '') || 'hook';
    }
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { ...h, name: n === 1 ? base : `${base}-${n}` };
  });
}

/**
 * What grok never acts on in a PreToolUse hook, found at load and filed
 * under `hook-risk` (the shared check reports an engine's problems under its
 * id): a matcher that is not a valid regular expression never fires
 * (`dispatcher.rs` compiles it and skips the group); a Claude-style answer
 * (`hookSpecificOutput.permissionDecision`) is not read, only
 * `{"decision": "allow"|"deny"}` or exit code 2 (`result.rs` `HookDecision`),
 * so its deny never blocks; a hook from Claude settings receives grok's
 * camelCase event JSON, which a script written for Claude may misread.
 */
export function hookProblems(hooks: readonly GrokHook[]): Problem[] {
  const out: Problem[] = [];
  const warn = (h: GrokHook, severity: Problem['severity'], message: string) => out.push({ check: 'hook-risk', fatal: false, severity, message, loc: h.source });
  for (const h of hooks) {
    if (h.event !== 'PreToolUse') continue;
    if (matcherSelects(h.matcher, ['x']) === 'invalid') warn(h, 'warning', `hook '${h.name}': matcher ${JSON.stringify(h.matcher)} is not a valid regular expression, so grok never runs it`);
    else if (h.command !== undefined && /permissionDecision/.test(h.command)) {
      warn(h, 'warning', `hook '${h.name}' answers Claude-style (permissionDecision); grok reads only {"decision": "allow"|"deny"} or exit code 2, so this answer is ignored and the call goes on`);
    } else if (h.origin.includes('Claude settings')) {
      warn(h, 'info', `hook '${h.name}' comes from Claude settings: grok sends camelCase JSON and honours only {"decision": "deny"} or exit code 2; a script that answers with hookSpecificOutput.permissionDecision is ignored (fail open)`);
    }
  }
  return out;
}

/** Does a hook's matcher select this tool? An empty matcher or `*` matches everything; otherwise a full-match regular expression. */
export function matcherSelects(matcher: string, names: readonly string[]): boolean | 'invalid' {
  const m = matcher.trim();
  if (m === '' || m === '*') return true;
  let re: RegExp;
  try {
    re = new RegExp(`^(?:${m})$`);
  } catch {
    return 'invalid';
  }
  return names.some((n) => re.test(n));
}
