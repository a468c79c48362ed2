/**
 * What every engine provides. The CLI, lint, test and diff speak only to this
 * interface; the agent-specific knowledge lives behind it.
 */
import type { SourceLoc } from '../config/errors.js';
import type { Call, CallContext, EngineId, RuleRecord, Trace } from '../core/types.js';
import type { FileReader } from '../io/files.js';
import type { Check } from '../lint/types.js';

export interface LayerMeta {
  id: string;
  title: string;
}

/** Where the stack is read from. Everything the engine may look at comes in here. */
export interface StackOptions {
  /** The agent's user configuration directory, when given with --home. */
  home?: string;
  /** The user's home directory (for `~` and default locations). */
  userHome: string;
  workspace: string;
  managedDir?: string;
  /** Runtime overrides from -c KEY=VALUE, as written. */
  overrides: string[];
  projectConfig: boolean;
  /** --trusted / --untrusted; undefined means what the stack says. */
  trusted?: boolean;
  env: Readonly<Record<string, string | undefined>>;
  reader: FileReader;
  /** claude: command-line settings files (--settings). */
  settingsFiles?: string[];
  /** claude: command-line allow and deny rules (--allowed-tools, --disallowed-tools). */
  allowedTools?: string[];
  disallowedTools?: string[];
  /** san, grok: session permissions already granted (--session-rule). */
  sessionRules?: string[];
}

export type HookVerdict = 'allow' | 'ask' | 'deny' | 'error';

/** What running one hook produced (or simulating it with --hook-result). */
export interface HookOutcome {
  verdict: HookVerdict | 'none';
  reason?: string;
  updatedInput?: Record<string, unknown>;
  /** How it was obtained, for the trace. */
  how: 'simulated' | 'ran';
  detail?: string;
}

export interface HookInvocation {
  name: string;
  command: string;
  timeoutMs: number;
  env: Record<string, string>;
  stdin?: string;
  cwd: string;
}

/** Runs a hook for real. Only provided when the user passed --run-hooks. */
export type HookRunner = (hook: HookInvocation) => { exitCode: number | null; stdout: string; stderr: string; timedOut: boolean; error?: string };

export interface EvalOptions extends CallContext {
  hookResults: Readonly<Record<string, HookVerdict>>;
  /**
   * Verdicts pinned for deciders whale-perm does not run, other than hooks:
   * `{ guardian: 'approve' }` (Codewhale's auto-review model),
   * `{ classifier: 'deny' }` (grok's and Claude Code's auto-mode classifier).
   * Unpinned, such a decider yields `branches`, never an allow on a guess.
   */
  pinned?: Readonly<Record<string, string>>;
  runHook?: HookRunner;
}

export type FileRole = string;

export interface StackFile {
  path: string;
  role: FileRole;
  status: 'read' | 'missing' | 'ignored' | 'not-read' | 'error';
  note?: string;
}

export interface StackSetting {
  key: string;
  value: unknown;
  origin: string;
  source: SourceLoc | null;
  /** The flag or variable it came from, when it is in no file (`source` is then null). */
  from?: string;
}

export interface IgnoredValue {
  key: string;
  value: unknown;
  source: SourceLoc | null;
  reason: string;
  /** As `StackSetting.from`. */
  from?: string;
  /** The value it lost to (the user's setting an overlay tried to loosen), when known. */
  related?: { loc: SourceLoc; message: string };
}

export interface StackRuleView {
  summary: string;
  source: SourceLoc | null;
  /** As `StackSetting.from`. */
  from?: string;
  note?: string;
}

/** The resolved stack as `whale-perm stack` prints it. */
export interface StackReport {
  engine: EngineId;
  files: StackFile[];
  settings: StackSetting[];
  rules: StackRuleView[];
  hooks: StackRuleView[];
  ignored: IgnoredValue[];
  warnings: string[];
}

/**
 * Something wrong in a configuration file, found while loading it. `fatal`
 * means the agent itself refuses to start, so explain and stack stop with
 * exit 2; otherwise the agent skips or ignores it and goes on, and so do we.
 * Lint reports every problem under its `check` id.
 */
export interface Problem {
  check: string;
  fatal: boolean;
  /** True for text that could not be parsed at all (lint exits 2 on these). */
  syntax?: boolean;
  severity: 'error' | 'warning' | 'info';
  message: string;
  loc: SourceLoc;
  related?: { loc: SourceLoc; message: string }[];
}

/**
 * An option only some engines read, as the engine describes it in its
 * about.ts. The CLI merges the engines' declarations by name into its option
 * table: the engines that declare it are the ones that read it, and given
 * with any other engine it is a usage error.
 */
export interface EngineOption {
  name: string;
  type: 'string' | 'boolean' | 'number';
  alias?: string;
  array?: boolean;
  choices?: readonly string[];
  default?: unknown;
  /** What it does, in the engine's own words (`--help` prefixes it with the engine's id). */
  describe: string;
  /** `stack`: how the stack is read (every command); `call`: how the call is made (explain only). */
  scope: 'stack' | 'call';
}

/** A lint check described in one engine's terms (SARIF `shortDescription`/`fullDescription`/`help`). */
export interface CheckText {
  /** One sentence, naming the engine's own files and rule syntax. */
  short: string;
  /** A paragraph: what it finds and why it matters for this agent (default: `short`). */
  full?: string;
}

/** The engine-neutral kinds of tool call whale-perm's built-in corpus is written in. */
export type ToolKind = 'shell' | 'read' | 'write' | 'edit' | 'fetch';

/**
 * What an engine says about itself (src/engines/<E>/about.ts), without its
 * code: small enough for the registry to import for option parsing, help and
 * docs, with `load` bringing in the engine itself on demand. Spread into the
 * engine object, so every field is also on `Engine`.
 */
export interface EngineAbout {
  /** `--engine` value; the file basename of its folder under src/engines/. */
  id: string;
  /** How its agent is named to a person (`Codewhale`, `grok-build`). */
  name: string;
  /** One line for the docs' engine list: what it models, at which version. */
  summary: string;
  /** The tool a call without --tool goes to. */
  defaultTool: string;
  /** Its tool and input key for each engine-neutral kind of call it has (the built-in corpus, samples). */
  tools: Readonly<Partial<Record<ToolKind, { tool: string; key: string }>>>;
  /** The values --mode takes, when the engine has modes. */
  modes?: readonly string[];
  /** The options only some engines read that this one reads. */
  options: readonly EngineOption[];
  /** Every lint check this engine runs, described in its own terms, by check id. */
  checkTexts: Readonly<Record<string, CheckText>>;
  /** The example stack (repo-relative folder with home/, workspace/, cases.toml). */
  example: string;
  /** The engine itself, imported on first use. */
  load(): Promise<Engine>;
}

export interface Engine<S = unknown> extends Omit<EngineAbout, 'id' | 'load'> {
  id: EngineId;
  /** The pipeline, in order: the one place the order is written. */
  layers: readonly LayerMeta[];
  defaultTool: string;
  /** The call's tool names this engine knows (for --tool validation and lint). */
  knownTools: readonly string[];
  /** Reads and resolves the stack; throws ConfigError where the agent itself would refuse to start. */
  loadStack(opts: StackOptions): S;
  evaluate(stack: S, call: Call, opts: EvalOptions): Trace;
  /**
   * Optional: `evaluate`'s `decision` and `decidedBy`, equal to them (the
   * registry repairs pseudo-locations the same way), without computing the
   * rest of the trace. For callers that read the decision alone (`diff`
   * compares tens of thousands of probes on two stacks); they fall back to
   * `evaluate` where an engine has none.
   */
  decide?(stack: S, call: Call, opts: EvalOptions): Pick<Trace, 'decision' | 'decidedBy'>;
  describeStack(stack: S): StackReport;
  /** Everything wrong that loading found, fatal or not. */
  problems(stack: S): readonly Problem[];
  /** Calls that exercise each rule of the stack (its own match, near misses, chained and wrapped forms), for `diff`. */
  probes?(stack: S): Call[];
  /**
   * The stack's rules as data, with stable ids (see RuleRecord), in the order
   * the engine consults them; inert rules (loaded, never consulted) included
   * with `inert` set. The same ids appear in `Trace.matches` and
   * `decidedBy.rule`.
   */
  rules?(stack: S): RuleRecord[];
  /**
   * Whether one rule's pattern matches the call, by the engine's own matcher
   * (the one its pipeline uses), ignoring precedence and every other layer.
   * For a chained command: whether it matches the call as the engine applies
   * rules to it (the whole string or any segment, as the agent does).
   */
  ruleMatches?(stack: S, rule: RuleRecord, call: Call): boolean;
  /** The stack's hooks as data (see HookRecord), for the shared hook-risk check. */
  hooks?(stack: S): HookRecord[];
  /** Checks only this engine has (its own folder); the shared ones run for every engine. */
  checks?: readonly Check<S>[];
}

/**
 * One hook of a stack as data. Lint never runs it: the shared hook-risk
 * check reads the command with src/lint/hook-program.ts and asks whether its
 * program exists.
 */
export interface HookRecord {
  /** Stable within one stack, like RuleRecord.id (`config.toml#hooks.2`, `settings.json#PreToolUse.0.1`). */
  id: string;
  /** The name the engine uses in traces and `--hook-result NAME=…`. */
  name: string;
  /** `command` (a shell command line), `http`, `prompt`, `agent`, or the engine's own word. */
  type: string;
  /** The command line as configured (command hooks). */
  command?: string;
  source: SourceLoc | null;
  from?: string;
  /** The event it runs on, in the engine's vocabulary (`tool_call_before`, `PreToolUse`). */
  event: string;
  /** Whether its verdict can block or allow a tool call (a pre-tool gate that votes). */
  gates: boolean;
  /**
   * What the call does when the hook gives no verdict (its program is
   * missing, crashes, times out): `closed` — the call is denied; `open` — it
   * goes on as if the hook had not objected.
   */
  onFailure: 'open' | 'closed';
  /** The engine's words for why it fails that way (`continue_on_error = false`, `a missing script is a non-blocking error`). */
  failureWhy: string;
  /**
   * Where failing open is the user's choice, the setting that would make it
   * fail closed (`continue_on_error = false`): a gate that looks like a
   * security hook and fails open by choice is reported even when its program
   * exists. Undefined where the agent gives no such choice.
   */
  failClosedBy?: string;
  /** Runs in the background: its result never decides the call. */
  background?: boolean;
  /** Switched off (hooks disabled for the stack or this hook): not checked. */
  disabled?: string;
  /** How its command is resolved: the directory it starts in, the home, the variables the agent sets for hooks. */
  env: { workspace: string; home: string; vars: Readonly<Record<string, string>> };
  /** Calls the hook matches, for witnesses (evaluated with `hookResults: { [name]: 'error' }`). */
  samples: Call[];
}
