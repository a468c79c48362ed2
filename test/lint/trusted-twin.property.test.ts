/**
 * Lint loads the trusted twin of an untrusted stack only when the loader looked at
 * `StackOptions.trusted` (src/lint/trusted-load.ts); otherwise the stack serves as its own twin.
 * Over every engine's example and fixture stacks and generated option sets, with a fixed seed: when
 * the twin is reused, loading with `trusted: true` gives the same stack (view, rules, problems, and
 * the decisions on its probes); a loader that reads `trusted` in any way is loaded twice.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngineId } from '../../src/core/types.js';
import { loadEngine } from '../../src/engines/registry.js';
import type { Engine, StackOptions } from '../../src/engines/types.js';
import { lint } from '../../src/lint/lint.js';
import { loadWithTrustedTwin } from '../../src/lint/trusted-load.js';
import { diskReader } from '../../src/io/files.js';
import { exampleOptions, FIXTURES, fixtureOptions } from '../helpers/stack.js';

const ENGINES: EngineId[] = ['codewhale', 'san', 'grok', 'claude', 'codex', 'gemini'];
const PREFIX: Record<string, string> = { codewhale: 'cw-', san: 'san-', grok: 'grok-', claude: 'claude-' };

function stacksOf(id: EngineId): StackOptions[] {
  const fixtures = PREFIX[id] ? readdirSync(FIXTURES).filter((f) => f.startsWith(PREFIX[id]!) && existsSync(join(FIXTURES, f, 'workspace'))) : [];
  return [exampleOptions(id), ...fixtures.map((f) => fixtureOptions(f))];
}

/** What a stack shows of itself: its view, rules, problems, and the decisions on its own probes. */
function content(engine: Engine, stack: unknown): unknown {
  const probes = (engine.probes?.(stack) ?? []).slice(0, 40);
  return {
    view: engine.describeStack(stack),
    rules: engine.rules?.(stack),
    problems: engine.problems(stack),
    decisions: probes.map((c) => {
      try {
        const t = engine.evaluate(stack, c, { hookResults: {} });
        return [t.decision, t.decidedBy.layer, t.decidedBy.rule];
      } catch (err) {
        return String(err);
      }
    }),
  };
}

describe.each(ENGINES)('engine %s: the trusted twin', (id) => {
  it('is reused only when loading with trusted: true gives the same stack', async () => {
    const engine = await loadEngine(id);
    const all = stacksOf(id);
    let reused = 0;
    const variant = fc.record({ at: fc.nat({ max: all.length - 1 }), trusted: fc.constantFrom(undefined, false), projectConfig: fc.boolean() });
    fc.assert(
      fc.property(variant, ({ at, trusted, projectConfig }) => {
        const opts: StackOptions = { ...all[at]!, projectConfig, ...(trusted !== undefined ? { trusted } : {}) };
        let r: ReturnType<typeof loadWithTrustedTwin>;
        try {
          r = loadWithTrustedTwin(engine, opts);
        } catch {
          return; // a stack the agent refuses to load (lint reports it the same way either way)
        }
        if (r.trustedStack !== r.stack) return;
        reused++;
        const loaded = engine.loadStack({ ...opts, trusted: true });
        expect(content(engine, r.stack)).toEqual(content(engine, loaded));
        // Lint with the stack as its own twin (its view, problems and rule table shared) says what it says with a twin loaded apart.
        const lintWith = (trustedStack: unknown) =>
          lint({ engine, stack: r.stack, trustedStack, readText: (p) => { const t = diskReader.read(p); return t.status === 'ok' ? t.text : undefined; }, fileExists: () => false });
        expect(lintWith(r.stack)).toEqual(lintWith(loaded));
      }),
      { seed: 18, numRuns: 12 },
    );
    // san's loader never reads `trusted`: there the property is about real reuse (elsewhere it may hold vacuously).
    if (id === 'san') expect(reused).toBeGreaterThan(0);
  });
});

describe('the trusted twin of a loader', () => {
  const opts = exampleOptions('san');
  const twice = (read: (o: StackOptions) => unknown) => {
    let loads = 0;
    const r = loadWithTrustedTwin({ loadStack: (o: StackOptions) => (loads++, { t: read(o) }) }, opts);
    return { loads, reused: r.trustedStack === r.stack };
  };
  it('that reads trusted by name, with `in`, or lists the keys (a spread, a copy), is loaded twice', () => {
    expect(twice((o) => o.trusted)).toEqual({ loads: 2, reused: false });
    expect(twice((o) => 'trusted' in o)).toEqual({ loads: 2, reused: false });
    expect(twice((o) => ({ ...o }))).toEqual({ loads: 2, reused: false });
    expect(twice((o) => Object.keys(o))).toEqual({ loads: 2, reused: false });
    expect(twice((o) => Object.getOwnPropertyDescriptor(o, 'trusted'))).toEqual({ loads: 2, reused: false });
  });
  it('that never reads it is loaded once, and a trusted run once', () => {
    expect(twice((o) => [o.workspace, o.home, o.reader])).toEqual({ loads: 1, reused: true });
    let loads = 0;
    const r = loadWithTrustedTwin({ loadStack: () => (loads++, {}) }, { ...opts, trusted: true });
    expect([loads, r.trustedStack]).toEqual([1, undefined]);
  });
});
