/** In-memory Gemini stacks: policy files by tier, evaluated without the real package. */
import { gemini } from '../../../src/engines/gemini/index.js';
import type { GeminiStack } from '../../../src/engines/gemini/stack.js';
import type { CallContext, Trace } from '../../../src/core/types.js';
import { memoryReader } from '../../helpers/memory-reader.js';

export const HOME = '/home/u';
export const WS = '/home/u/proj';

export function geminiStack(files: { user?: Record<string, string>; admin?: Record<string, string>; workspace?: Record<string, string>; extension?: Record<string, string> }, trusted?: boolean): GeminiStack {
  const all: Record<string, string> = { [`${WS}/src/.keep`]: '' };
  for (const [n, t] of Object.entries(files.user ?? {})) all[`${HOME}/.gemini/policies/${n}`] = t;
  for (const [n, t] of Object.entries(files.admin ?? {})) all[`/managed/policies/${n}`] = t;
  for (const [n, t] of Object.entries(files.workspace ?? {})) all[`${WS}/.gemini/policies/${n}`] = t;
  for (const [n, t] of Object.entries(files.extension ?? {})) all[`${HOME}/.gemini/extensions/ext1/policies/${n}`] = t;
  return gemini.loadStack({ userHome: HOME, workspace: WS, managedDir: '/managed', overrides: [], projectConfig: true, env: {}, reader: memoryReader(all), ...(trusted !== undefined ? { trusted } : {}) });
}

export function explain(stack: GeminiStack, command: string, ctx: CallContext = {}, extra: Record<string, unknown> = {}, tool = 'run_shell_command'): Trace {
  return gemini.evaluate(stack, { tool, input: { command, ...extra } }, { hookResults: {}, ...ctx });
}

export const rule = (r: Record<string, string | number | boolean | string[]>): string =>
  '[[rule]]\n' + Object.entries(r).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join('\n') + '\n';
