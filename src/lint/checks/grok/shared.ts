/** What grok's checks share: how a rule and a call are quoted, and concrete calls a rule covers. */
import type { Call } from '../../../core/types.js';
import type { GrokRule } from '../../../engines/grok/stack.js';

/** `deny Bash(git)` (with where it came from when it is not a plain file rule). */
export function ruleName(r: GrokRule): string {
  return `${r.action} ${r.text}`;
}

export function callText(call: Call): string {
  const keys = Object.keys(call.input);
  if (keys.length === 1 && typeof call.input.command === 'string') return `\`${call.input.command}\``;
  const detail = call.input.path ?? call.input.file_path ?? call.input.url;
  if (keys.length === 1 && typeof detail === 'string') return `${call.tool} ${detail}`;
  return `${call.tool} ${JSON.stringify(call.input)}`;
}

/** A concrete string a glob pattern matches (`src/**` → `src/x/x`). */
export function globWitness(glob: string): string {
  return glob.replace(/\*\*/g, 'x/x').replace(/\*/g, 'x').replace(/\?/g, 'x').replace(/\[[^\]]*\]/g, 'x').replace(/\/+/g, '/');
}

/** The call a rule names itself, when it names something concrete. */
export function ownCall(r: GrokRule): Call | undefined {
  const p = r.pattern;
  if (p === undefined || p === '*') return undefined;
  const w = globWitness(p).trim();
  if (w === '') return undefined;
  switch (r.tool) {
    case 'bash':
      return { tool: 'Bash', input: { command: w } };
    case 'read':
      return { tool: 'Read', input: { path: w } };
    case 'grep':
      return { tool: 'Grep', input: { path: w } };
    case 'edit':
      return { tool: 'Edit', input: { file_path: w } };
    case 'webfetch':
      return { tool: 'WebFetch', input: { url: r.mode === 'domain' ? `https://${w}/` : w } };
    case 'mcp':
      return { tool: w.includes('__') ? w : `${w}__x`, input: {} };
    default:
      return undefined;
  }
}

export function fileRules(rules: readonly GrokRule[]): GrokRule[] {
  return rules.filter((r) => r.source !== null && r.source.line > 0);
}
