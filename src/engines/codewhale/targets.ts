/** The files a write tool's input names, as Codewhale's repository law reads them. */
import type { Call } from '../../core/types.js';

const PATH_KEYS = ['path', 'file_path', 'filePath', 'target', 'destination'];

export function writeTargets(call: Call): string[] {
  const out = new Set<string>();
  const input = call.input;
  for (const k of PATH_KEYS) if (typeof input[k] === 'string') out.add(input[k] as string);
  for (const list of [input.replace, input.changes]) {
    if (Array.isArray(list)) for (const e of list) if (e && typeof e === 'object' && typeof (e as { path?: unknown }).path === 'string') out.add((e as { path: string }).path);
  }
  const patch = typeof input.patch === 'string' ? input.patch : typeof input.input === 'string' ? input.input : undefined;
  if (patch !== undefined) {
    for (const line of patch.split('\n')) {
      const env = /^\*\*\* (?:Update|Add|Delete) File: (.+)$/.exec(line);
      if (env) out.add(env[1]!.trim());
      const diff = /^(?:---|\+\+\+) (?:[ab]\/)?([^\t]+)/.exec(line);
      if (diff && diff[1] !== '/dev/null') out.add(diff[1]!.trim());
    }
  }
  return [...out];
}
