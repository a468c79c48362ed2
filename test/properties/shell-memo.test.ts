/**
 * core/memo.ts answers the last short text again without the map, and marks
 * an `undefined` answer in the map instead of asking `has`. Over generated
 * sequences of texts (few distinct ones, so that repeats, the last text
 * again, `undefined` answers, long texts and clearing at the bound all
 * occur), byText behaves exactly as the plain memo it replaced: the same
 * answers (the same objects), and `read` run for the same texts in the same
 * order, so the bound and what it keeps are unchanged. Each answer is also
 * what `read` gives without any memo.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byObjectAndText, byText } from '../../src/core/memo.js';

/** The memo as it was: a bounded map asked `get`, then `has`, cleared when full; the last long text apart. */
function plainByText<T>(read: (text: string) => T, limit = 1024): (text: string) => T {
  const short = new Map<string, T>();
  let longText: string | undefined;
  let longValue: T | undefined;
  return (text: string): T => {
    if (text.length > 1024) {
      if (longText !== text) {
        longValue = read(text);
        longText = text;
      }
      return longValue as T;
    }
    let v = short.get(text);
    if (v === undefined && !short.has(text)) {
      if (short.size >= limit) short.clear();
      short.set(text, (v = read(text)));
    }
    return v as T;
  };
}

const LONG_A = 'a'.repeat(1025);
const LONG_B = 'b'.repeat(1030);
/** Short texts, `undefined`-answered ones (starting with `u`), and two long ones. */
const text = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('git status', 'ls', 'u1', 'u2', 'npm test', 'x', '', 'u3', 'rm -rf /', 'y') },
  { weight: 1, arbitrary: fc.constantFrom(LONG_A, LONG_B) },
);
/** A text as a new string each time (a slice), as the engines hand them over. */
const fresh = (t: string): string => ` ${t}`.slice(1);

/** A reading whose answer is a new object per call (so identity shows which call made it), or undefined. */
function reader(log: string[]): (t: string) => { t: string; n: number } | undefined {
  let n = 0;
  return (t) => {
    log.push(t);
    return t.startsWith('u') ? undefined : { t, n: n++ };
  };
}

describe('byText (last text, undefined marker) against the plain memo', () => {
  it('gives the same answers and reads the same texts in the same order', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 120 }), fc.integer({ min: 1, max: 6 }), (texts, limit) => {
        const newLog: string[] = [];
        const oldLog: string[] = [];
        const memo = byText(reader(newLog), limit);
        const plain = plainByText(reader(oldLog), limit);
        for (const t of texts) {
          const got = memo(fresh(t));
          expect(got).toStrictEqual(plain(fresh(t)));
          // Without any memo: the answer of a read of the same text.
          expect(got === undefined ? undefined : got.t).toBe(t.startsWith('u') ? undefined : t);
        }
        expect(newLog).toEqual(oldLog);
      }),
      { numRuns: 300 },
    );
  });

  it('a reading that asks its own memo again (recursion) still matches', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (texts, limit) => {
        const logs: [string[], string[]] = [[], []];
        const make = (by: typeof byText, log: string[]) => {
          const m: (t: string) => string = by((t: string): string => {
            log.push(t);
            // The first half of a text is read through the same memo first.
            return t.length > 1 && t.length <= 1024 ? `${m(t.slice(0, t.length >> 1))}|${t}` : t;
          }, limit);
          return m;
        };
        const memo = make(byText, logs[0]);
        const plain = make(plainByText, logs[1]);
        for (const t of texts) expect(memo(fresh(t))).toBe(plain(fresh(t)));
        expect(logs[0]).toEqual(logs[1]);
      }),
      { numRuns: 200 },
    );
  });

  it('byObjectAndText keeps one memo per object', () => {
    const a = {};
    const b = {};
    const read = (o: object, t: string) => ({ o, t });
    const m = byObjectAndText(read, 2);
    const first = m(a, 'ls');
    expect(m(a, 'ls')).toBe(first);
    expect(m(b, 'ls')).not.toBe(first);
    expect(m(b, 'ls').o).toBe(b);
  });
});
