/**
 * The shell cases every engine must get right (docs/REFERENCE.md), checked
 * for the property engines rely on rather than for exact shapes.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell, programName } from '../../src/shell/index.js';
import { REFERENCE_GIT_STATUS_CASES, REFERENCE_HARMLESS_CASES, REFERENCE_RM_CASES } from './cases.js';

describe('a dangerous word is never lost', () => {
  it.each(REFERENCE_RM_CASES.map((c) => c.input))('%s', (input) => {
    const result = analyzeShell(input);
    const seen = result.segments.some((s) => programName(s.argv[0] ?? '') === 'rm') || result.opaque.length > 0;
    expect(seen).toBe(true);
  });

  it.each(['sudo rm -rf /', '/bin/rm -rf /', 'rm -r"f" /', 'timeout 5 rm -rf dist'])(
    '%s keeps rm as the program, not a wrapper argument',
    (input) => {
      const [segment] = analyzeShell(input).segments;
      expect(programName(segment?.argv[0] ?? '')).toBe('rm');
    },
  );
});

describe('an allow on git status cannot approve more than git status', () => {
  it.each(REFERENCE_GIT_STATUS_CASES.map((c) => c.input))('%s', (input) => {
    const result = analyzeShell(input);
    const more = result.chained || result.writes.length > 0;
    expect(more).toBe(true);
    expect(result.segments[0]?.argv).toEqual(['git', 'status']);
  });
});

describe('harmless mentions stay harmless', () => {
  it.each(REFERENCE_HARMLESS_CASES.map((c) => c.input))('%s', (input) => {
    const result = analyzeShell(input);
    expect(result.segments).toHaveLength(1);
    expect(result.chained).toBe(false);
    expect(result.opaque).toEqual([]);
    expect(result.writes).toEqual([]);
  });
});
