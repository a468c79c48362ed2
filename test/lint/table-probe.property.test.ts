/**
 * `RuleTable.probe` (src/lint/table.ts) is `evaluate` without keeping what it
 * had to make: over every engine's example stack, calls drawn from the
 * stack's probes and its rules' own calls, evaluated and probed in a drawn
 * order, a probe gives the memo's very trace once `evaluate` made one, and
 * otherwise a trace equal (as JSON, every lazy field read) to a fresh
 * evaluation; probing keeps nothing, so a later `evaluate` evaluates anew.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, EngineId } from '../../src/core/types.js';
import { loadEngine } from '../../src/engines/registry.js';
import { rawSamples } from '../../src/lint/samples.js';
import { ruleTable } from '../../src/lint/table.js';
import type { LintContext } from '../../src/lint/types.js';
import { exampleOptions } from '../helpers/stack.js';

const ENGINES: EngineId[] = ['codewhale', 'san', 'grok', 'claude'];

describe.each(ENGINES)('engine %s: the rule table probe', (id) => {
  it('gives the memo trace, or one equal to a fresh evaluation, and keeps none', async () => {
    const engine = await loadEngine(id);
    const stack = engine.loadStack({ ...exampleOptions(id), ...(id === 'grok' ? { trusted: true } : {}) });
    const rules = engine.rules?.(stack) ?? [];
    const calls: Call[] = [...(engine.probes?.(stack) ?? []).slice(0, 30), ...rules.flatMap((r) => rawSamples(r)).slice(0, 60)];
    expect(calls.length).toBeGreaterThan(5);
    let evaluations = 0;
    const ctx = {
      engine,
      stack,
      evaluate(call: Call, opts: object) {
        evaluations++;
        try {
          return engine.evaluate(stack, call, { hookResults: {}, ...opts });
        } catch {
          return undefined;
        }
      },
    } as unknown as LintContext;
    const json = (t: unknown) => JSON.stringify(t);
    fc.assert(
      fc.property(fc.array(fc.record({ call: fc.constantFrom(...calls), memo: fc.boolean() }), { minLength: 1, maxLength: 12 }), (steps) => {
        // A fresh context per run: a fresh table and memo.
        const table = ruleTable({ ...ctx } as LintContext)!;
        const reference = ruleTable({ ...ctx } as LintContext)!;
        const made = new Map<string, unknown>();
        for (const { call, memo } of steps) {
          const k = json(call);
          if (memo) {
            made.set(k, table.evaluate(call));
            continue;
          }
          const before = evaluations;
          const t = table.probe(call);
          if (made.has(k)) {
            expect(t).toBe(made.get(k));
            expect(evaluations).toBe(before);
          } else {
            expect(evaluations).toBe(before + 1);
            expect(json(t)).toBe(json(reference.evaluate(call)));
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
