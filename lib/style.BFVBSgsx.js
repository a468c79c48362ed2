// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

let node_path = require("node:path");

// src/report/paths.ts
/** How file locations are shown to a person: relative to where they stand. */
/**
* Relative to the current directory when inside it, else `~/…` under the
* user's home when one is given (text for a person only: machine formats pass
* none, so no `~` reaches a tool), else absolute. Never shortened.
*/
function displayPath(file, cwd, home) {
	if (!(0, node_path.isAbsolute)(file)) return file;
	const rel = (0, node_path.relative)(cwd, file);
	if (rel !== "" && !rel.startsWith("..") && !(0, node_path.isAbsolute)(rel)) return rel;
	if (home === void 0 || home === "" || home === "/") return file;
	const h = (0, node_path.relative)(home, file);
	if (h !== "" && !h.startsWith("..") && !(0, node_path.isAbsolute)(h)) return `~/${h}`;
	return file;
}
/**
* displayPath for one report: the same answers, each file worked out once (a
* 10,000-rule lint names one file 10,000 times, and `relative` is not free).
*/
function displayPaths(cwd, home) {
	const seen = /* @__PURE__ */ new Map();
	return (file) => {
		let d = seen.get(file);
		if (d === void 0) seen.set(file, d = displayPath(file, cwd, home));
		return d;
	};
}
function displayLoc(loc, cwd, home) {
	if (!loc) return "";
	const p = displayPath(loc.file, cwd, home);
	return loc.line > 0 ? `${p}:${loc.line}:${loc.column}` : p;
}

// src/report/style.ts
function code(on, open, close) {
	return on ? (t) => t === "" ? t : `\u001b[${open}m${t}\u001b[${close}m` : (t) => t;
}
function colour(on, open) {
	const p = code(on, open, 39);
	const b = code(on, 1, 22);
	p.bold = (t) => p(b(t));
	return p;
}
function makeChalk(color) {
	return {
		bold: code(color, 1, 22),
		dim: code(color, 2, 22),
		underline: code(color, 4, 24),
		red: colour(color, 31),
		green: colour(color, 32),
		yellow: colour(color, 33),
		blue: code(color, 34, 39),
		cyan: code(color, 36, 39),
		magenta: code(color, 35, 39)
	};
}
function paintOutcome(c, o, label = o) {
	switch (o) {
		case "allow": return c.green(label);
		case "ask": return c.yellow(label);
		case "deny": return c.red.bold(label);
		default: return c.dim(label);
	}
}
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/**
* Text that came from a configuration or a command, made safe to print: an
* ESC (or any other control character) is shown as `\x1b`, never sent raw,
* so a config string cannot clear the screen or forge output. Newlines and
* tabs stay (`multiline: false` shows a newline as `\n`).
*/
function printable(text, multiline = true) {
	const s = text.replace(UNSAFE, (ch) => {
		const n = ch.charCodeAt(0);
		return n <= 255 ? `\\x${n.toString(16).padStart(2, "0")}` : `\\u${n.toString(16).padStart(4, "0")}`;
	});
	return multiline ? s : s.replace(/\r?\n/g, "\\n").replace(/\t/g, "\\t");
}

Object.defineProperty(exports, "displayLoc", {
  enumerable: true,
  get: function () {
    return displayLoc;
  }
});
Object.defineProperty(exports, "displayPath", {
  enumerable: true,
  get: function () {
    return displayPath;
  }
});
Object.defineProperty(exports, "displayPaths", {
  enumerable: true,
  get: function () {
    return displayPaths;
  }
});
Object.defineProperty(exports, "makeChalk", {
  enumerable: true,
  get: function () {
    return makeChalk;
  }
});
Object.defineProperty(exports, "paintOutcome", {
  enumerable: true,
  get: function () {
    return paintOutcome;
  }
});
Object.defineProperty(exports, "printable", {
  enumerable: true,
  get: function () {
    return printable;
  }
});