// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

let node_module = require("node:module");
let node_fs = require("node:fs");
let node_os = require("node:os");

// src/cli/output.ts
/**
* What the CLI takes from the process and where it writes, as inputs:
* `run(argv, io)` reads no `process.env`, `process.cwd()` or terminal state
* of its own, so a test (or a program embedding whale-perm) decides them.
* Only bin/whale-perm.js hands over the real process (`processIO`).
*/
function cliFrom(io = {}) {
	const env = io.env ?? {};
	return {
		out: io.out ?? ((t) => void process.stdout.write(t)),
		err: io.err ?? ((t) => void process.stderr.write(t)),
		isTTY: io.isTTY ?? false,
		env,
		cwd: io.cwd ?? process.cwd(),
		home: "home" in io ? io.home : env.HOME || env.USERPROFILE || void 0,
		get stdin() {
			return io.stdin;
		},
		columns: io.columns,
		drain: io.drain ?? (() => Promise.resolve())
	};
}
/**
* What fd 1 is. Only a character device can be a terminal, and only then is
* node:tty asked (requiring it loads node:net and the stream classes, the
* very cost writing to fd 1 avoids). 'stream': fd 1 could not be examined,
* so process.stdout decides, as before.
*/
function stdoutKind() {
	try {
		if (!(0, node_fs.fstatSync)(1).isCharacterDevice()) return "other";
	} catch {
		return "stream";
	}
	const { isatty } = (0, node_module.createRequire)(new URL("../dist/cli/output.js", require("url").pathToFileURL(__filename).href).href)("node:tty");
	return isatty(1) ? "tty" : "other";
}
/** The real process: its environment, directory, home, terminal and standard streams. */
function processIO() {
	const kind = stdoutKind();
	const tty = kind === "tty";
	let stream = kind !== "other";
	let listening = false;
	const stdout = () => {
		if (!listening) {
			listening = true;
			process.stdout.on("error", (err) => {
				if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
				throw err;
			});
		}
		return process.stdout;
	};
	const out = (t) => {
		if (stream) {
			stdout().write(t);
			return;
		}
		const bytes = Buffer.from(t, "utf8");
		let done = 0;
		try {
			while (done < bytes.length) done += (0, node_fs.writeSync)(1, bytes, done);
		} catch (err) {
			const code = err.code;
			if (code === "EPIPE") process.exit(process.exitCode ?? 0);
			if (code !== "EAGAIN") throw err;
			stream = true;
			stdout().write(bytes.subarray(done));
		}
	};
	return {
		out,
		err: (t) => void process.stderr.write(t),
		isTTY: tty,
		env: process.env,
		cwd: process.cwd(),
		home: (0, node_os.homedir)(),
		get stdin() {
			return process.stdin;
		},
		columns: tty ? process.stdout.columns : void 0,
		drain: () => new Promise((resolve) => {
			if (stream && process.stdout.writableNeedDrain) process.stdout.once("drain", () => resolve());
			else resolve();
		})
	};
}
/** Colour on for a terminal, off for NO_COLOR, pipes and --no-color; FORCE_COLOR forces it. */
function wantsColor(flag, isTTY, env) {
	if (flag !== void 0) return flag;
	if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
	if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "0") return true;
	return isTTY;
}
/** The width text output fits in: the terminal's, else COLUMNS (when piped), else 100. */
function textWidth(cli) {
	if (cli.columns !== void 0 && cli.columns > 0) return cli.columns;
	const env = Number.parseInt(cli.env.COLUMNS ?? "", 10);
	return Number.isFinite(env) && env > 0 ? env : 100;
}

Object.defineProperty(exports, "cliFrom", {
  enumerable: true,
  get: function () {
    return cliFrom;
  }
});
Object.defineProperty(exports, "processIO", {
  enumerable: true,
  get: function () {
    return processIO;
  }
});
Object.defineProperty(exports, "textWidth", {
  enumerable: true,
  get: function () {
    return textWidth;
  }
});
Object.defineProperty(exports, "wantsColor", {
  enumerable: true,
  get: function () {
    return wantsColor;
  }
});