// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_did_you_mean = require("./did-you-mean.BlCGxs7u.js");

// src/config/values.ts
/**
* Reading typed values out of a located document while collecting problems
* at exact positions, instead of failing on the first one.
*/
var DocReader = class {
	doc;
	problems = [];
	constructor(doc) {
		this.doc = doc;
	}
	/** Where a key sits; falls back to the top of the file so a location always exists. */
	at(path) {
		return this.doc.locate(path) ?? this.doc.locate(path.slice(0, -1)) ?? {
			file: this.doc.file,
			line: 1,
			column: 1
		};
	}
	valueAt(path) {
		return this.doc.locateValue(path) ?? this.at(path);
	}
	get(path) {
		let v = this.doc.value;
		for (const k of path) {
			if (v === null || typeof v !== "object") return void 0;
			v = v[k];
		}
		return v;
	}
	wrong(path, expected, v) {
		this.problems.push({
			kind: "wrong-type",
			loc: this.valueAt(path),
			message: `${describePath(path)} must be ${expected}, not ${typeName(v)}`
		});
	}
	string(path) {
		const v = this.get(path);
		if (v === void 0) return void 0;
		if (typeof v !== "string") return void this.wrong(path, "a string", v);
		return v;
	}
	boolean(path) {
		const v = this.get(path);
		if (v === void 0) return void 0;
		if (typeof v !== "boolean") return void this.wrong(path, "true or false", v);
		return v;
	}
	integer(path) {
		const v = this.get(path);
		if (v === void 0) return void 0;
		if (typeof v === "bigint") return Number(v);
		if (typeof v !== "number" || !Number.isInteger(v)) return void this.wrong(path, "an integer", v);
		return v;
	}
	table(path) {
		const v = this.get(path);
		if (v === void 0) return void 0;
		if (!isTable(v)) return void this.wrong(path, "a table", v);
		return v;
	}
	array(path) {
		const v = this.get(path);
		if (v === void 0) return void 0;
		if (!Array.isArray(v)) return void this.wrong(path, "an array", v);
		return v;
	}
	stringArray(path) {
		const arr = this.array(path);
		if (!arr) return void 0;
		const out = [];
		arr.forEach((x, i) => {
			if (typeof x === "string") out.push(x);
			else this.wrong([...path, i], "a string", x);
		});
		return out;
	}
	oneOf(path, allowed, normalize = (s) => s) {
		const v = this.string(path);
		if (v === void 0) return void 0;
		const n = normalize(v);
		if (!allowed.includes(n)) {
			this.problems.push({
				kind: "unknown-value",
				loc: this.valueAt(path),
				message: `${describePath(path)} = ${JSON.stringify(v)} is not one of ${allowed.join(", ")}`
			});
			return;
		}
		return n;
	}
	/** Reports keys of the table at `path` that are not in `known`. */
	unknownKeys(path, known) {
		const t = this.get(path);
		if (!isTable(t)) return [];
		const extra = Object.keys(t).filter((k) => !known.includes(k));
		for (const k of extra) this.problems.push({
			kind: "unknown-key",
			loc: this.at([...path, k]),
			message: `unknown key ${JSON.stringify(k)} in ${describePath(path) || "the top level"}; expected one of ${known.join(", ")}${require_did_you_mean.didYouMean(k, known)}`
		});
		return extra;
	}
};
function isTable(v) {
	return v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date) && typeof v.toISOString !== "function";
}
function typeName(v) {
	if (Array.isArray(v)) return "an array";
	if (v === null) return "null";
	if (isTable(v)) return "a table";
	if (typeof v === "bigint" || typeof v === "number") return `a number (${String(v)})`;
	if (typeof v === "string") return `a string (${JSON.stringify(v)})`;
	if (typeof v === "boolean") return `a boolean (${v})`;
	return typeof v;
}
function describePath(path) {
	let s = "";
	for (const k of path) s += typeof k === "number" ? `[${k}]` : s ? `.${k}` : k;
	return s;
}

Object.defineProperty(exports, "DocReader", {
  enumerable: true,
  get: function () {
    return DocReader;
  }
});
Object.defineProperty(exports, "describePath", {
  enumerable: true,
  get: function () {
    return describePath;
  }
});
Object.defineProperty(exports, "isTable", {
  enumerable: true,
  get: function () {
    return isTable;
  }
});
Object.defineProperty(exports, "typeName", {
  enumerable: true,
  get: function () {
    return typeName;
  }
});