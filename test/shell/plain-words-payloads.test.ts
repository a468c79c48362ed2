// plainWordsRunPayloads: the payload handlers asked about a command of plain words, for readers that
// skip the analysis (san's plainReading). Each row's answer is what the walker does with the same
// command: a payload (nested code, an argv to run, or an opaque part) or none.
import { describe, expect, it } from 'vitest';
import { analyzeShell, plainWordsRunPayloads } from '../../src/shell/index.js';

const CASES: Array<[string, boolean]> = [
  ['git status x0', false],
  ['ls -la src', false],
  ['npm test', false],
  ['make all', false],
  ['watch local a:b', true],
  ['sh -c ls', true],
  ['eval ls', true],
  ['find . -exec rm {} ;', true],
  ['ssh host ls', true],
  ['git -c alias.x=!sh x', true],
];

describe('plainWordsRunPayloads', () => {
  it.each(CASES)('%s → %s', (command, payload) => {
    expect(plainWordsRunPayloads(command.split(' '))).toBe(payload);
  });
  it('agrees with the analysis: a command without a payload is one segment, read as written', () => {
    for (const [command, payload] of CASES) {
      const a = analyzeShell(command);
      const plain = a.segments.length === 1 && a.opaque.length === 0 && a.segments[0]!.argv.join(' ') === command;
      expect(plain, command).toBe(!payload);
    }
  });
  it('an empty command has no payload', () => {
    expect(plainWordsRunPayloads([])).toBe(false);
  });
});
