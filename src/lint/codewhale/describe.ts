/** Short names for rules and calls, as lint messages quote them. */
import type { Call } from '../../core/types.js';
import type { TypedRule } from '../../engines/codewhale/stack.js';

/** `allow \`git\``, `deny read_file \`.env\``, `allow exec_shell (tool-wide)`. */
export function ruleName(r: TypedRule): string {
  const onTool = r.tool === 'exec_shell' ? '' : ` on ${r.tool}`;
  if (r.command !== undefined) return `${r.action} \`${r.command.trim()}\`${r.commandExact ? ' (exact)' : ''}${onTool}`;
  if (r.path !== undefined) return `${r.action} ${r.tool} \`${r.path}\``;
  return `${r.action} ${r.tool} (tool-wide)`;
}

/** A call as a person reads it: `git status`, `write_file README.md`, `web_search {"query":"x"}`. */
export function callText(call: Call): string {
  const keys = Object.keys(call.input);
  if (keys.length === 1 && typeof call.input.command === 'string') return `\`${call.input.command}\``;
  if (keys.length === 1 && typeof call.input.path === 'string') return `${call.tool} ${call.input.path}`;
  return `${call.tool} ${JSON.stringify(call.input)}`;
}
