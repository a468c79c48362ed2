/**
 * The call as san's gate sees it: the canonical tool, the input with file
 * paths made absolute, and san's own reading of a Bash command. One place,
 * used by the pipeline (pipeline.ts `newState`) and by `ruleMatches`
 * (rule-match.ts), so both match the same thing.
 */
import type { Call } from '../../core/types.js';
import { analyzeShell, WRAPPERS } from '../../shell/index.js';
import type { ShellAnalysis } from '../../shell/types.js';
import { plainReading, sanReading, type SanReading } from './match/bash.js';
import { absolutePath, nestedSubstitutionIn } from './safety.js';
import type { SanStack } from './stack.js';
import { canonicalTool } from './vocab.js';

const PATH_KEYS = ['file_path', 'path', 'notebook_path'];

/**
 * san's file tools take absolute paths: a relative --path is resolved against the workspace, `~` against the home directory.
 * A copy, unless `share` is set and nothing needs changing: then the input itself (for a view only read, never handed out).
 */
export function preparedInput(tool: string, input: Record<string, unknown>, stack: SanStack, share = false): Record<string, unknown> {
  if (share && !needsPreparing(tool, input)) return input;
  const out = { ...input };
  if (tool === 'Bash') return out;
  // --path lands in `path`; san's Read, Write and Edit take `file_path` (internal/tool/fs at 5e33c937).
  if ((tool === 'Read' || tool === 'Write' || tool === 'Edit' || tool === 'NotebookEdit') && typeof out.path === 'string' && out.file_path === undefined) {
    out.file_path = out.path;
    delete out.path;
  }
  for (const k of PATH_KEYS) {
    const v = out[k];
    if (typeof v === 'string' && v !== '' && !v.startsWith('/')) out[k] = absolutePath(v, stack.workspace, stack.home);
  }
  return out;
}

/** Whether `preparedInput` would change anything in the input (the same tests it makes). */
function needsPreparing(tool: string, input: Record<string, unknown>): boolean {
  if (tool === 'Bash') return false;
  if ((tool === 'Read' || tool === 'Write' || tool === 'Edit' || tool === 'NotebookEdit') && typeof input.path === 'string' && input.file_path === undefined) return true;
  for (const k of PATH_KEYS) {
    const v = input[k];
    if (typeof v === 'string' && v !== '' && !v.startsWith('/')) return true;
  }
  return false;
}

/** Recent analyses by command text: `diff` evaluates each probe on two stacks, lint and batch repeat commands. Analyses are never changed once made. */
const recent = new Map<string, ShellAnalysis>();
const RECENT = 512;
const CACHED_LENGTH = 4096;

export function analyzed(command: string): ShellAnalysis {
  if (command.length > CACHED_LENGTH) return analyzeShell(command);
  const hit = recent.get(command);
  if (hit) return hit;
  const a = analyzeShell(command);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(command, a);
  return a;
}

/**
 * What is known of a call's command, by the call's input object: `diff`
 * matches a rule's own call and then evaluates that same call on both
 * stacks, more calls apart than `recent` holds. Checked against the command
 * text, so an input given a new command is read again.
 */
interface Known {
  command: string;
  /** `plainReading` of the command; null when it is not plain words. */
  plain?: SanReading | null;
  shell?: ShellAnalysis;
}

const byInput = new WeakMap<object, Known>();

function knownFor(input: Record<string, unknown>, command: string): Known {
  let k = byInput.get(input);
  if (!k || k.command !== command) byInput.set(input, (k = { command }));
  return k;
}

function analyzedFor(input: Record<string, unknown>, command: string): ShellAnalysis {
  const k = knownFor(input, command);
  return (k.shell ??= analyzed(command));
}

function plainFor(input: Record<string, unknown>, command: string): SanReading | undefined {
  const k = knownFor(input, command);
  if (k.plain === undefined) k.plain = plainReading(command, WRAPPERS) ?? null;
  return k.plain ?? undefined;
}

export interface CallView {
  tool: string;
  input: Record<string, unknown>;
  /** whale-perm's analysis of a Bash command; for a command of plain words, made when first read. */
  readonly shell: ShellAnalysis | undefined;
  /**
   * san's reading of a Bash command: over the analysis, or for a command of
   * plain words `plainReading`, the same reading less the ground-truth
   * segments (match/bash.ts), which only the trace's risks, matches and
   * segment rows read (`analysedReading`).
   */
  reading: SanReading | undefined;
  /** Whether the analysis has a command substitution inside another (the floor's `checkASTSecurity`); undefined without an analysis. */
  nested: (() => boolean) | undefined;
}

const readings = new WeakMap<ShellAnalysis, SanReading>();

/** san's reading of an analysis, made once per analysis (neither ever changes). */
function readingOf(shell: ShellAnalysis): SanReading {
  let r = readings.get(shell);
  if (!r) readings.set(shell, (r = sanReading(shell)));
  return r;
}

/** The reading over the analysis, with its segments (made now for a command of plain words). */
export function analysedReading(view: Pick<CallView, 'shell'>): SanReading | undefined {
  const shell = view.shell;
  return shell ? readingOf(shell) : undefined;
}

/**
 * The call as san sees it; `shell` replaces the parse of the command (one
 * segment of a larger call). A command of plain words is read without the
 * analysis unless `analyse` is set (the reference the plain reading is
 * tested against): nothing the decision reads needs it. With `shareInput`
 * (a view only matched against, never handed out) the call's own input is
 * kept when it needs no change.
 */
export function callView(stack: SanStack, call: Call, shell?: ShellAnalysis, analyse = false, shareInput = false): CallView {
  const tool = canonicalTool(call.tool) ?? call.tool;
  const input = preparedInput(tool, call.input, stack, shareInput);
  const command = input.command;
  if (shell) return { tool, input, shell, reading: readingOf(shell), nested: () => nestedSubstitutionIn(shell) };
  if (tool !== 'Bash' || typeof command !== 'string') return { tool, input, shell: undefined, reading: undefined, nested: undefined };
  const source = call.input;
  const plain = analyse ? undefined : plainFor(source, command);
  if (!plain) {
    const sh = analyzedFor(source, command);
    return { tool, input, shell: sh, reading: readingOf(sh), nested: () => nestedSubstitutionIn(sh) };
  }
  return new PlainWordsView(tool, input, plain, source, command);
}

/** plain words hold no `$`, backquote or backslash: no substitution at all */
const noSubstitution = (): boolean => false;

/**
 * The view of a command of plain words: its analysis made when first read.
 * A class, for the getter: an object literal with a getter is made with
 * slow (dictionary) properties, a few hundred bytes each, and matching
 * keeps a view per call for the run (rule-match.ts `viewOf`).
 */
class PlainWordsView implements CallView {
  readonly nested = noSubstitution;
  constructor(
    readonly tool: string,
    readonly input: Record<string, unknown>,
    readonly reading: SanReading,
    private readonly source: Record<string, unknown>,
    private readonly command: string,
  ) {}
  get shell(): ShellAnalysis {
    return analyzedFor(this.source, this.command);
  }
}
