/**
 * path-never-matches (claude): path rules that do not match what they say.
 * `Write(…)`, `NotebookEdit(…)`, `MultiEdit(…)` and `Glob(…)` path rules are
 * accepted but never consulted (Edit and Read rules are); and a pattern
 * with a single leading slash such as `/Users/alice/…` is not absolute: it
 * is anchored at the settings file's source (the project root for project
 * settings, `~/.claude` for user settings), so it never matches the
 * absolute path it names (write `//Users/alice/…`).
 */
import { posix } from 'node:path';
import { anchorOf } from '../../../engines/claude/paths.js';
import type { ClaudeRule } from '../../../engines/claude/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { label, tracesCite, type ClaudeContext } from './shared.js';

export const meta: CheckMeta = {
  id: 'path-never-matches',
  severity: 'warning',
  description: "A rule matcher the agent can never satisfy: a relative or `..` workspace, a path that traverses, a path on a shell tool, a command on a tool that has none.",
  docs: ruleDocPath('path-never-matches'),
};

const SYSTEM_DIRS = new Set(['Users', 'home', 'etc', 'var', 'tmp', 'opt', 'usr', 'private', 'Volumes', 'mnt', 'root', 'srv', 'System', 'Library', 'Applications', 'bin', 'sbin', 'dev', 'proc', 'sys', 'boot', 'lib', 'lib64', 'run', 'nix', 'snap', 'workspace', 'workspaces', 'data', 'cygdrive', 'c', 'd', 'C:', 'D:', 'Windows', 'ProgramData']);

function witnessPath(rest: string): string {
  return rest.replace(/\*\*/g, 'x/x').replace(/\*/g, 'x').replace(/\?/g, 'x').replace(/\/+$/, '');
}

export function check(ctx: ClaudeContext): RawFinding[] {
  const out: RawFinding[] = [];
  const notCited = (r: ClaudeRule, tool: string, file_path: string) =>
    findWitness(ctx, [{ call: { tool, input: { file_path } } }], (t) => (!tracesCite(t, r) ? 'strong' : false));
  for (const r of ctx.stack.rules) {
    if (r.dead && r.matcher.kind === 'specifier') {
      const witness = notCited(r, r.matcher.tool === 'Glob' ? 'Read' : 'Write', witnessPath(r.matcher.specifier));
      out.push({ loc: r.source, message: `${label(r)} never matches: ${r.dead}`, ...(witness ? { witness } : {}) });
      continue;
    }
    if (r.matcher.kind !== 'path' || r.inactive) continue;
    const a = anchorOf(r.matcher.pattern, { settingsRoot: r.anchor, workspace: ctx.stack.workspace, home: ctx.stack.home });
    const first = a.rest.split('/')[0] ?? '';
    if (a.anchor !== 'settings' || !SYSTEM_DIRS.has(first)) continue;
    const absolute = `/${witnessPath(a.rest)}`;
    const witness = notCited(r, r.matcher.tool, absolute);
    out.push({
      loc: r.source,
      message: `${label(r)} is not an absolute path: a single leading slash anchors at the ${r.origin} source (${posix.join(r.anchor, a.rest)}), so it never matches ${a.rest.startsWith(first) ? `/${a.rest}` : a.rest}; write ${r.matcher.tool}(/${r.matcher.pattern}) for the absolute path`,
      ...(witness ? { witness } : {}),
    });
  }
  return out;
}
