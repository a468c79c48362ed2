/**
 * hook-risk (claude): PreToolUse hooks that do not protect. A hook whose
 * script path does not exist fails with a non-blocking error, so the call
 * goes on and the gate is silently off; an HTTP hook fails open on any
 * error status, timeout or refused connection; and any hook that times out
 * lets the call through (hooks page, "Exit code output", "Timeouts").
 */
import { posix } from 'node:path';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, RawFinding } from '../../types.js';
import type { ClaudeContext } from './shared.js';

export const meta: CheckMeta = {
  id: 'hook-risk',
  severity: 'warning',
  description: 'A hook that does not protect: a strict hook whose program is missing blocks every matching call; a lenient or background security hook lets calls through when it fails.',
  docs: ruleDocPath('hook-risk'),
};

const INTERPRETER = /^(?:ba|z|da)?sh$|^node$|^python[0-9.]*$|^ruby$|^perl$|^deno$|^bun$/;

/** The file a command hook runs, resolved as the hook would; undefined when it is a bare program name. */
function scriptOf(command: string, workspace: string, home: string): { path: string; bare: boolean } | undefined {
  const words = command.trim().replace(/\$\{?CLAUDE_PROJECT_DIR\}?/g, workspace).split(/\s+/).map((w) => w.replace(/^["']|["']$/g, ''));
  let w = words[0];
  if (w !== undefined && INTERPRETER.test(w.split('/').pop() ?? '')) w = words.slice(1).find((x) => !x.startsWith('-'));
  if (w === undefined || w === '' || /[$`]/.test(w)) return undefined;
  if (w.startsWith('~/')) return { path: posix.join(home, w.slice(2)), bare: false };
  if (w.includes('/')) return { path: posix.resolve(workspace, w), bare: false };
  return { path: w, bare: true };
}

export function check(ctx: ClaudeContext): RawFinding[] {
  const out: RawFinding[] = [];
  for (const h of ctx.stack.hooks) {
    if (h.type === 'http') {
      out.push({ loc: h.source, message: `PreToolUse hook '${h.name}' is an HTTP hook: a non-2xx status, a timeout or a refused connection is a non-blocking error, so the call goes on; only a 2xx JSON deny blocks` });
      continue;
    }
    if (h.type !== 'command') continue;
    const s = scriptOf(h.command, ctx.stack.workspace, ctx.stack.home);
    if (!s) continue;
    const exists = s.bare ? ctx.pathDirs.some((d) => ctx.fileExists(posix.join(d, s.path))) || ctx.pathDirs.length === 0 : ctx.fileExists(s.path);
    if (!exists) {
      out.push({ loc: h.source, message: `PreToolUse hook '${h.name}' runs ${s.path}, which does not exist: the hook fails with a non-blocking error and every call it was meant to gate goes on` });
    }
  }
  return out;
}
