/**
 * `beatenRules` (src/lint/checks/beaten.ts) finds a table's beaten rules
 * once for shadowed-rule and allow-unreachable: over every engine's example
 * stack and its fixtures, read for tables in a drawn order, it gives each
 * table its own list, equal to the plain search (`findBeaten`) on a table
 * of its own, and the same list on every later read.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, EngineId } from '../../src/core/types.js';
import { loadEngine } from '../../src/engines/registry.js';
import { beatenRules, findBeaten } from '../../src/lint/checks/beaten.js';
import { ruleTable } from '../../src/lint/table.js';
import type { LintContext } from '../../src/lint/types.js';
import { exampleOptions, FIXTURES, fixtureOptions } from '../helpers/stack.js';

const ENGINES: EngineId[] = ['codewhale', 'san', 'grok', 'claude'];
const PREFIX: Record<string, string> = { codewhale: 'cw-', san: 'san-', grok: 'grok-', claude: 'claude-' };

describe.each(ENGINES)('engine %s: beaten rules', (id) => {
  it('are each table\'s own, equal to the plain search, and the same list on every read', async () => {
    const engine = await loadEngine(id);
    const fixtures = readdirSync(FIXTURES).filter((f) => f.startsWith(PREFIX[id]!) && existsSync(join(FIXTURES, f, 'workspace')));
    const stacks = [exampleOptions(id), ...fixtures.slice(0, 12).map((f) => fixtureOptions(f))].flatMap((o) => {
      try {
        return [engine.loadStack({ ...o, trusted: true })];
      } catch {
        return [];
      }
    });
    const contextOf = (stack: unknown): LintContext =>
      ({
        engine,
        stack,
        evaluate(call: Call, opts: object) {
          try {
            return engine.evaluate(stack, call, { hookResults: {}, ...opts });
          } catch {
            return undefined;
          }
        },
      }) as unknown as LintContext;
    const plain = stacks.map((s) => JSON.stringify(findBeaten(ruleTable(contextOf(s))!)));
    expect(plain.some((p) => p !== '[]')).toBe(true);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: stacks.length - 1 }), { minLength: 1, maxLength: 8 }), (order) => {
        const tables = stacks.map((s) => ruleTable(contextOf(s))!);
        const first = new Map<number, unknown>();
        for (const i of order) {
          const b = beatenRules(tables[i]!);
          if (first.has(i)) expect(b).toBe(first.get(i));
          first.set(i, b);
          expect(JSON.stringify(b)).toBe(plain[i]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
