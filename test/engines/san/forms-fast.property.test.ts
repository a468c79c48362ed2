/**
 * The raw pieces of a command without a separator, and the deny forms made
 * without a Set for short lists (match/bash.ts `splitPieces`, `formsFrom`),
 * equal the plain computations they stand for: the text split on `&&`, then
 * on `;`, trimmed, empties dropped; the pieces and normalised commands
 * deduplicated in first-seen order, empties dropped. Over generated text
 * with and without separators, blanks and repeats. And `plainReading`'s
 * one test of the whole text admits exactly the commands the per-word tests
 * admitted (a plain name, then plain words one space apart).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { denyForms, normalizedCommands, plainReading, rawPieces, sanReading, type SanReading } from '../../../src/engines/san/match/bash.js';
import { analyzeShell } from '../../../src/shell/index.js';

const piecesPlain = (command: string): string[] =>
  command
    .split('&&')
    .flatMap((p) => p.split(';'))
    .map((p) => p.trim())
    .filter((p) => p !== '');

const formsPlain = (r: SanReading): string[] => [...new Set([...piecesPlain(r.command), ...normalizedCommands(r)])].filter((f) => f !== '');

const bit = fc.constantFrom('git', ' ', '  ', '\t', 'status', ';', '&', '&&', 'a', 'ls', '|', '/bin/ls', '"x y"', '\n', '\u00a0', 'x=1');
const text = fc.array(bit, { maxLength: 12 }).map((xs) => xs.join(''));

describe('san deny forms fast paths', () => {
  it('rawPieces equals the split on && then ; (trimmed, no empties)', () => {
    fc.assert(
      fc.property(text, (cmd) => {
        expect(rawPieces(cmd), JSON.stringify(cmd)).toEqual(piecesPlain(cmd));
      }),
      { numRuns: 400 },
    );
  });

  it('denyForms equals the Set of pieces then normalised commands (no empties)', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (parts) => {
        const cmd = parts.join(' && ');
        // a reading over the analysis, and one with no parsed commands (the raw pieces stand for them)
        for (const r of [sanReading(analyzeShell(cmd)), { command: cmd, commands: undefined }]) expect(denyForms(r), JSON.stringify(cmd)).toEqual(formsPlain(r));
      }),
      { numRuns: 200 },
    );
  });

  it('plainReading admits exactly the texts of a plain name and plain words one space apart', () => {
    const NAME = /^[a-z][a-z0-9_-]*$/;
    const WORD = /^[A-Za-z0-9_.\/@%+,:-]+$/;
    const perWord = (cmd: string) => cmd.length > 0 && NAME.test(cmd.split(' ')[0]!) && cmd.split(' ').every((w) => WORD.test(w));
    // names no wrapper, declaration, reserved word or payload program has; words of every class of character
    const name = fc.constantFrom('qx', 'zz9', 'q-r', 'Qx', '9q', '-q', 'q.r', 'q_r', '');
    const word = fc.array(fc.constantFrom('a', 'Z', '0', '_', '.', '/', '@', '%', '+', ',', ':', '-', '"', '$', '*', '\t', '\u00e9', ';', '', ' '), { maxLength: 4 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(name, fc.array(word, { maxLength: 4 }), fc.constantFrom(' ', '  ', '\t'), (n, ws, sep) => {
        const cmd = [n, ...ws].join(sep === '\t' ? ' ' : sep);
        expect(plainReading(cmd, {}) !== undefined, JSON.stringify(cmd)).toBe(perWord(cmd));
      }),
      { numRuns: 600 },
    );
  });
});
