// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_options = require("./options.lgySHUVo.js");
let yargs = require("yargs");
yargs = require_rolldown_runtime.__toESM(yargs, 1);

// src/cli/yargs-cli.ts
/**
* The full parser: yargs, for everything the fast path (fast-args.ts) leaves
* to it — help (`-h`, `--help`, `help <command>`), `--version`, completion
* and the messages of a command line that is wrong. Built from the same
* option table; its output is captured and written through the CLI's own
* streams, never straight to the process.
*/
function yargsOption(o) {
	const opt = {
		type: o.type,
		describe: o.describe
	};
	if (o.alias) opt.alias = o.alias;
	if (o.array) opt.array = true;
	if (o.choices) opt.choices = [...o.choices];
	if (o.default !== void 0) opt.default = o.default;
	if (o.required) opt.demandOption = true;
	if (o.group) opt.group = o.group;
	return opt;
}
function positionalUsage(c) {
	if (!c.positional) return c.name;
	return c.positional.required ? `${c.name} <${c.positional.name}..>` : `${c.name} [${c.positional.name}..]`;
}
async function runYargs(argv, out, version, dispatch) {
	let code = 0;
	let parser = (0, yargs.default)().scriptName("whale-perm").usage("$0 <command> [options]\n\nExplain and lint the permission configuration of AI coding agents.").strict().exitProcess(false).help("help").alias("help", "h").version("version", "print the version", version).alias("version", "V").wrap(Math.min(110, out.columns || 100)).fail((msg, err) => {
		throw err ?? new require_usage_error.UsageError(msg);
	});
	for (const c of require_options.COMMANDS) parser = parser.command(positionalUsage(c), c.summary, (y) => {
		let b = y;
		if (c.positional) b = b.positional(c.positional.name, {
			type: "string",
			array: true,
			describe: c.positional.describe
		});
		for (const o of c.options) b = b.option(o.name, yargsOption(o));
		for (const [cmd, what] of c.examples) b = b.example(cmd, what);
		return c.epilog ? b.epilog(c.epilog) : b;
	}, async (args) => {
		code = await dispatch(c, args);
	});
	parser = parser.command("help [command]", "show the help of a command", (y) => y.positional("command", {
		type: "string",
		choices: require_options.COMMANDS.map((c) => c.name)
	}), () => void 0).completion("completion", "print a bash/zsh completion script (whale-perm completion >> ~/.bashrc)").demandCommand(1, `name a command: ${require_options.COMMANDS.map((c) => c.name).join(", ")}`).recommendCommands();
	const args = argv[0] === "help" ? argv[1] ? [argv[1], "--help"] : ["--help"] : argv;
	let output = "";
	await new Promise((resolve, reject) => {
		const p = parser.parse(args, {}, (err, _argv, text) => {
			output = text ?? "";
			if (err) reject(err);
		});
		Promise.resolve(p).then(() => resolve(), reject);
	});
	if (output) out.out(output.endsWith("\n") ? output : `${output}\n`);
	return code;
}

exports.runYargs = runYargs;