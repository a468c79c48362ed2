/**
 * The rule index (src/engines/san/match/rule-index.ts) only narrows: over
 * generated rule lists (wildcards, `**`, `:*`, multi-word prefixes, bare
 * names, other tools) and generated calls, every indexed look-up answers
 * exactly what the plain scan over every rule answers, first rule included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanReading } from '../../../src/engines/san/match/bash.js';
import { globLead, SMALL } from '../../../src/engines/san/match/rule-index.js';
import { matchGlob } from '../../../src/engines/san/match/glob.js';
import { bashAny, bashAnyOver, bashEvery, bashEveryPlain, firstMatching, firstSubjectMatch, ruleMatches, subjectMatches } from '../../../src/engines/san/match/rules.js';
import type { SanRule } from '../../../src/engines/san/stack.js';
import { analyzeShell } from '../../../src/shell/index.js';

const piece = fc.constantFrom('git', 'git ', 'status', 'rm', ' -rf', ':', '*', '?', '**', ' ', '/', '/x', 'x', ':*', ' *', 'ls', 'a');
const args = fc.array(piece, { maxLength: 5 }).map((ps) => ps.join(''));
const tool = fc.constantFrom('Bash', 'Bash', 'Bash', 'Read', 'Write');
const rule = fc.record({ tool, args, bare: fc.boolean() }).map(({ tool, args, bare }) => ({ tool, args: bare ? '' : args, bare: bare || undefined }));
/** Longer than SMALL, so the index (not the plain scan) answers. */
const rules = fc.array(rule, { minLength: SMALL + 1, maxLength: 40 }).map((rs) => rs.map((r, i) => ({ ...r, text: `${r.tool}${r.bare ? '' : `(${r.args})`}`, index: i })));

const word = fc.constantFrom('git', 'status', 'rm', '-rf', 'x', '/x/y', 'timeout', '5', 'ls', 'a', 'nice', '"$X"', '$(ls)');
const op = fc.constantFrom(' && ', '; ', ' | ', ' || ');
const simple = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
const command = fc.oneof(
  fc.constant(''),
  simple,
  fc.tuple(simple, op, simple).map(([a, o, b]) => `${a}${o}${b}`),
  fc.tuple(simple, op, simple, op, simple).map(([a, o, b, p, c]) => `${a}${o}${b}${p}${c}`),
);
const path = fc.array(fc.constantFrom('/x', '/y', 'x', 'a', '.env', '/'), { maxLength: 4 }).map((ps) => ps.join(''));

describe('san rule index: the same answers as the plain scan', () => {
  it('glob leads: every string a pattern matches starts with its lead', () => {
    fc.assert(
      fc.property(args, fc.array(piece, { maxLength: 5 }), (p, s) => {
        const str = s.join('');
        if (matchGlob(str, p)) expect(str.startsWith(globLead(p))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('Bash: deny/ask first hit, allow cover, and the code matcher', () => {
    fc.assert(
      fc.property(rules, command, fc.boolean(), (rs, cmd, codeOnly) => {
        const reading = sanReading(analyzeShell(cmd));
        expect(bashAny(rs, reading)).toEqual(bashAnyOver(rs, reading));
        expect(bashEvery(rs, reading)).toEqual(bashEveryPlain(rs, reading));
        const input = { command: cmd };
        expect(firstMatching(rs, 'Bash', input, reading, codeOnly)).toBe(rs.find((r) => ruleMatches(r, 'Bash', input, reading, codeOnly)));
        expect(firstMatching(rs, 'Bash', input, undefined)).toBe(rs.find((r) => ruleMatches(r, 'Bash', input, undefined)));
      }),
      { numRuns: 1500 },
    );
  });

  it('file tools: the first rule whose glob matches the path', () => {
    fc.assert(
      fc.property(rules, path, fc.constantFrom('Read', 'Write'), (rs, p, t) => {
        const input = { file_path: p };
        expect(firstSubjectMatch(rs, t, input)).toBe(rs.find((r) => subjectMatches(r, t, input)));
        expect(firstMatching(rs, t, input, undefined)).toBe(rs.find((r) => ruleMatches(r, t, input, undefined)));
      }),
      { numRuns: 1500 },
    );
  });

  it('a table of first hits (input → first matching rule)', () => {
    const list = ['Bash(npm:*)', 'Bash(git push:*)', 'Bash(git:*)', 'Bash(*)', 'Read(/x/**)', 'Bash(rm -rf*)', 'Bash(ls)', 'Bash', 'Bash(gi?:*)', 'Read(**/.env)'].map((text, i) => {
      const open = text.indexOf('(');
      return open < 0 ? { tool: text, args: '', text, index: i } : { tool: text.slice(0, open), args: text.slice(open + 1, -1), text, index: i };
    });
    const first = (cmd: string) => bashAny(list, sanReading(analyzeShell(cmd)))?.rule.text;
    expect(first('git push origin')).toBe('Bash(git push:*)');
    expect(first('git status')).toBe('Bash(git:*)');
    expect(first('ls')).toBe('Bash(*)');
    expect(first('')).toBe('Bash(*)'); // `*` matches the empty command too (matchGlob)
    expect(bashAny(list.filter((r) => r.args !== '*'), sanReading(analyzeShell('')))?.rule.text).toBe('Bash');
    expect(bashEvery(list.slice(5), sanReading(analyzeShell('ls && git x'))).perUnit.map((r) => r?.text)).toEqual(['Bash(ls)', 'Bash(gi?:*)']);
    expect(firstSubjectMatch(list, 'Read', { file_path: '/x/y/.env' })?.text).toBe('Read(/x/**)');
    expect(firstSubjectMatch(list, 'Read', { file_path: '/y/.env' })?.text).toBe('Read(**/.env)');
  });
});
