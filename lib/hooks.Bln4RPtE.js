// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

let execa = require("execa");

// src/io/hooks.ts
/**
* Runs a configured hook for real. Reached only through --run-hooks: a
* configuration must not be able to run code on the machine of someone who
* merely inspects it.
*/
const MAX_OUTPUT = 1048576;
const runHookProcess = (hook) => {
	try {
		const r = (0, execa.execaSync)(hook.command, {
			shell: true,
			cwd: hook.cwd,
			env: hook.env,
			extendEnv: true,
			input: hook.stdin ?? "",
			timeout: hook.timeoutMs,
			reject: false,
			maxBuffer: MAX_OUTPUT,
			stripFinalNewline: false
		});
		return {
			exitCode: r.exitCode ?? null,
			stdout: String(r.stdout ?? ""),
			stderr: String(r.stderr ?? ""),
			timedOut: Boolean(r.timedOut),
			...r.failed && r.exitCode === void 0 ? { error: r.shortMessage } : {}
		};
	} catch (err) {
		return {
			exitCode: null,
			stdout: "",
			stderr: "",
			timedOut: false,
			error: err.message
		};
	}
};

exports.runHookProcess = runHookProcess;