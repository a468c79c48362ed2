/**
 * Every rule that matched, in the output (issue 16): `explain --format json`
 * emits `matches` and `decidedBy.rule` as the engine fills them; the text
 * shows each loser under the winner, within the width, with its rule and
 * location from the engine's rule table.
 */
import { describe, expect, it } from 'vitest';
import type { RuleRecord, Trace } from '../../src/core/types.js';
import { traceToJson } from '../../src/report/explain-json.js';
import { alsoMatched, formatTraceText } from '../../src/report/explain-text.js';

const file = '/ws/home/permissions.toml';
const rules: RuleRecord[] = [
  { id: 'permissions.toml#1', source: { file, line: 3, column: 1 }, action: 'deny', kind: 'command-prefix', pattern: 'cargo', text: 'command = "cargo"', key: 'exec_shell cargo', layer: 'typed-rules' },
  { id: 'permissions.toml#2', source: { file, line: 9, column: 1 }, action: 'allow', kind: 'command-prefix', pattern: 'cargo test', text: 'cargo test', key: 'exec_shell cargo test', layer: 'typed-rules' },
  { id: '--allowed-tools#1', source: null, from: '--allowed-tools', action: 'allow', kind: 'command-prefix', pattern: 'cargo', text: 'Bash(cargo:*)', key: 'Bash cargo', layer: 'typed-rules' },
];
const table = new Map(rules.map((r) => [r.id, r]));

const trace: Trace = {
  engine: 'codewhale',
  call: { tool: 'exec_shell', input: { command: 'cargo test' } },
  decision: 'deny',
  decidedBy: { layer: 'typed-rules', reason: 'deny rule cargo matches', source: { file, line: 3, column: 1 }, rule: 'permissions.toml#1' },
  layers: [{ id: 'typed-rules', order: 1, title: 'Typed rules', outcome: 'deny', reason: 'deny rule cargo matches', sources: [{ file, line: 3, column: 1 }] }],
  segments: [{ text: 'cargo test', argv: ['cargo', 'test'], operator: null, decision: 'deny', reason: 'deny rule cargo', source: { file, line: 3, column: 1 } }],
  matches: [
    { rule: 'permissions.toml#1', layer: 'typed-rules', effect: 'decided', why: 'same layer, deny > allow' },
    { rule: 'permissions.toml#2', layer: 'typed-rules', effect: 'shadowed', why: 'same layer, deny > allow', by: 'permissions.toml#1' },
    { rule: '--allowed-tools#1', layer: 'typed-rules', effect: 'not-applicable', why: 'the flag is not read in this mode' },
  ],
  risks: [],
  branches: [],
  unknowns: [],
  warnings: [],
};

describe('matches in explain', () => {
  it('JSON: every match with its id and effect, and decidedBy.rule', () => {
    const j = traceToJson(trace) as { matches: { rule: string; effect: string }[]; decidedBy: { rule?: string } };
    expect(j.decidedBy.rule).toBe('permissions.toml#1');
    expect(j.matches.map((m) => [m.rule, m.effect])).toEqual([
      ['permissions.toml#1', 'decided'],
      ['permissions.toml#2', 'shadowed'],
      ['--allowed-tools#1', 'not-applicable'],
    ]);
  });

  it('JSON: an engine that fills no matches still emits an empty list', () => {
    const { matches: _m, ...bare } = trace;
    expect((traceToJson(bare as Trace) as { matches: unknown[] }).matches).toEqual([]);
  });

  it('text: each loser under the winner, with its action, text, location and why', () => {
    const lines = alsoMatched(trace, table, (r) => (r.source ? `permissions.toml:${r.source.line}` : r.from ?? ''));
    expect(lines).toEqual([
      'allow `cargo test` (permissions.toml:9), beaten by deny (same layer, deny > allow)',
      'allow `Bash(cargo:*)` (--allowed-tools), not applied (the flag is not read in this mode)',
    ]);
  });

  it('text: without the rule table the losers are named by id', () => {
    expect(alsoMatched(trace, undefined, () => '')[0]).toBe('permissions.toml#2, beaten by permissions.toml#1 (same layer, deny > allow)');
  });

  it.each([80, 100, 160])('the whole text at %i columns: no line wider, both losers shown', (width) => {
    const text = formatTraceText(trace, { color: false, cwd: '/ws', width, rules: table });
    for (const l of text.split('\n')) expect(l.length, l).toBeLessThanOrEqual(width);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('also matched allow `cargo test` (home/permissions.toml:9:1), beaten by deny (same layer, deny > allow)');
    expect(flat).toContain('allow `Bash(cargo:*)` (--allowed-tools), not applied');
    expect(text.indexOf('Decision')).toBeLessThan(text.indexOf('also matched'));
  });
});
