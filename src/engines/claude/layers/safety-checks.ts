/**
 * Layer 5: the checks that run before allow rules, so no allow rule (and no
 * hook `allow`) clears them (permission-modes page, "Actions no mode
 * auto-approves", "Protected paths", "Critical paths", plan mode; permissions
 * page, "Redirections"):
 * - `rm`/`rmdir` of a critical path, wherever it sits in the command;
 * - writes to protected paths (`.git`, `.claude`, shell rc files, …),
 *   allowed only in bypassPermissions;
 * - edits in plan mode, blocked until the plan is approved;
 * - tools that need a person (`AskUserQuestion`);
 * - redirect targets starting with `~` or holding a glob;
 * - and, whale-perm's conservative reading, every part of a command that
 *   cannot be seen is at least a prompt.
 */
import type { SourceLoc } from '../../../config/errors.js';
import type { Decision } from '../../../core/types.js';
import { criticalReason, protectedReason } from '../paths.js';
import { claim, code, pathCode, settle, type EvalState, type Layer, type Target } from '../state.js';

interface Finding {
  decision: Decision | 'classifier';
  reason: string;
  source?: SourceLoc | null;
}

function criticalRemovals(s: EvalState): string[] {
  if (!s.shell) return [];
  const ctx = { workspace: s.stack.workspace, home: s.stack.home, extraDirs: s.stack.workingDirs.slice(1).map((d) => d.path) };
  const out: string[] = [];
  for (const seg of s.shell.segments) {
    const prog = (seg.argv[0] ?? '').split('/').pop();
    if (prog !== 'rm' && prog !== 'rmdir') continue;
    const args = seg.argv.slice(1);
    const recursive = args.some((a) => /^-[A-Za-z]*[rR]/.test(a) || a === '--recursive');
    let opts = true;
    for (const a of args) {
      if (opts && a === '--') {
        opts = false;
        continue;
      }
      if (opts && a.startsWith('-') && a.length > 1) continue;
      const why = criticalReason(a, recursive, ctx);
      if (why) {
        out.push(`${code(seg.text)} removes ${why}`);
        break;
      }
    }
  }
  return out;
}

function criticalOutcome(s: EvalState): Decision {
  switch (s.mode.value) {
    case 'dontAsk':
      return 'deny';
    case 'auto':
    case 'bypassPermissions':
      return s.headless ? 'deny' : 'ask';
    default:
      return 'ask';
  }
}

function writeTargets(s: EvalState): Target[] {
  const out = s.shellTargets.filter((t) => t.access === 'write');
  if (s.target?.access === 'write') out.unshift(s.target);
  return out;
}

export const safetyChecksLayer: Layer = {
  id: 'safety-checks',
  title: 'Checks no allow rule clears: critical paths, protected paths, plan mode, unseen code',
  run(s) {
    const found: Finding[] = [];
    const mode = s.mode.value;

    if (s.tool?.kind === 'interaction') found.push({ decision: 'ask', reason: `${s.call.tool} needs a person to answer it; no mode auto-approves it` });
    if (mode === 'plan' && s.tool?.kind === 'edit') found.push({ decision: 'deny', reason: `plan mode blocks ${s.call.tool} until you approve the plan` });

    for (const why of criticalRemovals(s)) {
      const d = criticalOutcome(s);
      found.push({ decision: d, reason: `${why}, a critical path: no allow rule or hook approves it${d === 'deny' ? ` and ${mode}${s.headless ? ' without a terminal' : ''} denies it` : ''}` });
    }

    for (const t of writeTargets(s)) {
      if (t.paths.length === 0) continue;
      const own = protectedReason(t.paths[0]!);
      const resolved = t.paths.slice(1).map(protectedReason).find((x) => x !== undefined);
      const why = own ?? resolved;
      if (!why) continue;
      const what = `the write to ${pathCode(t.written)} touches ${why}${!own && resolved ? ` through a symlink (${pathCode(t.paths[1]!)})` : ''}`;
      if (mode === 'bypassPermissions') {
        s.warnings.push(`${what}; bypassPermissions allows protected-path writes`);
        continue;
      }
      if (mode === 'auto' && own) found.push({ decision: 'classifier', reason: `${what}: auto mode sends protected-path writes to the classifier` });
      else found.push({ decision: 'ask', reason: `${what}: writes to protected paths are never auto-approved in ${mode} mode, and allow rules do not pre-approve them` });
    }

    if (mode !== 'bypassPermissions') {
      for (const t of s.shellTargets) {
        if (t.access !== 'write' || !t.uncertain || !s.items.some((i) => i.target === t)) continue;
        found.push({ decision: 'ask', reason: `the redirect target ${pathCode(t.written)} is computed, starts with ~ or holds a glob, so Claude Code asks for it` });
      }
    }

    for (const item of s.items) {
      if (item.kind !== 'opaque' || item.settled) continue;
      const detail = item.opaque!.detail.replace(/\.\s*$/, '');
      settle(item, 'ask', 'safety-checks', `${item.label}: ${detail}`, null);
      found.push({ decision: 'ask', reason: `${item.label}: ${detail}; whale-perm never lets a part it cannot see run without a prompt` });
      if (mode === 'bypassPermissions' || mode === 'auto') s.warnings.push(`${item.label} cannot be read; whale-perm reports a prompt, where Claude Code in ${mode} mode may run it without one`);
    }

    const deny = found.find((f) => f.decision === 'deny');
    if (deny) {
      s.denied = claim('safety-checks', deny.reason, deny.source);
      return { outcome: 'deny', reason: found.map((f) => f.reason).join('; ') };
    }
    const ask = found.find((f) => f.decision === 'ask');
    if (ask) s.prompt ??= claim('safety-checks', ask.reason, ask.source);
    const classifier = found.find((f) => f.decision === 'classifier');
    if (classifier) {
      s.unresolved.push(claim('safety-checks', classifier.reason, null));
      s.unknowns.push(`the auto-mode classifier's verdict cannot be simulated (${classifier.reason})`);
    }
    if (found.length === 0) return { outcome: 'pass', reason: 'no critical-path removal, protected-path write or unseen code' };
    return { outcome: 'ask', reason: found.map((f) => f.reason).join('; ') };
  },
};
