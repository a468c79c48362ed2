// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/core/lazy.ts
/**
* A trace field computed the first time it is read (and kept), for every
* engine: callers that read decisions alone (diff's probes, lint's
* witnesses) do not pay for the risks, rule matches or per-segment verdicts
* of a large stack. The key keeps its place (JSON order); on first read or
* assignment it becomes a plain enumerable, writable field again.
* core/trace.ts keeps such a field lazy when it repairs a trace.
*/
function lazyField(obj, key, compute) {
	const settle = (value) => Object.defineProperty(obj, key, {
		value,
		writable: true,
		enumerable: true,
		configurable: true
	});
	Object.defineProperty(obj, key, {
		enumerable: true,
		configurable: true,
		get() {
			const value = compute();
			settle(value);
			return value;
		},
		set(value) {
			settle(value);
		}
	});
}

Object.defineProperty(exports, "lazyField", {
  enumerable: true,
  get: function () {
    return lazyField;
  }
});