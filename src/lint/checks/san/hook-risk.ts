/**
 * hook-risk (san): PreToolUse and PermissionRequest hooks that do not
 * protect what they seem to. san's hooks fail open: a hook that crashes,
 * times out, exits non-zero (other than 2) or prints something that is not
 * JSON is logged and ignored, so
 *
 * - a command hook whose program does not exist protects nothing;
 * - an async hook never votes.
 *
 * Hooks san does not load at all (a PermissionRequest hook in a
 * Claude-compatible file, hooks replaced per event) are listed by the stack
 * as ignored values and reported by the generic overlay-loosening check.
 */
import { isAbsolute, join } from 'node:path';
import type { SanStack } from '../../../engines/san/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';

export const meta: CheckMeta = {
  id: 'hook-risk',
  severity: 'warning',
  description: 'A hook that does not protect what it seems to: it fails open, never votes, or is never loaded.',
  docs: ruleDocPath('hook-risk'),
};

/** The program a hook command starts (its first word), when it is a plain word. */
function program(command: string): string | undefined {
  const w = command.trim().split(/\s+/, 1)[0];
  if (!w || /[$`'"|&;<>(){}]/.test(w) || w.includes('=')) return undefined;
  return w;
}

function missing(ctx: LintContext<SanStack>, word: string): boolean {
  if (word.includes('/')) {
    const p = word.startsWith('~/') ? join(ctx.stack.home, word.slice(2)) : isAbsolute(word) ? word : join(ctx.stack.workspace, word);
    return !ctx.fileExists(p);
  }
  return ctx.pathDirs.length > 0 && !ctx.pathDirs.some((d) => d !== '' && ctx.fileExists(join(d, word)));
}

export function check(ctx: LintContext<SanStack>): RawFinding[] {
  const out: RawFinding[] = [];
  for (const h of ctx.stack.hooks) {
    if (h.async) {
      out.push({ loc: h.source, message: `hook ${h.name} (${h.event}) is async: san starts it and goes on, so it never blocks or allows a call` });
      continue;
    }
    if (h.type !== 'command') continue;
    const word = program(h.command);
    if (word && missing(ctx, word)) {
      out.push({ loc: h.source, message: `hook ${h.name} (${h.event}) runs ${word}, which does not exist (relative to the workspace, or on PATH); san's hooks fail open, so it protects nothing` });
    }
  }
  return out;
}
