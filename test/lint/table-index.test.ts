/**
 * The rule table's index (src/lint/table.ts): a path rule is offered every
 * rule that could cover it and, for literal path globs, only those whose
 * last component starts a component of a path it names. The engine here is
 * a stub: `candidatesOver` reads only the records.
 */
import { describe, expect, it } from 'vitest';
import type { RuleRecord } from '../../src/core/types.js';
import type { Engine } from '../../src/engines/types.js';
import { ruleTable } from '../../src/lint/table.js';
import type { LintContext } from '../../src/lint/types.js';

let n = 0;
const P = (pattern: string, extra: Partial<RuleRecord> = {}): RuleRecord => ({
  id: `s.json#${++n}`,
  source: { file: '/ws/s.json', line: n, column: 1 },
  action: 'allow',
  kind: 'path-glob',
  tool: 'Read',
  pattern,
  text: `Read(${pattern})`,
  key: `${n}`,
  layer: 'rules',
  call: { tool: 'Read', key: 'file_path' },
  ...extra,
});

function candidates(rules: RuleRecord[], of: RuleRecord): string[] {
  const engine = { rules: () => rules, ruleMatches: () => false } as unknown as Engine<unknown>;
  const ctx = { engine, stack: { workspace: '/home/u/proj', home: '/home/u' }, evaluate: () => undefined } as unknown as LintContext;
  return ruleTable(ctx)!.candidatesOver(of).map((r) => r.pattern).sort();
}

describe('rule table index over path globs', () => {
  const target = P('/srv/app/src/f1.txt');
  const covering = ['/srv/app/src', 'src/f1.txt', 'f1.txt', '/srv/app/src/f1', 'SRC', 'src/**', '**/*.txt', '/srv/*/src/f1.txt', 'lib/f1.tx'];
  // `lib/f1.tx` could cover it under a string-prefix reading; these cannot under any.
  const unrelated = ['/srv/app/src/f2.txt', 'lib/g1.txt', 'other/x.txt', 'f1.txt.bak'];
  const rules = [target, ...covering.map((p) => P(p)), ...unrelated.map((p) => P(p))];

  it('offers every literal rule whose last component starts a component of the path, and every wildcard rule', () => {
    expect(candidates(rules, target)).toEqual([...covering].sort());
  });

  it('keeps a literal rule whose last component is in the workspace or a home for every path rule', () => {
    const near = P('/home/u/proj');
    const prefix = P('pro');
    expect(candidates([target, near, prefix, P('/srv/app/src/f2.txt')], target)).toEqual(['/home/u/proj', 'pro']);
  });

  it('offers a command rule every path rule of its tool, as before', () => {
    const cmd = P('cat', { kind: 'command-prefix', key: 'cmd' });
    expect(candidates([cmd, ...rules], cmd)).toHaveLength(rules.length);
  });
});
