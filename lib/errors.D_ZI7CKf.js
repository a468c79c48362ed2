// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/config/errors.ts
/**
* A config file could not be read or parsed. `message` carries no location;
* `format()` / `toString()` prefix it with `file:line:column: `. `line` and
* `column` are 0 when only the file is known; the prefix is then `file: `.
*/
var ConfigError = class extends Error {
	file;
	line;
	column;
	name = "ConfigError";
	constructor(file, line, column, message, options) {
		super(message, options);
		this.file = file;
		this.line = line;
		this.column = column;
	}
	/** `file:line:column: message`, or `file: message` when the position is unknown. */
	format() {
		return formatLocated(this.file, this.line, this.column, this.message);
	}
	toString() {
		return this.format();
	}
	/** The position as a `SourceLoc`, or undefined when only the file is known. */
	get loc() {
		return this.line > 0 ? {
			file: this.file,
			line: this.line,
			column: Math.max(this.column, 1)
		} : void 0;
	}
};
/** `file:line:column: message`; drops the position parts that are 0/unknown. */
function formatLocated(file, line, column, message) {
	if (line > 0 && column > 0) return `${file}:${line}:${column}: ${message}`;
	if (line > 0) return `${file}:${line}: ${message}`;
	return `${file}: ${message}`;
}

Object.defineProperty(exports, "ConfigError", {
  enumerable: true,
  get: function () {
    return ConfigError;
  }
});
Object.defineProperty(exports, "formatLocated", {
  enumerable: true,
  get: function () {
    return formatLocated;
  }
});