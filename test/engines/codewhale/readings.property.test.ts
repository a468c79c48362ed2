/**
 * The fast readings of a raw command (one regex split instead of a
 * character walk, shlex's plain-word shortcut, the token-level denied-prefix
 * matcher with its first-word check) and the rule indexes (typed selection,
 * hard denied prefixes) against plain reference versions: the same answers
 * on generated commands and rule sets. Each reference is the direct reading
 * of Codewhale's behaviour, with no shortcut; an index that dropped a rule or
 * a split that moved a boundary fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewSegments, shlexSplit, splitCommandSegments } from '../../../src/engines/codewhale/command-safety.js';
import { commandSegments, deniedPrefixMatches, denyScanTargets } from '../../../src/engines/codewhale/deny-scan.js';
import { hardDenyHits, hardDenyHitsIn } from '../../../src/engines/codewhale/layers/typed-rules.js';
import { compareRules, isHardDeny, matchingRules, ruleMatches, selectRule } from '../../../src/engines/codewhale/rules.js';
import type { TypedRule } from '../../../src/engines/codewhale/stack.js';
import { rule, stackOf } from '../../helpers/codewhale.js';

// ── reference readings ──

function refSplitStages(command: string): string[] {
  const out: string[] = [];
  let cur = '';
  const chars = Array.from(command);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if ((ch === '&' || ch === '|') && chars[i + 1] === ch) {
      i++;
      out.push(cur);
      cur = '';
    } else if (ch === '|' || ch === ';') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

function refLines(s: string): string[] {
  const parts = s.split('\n');
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((p) => (p.endsWith('\r') ? p.slice(0, -1) : p));
}

const refReview = (c: string) => refLines(c.replaceAll('&&', '\n').replaceAll('||', '\n').replaceAll(';', '\n')).map((s) => s.trim()).filter((s) => s !== '');
const refScan = (c: string) => refLines(c.replaceAll('&&', '\n').replaceAll('||', '\n').replace(/[&|;]/g, '\n')).map((s) => s.trim()).filter((s) => s !== '');

/** shlex by code points, every character through the state machine. */
function refShlex(input: string): string[] | undefined {
  const chars = Array.from(input);
  let i = 0;
  const out: string[] = [];
  const next = () => (i < chars.length ? chars[i++] : undefined);
  for (;;) {
    let ch = next();
    if (ch === undefined) return out;
    for (;;) {
      if (ch === ' ' || ch === '\t' || ch === '\n') ch = next();
      else if (ch === '#') {
        for (let c = next(); c !== undefined && c !== '\n'; c = next());
        ch = next();
      } else break;
      if (ch === undefined) return out;
    }
    let word = '';
    for (;;) {
      if (ch === '"') {
        for (;;) {
          const c = next();
          if (c === undefined) return undefined;
          if (c === '"') break;
          if (c === '\\') {
            const d = next();
            if (d === undefined) return undefined;
            if (d === '$' || d === '`' || d === '"' || d === '\\') word += d;
            else if (d !== '\n') word += `\\${d}`;
          } else word += c;
        }
      } else if (ch === "'") {
        for (;;) {
          const c = next();
          if (c === undefined) return undefined;
          if (c === "'") break;
          word += c;
        }
      } else if (ch === '\\') {
        const d = next();
        if (d === undefined) return undefined;
        if (d !== '\n') word += d;
      } else if (ch === ' ' || ch === '\t' || ch === '\n') break;
      else word += ch;
      const c = next();
      if (c === undefined) break;
      ch = c;
    }
    out.push(word);
  }
}

function refTokens(v: string): string[] {
  const sanitize = (tok: string) => {
    let t = tok;
    while (t.startsWith('$(')) t = t.slice(2);
    return t.replace(/^[({]+/, '').replace(/[)};]+$/, '');
  };
  return v.split(/\s+/).filter((t) => t !== '').join(' ').toLowerCase().split(' ').map(sanitize).filter((t) => t !== '');
}

/** denied_prefix_matches as a plain walk over every (token, rule word) state. */
function refDenied(rule: string, command: string): boolean {
  const r = refTokens(rule);
  if (r.length === 0) return false;
  const c = refTokens(command);
  const assign = (t: string) => {
    const eq = t.indexOf('=');
    return eq > 0 && !t.startsWith('-') && /^[A-Za-z0-9_]+$/.test(t.slice(0, eq));
  };
  let start = c.findIndex((t) => !assign(t));
  if (start < 0) start = c.length;
  const word = (rw: string, t: string) => t === rw || (!/[/\\]/.test(rw) && (t.split(/[/\\]/).pop() ?? t) !== '' && (t.split(/[/\\]/).pop() ?? t) === rw);
  const seen = new Set<string>();
  const go = (i: number, j: number): boolean => {
    if (j === r.length) return true;
    if (i >= c.length || seen.has(`${i},${j}`)) return false;
    seen.add(`${i},${j}`);
    const t = c[i]!;
    if ((j === 0 ? word(r[0]!, t) : t === r[j]) && go(i + 1, j + 1)) return true;
    return t.startsWith('-') && (go(i + 1, j) || (!t.includes('=') && go(i + 2, j)));
  };
  return go(start, 0);
}

// ── generators ──

const piece = fc.constantFrom('git', 'GIT', 'status', 'push', '--force', '-f', 'rm', '-rf', '/usr/bin/rm', 'x\\rm', 'ls', '-la', 'FOO=1', 'a=b', 'sudo', 'env', 'eval', 'sh', '-c', '$(rm', 'x)', '{ls', 'ls;', '"q"', "'s'", '#c', '\\', '𝒳', 'é', '', ' ', '\t', '\n', '\r', '&&', '||', '|', ';', '&', '&&&', '|||');
const command = fc.array(piece, { maxLength: 14 }).map((ps) => ps.join(''));
const spaced = fc.array(piece, { maxLength: 14 }).map((ps) => ps.join(' '));

describe('the raw-string readings are the character walks', () => {
  it('the stage split, the review split and the scan split', () => {
    fc.assert(
      fc.property(fc.oneof(command, spaced, fc.string()), (c) => {
        expect(splitCommandSegments(c)).toEqual(refSplitStages(c));
        expect(reviewSegments(c)).toEqual(refReview(c));
        expect(commandSegments(c)).toEqual(refScan(c));
      }),
      { numRuns: 2000 },
    );
  });

  it('shlex words', () => {
    fc.assert(
      fc.property(fc.oneof(command, spaced, fc.string(), fc.string({ unit: 'binary' })), (c) => {
        expect(shlexSplit(c)).toEqual(refShlex(c));
      }),
      { numRuns: 2000 },
    );
  });

  it('denied_prefix_matches', () => {
    const ruleText = fc.array(fc.constantFrom('git', 'push', '--force', 'rm', '-rf', '/usr/bin/rm', 'ls', '-la', 'sudo', 'RM', ''), { maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(ruleText, fc.oneof(spaced, command), (r, c) => {
        expect(deniedPrefixMatches(r, c)).toBe(refDenied(r, c));
      }),
      { numRuns: 3000 },
    );
  });
});

// ── the rule indexes ──

const tools = ['exec_shell', 'read_file', 'write_file'] as const;
const genRule = fc.record({
  tool: fc.constantFrom(...tools),
  command: fc.option(fc.constantFrom('git', 'git status', 'GIT Status', 'git push --force', 'rm -rf', 'rm', 'ls', 'ls -la', 'npm test', 'npm run build', 'sudo rm', '/usr/bin/rm', ' ', 'curl'), { nil: undefined }),
  exact: fc.boolean(),
  path: fc.option(fc.constantFrom('.env', 'src/a.ts', '/workspace/src/a.ts', '/etc/hosts', '../x', './src/a.ts', '~/x'), { nil: undefined }),
  workspace: fc.option(fc.constantFrom('/workspace', '/other', 'relative'), { nil: undefined }),
  action: fc.constantFrom('allow', 'ask', 'deny') as fc.Arbitrary<'allow' | 'ask' | 'deny'>,
  layer: fc.constantFrom('user', 'agent') as fc.Arbitrary<'user' | 'agent'>,
});

const rulesArb = fc.array(genRule, { maxLength: 40 }).map((specs): TypedRule[] =>
  specs.map((s, i) => ({
    ...rule(s.action, s.command, { tool: s.tool, commandExact: s.exact && s.command !== undefined, layer: s.layer, ...(s.path !== undefined ? { path: s.path } : {}), ...(s.workspace !== undefined ? { workspace: s.workspace } : {}) }),
    index: i,
  })),
);

const byIndex = (a: TypedRule, b: TypedRule) => a.index - b.index;

describe('the rule indexes are exact', () => {
  it('matchingRules finds every rule ruleMatches accepts, and selectRule the best of them', () => {
    fc.assert(
      fc.property(rulesArb, fc.constantFrom(...tools), fc.oneof(spaced, fc.constantFrom('git status', 'git --no-pager status', 'ls -la src', 'rm -rf /', 'npm run build x')), fc.option(fc.constantFrom('.env', 'src/a.ts', '/workspace/src/a.ts', '/etc/hosts', 'x'), { nil: undefined }), (rules, tool, cmd, path) => {
        const q = { tool, workspace: '/workspace', command: cmd, ...(path !== undefined ? { path } : {}) };
        const full = rules.filter((r) => ruleMatches(r, q));
        expect([...matchingRules(rules, q)].sort(byIndex)).toEqual([...full].sort(byIndex));
        const best = full.reduce<TypedRule | undefined>((b, r) => (b === undefined || compareRules(r, b) < 0 ? r : b), undefined);
        expect(selectRule(rules, q)).toBe(best);
      }),
      { numRuns: 1500 },
    );
  });

  it('hard denied prefixes: every prefix some deny-scan target matches, in rule order, with its first target', () => {
    // Enough rules to pass the small-list threshold as well as below it.
    const many = fc.array(fc.constantFrom('git', 'git push --force', 'rm -rf', 'rm', 'ls', 'sudo rm', '/usr/bin/rm', 'eval', 'npm test', 'curl', 'sh -c'), { maxLength: 40 });
    fc.assert(
      fc.property(many, fc.oneof(spaced, command), (cmds, c) => {
        const rules = cmds.map((x, i) => ({ ...rule('deny', x), index: i }));
        const stack = stackOf(rules);
        const targets = denyScanTargets(c);
        const expected = rules.filter(isHardDeny).flatMap((r) => {
          const t = targets.find((x) => refDenied(r.command!, x));
          return t === undefined ? [] : [{ rule: r, target: t }];
        });
        expect(hardDenyHits(stack, c)).toEqual(expected);
        expect(hardDenyHitsIn(stack, targets)).toEqual(expected);
      }),
      { numRuns: 800 },
    );
  });
});
