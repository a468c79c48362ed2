/**
 * overlay-loosening: values the project overlay sets that Codewhale ignores,
 * because the overlay may only tighten approval, sandbox and shell, and may
 * not add hooks, credentials, providers or rules.
 */
import type { SourceLoc } from '../../config/errors.js';
import type { Setting } from '../../engines/codewhale/stack.js';
import { ruleDocPath } from '../docs.js';
import type { CheckMeta, LintContext, RawFinding, RelatedLoc } from '../types.js';

export const meta: CheckMeta = {
  id: 'overlay-loosening',
  severity: 'warning',
  description: 'A project overlay value that Codewhale ignores because it would loosen the user configuration or is not on the overlay allow-list.',
  docs: ruleDocPath('overlay-loosening'),
};

function real(loc: SourceLoc | null | undefined): loc is SourceLoc {
  return !!loc && loc.line > 0;
}

export function check(ctx: LintContext): RawFinding[] {
  const { stack } = ctx;
  const overlay = new Set(stack.files.filter((f) => f.role === 'project overlay').map((f) => f.path));
  const inForce: Record<string, Setting<unknown>> = { approval_policy: stack.posture, sandbox_mode: stack.sandboxMode, allow_shell: stack.allowShell };
  const out: RawFinding[] = [];
  for (const ig of stack.ignored) {
    if (!ig.source || !overlay.has(ig.source.file)) continue;
    const setting = inForce[ig.key];
    const related: RelatedLoc[] = [];
    if (setting && setting.origin !== 'project overlay' && real(setting.source)) {
      related.push({ loc: setting.source, message: `the ${setting.origin} value that stays in force` });
    }
    const summarized = typeof ig.value === 'string' && (ig.value === '{…}' || /^\[\d+ entries\]$/.test(ig.value));
    const shown = summarized ? ig.key : `${ig.key} = ${JSON.stringify(ig.value)}`;
    let message: string;
    if (ig.reason.startsWith('ignored: would loosen') && setting) {
      message = `${shown} is ignored: the project overlay may only tighten, and it would loosen ${JSON.stringify(setting.raw ?? setting.value)} from the ${setting.origin}`;
    } else if (ig.key === 'allow_shell') {
      message = `${shown} is ignored: the project overlay may only turn the shell off`;
    } else {
      message = `${shown} is ignored: ${ig.reason.replace(/; Codewhale ignores it/, '')}`;
    }
    out.push({ loc: ig.source, message, related });
  }
  return out;
}
