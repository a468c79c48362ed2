import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../src/shell/index.js';
import { CASES, type ShellCase } from './cases.js';

function label(c: ShellCase): string {
  const text = c.name ?? c.input;
  return JSON.stringify(text.length > 70 ? `${text.slice(0, 67)}...` : text);
}

describe('shell analyzer table', () => {
  it('has at least 150 cases, each with a distinct input', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CASES.map((c) => c.input)).size).toBe(CASES.length);
  });

  it.each(CASES.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const result = analyzeShell(c.input);
    expect(result.input).toBe(c.input);
    expect(result.segments.map((s) => s.argv)).toEqual(c.argv);
    for (const [index, expected] of Object.entries(c.seg ?? {})) {
      const segment = result.segments[Number(index)];
      expect(segment, `segment ${index}`).toBeDefined();
      expect(segment).toMatchObject(expected);
    }
    expect(result.opaque.map((o) => o.reason)).toEqual(c.opaque ?? []);
    expect(result.writes.map((w) => w.path)).toEqual(c.writes ?? []);
    if (c.chained !== undefined) expect(result.chained).toBe(c.chained);
    if (c.knownArgs !== undefined) {
      expect(result.opaque.find((o) => o.reason === 'dynamic-command')?.knownArgs).toEqual(c.knownArgs);
    }
    for (const o of result.opaque) expect(o.detail).toMatch(/\.$/);
  });
});
