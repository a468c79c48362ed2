/**
 * `diff --format json` is written in pieces (report/diff-json.ts
 * writeDiffJson): each change and each changed rule turned into JSON on its
 * own, indented to its place. Over generated reports — changes with and
 * without context, rules, skipped probes, empty lists, awkward strings — the
 * pieces put together are the text of JSON.stringify over the whole document
 * (formatDiffJson), byte for byte.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Change, DecisionAt } from '../../src/corpus/compare.js';
import type { RuleRecord } from '../../src/core/types.js';
import { formatDiffJson, writeDiffJson, type DiffReport } from '../../src/report/diff-json.js';

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('git status', 'a\nb', 'say "hi"', '\u2028', 'tab\there', ''));
const loc = fc.option(fc.record({ file: text, line: fc.nat(99), column: fc.nat(9) }), { nil: null });
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(text, tie('v'), { maxKeys: 3 })),
})).v;
const side: fc.Arbitrary<DecisionAt> = fc.record(
  { decision: fc.constantFrom('allow', 'ask', 'deny'), layer: text, reason: text, source: loc, rule: text },
  { requiredKeys: ['decision', 'layer', 'reason', 'source'] },
) as fc.Arbitrary<DecisionAt>;
const change: fc.Arbitrary<Change> = fc.record({
  probe: fc.record({
    call: fc.record({ tool: fc.constantFrom('Bash', 'Read', 'exec_shell'), input: fc.oneof(fc.record({ command: text }), fc.record({ path: text }), fc.dictionary(text, json, { maxKeys: 3 })) }),
    ctx: fc.oneof(fc.constant({}), fc.record({ mode: fc.constantFrom('plan', 'default') }), fc.record({ headless: fc.constant(true) })),
    origin: fc.constantFrom('rule', 'built-in', "case 'x' (c.json:1)"),
  }),
  before: side,
  after: side,
  direction: fc.constantFrom('loosened', 'tightened'),
}) as fc.Arbitrary<Change>;
const rule: fc.Arbitrary<RuleRecord> = fc.record(
  { id: text, source: loc, action: fc.constantFrom('allow', 'ask', 'deny'), kind: fc.constant('command-prefix'), pattern: text, text, key: text, layer: text, from: text },
  { requiredKeys: ['id', 'source', 'action', 'kind', 'pattern', 'text', 'key', 'layer'] },
) as fc.Arbitrary<RuleRecord>;
const revision = fc.record({ rev: fc.option(text, { nil: null }), commit: fc.option(text, { nil: null }) });
const report: fc.Arbitrary<DiffReport> = fc.record(
  {
    defaultTool: fc.constantFrom('Bash', 'exec_shell'),
    stackArgs: fc.array(text, { maxLength: 3 }),
    base: revision,
    head: revision,
    comparison: fc.record({
      changes: fc.array(change, { maxLength: 8 }),
      probes: fc.nat(50),
      skipped: fc.array(fc.record({ probe: fc.record({ call: fc.record({ tool: text, input: fc.constant({}) }), ctx: fc.constant({}), origin: text }), error: text }), { maxLength: 2 }),
    }),
    rules: fc.record({ added: fc.array(rule, { maxLength: 4 }), removed: fc.array(rule, { maxLength: 4 }) }),
  },
  { requiredKeys: ['defaultTool', 'stackArgs', 'base', 'head', 'comparison'] },
) as fc.Arbitrary<DiffReport>;

describe('diff --format json written in pieces', () => {
  it('the pieces make the text of JSON.stringify over the whole document', () => {
    fc.assert(
      fc.property(report, (r) => {
        const pieces: string[] = [];
        writeDiffJson(r, (t) => pieces.push(t));
        expect(pieces.join('')).toBe(formatDiffJson(r));
      }),
      { numRuns: 400 },
    );
  });

  it('a large diff comes in several pieces that make the same text', () => {
    const c: Change = { probe: { call: { tool: 'Bash', input: { command: 'git push x' } }, ctx: {}, origin: 'rule' }, before: { decision: 'ask', layer: 'l', reason: 'r', source: null }, after: { decision: 'allow', layer: 'l', reason: 'r', source: null }, direction: 'loosened' };
    const r: DiffReport = { defaultTool: 'Bash', stackArgs: [], base: { rev: 'HEAD', commit: 'c' }, head: { rev: null, commit: null }, comparison: { changes: Array.from({ length: 2000 }, () => c), probes: 2000, skipped: [] } };
    const pieces: string[] = [];
    writeDiffJson(r, (t) => pieces.push(t));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(formatDiffJson(r));
  });
});
