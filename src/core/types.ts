/**
 * The record every command reads: a decision is data. `explain`, `lint`,
 * `test` and `diff` all consume the same `Trace`, so they cannot disagree.
 */
import type { SourceLoc } from '../config/errors.js';

export type { SourceLoc };

export type Decision = 'allow' | 'ask' | 'deny';

/** What one layer said: `pass` gives no verdict, `skip` means not applicable. */
export type Outcome = 'pass' | 'allow' | 'ask' | 'deny' | 'skip';

/** The engines src/engines/registry.ts lists (one line each there). */
export type EngineId = import('../engines/registry.js').EngineId;

/** A hypothetical tool call in the engine's own tool vocabulary. */
export interface Call {
  tool: string;
  input: Record<string, unknown>;
}

/** How the call is made: the knobs a user turns with --posture, --mode, … */
export interface CallContext {
  posture?: string;
  mode?: string;
  headless?: boolean;
  background?: boolean;
  /** san: a subagent's call, which has nobody to prompt. */
  subagent?: boolean;
}

export interface LayerTrace {
  id: string;
  order: number;
  title: string;
  outcome: Outcome;
  reason: string;
  sources: SourceLoc[];
  /** What decided here that comes from no file (`--allowed-tools`, `$GROK_SANDBOX`): never in `sources`. */
  from?: string[];
}

export interface SegmentVerdict {
  text: string;
  argv: string[];
  operator: string | null;
  decision: Decision;
  reason: string;
  source?: SourceLoc | null;
  /** Where a rule with no file came from (`--allowed-tools`), when `source` is null for that reason. */
  from?: string;
}

export interface DecidedBy {
  layer: string;
  reason: string;
  source: SourceLoc | null;
  /** Where what decided came from when it is in no file (`--allowed-tools`, `$GROK_SANDBOX`); `source` is then null. */
  from?: string;
  /** The id (`RuleRecord.id`) of the rule that decided, where a rule decided. */
  rule?: string;
}

/**
 * One rule of a stack as data: what `Engine.rules` returns and what
 * `Trace.matches`, lint, `test --coverage` and `diff` refer to by `id`.
 * The engine fills it from its own parsed rules; the shared lint checks
 * (src/lint/checks/<id>.ts) read nothing else of a rule.
 */
export interface RuleRecord {
  /**
   * Stable within one stack: the file's base name and the rule's 1-based
   * position among that file's rules (`permissions.toml#3`,
   * `settings.json#deny.2`), or for a rule from no file the flag it came from
   * (`--allowed-tools#1`). Unique within one `rules()` result.
   */
  id: string;
  /** Where it is written; null for a rule from the command line or the environment. */
  source: SourceLoc | null;
  /** Where a rule with no file came from (`--allowed-tools`, `$GROK_SANDBOX`). */
  from?: string;
  /** What it does: allow, ask, deny (or the engine's own word: `forbidden`, `prompt`). */
  action: string;
  /**
   * The matcher kind. Shared words, so one sample generator serves every
   * engine: `command-prefix` (word prefix), `command-exact`, `command-glob`
   * (`*` wildcards), `command-regex`, `path-glob`, `domain`, `url-glob`,
   * `tool` (the whole tool), `mcp`; an engine may add its own.
   */
  kind: string;
  /** The tool it applies to, in the engine's vocabulary; undefined for every tool. */
  tool?: string;
  /** The pattern as the engine normalised it (what it really matches against). */
  pattern: string;
  /** The rule as the user wrote it, for messages (`Bash(git push:*)`, `command = "git push"`). */
  text: string;
  /**
   * Two rules with the same key match exactly the same calls (the engine's
   * normalisation: tool, matcher kind, pattern, scope where scope matters).
   */
  key: string;
  /** The layer id of the engine that consults it (`typed-rules`, `deny-rules`, …). */
  layer: string;
  /** The engine's precedence bucket (`user`, `agent`, `managed`, `project`, a tier…). */
  scope?: string;
  /** How a call this rule is about is written: the Call tool name and the input key its pattern is matched against. */
  call?: { tool: string; key?: 'command' | 'path' | 'file_path' | 'url' | string };
  /** Loaded but never consulted (an untrusted overlay, a disabled file, a wrong type): why. */
  inert?: string;
  /**
   * The rule can never match any call, whether or not it is consulted (a
   * path on a tool whose calls carry none, a workspace that is not
   * absolute, a tool that is never checked against path rules): the
   * engine's words for why. Set it beside `inert` for a rule that is dead
   * for that reason; the shared path-never-matches check reports exactly
   * these (and path globs its matcher misses), not other inert rules.
   */
  never?: string;
  /** The directory a relative path pattern is resolved against (for sample calls): the workspace, the settings file's root. */
  anchor?: string;
  /**
   * Where the engine's precedence is one plain order: a rule of lower rank
   * never wins over a matching rule of higher rank (Gemini's priority,
   * Codex's strictest decision). Lint then never asks whether a lower rule
   * shadows a higher one. Undefined where precedence is not such an order.
   */
  rank?: number;
}

/**
 * How a rule that matched the call took part in the decision:
 * - `decided`: its verdict is the decision (`decidedBy.rule` is its id);
 * - `shadowed`: the engine's rule selection preferred another matching rule
 *   (higher scope, stronger action, more specific matcher, earlier entry) —
 *   `by` names the winner;
 * - `overridden`: it was selected, but something outside the selection
 *   decided the call (a hard deny, an earlier layer, a mode, a hook) or a
 *   later layer changed its verdict — `by` names the rule when one did;
 * - `not-applicable`: its pattern matches, but it does not apply here (an
 *   untrusted workspace, a mode that ignores rules, another scope).
 */
export type MatchEffect = 'decided' | 'overridden' | 'shadowed' | 'not-applicable';

/** One rule that matched the call: the winner and each loser, and why it lost. */
export interface RuleMatch {
  /** `RuleRecord.id`. */
  rule: string;
  layer: string;
  effect: MatchEffect;
  why: string;
  /** The id of the rule it lost to, when a rule beat it. */
  by?: string;
  /** Index into `segments` of the part it matched, when the call is chained. */
  segment?: number;
}

/**
 * Where what bash would run (whale-perm's tree-sitter reading, the ground
 * truth) differs from what the agent sees. A risk never changes `decision`.
 */
export type RiskKind =
  | 'hidden-code' // code piped, eval'd or built at run time: nobody can see it before it runs
  | 'agent-misses' // bash runs a command the agent's own scanner does not see
  | 'agent-overmatches' // the agent's scanner sees a command bash would not run
  | 'unchecked-inline-code'; // an allow admits `python -c`, `node -e`, `sh -c` … with any body

export interface Risk {
  kind: RiskKind;
  message: string;
  /** Index into `segments` of the part it is about, when there is one. */
  segment?: number;
  /** Deny (or ask) rules the hidden or missed command would not be stopped by. */
  evades?: SourceLoc[];
  /** Such rules that come from no file (`--disallowed-tools`), by the flag or variable they came from. */
  evadesFrom?: string[];
}

/**
 * The decision under one verdict of something whale-perm did not run (a hook,
 * a guardian model, a classifier): each from a real evaluation with that
 * verdict pinned.
 */
export interface Branch {
  /** What decides: `hook 'gate'`, `guardian`, `classifier`. */
  on: string;
  /** The verdict pinned: `allow`, `ask`, `deny`, `none`, `approve`, `reject`, … */
  verdict: string;
  decision: Decision;
  layer: string;
  reason: string;
  source: SourceLoc | null;
  /** As `DecidedBy.from`. */
  from?: string;
}

export interface Trace {
  engine: EngineId;
  call: Call;
  decision: Decision;
  decidedBy: DecidedBy;
  layers: LayerTrace[];
  segments: SegmentVerdict[];
  /** Empty when the agent sees all that bash would run. */
  risks: Risk[];
  /** Empty when nothing unrun decides. */
  branches: Branch[];
  /** Every rule that matched the call, winner first (each rule once, with its strongest part). */
  matches?: RuleMatch[];
  unknowns: string[];
  warnings: string[];
}

/** Strictness order used everywhere a verdict is folded or compared. */
export const STRICTNESS: Record<Decision, number> = { allow: 0, ask: 1, deny: 2 };

export function stricter(a: Decision, b: Decision): Decision {
  return STRICTNESS[a] >= STRICTNESS[b] ? a : b;
}

export function atLeast(d: Decision, floor: Decision): boolean {
  return STRICTNESS[d] >= STRICTNESS[floor];
}

/** How each engine's agent is named to a person (from each engine's about.ts, through the registry). */
export { AGENT_NAME } from '../engines/registry.js';
