/** Running the claude engine over fixture stacks, and comparing traces with goldens. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { CallContext, Decision, Trace } from '../../../src/core/types.js';
import { claude } from '../../../src/engines/claude/index.js';
import type { ClaudeStack } from '../../../src/engines/claude/stack.js';
import type { HookRunner, HookVerdict, StackOptions } from '../../../src/engines/types.js';
import { diskReader, type FileReader } from '../../../src/io/files.js';
import { FIXTURES, fixtureOptions, stable } from '../../helpers/stack.js';
import { expectGolden } from '../../helpers/golden.js';

const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));

export interface Case {
  name: string;
  fixture: string;
  stack?: Partial<StackOptions>;
  command?: string;
  tool?: string;
  /** The whole input (merged with command). */
  input?: Record<string, unknown>;
  ctx?: CallContext;
  hooks?: Record<string, HookVerdict>;
  /** Verdicts pinned for the classifier: `{ classifier: 'deny' }`. */
  pinned?: Record<string, string>;
  runHook?: HookRunner;
  decision: Decision;
  layer: string;
  /** A fragment the deciding reason must contain. */
  because?: string;
  /** A fragment some warning must contain. */
  warns?: string;
  /** A fragment some unknown must contain. */
  unknown?: string;
  /** A risk of this kind whose message contains the fragment: `['hidden-code', 'Bash(rm *)']`. */
  risk?: readonly [string, string];
  /** No risk at all. */
  noRisk?: boolean;
  outcomes?: Record<string, string>;
  /** Compare the whole trace with test/engines/claude/golden/<name>.json. */
  golden?: boolean;
}

const stacks = new Map<string, ClaudeStack>();

export function loadFixture(fixture: string, extra: Partial<StackOptions> = {}): ClaudeStack {
  const key = `${fixture}\u0000${JSON.stringify({ ...extra, reader: undefined })}`;
  let s = stacks.get(key);
  if (!s) {
    s = claude.loadStack(fixtureOptions(fixture, extra));
    stacks.set(key, s);
  }
  return s;
}

export function runCase(c: Case): Trace {
  const stack = c.stack?.reader ? claude.loadStack(fixtureOptions(c.fixture, c.stack)) : loadFixture(c.fixture, c.stack);
  const input: Record<string, unknown> = { ...(c.input ?? {}) };
  if (c.command !== undefined) input.command = c.command;
  return claude.evaluate(stack, { tool: c.tool ?? 'Bash', input }, { ...(c.ctx ?? {}), hookResults: c.hooks ?? {}, ...(c.pinned ? { pinned: c.pinned } : {}), ...(c.runHook ? { runHook: c.runHook } : {}) });
}

export function check(c: Case): Trace {
  const trace = runCase(c);
  const detail = `${trace.decision} by ${trace.decidedBy.layer}: ${trace.decidedBy.reason}`;
  expect(trace.decision, detail).toBe(c.decision);
  expect(trace.decidedBy.layer, detail).toBe(c.layer);
  if (c.because) expect(trace.decidedBy.reason).toContain(c.because);
  if (c.warns) expect(trace.warnings.join('\n')).toContain(c.warns);
  if (c.unknown) expect(trace.unknowns.join('\n')).toContain(c.unknown);
  if (c.risk) expect(trace.risks.filter((r) => r.kind === c.risk![0]).map((r) => r.message).join('\n'), JSON.stringify(trace.risks)).toContain(c.risk[1]);
  if (c.noRisk) expect(trace.risks).toEqual([]);
  for (const [id, outcome] of Object.entries(c.outcomes ?? {})) expect(trace.layers.find((l) => l.id === id)?.outcome, id).toBe(outcome);
  expect(trace.layers.map((l) => l.id)).toEqual(claude.layers.map((l) => l.id));
  if (c.golden) {
    expectGolden(`${GOLDEN}${c.name}.json`, stable(trace));
  }
  return trace;
}

/** A reader that resolves the symlinks named in `links` (absolute path → target), as a real file system would. */
export function symlinkReader(links: Record<string, string>): FileReader & { realpath(p: string): string | undefined } {
  return {
    ...diskReader,
    realpath(p: string) {
      for (const [from, to] of Object.entries(links)) {
        if (p === from) return to;
        if (p.startsWith(`${from}/`)) return to + p.slice(from.length);
      }
      return p;
    },
  };
}

export function fixturePath(...parts: string[]): string {
  return join(FIXTURES, ...parts);
}
