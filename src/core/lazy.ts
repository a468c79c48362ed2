/**
 * A trace field computed the first time it is read (and kept), for every
 * engine: callers that read decisions alone (diff's probes, lint's
 * witnesses) do not pay for the risks, rule matches or per-segment verdicts
 * of a large stack. The key keeps its place (JSON order); on first read or
 * assignment it becomes a plain enumerable, writable field again.
 * core/trace.ts keeps such a field lazy when it repairs a trace.
 *
 * Every lazy field of one name shares one getter and one setter, and the
 * computation waits on the object itself, under a symbol that is not
 * enumerable (JSON, Object.keys, spreads and equality checks do not see it).
 * An accessor made of fresh closures per object gave every trace its own
 * hidden class, which V8 keeps in the old generation; and a computation kept
 * in a long-lived WeakMap keyed by its trace (it captures the trace) is an
 * old-to-young reference too. Either way the computation, and through it the
 * whole evaluation it captures, survived every young-generation GC until the
 * next full one: a 10,000-rule diff promoted hundreds of megabytes. Kept on
 * the trace, it dies with the trace.
 */
type Compute = () => unknown;

/** The computations of an object's lazy fields not yet read, by key. */
const PENDING = Symbol('lazy fields');
type Pending = Record<PropertyKey, Compute | undefined>;

interface Accessor {
  get(this: object): unknown;
  set(this: object, value: unknown): void;
}

const accessors = new Map<PropertyKey, Accessor>();

function settle(obj: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * The object the field waits on: `self`, or the one it inherits the field
 * from (a read settles it there, as the field's own closure did). A copy of
 * the accessors (Object.defineProperties) carries the symbol along and
 * settles on itself.
 */
function ownerOf(self: object, key: PropertyKey): { owner: object; compute: Compute } {
  for (let o: object | null = self; o !== null; o = Object.getPrototypeOf(o) as object | null) {
    const compute = Object.prototype.hasOwnProperty.call(o, PENDING) ? (o as { [PENDING]: Pending })[PENDING][key] : undefined;
    if (compute !== undefined) return { owner: o, compute };
  }
  throw new TypeError(`lazy field ${String(key)} used on an object it was not defined on`);
}

function accessorFor(key: PropertyKey): Accessor {
  let a = accessors.get(key);
  if (a !== undefined) return a;
  a = {
    get(this: object): unknown {
      const { owner, compute } = ownerOf(this, key);
      const value = compute();
      settle(owner, key, value);
      (owner as { [PENDING]: Pending })[PENDING][key] = undefined;
      return value;
    },
    set(this: object, value: unknown): void {
      const { owner } = ownerOf(this, key);
      settle(owner, key, value);
      (owner as { [PENDING]: Pending })[PENDING][key] = undefined;
    },
  };
  accessors.set(key, a);
  return a;
}

export function lazyField<T extends object, K extends keyof T>(obj: T, key: K, compute: () => T[K]): void {
  let pending = Object.prototype.hasOwnProperty.call(obj, PENDING) ? (obj as { [PENDING]: Pending })[PENDING] : undefined;
  if (pending === undefined) {
    pending = {};
    Object.defineProperty(obj, PENDING, { value: pending, writable: false, enumerable: false, configurable: true });
  }
  pending[key] = compute;
  const a = accessorFor(key);
  Object.defineProperty(obj, key, { enumerable: true, configurable: true, get: a.get, set: a.set });
}

/**
 * The computation behind `obj[key]` when it is a lazy field not yet read,
 * else undefined: for a caller that replaces the field with another lazy
 * field on the same object (reading it through the getter would then find
 * the replacement).
 */
export function pendingCompute(obj: object, key: PropertyKey): Compute | undefined {
  if (!isLazyField(key, Object.getOwnPropertyDescriptor(obj, key)) || !Object.prototype.hasOwnProperty.call(obj, PENDING)) return undefined;
  return (obj as { [PENDING]: Pending })[PENDING][key];
}

/** Whether the property is a lazy field of this module (its getter is the one shared by the name). */
export function isLazyField(key: PropertyKey, d: PropertyDescriptor | undefined): boolean {
  return d?.get !== undefined && d.get === accessors.get(key)?.get;
}

/**
 * A copy that keeps every field in its place (spreading would read the lazy
 * ones): a lazy field stays lazy on the copy, computed through the original
 * (which settles too) the first time the copy's is read.
 */
export function copyKeepingLazy<T extends object>(src: T): T {
  const ds = Object.getOwnPropertyDescriptors(src) as Record<PropertyKey, PropertyDescriptor>;
  delete ds[PENDING];
  const out = Object.defineProperties({}, ds) as T;
  // Read through the original's property, not its getter: the original may have settled in the meantime.
  for (const key of Reflect.ownKeys(ds)) if (isLazyField(key, ds[key])) lazyField(out as Record<PropertyKey, unknown>, key, () => (src as Record<PropertyKey, unknown>)[key]);
  return out;
}
