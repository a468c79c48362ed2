// displayPaths (src/report/paths.ts) keeps each file's displayPath for one report. Property: over any
// sequence of files, absolute or not, inside the current directory, under home or elsewhere, repeated
// or not, it answers as displayPath does each time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPath, displayPaths } from '../../src/report/paths.js';

const file = fc.constantFrom('/w/a.json', '/w/sub/b.toml', '/h/.claude/settings.json', '/etc/x', 'rel/c.json', '/w', '/h', '/');
describe('displayPaths', () => {
  it('answers as displayPath does, for every file of a sequence', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 30 }), fc.constantFrom('/w', '/w/sub', '/'), fc.constantFrom(undefined, '/h', '/', ''), (files, cwd, home) => {
        const shown = displayPaths(cwd, home);
        for (const f of files) expect(shown(f)).toBe(displayPath(f, cwd, home));
      }),
    );
  });
});
