/**
 * diff over the rule table (issue 16): rules compared by content, so ids
 * that shift under an inserted rule are not changes; only the calls of the
 * changed rules are probed, and that finds every change the full corpus
 * finds; anything but a rule-only change probes everything.
 */
import { describe, expect, it } from 'vitest';
import { probeCorpus } from '../../src/cli/commands/diff.js';
import { builtinProbes } from '../../src/corpus/builtin.js';
import { compareStacks } from '../../src/corpus/compare.js';
import { dedupeProbes, probeKey, type Probe } from '../../src/corpus/probe.js';
import { diffRules, ownCalls, ruleDelta } from '../../src/corpus/rule-diff.js';
import type { Decision } from '../../src/core/types.js';
import { evaluations, fake, records, resetCount, type FakeRule, type FakeStack } from './fake-engine.js';

const stack = (rules: FakeRule[], fallback: Decision = 'ask'): FakeStack => ({ rules, fallback });
const allow = (prefix: string): FakeRule => ({ action: 'allow', prefix });
const deny = (prefix: string): FakeRule => ({ action: 'deny', prefix });

/** Today's corpus: every rule's probes on both sides, the built-in calls. */
function fullCorpus(base: FakeStack, head: FakeStack): Probe[] {
  const rule = (s: FakeStack) => fake.probes!(s).map((call) => ({ call, ctx: {}, origin: 'rule' }));
  return dedupeProbes([...rule(base), ...rule(head), ...builtinProbes(fake)]);
}

describe('rule delta', () => {
  it('a rule inserted at the top shifts every id but changes one rule', () => {
    const base = records(stack([allow('ls'), deny('rm')]));
    const head = records(stack([deny('curl'), allow('ls'), deny('rm')]));
    expect(head[1]!.id).not.toBe(base[0]!.id);
    const d = ruleDelta(base, head);
    expect(d.added.map((r) => r.pattern)).toEqual(['curl']);
    expect(d.removed).toEqual([]);
    expect(d.sameOrder).toBe(true);
  });

  it('rules that stayed but swapped places are an order change', () => {
    expect(ruleDelta(records(stack([allow('ls'), deny('rm')])), records(stack([deny('rm'), allow('ls')]))).sameOrder).toBe(false);
  });

  it('a repeated rule counts each time (a multiset)', () => {
    const d = ruleDelta(records(stack([allow('ls'), allow('ls')])), records(stack([allow('ls')])));
    expect(d.removed).toHaveLength(1);
    expect(d.added).toHaveLength(0);
  });
});

describe('which corpus diff probes', () => {
  it('only rules changed: the changed rules\' own calls, the corpus calls they match, cases and built-ins', () => {
    const base = stack([allow('ls'), deny('rm'), allow('git status')]);
    const head = stack([allow('ls'), allow('rm'), allow('git status')]);
    expect(diffRules(fake, base, head)).toMatchObject({ kind: 'rules-only' });
    const { corpus, rules } = probeCorpus(fake, base, head, []);
    expect(rules!.added.map((r) => `${r.action} ${r.pattern}`)).toEqual(['allow rm']);
    expect(rules!.removed.map((r) => `${r.action} ${r.pattern}`)).toEqual(['deny rm']);
    const commands = corpus.map((p) => String(p.call.input.command));
    expect(commands).toContain('rm');
    expect(commands).toContain('rm x');
    expect(commands).not.toContain('git status --x'); // a probe of an unchanged rule
    const { changes } = compareStacks(fake, base, head, corpus);
    expect(changes.map((c) => [c.probe.call.input.command, c.direction, c.before.rule, c.after.rule])).toContainEqual(['rm', 'loosened', 'fake.toml#2', 'fake.toml#2']);
  });

  it('a change outside the rules probes everything', () => {
    const base = stack([allow('ls')], 'ask');
    const head = stack([allow('ls')], 'allow');
    expect(diffRules(fake, base, head)).toEqual({ kind: 'everything', why: 'more than rules changed' });
    const { corpus, rules } = probeCorpus(fake, base, head, []);
    expect(rules).toBeUndefined();
    expect(corpus.map(probeKey).sort()).toEqual(fullCorpus(base, head).map(probeKey).sort());
  });

  it('an engine without a rule table probes everything', () => {
    const { rules: _r, ruleMatches: _m, ...bare } = fake;
    expect(diffRules(bare, stack([allow('ls')]), stack([deny('ls')])).kind).toBe('everything');
  });

  it('own calls by matcher kind', () => {
    const [r] = records(stack([allow('npm test')]));
    expect(ownCalls(r!)).toEqual([{ tool: 'sh', input: { command: 'npm test' } }, { tool: 'sh', input: { command: 'npm test x' } }]);
    expect(ownCalls({ ...r!, kind: 'path-glob', pattern: 'src/**/*.ts', call: { tool: 'read', key: 'path' } })).toEqual([{ tool: 'read', input: { path: 'src/a/x.ts' } }]);
    expect(ownCalls({ ...r!, kind: 'command-regex' })).toEqual([]);
  });

  it('finds exactly the changes the full corpus finds, on 200 random edits, with fewer evaluations', () => {
    let seed = 17;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const PROGS = ['git', 'git push', 'git status', 'rm', 'rm -rf', 'curl', 'npm', 'npm test', 'ls', 'cat'];
    const ACTIONS: Decision[] = ['allow', 'ask', 'deny'];
    const randomRules = () => Array.from({ length: 1 + rnd(8) }, () => ({ action: ACTIONS[rnd(3)]!, prefix: PROGS[rnd(PROGS.length)]! }));
    let fast = 0;
    let full = 0;
    for (let i = 0; i < 200; i++) {
      const base = stack(randomRules());
      const head = stack(base.rules.slice());
      const edits = 1 + rnd(3);
      for (let e = 0; e < edits; e++) {
        const at = rnd(head.rules.length + 1);
        if (rnd(2) === 0 || head.rules.length === 0) head.rules.splice(at, 0, { action: ACTIONS[rnd(3)]!, prefix: PROGS[rnd(PROGS.length)]! });
        else head.rules.splice(at, 1);
      }
      const all = fullCorpus(base, head);
      resetCount();
      const want = compareStacks(fake, base, head, all).changes.map((c) => probeKey(c.probe)).sort();
      full += evaluations;
      const { corpus } = probeCorpus(fake, base, head, []);
      resetCount();
      const got = compareStacks(fake, base, head, corpus).changes.map((c) => probeKey(c.probe));
      fast += evaluations;
      for (const k of want) expect(got, `case ${i}`).toContain(k);
    }
    expect(fast).toBeLessThan(full);
  });
});
