/**
 * The call as san's gate sees it: the canonical tool, the input with file
 * paths made absolute, and san's own reading of a Bash command. One place,
 * used by the pipeline (pipeline.ts `newState`) and by `ruleMatches`
 * (rule-match.ts), so both match the same thing.
 */
import type { Call } from '../../core/types.js';
import { analyzeShell } from '../../shell/index.js';
import type { ShellAnalysis } from '../../shell/types.js';
import { sanReading, type SanReading } from './match/bash.js';
import { absolutePath } from './safety.js';
import type { SanStack } from './stack.js';
import { canonicalTool } from './vocab.js';

const PATH_KEYS = ['file_path', 'path', 'notebook_path'];

/** san's file tools take absolute paths: a relative --path is resolved against the workspace, `~` against the home directory. */
export function preparedInput(tool: string, input: Record<string, unknown>, stack: SanStack): Record<string, unknown> {
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
 * The analysis of a call's command, by the call's input object: `diff`
 * matches a rule's own call and then evaluates that same call on both
 * stacks, more calls apart than `recent` holds. Checked against the command
 * text, so an input given a new command is analysed again.
 */
const byInput = new WeakMap<object, { command: string; shell: ShellAnalysis }>();

function analyzedFor(input: Record<string, unknown>, command: string): ShellAnalysis {
  const hit = byInput.get(input);
  if (hit && hit.command === command) return hit.shell;
  const shell = analyzed(command);
  byInput.set(input, { command, shell });
  return shell;
}

export interface CallView {
  tool: string;
  input: Record<string, unknown>;
  shell: ShellAnalysis | undefined;
  reading: SanReading | undefined;
}

const readings = new WeakMap<ShellAnalysis, SanReading>();

/** san's reading of an analysis, made once per analysis (neither ever changes). */
function readingOf(shell: ShellAnalysis): SanReading {
  let r = readings.get(shell);
  if (!r) readings.set(shell, (r = sanReading(shell)));
  return r;
}

/** The call as san sees it; `shell` replaces the parse of the command (one segment of a larger call). */
export function callView(stack: SanStack, call: Call, shell?: ShellAnalysis): CallView {
  const tool = canonicalTool(call.tool) ?? call.tool;
  const input = preparedInput(tool, call.input, stack);
  const command = input.command;
  const sh = shell ?? (tool === 'Bash' && typeof command === 'string' ? analyzedFor(call.input, command) : undefined);
  return { tool, input, shell: sh, reading: sh ? readingOf(sh) : undefined };
}
