/**
 * Memoising a reading that depends on a text alone (a command, a rule's
 * pattern), for every engine.
 * Several layers (and the trace's matches and risks) read the same command
 * the same way; a chain of 100,000 segments must be read once, not once
 * per question. Short texts share a bounded map; the last long text is kept
 * on its own, so a long chain's own segments never push it out. The map is
 * small by default (what one call asks twice); a reading that the segments'
 * own evaluations ask again after the whole chain's pass keeps more.
 */
const LONG = 1024;

export function byText<T>(read: (text: string) => T, limit = 1024): (text: string) => T {
  const short = new Map<string, T>();
  let longText: string | undefined;
  let longValue: T | undefined;
  return (text: string): T => {
    if (text.length > LONG) {
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

/** The same per object (a stack): one text memo each, dropped with the object. */
export function byObjectAndText<O extends object, T>(read: (o: O, text: string) => T, limit = 1024): (o: O, text: string) => T {
  const memos = new WeakMap<O, (text: string) => T>();
  return (o: O, text: string): T => {
    let m = memos.get(o);
    if (m === undefined) memos.set(o, (m = byText((t) => read(o, t), limit)));
    return m(text);
  };
}
