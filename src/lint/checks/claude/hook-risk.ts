/**
 * hook-risk (claude): PreToolUse hooks that do not protect. A hook whose
 * script path does not exist fails with a non-blocking error, so the call
 * goes on and the gate is silently off; an HTTP hook fails open on any
 * error status, timeout or refused connection (hooks page, "Exit code
 * output", "Timeouts"). The command is read with the shell analyzer
 * (src/lint/hook-program.ts): quotes, "$CLAUDE_PROJECT_DIR"/…, ${VAR:-x},
 * `cd … &&`, `[ -x … ] && exec …`. A path that only the running hook knows
 * is said once, as info; a PowerShell or Windows hook is named as such.
 */
import { posix } from 'node:path';
import { ruleDocPath } from '../../docs.js';
import { hookProgram } from '../../hook-program.js';
import type { CheckMeta, RawFinding } from '../../types.js';
import type { ClaudeContext } from './shared.js';

export const meta: CheckMeta = {
  id: 'hook-risk',
  severity: 'warning',
  description: 'A hook that does not protect: a strict hook whose program is missing blocks every matching call; a lenient or background security hook lets calls through when it fails.',
  docs: ruleDocPath('hook-risk'),
};

const FAILS_OPEN = 'the hook fails with a non-blocking error and every call it was meant to gate goes on';

export function check(ctx: ClaudeContext): RawFinding[] {
  const out: RawFinding[] = [];
  const { workspace, home } = ctx.stack;
  for (const h of ctx.stack.hooks) {
    if (h.type === 'http') {
      out.push({ loc: h.source, message: `PreToolUse hook '${h.name}' is an HTTP hook: a non-2xx status, a timeout or a refused connection is a non-blocking error, so the call goes on; only a 2xx JSON deny blocks` });
      continue;
    }
    if (h.type !== 'command') continue;
    const p = hookProgram(h.command, { workspace, home, vars: { CLAUDE_PROJECT_DIR: workspace } });
    switch (p.kind) {
      case 'unresolved':
        out.push({ loc: h.source, severity: 'info', message: `PreToolUse hook '${h.name}' runs ${JSON.stringify(p.word)}, which only the running hook can resolve; whale-perm cannot check that it exists` });
        break;
      case 'powershell':
        if (p.path !== undefined && /^[A-Za-z]:[\\/]/.test(p.path)) out.push({ loc: h.source, message: `PreToolUse hook '${h.name}' is a PowerShell command running ${p.path}, a path on one Windows machine: wherever it does not exist ${FAILS_OPEN}` });
        break;
      case 'file': {
        if (p.windows) {
          out.push({ loc: h.source, message: `PreToolUse hook '${h.name}' runs the Windows path ${p.path}: on any machine where it does not exist ${FAILS_OPEN}` });
          break;
        }
        if (!ctx.fileExists(p.path)) out.push({ loc: h.source, message: `PreToolUse hook '${h.name}' runs ${p.path}, which does not exist: ${FAILS_OPEN}` });
        break;
      }
      case 'bare': {
        const found = ctx.pathDirs.length === 0 || ctx.pathDirs.some((d) => ctx.fileExists(posix.join(d, p.name)));
        if (!found) out.push({ loc: h.source, message: `PreToolUse hook '${h.name}' runs ${p.name}, which is not on PATH: ${FAILS_OPEN}` });
        break;
      }
      case 'inline':
        break;
    }
  }
  return out;
}
