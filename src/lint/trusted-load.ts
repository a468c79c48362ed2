/**
 * The stack lint judges and its trusted twin (LintInput.trustedStack), loaded
 * as few times as the engine allows. A run that is not trusted also judges
 * the rules as they apply once the workspace is trusted, which meant loading
 * the stack a second time with `trusted: true`. A loader is a function of its
 * options (StackOptions: everything the engine may look at comes in there):
 * one that never looks at `trusted` while it loads cannot give another stack
 * when only `trusted` changes, so that stack is its own trusted twin. Whether
 * it looked is observed, not declared: the options are handed over behind a
 * proxy that notes any read of `trusted` (a property read, `in`) and any
 * listing of the keys (a spread or a copy could read it out of sight).
 */
import type { Engine, StackOptions } from '../engines/types.js';

export function loadWithTrustedTwin<S>(engine: Pick<Engine<S>, 'loadStack'>, opts: StackOptions): { stack: S; trustedStack?: S } {
  if (opts.trusted === true) return { stack: engine.loadStack(opts) };
  let looked = false;
  const note = (key: string | symbol): void => {
    if (key === 'trusted') looked = true;
  };
  const watched = new Proxy(opts, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    // Listing the keys (a spread, Object.keys, JSON) counts as looking: a copy read later is out of sight.
    ownKeys(target) {
      looked = true;
      return Reflect.ownKeys(target);
    },
  });
  const stack = engine.loadStack(watched);
  return { stack, trustedStack: looked ? engine.loadStack({ ...opts, trusted: true }) : stack };
}
