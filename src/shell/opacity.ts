/**
 * What the analyzer cannot see, said in one sentence each. All user-facing
 * wording for opacity findings lives here so it stays consistent.
 */
import type { Opacity, OpacityReason } from './types.js';

export const MAX_PAYLOAD_DEPTH = 8;
/** Structural nesting (subshells in substitutions in groups …) beyond this is not walked. */
export const MAX_NESTING_DEPTH = 120;

export const DETAIL = {
  dynamicCommand: (word: string): string =>
    `The command name ${quote(word)} is computed when the shell runs, so which program runs cannot be known.`,
  evalDynamic: (): string =>
    'eval runs text that is computed at run time; only its literal template could be read.',
  dynamicPayload: (via: string): string =>
    `The code given to ${via} is computed at run time; only its literal template could be read.`,
  stdinInterpreter: (program: string, from: string): string =>
    `${program} reads the code it runs from ${from}, which is not visible in the command.`,
  interpreterPayload: (program: string, flag: string): string =>
    `${program} ${flag} runs inline code that is not shell and is not analyzed.`,
  sourceFile: (program: string, file: string): string =>
    `${program} runs the commands in ${quote(file)}, whose contents are not visible in the command.`,
  parseError: (missing: boolean): string =>
    missing
      ? 'The shell parser expected something here that is missing, so commands around it may be misread.'
      : 'The shell parser could not read this part, so commands in it may be missed.',
  misreadCompound: (): string =>
    'The shell parser misread a compound command here; its commands are listed, but their structure may be wrong.',
  tooDeepPayload: (): string =>
    `Code nested more than ${MAX_PAYLOAD_DEPTH} payloads deep (sh -c inside sh -c …) was not analyzed.`,
  tooDeepNesting: (): string =>
    `Constructs nested deeper than ${MAX_NESTING_DEPTH} levels were not analyzed.`,
  promptExpansion: (word: string): string =>
    `${quote(word)} expands the variable's value as a prompt, running any command substitution in it; the value is not visible here.`,
  arithmeticVariable: (what: string): string =>
    `${what} evaluates a variable's value as arithmetic, and an array subscript in that value runs command substitutions; the value is not visible here.`,
  evaluatedBuiltin: (what: string): string =>
    `${what} evaluates text as code (arithmetic, a name reference or a callback) when the shell runs, so the commands it may run are not visible here.`,
  rebinding: (what: string): string =>
    `${what} changes what later command names run (or runs code at each command), so the commands after it may not be what they look like.`,
  codeFromData: (via: string): string =>
    `${via} builds the command it runs from data read at run time, so the command cannot be known.`,
  indirectCommand: (what: string): string =>
    `${what} runs a command that is not visible in this command line.`,
  tooManyWrappers: (max: number): string =>
    `Wrappers nested deeper than ${max} (sudo sudo …) were not peeled, so the command they finally run was not found.`,
  tooLong: (max: number): string =>
    `Constructs nested deeper than ${max} levels were cut off here; the rest of the input was not analyzed.`,
  tooManyCommands: (max: number): string =>
    `More than ${max} commands: the commands from here to the end were not analyzed.`,
  internalFailure: (): string =>
    'The shell analyzer failed on this input, so none of it could be read.',
} as const;

export function opacity(
  reason: OpacityReason,
  range: [number, number],
  detail: string,
  knownArgs?: string[],
): Opacity {
  return knownArgs === undefined ? { reason, range, detail } : { reason, range, detail, knownArgs };
}

function quote(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `\`${short}\``;
}
