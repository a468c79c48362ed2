/**
 * The rule index (src/engines/grok/rule-index.ts) only narrows: over
 * generated rules and accesses, with a fixed seed, the rules the plain
 * matchers accept when every rule is tried are exactly the ones they accept
 * among the index's candidates, in the same (stack) order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, globMatches } from '../../../src/engines/grok/glob.js';
import { ruleIndex } from '../../../src/engines/grok/rule-index.js';
import { bashAllowMatches, parseGrokRule, pathForms, ruleMatches } from '../../../src/engines/grok/rules.js';
import type { GrokRule, RuleAction } from '../../../src/engines/grok/stack.js';
import type { Access } from '../../../src/engines/grok/tools.js';

const CWD = '/w';
// Small alphabets, so generated patterns and texts collide often.
const WORDS = ['git', 'gi', 'git status', 'rm', 'rm -rf', 'src', 'src/', 'a', '.env', '/w/src', './src', '~', '~/.ssh', 'x y', ' ', ''];
const GLOB = ['*', '**', '?', '[a-z]', '[!a]', '/', '**/', ' *', ':*'];
const TOOLS = ['Bash', 'Read', 'Edit', 'Write', 'Grep', 'Glob', 'MCPTool', 'WebFetch', 'WebSearch', ''];

const piece = fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...GLOB));
const pattern = fc.array(piece, { minLength: 0, maxLength: 4 }).map((ps) => ps.join(''));
const ruleText = fc.tuple(fc.constantFrom(...TOOLS), pattern, fc.boolean()).map(([tool, p, domain]) => (tool === '' ? p || 'Bash' : `${tool}(${domain && tool === 'WebFetch' ? 'domain:' : ''}${p})`));
const action = fc.constantFrom<RuleAction>('allow', 'ask', 'deny');

const text = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom('/', ' ', 'x', 'status', '-la', '.txt', '\t')), { minLength: 0, maxLength: 5 }).map((ps) => ps.join(''));
const access: fc.Arbitrary<Access> = fc.oneof(
  text.map((command): Access => ({ kind: 'bash', command })),
  text.map((path): Access => ({ kind: 'read', path })),
  text.map((path): Access => ({ kind: 'grep', path })),
  fc.constant<Access>({ kind: 'grep', path: undefined }),
  text.map((path): Access => ({ kind: 'edit', path })),
  text.map((name): Access => ({ kind: 'mcp', name, input: null })),
  text.map((q): Access => ({ kind: 'webfetch', url: `https://${q.replace(/\s/g, '')}.example/${q}` })),
  text.map((query): Access => ({ kind: 'websearch', query })),
);

function rulesOf(specs: [string, RuleAction][]): GrokRule[] {
  const out: GrokRule[] = [];
  specs.forEach(([t, a], i) => {
    const p = parseGrokRule(t, a);
    if ('error' in p) return;
    out.push({ ...p, text: t, form: 'compact', origin: 'user', file: '/h/.grok/config.toml', source: { file: '/h/.grok/config.toml', line: i + 1, column: 1 } });
  });
  return out;
}

function formsOf(a: Access): string[] | undefined {
  return (a.kind === 'read' || a.kind === 'grep' || a.kind === 'edit') && a.path !== undefined ? pathForms(a.path, CWD) : undefined;
}

describe('grok rule index', () => {
  it('finds exactly the rules ruleMatches and bashAllowMatches accept, in stack order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(ruleText, action), { maxLength: 40 }), fc.array(access, { minLength: 1, maxLength: 8 }), (specs, accesses) => {
        const rules = rulesOf(specs);
        const ix = ruleIndex(rules);
        for (const a of accesses) {
          for (const side of ['denyAsk', 'allow'] as const) {
            const mine = (r: GrokRule) => (side === 'allow') === (r.action === 'allow');
            const plain = rules.filter((r) => mine(r) && ruleMatches(r, a, CWD));
            const indexed = ix.candidates(side, a, formsOf(a)).filter((r) => mine(r) && ruleMatches(r, a, CWD));
            expect(indexed).toEqual(plain);
          }
          if (a.kind === 'bash') {
            const bashy = (r: GrokRule) => r.action === 'allow' && (r.tool === 'bash' || r.tool === 'any');
            const plain = rules.filter((r) => bashy(r) && bashAllowMatches(r.pattern, a.command));
            expect(ix.bashAllow(a.command).filter((r) => bashy(r) && bashAllowMatches(r.pattern, a.command))).toEqual(plain);
          }
        }
      }),
      { seed: 18, numRuns: 400 },
    );
  });

  it('a pattern with no glob metacharacter matches as its compiled regex does: only the same text', () => {
    const lit = fc.array(fc.constantFrom('a', '.', '/', '$', '^', '(', ')', '+', '{', '}', '|', '\\', ']', ' ', '\n', 'é'), { maxLength: 5 }).map((x) => x.join(''));
    fc.assert(
      fc.property(lit, lit, fc.constantFrom<'path' | 'freeform'>('path', 'freeform'), (p, t, mode) => {
        const g = compileGlob(p);
        expect(globMatches(p, t, mode)).toBe(g ? g[mode].test(t) : false);
        expect(globMatches(p, p, mode)).toBe(g ? g[mode].test(p) : false);
      }),
      { seed: 18, numRuns: 500 },
    );
  });

  it('keeps the deny and ask rules of each gate in stack order', () => {
    const rules = rulesOf([
      ['Bash(git push)', 'deny'],
      ['Read(.env)', 'ask'],
      ['Bash(git:*)', 'allow'],
      ['*', 'deny'],
      ['Edit(src/**)', 'deny'],
      ['Grep(x)', 'deny'],
    ]);
    const ix = ruleIndex(rules);
    expect(ix.bashDenyAsk.map((r) => r.text)).toEqual(['Bash(git push)', '*']);
    expect(ix.fileDenyAsk.map((r) => r.text)).toEqual(['Read(.env)', '*', 'Edit(src/**)']);
  });

  it('a literal candidate list is narrow: a 1,000-rule stack yields the one rule a command names', () => {
    const rules = rulesOf(Array.from({ length: 1000 }, (_, i): [string, RuleAction] => [`Bash(git status x${i})`, 'deny']));
    const c = ruleIndex(rules).candidates('denyAsk', { kind: 'bash', command: 'git status x7 --short' });
    expect(c.map((r) => r.text)).toEqual(['Bash(git status x7)']);
  });
});
