// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_style = require("./style.BFVBSgsx.js");
const require_output = require("./output.BDQLNgp5.js");
const require_context = require("./context.ig-WGbJh.js");

// src/report/stack-text.ts
const p = (s) => require_style.printable(s, false);
function formatStackText(r, opts) {
	const c = require_style.makeChalk(opts.color);
	const out = [];
	const loc = (s, from) => p(require_style.displayLoc(s, opts.cwd, opts.home) || (from ?? ""));
	out.push(c.bold(`Files (engine ${r.engine})`));
	const roleWidth = Math.max(0, ...r.files.map((f) => f.role.length)) + 1;
	for (const f of r.files) {
		const status = f.status === "read" ? c.green(f.status) : f.status === "missing" ? c.dim(f.status) : c.yellow(f.status);
		out.push(`  ${status.padEnd(opts.color ? 18 : 8)} ${f.role.padEnd(roleWidth)} ${p(require_style.displayPath(f.path, opts.cwd, opts.home))}${f.note ? c.dim(`  ${p(f.note)}`) : ""}`);
	}
	out.push("", c.bold("Effective settings"));
	for (const s of r.settings) out.push(`  ${p(s.key)} = ${JSON.stringify(s.value)}  ${c.dim(`${p(s.origin)}${s.source ? ` ${loc(s.source)}` : s.from ? ` ${p(s.from)}` : ""}`)}`);
	out.push("", c.bold(`Rules (${r.rules.length})`));
	for (const rule of r.rules) out.push(`  ${p(rule.summary)}  ${c.dim(loc(rule.source, rule.from))}${rule.note ? c.yellow(`  ${p(rule.note)}`) : ""}`);
	out.push("", c.bold(`Hooks (${r.hooks.length})`));
	for (const h of r.hooks) out.push(`  ${p(h.summary)}  ${c.dim(loc(h.source, h.from))}${h.note ? c.yellow(`  ${p(h.note)}`) : ""}`);
	if (r.ignored.length > 0) {
		out.push("", c.bold("Read but ignored"));
		for (const i of r.ignored) {
			out.push(`  ${c.yellow(`${p(i.key)} = ${JSON.stringify(i.value)}`)}  ${c.dim(loc(i.source, i.from))}`);
			out.push(`      ${p(i.reason)}${i.related ? c.dim(`  (${loc(i.related.loc)})`) : ""}`);
		}
	}
	if (r.warnings.length > 0) {
		out.push("", c.bold("Warnings"));
		for (const w of r.warnings) out.push(`  ${p(w)}`);
	}
	return `${out.join("\n")}\n`;
}

// src/cli/commands/stack.ts
/** `whale-perm stack`: the resolved configuration, every value with where it came from. */
async function stackCommand(args, out) {
	const engine = await require_context.engineFor(args);
	const report = engine.describeStack(require_context.loadStackOrFail(engine, args, out));
	out.out(args.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : formatStackText(report, {
		color: require_output.wantsColor(args.color, out.isTTY, out.env),
		cwd: out.cwd,
		home: out.home
	}));
	return 0;
}

exports.stackCommand = stackCommand;