// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/cli/options.ts
/**
* The command line, written once as data: every command, its positional, its
* options. Both parsers read this table: the fast one (Node's
* `util.parseArgs`, for the hot path) and yargs (for --help, completion and
* error messages), so they cannot disagree on a name, a type or a default.
*/
const ENGINES = [
	"codewhale",
	"san",
	"grok",
	"claude",
	"codex",
	"gemini"
];
const ENGINE_GROUP = "Engine-specific:";
const STACK_GROUP = "Stack:";
const CALL_GROUP = "Call:";
const COMMON = [
	{
		name: "engine",
		type: "string",
		choices: ENGINES,
		default: "codewhale",
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
		name: "config",
		alias: "c",
		type: "string",
		array: true,
		default: [],
		describe: "codewhale, codex: runtime override KEY=VALUE (repeatable)",
		group: STACK_GROUP,
		engines: ["codewhale", "codex"]
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
	{
		name: "settings",
		type: "string",
		array: true,
		default: [],
		describe: "claude: a command-line settings file (repeatable)",
		group: ENGINE_GROUP,
		engines: ["claude"]
	},
	{
		name: "allowed-tools",
		type: "string",
		array: true,
		default: [],
		describe: "claude: command-line allow rules (--allowedTools)",
		group: ENGINE_GROUP,
		engines: ["claude"]
	},
	{
		name: "disallowed-tools",
		type: "string",
		array: true,
		default: [],
		describe: "claude: command-line deny rules (--disallowedTools)",
		group: ENGINE_GROUP,
		engines: ["claude"]
	},
	{
		name: "session-rule",
		type: "string",
		array: true,
		default: [],
		describe: "san, grok: a session permission already granted, e.g. 'Bash(git:*)'",
		group: ENGINE_GROUP,
		engines: ["san", "grok"]
	}
];
const CALL = [
	{
		name: "tool",
		type: "string",
		describe: "tool name in the engine's vocabulary (codewhale default: exec_shell)",
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
		name: "posture",
		type: "string",
		describe: "codewhale permission posture: ask|auto-review|full-access|never (codex: its approval policy)",
		group: ENGINE_GROUP,
		engines: ["codewhale", "codex"]
	},
	{
		name: "mode",
		alias: "permission-mode",
		type: "string",
		describe: "the engine's mode (codewhale: plan|work|operate; san, grok, claude: default|acceptEdits|plan|bypassPermissions|…)",
		group: CALL_GROUP
	},
	{
		name: "subagent",
		type: "boolean",
		default: false,
		describe: "san: the call comes from a subagent, which cannot prompt",
		group: ENGINE_GROUP,
		engines: ["san"]
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
	{
		name: "guardian",
		type: "string",
		choices: ["approve", "reject"],
		describe: "codewhale: pin the auto-review guardian's verdict (default: branches over both)",
		group: ENGINE_GROUP,
		engines: ["codewhale"]
	},
	{
		name: "classifier",
		type: "string",
		choices: [
			"allow",
			"ask",
			"deny"
		],
		describe: "grok, claude: pin the auto-mode classifier's verdict (default: branches over each)",
		group: ENGINE_GROUP,
		engines: ["grok", "claude"]
	}
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
		epilog: "Options come before the command: the first word that is not an option starts it, so the flags of the command itself (ls -la, git push --force) stay with it. Put the command after -- when it starts with a dash."
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
	const engine = String(args.engine ?? "codewhale");
	for (const o of command.options) {
		if (!o.engines || o.engines.includes(engine)) continue;
		const v = args[camel(o.name)] ?? args[o.name];
		if (!(Array.isArray(v) ? v.length > 0 : v !== void 0 && v !== false && v !== o.default)) continue;
		const who = o.engines.length === 1 ? o.engines[0] : `${o.engines.slice(0, -1).join(", ")} and ${o.engines[o.engines.length - 1]}`;
		return `${flagName(o)} is read by ${who} only, not by ${engine}`;
	}
}

Object.defineProperty(exports, "COMMANDS", {
  enumerable: true,
  get: function () {
    return COMMANDS;
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