/**
 * san's lint checks over fixture stacks: each finding located, each claim of
 * what a rule does backed by a call the engine evaluated.
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
  it('is quiet on the TestCheckPermission stack', () => {
    expect(lintSan('san-check').findings).toEqual([]);
  });

  it('reports skipped files as schema errors without stopping', () => {
    const r = lintSan('san-bad');
    expect(r.fatal).toEqual([]);
    expect(rows('san-bad')).toEqual([
      ['schema', 'error', '<fixtures>/san-bad/workspace/.claude/settings.json', 3, 27],
      ['schema', 'error', '<fixtures>/san-bad/workspace/.gen/settings.json', 3, 13],
    ]);
  });

  it("flags the spellings san's own matcher never satisfies, deny and ask as errors", () => {
    expect(rows('san-spelling')).toEqual([
      ['path-never-matches', 'error', '<fixtures>/san-spelling/home/.claude/settings.json', 3, 14],
      ['path-never-matches', 'error', '<fixtures>/san-spelling/home/.claude/settings.json', 3, 34],
      ['path-never-matches', 'error', '<fixtures>/san-spelling/home/.claude/settings.json', 3, 50],
      ['path-never-matches', 'warning', '<fixtures>/san-spelling/home/.claude/settings.json', 4, 15],
    ]);
    const [push] = lintSan('san-spelling').findings;
    expect(push!.message).toContain('write Bash(git:push*) for san');
  });

  it('reports duplicates, broad allows, ignored keys and a bare deny on the merged stack', () => {
    const ids = lintSan('san-stack').findings.map((f) => f.id);
    expect(ids).toEqual(['path-never-matches', 'overlay-loosening', 'duplicate-rule', 'overlay-loosening', 'broad-allow', 'path-never-matches']);
    const broad = lintSan('san-stack').findings.find((f) => f.id === 'broad-allow')!;
    expect(broad.witness).toMatchObject({ decision: 'allow', layer: 'settings-rules' });
  });

  it('reports hooks that fail open because their program is missing, and hooks san never loads', () => {
    const r = lintSan('san-hooks');
    expect(r.findings.map((f) => [f.id, f.line])).toEqual([
      ['overlay-loosening', 8],
      ['overlay-loosening', 11],
      ['hook-risk', 4],
      ['hook-risk', 7],
    ]);
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
    expect(byId['broad-allow']!.message).toContain('e.g. git push origin main');
  });
});
