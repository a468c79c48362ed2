/**
 * The claude rule index (src/engines/claude/rule-index.ts) only narrows: over
 * generated rules, commands and paths, with a fixed seed, the rules a matcher
 * accepts among the index's candidates are exactly those it accepts when
 * every rule of the stack is tried, in the stack's order; and the rules a
 * command runs around (reach.ts, through the index) are those a scan of
 * every Bash rule over every part finds; a tool's candidates, kept per tool
 * name, are those a fresh index gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../src/core/types.js';
import { bashPatternMatches } from '../../../src/engines/claude/bash-pattern.js';
import { commandShape, ruleShape, sameFlagsOtherSpelling } from '../../../src/engines/claude/flag-shape.js';
import { makeTarget } from '../../../src/engines/claude/items.js';
import { subcommandMatch, targetMatch, toolLevelMatch } from '../../../src/engines/claude/match.js';
import { missedRules } from '../../../src/engines/claude/reach.js';
import { flaggedCandidates, isFlagged, subcommandCandidates, targetCandidates, toolCandidates, wordKeys } from '../../../src/engines/claude/rule-index.js';
import { denyTexts, subCommands, type SubCommand } from '../../../src/engines/claude/shell-view.js';
import type { ClaudeRule, ClaudeStack } from '../../../src/engines/claude/stack.js';
import { analyzeShell } from '../../../src/shell/index.js';
import { memoryStack, userRules } from './memory-stack.js';

const RUNS = { seed: 20261201, numRuns: 300 };
const ACTIONS: readonly Decision[] = ['allow', 'ask', 'deny'];

// Small alphabets, so generated patterns and commands collide often: a program (or a wildcard), flags in
// several spellings, a word, a tail.
const PROGRAMS = ['git', 'rm', 'rm', '/bin/rm', 'sudo', '*', 'gi'];
const FLAGS = ['', '-rf', '-rf', '-fr', '-r -f', '--recursive --force', '-r', 'status'];
const PATTERN_TAILS = ['', ' *', ' *', ':*', '*', ' * x', '  *'];
const bashPattern = fc
  .tuple(fc.constantFrom(...PROGRAMS), fc.constantFrom(...FLAGS), fc.constantFrom('', '', 'x', '*'), fc.constantFrom(...PATTERN_TAILS), fc.constantFrom(' ', ' ', ' ', '  ', '\t'))
  .map(([p, f, w, tail, gap]) => [p, f, w].filter((x) => x !== '').join(gap) + tail);
const PATHS = ['src', 'src/a.txt', '.env', '**/.env', '/abs/x', '//etc/passwd', '~/.ssh/id', './src/**', 'src/**', '*.txt', 'a.txt', 'f*', '**'];
const ruleText = fc.oneof(
  { arbitrary: bashPattern.map((p) => `Bash(${p})`), weight: 4 },
  { arbitrary: fc.constantFrom('Bash', 'Bash(*)', 'Read', 'Edit', '*', 'mcp__*'), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom('Read', 'Edit'), fc.constantFrom(...PATHS)).map(([t, p]) => `${t}(${p})`), weight: 2 },
);

function stackOf(specs: [Decision, string][]): ClaudeStack {
  return memoryStack({ rules: userRules(specs) });
}

const CMD_PROGRAMS = ['git', 'rm', 'rm', '/bin/rm', 'sudo rm', 'env rm', 'timeout 5 rm', 'FOO=1 rm', 'bash -c \'rm', 'eval rm', 'sudo git'];
const CMD_ARGS = ['', '-rf', '-fr', '-fr', '-r -f', '--recursive --force', '-f -r', '-r', 'status', '"a  b"'];
const simple = fc
  .tuple(fc.constantFrom(...CMD_PROGRAMS), fc.constantFrom(...CMD_ARGS), fc.constantFrom('', 'x', 'x', 'x y'))
  .map(([p, a, w]) => {
    const text = [p, a, w].filter((x) => x !== '').join(' ');
    return p.startsWith("bash -c '") ? `${text}'` : text;
  });
const OPS = [' && ', '; ', ' | ', ' $(', ') ', ' > out.txt ', '  '];
const command = fc
  .array(fc.tuple(simple, fc.constantFrom(...OPS)), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([w, op], i) => (i === parts.length - 1 ? w : w + op)).join(''));
const specs = fc.array(fc.tuple(fc.constantFrom(...ACTIONS), ruleText), { maxLength: 40 });

/** The rules that run around a command, found by trying every Bash rule on every part (what reach.ts did before its index). */
function missedByScan(stack: ClaudeStack, action: Decision, subs: readonly SubCommand[], matched: ReadonlySet<ClaudeRule>): [string, number, boolean][] {
  const out: [string, number, boolean][] = [];
  for (const r of stack.rules) {
    if (r.action !== action || r.inactive !== undefined || r.dead !== undefined || r.matcher.kind !== 'bash' || matched.has(r)) continue;
    const pattern = r.matcher.pattern;
    const flagged = ruleShape(pattern) !== undefined;
    for (const sub of subs) {
      if (sub.visible && !flagged && sub.deepText === sub.argv.join(' ')) continue;
      const deep = sub.visible ? [sub.deepText] : [sub.deepText, ...denyTexts(sub)];
      if (deep.some((t) => bashPatternMatches(pattern, t))) {
        out.push([r.id, sub.index, false]);
        break;
      }
      if (sameFlagsOtherSpelling(pattern, sub.argv) || sameFlagsOtherSpelling(pattern, sub.deepText.split(' '))) {
        out.push([r.id, sub.index, true]);
        break;
      }
    }
  }
  return out;
}

/** The keys the index is read with, as it read them before its scan: the trimmed text split on `/\s+/`, up to four words, each prefix joined by one space. */
function keysBySplit(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    const words = t.trim().split(/\s+/, 4);
    for (let k = 1; k <= words.length; k++) out.push(words.slice(0, k).join(' '));
  }
  // An empty text splits to one empty word: no rule is filed under the empty key, so it is never looked up.
  return out.filter((k) => k !== '');
}

describe('claude rule index', () => {
  it("reads a text's first words as a split on white space does", () => {
    // Every kind of white space `\s` matches (and trim removes), in runs, at the ends, between short words.
    const BLANKS = [' ', ' ', ' ', '  ', '\t', '\n', '\r\n', '\v', '\f', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u200b', '\u0085'];
    const word = fc.constantFrom('git', 'rm', '-rf', 'a', 'x*', 'é', '"a b"', '');
    const text = fc.array(fc.tuple(word, fc.constantFrom(...BLANKS)), { maxLength: 7 }).map((parts) => parts.map(([w, b]) => w + b).join(''));
    fc.assert(
      fc.property(fc.constantFrom(...BLANKS, ''), fc.array(text, { maxLength: 3 }), (lead, texts) => {
        const all = texts.map((t) => lead + t);
        expect(wordKeys(all)).toEqual(keysBySplit(all));
      }),
      { seed: 20261202, numRuns: 1000 },
    );
  });

  it('subcommand, tool and target candidates hold every rule that matches, in stack order', () => {
    fc.assert(
      fc.property(specs, command, fc.constantFrom(...PATHS, 'src/x/a.txt', '/w/src', '/h/.ssh/id', 'b.txt'), (sp, cmd, path) => {
        const stack = stackOf(sp);
        const subs = subCommands(analyzeShell(cmd));
        for (const action of ACTIONS) {
          const mine = stack.rules.filter((r) => r.action === action);
          for (const sub of subs) {
            expect(subcommandCandidates(stack, action, sub).filter((r) => subcommandMatch(r, sub))).toEqual(mine.filter((r) => subcommandMatch(r, sub)));
          }
          for (const tool of ['Bash', 'Read', 'Edit', 'mcp__s__t']) {
            expect(toolCandidates(stack, action, tool).filter((r) => toolLevelMatch(r, tool))).toEqual(mine.filter((r) => toolLevelMatch(r, tool)));
            // Asked again, the answer kept per tool name is the one a fresh index (a copy of the stack) works out.
            expect(toolCandidates(stack, action, tool)).toEqual(toolCandidates({ ...stack }, action, tool));
          }
          for (const access of ['read', 'write'] as const) {
            const t = makeTarget(stack, path, access, access === 'read' ? 'Read' : 'Edit', false);
            expect(targetCandidates(stack, action, t).filter((r) => targetMatch(r, t, stack))).toEqual(mine.filter((r) => targetMatch(r, t, stack)));
          }
        }
      }),
      RUNS,
    );
  });

  it('a stack whose rules are written as the last indexed stack\'s is filed as a fresh index files it', () => {
    // rule-index.ts refiles the last indexed stack's index for a stack written alike (lint's trusted twin).
    fc.assert(
      fc.property(specs, command, fc.constantFrom(...PATHS, 'src/x/a.txt', '/w/src', 'b.txt'), (sp, cmd, path) => {
        const first = stackOf(sp);
        toolCandidates(first, 'allow', 'Bash');
        // Its twin: the same rules as new objects, their source locations shared (refiled); a copy with new locations (built).
        const twin = { ...first, rules: first.rules.map((r) => ({ ...r })) };
        const fresh = { ...first, rules: first.rules.map((r) => ({ ...r, source: { ...r.source } })) };
        const places = (s: ClaudeStack, rules: readonly ClaudeRule[]) => rules.map((r) => s.rules.indexOf(r));
        const answers = (s: ClaudeStack) =>
          ACTIONS.map((action) => [
            ...['Bash', 'Read', 'Edit', 'WebFetch', 'mcp__s__t'].map((tool) => places(s, toolCandidates(s, action, tool))),
            ...subCommands(analyzeShell(cmd)).map((sub) => places(s, subcommandCandidates(s, action, sub))),
            ...(['read', 'write'] as const).map((access) => places(s, targetCandidates(s, action, makeTarget(s, path, access, 'Read', false)))),
            places(s, flaggedCandidates(s, action, subCommands(analyzeShell(cmd)).map((sub) => commandShape(sub.seg.argv)))),
            s.rules.map((r) => (isFlagged(s, r) ? 1 : 0)),
          ]);
        const got = answers(twin);
        expect(got.flat(2).every((i) => i >= 0)).toBe(true);
        expect(got).toEqual(answers(fresh));
      }),
      RUNS,
    );
  });

  it('a subcommand asked about on one stack, then another, then the first again, gets each stack\'s own candidates', () => {
    fc.assert(
      fc.property(specs, specs, command, (spA, spB, cmd) => {
        const a = stackOf(spA);
        const b = stackOf(spB);
        // The same parts for both stacks: each keeps its candidates for the last stack asked about.
        const subs = subCommands(analyzeShell(cmd));
        for (const stack of [a, b, a, b]) {
          for (const action of ACTIONS) {
            const mine = stack.rules.filter((r) => r.action === action);
            for (const sub of subs) {
              const got = subcommandCandidates(stack, action, sub);
              expect(got.every((r) => r.action === action && stack.rules.includes(r))).toBe(true);
              expect(got.filter((r) => subcommandMatch(r, sub))).toEqual(mine.filter((r) => subcommandMatch(r, sub)));
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('the rules a command runs around are those a scan of every rule over every part finds', () => {
    const seen = { hit: 0, flags: 0 };
    fc.assert(
      fc.property(specs, command, fc.integer({ min: 0, max: 7 }), (sp, cmd, skip) => {
        const stack = stackOf(sp);
        const subs = subCommands(analyzeShell(cmd));
        for (const action of ['deny', 'ask'] as const) {
          // Some rules already applied, as the layers pass them.
          const matched = new Set(stack.rules.filter((_, i) => i % 8 === skip));
          const found = missedRules(stack, action, subs, matched).map((x): [string, number, boolean] => {
            const id = stack.rules.find((r) => r.source === x.evades?.[0])!.id;
            return [id, x.segment!, x.message.includes('spells the same flags differently')];
          });
          const scanned = missedByScan(stack, action, subs, matched);
          expect(found).toEqual(scanned);
          for (const [, , flags] of scanned) seen[flags ? 'flags' : 'hit']++;
        }
      }),
      RUNS,
    );
    // Both kinds of miss come up, so the comparison means something.
    expect(seen.hit).toBeGreaterThan(10);
    expect(seen.flags).toBeGreaterThan(30);
  });

  it('the same parts asked about on one stack, then another, run around the rules a scan finds on each', () => {
    let seen = 0;
    fc.assert(
      fc.property(specs, specs, command, (spA, spB, cmd) => {
        const a = stackOf(spA);
        const b = stackOf(spB);
        // One reading for both stacks: each part keeps its miss candidates for the last stack asked about.
        const subs = subCommands(analyzeShell(cmd));
        for (const stack of [a, b, a]) {
          for (const action of ['deny', 'ask'] as const) {
            const found = missedRules(stack, action, subs, new Set()).map((x): [string, number, boolean] => {
              const id = stack.rules.find((r) => r.source === x.evades?.[0])!.id;
              return [id, x.segment!, x.message.includes('spells the same flags differently')];
            });
            const scanned = missedByScan(stack, action, subs, new Set());
            expect(found).toEqual(scanned);
            seen += scanned.length;
          }
        }
      }),
      RUNS,
    );
    expect(seen).toBeGreaterThan(50);
  });

  it('a word-prefix pattern (`git push *`) matches as the regex it stands for', () => {
    const piece = fc.constantFrom('git', ' ', 'push', '.', '(', '$', '\\', '\n', '\t', 'é', ':', '-');
    const text = fc.array(piece, { maxLength: 6 }).map((x) => x.join(''));
    fc.assert(
      fc.property(text, text, fc.constantFrom(' *', ':*'), (word, cmd, tail) => {
        const w = word.trim();
        if (w === '' || w.includes('*')) return;
        const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const re = new RegExp(`^${escaped}(?: [\\s\\S]*)?$`);
        expect(bashPatternMatches(`${w}${tail}`, cmd)).toBe(re.test(cmd.trim()));
        expect(bashPatternMatches(`${w}${tail}`, `${w} ${cmd}`)).toBe(true);
      }),
      { seed: 20261201, numRuns: 2000 },
    );
  });
});
