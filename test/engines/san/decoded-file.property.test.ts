/**
 * The loader keeps the decoding of a settings file's text for the process
 * (load/index.ts `decodedFile`): lint loads the stack twice from the same
 * files. Over generated files (rules of every type, unknown and misspelt
 * keys, hooks, type errors, broken JSON) and generated sequences of loads,
 * each answer equals the plain decoding of that text (`decodeFile`),
 * whatever was decoded before, and a stack loaded again equals the first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { san } from '../../../src/engines/san/index.js';
import { decodedFile, decodeFile } from '../../../src/engines/san/load/index.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const entry = fc.oneof(fc.constantFrom('Bash(git:*)', 'Read(/x/**)', 'Bash', 'Edit(src/**)', 'Bash(rm -rf:*)'), fc.constant(3), fc.constant(null));
const settings = fc.record(
  {
    permissions: fc.record({ allow: fc.array(entry, { maxLength: 4 }), deny: fc.array(entry, { maxLength: 3 }), ask: fc.oneof(fc.array(entry, { maxLength: 3 }), fc.constant('x')), defaultMode: fc.constantFrom('plan', 'default', 'bogus', 7) }, { requiredKeys: [] }),
    permisions: fc.constant({}),
    allowBypass: fc.oneof(fc.boolean(), fc.constant('yes')),
    hooks: fc.constant({ PermissionRequest: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'x', timeout: 5 }] }] }),
    theme: fc.constant('dark'),
    custom: fc.constant(1),
  },
  { requiredKeys: [] },
);
const text = fc.oneof({ weight: 5, arbitrary: settings.map((o) => JSON.stringify(o, null, 1)) }, { weight: 1, arbitrary: settings.map((o) => JSON.stringify(o).slice(0, -1)) });
const file = fc.record({ path: fc.constantFrom('/h/.claude/settings.json', '/h/.gen/settings.json'), compat: fc.boolean(), text });

describe('san loader: a kept decoding equals the plain one', () => {
  it('any sequence of files, each as decoded afresh', () => {
    fc.assert(
      fc.property(fc.array(file, { minLength: 1, maxLength: 8 }), (files) => {
        for (const f of [...files, ...files]) {
          const read = { status: 'ok' as const, path: f.path, text: f.text };
          expect(decodedFile(read, f.path, f.compat)).toEqual(decodeFile(read, f.path, f.compat));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a stack loaded again from the same files equals the first', () => {
    fc.assert(
      fc.property(text, text, (user, project) => {
        const reader = memoryReader({ '/h/.claude/settings.json': user, '/w/.gen/settings.json': project });
        const load = () => san.loadStack({ home: '/h', userHome: '/h', workspace: '/w', overrides: [], projectConfig: true, env: {}, reader });
        const first = load();
        const { resolve: _a, ...a } = first as typeof first & { resolve?: unknown };
        const { resolve: _b, ...b } = load() as typeof first & { resolve?: unknown };
        expect(b).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });

  it('a missing file and a broken one come back as the reader and the parser say', () => {
    expect(decodedFile({ status: 'missing', path: '/x' }, '/x', true)).toEqual({ status: 'missing', path: '/x' });
    expect(decodedFile({ status: 'ok', path: '/x', text: '{' }, '/x', true)).toMatchObject({ status: 'error', syntax: true });
  });
});
