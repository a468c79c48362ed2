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
 * - redirect targets starting with `~` or holding a glob.
 * Critical removals are looked for where Claude Code looks: every command
 * it splits out, inside `$(…)`, backticks and `<(…)` too. One inside code
 * another command runs (`bash -c 'rm -rf /'`) is an `agent-misses` risk.
 * Where auto mode sends a finding to the classifier, a pinned verdict
 * (`EvalOptions.pinned.classifier`) decides it; unpinned it stays unknown.
 */
import { risk } from '../../../core/faithful.js';
import type { SourceLoc } from '../../../config/errors.js';
import type { Decision } from '../../../core/types.js';
import { BARE_HOME, criticalReason, protectedReason } from '../paths.js';
import { claim, code, pathCode, type EvalState, type Layer, type Target } from '../state.js';

interface Finding {
  decision: Decision | 'classifier';
  reason: string;
  source?: SourceLoc | null;
}

/** The program's name without its directory: `/bin/rm` is `rm`. */
function baseName(word: string): string {
  return word.slice(word.lastIndexOf('/') + 1);
}

function criticalRemovals(s: EvalState): string[] {
  const out: string[] = [];
  if (!s.shell) return out;
  const segments = s.shell.segments;
  // Made for the first removal only: most commands remove nothing.
  let ctx: { workspace: string; home: string; extraDirs: string[] } | undefined;
  for (let index = 0; index < segments.length; index++) {
    const seg = segments[index]!;
    const prog = baseName(seg.argv[0] ?? '');
    if (prog !== 'rm' && prog !== 'rmdir') continue;
    ctx ??= { workspace: s.stack.workspace, home: s.stack.home, extraDirs: s.stack.workingDirs.slice(1).map((d) => d.path) };
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
      if (why && seg.nesting.includes('payload')) {
        const found = risk('agent-misses', `${code(seg.text)} removes ${why}, but it runs inside code another command runs, which Claude Code does not split into subcommands, so its critical-path check does not see it`, { segment: index });
        s.risks.push(() => [found]);
        break;
      }
      if (why) {
        out.push(`${code(seg.text)} removes ${why}`);
        if (why === BARE_HOME) s.warnings.push(`${code(seg.text)}: whale-perm treats a bare $HOME as the home directory, a critical path; Claude Code's documentation names only \`~\` and \`$HOME/\`, so Claude Code may treat it as an ordinary removal`);
        break;
      }
    }
  }
  return out;
}

/**
 * An explicit ask rule matched: Claude Code asks even in auto mode, so the
 * classifier never sees the call (permission-modes → Critical paths, "If an
 * explicit ask rule matches the command, Claude Code asks you even in auto
 * mode"; Actions no mode auto-approves).
 */
export function askRuleMatched(s: EvalState): boolean {
  return s.prompt?.layer === 'ask-rules';
}

/** What the mode does with a critical-path removal (permission-modes → Critical paths: auto sends it to the classifier). */
function criticalOutcome(s: EvalState): Decision | 'classifier' {
  switch (s.mode.value) {
    case 'dontAsk':
      return 'deny';
    case 'auto':
      return askRuleMatched(s) ? 'ask' : 'classifier';
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
  title: 'Checks no allow rule clears: critical paths, protected paths, plan mode',
  run(s) {
    const found: Finding[] = [];
    const mode = s.mode.value;

    // hooks → PreToolUse decision control: a hook's allow answers these tools only together with updatedInput.
    if (s.tool?.kind === 'interaction' && !(s.hookAllow && s.hookAnswered)) {
      const why = s.call.tool === 'AskUserQuestion' ? 'no mode auto-approves it' : 'it requires user interaction';
      found.push({ decision: 'ask', reason: `${s.call.tool} needs a person to answer it (${why}); a hook allow clears it only together with updatedInput` });
    }
    if (mode === 'plan' && s.tool?.kind === 'edit') found.push({ decision: 'deny', reason: `plan mode blocks ${s.call.tool} until you approve the plan` });

    for (const why of criticalRemovals(s)) {
      const d = criticalOutcome(s);
      found.push({ decision: d, reason: `${why}, a critical path: no allow rule or hook approves it${d === 'deny' ? ` and ${mode}${s.headless ? ' without a terminal' : ''} denies it` : d === 'classifier' ? '; auto mode sends it to the classifier' : ''}` });
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
      if (mode === 'auto' && !askRuleMatched(s)) found.push({ decision: 'classifier', reason: `${what}: auto mode sends protected-path writes to the classifier` });
      else found.push({ decision: 'ask', reason: `${what}: writes to protected paths are never auto-approved in ${mode} mode, and allow rules do not pre-approve them` });
    }

    if (mode !== 'bypassPermissions') {
      for (const t of s.shellTargets) {
        if (t.access !== 'write' || !t.uncertain || !s.items.some((i) => i.target === t)) continue;
        found.push({ decision: 'ask', reason: `the redirect target ${pathCode(t.written)} is computed, starts with ~ or holds a glob, so Claude Code asks for it` });
      }
    }

    const pinned = s.opts.pinned?.classifier;
    for (const f of found) {
      if (f.decision !== 'classifier' || pinned === undefined) continue;
      f.decision = classifierDecision(pinned);
      f.reason = `${f.reason}; the classifier (pinned: ${pinned}) ${f.decision === 'allow' ? 'approves it' : 'blocks it'}`;
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
    if (found.length === 0) return { outcome: 'pass', reason: 'no critical-path removal or protected-path write' };
    if (found.every((f) => f.decision === 'allow')) return { outcome: 'pass', reason: found.map((f) => f.reason).join('; ') };
    return { outcome: 'ask', reason: found.map((f) => f.reason).join('; ') };
  },
};

/** What a pinned classifier verdict means: `allow` (or `approve`) runs the call; anything else blocks it. */
export function classifierDecision(verdict: string): Decision {
  return verdict === 'allow' || verdict === 'approve' ? 'allow' : 'deny';
}
