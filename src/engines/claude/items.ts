/** The parts of a call that must each be cleared before it runs without a prompt. */
import { fileTargets } from './commands.js';
import { absolutePath, resolveLongest } from './paths.js';
import { subCommands, type SubCommand } from './shell-view.js';
import type { ShellAnalysis } from '../../shell/types.js';
import type { ClaudeStack } from './stack.js';
import { code, pathCode, type EvalState, type Target } from './state.js';
import { callPath, toolInfo } from './tools.js';
import type { Call } from '../../core/types.js';

const checked = new WeakMap<ClaudeStack, Map<string, readonly string[]>>();

/**
 * The absolute paths to check for a path as written: itself, then where its
 * symlinks lead (once per stack and path). Every target of that path shares
 * the one list, so the rule index files its candidates under the list.
 */
function pathsOf(stack: ClaudeStack, written: string): readonly string[] {
  let m = checked.get(stack);
  if (!m) checked.set(stack, (m = new Map()));
  let paths = m.get(written);
  if (!paths) {
    const abs = absolutePath(written, stack.workspace, stack.home);
    const real = resolveLongest(stack.realpath, abs);
    paths = real !== undefined && real !== abs ? [abs, real] : [abs];
    m.set(written, paths);
  }
  return paths;
}

export function makeTarget(stack: ClaudeStack, written: string, access: 'read' | 'write', via: string, uncertain: boolean, segment?: number): Target {
  const t: Target = { written, paths: pathsOf(stack, written), access, via, uncertain };
  if (segment !== undefined) t.segment = segment;
  return t;
}

/**
 * The input the real tool sends (hooks page, "PreToolUse input"): for
 * Read, Edit, Write and MultiEdit `file_path`, for NotebookEdit
 * `notebook_path`, always absolute, with `~` and relative paths expanded.
 * A bare `path` (what `--path` sets) becomes that field.
 */
export function toolSends(stack: ClaudeStack, call: Call): Call {
  const input = { ...call.input };
  const field = toolInfo(call.tool)?.target;
  if (field === 'file_path' || field === 'notebook_path') {
    const v = typeof input[field] === 'string' && input[field] !== '' ? (input[field] as string) : typeof input.path === 'string' && input.path !== '' ? (input.path as string) : undefined;
    if (v !== undefined) {
      if (input[field] === undefined) delete input.path;
      input[field] = absolutePath(v, stack.workspace, stack.home);
    }
  }
  return { tool: call.tool, input };
}

/** What a shell command's reading yields before any layer runs: the same for every evaluation of it on one stack. */
export interface ShellReading {
  subs: SubCommand[];
  shellTargets: Target[];
  /** The files the command writes through a redirect, each an item of its own. */
  writes: { label: string; target: Target }[];
}

const readings = new WeakMap<ClaudeStack, WeakMap<ShellAnalysis, ShellReading>>();

/**
 * Claude Code's reading of one shell command on one stack, read once (a
 * branch re-evaluation, a repeat in a batch, the second side of a diff probe
 * read the same analysis): the subcommands it splits out, the files they and
 * their redirects name. Code inside `sh -c '…'`, `eval "…"` or `find -exec`
 * is an argument to it, not a command.
 */
export function shellReading(stack: ClaudeStack, shell: ShellAnalysis, keep = true): ShellReading {
  // An analysis made for one run alone (a segment's own run) is read once: keeping its reading would only
  // grow the WeakMap by one entry per segment of a long chain.
  let byShell = readings.get(stack);
  if (!byShell && keep) readings.set(stack, (byShell = new WeakMap()));
  let r = byShell?.get(shell);
  if (r) return r;
  const subs = subCommands(shell);
  const shellTargets: Target[] = [];
  const writes: ShellReading['writes'] = [];
  for (const sub of subs) {
    if (!sub.visible) continue;
    for (const t of fileTargets(sub.seg.argv)) shellTargets.push(makeTarget(stack, t.path, t.access, t.via, t.uncertain, sub.index));
  }
  const payloads = subs.filter((x) => !x.visible).map((x) => x.seg.range);
  for (const w of shell.writes) {
    if (payloads.some(([a, b]) => w.range[0] >= a && w.range[1] <= b)) continue;
    if (w.path === null) {
      const written = shell.input.slice(w.range[0], w.range[1]).replace(/^\s*[0-9]*[<>|&]+\s*/, '') || '?';
      // `$HOME/…` is known: deny rules on home paths apply to it (changelog: "via $HOME"); it still needs approval.
      const t: Target = /^"?\$(?:HOME|\{HOME\})\//.test(written) ? makeTarget(stack, written, 'write', w.via, true) : { written, paths: [], access: 'write', via: w.via, uncertain: true };
      shellTargets.push(t);
      writes.push({ label: `the write to the computed path ${pathCode(written)} (${w.via})`, target: t });
      continue;
    }
    const t = makeTarget(stack, w.path, 'write', w.via, /[$`*?[\]{}]/.test(w.path) || w.path.startsWith('~'));
    shellTargets.push(t);
    writes.push({ label: `the write to ${pathCode(w.path)} (${w.via})`, target: t });
  }
  r = { subs, shellTargets, writes };
  if (keep) byShell!.set(shell, r);
  return r;
}

/** The call's parts: the call itself, or each subcommand, written file and unseen part of a shell command. */
export function buildItems(s: EvalState): void {
  s.items = [];
  s.shellTargets = [];
  s.target = undefined;
  s.subs = [];
  if (s.tool?.kind === 'shell' && s.shell) {
    const r = shellReading(s.stack, s.shell, s.shell !== s.alone);
    s.subs = r.subs;
    s.shellTargets = r.shellTargets;
    for (const sub of r.subs) if (sub.visible) s.items.push({ kind: 'subcommand', label: (sub.label ??= code(sub.seg.text)), sub });
    for (const w of r.writes) s.items.push({ kind: 'target', label: w.label, target: w.target });
    if (s.items.every((i) => i.kind !== 'subcommand')) s.items.push({ kind: 'call', label: s.shell.segments.length === 0 ? 'the empty command' : 'the command' });
    return;
  }
  const path = callPath(s.call.input, s.tool);
  if (path !== undefined && (s.tool?.kind === 'read' || s.tool?.kind === 'edit')) {
    s.target = makeTarget(s.stack, path, s.tool.kind === 'edit' ? 'write' : 'read', s.call.tool, false);
  } else if (s.tool?.kind === 'read') {
    s.target = makeTarget(s.stack, '.', 'read', s.call.tool, false);
  }
  s.items.push({ kind: 'call', label: `this ${s.call.tool} call` });
}
