// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_errors = require("./errors.D_ZI7CKf.js");
const require_located = require("./located.udaw6CPf.js");
const require_values = require("./values.KFsr3XQg.js");
const require_registry = require("./registry.BA3cSuj5.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_files = require("./files.D-jXe6TU.js");
const require_explain_json = require("./explain-json.pejTylAf.js");
const require_explain_text = require("./explain-text.xsT7_71r.js");
const require_style = require("./style.BFVBSgsx.js");
const require_output = require("./output.BDQLNgp5.js");
const require_context = require("./context.ig-WGbJh.js");
let node_path = require("node:path");

// src/report/diff-call.ts
function contextLabel(ctx) {
	const parts = [];
	if (ctx.posture !== void 0) parts.push(`posture=${ctx.posture}`);
	if (ctx.mode !== void 0) parts.push(`mode=${ctx.mode}`);
	if (ctx.headless) parts.push("headless");
	if (ctx.background) parts.push("background");
	return parts.length > 0 ? ` [${parts.join(", ")}]` : "";
}
function callLabel(call, ctx = {}) {
	const { tool, input } = call;
	const keys = Object.keys(input);
	let s;
	if (typeof input.command === "string" && keys.length === 1) s = `${tool}: ${input.command}`;
	else if (typeof input.path === "string" && keys.length === 1) s = `${tool}: ${input.path}`;
	else if (keys.length === 0) s = tool;
	else s = `${tool} ${JSON.stringify(input)}`;
	return s + contextLabel(ctx);
}
/** POSIX shell quoting: bare when safe, else single quotes. */
function shQuote(word) {
	if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(word)) return word;
	return `'${word.replace(/'/g, `'\\''`)}'`;
}
/** `whale-perm explain …` for this call (stack options not included: add the ones the run used). */
function explainCommandFor(call, ctx, defaultTool, stackArgs = []) {
	const words = [
		"whale-perm",
		"explain",
		...stackArgs.map(shQuote)
	];
	const { command, path, ...rest } = call.input;
	if (call.tool !== defaultTool || typeof command !== "string") words.push("--tool", shQuote(call.tool));
	if (typeof path === "string") words.push("--path", shQuote(path));
	else if (path !== void 0) rest.path = path;
	if (command !== void 0 && typeof command !== "string") rest.command = command;
	if (Object.keys(rest).length > 0) words.push("--input", shQuote(JSON.stringify(rest)));
	if (ctx.posture !== void 0) words.push("--posture", shQuote(ctx.posture));
	if (ctx.mode !== void 0) words.push("--mode", shQuote(ctx.mode));
	if (ctx.headless) words.push("--headless");
	if (ctx.background) words.push("--background");
	if (typeof command === "string") words.push("--", shQuote(command));
	return words.join(" ");
}

// src/corpus/cases.ts
/**
* Expectation cases (CONTRACT.md "test cases"): `[[case]]` tables naming a
* call, how it is made, and the decision it must get. Parsed with locations;
* the first problem in a file is thrown as one `file:line:column` error.
*/
const CASE_KEYS = [
	"name",
	"command",
	"tool",
	"path",
	"input",
	"posture",
	"mode",
	"headless",
	"background",
	"hooks",
	"guardian",
	"classifier",
	"expect",
	"layer"
];
const DECISIONS = [
	"allow",
	"ask",
	"deny"
];
const HOOK_VERDICTS = [
	"allow",
	"ask",
	"deny",
	"error"
];
/**
* The verdicts a case may pin for a decider whale-perm does not run
* (EvalOptions.pinned), and the engines that have one.
*/
const PINS = {
	guardian: {
		verdicts: ["approve", "reject"],
		engines: readers("guardian"),
		what: "auto-review guardian"
	},
	classifier: {
		verdicts: [
			"allow",
			"ask",
			"deny"
		],
		engines: readers("classifier"),
		what: "auto-mode classifier"
	}
};
/** The engines that have the decider: those whose descriptor reads its command-line pin (--guardian, --classifier). */
function readers(option) {
	return require_registry.ENGINES.filter((a) => a.options.some((o) => o.name === option)).map((a) => a.id);
}
function plain(v) {
	if (Array.isArray(v)) return v.map(plain);
	if (require_values.isTable(v)) return Object.fromEntries(Object.keys(v).map((k) => [k, plain(v[k])]));
	if (typeof v === "bigint") return Number(v);
	if (v !== null && typeof v === "object" && typeof v.toISOString === "function") return v.toISOString();
	return v;
}
function before(a, b) {
	return a.line - b.line || a.column - b.column;
}
/** Parses one case file. Throws ConfigError at the first problem. */
function parseCases(text, file, engine) {
	const doc = require_located.parseTomlLocated(text, file);
	const r = new require_values.DocReader(doc);
	const extra = [];
	r.unknownKeys([], ["case"]);
	const list = r.array(["case"]);
	const cases = [];
	const names = /* @__PURE__ */ new Map();
	const layerIds = engine.layers.map((l) => l.id);
	(list ?? []).forEach((entry, i) => {
		const p = ["case", i];
		if (!require_values.isTable(entry)) {
			r.table(p);
			return;
		}
		const loc = doc.locateValue(p) ?? r.at(p);
		const header = {
			file,
			line: loc.line,
			column: loc.column
		};
		r.unknownKeys(p, CASE_KEYS);
		const name = r.string([...p, "name"]);
		const command = r.string([...p, "command"]);
		const tool = r.string([...p, "tool"]);
		const path = r.string([...p, "path"]);
		const input = r.table([...p, "input"]);
		const posture = r.string([...p, "posture"]);
		const mode = r.string([...p, "mode"]);
		const headless = r.boolean([...p, "headless"]);
		const background = r.boolean([...p, "background"]);
		const expectRaw = r.get([...p, "expect"]);
		const expect = r.oneOf([...p, "expect"], DECISIONS);
		const layer = r.string([...p, "layer"]);
		const hooks = r.table([...p, "hooks"]);
		const hookResults = {};
		for (const hook of Object.keys(hooks ?? {})) {
			const verdict = r.oneOf([
				...p,
				"hooks",
				hook
			], HOOK_VERDICTS);
			if (verdict !== void 0) hookResults[hook] = verdict;
		}
		const pinned = {};
		for (const key of ["guardian", "classifier"]) {
			if (r.get([...p, key]) === void 0) continue;
			const pin = PINS[key];
			if (engine.id !== void 0 && !pin.engines.includes(engine.id)) {
				extra.push({
					loc: r.at([...p, key]),
					message: `${key}: ${engine.id} has no ${pin.what} to pin (${pin.engines.length === 1 ? `only ${pin.engines[0]} has one` : `only ${pin.engines.join(" and ")} have one`})`
				});
				continue;
			}
			const verdict = r.oneOf([...p, key], pin.verdicts);
			if (verdict !== void 0) pinned[key] = verdict;
		}
		if (r.get([...p, "name"]) === void 0) extra.push({
			loc: header,
			message: `case ${i + 1} has no name`
		});
		else if (name !== void 0 && name.trim() === "") extra.push({
			loc: r.valueAt([...p, "name"]),
			message: "name must not be empty"
		});
		else if (name !== void 0) {
			const first = names.get(name);
			if (first) extra.push({
				loc: r.valueAt([...p, "name"]),
				message: `duplicate case name ${JSON.stringify(name)} (first at line ${first.line})`
			});
			else names.set(name, header);
		}
		if (expectRaw === void 0) extra.push({
			loc: header,
			message: `case ${JSON.stringify(name ?? i + 1)} has no expect (allow, ask or deny)`
		});
		if (layer !== void 0 && !layerIds.includes(layer)) extra.push({
			loc: r.valueAt([...p, "layer"]),
			message: `layer = ${JSON.stringify(layer)} is not a layer of this engine (${layerIds.join(", ")})`
		});
		if (command !== void 0 && command.trim() === "") extra.push({
			loc: r.valueAt([...p, "command"]),
			message: "command must not be empty"
		});
		const hasCall = command !== void 0 || tool !== void 0 || path !== void 0 || input !== void 0;
		if (!hasCall && r.get([...p, "command"]) === void 0 && r.get([...p, "tool"]) === void 0) extra.push({
			loc: header,
			message: `case ${JSON.stringify(name ?? i + 1)} names no call: give command, or tool with path or input`
		});
		if (name === void 0 || expect === void 0 || !hasCall) return;
		const callInput = input ? plain(input) : {};
		if (command !== void 0) callInput.command = command;
		if (path !== void 0) callInput.path = path;
		const call = {
			tool: tool ?? engine.defaultTool,
			input: callInput
		};
		const ctx = {};
		const ctxLocs = {};
		if (posture !== void 0) {
			ctx.posture = posture;
			ctxLocs.posture = r.valueAt([...p, "posture"]);
		}
		if (mode !== void 0) {
			ctx.mode = mode;
			ctxLocs.mode = r.valueAt([...p, "mode"]);
		}
		if (headless) ctx.headless = true;
		if (background) ctx.background = true;
		cases.push({
			name,
			call,
			ctx,
			expect,
			...layer !== void 0 && layerIds.includes(layer) ? { layer } : {},
			loc: header,
			ctxLocs,
			...Object.keys(hookResults).length > 0 ? { hookResults } : {},
			...Object.keys(pinned).length > 0 ? { pinned } : {},
			origin: `case ${JSON.stringify(name)} (${file}:${header.line})`
		});
	});
	const first = [...r.problems.map((q) => ({
		loc: q.loc,
		message: q.message
	})), ...extra].sort((a, b) => before(a.loc, b.loc))[0];
	if (first) throw new require_errors.ConfigError(file, first.loc.line, first.loc.column, first.message);
	if (list === void 0 || list.length === 0) throw new require_errors.ConfigError(file, 1, 1, "no [[case]] tables: a case file needs at least one");
	return cases;
}

// src/corpus/run-cases.ts
/**
* Runs expectation cases against one stack and measures which rules they
* exercised: a rule is exercised when it decided some case, or decided one of
* a case's segments (the rule-level analogue of `opa test --coverage`).
*/
function runCase(engine, stack, c) {
	let trace;
	try {
		trace = engine.evaluate(stack, c.call, {
			...c.ctx,
			hookResults: c.hookResults ?? {},
			...c.pinned ? { pinned: c.pinned } : {}
		});
	} catch (err) {
		if (err instanceof require_usage_error.UsageError) {
			const key = ["posture", "mode"].find((k) => err.message.startsWith(`--${k}`));
			const loc = key && c.ctxLocs[key] || c.loc;
			throw new require_errors.ConfigError(loc.file, loc.line, loc.column, err.message.replace(/^--(posture|mode) /, "$1 = "));
		}
		throw err;
	}
	const failures = [];
	if (trace.decision !== c.expect) failures.push(`expected ${c.expect}, got ${trace.decision} (decided by ${trace.decidedBy.layer})`);
	if (c.layer !== void 0 && trace.decidedBy.layer !== c.layer) failures.push(`expected layer ${c.layer} to decide, got ${trace.decidedBy.layer}`);
	return {
		testCase: c,
		trace,
		passed: failures.length === 0,
		failures
	};
}
function runCases(engine, stack, cases) {
	return cases.map((c) => runCase(engine, stack, c));
}
function locKey(l) {
	return `${l.file}\u0000${l.line}\u0000${l.column}`;
}
/**
* Every rule of the stack with the cases that exercised it. With the
* engine's rule table: a rule is exercised when some case's trace names its
* id, as the deciding rule or among the rules that matched (for the whole
* call or one segment); inert rules (never consulted) are left out, as no
* case can reach them. Without one: by location, the deciding source of a
* case or of a segment, and rules without a location are left out.
*/
function ruleCoverage(engine, stack, results) {
	if (engine.rules) return coverageById(engine.rules(stack), results);
	return coverageByLocation(engine, stack, results);
}
function coverageById(rules, results) {
	const hits = /* @__PURE__ */ new Map();
	const decided = /* @__PURE__ */ new Map();
	const hit = (to, id, name) => {
		if (id === void 0) return;
		let set = to.get(id);
		if (!set) to.set(id, set = /* @__PURE__ */ new Set());
		set.add(name);
	};
	for (const r of results) {
		hit(hits, r.trace.decidedBy.rule, r.testCase.name);
		hit(decided, r.trace.decidedBy.rule, r.testCase.name);
		for (const m of r.trace.matches ?? []) {
			hit(hits, m.rule, r.testCase.name);
			if (m.effect === "decided") hit(decided, m.rule, r.testCase.name);
		}
	}
	return rules.filter((r) => r.inert === void 0).map((r) => ({
		rule: r.text,
		id: r.id,
		source: r.source,
		...r.from !== void 0 ? { from: r.from } : {},
		cases: [...hits.get(r.id) ?? []],
		decided: [...decided.get(r.id) ?? []]
	}));
}
function coverageByLocation(engine, stack, results) {
	const hits = /* @__PURE__ */ new Map();
	const hit = (l, name) => {
		if (!l) return;
		const k = locKey(l);
		if (!hits.has(k)) hits.set(k, /* @__PURE__ */ new Set());
		hits.get(k).add(name);
	};
	for (const r of results) {
		hit(r.trace.decidedBy.source, r.testCase.name);
		for (const s of r.trace.segments) hit(s.source, r.testCase.name);
	}
	return engine.describeStack(stack).rules.filter((r) => r.source !== null && r.source.line > 0).map((r) => ({
		rule: r.summary.replace(/\s+/g, " ").trim(),
		source: r.source,
		cases: [...hits.get(locKey(r.source)) ?? []]
	}));
}

// src/report/test-json.ts
/** `test --format json`: every case with its verdict, the trace of each failure, and coverage when asked. */
function testToJson(report) {
	const failed = report.results.filter((r) => !r.passed).length;
	const out = {
		cases: report.results.map((r) => ({
			name: r.testCase.name,
			file: r.testCase.loc.file,
			line: r.testCase.loc.line,
			column: r.testCase.loc.column,
			call: r.testCase.call,
			...Object.keys(r.testCase.ctx).length > 0 ? { context: r.testCase.ctx } : {},
			expect: {
				decision: r.testCase.expect,
				...r.testCase.layer !== void 0 ? { layer: r.testCase.layer } : {}
			},
			actual: {
				decision: r.trace.decision,
				layer: r.trace.decidedBy.layer,
				source: r.trace.decidedBy.source
			},
			passed: r.passed,
			...r.passed ? {} : {
				failures: r.failures,
				trace: require_explain_json.traceToJson(r.trace)
			}
		})),
		summary: {
			total: report.results.length,
			passed: report.results.length - failed,
			failed
		}
	};
	if (report.coverage) {
		const missed = report.coverage.filter((r) => r.cases.length === 0);
		out.coverage = {
			total: report.coverage.length,
			exercised: report.coverage.length - missed.length,
			rules: report.coverage.map((r) => ({
				...where(r),
				cases: r.cases,
				...r.decided ? { decided: r.decided } : {}
			})),
			unexercised: missed.map(where),
			...report.coverage.some((r) => r.decided) ? { neverDecided: report.coverage.filter((r) => r.cases.length > 0 && r.decided?.length === 0).map(where) } : {}
		};
	}
	return out;
}
/** A rule of the coverage: its id (with a rule table), text and location, or the flag it came from. */
function where(r) {
	return {
		...r.id !== void 0 ? { id: r.id } : {},
		rule: r.rule,
		...r.source ? {
			file: r.source.file,
			line: r.source.line,
			column: r.source.column
		} : {
			file: null,
			from: r.from ?? null
		}
	};
}
function formatTestJson(report) {
	return `${JSON.stringify(testToJson(report), null, 2)}\n`;
}

// src/report/test-text.ts
const p = (s) => require_style.printable(s, false);
function indent(text, pad) {
	return text.replace(/\n+$/, "").split("\n").map((l) => l === "" ? l : pad + l).join("\n");
}
function formatTestText(report, opts) {
	const c = require_style.makeChalk(opts.color);
	const lines = [];
	for (const r of report.results) {
		const where = `${p(require_style.displayPath(r.testCase.loc.file, opts.cwd, opts.home))}:${r.testCase.loc.line}`;
		if (r.passed) {
			lines.push(`${c.green("PASS")}  ${p(r.testCase.name)}  ${c.dim(where)}`);
			continue;
		}
		lines.push(`${c.red.bold("FAIL")}  ${c.bold(p(r.testCase.name))}  ${where}`);
		lines.push(`      call      ${p(callLabel(r.testCase.call, r.testCase.ctx))}`);
		for (const f of r.failures) lines.push(`      ${p(f)}`);
		const src = p(require_style.displayLoc(r.trace.decidedBy.source, opts.cwd, opts.home));
		lines.push(`      because   ${p(r.trace.decidedBy.reason)}${src ? `  ${c.dim(src)}` : ""}`);
		lines.push("");
		lines.push(indent(require_explain_text.formatTraceText(r.trace, {
			color: opts.color,
			cwd: opts.cwd,
			home: opts.home,
			width: (opts.width ?? 120) - 6
		}), "      "));
		lines.push("");
	}
	const failed = report.results.filter((r) => !r.passed).length;
	const total = report.results.length;
	lines.push("");
	lines.push(`${total} case${total === 1 ? "" : "s"}: ${c.green(`${total - failed} passed`)}, ${failed > 0 ? c.red.bold(`${failed} failed`) : "0 failed"}`);
	if (report.coverage) {
		const cov = report.coverage;
		const missed = cov.filter((r) => r.cases.length === 0);
		lines.push("");
		lines.push(`${c.bold("Coverage")}  ${cov.length - missed.length} of ${cov.length} rules exercised`);
		if (missed.length > 0) {
			lines.push("not exercised by any case:");
			const locs = missed.map((m) => p(m.source ? require_style.displayLoc(m.source, opts.cwd, opts.home) : m.from ?? m.id ?? ""));
			const w = Math.max(...locs.map((l) => l.length));
			missed.forEach((m, i) => lines.push(`  ${locs[i].padEnd(w)}  ${p(m.rule)}`));
		}
		const lost = cov.filter((r) => r.cases.length > 0 && r.decided?.length === 0);
		if (lost.length > 0) {
			lines.push("matched by a case but never deciding one:");
			const locs = lost.map((m) => p(m.source ? require_style.displayLoc(m.source, opts.cwd, opts.home) : m.from ?? m.id ?? ""));
			const w = Math.max(...locs.map((l) => l.length));
			lost.forEach((m, i) => lines.push(`  ${locs[i].padEnd(w)}  ${p(m.rule)}`));
		}
	}
	return `${lines.join("\n").replace(/^\n+/, "")}\n`;
}

// src/cli/commands/test.ts
/** `whale-perm test FILE…`: expectation cases run against the stack. Exit 1 when any fails. */
/** Reads and parses case files; the first problem in any of them stops everything (exit 2). */
function readCaseFiles(files, engine, cwd, reader = require_files.diskReader) {
	const cases = [];
	for (const f of files) {
		const path = (0, node_path.resolve)(cwd, f);
		const r = reader.read(path);
		if (r.status === "missing") throw new require_usage_error.UsageError(`${f}: no such case file`);
		if (r.status === "error") throw new require_errors.ConfigError(path, 0, 0, r.message);
		cases.push(...parseCases(r.text, path, engine));
	}
	return cases;
}
async function testCommand(args, out) {
	const engine = await require_context.engineFor(args);
	const files = (args.files ?? []).map(String);
	if (files.length === 0) throw new require_usage_error.UsageError("test needs at least one case file");
	const cases = readCaseFiles(files, engine, out.cwd);
	const stack = require_context.loadStackOrFail(engine, args, out);
	const results = runCases(engine, stack, cases);
	const report = {
		results,
		...args.coverage ? { coverage: ruleCoverage(engine, stack, results) } : {}
	};
	out.out(args.format === "json" ? formatTestJson(report) : formatTestText(report, {
		color: require_output.wantsColor(args.color, out.isTTY, out.env),
		cwd: out.cwd,
		home: out.home,
		width: require_output.textWidth(out)
	}));
	return results.some((r) => !r.passed) ? 1 : 0;
}

exports.callLabel = callLabel;
exports.explainCommandFor = explainCommandFor;
exports.readCaseFiles = readCaseFiles;
exports.testCommand = testCommand;