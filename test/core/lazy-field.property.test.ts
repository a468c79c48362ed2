/**
 * core/lazy.ts keeps a lazy field's computation on the object under a
 * hidden symbol and shares one accessor per field name (so a trace keeps no
 * old-generation reference to its evaluation). Over generated objects and
 * operations — define lazy fields, read, assign, copy (copyKeepingLazy),
 * repair (normaliseTrace), serialise — it behaves as the plain accessor of
 * closures per object it replaced: the same values, keys in the same order,
 * the same JSON, and each computation run at most once per object it was
 * read on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyKeepingLazy, lazyField } from '../../src/core/lazy.js';
import { normaliseTrace } from '../../src/core/trace.js';
import type { Trace } from '../../src/core/types.js';

/** The accessor lazyField used to define: fresh closures per object, settling on the object it was defined on. */
function plainLazyField<T extends object, K extends keyof T>(obj: T, key: K, compute: () => T[K]): void {
  const settle = (value: T[K]) => Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      settle(value);
      return value;
    },
    set(value: T[K]) {
      settle(value);
    },
  });
}

const KEYS = ['risks', 'matches', 'segments', 'warnings', 'layers'] as const;
type Key = (typeof KEYS)[number];
type Op = { op: 'lazy'; key: Key; value: number } | { op: 'read'; key: Key } | { op: 'assign'; key: Key; value: number } | { op: 'json' } | { op: 'keys' };

const key = fc.constantFrom(...KEYS);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('lazy' as const), key, value: fc.integer({ min: 0, max: 99 }) }),
  fc.record({ op: fc.constant('read' as const), key }),
  fc.record({ op: fc.constant('assign' as const), key, value: fc.integer({ min: 100, max: 199 }) }),
  fc.record({ op: fc.constant('json' as const) }),
  fc.record({ op: fc.constant('keys' as const) }),
);
const start = fc.dictionary(fc.constantFrom('engine', 'decision', ...KEYS), fc.integer({ min: 0, max: 9 }), { maxKeys: 4 });

/** Runs the operations with one lazyField, recording what a caller sees and how often each computation ran. */
function replay(define: typeof lazyField, init: Record<string, number>, ops: readonly Op[]): unknown[] {
  const obj: Record<string, unknown> = { ...init };
  const seen: unknown[] = [];
  const runs: number[] = [];
  for (const o of ops) {
    if (o.op === 'lazy') {
      const i = runs.push(0) - 1;
      // A fresh array per computation: a settled field keeps the one it got.
      define(obj, o.key, () => (runs[i]!++, [o.value, i]));
    } else if (o.op === 'read') {
      const a = obj[o.key];
      seen.push(['read', a, a === obj[o.key]]);
    } else if (o.op === 'assign') obj[o.key] = o.value;
    else if (o.op === 'json') seen.push(JSON.stringify(obj));
    else seen.push(Object.keys(obj), Object.getOwnPropertyNames(obj));
  }
  seen.push(JSON.stringify(obj), runs, Object.keys(obj).map((k) => Object.getOwnPropertyDescriptor(obj, k)!.get === undefined));
  return seen;
}

describe('lazyField (a computation kept on the object, one accessor per name)', () => {
  it('reads, assignments, keys and JSON are those of the accessor of closures per object', () => {
    fc.assert(
      fc.property(start, fc.array(op, { maxLength: 25 }), (init, ops) => {
        expect(replay(lazyField, init, ops)).toEqual(replay(plainLazyField, init, ops));
      }),
      { numRuns: 500 },
    );
  });

  it('a copy keeps its fields lazy and in place, and gives the values the original gives', () => {
    fc.assert(
      fc.property(start, fc.array(op, { maxLength: 12 }), fc.array(key, { maxLength: 6 }), fc.boolean(), (init, ops, reads, originalFirst) => {
        const obj: Record<string, unknown> = { ...init };
        const runs: number[] = [];
        for (const o of ops) {
          if (o.op === 'lazy') {
            const i = runs.push(0) - 1;
            lazyField(obj, o.key, () => (runs[i]!++, [o.value]));
          }
          else if (o.op === 'read') void obj[o.key];
          else if (o.op === 'assign') obj[o.key] = o.value;
        }
        const before = Object.keys(obj);
        const copy = copyKeepingLazy(obj);
        expect(Object.keys(copy)).toEqual(before);
        expect(runs.every((n) => n <= 1)).toBe(true);
        const order = originalFirst ? [obj, copy] : [copy, obj];
        for (const k of reads) for (const o of order) void o[k];
        expect(JSON.stringify(copy)).toBe(JSON.stringify(obj));
        expect(Object.keys(copy)).toEqual(before);
        // Each computation ran once at most: the copy reads through the original, which keeps what it computed.
        expect(runs.every((n) => n <= 1)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('normaliseTrace keeps lazy fields lazy, repairs them on read, and gives the JSON of the plain accessor', () => {
    const flag = { file: '--allowed-tools', line: 0, column: 0 };
    const real = { file: '/w/settings.json', line: 3, column: 1 };
    const source = fc.constantFrom(flag, real, null);
    fc.assert(
      fc.property(source, source, fc.subarray(['segments', 'risks', 'matches', 'warnings'] as const), fc.array(fc.constantFrom('segments', 'risks', 'matches', 'warnings', 'json'), { maxLength: 6 }), (decided, inside, lazyKeys, reads) => {
        const make = (define: typeof lazyField): Trace => {
          const t = {
            engine: 'x',
            call: { tool: 'Bash', input: { command: 'ls' } },
            decision: 'allow',
            decidedBy: { layer: 'rules', reason: 'r', source: decided },
            layers: [{ id: 'rules', order: 1, title: 'Rules', outcome: 'allow', reason: 'r', sources: decided ? [decided] : [] }],
            segments: [] as unknown[],
            risks: [] as unknown[],
            branches: [],
            matches: [] as unknown[],
            unknowns: [],
            warnings: [] as string[],
          } as unknown as Trace;
          for (const k of lazyKeys) {
            if (k === 'segments') define(t, 'segments', () => [{ text: 'ls', argv: ['ls'], operator: null, decision: 'allow', reason: 'r', source: inside }]);
            if (k === 'risks') define(t, 'risks', () => [{ kind: 'hidden-code', message: 'm', evades: inside ? [inside, real] : [] }] as Trace['risks']);
            if (k === 'matches') define(t, 'matches', () => [{ rule: 'r1', effect: 'decided', why: 'w' }] as Trace['matches']);
            if (k === 'warnings') define(t, 'warnings', () => ['w']);
          }
          return normaliseTrace(t);
        };
        const a = make(lazyField);
        const b = make(plainLazyField);
        expect(Object.keys(a)).toEqual(Object.keys(b));
        for (const r of reads) {
          if (r === 'json') expect(JSON.stringify(a)).toBe(JSON.stringify(b));
          else expect(JSON.stringify((a as unknown as Record<string, unknown>)[r])).toBe(JSON.stringify((b as unknown as Record<string, unknown>)[r]));
        }
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { numRuns: 400 },
    );
  });
});
