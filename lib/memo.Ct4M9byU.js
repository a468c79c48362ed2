// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_errors = require("./errors.D_ZI7CKf.js");
const require_located = require("./located.udaw6CPf.js");

// src/config/read-doc.ts
function readDoc(reader, path, format) {
	const f = reader.read(path);
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
*/
const LONG = 1024;
function byText(read, limit = 1024) {
	const short = /* @__PURE__ */ new Map();
	let longText;
	let longValue;
	return (text) => {
		if (text.length > LONG) {
			if (longText !== text) {
				longValue = read(text);
				longText = text;
			}
			return longValue;
		}
		let v = short.get(text);
		if (v === void 0 && !short.has(text)) {
			if (short.size >= limit) short.clear();
			short.set(text, v = read(text));
		}
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
Object.defineProperty(exports, "readDoc", {
  enumerable: true,
  get: function () {
    return readDoc;
  }
});