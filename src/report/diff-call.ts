/** How `test` and `diff` name a call for a person: one line, and the `explain` command that reproduces it. */
import type { Call, CallContext } from '../core/types.js';

export function contextLabel(ctx: CallContext): string {
  const parts: string[] = [];
  if (ctx.posture !== undefined) parts.push(`posture=${ctx.posture}`);
  if (ctx.mode !== undefined) parts.push(`mode=${ctx.mode}`);
  if (ctx.headless) parts.push('headless');
  if (ctx.background) parts.push('background');
  return parts.length > 0 ? ` [${parts.join(', ')}]` : '';
}

export function callLabel(call: Call, ctx: CallContext = {}): string {
  const { tool, input } = call;
  const keys = Object.keys(input);
  let s: string;
  if (typeof input.command === 'string' && keys.length === 1) s = `${tool}: ${input.command}`;
  else if (typeof input.path === 'string' && keys.length === 1) s = `${tool}: ${input.path}`;
  else if (keys.length === 0) s = tool;
  else s = `${tool} ${JSON.stringify(input)}`;
  return s + contextLabel(ctx);
}

/** POSIX shell quoting: bare when safe, else single quotes. */
export function shQuote(word: string): string {
  if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `whale-perm explain …` for this call (stack options not included: add the ones the run used). */
export function explainCommandFor(call: Call, ctx: CallContext, defaultTool: string, stackArgs: readonly string[] = []): string {
  const words = ['whale-perm', 'explain', ...stackArgs.map(shQuote)];
  const { command, path, ...rest } = call.input;
  if (call.tool !== defaultTool || typeof command !== 'string') words.push('--tool', shQuote(call.tool));
  if (typeof path === 'string') words.push('--path', shQuote(path));
  else if (path !== undefined) rest.path = path;
  if (command !== undefined && typeof command !== 'string') rest.command = command;
  if (Object.keys(rest).length > 0) words.push('--input', shQuote(JSON.stringify(rest)));
  if (ctx.posture !== undefined) words.push('--posture', shQuote(ctx.posture));
  if (ctx.mode !== undefined) words.push('--mode', shQuote(ctx.mode));
  if (ctx.headless) words.push('--headless');
  if (ctx.background) words.push('--background');
  if (typeof command === 'string') words.push('--', shQuote(command));
  return words.join(' ');
}
