/**
 * hook-risk: a PreToolUse hook that does not gate what it seems to. grok
 * reads only `{"decision": "allow"|"deny"}` (or exit code 2) and fails open
 * on everything else, so:
 * - a hook that answers Claude-style (`hookSpecificOutput.permissionDecision`)
 *   is ignored: its deny never blocks anything;
 * - a hook whose program does not exist fails open on every call;
 * - a matcher that is not a valid regular expression never fires.
 */
import { dirname, isAbsolute, join } from 'node:path';
import { matcherSelects } from '../../../engines/grok/load/hooks.js';
import type { GrokHook, GrokStack } from '../../../engines/grok/stack.js';
import { ruleDocPath } from '../../docs.js';
import { hookProgram } from '../../hook-program.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';

export const meta: CheckMeta = {
  id: 'hook-risk',
  severity: 'warning',
  description: 'A PreToolUse hook that does not protect what it seems to: a Claude-style answer grok ignores, a missing program (grok fails open), a matcher that never fires.',
  docs: ruleDocPath('hook-risk'),
};

function programOf(h: GrokHook): string | undefined {
  const cmd = h.command?.trim();
  if (!cmd) return undefined;
  const first = cmd.split(/\s+/)[0]!;
  if (/[$`'"(){};|&<>]/.test(first)) return undefined;
  return first;
}

function missing(ctx: LintContext<GrokStack>, h: GrokHook, prog: string): boolean {
  if (isAbsolute(prog)) {
    // A path the analyzer resolved from the workspace may also be meant from the hook file's directory.
    const inWs = prog.startsWith(`${ctx.stack.workspace}/`) ? join(dirname(h.source.file), prog.slice(ctx.stack.workspace.length + 1)) : undefined;
    return !ctx.fileExists(prog) && !(inWs !== undefined && ctx.fileExists(inWs));
  }
  if (prog.includes('/')) return !ctx.fileExists(join(ctx.stack.workspace, prog)) && !ctx.fileExists(join(dirname(h.source.file), prog));
  if (ctx.pathDirs.length === 0) return false;
  return !ctx.pathDirs.some((d) => d !== '' && ctx.fileExists(join(d, prog)));
}

export function check(ctx: LintContext<GrokStack>): RawFinding[] {
  const out: RawFinding[] = [];
  for (const h of ctx.stack.hooks) {
    if (h.event !== 'PreToolUse') continue;
    if (matcherSelects(h.matcher, ['x']) === 'invalid') {
      out.push({ loc: h.source, message: `hook '${h.name}': matcher ${JSON.stringify(h.matcher)} is not a valid regular expression, so grok never runs it` });
      continue;
    }
    if (h.command !== undefined && /permissionDecision/.test(h.command)) {
      out.push({ loc: h.source, message: `hook '${h.name}' answers Claude-style (permissionDecision); grok reads only {"decision": "allow"|"deny"} or exit code 2, so this answer is ignored and the call goes on` });
      continue;
    }
    // Read with the shell analyzer (quotes, "$CLAUDE_PROJECT_DIR"/…, cd … &&, interpreters): src/lint/hook-program.ts.
    const p = h.type === 'command' && h.command ? hookProgram(h.command, { workspace: ctx.stack.workspace, home: ctx.stack.home, vars: { CLAUDE_PROJECT_DIR: ctx.stack.workspace } }) : undefined;
    const prog = p?.kind === 'file' && !p.windows ? p.path : p?.kind === 'bare' ? p.name : p === undefined ? programOf(h) : undefined;
    if (h.type === 'command' && prog !== undefined && missing(ctx, h, prog)) {
      out.push({ loc: h.source, message: `hook '${h.name}': ${prog} does not exist; grok fails open on a hook it cannot run, so this gate blocks nothing` });
      continue;
    }
    if (h.origin.includes('Claude settings')) {
      out.push({ loc: h.source, severity: 'info', message: `hook '${h.name}' comes from Claude settings: grok sends camelCase JSON and honours only {"decision": "deny"} or exit code 2; a script that answers with hookSpecificOutput.permissionDecision is ignored (fail open)` });
    }
  }
  return out;
}
