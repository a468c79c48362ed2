/** Loading grok fixture stacks and evaluating calls against them. */
import { join } from 'node:path';
import { grok } from '../../../src/engines/grok/index.js';
import type { GrokStack } from '../../../src/engines/grok/stack.js';
import type { CallContext, Trace } from '../../../src/core/types.js';
import type { EvalOptions, HookVerdict, StackOptions } from '../../../src/engines/types.js';
import { FIXTURES, fixtureOptions } from '../../helpers/stack.js';

export interface GrokStackExtra extends Partial<StackOptions> {
  /** Use `<fixture>/managed` as --managed-dir. */
  managed?: boolean;
}

export function grokStack(fixture: string, extra: GrokStackExtra = {}): GrokStack {
  const { managed, ...rest } = extra;
  return grok.loadStack(fixtureOptions(fixture, { ...(managed ? { managedDir: join(FIXTURES, fixture, 'managed') } : {}), ...rest }));
}

export function explainGrok(
  stack: GrokStack,
  call: { command?: string; tool?: string; path?: string; input?: Record<string, unknown> },
  ctx: CallContext = {},
  hooks: Record<string, HookVerdict> = {},
  runHook?: EvalOptions['runHook'],
): Trace {
  const input: Record<string, unknown> = { ...(call.input ?? {}) };
  if (call.command !== undefined) input.command = call.command;
  if (call.path !== undefined) input.path = call.path;
  return grok.evaluate(stack, { tool: call.tool ?? 'Bash', input }, { ...ctx, hookResults: hooks, ...(runHook ? { runHook } : {}) });
}
