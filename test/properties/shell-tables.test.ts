/**
 * The payload handlers and the wrappers are looked up in maps built from
 * their tables (payloads.ts HANDLER_TABLE, wrappers.ts WRAPPER_TABLE), no
 * longer by own-key reads of the objects. Over generated program names —
 * the tables' own names, their versioned and path spellings, names that are
 * keys of Object.prototype, and arbitrary words — a name runs payloads, or
 * is peeled as a wrapper, exactly when the object had it as an own key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { peelWrappers, runsPayloads, WRAPPERS } from '../../src/shell/index.js';

const PROTO = Object.getOwnPropertyNames(Object.prototype);
const HANDLED = ['sh', 'bash', 'eval', 'ssh', 'find', 'git', 'sed', 'gsed', 'python3', 'node', 'nodejs', 'awk', '.', 'source', 'watch', 'sudo'];
const GNU: Record<string, string> = { gtimeout: 'timeout', gnice: 'nice', gnohup: 'nohup', gstdbuf: 'stdbuf', gchroot: 'chroot', genv: 'env', gtime: 'time' };
const name = fc.oneof(
  fc.constantFrom(...PROTO, ...HANDLED, ...Object.keys(WRAPPERS), ...Object.keys(GNU), 'ls', 'rm', 'python3.12', '/usr/bin/env', 'SUDO'),
  fc.stringMatching(/^[a-z_.]{1,12}$/),
);

describe('handler and wrapper tables as maps', () => {
  it('a name of Object.prototype is neither a payload runner nor a wrapper', () => {
    for (const p of PROTO) {
      expect(runsPayloads(p)).toBe(false);
      expect(peelWrappers([p, 'rm', 'x']).argv).toEqual([p, 'rm', 'x']);
    }
  });
  it('wrappers are peeled only for own keys of WRAPPERS (and the g-prefixed aliases)', () => {
    fc.assert(
      fc.property(name, (n) => {
        const key = n.slice(n.lastIndexOf('/') + 1).toLowerCase();
        const spec = Object.hasOwn(GNU, key) ? GNU[key]! : key;
        const own = Object.hasOwn(WRAPPERS, spec);
        const peeled = peelWrappers([n, 'rm', 'x']);
        // A name that is no own key is the command itself (an own key is peeled when its options allow).
        if (!own) expect(peeled.wrappers).toEqual([]);
        if (['sudo', 'nice', 'nohup', 'env', 'gnice', 'genv'].includes(key)) expect(peeled.argv).toEqual(['rm', 'x']);
      }),
      { numRuns: 400 },
    );
  });
  it('the known handlers run payloads, arbitrary other words do not', () => {
    for (const h of HANDLED) expect(runsPayloads(h)).toBe(true);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}$/), (n) => {
        fc.pre(!HANDLED.includes(n));
        // A path before the name changes nothing (the basename is looked up).
        expect(runsPayloads(n)).toBe(runsPayloads(`/opt/bin/${n}`));
      }),
      { numRuns: 200 },
    );
  });
});
