/** The shadowing checks compare a rule only with rules that share its tool and first word. */
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../src/engines/codewhale/index.js';
import type { CodewhaleStack, TypedRule } from '../../src/engines/codewhale/stack.js';
import * as allowUnreachable from '../../src/lint/checks/allow-unreachable.js';
import * as duplicateRule from '../../src/lint/checks/duplicate-rule.js';
import * as shadowedRule from '../../src/lint/checks/shadowed-rule.js';
import { lint } from '../../src/lint/lint.js';
import { loadFixture } from './helpers.js';

describe('rule checks at scale', () => {
  it('lints 6000 rules with work linear in the rules, not pairwise', () => {
    const base = loadFixture('lint-duplicate-rule-fixed');
    const rules: TypedRule[] = [];
    for (let i = 0; i < 6000; i++) {
      rules.push({
        index: i,
        layer: 'user',
        tool: 'exec_shell',
        command: `tool${i % 1500} sub${i}`,
        commandExact: false,
        action: i % 3 === 0 ? 'deny' : i % 3 === 1 ? 'ask' : 'allow',
        actionDefaulted: false,
        source: { file: '/big/permissions.toml', line: i * 5 + 1, column: 1, endLine: i * 5 + 4, endColumn: 10 },
      });
    }
    const stack: CodewhaleStack = { ...base, rules };
    // Work, not time, is what a unit test can bound: count the matcher's answers and evaluations.
    let work = 0;
    const engine: typeof codewhale = Object.create(codewhale);
    engine.ruleMatches = (...a) => (work++, codewhale.ruleMatches!(...a));
    engine.evaluate = (...a) => (work++, codewhale.evaluate(...a));
    const r = lint({ engine, stack, readText: () => undefined, fileExists: () => false, checks: [duplicateRule, shadowedRule, allowUnreachable] });
    expect(r.findings).toEqual([]);
    expect(work).toBeLessThan(20 * rules.length); // a pairwise scan would ask ~6000² / 2 times
    // The count is wired: with a rule that covers others, the matcher is asked.
    work = 0;
    const covering = { ...rules[0]!, index: rules.length, command: 'tool0', source: { ...rules[0]!.source, line: 99_999 } };
    lint({ engine, stack: { ...base, rules: [covering, ...rules.slice(0, 8)] }, readText: () => undefined, fileExists: () => false, checks: [duplicateRule, shadowedRule, allowUnreachable] });
    expect(work).toBeGreaterThan(0);
  });
});
