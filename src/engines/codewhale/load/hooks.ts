/** `[[hooks.hooks]]` in config.toml and `[[hooks]]` in a project's hooks.toml. */
import type { KeyPath } from '../../../config/located.js';
import { DocReader, isTable } from '../../../config/values.js';
import type { Hook, HookCondition } from '../stack.js';

const HOOK_KEYS = ['event', 'command', 'name', 'timeout_secs', 'background', 'continue_on_error', 'condition', 'enabled'] as const;

/**
 * Reads hook entries at `path`. Codewhale rejects an invalid entry on its own
 * and keeps the others, so problems here are never fatal.
 */
export function readHooks(r: DocReader, path: KeyPath, origin: Hook['origin'], defaultTimeout: number | undefined): Hook[] {
  const list = r.array(path);
  if (!list) return [];
  const hooks: Hook[] = [];
  list.forEach((entry, i) => {
    const p = [...path, i];
    if (!isTable(entry)) return;
    const before = r.problems.length;
    r.unknownKeys(p, HOOK_KEYS);
    const event = r.string([...p, 'event']);
    const command = r.string([...p, 'command']);
    const name = r.string([...p, 'name']);
    let timeoutSecs = r.integer([...p, 'timeout_secs']) ?? 30;
    const background = r.boolean([...p, 'background']) ?? false;
    const continueOnError = r.boolean([...p, 'continue_on_error']) ?? true;
    const condition = readCondition(r, [...p, 'condition']);
    if (event === undefined) r.problems.push({ kind: 'missing', loc: r.at(p), message: 'hook entry has no event; Codewhale rejects it' });
    if (command === undefined || command.trim() === '') r.problems.push({ kind: 'missing', loc: r.at(p), message: 'hook entry has no command; Codewhale rejects it' });
    if (timeoutSecs === 0) r.problems.push({ kind: 'unknown-value', loc: r.valueAt([...p, 'timeout_secs']), message: 'timeout_secs = 0 is rejected; Codewhale drops this hook' });
    if (defaultTimeout !== undefined && defaultTimeout > 0) timeoutSecs = defaultTimeout;
    if (r.problems.length > before || event === undefined || command === undefined) return;
    hooks.push({
      name: name ?? command,
      event,
      command,
      timeoutSecs,
      background,
      continueOnError,
      condition,
      origin,
      source: r.at(p),
    });
  });
  return hooks;
}

function readCondition(r: DocReader, path: KeyPath): HookCondition {
  const t = r.get(path);
  if (t === undefined) return { type: 'always' };
  if (!isTable(t)) {
    r.table(path);
    return { type: 'unsupported', detail: 'not a table' };
  }
  const type = r.string([...path, 'type']);
  switch (type) {
    case 'always':
      return { type };
    case 'tool_name':
      return { type, name: r.string([...path, 'name']) ?? '' };
    case 'tool_category':
      return { type, category: r.string([...path, 'category']) ?? '' };
    case 'mode':
      return { type, mode: r.string([...path, 'mode']) ?? '' };
    case 'all':
    case 'any': {
      const list = r.array([...path, 'conditions']) ?? [];
      return { type, conditions: list.map((_, i) => readCondition(r, [...path, 'conditions', i])) };
    }
    case 'exit_code':
      return { type: 'unsupported', detail: 'exit_code does not apply to tool_call_before' };
    default:
      r.problems.push({ kind: 'unknown-value', loc: r.valueAt([...path, 'type']), message: `unknown hook condition type ${JSON.stringify(type)}` });
      return { type: 'unsupported', detail: String(type) };
  }
}
