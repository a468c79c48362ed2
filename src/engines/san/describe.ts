/** `whale-perm stack --engine san`: the resolved stack with the source of every value. */
import type { StackReport } from '../types.js';
import type { SanStack } from './stack.js';

export function describeSanStack(stack: SanStack): StackReport {
  return {
    engine: 'san',
    files: stack.files,
    settings: [
      { key: 'permissions.defaultMode', value: stack.defaultModeRaw ?? stack.defaultMode.value, origin: `${stack.defaultMode.origin} → mode ${stack.defaultMode.value}`, source: stack.defaultMode.source },
      ...(stack.allowBypass.value !== undefined ? [{ key: 'allowBypass', value: stack.allowBypass.value, origin: stack.allowBypass.origin, source: stack.allowBypass.source }] : []),
      { key: 'session permissions', value: stack.sessionRules.map((r) => r.text), origin: stack.sessionRules.length > 0 ? 'command line (--session-rule)' : 'none granted', source: null },
    ],
    rules: stack.rules.map((r) => {
      const notes: string[] = [];
      if (r.duplicateOf) notes.push(`duplicate of ${r.duplicateOf.file}:${r.duplicateOf.line}: the merge keeps the first`);
      if (r.bare) notes.push('bare tool name: san matches it only against a call with an empty argument');
      if (r.tool === 'Bash' && /^\S+ [^:]*:\*$/.test(r.args)) notes.push(`san's own matcher never matches a multi-word prefix before ':*' (it normalises commands to name:args)`);
      return { summary: `${r.action.padEnd(5)} ${r.text}  (${r.origin})`, source: r.source, ...(notes.length > 0 ? { note: notes.join('; ') } : {}) };
    }),
    hooks: stack.hooks.map((h) => {
      const notes: string[] = [];
      if (h.event === 'PreToolUse') notes.push('san 5e33c937 never runs PreToolUse hooks for a tool call: no part in any decision');
      if (h.async) notes.push('async: never votes');
      if (h.type !== 'command') notes.push(`${h.type} hook: whale-perm cannot run it, only simulate it`);
      if (h.condition !== undefined) notes.push(`if ${h.condition}: not evaluated`);
      return {
        summary: `${h.name} matcher ${JSON.stringify(h.matcher || '*')}: ${h.command || `(${h.type})`}  (${h.origin}, timeout ${h.timeoutSecs}s)`,
        source: h.source,
        ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
      };
    }),
    ignored: stack.ignored,
    warnings: stack.warnings,
  };
}
