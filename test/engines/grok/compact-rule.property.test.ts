/**
 * `compactRule` (src/engines/grok/load/permission.ts) spells out
 * `{ ...parsed, text, form: 'compact', origin, file, source, at }`, and
 * `parseGrokRule` spells out its optional `pattern`: over generated rule
 * strings (tool prefixes, empty and `*` patterns, `:*`, `domain:`, escapes)
 * the rule it builds must be the spread one, key for key and in the same
 * order (JSON output and traces list the keys in that order), and a parsed
 * rule holds `pattern` exactly when it has one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactRule } from '../../../src/engines/grok/load/permission.js';
import { parseGrokRule } from '../../../src/engines/grok/rules.js';

const PREFIX = ['', 'Bash', 'Read', 'Edit', 'Grep', 'WebFetch', 'WebSearch', 'MCPTool', 'Nope', 'NotebookEdit', ' Bash '];
const BODY = ['', '*', 'git:*', 'git status', 'domain:example.com', 'src/**', '\\(x\\)', ' ', 'a)b', 'domain:', ':*'];
const ruleText = fc.oneof(
  fc.tuple(fc.constantFrom(...PREFIX), fc.constantFrom(...BODY), fc.constantFrom('(', '('), fc.constantFrom(')', ')', '')).map(([p, b, o, c]) => `${p}${o}${b}${c}`),
  fc.constantFrom(...PREFIX, ...BODY),
  fc.string({ maxLength: 12 }),
);

describe('compactRule: the spread rule, spelled out', () => {
  it('equals { ...parsed, … } with the same keys in the same order', () => {
    let withPattern = 0;
    let without = 0;
    fc.assert(
      fc.property(ruleText, fc.constantFrom('allow', 'deny', 'ask') as fc.Arbitrary<'allow' | 'deny' | 'ask'>, fc.constantFrom('user', 'project', 'managed') as fc.Arbitrary<'user'>, (text, action, origin) => {
        const parsed = parseGrokRule(text, action);
        if ('error' in parsed) return;
        expect(Object.keys(parsed)).toEqual(parsed.pattern === undefined ? ['action', 'tool', 'mode'] : ['action', 'tool', 'mode', 'pattern']);
        if ('pattern' in parsed) withPattern++;
        else without++;
        const loc = { file: '/w/config.toml', line: 3, column: 5 };
        const built = compactRule(parsed, text.trim(), origin, '/w/config.toml', loc, 'allow.2');
        const spread = { ...parsed, text: text.trim(), form: 'compact', origin, file: '/w/config.toml', source: loc, at: 'allow.2' };
        expect(Object.keys(built)).toEqual(Object.keys(spread));
        expect(built).toStrictEqual(spread);
        expect(JSON.stringify(built)).toBe(JSON.stringify(spread));
      }),
      { seed: 4242, numRuns: 3000 },
    );
    // Both shapes are reached (a test that cannot fail is a defect).
    expect(withPattern).toBeGreaterThan(200);
    expect(without).toBeGreaterThan(50);
  });
});
