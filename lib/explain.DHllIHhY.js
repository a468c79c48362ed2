// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_types = require("./types.DwWEEE_c.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_output = require("./output.BnQ-94ak.js");
const require_context = require("./context.Cy_637Nn.js");

// src/cli/commands/explain.ts
/** `whale-perm explain`: one call (or a batch of them) through the engine's pipeline. */
/** The command words: positionals, plus everything after `--` (which yargs leaves in `_`). */
function commandWords(args) {
	const afterDashes = (args._ ?? []).slice(1).map(String);
	return [...(args.command ?? []).map(String), ...afterDashes];
}
async function explainCommand(args, out) {
	const engine = await require_context.engineFor(args);
	if (args.batch !== void 0) {
		if (args.format === "text") throw new require_usage_error.UsageError("--batch writes one JSON result per line; --format text cannot be combined with it");
		const { runBatch } = await Promise.resolve().then(() => require("./batch.CsHP4TE2.js"));
		return runBatch(engine, args, out);
	}
	const opts = await require_context.evalOptions(args);
	const call = require_context.callFromArgs(engine, args, commandWords(args));
	const stack = require_context.loadStackOrFail(engine, args, out);
	const trace = engine.evaluate(stack, call, opts);
	const text = args.format === "json" ? (await Promise.resolve().then(() => require("./explain-json.pejTylAf.js")).then((n) => n.explain_json_exports)).formatTraceJson(trace) : (await Promise.resolve().then(() => require("./explain-text.B9HAgovG.js")).then((n) => n.explain_text_exports)).formatTraceText(trace, {
		color: require_output.wantsColor(args.color, out.isTTY, out.env),
		cwd: out.cwd,
		home: out.home,
		width: require_output.textWidth(out)
	});
	out.out(text);
	if (args.failOn && require_types.STRICTNESS[trace.decision] >= require_types.STRICTNESS[args.failOn]) return 1;
	return 0;
}

exports.explainCommand = explainCommand;