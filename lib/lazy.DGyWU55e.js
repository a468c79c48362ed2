// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/core/lazy.ts
/** The computations of an object's lazy fields not yet read, by key. */
const PENDING = Symbol("lazy fields");
const accessors = /* @__PURE__ */ new Map();
function settle(obj, key, value) {
	Object.defineProperty(obj, key, {
		value,
		writable: true,
		enumerable: true,
		configurable: true
	});
}
/**
* The object the field waits on: `self`, or the one it inherits the field
* from (a read settles it there, as the field's own closure did). A copy of
* the accessors (Object.defineProperties) carries the symbol along and
* settles on itself.
*/
function ownerOf(self, key) {
	for (let o = self; o !== null; o = Object.getPrototypeOf(o)) {
		const compute = Object.prototype.hasOwnProperty.call(o, PENDING) ? o[PENDING][key] : void 0;
		if (compute !== void 0) return {
			owner: o,
			compute
		};
	}
	throw new TypeError(`lazy field ${String(key)} used on an object it was not defined on`);
}
function accessorFor(key) {
	let a = accessors.get(key);
	if (a !== void 0) return a;
	a = {
		get() {
			const { owner, compute } = ownerOf(this, key);
			const value = compute();
			settle(owner, key, value);
			owner[PENDING][key] = void 0;
			return value;
		},
		set(value) {
			const { owner } = ownerOf(this, key);
			settle(owner, key, value);
			owner[PENDING][key] = void 0;
		}
	};
	accessors.set(key, a);
	return a;
}
function lazyField(obj, key, compute) {
	let pending = Object.prototype.hasOwnProperty.call(obj, PENDING) ? obj[PENDING] : void 0;
	if (pending === void 0) {
		pending = {};
		Object.defineProperty(obj, PENDING, {
			value: pending,
			writable: false,
			enumerable: false,
			configurable: true
		});
	}
	pending[key] = compute;
	const a = accessorFor(key);
	Object.defineProperty(obj, key, {
		enumerable: true,
		configurable: true,
		get: a.get,
		set: a.set
	});
}
/**
* The computation behind `obj[key]` when it is a lazy field not yet read,
* else undefined: for a caller that replaces the field with another lazy
* field on the same object (reading it through the getter would then find
* the replacement).
*/
function pendingCompute(obj, key) {
	if (!isLazyField(key, Object.getOwnPropertyDescriptor(obj, key)) || !Object.prototype.hasOwnProperty.call(obj, PENDING)) return void 0;
	return obj[PENDING][key];
}
/** Whether the property is a lazy field of this module (its getter is the one shared by the name). */
function isLazyField(key, d) {
	return d?.get !== void 0 && d.get === accessors.get(key)?.get;
}
/**
* A copy that keeps every field in its place (spreading would read the lazy
* ones): a lazy field stays lazy on the copy, computed through the original
* (which settles too) the first time the copy's is read.
*/
function copyKeepingLazy(src) {
	const ds = Object.getOwnPropertyDescriptors(src);
	delete ds[PENDING];
	const out = Object.defineProperties({}, ds);
	for (const key of Reflect.ownKeys(ds)) if (isLazyField(key, ds[key])) lazyField(out, key, () => src[key]);
	return out;
}

Object.defineProperty(exports, "copyKeepingLazy", {
  enumerable: true,
  get: function () {
    return copyKeepingLazy;
  }
});
Object.defineProperty(exports, "isLazyField", {
  enumerable: true,
  get: function () {
    return isLazyField;
  }
});
Object.defineProperty(exports, "lazyField", {
  enumerable: true,
  get: function () {
    return lazyField;
  }
});
Object.defineProperty(exports, "pendingCompute", {
  enumerable: true,
  get: function () {
    return pendingCompute;
  }
});