// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_errors = require("./errors.D_ZI7CKf.js");
const require_registry = require("./registry.tK_dtcq-.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
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
		try {
			return (0, node_fs.realpathSync)(path);
		} catch {
			return;
		}
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

// src/cli/context.ts
/** Turns parsed command-line options into the inputs of the pure core. */
/** Where a user home that is not known points: a path that cannot exist, so nothing is read from it. */
const NO_HOME = "/nonexistent-home";
async function engineFor(args) {
	return require_registry.loadEngine(args.engine);
}
/**
* A path option as the user meant it: a leading `~` (which the shell leaves
* alone in `--home=~/x` or in quotes) is the home directory; relative paths
* are taken from the working directory.
*/
function userPath(p, world) {
	if ((p === "~" || p.startsWith("~/")) && world.home !== void 0) return (0, node_path.resolve)(world.home, p.slice(2));
	return (0, node_path.resolve)(world.cwd, p);
}
/** A directory option: missing is a usage error naming the path; a file where a directory belongs is the engine's to word, except for --workspace. */
function directoryOption(option, given, world, reader) {
	if (given === void 0) return void 0;
	const path = userPath(given, world);
	if (reader.isDirectory(path)) return path;
	if (reader.read(path).status === "missing") throw new require_usage_error.UsageError(`${option} ${given}: no such directory${path !== given ? ` (${path})` : ""}`);
	if (option === "--workspace") throw new require_usage_error.UsageError(`${option} ${given}: not a directory`);
	return path;
}
function stackOptions(args, world, reader = diskReader) {
	if (args.trusted && args.untrusted) throw new require_usage_error.UsageError("--trusted and --untrusted contradict each other");
	const workspace = directoryOption("--workspace", args.workspace, world, reader) ?? world.cwd;
	return {
		home: directoryOption("--home", args.home, world, reader),
		userHome: world.home ?? NO_HOME,
		workspace,
		managedDir: args.managedDir === void 0 ? void 0 : userPath(args.managedDir, world),
		overrides: args.config ?? [],
		projectConfig: args.projectConfig !== false,
		trusted: args.trusted ? true : args.untrusted ? false : void 0,
		env: world.env,
		reader,
		settingsFiles: (args.settings ?? []).map((f) => userPath(f, world)),
		allowedTools: args.allowedTools ?? [],
		disallowedTools: args.disallowedTools ?? [],
		sessionRules: args.sessionRule ?? []
	};
}
const HOOK_VERDICTS = /* @__PURE__ */ new Set([
	"allow",
	"ask",
	"deny",
	"error"
]);
/**
* The evaluation options from the command line. Hooks run only with
* --run-hooks, and only then is the process runner (and execa) loaded.
*/
async function evalOptions(args) {
	const hookResults = {};
	for (const spec of args.hookResult ?? []) {
		const eq = spec.lastIndexOf("=");
		const name = spec.slice(0, eq);
		const verdict = spec.slice(eq + 1);
		if (eq <= 0 || !HOOK_VERDICTS.has(verdict)) throw new require_usage_error.UsageError(`--hook-result ${spec}: expected NAME=allow|ask|deny|error`);
		hookResults[name] = verdict;
	}
	const ctx = {};
	if (args.posture !== void 0) ctx.posture = args.posture;
	if (args.mode !== void 0) ctx.mode = args.mode;
	if (args.headless) ctx.headless = true;
	if (args.background) ctx.background = true;
	if (args.subagent) ctx.subagent = true;
	const pinned = {};
	if (args.guardian !== void 0) pinned.guardian = args.guardian;
	if (args.classifier !== void 0) pinned.classifier = args.classifier;
	const runHook = args.runHooks ? (await Promise.resolve().then(() => require("./hooks.Bln4RPtE.js"))).runHookProcess : void 0;
	return {
		...ctx,
		hookResults,
		...Object.keys(pinned).length > 0 ? { pinned } : {},
		...runHook ? { runHook } : {}
	};
}
/** Builds the call from --tool/--path/--input and the positional command words. */
function callFromArgs(engine, args, words) {
	let input = {};
	if (args.input !== void 0) {
		let parsed;
		try {
			parsed = JSON.parse(args.input);
		} catch (err) {
			throw new require_usage_error.UsageError(`--input: not valid JSON (${err.message})`);
		}
		if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new require_usage_error.UsageError("--input: expected a JSON object");
		input = parsed;
	}
	const command = words && words.length > 0 ? words.map(String).join(" ") : void 0;
	if (command !== void 0) input.command = command;
	if (args.path !== void 0) input.path = args.path;
	const tool = args.tool ?? engine.defaultTool;
	if (args.tool === void 0 && command === void 0 && args.input === void 0 && args.path === void 0) throw new require_usage_error.UsageError("explain needs a command (or --tool with --path/--input)");
	return {
		tool,
		input
	};
}
/**
* Loads the stack the way the agent starts: a problem that stops the agent
* stops us too, reported once with its location.
*/
function loadStackOrFail(engine, args, world) {
	const stack = engine.loadStack(stackOptions(args, world));
	const fatal = engine.problems(stack).find((p) => p.fatal);
	if (fatal) throw new require_errors.ConfigError(fatal.loc.file, fatal.loc.line, fatal.loc.column, fatal.message);
	requireSomeStackFile(engine, stack, args);
	return stack;
}
/**
* A run that found no configuration file at all is almost always pointed at
* the wrong place (a mistyped --home, the wrong directory): its answer would
* be the agent's bare defaults, presented as if they were the user's. Exit 2,
* naming every path that was looked at.
*/
function requireSomeStackFile(engine, stack, args) {
	const files = engine.describeStack(stack).files;
	const exists = (path) => diskReader.isDirectory(path) || diskReader.read(path).status !== "missing";
	const present = (f) => f.status === "read" || f.status === "error" || (f.status === "not-read" || f.status === "ignored") && exists(f.path);
	if (files.some(present)) return;
	const looked = [...new Set(files.map((f) => f.path))];
	const where = looked.length > 0 ? `; looked at: ${looked.join(", ")}` : "";
	const hint = args.home === void 0 ? " (point --home at the agent's configuration directory)" : "";
	throw new require_usage_error.UsageError(`no ${engine.id} configuration file found${where}${hint}`);
}

Object.defineProperty(exports, "MAX_CONFIG_BYTES", {
  enumerable: true,
  get: function () {
    return MAX_CONFIG_BYTES;
  }
});
Object.defineProperty(exports, "boundedSortedNames", {
  enumerable: true,
  get: function () {
    return boundedSortedNames;
  }
});
Object.defineProperty(exports, "callFromArgs", {
  enumerable: true,
  get: function () {
    return callFromArgs;
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
Object.defineProperty(exports, "engineFor", {
  enumerable: true,
  get: function () {
    return engineFor;
  }
});
Object.defineProperty(exports, "evalOptions", {
  enumerable: true,
  get: function () {
    return evalOptions;
  }
});
Object.defineProperty(exports, "loadStackOrFail", {
  enumerable: true,
  get: function () {
    return loadStackOrFail;
  }
});
Object.defineProperty(exports, "stackOptions", {
  enumerable: true,
  get: function () {
    return stackOptions;
  }
});