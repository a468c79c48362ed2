/**
 * The rule table's index (src/lint/table.ts): a path rule is offered every
 * rule that could cover it and, for literal path globs, only those whose
 * last component starts a component of a path it names. The engine here is
 * a stub: `candidatesOver` reads only the records.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleRecord } from '../../src/core/types.js';
import type { Engine } from '../../src/engines/types.js';
import { rawSamples } from '../../src/lint/samples.js';
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

describe('rule table index over literal path globs: the same rules as every prefix of every component', () => {
  const SEGS = ['a', 'ab', 'abc', 'B', 'Ab', 'src', 'f1.txt', 'f1', '*', '**', 'pro', 'hom', 'x.y', 'x'];
  const pattern = fc.tuple(fc.boolean(), fc.array(fc.constantFrom(...SEGS), { minLength: 1, maxLength: 4 })).map(([abs, parts]) => `${abs ? '/' : ''}${parts.join('/')}`);
  const context = new Set<string>();
  for (const v of ['/home/u/proj', '/home/u']) for (const seg of v.toLowerCase().split(/[\/\\\s"'=:]+/)) for (let k = 1; k <= seg.length; k++) context.add(seg.slice(0, k));
  const components = (ps: string[]) => new Set(ps.flatMap((p) => p.toLowerCase().split(/[\/\\\s"'=:]+/).flatMap((seg) => Array.from({ length: seg.length }, (_, k) => seg.slice(0, k + 1)))));

  it('offers a literal rule exactly when its key is a prefix of a component of the named path (or near a home), every wildcard rule', () => {
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 12 }), (patterns) => {
        const rules = patterns.map((p) => P(p));
        const [target] = rules;
        const prefixes = components(rawSamples(target!).map((c) => String(c.input.file_path)));
        const expected = rules.slice(1).filter((x) => {
          if (/[*?]/.test(x.pattern)) return true;
          const last = x.pattern.split('/').filter((s) => s !== '').pop()!.toLowerCase();
          return context.has(last) || prefixes.has(last);
        });
        const engine = { rules: () => rules, ruleMatches: () => false } as unknown as Engine<unknown>;
        const ctx = { engine, stack: { workspace: '/home/u/proj', home: '/home/u' }, evaluate: () => undefined } as unknown as LintContext;
        const got = ruleTable(ctx)!.candidatesOver(target!);
        expect(got.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
      }),
      { numRuns: 300 },
    );
  });
});
