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
  it('lints 6000 rules in well under a second of check time', () => {
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
    const started = performance.now();
    const r = lint({ engine: codewhale, stack, readText: () => undefined, fileExists: () => false, checks: [duplicateRule, shadowedRule, allowUnreachable] });
    const ms = performance.now() - started;
    expect(r.findings).toEqual([]);
    expect(ms).toBeLessThan(2000);
  });
});
