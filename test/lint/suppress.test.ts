import { describe, expect, it } from 'vitest';
import { applySuppressions, parseDirectives } from '../../src/lint/suppress.js';
import type { Finding } from '../../src/lint/types.js';
import { brief, lintFixture } from './helpers.js';

function finding(id: Finding['id'], line: number, extra: Partial<Finding> = {}): Finding {
  return { id, severity: 'warning', message: 'm', file: '/p.toml', line, column: 1, endLine: line, endColumn: 2, related: [], ...extra };
}

describe('inline suppression', () => {
  it('parses ids, the reason, and the line it applies to (stacked comments skip to the rule)', () => {
    const text = ['# whale-perm-disable-next-line broad-allow, shadowed-rule -- CI only', '# whale-perm-disable-next-line schema -- why', '[[rules]]', '  # whale-perm-disable-next-line duplicate-rule', 'x = 1'].join('\n');
    const d = parseDirectives('/p.toml', text);
    expect(d.map((x) => [x.loc.line, x.loc.column, x.target, x.ids, x.reason])).toEqual([
      [1, 1, 3, ['broad-allow', 'shadowed-rule'], 'CI only'],
      [2, 1, 3, ['schema'], 'why'],
      [4, 3, 5, ['duplicate-rule'], undefined],
    ]);
  });

  it('hides a matching finding and keeps the reason', () => {
    const d = parseDirectives('/p.toml', '# whale-perm-disable-next-line broad-allow -- needed for CI\n[[rules]]\n');
    const s = applySuppressions([finding('broad-allow', 2), finding('shadowed-rule', 2)], d);
    expect(s.kept.map((f) => f.id)).toEqual(['shadowed-rule']);
    expect(s.suppressed.map((x) => [x.finding.id, x.reason])).toEqual([['broad-allow', 'needed for CI']]);
    expect(s.problems).toEqual([]);
  });

  it('a directive without a reason suppresses nothing and is itself a schema warning', () => {
    const d = parseDirectives('/p.toml', '# whale-perm-disable-next-line broad-allow\n[[rules]]\n');
    const s = applySuppressions([finding('broad-allow', 2)], d);
    expect(s.kept).toHaveLength(1);
    expect(s.problems.map((p) => [p.loc.line, p.severity, p.message.startsWith('suppression needs a reason')])).toEqual([[1, 'warning', true]]);
  });

  it('unknown ids, missing ids and unused directives are reported', () => {
    const d = parseDirectives('/p.toml', '# whale-perm-disable-next-line nope -- x\n# whale-perm-disable-next-line -- x\n# whale-perm-disable-next-line schema -- x\na = 1\n');
    const s = applySuppressions([], d);
    expect(s.problems.map((p) => [p.loc.line, p.severity])).toEqual([
      [1, 'warning'],
      [2, 'warning'],
      [3, 'info'],
    ]);
  });

  it('a finding the agent refuses to start on cannot be suppressed', () => {
    const d = parseDirectives('/p.toml', '# whale-perm-disable-next-line schema -- please\nbad = 1\n');
    const s = applySuppressions([finding('schema', 2, { severity: 'error', fatal: true })], d);
    expect(s.kept).toHaveLength(1);
    expect(s.suppressed).toEqual([]);
    expect(s.problems[0]!.message).toContain('cannot hide');
  });

  it('end to end on a fixture', () => {
    const r = lintFixture('lint-suppress');
    expect(brief(r, 'lint-suppress')).toEqual([
      'schema home/permissions.toml:7:1', // no reason
      'broad-allow home/permissions.toml:8:1', // so not suppressed
      'schema home/permissions.toml:16:1', // cannot hide a fatal problem
      'schema home/permissions.toml:17:1', // the fatal problem itself
      'schema home/permissions.toml:19:1', // unused directive (info)
    ]);
    expect(r.suppressed.map((s) => [s.finding.id, s.finding.line, s.reason])).toEqual([['broad-allow', 2, 'the CI image has no remote to push to']]);
    expect(r.summary).toEqual({ errors: 1, warnings: 3, infos: 1 });
  });
});
