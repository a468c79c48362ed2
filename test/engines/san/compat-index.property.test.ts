/**
 * The index behind san's "reads like" warning (warnings.ts
 * `compatCandidates`) only narrows: over generated rule lists longer than
 * the plain-scan threshold (`./`, `~/`, `//`, relative, absolute and
 * wildcard patterns, bare names, Bash rules, on every file tool) and
 * generated paths, the rules it offers that the warning then keeps are
 * exactly those a scan of every rule keeps, in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchGlob } from '../../../src/engines/san/match/glob.js';
import { SMALL } from '../../../src/engines/san/match/rule-index.js';
import type { SanRule } from '../../../src/engines/san/stack.js';
import { compatCandidates, compatPattern } from '../../../src/engines/san/warnings.js';

const WS = '/w';
const HOME = '/h';
const head = fc.constantFrom('', './', '~/', '//', '/', '*', '**/', '/w/', '/h/');
const part = fc.constantFrom('src', 'a', '.env', '**', '*', 'x?', 'w', 'h');
const args = fc.tuple(head, fc.array(part, { maxLength: 3 })).map(([h, ps]) => h + ps.join('/'));
const rule = fc.record({ tool: fc.constantFrom('Read', 'Edit', 'Write', 'NotebookEdit', 'Bash'), args, bare: fc.boolean() });
const rules = fc.array(rule, { minLength: SMALL + 1, maxLength: 40 }).map((rs) => rs.map((r, i) => ({ ...r, args: r.bare ? '' : r.args, action: 'deny', text: `${r.tool}(${r.args})`, index: i }) as unknown as SanRule));
const path = fc.tuple(fc.constantFrom('/w/', '/h/', '/', '/w/src/', 'src/'), fc.array(fc.constantFrom('src', 'a', '.env', 'x1', 'w'), { maxLength: 3 })).map(([h, ps]) => h + ps.join('/'));
const tool = fc.constantFrom('Read', 'Edit', 'Write', 'NotebookEdit');

/** What the warning keeps of a rule (warnings.ts `ruleWarnings`). */
function warned(r: SanRule, t: string, p: string): boolean {
  if (r.tool !== t || r.bare) return false;
  const compat = compatPattern(r.args, WS, HOME);
  return compat !== undefined && !matchGlob(p, r.args) && matchGlob(p, compat);
}

describe('san compat-pattern index: the same warnings as the plain scan', () => {
  it('the rules warned about, through the index and by a scan of every rule', () => {
    fc.assert(
      fc.property(rules, tool, path, (rs, t, p) => {
        expect(compatCandidates(rs, t, p, WS, HOME).filter((r) => warned(r, t, p))).toEqual(rs.filter((r) => warned(r, t, p)));
      }),
      { numRuns: 3000 },
    );
  });

  it('the generator reaches the warning', () => {
    const rs = [...Array(SMALL).fill({ tool: 'Bash', args: 'x', bare: false }), { tool: 'Read', args: './src/**', bare: false }] as SanRule[];
    expect(compatCandidates(rs, 'Read', '/w/src/a', WS, HOME).filter((r) => warned(r, 'Read', '/w/src/a'))).toEqual([rs[SMALL]]);
  });
});
