/**
 * A trace field computed the first time it is read (and kept): callers that
 * read decisions alone (diff's probes, lint's witnesses) do not pay for the
 * risks or the rule matches of a large stack. Still a plain enumerable
 * field for JSON and for assignment.
 */
export function lazyField<T extends object, K extends keyof T>(obj: T, key: K, compute: () => T[K]): void {
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
