/**
 * Layer 7: what the permission mode does with every part no rule settled
 * (permission-modes page, "Available modes" and one section per mode;
 * permissions page, "Permission system", "Read-only commands"):
 * - the built-in read-only commands and file reads inside the working
 *   directories run in every mode;
 * - acceptEdits also approves edits and `mkdir`, `touch`, `rm`, `rmdir`,
 *   `mv`, `cp`, `sed` on paths inside the working directories;
 * - auto approves working-directory edits and sends everything else to the
 *   classifier, whose verdict whale-perm cannot know;
 * - bypassPermissions approves everything the earlier layers left;
 * - with the sandbox in auto-allow mode, sandboxed commands run;
 * - default, plan and dontAsk leave the rest to the prompt.
 */
import { ACCEPT_EDITS_COMMANDS, fileTargets, readOnlyCheck } from '../commands.js';
import { absolutePath, isInside } from '../paths.js';
import type { SubCommand } from '../shell-view.js';
import { claim, code, pathCode, openItems, settle, type EvalState, type Item, type Layer } from '../state.js';
import { sandboxSubstitutes } from './rule-hits.js';
import { askRuleMatched, classifierDecision } from './safety-checks.js';

/** `builtin`: the verdict comes from Claude Code itself (the read-only set, reads in the working directories), not from the mode's setting. */
type Verdict = { decision: 'allow' | 'ask' | 'deny' | 'classifier'; reason: string; builtin?: boolean };

/** A classifier verdict pinned with `EvalOptions.pinned.classifier` replaces the unknown. */
function pinClassifier(s: EvalState, v: Verdict): Verdict {
  if (v.decision === 'classifier' && askRuleMatched(s)) return { decision: 'ask', reason: `${v.reason}; but an ask rule matched, so Claude Code asks instead of consulting the classifier` };
  const pinned = s.opts.pinned?.classifier;
  if (v.decision !== 'classifier' || pinned === undefined) return v;
  const d = classifierDecision(pinned);
  return { decision: d, reason: `${v.reason}; the classifier (pinned: ${pinned}) ${d === 'allow' ? 'approves it' : 'blocks it'}` };
}

const MAX_COMMAND = 10_000;

function inWorkingDirs(s: EvalState, path: string): boolean {
  return s.stack.workingDirs.some((d) => isInside(path, d.path));
}

/** Indices of words in Claude Code's argv that are not literal. */
function dynamicIndices(sub: SubCommand): Set<number> {
  const raw = sub.seg.rawArgv.length;
  const deepOffset = raw - sub.seg.argv.length;
  const viewOffset = raw - sub.argv.length;
  const out = new Set<number>();
  for (const i of sub.seg.dynamicWords) {
    const j = i + deepOffset - viewOffset;
    if (j >= 0 && j < sub.argv.length) out.add(j);
  }
  // Wrapper words Claude Code keeps (sudo, env) may hide dynamic words; be strict.
  if (deepOffset < viewOffset) out.add(0);
  return out;
}

function changesDir(s: EvalState, sub: SubCommand): boolean {
  if (sub.argv[0] !== 'cd') return false;
  const to = sub.argv[1];
  return to === undefined || absolutePath(to, s.stack.workspace, s.stack.home) !== s.stack.workspace;
}

function readOnlyVerdict(s: EvalState, sub: SubCommand): { ok: boolean; why: string } {
  if (s.shell!.input.length > MAX_COMMAND) return { ok: false, why: `the command is longer than ${MAX_COMMAND} characters, which always prompts` };
  if (s.shell!.opaque.some((o) => o.reason === 'parse-error')) return { ok: false, why: 'Claude Code cannot fully parse the command, so it does not treat any part of it as read-only' };
  if (sub.unsafeAssignments.length > 0) return { ok: false, why: `${code(sub.unsafeAssignments.join(' '))} sets a variable outside the known-safe set` };
  const r = readOnlyCheck(sub.argv, dynamicIndices(sub));
  if (!r.readOnly) return { ok: false, why: r.why };
  const outside = readsOutside(s, sub);
  if (outside !== undefined) return { ok: false, why: `${sub.argv[0]} reads ${pathCode(outside)}, outside the working directories` };
  if (sub.argv[0] === 'cd') {
    const to = sub.argv[1];
    if (to === undefined || to === '-' || /[$`]/.test(to)) return { ok: false, why: 'cd to a directory that cannot be known' };
    if (!inWorkingDirs(s, absolutePath(to, s.stack.workspace, s.stack.home))) return { ok: false, why: `cd ${to} leaves the working directories` };
  }
  const visible = s.subs.filter((x) => x.visible);
  const cd = visible.some((x) => changesDir(s, x));
  if (cd && sub.argv[0] === 'git') return { ok: false, why: 'git after a cd into another directory can run that directory\'s hooks, so Claude Code asks' };
  if (cd && s.shellTargets.some((t) => t.access === 'write' && s.items.some((i) => i.target === t))) return { ok: false, why: 'an output redirect after a cd: Claude Code cannot tell which directory it resolves against' };
  return { ok: true, why: r.why };
}

/** Files that are not files: reading them reads nothing of the user's. */
const NOT_FILES = new Set(['-', '/dev/null', '/dev/stdin', '/dev/zero']);

/**
 * The first file a read-only command reads outside the working directories:
 * such a read asks, as the Read tool's does (permissions → Permission
 * system: reads need no approval "within the working directory and
 * additional directories"; changelog 2.1.98: a `grep -f FILE` outside the
 * working directory now prompts). Which commands name the files they read
 * is whale-perm's list (`fileTargets`); `ls`, `find`, `stat` and the like are
 * not path-checked.
 */
function readsOutside(s: EvalState, sub: SubCommand): string | undefined {
  if (s.mode.value === 'bypassPermissions' || s.mode.value === 'auto') return undefined;
  for (const t of fileTargets(sub.argv)) {
    if (t.access !== 'read' || NOT_FILES.has(t.path)) continue;
    if (!inWorkingDirs(s, absolutePath(t.path, s.stack.workspace, s.stack.home))) return t.path;
  }
  return undefined;
}

function acceptEditsCovers(s: EvalState, sub: SubCommand): boolean {
  if (!ACCEPT_EDITS_COMMANDS.has(sub.argv[0] ?? '') || sub.unsafeAssignments.length > 0) return false;
  if (sub.seg.dynamicWords.length > 0) return false;
  const targets = fileTargets(sub.argv);
  return targets.length > 0 && targets.every((t) => !t.uncertain && inWorkingDirs(s, absolutePath(t.path, s.stack.workspace, s.stack.home)));
}

function subcommandVerdict(s: EvalState, sub: SubCommand): Verdict {
  const ro = readOnlyVerdict(s, sub);
  if (ro.ok) return { decision: 'allow', reason: ro.why, builtin: true };
  const mode = s.mode.value;
  if (mode === 'bypassPermissions') return { decision: 'allow', reason: 'bypassPermissions approves it' };
  if (mode === 'acceptEdits' && acceptEditsCovers(s, sub)) return { decision: 'allow', reason: `acceptEdits approves ${sub.argv[0]} on paths inside the working directories` };
  if (sandboxSubstitutes(s)) return { decision: 'allow', reason: 'the sandbox is on in auto-allow mode, so the sandboxed command runs without a prompt' };
  if (mode === 'auto') return { decision: 'classifier', reason: `auto mode sends ${code(sub.seg.text)} to the classifier (${ro.why})` };
  return { decision: 'ask', reason: `${ro.why}; ${mode === 'plan' ? 'plan mode prompts for commands outside the read-only set' : `it needs approval in ${mode} mode`}` };
}

function fileVerdict(s: EvalState, item: Item): Verdict {
  const mode = s.mode.value;
  const t = item.target ?? s.target;
  const inside = t !== undefined && t.paths.length > 0 && !t.uncertain && t.paths.every((p) => inWorkingDirs(s, p));
  const kind = item.kind === 'target' ? 'edit' : s.tool?.kind;
  if (kind === 'read') {
    if (inside) return { decision: 'allow', reason: 'a read inside the working directories needs no approval', builtin: true };
    if (mode === 'bypassPermissions') return { decision: 'allow', reason: 'bypassPermissions approves a read outside the working directories' };
    // permission-modes → How the classifier evaluates actions, step 2: read-only actions are auto-approved, and reads skip the classifier.
    if (mode === 'auto') return { decision: 'allow', reason: 'auto mode approves read-only actions without the classifier' };
    return { decision: 'ask', reason: `a read outside the working directories (${pathCode(t?.written ?? '')}) asks first` };
  }
  // An edit: the Edit tools, or a file a shell command writes through a redirect.
  if (mode === 'bypassPermissions') return { decision: 'allow', reason: 'bypassPermissions approves the edit' };
  if ((mode === 'acceptEdits' || mode === 'auto') && inside) return { decision: 'allow', reason: `${mode} approves edits inside the working directories` };
  if (item.kind === 'target' && inside && sandboxSubstitutes(s)) return { decision: 'allow', reason: 'the sandbox allows the write inside the working directory' };
  if (mode === 'auto') return { decision: 'classifier', reason: `auto mode sends the edit of ${pathCode(t?.written ?? '')} outside the working directories to the classifier` };
  const where = inside ? '' : ' outside the working directories';
  return { decision: 'ask', reason: `an edit${where} (${pathCode(t?.written ?? s.call.tool)}) needs approval in ${mode} mode` };
}

function callVerdict(s: EvalState, item: Item): Verdict {
  const mode = s.mode.value;
  switch (s.tool?.kind) {
    case 'read':
    case 'edit':
      return fileVerdict(s, item);
    case 'none':
      // permission-modes → How auto mode handles subagents: the task is evaluated before the subagent starts.
      if (mode === 'auto' && (s.call.tool === 'Agent' || s.call.tool === 'Task')) return { decision: 'classifier', reason: `auto mode has the classifier evaluate the ${s.call.tool} task before the subagent starts` };
      return { decision: 'allow', reason: `${s.call.tool} needs no approval`, builtin: true };
    case 'interaction':
      return { decision: 'ask', reason: `${s.call.tool} needs a person` };
    default:
      if (mode === 'bypassPermissions') return { decision: 'allow', reason: 'bypassPermissions approves it' };
      if (mode === 'auto') return { decision: 'classifier', reason: `auto mode sends this ${s.call.tool} call to the classifier` };
      return { decision: 'ask', reason: `${s.tool ? `${s.call.tool} calls need` : `${code(s.call.tool)} is not a tool whale-perm knows, so it needs`} approval in ${mode} mode` };
  }
}

export const modeDefaultLayer: Layer = {
  id: 'mode-default',
  title: 'What the permission mode does with the rest',
  run(s) {
    const open = openItems(s);
    if (open.length === 0) {
      if (s.cleared || s.prompt || s.unresolved.length > 0) return { outcome: 'pass', reason: 'nothing left for the mode to decide' };
    }
    const verdicts = open.map((item) => ({ item, v: pinClassifier(s, item.kind === 'subcommand' ? subcommandVerdict(s, item.sub!) : item.kind === 'target' ? fileVerdict(s, item) : callVerdict(s, item)) }));
    const blocked = verdicts.find((x) => x.v.decision === 'deny');
    if (blocked) {
      for (const { item, v } of verdicts) if (v.decision !== 'classifier') settle(item, v.decision, 'mode-default', v.reason, s.mode.source);
      s.denied = claim('mode-default', blocked.v.reason, s.mode.source);
      return { outcome: 'deny', reason: verdicts.map((x) => x.v.reason).join('; '), sources: [s.mode.source] };
    }
    for (const { item, v } of verdicts) if (v.decision !== 'classifier') settle(item, v.decision, 'mode-default', v.reason, v.builtin ? null : s.mode.source);
    const ask = verdicts.find((x) => x.v.decision === 'ask');
    const classifier = verdicts.filter((x) => x.v.decision === 'classifier');
    for (const c of classifier) {
      s.unresolved.push(claim('mode-default', c.v.reason, s.mode.source));
      s.unknowns.push(`the auto-mode classifier's verdict on ${c.item.label} cannot be simulated`);
    }
    // Every part's reason joined: the row's reason, and part of the claim when the mode clears the call. A run
    // that reads only the decision (a branch over a long chain) leaves it out of the row.
    const summary = () => verdicts.map((x) => x.v.reason).join('; ') || 'no part left';
    const row = () => (s.quiet ? '' : summary());
    if (ask) {
      s.prompt ??= claim('mode-default', `${ask.v.reason}`, s.mode.source);
      return { outcome: 'ask', reason: row(), sources: [s.mode.source] };
    }
    if (classifier.length > 0) return { outcome: 'pass', reason: row(), sources: [s.mode.source] };
    if (!s.prompt && s.unresolved.length === 0 && openItems(s).length === 0 && !s.cleared) {
      const byRule = s.items.filter((i) => i.settled?.layer === 'allow-rules');
      const all = summary();
      const parts = byRule.length > 0 ? [...byRule.map((i) => i.settled!.reason), all] : [all];
      const builtin = verdicts.every((x) => x.v.builtin);
      s.cleared = claim('mode-default', parts.join('; '), byRule[0]?.settled?.source ?? (builtin ? null : s.mode.source));
      return { outcome: 'allow', reason: all, sources: builtin ? [] : [s.mode.source] };
    }
    return { outcome: 'pass', reason: row(), sources: [s.mode.source] };
  },
};
