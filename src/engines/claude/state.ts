/**
 * What flows through the claude pipeline for one call. Each layer reads it
 * and records its effect; the pipeline turns the layers' results into the
 * trace. Created fresh for every evaluation, so evaluation stays pure.
 */
import type { SourceLoc } from '../../config/errors.js';
import type { Call, Decision, Risk } from '../../core/types.js';
import type { ShellAnalysis } from '../../shell/types.js';
import type { EvalOptions } from '../types.js';
import type { Hit } from './layers/rule-hits.js';
import type { SubCommand } from './shell-view.js';
import type { ClaudeHook, ClaudeRule, ClaudeStack, Setting } from './stack.js';
import type { ToolInfo } from './tools.js';
import type { Mode } from './vocab.js';
import type { Claim, Layer as CoreLayer } from '../../core/pipeline.js';

export { claim, type Claim, type LayerResult } from '../../core/pipeline.js';

/** A file the call reads or writes, made absolute (and resolved through symlinks when the reader can). */
export interface Target {
  /** As written in the call or command. */
  written: string;
  /** Absolute paths to check: the path itself, then what a symlink resolves to. */
  paths: readonly string[];
  access: 'read' | 'write';
  via: string;
  /** `~`, a glob or an expansion in a shell target: Claude Code asks for it. */
  uncertain: boolean;
  /** The index of the subcommand that names it, for a file a shell command reads or writes. */
  segment?: number;
}

/**
 * One thing that must be cleared for the call to run without a prompt, as
 * Claude Code reads the call: the call itself (non-shell tools), one
 * subcommand Claude Code sees, or a file a shell command writes. What
 * whale-perm sees beyond that (code no one can read, code inside `sh -c`)
 * is never an item: it becomes a risk.
 */
export interface Item {
  kind: 'call' | 'subcommand' | 'target';
  /** For a person: `` `git status` ``, `` write to `out.txt` ``. */
  label: string;
  sub?: SubCommand;
  target?: Target;
  /** Set by the layer that settled it. */
  settled?: { decision: Decision; layer: string; reason: string; source: SourceLoc | null; rule?: ClaudeRule };
  /**
   * Every allow rule that approves this part, in the stack's order, found
   * once (allow-rules.ts, allowRulesFor): kept on the part, which lives as
   * long as its evaluation, not in a map keyed by short-lived parts.
   */
  approvers?: ClaudeRule[];
}

export interface EvalState {
  stack: ClaudeStack;
  opts: EvalOptions;
  call: Call;
  tool: ToolInfo | undefined;
  mode: Setting<Mode>;
  headless: boolean;
  shell: ShellAnalysis | undefined;
  /** The analysis the caller made for this run alone (a segment's own run): nothing reads it again, so its reading is not kept. */
  alone: ShellAnalysis | undefined;
  /** Only the decision is read (pipeline.ts, a quiet run): a layer may leave out what only its row says. */
  quiet: boolean;
  /** Every segment of the command as Claude Code sees it (payload code included, marked not visible). */
  subs: SubCommand[];
  /** The call's own file target (file tools). */
  target: Target | undefined;
  /** Files the shell command reads or writes. */
  shellTargets: Target[];
  items: Item[];

  denied?: Claim;
  /** The first thing that requires a person (ask rule, hook ask, safety check, mode). */
  prompt?: Claim;
  /** A hook deferred the call to the non-interactive caller: the prompt is theirs, not denied. */
  deferred?: boolean;
  /** A hook said allow: the prompt is skipped unless a deny or ask rule or a safety check says otherwise. */
  hookAllow?: Claim;
  /** The allowing hook also returned `updatedInput`: it answered a tool that needs a person (AskUserQuestion, ExitPlanMode). */
  hookAnswered?: boolean;
  cleared?: Claim;
  /** The rule behind a claim a rule layer made (`denied`, `prompt`, `cleared`): `decidedBy.rule` when that claim decides. */
  claimRule: Map<Claim, ClaudeRule>;
  /** Verdicts the simulation could not obtain (unrun hooks, the auto-mode classifier). */
  unresolved: Claim[];
  /** Matching hooks neither run nor simulated: each gets branches. */
  unrunHooks: ClaudeHook[];
  /**
   * Where whale-perm's reading of the command differs from Claude Code's
   * (never changes the decision), in the order the layers found them, each
   * worked out when the trace's risks are read: nobody reads those of a
   * segment's own run, of a branch, or of a diff probe.
   */
  risks: (() => readonly Risk[])[];
  unknowns: string[];
  warnings: string[];
  /**
   * The rule hits of this reading of the call, per action, found once
   * (rule-hits.ts, ruleHits): read again when the hooks layer rewrites the
   * call or rebuilds its parts.
   */
  hitMemo?: { call: Call; items: Item[]; hits: Partial<Record<Decision, Hit[]>> };
}

export type Layer = CoreLayer<EvalState> & {
  /** The layer only describes the call (it changes nothing on the state): a run that reads only the decision skips it. */
  describesOnly?: true;
};

export function openItems(s: EvalState): Item[] {
  return s.items.filter((i) => i.settled === undefined);
}

export function settle(item: Item, decision: Decision, layer: string, reason: string, source: SourceLoc | null | undefined, rule?: ClaudeRule): void {
  item.settled = { decision, layer, reason, source: source ?? null, ...(rule ? { rule } : {}) };
}

/** `` `text` ``, a command's text shortened (a path goes through `pathCode`, never cut). */
export function code(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return `\`${t.length > 70 ? `${t.slice(0, 67)}...` : t}\``;
}

/** `` `path` `` whole: a path in a reason is never cut, so a reader (and a test) sees all of it. */
export function pathCode(path: string): string {
  return `\`${path}\``;
}

/** A rule's location for a reason: `file:line`, or the flag it came from. */
export function where(loc: SourceLoc | null | undefined): string {
  if (!loc) return '';
  return loc.line > 0 ? `${loc.file}:${loc.line}` : loc.file;
}
