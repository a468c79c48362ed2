// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_types = require("./types.DJfEUP6F.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_output = require("./output.BDQLNgp5.js");
const require_context = require("./context.ig-WGbJh.js");
let node_fs = require("node:fs");
let node_path = require("node:path");

// src/cli/commands/explain.ts
/** `whale-perm explain`: one call (or a batch of them) through the engine's pipeline. */
/** The command words: positionals, plus everything after `--` (which yargs leaves in `_`). */
function commandWords(args) {
	const afterDashes = (args._ ?? []).slice(1).map(String);
	return [...(args.command ?? []).map(String), ...afterDashes];
}
/** How many rules matched the call without deciding it (the text shows each, so it needs the rule table). */
function losersOf(trace) {
	return (trace.matches ?? []).filter((m) => m.effect !== "decided").length;
}
async function explainCommand(args, out) {
	const engine = await require_context.engineFor(args);
	if (args.batch !== void 0) {
		if (args.commandFile !== void 0) throw new require_usage_error.UsageError("--batch and --command-file cannot be combined: a batch line holds its own command");
		if (args.format === "text") throw new require_usage_error.UsageError("--batch writes one JSON result per line; --format text cannot be combined with it");
		const { runBatch } = await Promise.resolve().then(() => require("./batch.ET4Y9GiU.js"));
		return runBatch(engine, args, out);
	}
	const opts = await require_context.evalOptions(args);
	const words = commandWords(args);
	if (args.commandFile !== void 0 && words.length > 0) throw new require_usage_error.UsageError("--command-file gives the command: no command words may follow it");
	const call = require_context.callFromArgs(engine, args, args.commandFile !== void 0 ? [await commandFromFile(args.commandFile, out)] : words);
	const stack = require_context.loadStackOrFail(engine, args, out);
	const trace = engine.evaluate(stack, call, opts);
	const text = args.format === "json" ? (await Promise.resolve().then(() => require("./explain-json.pejTylAf.js")).then((n) => n.explain_json_exports)).formatTraceJson(trace) : (await Promise.resolve().then(() => require("./explain-text.xsT7_71r.js")).then((n) => n.explain_text_exports)).formatTraceText(trace, {
		color: require_output.wantsColor(args.color, out.isTTY, out.env),
		cwd: out.cwd,
		home: out.home,
		width: require_output.textWidth(out),
		rules: losersOf(trace) > 0 && engine.rules ? new Map(engine.rules(stack).map((r) => [r.id, r])) : void 0
	});
	out.out(text);
	if (args.failOn && require_types.STRICTNESS[trace.decision] >= require_types.STRICTNESS[args.failOn]) return 1;
	return 0;
}
/**
* `--command-file FILE|-`: the command is the whole text of the file (or of
* standard input), less one final line break, for a command longer than an
* argument may be (128 KiB on Linux) or written over many lines. Only a
* regular file is opened, so a FIFO cannot block the run.
*/
async function commandFromFile(spec, out) {
	const name = spec === "" ? "-" : spec;
	const fail = (why) => new require_usage_error.UsageError(`--command-file ${name}: ${why}`);
	let text;
	if (name === "-") {
		if (!out.stdin) throw fail("no standard input was given");
		text = await readAll(out.stdin);
	} else {
		const file = (0, node_path.resolve)(out.cwd, name);
		try {
			if (!(0, node_fs.statSync)(file).isFile()) throw fail("not a regular file");
			text = (0, node_fs.readFileSync)(file, "utf8");
		} catch (err) {
			if (err instanceof require_usage_error.UsageError) throw err;
			const code = err.code;
			throw fail(code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : err.message);
		}
	}
	if (text.charCodeAt(0) === 65279) text = text.slice(1);
	text = text.replace(/\r?\n$/, "");
	if (text.trim() === "") throw fail("holds no command");
	return text;
}
async function readAll(src) {
	const chunks = [];
	for await (const c of src) chunks.push(typeof c === "string" ? Buffer.from(c) : c);
	return Buffer.concat(chunks).toString("utf8");
}

exports.explainCommand = explainCommand;