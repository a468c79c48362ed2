/**
 * The shell file gate checks each operand once per call, by token, mode and
 * pinning (src/engines/grok/file-gate.ts): a check again adds no hit and no
 * fail-closed reason the first did not. Over generated scripts that name the
 * same files again (through symlinks, a `cd`, an inline `sh -c`, redirects and
 * patterns; fixed seed) `fileGate` must equal `fileGateEveryCheck`, the gate
 * that checks every operand again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileGate, fileGateEveryCheck } from '../../../src/engines/grok/file-gate.js';
import { memoryStack, permission } from './memory.js';

const links = { '/w/notes': '/w/.env', '/w/loop': '/w/loop2', '/w/loop2': '/w/loop', '/w/docs-link': '/w/docs' };
const files = { '/w/.env': 'SECRET=1', '/w/docs/readme.md': '# hi', '/w/secrets/a': 'x' };
const stacks = [
  memoryStack({ config: permission({ deny: ['Read(**/.env)'], ask: ['Edit(secrets/**)', 'Read(docs/**)'] }), files, links }),
  memoryStack({ config: permission({ ask: ['Read(**/.env)', 'Edit(**)'] }), files, links }),
];

const HEADS = ['cat', 'grep x', 'head', 'touch', 'rm', 'cp', 'sed -i s/a/b/', 'ls', 'cd', 'echo'];
const OPERANDS = ['.env', 'notes', 'loop', 'docs-link/readme.md', 'docs/readme.md', '/w/.env', './.env', 'secrets/a', '~/k', '*.md', '"$F"', 'docs', 'x', '1'];
const operand = fc.constantFrom(...OPERANDS);
const command = fc.oneof(
  fc.tuple(fc.constantFrom(...HEADS), fc.array(operand, { minLength: 1, maxLength: 2 })).map(([h, os]) => [h, ...os].join(' ')),
  operand.map((o) => `echo hi > ${o}`),
  operand.map((o) => `echo hi >> ${o}`),
  operand.map((o) => `cd ${o}`),
  operand.map((o) => `sh -c 'cat ${o}'`),
);
const SEPS = [' && ', '; ', ' | ', ' || '];
const script = fc
  .array(fc.tuple(command, fc.constantFrom(...SEPS)), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join(''));

describe('fileGate: an operand checked once per call reads as checking it every time', () => {
  it('equals the gate that checks every operand again', () => {
    let hits = 0;
    let failed = 0;
    fc.assert(
      fc.property(script, fc.constantFrom(0, 1), (s, k) => {
        const got = fileGate(stacks[k]!, s);
        expect(got).toEqual(fileGateEveryCheck(stacks[k]!, s));
        if (got.hits.length > 1) hits++;
        if (got.failClosed !== undefined) failed++;
      }),
      { seed: 18011, numRuns: 600 },
    );
    // The generator reaches several hits and fail-closed reasons (a test that cannot fail is a defect).
    expect(hits).toBeGreaterThan(50);
    expect(failed).toBeGreaterThan(50);
  });

  it('checks an operand again once a `cd` unpins it', () => {
    const s = 'echo hi > x && cd docs && echo hi > x';
    expect(fileGate(stacks[1]!, s).failClosed).toContain('after a `cd`');
    expect(fileGate(stacks[1]!, s)).toEqual(fileGateEveryCheck(stacks[1]!, s));
  });
});
