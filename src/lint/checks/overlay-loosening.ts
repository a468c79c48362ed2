/**
 * overlay-loosening: values the project overlay sets that Codewhale ignores,
 * because the overlay may only tighten approval, sandbox and shell, and may
 * not add hooks, credentials, providers or rules.
 */
import type { SourceLoc } from '../../config/errors.js';
import { overlayKeyHint } from '../../engines/codewhale/load/known-keys.js';
import { ruleDocPath } from '../docs.js';
import type { CheckMeta, LintContext, RawFinding, RelatedLoc } from '../types.js';

export const meta: CheckMeta = {
  id: 'overlay-loosening',
  severity: 'warning',
  description: 'A project value that loosens the user configuration: one the agent reads but ignores (an overlay may only tighten), or one it applies to everyone who opens the workspace (a committed bypass mode).',
  docs: ruleDocPath('overlay-loosening'),
};

function real(loc: SourceLoc | null | undefined): loc is SourceLoc {
  return !!loc && loc.line > 0;
}

/** Values held back only because the workspace is not trusted: the normal state of an untrusted run, said once a file. */
const HELD_FOR_TRUST = /has not been trusted|not a trusted/;

export function check(ctx: LintContext): RawFinding[] {
  const out: RawFinding[] = [];
  const held = new Map<string, { first: SourceLoc; allows: number; others: number }>();
  // A key schema already reports (a typo with its did-you-mean) is not said twice.
  const schemaAt = new Set(ctx.problems.filter((p) => p.check === 'schema').map((p) => `${p.loc.file}:${p.loc.line}:${p.loc.column}`));
  for (const ig of ctx.report.ignored) {
    if (!real(ig.source)) continue;
    if (schemaAt.has(`${ig.source.file}:${ig.source.line}:${ig.source.column}`)) continue;
    if (HELD_FOR_TRUST.test(ig.reason)) {
      const h = held.get(ig.source.file) ?? { first: ig.source, allows: 0, others: 0 };
      if (/\.allow$/.test(ig.key)) h.allows++;
      else h.others++;
      held.set(ig.source.file, h);
      continue;
    }
    const summarized = typeof ig.value === 'string' && (ig.value === '{…}' || /^\[\d+ entries\]$/.test(ig.value));
    const shown = summarized ? ig.key : `${ig.key} = ${JSON.stringify(ig.value)}`;
    const related: RelatedLoc[] = ig.related && real(ig.related.loc) ? [{ loc: ig.related.loc, message: ig.related.message }] : [];
    const hint = ctx.engine.id === 'codewhale' && /allow-list/.test(ig.reason) ? overlayKeyHint(ig.key) : '';
    out.push({ loc: ig.source, message: `${shown} is ignored${hint}: ${ig.reason.replace(/^ignored: /, '')}`, related });
  }
  out.push(...committedBypass(ctx));
  for (const h of held.values()) {
    const one = h.allows + h.others === 1;
    const parts = [h.allows > 0 ? `${h.allows} allow rule${h.allows === 1 ? '' : 's'}` : '', h.others > 0 ? `${h.others} other value${h.others === 1 ? '' : 's'} (additional directories)` : ''].filter(Boolean);
    out.push({
      loc: h.first,
      severity: 'info',
      message: `this workspace has not been trusted: ${parts.join(' and ')} in this file ${one ? 'applies' : 'apply'} only after the workspace is trusted (checks about what they do still judge them, marked as applying once trusted)`,
    });
  }
  return out;
}

/**
 * A permission mode committed in the workspace that turns prompts off for
 * everyone who opens it: the effective `defaultMode` is `bypassPermissions`
 * and it comes from project or local settings. The engine has already
 * decided that the agent applies it (Claude Code does unless
 * disableBypassPermissionsMode is set; san only with allowBypass), so this
 * reads the resolved setting, as trusted where the run is not.
 */
function committedBypass(ctx: LintContext): RawFinding[] {
  const report = ctx.asTrusted?.report ?? ctx.report;
  const out: RawFinding[] = [];
  for (const st of report.settings) {
    if (!/(^|\.)defaultMode$/.test(st.key) || st.value !== 'bypassPermissions') continue;
    if (!real(st.source) || !/project|local/i.test(st.origin)) continue;
    out.push({
      loc: st.source,
      message: `defaultMode "bypassPermissions" in ${st.origin} applies to everyone who opens this workspace${ctx.asTrusted ? ' once it is trusted' : ''}: every tool call runs without a prompt (the user confirms bypass mode once). Keep it in your own user settings, or set disableBypassPermissionsMode to refuse it`,
    });
  }
  return out;
}
