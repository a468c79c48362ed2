// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
const require_errors = require("./errors.D_ZI7CKf.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_options = require("./options.lgySHUVo.js");
const require_output = require("./output.BDQLNgp5.js");
let node_module = require("node:module");
let node_util = require("node:util");

// src/cli/fast-args.ts
/**
* The hot path's parser: Node's `util.parseArgs` over the option table, so a
* plain `explain …` never loads yargs (whose import and help layout cost
* more than the evaluation). It accepts only what it can read exactly as
* yargs would; anything else — help, version, completion, an unknown or
* misspelt option, a bad choice, an array option followed by loose words,
* a repeated single-valued option — returns undefined and yargs parses the
* same argv, with its usual messages.
*/
const YARGS_ONLY = /* @__PURE__ */ new Set([
	"--help",
	"-h",
	"--version",
	"-V",
	"help",
	"completion",
	"--get-yargs-completions"
]);
function fastParse(argv) {
	const command = require_options.commandSpec(argv[0] ?? "");
	if (!command) return void 0;
	const dashes = argv.indexOf("--");
	if ((dashes < 0 ? argv : argv.slice(0, dashes)).some((a) => YARGS_ONLY.has(a))) return void 0;
	const options = {};
	const byName = /* @__PURE__ */ new Map();
	for (const o of command.options) {
		const def = {
			type: o.type === "boolean" ? "boolean" : "string",
			multiple: Boolean(o.array)
		};
		options[o.name] = def;
		byName.set(o.name, o);
		if (o.alias) {
			if (o.alias.length === 1) options[o.name].short = o.alias;
			else {
				options[o.alias] = def;
				byName.set(o.alias, o);
			}
		}
	}
	let parsed;
	try {
		parsed = (0, node_util.parseArgs)({
			args: argv.slice(1),
			options,
			allowPositionals: true,
			strict: true,
			allowNegative: true,
			tokens: true
		});
	} catch {
		return;
	}
	const tokens = parsed.tokens ?? [];
	const seen = /* @__PURE__ */ new Set();
	for (let i = 0; i < tokens.length; i++) {
		const t = tokens[i];
		if (t.kind !== "option") continue;
		const spec = byName.get(t.name);
		if (!spec) return void 0;
		if (t.rawName.startsWith("--no-") && spec.type !== "boolean") return void 0;
		if (spec.type === "boolean" && t.value !== void 0) return void 0;
		if (!spec.array && seen.has(spec.name)) return void 0;
		seen.add(spec.name);
		const next = tokens[i + 1];
		if (next?.kind === "positional" && (spec.array || spec.type === "boolean" && /^(true|false)$/.test(next.value))) return void 0;
	}
	const args = { _: [command.name] };
	const values = parsed.values;
	for (const o of command.options) {
		let v = values[o.name] ?? (o.alias && o.alias.length > 1 ? values[o.alias] : void 0);
		if (v === void 0) {
			if (o.required) return void 0;
			if (o.default === void 0) continue;
			v = Array.isArray(o.default) ? [...o.default] : o.default;
		} else if (o.type === "number") {
			v = Number(v);
			if (Number.isNaN(v)) return void 0;
		} else if (o.choices && !o.choices.includes(String(v))) return void 0;
		args[require_options.camel(o.name)] = v;
		args[o.name] = v;
	}
	const words = parsed.positionals;
	if (command.positional) {
		if (command.positional.required && words.length === 0) return void 0;
		args[command.positional.name] = words;
	} else if (words.length > 0) return void 0;
	return {
		command,
		args
	};
}

// src/cli/main.ts
/**
* argv → command → exit code. The only place (with the command modules it
* loads) that writes to stdout or stderr. The hot path parses with
* `util.parseArgs` (fast-args.ts) and loads only the command it runs; yargs
* is loaded for help, version, completion and mistakes (yargs-cli.ts).
*/
/** The package's version (package.json two levels above both src/cli and dist/cli). */
function packageVersion() {
	try {
		return (0, node_module.createRequire)(new URL("../dist/cli/main.js", require("url").pathToFileURL(__filename).href).href)("../../package.json").version ?? "unknown";
	} catch {
		return "unknown";
	}
}
async function dispatch(c, args, out) {
	const unread = require_options.unreadOption(c, args);
	if (unread) throw new require_usage_error.UsageError(unread);
	switch (c.name) {
		case "explain": return (await Promise.resolve().then(() => require("./explain.Dk79BkJF.js"))).explainCommand(args, out);
		case "stack": return (await Promise.resolve().then(() => require("./stack.Cr_nYMq0.js"))).stackCommand(args, out);
		case "lint": return (await Promise.resolve().then(() => require("./lint.DyO8FEsu.js"))).lintCommand(args, out);
		case "test": return (await Promise.resolve().then(() => require("./test.DGuM2Sv1.js"))).testCommand(args, out);
		case "diff": return (await Promise.resolve().then(() => require("./diff.k4r-xmgz.js"))).diffCommand(args, out);
		default: throw new require_usage_error.UsageError(`unknown command ${c.name}`);
	}
}
/**
* Runs the CLI and returns the exit code; never calls process.exit. The
* environment, working directory, home, terminal and streams are inputs
* (`io`); what is not given is neutral (see `RunIO`), so only the caller that
* passes `processIO()` (bin/whale-perm.js) lets the process in.
*/
async function run(argv, io = {}) {
	const out = require_output.cliFrom(io);
	try {
		if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
			out.out(`${packageVersion()}\n`);
			return 0;
		}
		const separated = separateCommand(argv);
		warnLateOptions(argv, separated, out);
		const fast = fastParse(separated);
		if (fast) return await dispatch(fast.command, fast.args, out);
		const { runYargs } = await Promise.resolve().then(() => require("./yargs-cli.LkLA78PH.js"));
		return await runYargs(separated, out, packageVersion(), (c, args) => dispatch(c, args, out));
	} catch (err) {
		return reportError(err, out);
	}
}
/**
* `whale-perm explain git push --force`: everything from the first word that
* is neither an option nor an option's value is the command, so a `--` is
* put before it. Without this, yargs would read the command's own flags as
* whale-perm's and would let an array option swallow the command's words.
* A command given quoted, as one word with spaces, is left alone, so options
* may still follow it (`explain "git push" --format json`).
*/
function separateCommand(argv) {
	if (argv[0] !== "explain" || argv.includes("--")) return [...argv];
	const valueOptions = require_options.valueOptionNames(require_options.commandSpec("explain"));
	for (let i = 1; i < argv.length; i++) {
		const a = argv[i];
		if (a.startsWith("-") && a !== "-") {
			const name = a.replace(/^--?/, "").replace(/^no-/, "");
			if (!a.includes("=") && valueOptions.has(name)) i++;
			continue;
		}
		if (/\s/.test(a)) return [...argv];
		return [
			...argv.slice(0, i),
			"--",
			...argv.slice(i)
		];
	}
	return [...argv];
}
/** whale-perm's own options that a shell command seldom has: after an unquoted command they are most likely misplaced. */
const LATE_SUSPECTS = /* @__PURE__ */ new Set([
	"--format",
	"--engine",
	"--home",
	"--workspace",
	"--managed-dir",
	"--fail-on",
	"--batch",
	"--posture",
	"--hook-result",
	"--guardian",
	"--classifier",
	"--run-hooks",
	"--headless",
	"--session-rule"
]);
/** `explain git status --format json`: the option is part of the command; say so. */
function warnLateOptions(argv, separated, out) {
	if (argv.includes("--")) return;
	const at = separated.indexOf("--");
	if (at < 0) return;
	const late = separated.slice(at + 1).filter((w) => LATE_SUSPECTS.has(w.split("=")[0]));
	if (late.length === 0) return;
	out.err(`whale-perm: warning: ${late.join(", ")} after the command ${late.length > 1 ? "are" : "is"} read as part of the command; put whale-perm's options before it (or quote the command)\n`);
}
function reportError(err, out) {
	if (err instanceof require_errors.ConfigError) {
		out.err(`whale-perm: ${err.format()}\n`);
		return 2;
	}
	if (err instanceof require_usage_error.UsageError || err?.name === "YError") {
		out.err(`whale-perm: ${err.message.trim().replace(/\s*\n\s*/g, " ")} (see whale-perm --help)\n`);
		return 2;
	}
	const e = err;
	out.err(`whale-perm: internal error: ${e?.message ?? String(err)}\n`);
	if (out.env.WHALE_PERM_DEBUG) out.err(`${e?.stack ?? ""}\n`);
	return 2;
}

exports.packageVersion = packageVersion;
exports.processIO = require_output.processIO;
exports.run = run;