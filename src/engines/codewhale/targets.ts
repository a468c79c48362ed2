/** The files a write tool's input names, as Codewhale's repository law reads them. */
import type { Call } from '../../core/types.js';
import { workspaceRelative } from './rules.js';

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

/** Names no in-workspace write allowance covers: git metadata, agent config, credentials and keys. */
const SENSITIVE = /(^|\/)(\.git|\.codewhale|\.deepseek|\.ssh|\.aws|\.gnupg|\.kube|\.docker|\.env[^/]*|\.netrc|\.npmrc|\.pypirc|\.git-credentials|credentials(\.[^/]*)?|id_(rsa|dsa|ecdsa|ed25519)[^/]*|[^/]*\.(pem|key|p12|pfx|jks|keystore))(\/|$)/i;

/**
 * A write bounded to the workspace: inside it and not a protected name.
 * Returns the workspace-relative path, or undefined. Both Ask's in-workspace
 * carve-out and Auto-Review's deterministic tier rely on this.
 */
export function boundedWrite(path: string, workspace: string): string | undefined {
  const rel = workspaceRelative(path, workspace);
  return rel !== undefined && rel !== '' && !SENSITIVE.test(rel) ? rel : undefined;
}
