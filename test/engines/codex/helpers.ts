/** In-memory Codex stacks: config.toml and rules files by layer, evaluated without the real binary. */
import { codex } from '../../../src/engines/codex/index.js';
import type { CodexStack } from '../../../src/engines/codex/stack.js';
import type { CallContext, Trace } from '../../../src/core/types.js';
import { memoryReader } from '../../helpers/memory-reader.js';

export const HOME = '/home/u/.codex';
export const WS = '/home/u/proj';

export function codexStack(files: { config?: string; rules?: Record<string, string>; project?: Record<string, string>; system?: Record<string, string> }, opts: { trusted?: boolean; overrides?: string[] } = {}): CodexStack {
  const all: Record<string, string> = { [`${WS}/src/.keep`]: '' };
  if (files.config !== undefined) all[`${HOME}/config.toml`] = files.config;
  for (const [n, t] of Object.entries(files.rules ?? {})) all[`${HOME}/rules/${n}`] = t;
  for (const [n, t] of Object.entries(files.project ?? {})) all[`${WS}/.codex/rules/${n}`] = t;
  for (const [n, t] of Object.entries(files.system ?? {})) all[`/managed/rules/${n}`] = t;
  return codex.loadStack({ home: HOME, userHome: '/home/u', workspace: WS, managedDir: '/managed', overrides: opts.overrides ?? [], projectConfig: true, env: {}, reader: memoryReader(all), ...(opts.trusted !== undefined ? { trusted: opts.trusted } : {}) });
}

export function explain(stack: CodexStack, command: string, ctx: CallContext = {}): Trace {
  return codex.evaluate(stack, { tool: 'exec_command', input: { command } }, { hookResults: {}, ...ctx });
}
