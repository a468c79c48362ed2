/**
 * Codewhale's hooks as data (Engine.hooks), for the shared hook-risk check.
 * Only foreground `tool_call_before` hooks vote on a call. One that gives no
 * verdict (its program is missing, it crashes or times out) fails open
 * unless `continue_on_error = false`, which denies the call.
 *
 * Source: crates/tui/src/core/engine/turn_loop.rs (the hook outcome fold:
 * a strict hook with no verdict blocks, a lenient one is skipped;
 * background hooks never vote); crates/hooks (HookCondition, the
 * DEEPSEEK_* variables a hook runs with).
 */
import { basename } from 'node:path';
import type { Call } from '../../core/types.js';
import type { HookRecord } from '../types.js';
import { conditionMatches } from './layers/hooks.js';
import type { CodewhaleStack, HookCondition } from './stack.js';
import { KNOWN_TOOLS, toolInfo } from './tools.js';
import { lookup } from './vocab.js';

/** A harmless call of a tool, with the input its admission needs. */
function neutralCall(tool: string): Call {
  const info = toolInfo(tool);
  if (info?.category === 'shell') return { tool, input: { command: 'ls' } };
  if (info?.category === 'network') return { tool, input: { query: 'example' } };
  return { tool, input: { path: 'README.md' } };
}

/** A tool of each category a `tool_category` condition names. */
const CATEGORY_TOOL: Record<string, string> = {
  shell: 'exec_shell',
  file_write: 'write_file',
  filewrite: 'write_file',
  'file-write': 'write_file',
  write: 'write_file',
  safe: 'read_file',
  read: 'read_file',
  network: 'web_search',
  mcp_read: 'read_mcp_resource',
  mcpread: 'read_mcp_resource',
  mcp_action: 'mcp_server_tool',
  mcpaction: 'mcp_server_tool',
  mcp: 'mcp_server_tool',
  agent: 'agent',
};

/** Tools a condition may match (a superset; the condition itself decides). */
function candidateTools(c: HookCondition, out: Set<string>): void {
  switch (c.type) {
    case 'tool_name':
      // A glob names registered tools (an unregistered one never reaches the hooks).
      if (!c.name.includes('*')) out.add(c.name);
      else for (const t of KNOWN_TOOLS) out.add(t);
      break;
    case 'tool_category': {
      const tool = lookup(CATEGORY_TOOL, c.category.trim().toLowerCase());
      if (tool) out.add(tool);
      break;
    }
    case 'all':
    case 'any':
      for (const sub of c.conditions) candidateTools(sub, out);
      break;
    default:
      break;
  }
}

/** Calls the hook's condition matches in the stack's mode, most telling first. */
function samplesOf(stack: CodewhaleStack, c: HookCondition): Call[] {
  const tools = new Set<string>();
  candidateTools(c, tools);
  for (const t of ['exec_shell', 'write_file', 'read_file']) tools.add(t);
  return [...tools]
    .filter((t) => toolInfo(t) !== undefined)
    .map(neutralCall)
    .filter((call) => conditionMatches(c, { call, tool: toolInfo(call.tool), mode: stack.mode }))
    .slice(0, 4);
}

/** HookRecord with the field the shared hook-risk check reads (`failClosedBy`), declared here until it is in HookRecord. */
type HookRecord_ = HookRecord & { failClosedBy?: string };

export function codewhaleHooks(stack: CodewhaleStack): HookRecord_[] {
  const perFile = new Map<string, number>();
  return stack.hooks.map((h): HookRecord_ => {
    const file = basename(h.source.file);
    const n = (perFile.get(file) ?? 0) + 1;
    perFile.set(file, n);
    const gates = h.event === 'tool_call_before' && !h.background;
    return {
      id: `${file}#hooks.${n}`,
      name: h.name,
      type: 'command',
      command: h.command,
      source: h.source,
      event: h.event,
      gates,
      onFailure: h.continueOnError ? 'open' : 'closed',
      failureWhy: h.continueOnError
        ? 'continue_on_error = true (the default): a hook that fails, times out or is missing is skipped, and the call goes on'
        : 'continue_on_error = false: a strict hook that gives no verdict fails the call closed',
      ...(h.continueOnError ? { failClosedBy: 'continue_on_error = false' } : {}),
      ...(h.background ? { background: true } : {}),
      ...(!stack.hooksEnabled.value ? { disabled: '[hooks] enabled = false' } : {}),
      env: { workspace: stack.workspace, home: stack.userHome ?? stack.home, vars: { DEEPSEEK_WORKSPACE: stack.workspace } },
      samples: gates ? samplesOf(stack, h.condition) : [],
    };
  });
}
