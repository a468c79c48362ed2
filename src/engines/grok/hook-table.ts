/**
 * The grok stack's hooks as data (`Engine.hooks`), for the shared hook-risk
 * check. Ids: `<file>#<event>.<group>.<handler>` (0-based, the event key as
 * written: `config.toml#PreToolUse.0.1`), the file named as for rules.
 *
 * Failure: grok fails open. A PreToolUse hook blocks only with an explicit
 * `{"decision": "deny"}` or exit code 2; a timeout, a crash, a program that
 * does not exist or malformed output is logged and the call goes on
 * (`crates/codegen/xai-grok-hooks/src/dispatcher.rs`, `result.rs`
 * `HookDecision`; seed 003 "timeouts, crashes, or malformed responses
 * fail-open").
 */
import type { Call } from '../../core/types.js';
import type { HookRecord } from '../types.js';
import { matcherSelects } from './load/hooks.js';
import { fileLabel } from './rule-table.js';
import type { GrokHook, GrokStack } from './stack.js';
import { accessOf, matcherNames, toolInfo } from './tools.js';

/** One call per tool class, to find the calls a matcher selects. */
const PROBES: readonly Call[] = [
  { tool: 'Bash', input: { command: 'git status' } },
  { tool: 'Read', input: { path: 'README.md' } },
  { tool: 'Edit', input: { file_path: 'src/index.ts' } },
  { tool: 'Write', input: { file_path: 'notes.txt' } },
  { tool: 'Grep', input: { path: '.' } },
  { tool: 'Glob', input: { path: '.' } },
  { tool: 'WebFetch', input: { url: 'https://example.com/' } },
  { tool: 'WebSearch', input: { query: 'whale-perm' } },
  { tool: 'github__create_issue', input: {} },
];

/** The calls of PROBES the hook's matcher selects, as the hooks layer tests it (`matcherSelects` over `matcherNames`). */
function samples(h: GrokHook): Call[] {
  if (h.event !== 'PreToolUse') return [];
  return PROBES.filter((c) => {
    const info = toolInfo(c.tool)!;
    const a = accessOf(info, c.input);
    return matcherSelects(h.matcher, matcherNames(info, 'error' in a ? undefined : a)) === true;
  });
}

const FAILS_OPEN = 'grok fails open: a hook that times out, crashes, cannot start or answers malformed output is logged and the call goes on; only {"decision": "deny"} or exit code 2 blocks';

function record(stack: GrokStack, h: GrokHook, label: string, n: number): HookRecord {
  const gates = h.event === 'PreToolUse';
  const invalid = matcherSelects(h.matcher, ['x']) === 'invalid';
  return {
    id: `${label}#${h.at ?? `hooks.${n}`}`,
    name: h.name,
    type: h.type,
    ...(h.command !== undefined ? { command: h.command } : {}),
    source: h.source,
    event: h.event,
    gates,
    onFailure: 'open',
    failureWhy: FAILS_OPEN,
    ...(invalid ? { disabled: `its matcher ${JSON.stringify(h.matcher)} is not a valid regular expression: grok never runs it` } : {}),
    env: { workspace: stack.workspace, home: stack.home, vars: { CLAUDE_PROJECT_DIR: stack.workspace } },
    samples: samples(h),
  };
}

const tables = new WeakMap<GrokStack, HookRecord[]>();

export function grokHooks(stack: GrokStack): HookRecord[] {
  let t = tables.get(stack);
  if (!t) {
    const label = fileLabel(stack);
    const perFile = new Map<string, number>();
    t = stack.hooks.map((h) => {
      const n = (perFile.get(h.source.file) ?? 0) + 1;
      perFile.set(h.source.file, n);
      return record(stack, h, label(h.source.file), n);
    });
    tables.set(stack, t);
  }
  return t;
}
