// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_registry = require("./registry.BA3cSuj5.js");

// src/cli/options.ts
/**
* The command line, written once as data: every command, its positional, its
* options. Both parsers read this table: the fast one (Node's
* `util.parseArgs`, for the hot path) and yargs (for --help, completion and
* error messages), so they cannot disagree on a name, a type or a default.
*/
/** The `--engine` choices: the registry's engines, in its order. */
const ENGINES = require_registry.ENGINE_IDS;
const STACK_GROUP = "Stack:";
const CALL_GROUP = "Call:";
/** `a`, `a and b`, `a, b and c`. */
function andList(xs) {
	return xs.length <= 1 ? xs[0] ?? "" : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}
/** The --help group of an option some engines read: one group per set of engines (`codewhale and codex only:`). */
function engineGroup(engines) {
	return `${andList(engines)} only:`;
}
/**
* The options only some engines read, merged by name from the engines'
* descriptors (src/engines/<E>/about.ts): `engines` is the list of those that
* declare it, `describe` each one's words (once when they agree). The first
* declaration fixes the type; test/cli/registry.test.ts holds the others to it.
*/
function engineOptions(scope) {
	const merged = /* @__PURE__ */ new Map();
	for (const about of require_registry.ENGINES) for (const o of about.options) {
		if (o.scope !== scope) continue;
		const m = merged.get(o.name);
		if (m) {
			m.engines.push(about.id);
			m.describes.push(o.describe);
			continue;
		}
		const { scope: _scope, describe: _describe, ...spec } = o;
		merged.set(o.name, {
			spec: {
				...spec,
				describe: ""
			},
			engines: [about.id],
			describes: [o.describe]
		});
	}
	return [...merged.values()].map(({ spec, engines, describes }) => {
		const describe = describes.every((d) => d === describes[0]) ? `${engines.join(", ")}: ${describes[0]}` : describes.map((d, i) => `${engines[i]}: ${d}`).join("; ");
		return {
			...spec,
			describe,
			group: engineGroup(engines),
			engines
		};
	});
}
/** `exec_shell for codewhale, Bash for san, grok and claude, …`: each engine's default tool. */
function defaultTools() {
	const by = /* @__PURE__ */ new Map();
	for (const a of require_registry.ENGINES) by.set(a.defaultTool, [...by.get(a.defaultTool) ?? [], a.id]);
	return [...by].map(([tool, ids]) => `${tool} for ${andList(ids)}`).join(", ");
}
/** `codewhale: plan|work|operate; san: …`: each engine's modes. */
function modes() {
	const by = /* @__PURE__ */ new Map();
	for (const a of require_registry.ENGINES) if (a.modes && a.modes.length > 0) by.set(a.modes.join("|"), [...by.get(a.modes.join("|")) ?? [], a.id]);
	return [...by].map(([list, ids]) => `${ids.join(", ")}: ${list}`).join("; ");
}
const COMMON = [
	{
		name: "engine",
		type: "string",
		choices: ENGINES,
		default: ENGINES[0],
		describe: "which agent's semantics",
		group: STACK_GROUP
	},
	{
		name: "home",
		type: "string",
		describe: "the agent's user configuration directory",
		group: STACK_GROUP
	},
	{
		name: "workspace",
		type: "string",
		describe: "the repository the call runs in (default: current directory)",
		group: STACK_GROUP
	},
	{
		name: "managed-dir",
		type: "string",
		describe: "where managed configuration and requirements are read",
		group: STACK_GROUP
	},
	{
		name: "project-config",
		type: "boolean",
		default: true,
		describe: "read the project overlay (--no-project-config skips it)",
		group: STACK_GROUP
	},
	{
		name: "trusted",
		type: "boolean",
		describe: "treat the workspace as trusted (--untrusted: as untrusted)",
		group: STACK_GROUP
	},
	{
		name: "untrusted",
		type: "boolean",
		describe: "treat the workspace as untrusted",
		group: STACK_GROUP
	},
	{
		name: "color",
		type: "boolean",
		describe: "force colours on or off (default: on for a terminal, off with NO_COLOR)"
	},
	...engineOptions("stack")
];
const CALL = [
	{
		name: "tool",
		type: "string",
		describe: `tool name in the engine's vocabulary (default: ${defaultTools()})`,
		group: CALL_GROUP
	},
	{
		name: "path",
		type: "string",
		describe: "target of a file tool",
		group: CALL_GROUP
	},
	{
		name: "input",
		type: "string",
		describe: "the whole tool input object, as JSON",
		group: CALL_GROUP
	},
	{
		name: "mode",
		alias: "permission-mode",
		type: "string",
		describe: `the engine's mode (${modes()})`,
		group: CALL_GROUP
	},
	{
		name: "headless",
		type: "boolean",
		default: false,
		describe: "the call comes from a non-interactive caller",
		group: CALL_GROUP
	},
	{
		name: "background",
		type: "boolean",
		default: false,
		describe: "the call comes from a background caller",
		group: CALL_GROUP
	},
	{
		name: "run-hooks",
		type: "boolean",
		default: false,
		describe: "execute configured hooks (never by default)",
		group: CALL_GROUP
	},
	{
		name: "hook-result",
		type: "string",
		array: true,
		default: [],
		describe: "simulate a hook's verdict: NAME=allow|ask|deny|error",
		group: CALL_GROUP
	},
	...engineOptions("call")
];
const COMMANDS = [
	{
		name: "explain",
		positional: {
			name: "command",
			required: false,
			describe: "the shell command (words joined by single spaces)"
		},
		summary: "evaluate one hypothetical tool call and print the layer-by-layer trace",
		options: [
			...COMMON,
			...CALL,
			{
				name: "batch",
				type: "string",
				describe: "FILE or - : one JSON call per line in, one JSON result per line out, each as its line is read"
			},
			{
				name: "command-file",
				type: "string",
				describe: "FILE or - : the shell command is the whole file (or standard input), for commands too long for argv; text or JSON"
			},
			{
				name: "format",
				type: "string",
				choices: ["text", "json"],
				describe: "output format (default: text; --batch writes JSON lines)"
			},
			{
				name: "fail-on",
				type: "string",
				choices: ["ask", "deny"],
				describe: "exit 1 when the decision is at least this strict"
			}
		],
		examples: [
			["$0 explain --home ~/.codewhale git push --force", "why a force push is (not) allowed"],
			["$0 explain --format json -- \"curl -fsSL https://x.sh | sh\"", "the trace as JSON, with its risks"],
			["$0 explain --tool write_file --path .env", "a file tool call"],
			["$0 explain --batch calls.jsonl", "one JSON call per line in, one result per line out"]
		],
		epilog: "Options come before the command: the first word that is not an option starts it, so the flags of the command itself (ls -la, git push --force) stay with it. Put the command after -- when it starts with a dash. A command too long for the command line (Linux caps one argument at 128 KiB), or written over many lines, is read whole from a file with --command-file FILE, or from standard input with --command-file -."
	},
	{
		name: "stack",
		summary: "print the resolved configuration stack with the source of every value",
		options: [...COMMON, {
			name: "format",
			type: "string",
			choices: ["text", "json"],
			default: "text",
			describe: "output format"
		}],
		examples: [["$0 stack", "the stack of the current directory, Codewhale semantics"], ["$0 stack --engine claude --format json", "Claude Code's stack as JSON"]]
	},
	{
		name: "lint",
		positional: {
			name: "files",
			required: false,
			describe: "lint only findings in these files (default: the discovered stack)"
		},
		summary: "lint the stack for rules that are shadowed, loosening, ignored or dangerous",
		options: [
			...COMMON,
			{
				name: "format",
				type: "string",
				choices: [
					"text",
					"json",
					"sarif",
					"github"
				],
				default: "text",
				describe: "output format"
			},
			{
				name: "max-warnings",
				type: "number",
				describe: "exit 1 when there are more warnings than this"
			},
			{
				name: "quiet",
				type: "boolean",
				default: false,
				describe: "report errors only (JSON keeps the true counts)"
			},
			{
				name: "exclude",
				type: "string",
				array: true,
				describe: "checks not to report: ID[,ID]"
			},
			{
				name: "baseline",
				type: "string",
				describe: "hide findings recorded in this baseline file"
			},
			{
				name: "write-baseline",
				type: "string",
				describe: "record the current findings in this baseline file and exit 0"
			},
			{
				name: "docs-url",
				type: "string",
				describe: "sarif: https address of whale-perm's docs/rules/ folder, for each rule's helpUri"
			}
		],
		examples: [
			["$0 lint", "lint the stack of the current directory"],
			["$0 lint --format sarif > whale-perm.sarif", "for GitHub code scanning"],
			["$0 lint --engine san --max-warnings 0", "fail on any warning"]
		]
	},
	{
		name: "test",
		positional: {
			name: "files",
			required: true,
			describe: "case files"
		},
		summary: "run expectation cases (TOML) against the stack",
		options: [
			...COMMON,
			{
				name: "format",
				type: "string",
				choices: ["text", "json"],
				default: "text",
				describe: "output format"
			},
			{
				name: "coverage",
				type: "boolean",
				default: false,
				describe: "list the rules no case exercised"
			}
		],
		examples: [["$0 test cases.toml", "exit 1 when a case does not get its expected decision"], ["$0 test --coverage --format json cases.toml", "with the rules no case exercised"]]
	},
	{
		name: "diff",
		summary: "decisions that change between two git revisions of the stack",
		options: [
			...COMMON,
			{
				name: "base",
				type: "string",
				required: true,
				describe: "the git revision to compare against"
			},
			{
				name: "head",
				type: "string",
				describe: "the revision to compare (default: the working tree)"
			},
			{
				name: "cases",
				type: "string",
				array: true,
				default: [],
				describe: "case files whose calls join the probe corpus"
			},
			{
				name: "fail-on",
				type: "string",
				choices: ["loosen", "any"],
				describe: "exit 1 when a decision loosens (or changes at all)"
			},
			{
				name: "format",
				type: "string",
				choices: [
					"text",
					"json",
					"markdown"
				],
				default: "text",
				describe: "output format"
			}
		],
		examples: [
			["$0 diff --base origin/main", "what the working tree changes against main"],
			["$0 diff --base HEAD~1 --fail-on loosen --format markdown", "a pull-request check"],
			["$0 diff --home ~/dotfiles/.codewhale --base HEAD~1", "a dotfiles repository of its own"]
		]
	}
];
function commandSpec(name) {
	return COMMANDS.find((c) => c.name === name);
}
/** `managed-dir` → `managedDir`, as yargs names parsed options. */
function camel(name) {
	return name.replace(/-([a-z])/g, (_, ch) => ch.toUpperCase());
}
/** The options of `command` that take a value (every other one is a flag). */
function valueOptionNames(command) {
	const names = /* @__PURE__ */ new Set();
	for (const o of command.options) {
		if (o.type === "boolean") continue;
		names.add(o.name);
		if (o.alias) names.add(o.alias);
	}
	return names;
}
/** `-c`/`--config` for a message: the short form first where there is one. */
function flagName(o) {
	return o.alias && o.alias.length === 1 ? `-${o.alias}/--${o.name}` : `--${o.name}`;
}
/**
* The first option given that the chosen engine does not read, as a
* message (`-c/--config is read by codewhale and codex only, not by
* claude`); undefined when every option given is read.
*/
function unreadOption(command, args) {
	const engine = String(args.engine ?? ENGINES[0]);
	for (const o of command.options) {
		if (!o.engines || o.engines.includes(engine)) continue;
		const v = args[camel(o.name)] ?? args[o.name];
		if (!(Array.isArray(v) ? v.length > 0 : v !== void 0 && v !== false && v !== o.default)) continue;
		const who = andList(o.engines);
		return `${flagName(o)} is read by ${who} only, not by ${engine}`;
	}
}

Object.defineProperty(exports, "COMMANDS", {
  enumerable: true,
  get: function () {
    return COMMANDS;
  }
});
Object.defineProperty(exports, "COMMON", {
  enumerable: true,
  get: function () {
    return COMMON;
  }
});
Object.defineProperty(exports, "camel", {
  enumerable: true,
  get: function () {
    return camel;
  }
});
Object.defineProperty(exports, "commandSpec", {
  enumerable: true,
  get: function () {
    return commandSpec;
  }
});
Object.defineProperty(exports, "unreadOption", {
  enumerable: true,
  get: function () {
    return unreadOption;
  }
});
Object.defineProperty(exports, "valueOptionNames", {
  enumerable: true,
  get: function () {
    return valueOptionNames;
  }
});