/** The class tables of issue 14 (classes.ts), checked against the analysis. */
import { describe, expect, it } from 'vitest';
import { analyzeShell, programName } from '../../src/shell/index.js';
import { CLASSES } from './classes.js';

for (const [name, table] of Object.entries(CLASSES)) {
  describe(`class: ${name}`, () => {
    it('has distinct inputs', () => {
      expect(new Set(table.map((r) => r.input)).size).toBe(table.length);
    });
    it.each(table.map((r) => [JSON.stringify(r.input), r] as const))('%s', (_label, row) => {
      const a = analyzeShell(row.input);
      const programs = a.segments.map((s) => programName(s.argv[0] ?? ''));
      const vias = a.segments.map((s) => s.via);
      const reasons = a.opaque.map((o) => o.reason);
      for (const e of row.expect) {
        if (e.startsWith('opaque=')) expect(reasons, e).toContain(e.slice(7));
        else if (e.startsWith('via=')) expect(vias, e).toContain(e.slice(4));
        else if (e.startsWith('!')) expect(programs, e).not.toContain(e.slice(1));
        else expect(programs, e).toContain(e);
      }
    });
  });
}
