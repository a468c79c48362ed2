/**
 * `rawSamples` (src/lint/samples.ts) drops a repeated call by `sameCallKey`
 * instead of writing every call out as JSON: for generated records (with and
 * without a call, tool or key) and values (undefined, '', repeats), two calls
 * `callWith` makes have the same key exactly when they are equal as JSON;
 * and the samples of a generated record hold no two calls equal as JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleRecord } from '../../src/core/types.js';
import { callWith, rawSamples, sameCallKey } from '../../src/lint/samples.js';

const KINDS = ['command-exact', 'command-prefix', 'command-glob', 'command-regex', 'path-glob', 'domain', 'url-glob', 'tool', 'mcp', 'subject-glob'];
const PATTERNS = ['', 'git status', 'git *', '^npm (test|run)$', 'src/**', '*.example.com', 'x', 'a b', '**', 'mcp__s__*'];
const record = fc.record({
  kind: fc.constantFrom(...KINDS),
  pattern: fc.constantFrom(...PATTERNS),
  tool: fc.option(fc.constantFrom('Bash', 'Read', 'exec_shell'), { nil: undefined }),
  call: fc.option(fc.record({ tool: fc.constantFrom('Bash', 'Read', 'WebFetch'), key: fc.option(fc.constantFrom('command', 'file_path', 'path', 'url', '__proto__'), { nil: undefined }) }), { nil: undefined }),
  anchor: fc.option(fc.constantFrom('/ws', '/home/u'), { nil: undefined }),
}).map((r) => ({ id: 'r', source: null, action: 'allow', text: r.pattern, key: 'k', layer: 'rules', ...r }) as unknown as RuleRecord);
const value = fc.option(fc.constantFrom('', 'ls', 'git status', 'x', 'README.md'), { nil: undefined });

describe('sameCallKey', () => {
  it('is equal for two values exactly when their calls are equal as JSON', () => {
    fc.assert(
      fc.property(record, value, value, (r, a, b) => {
        const ca = callWith(r, a);
        const cb = callWith(r, b);
        if (!ca || !cb) return;
        expect(sameCallKey(r, a) === sameCallKey(r, b)).toBe(JSON.stringify(ca) === JSON.stringify(cb));
      }),
      { numRuns: 4000 },
    );
  });

  it('leaves no two samples of a rule equal as JSON', () => {
    fc.assert(
      fc.property(record, (r) => {
        const json = rawSamples(r).map((c) => JSON.stringify(c));
        expect(new Set(json).size).toBe(json.length);
      }),
      { numRuns: 3000 },
    );
  });
});
