// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_errors = require("./errors.D_ZI7CKf.js");
const require_located = require("./located.udaw6CPf.js");

// src/config/read-doc.ts
function readDoc(reader, path, format) {
	return docOf(reader.read(path), path, format);
}
/** `readDoc` of a file already read (for a caller that looks at the text first). */
function docOf(f, path, format) {
	if (f.status === "missing") return {
		status: "missing",
		path
	};
	if (f.status === "error") return {
		status: "error",
		path,
		loc: {
			file: path,
			line: 0,
			column: 0
		},
		message: f.message,
		syntax: false
	};
	try {
		return {
			status: "ok",
			doc: format === "toml" ? require_located.parseTomlLocated(f.text, path) : require_located.parseJsonLocated(f.text, path)
		};
	} catch (err) {
		if (err instanceof require_errors.ConfigError) return {
			status: "error",
			path,
			loc: {
				file: path,
				line: err.line,
				column: err.column
			},
			message: err.message,
			syntax: true
		};
		return {
			status: "error",
			path,
			loc: {
				file: path,
				line: 0,
				column: 0
			},
			message: err.message,
			syntax: true
		};
	}
}

// src/core/memo.ts
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
const NONE = Symbol("none");
function byText(read, limit = 1024) {
	const short = /* @__PURE__ */ new Map();
	let longText;
	let longValue;
	let lastText;
	let lastValue;
	return (text) => {
		if (text.length > LONG) {
			if (longText !== text) {
				longValue = read(text);
				longText = text;
			}
			return longValue;
		}
		if (text === lastText) return lastValue;
		const found = short.get(text);
		let v;
		if (found === void 0) {
			if (short.size >= limit) {
				short.clear();
				lastText = void 0;
			}
			v = read(text);
			short.set(text, v === void 0 ? NONE : v);
		} else v = found === NONE ? void 0 : found;
		lastText = text;
		lastValue = v;
		return v;
	};
}
/** The same per object (a stack): one text memo each, dropped with the object. */
function byObjectAndText(read, limit = 1024) {
	const memos = /* @__PURE__ */ new WeakMap();
	return (o, text) => {
		let m = memos.get(o);
		if (m === void 0) memos.set(o, m = byText((t) => read(o, t), limit));
		return m(text);
	};
}

Object.defineProperty(exports, "byObjectAndText", {
  enumerable: true,
  get: function () {
    return byObjectAndText;
  }
});
Object.defineProperty(exports, "byText", {
  enumerable: true,
  get: function () {
    return byText;
  }
});
Object.defineProperty(exports, "docOf", {
  enumerable: true,
  get: function () {
    return docOf;
  }
});
Object.defineProperty(exports, "readDoc", {
  enumerable: true,
  get: function () {
    return readDoc;
  }
});