/**
 * What a Claude Code rule can never do, in Claude Code's terms, for the
 * rule table (RuleRecord.never, RuleRecord.overridden), so the shared lint
 * checks can say it:
 *
 * - a path pattern with one leading slash is anchored at the settings
 *   file's source, not at `/` (`paths.ts` anchorOf); written for a system
 *   directory (`/Users/…`, `/etc/…`) it never matches the absolute path it
 *   names;
 * - a prefix rule on an exec wrapper (`watch`, `setsid`, `ionice`, `flock`)
 *   never approves anything: Claude Code approves those only with an exact
 *   rule for the whole command (`commands.ts` EXEC_WRAPPERS);
 * - an Edit allow whose every path is a protected path (`.git`, `.claude`,
 *   …) is never a pre-approval (`paths.ts` protectedReason).
 */
import { posix } from 'node:path';
import { literalPrefix } from './bash-pattern.js';
import { EXEC_WRAPPERS } from './commands.js';
import { anchorOf, protectedReason } from './paths.js';
import type { ClaudeRule, ClaudeStack } from './stack.js';

const SYSTEM_DIRS = new Set(['Users', 'home', 'etc', 'var', 'tmp', 'opt', 'usr', 'private', 'Volumes', 'mnt', 'root', 'srv', 'System', 'Library', 'Applications', 'bin', 'sbin', 'dev', 'proc', 'sys', 'boot', 'lib', 'lib64', 'run', 'nix', 'snap', 'workspace', 'workspaces', 'data', 'cygdrive', 'c', 'd', 'C:', 'D:', 'Windows', 'ProgramData']);

export function neverNote(r: ClaudeRule, stack: ClaudeStack): string | undefined {
  if (r.dead !== undefined) return r.dead;
  if (r.matcher.kind !== 'path') return undefined;
  const a = anchorOf(r.matcher.pattern, { settingsRoot: r.anchor, workspace: stack.workspace, home: stack.home });
  const first = a.rest.split('/')[0] ?? '';
  if (a.anchor !== 'settings' || !SYSTEM_DIRS.has(first)) return undefined;
  return `a single leading slash anchors at the ${r.origin} source (${posix.join(r.anchor, a.rest)}), so it never matches /${a.rest}; write ${r.matcher.tool}(/${r.matcher.pattern}) for the absolute path`;
}

export function overriddenNote(r: ClaudeRule, stack: ClaudeStack): string | undefined {
  if (r.action !== 'allow') return undefined;
  const m = r.matcher;
  if (m.kind === 'bash' && m.pattern.includes('*')) {
    const program = literalPrefix(m.pattern).split(/\s+/)[0] ?? '';
    if (EXEC_WRAPPERS.has(program)) return `${program} is an exec wrapper, and Claude Code approves it only with an exact-match rule for the whole command`;
  }
  if (m.kind === 'path' && m.tool === 'Edit') {
    const a = anchorOf(m.pattern, { settingsRoot: r.anchor, workspace: stack.workspace, home: stack.home });
    const segs = a.rest.split('/');
    const fixed = segs.findIndex((seg) => /[*?[\]{}]/.test(seg));
    const literal = segs.filter((seg) => seg !== '' && !/[*?[\]{}]/.test(seg));
    const base = posix.join(a.base, ...(fixed < 0 ? literal : literal.slice(0, fixed)));
    const why = a.anchor === 'cwd' && !a.rest.includes('/') ? undefined : protectedReason(base);
    if (why) return `it covers only ${why} (${base}): writes there are never pre-approved by an allow rule, and prompt in every mode but bypassPermissions`;
  }
  return undefined;
}
