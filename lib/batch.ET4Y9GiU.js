// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_explain_json = require("./explain-json.pejTylAf.js");
const require_context = require("./context.ig-WGbJh.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
let node_fs = require("node:fs");
let node_path = require("node:path");
let node_readline = require("node:readline");

// src/cli/commands/batch.ts
/**
* `explain --batch FILE|-`: one JSON call per line in, one result per line
* out, in order, in one process, each written as its line is read. A bad
* line yields an error object and the run goes on; the stack is loaded once.
*/
const FIELDS = /* @__PURE__ */ new Set([
	"tool",
	"command",
	"path",
	"input",
	"posture",
	"mode",
	"headless",
	"background"
]);
function parseBatchLine(line, engine) {
	let v;
	try {
		v = JSON.parse(line);
	} catch (err) {
		return { error: `not valid JSON: ${err.message}` };
	}
	if (v === null || typeof v !== "object" || Array.isArray(v)) return { error: "expected a JSON object" };
	const o = v;
	const unknown = Object.keys(o).filter((k) => !FIELDS.has(k));
	if (unknown.length > 0) return { error: `unknown field(s): ${unknown.join(", ")}` };
	for (const k of [
		"tool",
		"command",
		"path",
		"posture",
		"mode"
	]) if (o[k] !== void 0 && typeof o[k] !== "string") return { error: `"${k}" must be a string` };
	for (const k of ["headless", "background"]) if (o[k] !== void 0 && typeof o[k] !== "boolean") return { error: `"${k}" must be true or false` };
	if (o.input !== void 0 && (o.input === null || typeof o.input !== "object" || Array.isArray(o.input))) return { error: "\"input\" must be an object" };
	const input = { ...o.input ?? {} };
	if (typeof o.command === "string") input.command = o.command;
	if (typeof o.path === "string") input.path = o.path;
	if (Object.keys(input).length === 0 && o.tool === void 0) return { error: "a call needs \"command\", \"path\", \"input\" or \"tool\"" };
	const ctx = {};
	if (typeof o.posture === "string") ctx.posture = o.posture;
	if (typeof o.mode === "string") ctx.mode = o.mode;
	if (o.headless === true) ctx.headless = true;
	if (o.background === true) ctx.background = true;
	return {
		call: {
			tool: typeof o.tool === "string" ? o.tool : engine.defaultTool,
			input
		},
		ctx
	};
}
/** Opens the batch input: a file, or standard input for `-` (yargs hands `--batch -` over as an empty string). */
async function openInput(batch, stdin, cwd) {
	if (batch === "-" || batch === "") {
		if (!stdin) throw new require_usage_error.UsageError("--batch -: no standard input was given");
		return stdin;
	}
	const file = (0, node_path.resolve)(cwd, batch);
	const fail = (why) => new require_usage_error.UsageError(`--batch ${batch}: ${why}`);
	try {
		if ((0, node_fs.statSync)(file).isDirectory()) throw fail("is a directory, expected a file");
	} catch (err) {
		if (err instanceof require_usage_error.UsageError) throw err;
		const code = err.code;
		throw fail(code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : err.message);
	}
	const src = (0, node_fs.createReadStream)(file);
	await new Promise((resolve, reject) => {
		src.once("open", () => resolve());
		src.once("error", (err) => reject(fail(err.code === "ENOENT" ? "no such file" : err.message)));
	});
	return src;
}
async function runBatch(engine, args, out, stdin = out.stdin) {
	const base = await require_context.evalOptions(args);
	const stack = require_context.loadStackOrFail(engine, args, out);
	const src = await openInput(args.batch ?? "-", stdin, out.cwd);
	const rl = (0, node_readline.createInterface)({
		input: src,
		crlfDelay: Infinity
	});
	let n = 0;
	for await (const raw of rl) {
		n++;
		const line = n === 1 && raw.charCodeAt(0) === 65279 ? raw.slice(1) : raw;
		out.out(`${JSON.stringify(answer(engine, stack, base, line, n))}\n`);
		await out.drain();
	}
	return 0;
}
function answer(engine, stack, base, line, n) {
	if (line.trim() === "") return {
		error: "empty line",
		line: n
	};
	const parsed = parseBatchLine(line, engine);
	if ("error" in parsed) return {
		error: parsed.error,
		line: n
	};
	try {
		return require_explain_json.traceToJson(engine.evaluate(stack, parsed.call, {
			...base,
			...parsed.ctx
		}));
	} catch (err) {
		return {
			error: err.message.replace(/^--(posture|mode) /, "\"$1\" "),
			line: n
		};
	}
}

exports.runBatch = runBatch;