/**
 * san's hooks as data (`Engine.hooks`), for the shared hook-risk check: the
 * PreToolUse and PermissionRequest hooks the loader kept (load/index.ts
 * `mergeHooks`; the ones san drops are ignored values of the stack).
 *
 * Facts from san at 5e33c937 (docs/engines/san.md):
 * - every failure fails open: a hook that cannot start, exits non-zero
 *   other than 2, times out or prints something that is not JSON is logged
 *   and skipped (`internal/hook/executors_command.go`,
 *   `internal/hook/executor.go`); only exit 2 or a block decision stops
 *   the call;
 * - PermissionRequest hooks vote where san would ask a person
 *   (`internal/app/input/approval_flow.go` `HandlePermissionRequest`);
 *   PreToolUse hooks are loaded but never run for a tool call at the pin
 *   (`hook.Engine.FilterToolCalls` has no caller), so they never vote;
 * - `async` hooks are fire-and-forget;
 * - the command runs with `sh -c` in the workspace, with the variables of
 *   `hookVars` (hooks-run.ts, `Engine.buildEnv`).
 */
import { join } from 'node:path';
import type { Call } from '../../core/types.js';
import type { HookRecord } from '../types.js';
import { hookVars, matcherMatches } from './hooks-run.js';
import type { SanHook, SanStack } from './stack.js';
import { KNOWN_TOOLS } from './vocab.js';

const tables = new WeakMap<SanStack, HookRecord[]>();

export function sanHooks(stack: SanStack): HookRecord[] {
  let t = tables.get(stack);
  if (!t) tables.set(stack, (t = build(stack)));
  return t;
}

/** The input of a call san would ask about (so a PermissionRequest hook fires), per tool. */
function sampleInput(tool: string, workspace: string): Record<string, unknown> {
  switch (tool) {
    case 'Bash':
      return { command: 'rm -rf ./build' };
    case 'Write':
    case 'Edit':
    case 'NotebookEdit':
      return { file_path: join(workspace, 'src', 'index.ts') };
    case 'Read':
      return { file_path: join(workspace, 'README.md') };
    case 'WebFetch':
      return { url: 'https://example.com/install.sh' };
    default:
      return {};
  }
}

/** Calls the hook's matcher takes: each known tool it matches, or the tool it names. */
function samples(h: SanHook, workspace: string): Call[] {
  let tools = KNOWN_TOOLS.filter((t) => matcherMatches(h.matcher, t));
  if (tools.length === 0 && /^[A-Za-z0-9_-]+$/.test(h.matcher)) tools = [h.matcher];
  return tools.map((tool) => ({ tool, input: sampleInput(tool, workspace) }));
}

function build(stack: SanStack): HookRecord[] {
  const n = new Map<string, number>();
  return stack.hooks.map((h) => {
    const slot = `${h.origin}#${h.event}`;
    const k = (n.get(slot) ?? 0) + 1;
    n.set(slot, k);
    const pre = h.event === 'PreToolUse';
    return {
      id: `${slot}.${k}`,
      name: h.name,
      type: h.type,
      command: h.command,
      source: h.source,
      event: h.event,
      gates: !pre && !h.async,
      onFailure: 'open',
      failureWhy: pre
        ? 'san 5e33c937 never runs PreToolUse hooks for a tool call (hook.Engine.FilterToolCalls has no caller), and a failing hook is logged and skipped'
        : "san's hooks fail open: a hook that cannot start, exits non-zero other than 2, times out or prints no valid JSON is logged and skipped",
      ...(h.async ? { background: true } : {}),
      env: { workspace: stack.workspace, home: stack.home, vars: hookVars(stack.workspace) },
      samples: samples(h, stack.workspace),
    };
  });
}
