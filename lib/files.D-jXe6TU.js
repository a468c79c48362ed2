// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_errors = require("./errors.D_ZI7CKf.js");
let node_fs = require("node:fs");
let node_path = require("node:path");

// src/io/files.ts
/**
* The only code that touches the file system for configuration. Every read
* is bounded (size, binary content) so a hostile stack cannot make whale-perm
* hang, exhaust memory or print garbage.
*/
/**
* Opened without blocking: a FIFO (or a symlink to one) put where a config
* file belongs would otherwise block open() until some writer appears.
* Regular files ignore the flag. Windows has no such flag (0).
*/
const OPEN_FLAGS = node_fs.constants.O_RDONLY | (node_fs.constants.O_NONBLOCK ?? 0);
/** Larger than any real agent configuration; a file past this is refused, not read. */
const MAX_CONFIG_BYTES = 8388608;
/** At most this many entries of one directory are listed; the rest are not seen. */
const MAX_LIST_ENTRIES = 1e3;
/** Sorts by code unit (not locale) and keeps the first MAX_LIST_ENTRIES names. */
function boundedSortedNames(names) {
	return [...names].sort((a, b) => a < b ? -1 : a > b ? 1 : 0).slice(0, MAX_LIST_ENTRIES);
}
function decodeConfigBytes(path, bytes) {
	if (bytes.includes(0)) return {
		status: "error",
		path,
		message: "binary file (contains NUL bytes), not a configuration file"
	};
	let text;
	try {
		text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
	} catch {
		return {
			status: "error",
			path,
			message: "not valid UTF-8 text"
		};
	}
	if (text.charCodeAt(0) === 65279) text = text.slice(1);
	return {
		status: "ok",
		path,
		text
	};
}
function describe(err) {
	switch (err?.code) {
		case "EACCES":
		case "EPERM": return "permission denied";
		case "EISDIR": return "is a directory, expected a file";
		case "ELOOP": return "too many levels of symbolic links";
		case "ENOTDIR": return "a parent of this path is not a directory";
		default: return err?.message ?? String(err);
	}
}
/**
* A FIFO where a configuration file belongs is not a file the agent can skip:
* its own read (Rust's `fs::read_to_string`, Node's `readFileSync`) blocks
* until some writer appears, so the agent never starts. whale-perm cannot go
* on "as the agent would", and refuses it as a configuration error (exit 2)
* for every engine, whichever file it stands in for.
*/
const FIFO_MESSAGE = "not a regular file (a FIFO): the agent would block reading it, waiting for a writer, so whale-perm refuses it";
/** The type check shared by the path and the descriptor: a FIFO throws (see FIFO_MESSAGE); another non-file is an error the engine words. */
function typeProblem(path, st) {
	if (st.isDirectory()) return {
		status: "error",
		path,
		message: "is a directory, expected a file"
	};
	if (st.isFIFO()) throw new require_errors.ConfigError(path, 0, 0, FIFO_MESSAGE);
	if (!st.isFile()) return {
		status: "error",
		path,
		message: "not a regular file"
	};
}
const diskReader = {
	read(path) {
		try {
			const bad = typeProblem(path, (0, node_fs.statSync)(path));
			if (bad) return bad;
		} catch (err) {
			if (err instanceof require_errors.ConfigError) throw err;
			if (err.code === "ENOENT") return {
				status: "missing",
				path
			};
			return {
				status: "error",
				path,
				message: describe(err)
			};
		}
		let fd;
		try {
			fd = (0, node_fs.openSync)(path, OPEN_FLAGS);
		} catch (err) {
			if (err.code === "ENOENT") return {
				status: "missing",
				path
			};
			return {
				status: "error",
				path,
				message: describe(err)
			};
		}
		try {
			const st = (0, node_fs.fstatSync)(fd);
			const bad = typeProblem(path, st);
			if (bad) return bad;
			if (st.size > 8388608) return {
				status: "error",
				path,
				message: `file is ${st.size} bytes; configuration files over ${MAX_CONFIG_BYTES} bytes are refused`
			};
			const buf = Buffer.alloc(st.size);
			let off = 0;
			while (off < st.size) {
				const n = (0, node_fs.readSync)(fd, buf, off, st.size - off, off);
				if (n === 0) break;
				off += n;
			}
			return decodeConfigBytes(path, buf.subarray(0, off));
		} catch (err) {
			if (err instanceof require_errors.ConfigError) throw err;
			return {
				status: "error",
				path,
				message: describe(err)
			};
		} finally {
			(0, node_fs.closeSync)(fd);
		}
	},
	isDirectory(path) {
		try {
			return (0, node_fs.statSync)(path).isDirectory();
		} catch {
			return false;
		}
	},
	realpath(path) {
		return realpathOrUndefined(path);
	},
	list(dir) {
		let d;
		try {
			d = (0, node_fs.opendirSync)(dir);
		} catch {
			return;
		}
		const names = [];
		try {
			for (let e = d.readSync(); e !== null && names.length < 1e3; e = d.readSync()) names.push(e.name);
		} catch {
			return;
		} finally {
			d.closeSync();
		}
		return boundedSortedNames(names);
	}
};
/**
* realpathSync, undefined where it throws. A command names many files that do
* not exist (`grep x 123` in a long chain), and realpathSync builds an Error,
* stack trace included, for each. One lstat that does not throw for a missing
* entry answers first: when it finds no entry, some part of the path does not
* exist, and realpath would fail too. Only for a path already in normal form:
* realpathSync resolves `a/missing/..` textually to `a`, where lstat fails.
*/
function realpathOrUndefined(path) {
	try {
		if ((0, node_path.resolve)(path) === path && (0, node_fs.lstatSync)(path, { throwIfNoEntry: false }) === void 0) return void 0;
	} catch {}
	try {
		return (0, node_fs.realpathSync)(path);
	} catch {
		return;
	}
}

Object.defineProperty(exports, "MAX_CONFIG_BYTES", {
  enumerable: true,
  get: function () {
    return MAX_CONFIG_BYTES;
  }
});
Object.defineProperty(exports, "MAX_LIST_ENTRIES", {
  enumerable: true,
  get: function () {
    return MAX_LIST_ENTRIES;
  }
});
Object.defineProperty(exports, "boundedSortedNames", {
  enumerable: true,
  get: function () {
    return boundedSortedNames;
  }
});
Object.defineProperty(exports, "decodeConfigBytes", {
  enumerable: true,
  get: function () {
    return decodeConfigBytes;
  }
});
Object.defineProperty(exports, "diskReader", {
  enumerable: true,
  get: function () {
    return diskReader;
  }
});