/**
 * The radix tree of rule leads (src/engines/san/match/rule-index.ts
 * `LeadTrie`) against the plain reading of what it answers: over generated
 * leads and queries (shared prefixes, leads that end inside another's run,
 * repeats, surrogate halves and pairs), `collect` gives exactly the
 * positions of the leads that start the query character by character, and
 * `RuleIndex.candidates` exactly the rules of the tool with such a lead, in
 * list order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeadTrie, RuleIndex } from '../../../src/engines/san/match/rule-index.js';

/** Does `lead` start `str` by whole characters (code points)? */
function startsByCharacters(str: string, lead: string): boolean {
  const s = [...str];
  const l = [...lead];
  return l.length <= s.length && l.every((c, i) => c === s[i]);
}

const piece = fc.constantFrom('a', 'b', 'ab', 'ba', 'git ', 'status', ' ', '/', 'x1', '\uD83D', '\uDE00', '\uD83D\uDE00', 'é');
const text = fc.array(piece, { maxLength: 6 }).map((ps) => ps.join(''));
const leads = fc.array(text, { maxLength: 30 });
/** Queries: free text, and a lead with something after it (so hits are common). */
const queries = (ls: string[]) => fc.array(fc.oneof(text, fc.tuple(fc.constantFrom(...(ls.length > 0 ? ls : [''])), text).map(([l, t]) => l + t)), { maxLength: 6 });

describe('san LeadTrie: the radix tree answers what a scan of the leads answers', () => {
  it('collect: the positions of the leads that start the query', () => {
    fc.assert(
      fc.property(
        leads.chain((ls) => fc.tuple(fc.constant(ls), queries(ls))),
        ([ls, qs]) => {
          const t = new LeadTrie();
          ls.forEach((l, i) => t.add(l, i));
          for (const q of qs) {
            const got: number[] = [];
            t.collect(q, got);
            const want = ls.map((l, i) => (startsByCharacters(q, l) ? i : -1)).filter((i) => i >= 0);
            expect([...new Set(got)].sort((a, b) => a - b)).toEqual(want);
            // nothing is collected twice for one lead filed once
            expect(got.length).toBe(want.length);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('RuleIndex.candidates: the rules of the tool with a lead that starts some query, in list order', () => {
    const rule = fc.record({ tool: fc.constantFrom('Bash', 'Read'), args: text, extra: fc.option(text, { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 30 }), fc.array(text, { maxLength: 4 }), fc.constantFrom('Bash', 'Read', 'Write'), (rs, qs, tool) => {
        const leadsOf = (r: (typeof rs)[number]) => (r.extra === undefined ? [r.args] : [r.args, r.extra]);
        const index = new RuleIndex(rs, leadsOf);
        const want = rs.filter((r) => r.tool === tool && leadsOf(r).some((l) => qs.some((q) => startsByCharacters(q, l))));
        expect(index.candidates(tool, qs)).toEqual(want);
      }),
      { numRuns: 3000 },
    );
  });

  it('a table: leads that part inside a run, end inside one, and repeat', () => {
    const t = new LeadTrie();
    ['git status x1', 'git status x12', 'git stash', 'git', 'git', 'g', '', 'git status x1'].forEach((l, i) => t.add(l, i));
    const at = (q: string) => {
      const out: number[] = [];
      t.collect(q, out);
      return out.sort((a, b) => a - b);
    };
    expect(at('git status x123')).toEqual([0, 1, 3, 4, 5, 6, 7]);
    expect(at('git stash pop')).toEqual([2, 3, 4, 5, 6]);
    expect(at('git statu')).toEqual([3, 4, 5, 6]);
    expect(at('h')).toEqual([6]);
    // a lead ending in half of a surrogate pair does not start the whole character
    const s = new LeadTrie();
    s.add('a\uD83D', 0);
    s.add('a\uD83D\uDE00', 1);
    const got: number[] = [];
    s.collect('a\uD83D\uDE00!', got);
    expect(got).toEqual([1]);
    const lone: number[] = [];
    s.collect('a\uD83D!', lone);
    expect(lone).toEqual([0]);
  });
});
