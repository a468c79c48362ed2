/**
 * Lint over san's fixture stacks: the shared checks (src/lint/checks/<id>.ts)
 * reading san's rule model (rules(), ruleMatches(), hooks(), Trace.matches).
 * Each finding located, each claim of what a rule does backed by a call the
 * engine evaluated.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { san } from '../../../src/engines/san/index.js';
import { diskReader } from '../../../src/io/files.js';
import { lint } from '../../../src/lint/lint.js';
import { fixtureOptions, FIXTURES, stable } from '../../helpers/stack.js';

function lintSan(fixture: string, fileExists: (p: string) => boolean = () => false) {
  return lint({
    engine: san,
    stack: san.loadStack(fixtureOptions(fixture)),
    readText: (p) => {
      const r = diskReader.read(p);
      return r.status === 'ok' ? r.text : undefined;
    },
    fileExists,
    pathDirs: [],
  });
}

const rows = (fixture: string) => stable(lintSan(fixture).findings.map((f) => [f.id, f.severity, f.file.replace(/^.*<fixtures>\//, ''), f.line, f.column]));

describe('san lint', () => {
  it('on the TestCheckPermission stack, reports only Bash(npm:*): npm exec runs whatever it is given', () => {
    const r = lintSan('san-check');
    expect(r.findings.map((f) => [f.id, f.line, f.column])).toEqual([['broad-allow', 6, 7]]);
    expect(r.findings[0]!.witness).toMatchObject({ call: { tool: 'Bash', input: { command: 'npm exec rm -rf build' } }, decision: 'allow', layer: 'settings-rules' });
  });

  it('reports skipped files as schema errors without stopping', () => {
    const r = lintSan('san-bad');
    expect(r.fatal).toEqual([]);
    expect(rows('san-bad')).toEqual([
      ['schema', 'error', '<fixtures>/san-bad/workspace/.claude/settings.json', 3, 27],
      ['schema', 'error', '<fixtures>/san-bad/workspace/.gen/settings.json', 3, 13],
    ]);
  });

  it("flags the spellings san's own matcher never satisfies (RuleRecord.never)", () => {
    // The shared check reports every such rule as a warning, deny and ask included.
    expect(rows('san-spelling')).toEqual([
      ['path-never-matches', 'warning', '<fixtures>/san-spelling/home/.claude/settings.json', 3, 14],
      ['path-never-matches', 'warning', '<fixtures>/san-spelling/home/.claude/settings.json', 3, 34],
      ['path-never-matches', 'warning', '<fixtures>/san-spelling/home/.claude/settings.json', 3, 50],
      ['path-never-matches', 'warning', '<fixtures>/san-spelling/home/.claude/settings.json', 4, 15],
    ]);
    const [push] = lintSan('san-spelling').findings;
    expect(push!.message).toContain('write Bash(git:push*) for san');
  });

  it('reports duplicates, broad allows, ignored keys and a bare deny on the merged stack', () => {
    const ids = lintSan('san-stack').findings.map((f) => f.id);
    expect(ids).toEqual(['broad-allow', 'broad-allow', 'path-never-matches', 'overlay-loosening', 'duplicate-rule', 'overlay-loosening', 'broad-allow', 'path-never-matches']);
    const broad = lintSan('san-stack').findings.filter((f) => f.id === 'broad-allow');
    for (const b of broad) expect(b.witness).toMatchObject({ decision: 'allow', layer: 'settings-rules' });
    expect(broad.map((b) => b.message.replace(/ .*?`/, ' `').split('`')[1])).toEqual(['Read(**)', 'Bash(npm:*)', 'Edit(**)']);
  });

  it('reports hooks that fail open because their program is missing, and hooks san never loads', () => {
    const r = lintSan('san-hooks');
    // Line 4 is a PreToolUse hook: san 5e33c937 never runs one for a tool call, so hooks() says it does not gate.
    expect(r.findings.map((f) => [f.id, f.line])).toEqual([
      ['overlay-loosening', 8],
      ['overlay-loosening', 11],
      ['hook-risk', 7],
    ]);
    expect(r.findings[2]!.message).toContain('fail open');
    expect(lintSan('san-hooks', (p) => p.startsWith(join(FIXTURES, 'san-hooks'))).findings.filter((f) => f.id === 'hook-risk')).toEqual([]);
  });

  it('finds contradictions, unreachable and shadowed allows, asks that never prompt, whole-tool allows', () => {
    const r = lintSan('san-lint');
    expect(r.findings.map((f) => [f.id, f.line, f.column])).toEqual([
      ['ask-never-prompts', 5, 13],
      ['duplicate-rule', 6, 15],
      ['allow-unreachable', 6, 31],
      ['shadowed-rule', 6, 52],
      ['broad-allow', 6, 75],
    ]);
    const byId = Object.fromEntries(r.findings.map((f) => [f.id, f]));
    expect(byId['allow-unreachable']!.witness).toMatchObject({ decision: 'deny', layer: 'settings-rules' });
    expect(byId['allow-unreachable']!.related[0]).toMatchObject({ line: 4, column: 30 });
    expect(byId['ask-never-prompts']!.witness).toMatchObject({ decision: 'allow' });
    expect(byId['broad-allow']!.message).toContain('allows every shell command');
  });
});
