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

Object.defineProperty(exports, "readDoc", {
  enumerable: true,
  get: function () {
    return readDoc;
  }
});