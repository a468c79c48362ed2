/**
 * Memoising a reading that depends on a text alone (a command, a rule's
 * pattern), for every engine.
 * Several layers (and the trace's matches and risks) read the same command
 * the same way; a chain of 100,000 segments must be read once, not once
 * per question. Short texts share a bounded map; the last long text is kept
 * on its own, so a long chain's own segments never push it out. The map is
 * small by default (what one call asks twice); a reading that the segments'
 * own evaluations ask again after the whole chain's pass keeps more.
 *
 * Two shortcuts in front of the map, neither changing what it holds nor
 * when `read` runs: the last short text answered (a quarter of a batch's
 * questions repeat the one just asked, and comparing two strings is cheaper
 * than hashing a new one and finding it in a large map), and a marker stored
 * for an `undefined` answer, so that a miss is told by one lookup instead of
 * a second `has`. The last text is always in the map with that answer (the
 * map only grows until it is cleared, and clearing forgets it too).
 */
const LONG = 1024;

/** Stands in the map for an answer that is `undefined`. */
const NONE: unique symbol = Symbol('none');

export function byText<T>(read: (text: string) => T, limit = 1024): (text: string) => T {
  const short = new Map<string, T | typeof NONE>();
  let longText: string | undefined;
  let longValue: T | undefined;
  let lastText: string | undefined;
  let lastValue: T | undefined;
  return (text: string): T => {
    if (text.length > LONG) {
      if (longText !== text) {
        longValue = read(text);
        longText = text;
      }
      return longValue as T;
    }
    if (text === lastText) return lastValue as T;
    const found = short.get(text);
    let v: T;
    if (found === undefined) {
      if (short.size >= limit) {
        short.clear();
        lastText = undefined;
      }
      v = read(text);
      short.set(text, v === undefined ? NONE : v);
    } else v = found === NONE ? (undefined as T) : found;
    lastText = text;
    lastValue = v;
    return v;
  };
}

/** The same per object (a stack): one text memo each, dropped with the object. */
export function byObjectAndText<O extends object, T>(read: (o: O, text: string) => T, limit = 1024): (o: O, text: string) => T {
  const memos = new WeakMap<O, (text: string) => T>();
  return (o: O, text: string): T => {
    let m = memos.get(o);
    if (m === undefined) memos.set(o, (m = byText((t) => read(o, t), limit)));
    return m(text);
  };
}
