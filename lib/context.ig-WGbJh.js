// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_files = require("./files.D-jXe6TU.js");
const require_registry = require("./registry.BA3cSuj5.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_errors = require("./errors.D_ZI7CKf.js");
let node_path = require("node:path");

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
function stackOptions(args, world, reader = require_files.diskReader) {
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
	const exists = (path) => require_files.diskReader.isDirectory(path) || require_files.diskReader.read(path).status !== "missing";
	const present = (f) => f.status === "read" || f.status === "error" || (f.status === "not-read" || f.status === "ignored") && exists(f.path);
	if (files.some(present)) return;
	const looked = [...new Set(files.map((f) => f.path))];
	const where = looked.length > 0 ? `; looked at: ${looked.join(", ")}` : "";
	const hint = args.home === void 0 ? " (point --home at the agent's configuration directory)" : "";
	throw new require_usage_error.UsageError(`no ${engine.id} configuration file found${where}${hint}`);
}

Object.defineProperty(exports, "callFromArgs", {
  enumerable: true,
  get: function () {
    return callFromArgs;
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