// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_about = require("./about.Cmyz6jRv.js");
const require_errors = require("./errors.D_ZI7CKf.js");
const require_located = require("./located.udaw6CPf.js");
const require_faithful = require("./faithful.CpRpxgyP.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_shell = require("./shell.gMNuzgWI.js");
let node_path = require("node:path");

// src/engines/gemini/state.ts
function decisionOf(d) {
	return d === "ask_user" ? "ask" : d;
}
/** `deny rule (User: user.toml, tier user, priority 4.2)`. */
function ruleLabel(r) {
	const what = r.written ? ` ${r.written.key} ${JSON.stringify(r.written.value)}` : ` toolName ${JSON.stringify(r.toolName)}`;
	return `${r.decision} rule${what} (${r.source}, tier ${r.tier}, priority ${Math.round(r.priority * 1e3) / 1e3})`;
}

// src/engines/gemini/describe.ts
function describeGeminiStack(stack) {
	return {
		engine: "gemini",
		files: stack.files,
		settings: [
			{
				key: "gemini dir",
				value: stack.geminiDir,
				origin: "discovered",
				source: null
			},
			{
				key: "folder trusted",
				value: stack.trusted.value,
				origin: stack.trusted.origin,
				source: null
			},
			{
				key: "workspace policies",
				value: false,
				origin: "Gemini CLI 0.61.0 (disableWorkspacePolicies)",
				source: null
			}
		],
		rules: stack.rules.filter((r) => r.tier !== "default").map((r) => ({
			summary: ruleLabel(r),
			source: r.loc,
			...r.written && r.written.key !== "argsPattern" ? { note: `matches args /${r.argsPattern?.source}/` } : {}
		})),
		hooks: [],
		ignored: stack.ignored,
		warnings: stack.warnings
	};
}

// src/engines/gemini/defaults.ts
const READ_ONLY_TOOLS = [
	"glob",
	"grep_search",
	"list_directory",
	"read_file",
	"google_web_search",
	"codebase_investigator",
	"cli_help",
	"get_internal_docs",
	"tracker_create_task",
	"tracker_update_task",
	"tracker_get_task",
	"tracker_list_tasks",
	"tracker_add_dependency",
	"tracker_visualize",
	"update_topic",
	"complete_task",
	"read_mcp_resource",
	"list_mcp_resources"
];
const each = (file, tools, r) => tools.map((toolName) => ({
	file,
	toolName,
	...r
}));
const DEFAULT_RULES = [
	{
		file: "agents.toml",
		toolName: "invoke_agent",
		decision: "allow",
		priority: 50,
		modes: [
			"default",
			"autoEdit",
			"yolo"
		]
	},
	{
		file: "discovered.toml",
		toolName: "discovered_tool_*",
		decision: "ask_user",
		priority: 10,
		interactive: true
	},
	{
		file: "discovered.toml",
		toolName: "discovered_tool_*",
		decision: "deny",
		priority: 10,
		interactive: false
	},
	{
		file: "non-interactive.toml",
		toolName: "ask_user",
		decision: "deny",
		priority: 999,
		interactive: false
	},
	{
		file: "plan.toml",
		toolName: "enter_plan_mode",
		decision: "ask_user",
		priority: 50,
		interactive: true
	},
	{
		file: "plan.toml",
		toolName: "enter_plan_mode",
		decision: "allow",
		priority: 50,
		interactive: false
	},
	{
		file: "plan.toml",
		toolName: "enter_plan_mode",
		decision: "deny",
		priority: 70,
		modes: ["plan"]
	},
	{
		file: "plan.toml",
		toolName: "exit_plan_mode",
		decision: "ask_user",
		priority: 70,
		modes: ["plan"],
		interactive: true
	},
	{
		file: "plan.toml",
		toolName: "exit_plan_mode",
		decision: "allow",
		priority: 70,
		modes: ["plan"],
		interactive: false
	},
	{
		file: "plan.toml",
		toolName: "exit_plan_mode",
		decision: "deny",
		priority: 50
	},
	{
		file: "plan.toml",
		toolName: "*",
		decision: "deny",
		priority: 40,
		modes: ["plan"],
		denyMessage: "Plan Mode: only read-only tools may run"
	},
	{
		file: "plan.toml",
		toolName: "*",
		mcpName: "*",
		toolAnnotations: { readOnlyHint: true },
		decision: "ask_user",
		priority: 50,
		modes: ["plan"],
		interactive: true
	},
	{
		file: "plan.toml",
		toolName: "invoke_agent",
		argsPattern: "\"agent_name\":\\s*\"(codebase_investigator|cli_help)\"",
		decision: "allow",
		priority: 50,
		modes: ["plan"]
	},
	...each("plan.toml", [
		"ask_user",
		"web_fetch",
		"activate_skill"
	], {
		decision: "ask_user",
		priority: 50,
		modes: ["plan"],
		interactive: true
	}),
	...each("plan.toml", ["write_file", "replace"], {
		decision: "deny",
		priority: 65,
		modes: ["plan"],
		denyMessage: "Plan Mode: edits are limited to plan files"
	}),
	...each("read-only.toml", READ_ONLY_TOOLS, {
		decision: "allow",
		priority: 50
	}),
	{
		file: "write.toml",
		toolName: "replace",
		decision: "ask_user",
		priority: 10,
		interactive: true
	},
	{
		file: "write.toml",
		toolName: "replace",
		decision: "allow",
		priority: 15,
		modes: ["autoEdit"]
	},
	{
		file: "write.toml",
		toolName: "run_shell_command",
		decision: "ask_user",
		priority: 10,
		interactive: true
	},
	{
		file: "write.toml",
		toolName: "write_file",
		decision: "ask_user",
		priority: 10,
		interactive: true
	},
	{
		file: "write.toml",
		toolName: "activate_skill",
		decision: "ask_user",
		priority: 10,
		interactive: true
	},
	{
		file: "write.toml",
		toolName: "write_file",
		decision: "allow",
		priority: 15,
		modes: ["autoEdit"]
	},
	{
		file: "write.toml",
		toolName: "web_fetch",
		decision: "allow",
		priority: 15,
		modes: ["autoEdit"]
	},
	{
		file: "write.toml",
		toolName: "web_fetch",
		decision: "ask_user",
		priority: 10,
		interactive: true
	},
	...each("write.toml", [
		"replace",
		"run_shell_command",
		"write_file",
		"activate_skill",
		"web_fetch"
	], {
		decision: "deny",
		priority: 10,
		interactive: false
	}),
	{
		file: "yolo.toml",
		toolName: "ask_user",
		decision: "ask_user",
		priority: 999,
		modes: ["yolo"],
		interactive: true
	},
	...each("yolo.toml", ["enter_plan_mode", "exit_plan_mode"], {
		decision: "deny",
		priority: 999,
		modes: ["yolo"],
		interactive: true
	}),
	{
		file: "yolo.toml",
		toolName: "*",
		decision: "allow",
		priority: 998,
		modes: ["yolo"],
		allowRedirection: true
	}
];

// src/engines/gemini/stack.ts
const MODES = [
	"default",
	"autoEdit",
	"yolo",
	"plan"
];
const TIER_BASE = {
	default: 1,
	extension: 2,
	workspace: 3,
	user: 4,
	admin: 5
};

// src/engines/gemini/load.ts
/**
* Reading Gemini CLI's policy tiers the way `createPolicyEngineConfig` and
* `loadPoliciesFromToml` (gemini-cli-core `policy/config.ts`,
* `policy/toml-loader.ts`) read them: every `*.toml` directly in each tier's
* directory, a schema check per file (one error drops the whole file), the
* `commandPrefix` / `commandRegex` sugar turned into an args pattern, the
* priority moved into its tier. Unknown keys are dropped silently by Gemini;
* whale-perm reports them (a typo turns a narrow rule into a tool-wide one).
*/
const SHELL_TOOL = "run_shell_command";
const DECISIONS = [
	"allow",
	"deny",
	"ask_user"
];
const RULE_KEYS = /* @__PURE__ */ new Set([
	"toolName",
	"subagent",
	"mcpName",
	"argsPattern",
	"commandPrefix",
	"commandRegex",
	"decision",
	"priority",
	"modes",
	"interactive",
	"toolAnnotations",
	"allowRedirection",
	"allow_redirection",
	"denyMessage",
	"deny_message",
	"name"
]);
const FILE_KEYS = /* @__PURE__ */ new Set(["rule", "safety_checker"]);
/** `escapeRegex` of the policy utils: the characters Gemini escapes before matching a prefix literally. */
function escapeRegex(text) {
	return text.replace(/[-[\]{}()*+?.,\\^$|#\s"]/g, "\\$&");
}
/** The args pattern a `commandPrefix` becomes: the JSON-encoded prefix, then a space, a quote or an escaped quote. */
function prefixPattern(prefix) {
	return `${escapeRegex(`"command":${JSON.stringify(prefix).slice(0, -1)}`)}(?:[\\s"]|\\\\")`;
}
/** The args pattern a `commandRegex` becomes: anchored right after the command's opening quote. */
function regexPattern(re) {
	return `"command":"${re}`;
}
/** `isSafeRegExp`: compiles, at most 2048 characters, no quantified group holding a quantifier. */
function isSafeRegExp(pattern) {
	try {
		new RegExp(pattern);
	} catch {
		return false;
	}
	if (pattern.length > 2048) return false;
	return !/\([^)]*[*+?{].*\)[*+?{]/.test(pattern);
}
function mcpToolName(server, tool) {
	if (server === "*" && tool === "*") return "mcp_*";
	if (server === "*") return `mcp_*_${tool}`;
	if (tool === "*") return `mcp_${server}_*`;
	return `mcp_${server}_${tool}`;
}
const isStr = (v) => typeof v === "string";
const isStrOrList = (v) => isStr(v) || Array.isArray(v) && v.every(isStr);
const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
/** One file's schema problems, as Gemini's zod schema would find them (any one drops the file). */
function schemaIssues(value) {
	const issues = [];
	const rules = value["rule"];
	if (rules !== void 0) {
		if (!Array.isArray(rules)) issues.push({
			path: ["rule"],
			message: "expected an array of [[rule]] tables"
		});
		else rules.forEach((r, i) => {
			if (!isObj(r)) return issues.push({
				path: ["rule", i],
				message: "expected a table"
			});
			const at = (k) => [
				"rule",
				i,
				k
			];
			if (!isStrOrList(r["toolName"])) issues.push({
				path: at("toolName"),
				message: r["toolName"] === void 0 ? "toolName is required" : "toolName must be a string or a list of strings"
			});
			for (const k of [
				"subagent",
				"mcpName",
				"argsPattern",
				"commandRegex",
				"denyMessage",
				"deny_message"
			]) if (r[k] !== void 0 && !isStr(r[k])) issues.push({
				path: at(k),
				message: `${k} must be a string`
			});
			if (r["commandPrefix"] !== void 0 && !isStrOrList(r["commandPrefix"])) issues.push({
				path: at("commandPrefix"),
				message: "commandPrefix must be a string or a list of strings"
			});
			if (!DECISIONS.includes(r["decision"])) issues.push({
				path: at("decision"),
				message: `decision must be one of ${DECISIONS.join(", ")}`
			});
			const p = r["priority"];
			if (p === void 0) issues.push({
				path: at("priority"),
				message: "priority is required",
				priority: true
			});
			else if (typeof p !== "number") issues.push({
				path: at("priority"),
				message: "priority must be a number",
				priority: true
			});
			else if (!Number.isInteger(p)) issues.push({
				path: at("priority"),
				message: "priority must be an integer",
				priority: true
			});
			else if (p < 0 || p > 999) issues.push({
				path: at("priority"),
				message: `priority ${p} is outside 0–999 (Gemini keeps priorities inside their tier)`,
				priority: true
			});
			if (r["modes"] !== void 0 && !(Array.isArray(r["modes"]) && r["modes"].every((m) => MODES.includes(m)))) issues.push({
				path: at("modes"),
				message: `modes must be a list of ${MODES.join(", ")}`
			});
			for (const k of [
				"interactive",
				"allowRedirection",
				"allow_redirection"
			]) if (r[k] !== void 0 && typeof r[k] !== "boolean") issues.push({
				path: at(k),
				message: `${k} must be true or false`
			});
			if (r["toolAnnotations"] !== void 0 && !isObj(r["toolAnnotations"])) issues.push({
				path: at("toolAnnotations"),
				message: "toolAnnotations must be a table"
			});
		});
	}
	const checkers = value["safety_checker"];
	if (checkers !== void 0 && !Array.isArray(checkers)) issues.push({
		path: ["safety_checker"],
		message: "expected an array of [[safety_checker]] tables"
	});
	return issues;
}
const closest = (key, keys) => {
	let best;
	let bestD = 4;
	for (const k of keys) {
		const d = distance(key.toLowerCase(), k.toLowerCase());
		if (d < bestD) {
			bestD = d;
			best = k;
		}
	}
	return best;
};
function distance(a, b) {
	const row = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		let prev = row[0];
		row[0] = i;
		for (let j = 1; j <= b.length; j++) {
			const cur = row[j];
			row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
			prev = cur;
		}
	}
	return row[b.length];
}
const KIND_OF = /* @__PURE__ */ new WeakMap();
function problem(kind, severity, message, loc, syntax = false) {
	const p = {
		check: "schema",
		fatal: false,
		severity,
		message,
		loc,
		...syntax ? { syntax: true } : {}
	};
	KIND_OF.set(p, kind);
	return p;
}
/** The rules of one policy file, in file order; problems are recorded, and a schema error yields none. */
function rulesOfFile(text, file, tier, sourceName, problems) {
	let doc;
	try {
		doc = require_located.parseTomlLocated(text, file);
	} catch (e) {
		if (!(e instanceof require_errors.ConfigError)) throw e;
		problems.push(problem("toml-syntax", "error", `${e.message}; Gemini skips this file (every rule in it is ignored)`, e.loc ?? {
			file,
			line: 0,
			column: 0
		}, true));
		return [];
	}
	const ctx = {
		doc,
		tier,
		sourceName,
		problems
	};
	const at = (path) => doc.locate(path) ?? {
		file,
		line: 0,
		column: 0
	};
	for (const k of Object.keys(doc.value)) if (!FILE_KEYS.has(k)) problems.push(problem("unknown-key", "warning", `unknown top-level key '${k}': Gemini ignores it${k === "rules" ? " (did you mean [[rule]]?)" : ""}`, at([k])));
	const issues = schemaIssues(doc.value);
	if (issues.length > 0) {
		for (const is of issues) problems.push(problem(is.priority ? "priority-range" : "schema", "error", `${is.message}; Gemini drops the whole file (${sourceName}), every rule in it`, at(is.path)));
		return [];
	}
	const out = [];
	(doc.value["rule"] ?? []).forEach((r, i) => out.push(...transformRule(r, i, ctx)));
	return out;
}
function transformRule(r, i, ctx) {
	const { doc, problems } = ctx;
	const at = (k) => doc.locate(k ? [
		"rule",
		i,
		k
	] : ["rule", i]) ?? {
		file: doc.file,
		line: 0,
		column: 0
	};
	for (const k of Object.keys(r)) {
		if (RULE_KEYS.has(k)) continue;
		const near = closest(k, RULE_KEYS);
		problems.push(problem("unknown-key", "warning", `unknown key '${k}'${near ? ` (did you mean '${near}'?)` : ""}: Gemini drops it silently, so this rule applies more widely than written`, at(k)));
	}
	const toolNames = Array.isArray(r["toolName"]) ? r["toolName"] : [r["toolName"]];
	const prefix = r["commandPrefix"];
	const regex = r["commandRegex"];
	const args = r["argsPattern"];
	if (prefix !== void 0 || regex !== void 0) {
		if (r["toolName"] !== "run_shell_command") problems.push(problem("prefix-non-shell", "error", `commandPrefix and commandRegex are meant for toolName = "${SHELL_TOOL}"; Gemini reports this but still loads the rule, which then matches the 'command' argument of ${JSON.stringify(r["toolName"])}`, at("toolName")));
		if (args !== void 0) problems.push(problem("exclusive-keys", "error", `commandPrefix/commandRegex with argsPattern: Gemini keeps ${prefix ? "commandPrefix" : "commandRegex"} and ignores argsPattern`, at("argsPattern")));
		else if (prefix !== void 0 && regex !== void 0) problems.push(problem("exclusive-keys", "error", "commandPrefix with commandRegex: Gemini keeps commandPrefix and ignores commandRegex", at("commandRegex")));
	}
	if (typeof regex === "string" && /(^|[^\\[])\^/.test(regex)) problems.push(problem("regex-anchor", "warning", `'^' in commandRegex never matches: Gemini already anchors the pattern after '"command":"', so the rule is dead`, at("commandRegex")));
	if (toolNames.some((t) => t === "")) {
		problems.push(problem("schema", "error", "toolName cannot be an empty string; use \"*\" for every tool", at("toolName")));
		return [];
	}
	let patterns;
	if (prefix) patterns = (Array.isArray(prefix) ? prefix : [prefix]).map((p) => ({
		text: prefixPattern(p),
		written: {
			key: "commandPrefix",
			value: p
		}
	}));
	else if (regex) patterns = [{
		text: regexPattern(regex),
		written: {
			key: "commandRegex",
			value: regex
		}
	}];
	else patterns = [args ? {
		text: args,
		written: {
			key: "argsPattern",
			value: args
		}
	} : void 0];
	const out = [];
	const tomlPriority = r["priority"];
	for (const pat of patterns) for (const tool of toolNames) {
		const mcp = r["mcpName"];
		const rule = {
			toolName: mcp ? mcpToolName(mcp, tool) : tool,
			decision: r["decision"],
			priority: TIER_BASE[ctx.tier] + tomlPriority / 1e3,
			tomlPriority,
			tier: ctx.tier,
			source: ctx.sourceName,
			loc: at()
		};
		if (mcp !== void 0) rule.mcpName = mcp;
		if (r["subagent"] !== void 0) rule.subagent = r["subagent"];
		if (r["modes"] !== void 0) rule.modes = r["modes"];
		if (r["interactive"] !== void 0) rule.interactive = r["interactive"];
		if (r["toolAnnotations"] !== void 0) rule.toolAnnotations = r["toolAnnotations"];
		const redir = r["allowRedirection"] ?? r["allow_redirection"];
		if (redir !== void 0) rule.allowRedirection = redir;
		const deny = r["denyMessage"] ?? r["deny_message"];
		if (deny !== void 0) rule.denyMessage = deny;
		if (pat && pat.text) {
			let re;
			try {
				re = new RegExp(pat.text);
			} catch (e) {
				problems.push(problem("bad-regex", "error", `invalid pattern ${JSON.stringify(pat.text)}: ${e.message}; Gemini drops the rule`, at(pat.written.key)));
				continue;
			}
			if (!isSafeRegExp(pat.text)) {
				problems.push(problem("unsafe-regex", "error", `pattern ${JSON.stringify(pat.text)} looks like a ReDoS risk (a quantified group holding a quantifier, or over 2048 characters); Gemini drops the rule`, at(pat.written.key)));
				continue;
			}
			rule.argsPattern = re;
			rule.written = pat.written;
		}
		out.push(rule);
	}
	return out;
}
function defaultRules() {
	return DEFAULT_RULES.map((d) => {
		const r = {
			toolName: d.mcpName ? mcpToolName(d.mcpName, d.toolName) : d.toolName,
			decision: d.decision,
			priority: 1 + d.priority / 1e3,
			tomlPriority: d.priority,
			tier: "default",
			source: `Default: ${d.file}`,
			loc: null
		};
		if (d.mcpName) r.mcpName = d.mcpName;
		if (d.modes) r.modes = d.modes;
		if (d.interactive !== void 0) r.interactive = d.interactive;
		if (d.toolAnnotations) r.toolAnnotations = d.toolAnnotations;
		if (d.allowRedirection !== void 0) r.allowRedirection = d.allowRedirection;
		if (d.denyMessage) r.denyMessage = d.denyMessage;
		if (d.argsPattern) {
			r.argsPattern = new RegExp(d.argsPattern);
			r.written = {
				key: "argsPattern",
				value: d.argsPattern
			};
		}
		return r;
	});
}
/** Sorted as PolicyEngine sorts: final priority descending; Array.prototype.sort is stable, so load order breaks ties. */
function sortRules(rules) {
	return [...rules].sort((a, b) => b.priority - a.priority);
}
function tomlFiles(opts, dir) {
	if (!opts.reader.isDirectory(dir)) return void 0;
	return (opts.reader.list?.(dir) ?? []).filter((n) => n.endsWith(".toml") && !opts.reader.isDirectory((0, node_path.join)(dir, n)));
}
function loadGeminiStack(opts) {
	const home = opts.env["GEMINI_CLI_HOME"] ?? opts.userHome;
	const geminiDir = opts.home ? (0, node_path.resolve)(opts.home) : (0, node_path.join)(home, ".gemini");
	const workspace = (0, node_path.resolve)(opts.workspace);
	const files = [];
	const problems = [];
	const warnings = [];
	const loaded = [];
	const readTier = (dir, tier, role, name) => {
		const list = tomlFiles(opts, dir);
		if (list === void 0) {
			files.push({
				path: dir,
				role,
				status: "missing"
			});
			return [];
		}
		const out = [];
		for (const f of list) {
			const path = (0, node_path.join)(dir, f);
			const r = opts.reader.read(path);
			if (r.status !== "ok") {
				files.push({
					path,
					role,
					status: r.status === "missing" ? "missing" : "error",
					...r.status === "error" ? { note: r.message } : {}
				});
				continue;
			}
			const before = problems.length;
			const rules = rulesOfFile(r.text, path, tier, name(f), problems);
			const dropped = problems.slice(before).some((p) => [
				"schema",
				"priority-range",
				"toml-syntax"
			].includes(KIND_OF.get(p) ?? "") && p.message.includes("drops the whole file") || KIND_OF.get(p) === "toml-syntax");
			files.push({
				path,
				role,
				status: dropped ? "ignored" : "read",
				...dropped ? { note: "Gemini skips the whole file: see the problems" } : {}
			});
			out.push(...rules);
		}
		return out;
	};
	const cap = (t) => t.charAt(0).toUpperCase() + t.slice(1);
	const adminDir = opts.managedDir ? (0, node_path.join)((0, node_path.resolve)(opts.managedDir), "policies") : "/etc/gemini-cli/policies";
	loaded.push(...readTier(adminDir, "admin", "admin policies", (f) => `${cap("admin")}: ${f}`));
	loaded.push(...readTier((0, node_path.join)(geminiDir, "policies"), "user", "user policies", (f) => `${cap("user")}: ${f}`));
	const wsDir = (0, node_path.join)(workspace, ".gemini", "policies");
	const wsFiles = tomlFiles(opts, wsDir);
	if (wsFiles && wsFiles.length > 0) {
		for (const f of wsFiles) files.push({
			path: (0, node_path.join)(wsDir, f),
			role: "workspace policies",
			status: "not-read",
			note: "Gemini CLI 0.61.0 never loads workspace policies (disableWorkspacePolicies)"
		});
		warnings.push(`${wsDir}: workspace policies are not loaded by Gemini CLI 0.61.0; their rules have no effect`);
	}
	loaded.push(...defaultRules());
	const extDir = (0, node_path.join)(geminiDir, "extensions");
	for (const ext of opts.reader.isDirectory(extDir) ? opts.reader.list?.(extDir) ?? [] : []) {
		const dir = (0, node_path.join)(extDir, ext, "policies");
		if (!opts.reader.isDirectory(dir)) continue;
		for (const rule of readTier(dir, "extension", `extension ${ext} policies`, (f) => `Extension (${ext}): ${f}`)) {
			if (rule.decision === "allow") {
				problems.push(problem("extension-allow", "warning", `extension ${ext}: allow rules from extensions are dropped (extensions may only restrict)`, rule.loc ?? {
					file: dir,
					line: 0,
					column: 0
				}));
				continue;
			}
			if (rule.modes?.includes("yolo")) {
				problems.push(problem("extension-allow", "warning", `extension ${ext}: rules for yolo mode from extensions are dropped`, rule.loc ?? {
					file: dir,
					line: 0,
					column: 0
				}));
				continue;
			}
			loaded.push(rule);
		}
	}
	const trusted = opts.trusted !== void 0 ? {
		value: opts.trusted,
		origin: opts.trusted ? "--trusted" : "--untrusted",
		source: null
	} : {
		value: true,
		origin: "default (folder trust off)",
		source: null
	};
	return {
		home,
		userHome: (0, node_path.resolve)(opts.userHome),
		geminiDir,
		workspace,
		files,
		rules: sortRules(loaded),
		trusted,
		problems,
		ignored: [],
		warnings
	};
}

// src/engines/gemini/layers/headless.ts
/** Layer 2: without a person to ask (`gemini -p`), the scheduler turns ask into an error: deny. */
const headlessLayer = {
	id: "headless",
	title: "Headless: ask becomes deny",
	run(s) {
		if (!s.ctx.nonInteractive) return {
			outcome: "skip",
			reason: "interactive session"
		};
		if (s.decision !== "ask") return {
			outcome: "pass",
			reason: `headless, nothing to ask (${s.decision})`
		};
		s.decision = "deny";
		s.by = require_faithful.claim("headless", `headless: ${s.by?.reason ?? "the call needs approval"}, and nobody can approve it`, s.by?.source);
		return {
			outcome: "deny",
			reason: "headless: ask becomes deny",
			sources: [s.by.source]
		};
	}
};

// src/engines/gemini/words.ts
const CONTROL = `(?:${[
	"\\|\\|",
	"&&",
	";;",
	"\\|&",
	"<\\(",
	"<<<",
	">>",
	">&",
	"<&",
	"[&;()|<>]"
].join("|")})`;
const CONTROL_ONLY = new RegExp(`^${CONTROL}$`);
const META = "|&;()<> \\t";
const CHUNK = new RegExp(`(${CONTROL})|(?:${`(?:\\\\['"${META}]|[^\\s'"${META}])+`}|"(?:\\\\"|[^"])*?"|'(?:\\\\'|[^'])*?')+`, "g");
/** Thrown where shell-quote throws (`${}`, an unclosed `${`); the heuristics then keep the rule's decision. */
var BadSubstitution = class extends Error {};
function shellWords(input, keepVars = false) {
	return shellEntries(input, keepVars).map((e) => e.text);
}
function shellEntries(input, keepVars = false) {
	const out = [];
	let commented = false;
	CHUNK.lastIndex = 0;
	for (let m = CHUNK.exec(input); m !== null; m = CHUNK.exec(input)) {
		if (m[0].length === 0) {
			CHUNK.lastIndex++;
			continue;
		}
		if (commented) continue;
		const s = m[0];
		if (CONTROL_ONLY.test(s)) {
			out.push({
				kind: "op",
				text: s
			});
			continue;
		}
		const r = scanWord(s, keepVars);
		if (r.kind === "op") out.push({
			kind: "op",
			text: s
		});
		else if (r.kind === "comment") {
			if (r.text.length > 0) out.push({
				kind: "word",
				text: r.text
			});
			out.push({
				kind: "comment",
				text: ""
			});
			commented = true;
		} else out.push({
			kind: r.kind,
			text: r.text
		});
	}
	return out;
}
function scanWord(s, keepVars) {
	let quote = null;
	let esc = false;
	let text = "";
	let i = 0;
	let glob = false;
	const variable = () => {
		i += 1;
		const c = s.charAt(i);
		let name;
		if (c === "{") {
			i += 1;
			if (s.charAt(i) === "}") throw new BadSubstitution(`bad substitution`);
			const end = s.indexOf("}", i);
			if (end < 0) throw new BadSubstitution(`bad substitution`);
			name = s.slice(i, end);
			i = end;
		} else if (/[*@#?$!_-]/.test(c)) {
			name = c;
			i += 1;
		} else {
			const rest = s.slice(i);
			const stop = /[^\w\d_]/.exec(rest);
			if (!stop) {
				name = rest;
				i = s.length;
			} else {
				name = rest.slice(0, stop.index);
				i += stop.index - 1;
			}
		}
		if (keepVars) return `$${name}`;
		return name === "" ? "$" : "";
	};
	for (i = 0; i < s.length; i++) {
		let c = s.charAt(i);
		glob = glob || !quote && (c === "*" || c === "?");
		if (esc) {
			text += c;
			esc = false;
		} else if (quote) {
			if (c === quote) quote = null;
			else if (quote === "'") text += c;
			else if (c === "\\") {
				i += 1;
				c = s.charAt(i);
				text += c === "\"" || c === "\\" || c === "$" ? c : `\\${c}`;
			} else if (c === "$") text += variable();
			else text += c;
		} else if (c === "\"" || c === "'") quote = c;
		else if (CONTROL_ONLY.test(c)) return {
			kind: "op",
			text: s
		};
		else if (c === "#") return {
			kind: "comment",
			text
		};
		else if (c === "\\") esc = true;
		else if (c === "$") text += variable();
		else text += c;
	}
	return {
		kind: glob ? "glob" : "word",
		text
	};
}

// src/engines/gemini/reading.ts
/**
* How Gemini CLI reads a shell command (`utils/shell-utils.ts` in
* gemini-cli-core): the tree-sitter-bash parse, the list of "command details"
* (every command-like node anywhere in the tree, in source order), the
* redirection test, the `sh -c` wrapper strip, and the execution-time
* command-substitution scan. Its own reading, not whale-perm's: the engine's
* decision is computed over this.
*/
/** The markers that are not commands (they are skipped when the parts are re-checked). */
const NOT_COMMANDS = /* @__PURE__ */ new Set([
	"redirection (<)",
	"redirection (>)",
	"heredoc (<<)",
	"herestring (<<<)",
	"command substitution",
	"backtick substitution",
	"process substitution",
	"subshell"
]);
function unquoteName(raw) {
	if (raw.length >= 2) {
		const a = raw[0];
		const b = raw[raw.length - 1];
		if (a === "\"" && b === "\"" || a === "'" && b === "'") return raw.slice(1, -1);
	}
	return raw.trim();
}
function nameOf(node, src) {
	const text = (n) => src.slice(n.startIndex, n.endIndex);
	switch (node.type) {
		case "command": {
			const name = node.children.find((c) => c.type === "command_name");
			return name ? unquoteName(text(name)) : null;
		}
		case "declaration_command":
		case "unset_command":
		case "test_command": {
			const first = node.children[0];
			return first ? unquoteName(text(first)) : null;
		}
		case "file_redirect":
			for (const c of node.children) {
				const t = text(c);
				if (t.includes("<")) return "redirection (<)";
				if (t.includes(">")) return "redirection (>)";
			}
			return "redirection (>)";
		case "heredoc_redirect": return "heredoc (<<)";
		case "herestring_redirect": return "herestring (<<<)";
		case "command_substitution": return "command substitution";
		case "backtick_substitution": return "backtick substitution";
		case "process_substitution": return "process substitution";
		case "subshell": return "subshell";
		default: return null;
	}
}
function promptTransform(root, src) {
	const stack = [root];
	while (stack.length > 0) {
		const n = stack.pop();
		if (n.type === "expansion") for (let i = 0; i + 1 < n.children.length; i++) {
			const op = n.children[i];
			const tr = n.children[i + 1];
			if (src.slice(op.startIndex, op.endIndex) === "@" && src.slice(tr.startIndex, tr.endIndex).toLowerCase() === "p") return true;
		}
		for (const c of n.children) if (c.isNamed) stack.push(c);
	}
	return false;
}
/** Gemini's `parseCommandDetails` for bash; undefined where it gets no tree (an empty command). */
function parseCommandDetails(command) {
	if (!command.trim()) return void 0;
	const { root } = require_shell.parseBash(command);
	const details = [];
	const stack = [root];
	while (stack.length > 0) {
		const n = stack.pop();
		const name = nameOf(n, command);
		if (name !== null) details.push({
			name,
			text: command.slice(n.startIndex, n.endIndex).trim(),
			startIndex: n.startIndex
		});
		for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
	}
	const hasError = root.hasError || details.length === 0 || promptTransform(root, command);
	details.sort((a, b) => a.startIndex - b.startIndex);
	return {
		details,
		hasError
	};
}
/** Gemini's `hasRedirection`: a redirect node anywhere in the tree (a `<` or `>` is needed first). */
function hasRedirection(command) {
	if (!/[><]/.test(command)) return false;
	if (!command.trim()) return true;
	const { root } = require_shell.parseBash(command);
	const stack = [root];
	while (stack.length > 0) {
		const n = stack.pop();
		if (n.type === "redirected_statement" || n.type === "file_redirect" || n.type === "heredoc_redirect" || n.type === "herestring_redirect") return true;
		for (const c of n.children) stack.push(c);
	}
	return false;
}
const WRAPPER = /^\s*(?:(?:(?:\S+\/)?(?:sh|bash|zsh))\s+-c|cmd\.exe\s+\/c|powershell(?:\.exe)?\s+(?:-NoProfile\s+)?-Command|pwsh(?:\.exe)?\s+(?:-NoProfile\s+)?-Command)\s+/i;
/** Gemini's `stripShellWrapper`: `bash -c '…'` (and cmd/powershell forms) give their body; anything else is trimmed. */
function stripShellWrapper(command) {
	const m = WRAPPER.exec(command);
	if (!m) return command.trim();
	let body = command.slice(m[0].length).trim();
	if (body.length >= 2 && (body.startsWith("\"") && body.endsWith("\"") || body.startsWith("'") && body.endsWith("'"))) {
		if (m[0].trim().endsWith("-c") && body.startsWith("\"")) {
			let entries;
			try {
				entries = shellEntries(body, true);
			} catch {
				entries = void 0;
			}
			body = entries !== void 0 && entries.length === 1 && entries[0].kind === "word" ? entries[0].text : body.slice(1, -1);
		} else body = body.slice(1, -1);
	}
	return body;
}
/** Gemini's execution-time check (`detectCommandSubstitution`, bash rules): `$(`, backticks, `<(`/`>(` outside quotes. */
function detectCommandSubstitution(command) {
	let sq = false;
	let dq = false;
	for (let i = 0; i < command.length;) {
		const c = command[i];
		if (c === "'" && !dq) {
			sq = !sq;
			i++;
			continue;
		}
		if (c === "\"" && !sq) {
			dq = !dq;
			i++;
			continue;
		}
		if (sq) {
			i++;
			continue;
		}
		if (c === "\\" && i + 1 < command.length) {
			if (!dq || [
				"$",
				"`",
				"\"",
				"\\",
				"\n"
			].includes(command[i + 1])) {
				i += 2;
				continue;
			}
		}
		if (c === "$" && command[i + 1] === "(") return true;
		if (!dq && (c === "<" || c === ">") && command[i + 1] === "(") return true;
		if (c === "`") return true;
		i++;
	}
	return false;
}

// src/engines/gemini/safety.ts
/**
* Gemini CLI's command-safety lists, as the policy engine applies them on
* Linux and macOS (`sandbox/utils/commandSafety.ts`, reached through
* `NoopSandboxManager.isKnownSafeCommand` / `isDangerousCommand`): a short
* read-only list that can turn a prompt into an allow, and a danger list that
* turns an allow or a prompt into a prompt. Paths are judged against the
* workspace without touching the disk (Gemini also follows symlinks and stats
* dash-words; whale-perm treats every dash-word as an option).
*/
/** `isSubpath`: the child is the parent or below it. */
function isSubpath(parent, child) {
	const rel = (0, node_path.relative)((0, node_path.resolve)(parent), (0, node_path.resolve)(child));
	return !rel.startsWith("../") && rel !== ".." && !(0, node_path.isAbsolute)(rel);
}
function escapes(arg, p) {
	if (arg.includes("$") || arg.includes("`")) return true;
	let target;
	if (arg === "~" || arg.startsWith("~/") || arg.startsWith("~\\")) target = (0, node_path.resolve)(p.home, arg.slice(2));
	else if (arg.startsWith("~")) return true;
	else if ((0, node_path.isAbsolute)(arg)) target = (0, node_path.resolve)(arg);
	else target = (0, node_path.resolve)(p.cwd, arg);
	return !isSubpath(p.workspace, target);
}
const SAFE = /* @__PURE__ */ new Set([
	"__read",
	"__write",
	"cat",
	"cd",
	"cut",
	"echo",
	"expr",
	"false",
	"grep",
	"head",
	"id",
	"ls",
	"nl",
	"paste",
	"pwd",
	"rev",
	"seq",
	"stat",
	"tail",
	"tr",
	"true",
	"uname",
	"uniq",
	"wc",
	"which",
	"whoami",
	"numfmt",
	"tac"
]);
const FILE_READERS = /* @__PURE__ */ new Set([
	"cat",
	"head",
	"tail",
	"tac",
	"nl",
	"stat",
	"wc",
	"cut",
	"paste",
	"rev",
	"uniq",
	"numfmt",
	"ls",
	"__read"
]);
const FIND_UNSAFE = /* @__PURE__ */ new Set([
	"-exec",
	"-execdir",
	"-ok",
	"-okdir",
	"-delete",
	"-fls",
	"-fprint",
	"-fprint0",
	"-fprintf"
]);
const RG_UNSAFE_WITH_ARG = ["--pre", "--hostname-bin"];
const RG_UNSAFE = /* @__PURE__ */ new Set(["--search-zip", "-z"]);
const GIT_READ = [
	"status",
	"log",
	"diff",
	"show",
	"branch"
];
const GIT_UNSAFE_FLAGS = /* @__PURE__ */ new Set([
	"--output",
	"--ext-diff",
	"--textconv",
	"--exec",
	"--paginate"
]);
const GIT_BRANCH_READ = /* @__PURE__ */ new Set([
	"--list",
	"-l",
	"--show-current",
	"-a",
	"--all",
	"-r",
	"--remotes",
	"-v",
	"-vv",
	"--verbose"
]);
const TRUSTED_DIRS = [
	"/bin",
	"/sbin",
	"/usr/bin",
	"/usr/sbin",
	"/usr/local/bin",
	"/opt/homebrew/bin"
];
function base(p) {
	const parts = p.split("/").filter(Boolean);
	return parts[parts.length - 1] ?? "";
}
function isRg(cmd) {
	const b = base(cmd);
	return b === "rg" || b === "rg.exe";
}
/** Operands past the options, each tested against the workspace (the readers' rule). */
function operandsStayInside(args, p, fileFlag) {
	let dashdash = false;
	for (let i = 1; i < args.length; i++) {
		const a = args[i];
		if (!dashdash) {
			if (a === "--") {
				dashdash = true;
				continue;
			}
			if (a === "-") continue;
			if (fileFlag && (a.startsWith("-f") || a.startsWith("--file"))) {
				const file = a.startsWith("--file=") ? a.slice(7) : a === "--file" ? args[++i] : a.length > 2 ? a.slice(2) : args[++i];
				if (file && escapes(file, p)) return false;
				continue;
			}
			if (a.startsWith("-")) {
				if (a.includes("=") && escapes(a.slice(a.indexOf("=") + 1), p)) return false;
				continue;
			}
		}
		if (escapes(a, p)) return false;
	}
	return true;
}
function gitSub(args) {
	const skipNextFor = /* @__PURE__ */ new Set([
		"-C",
		"-c",
		"--config-env",
		"--exec-path",
		"--git-dir",
		"--namespace",
		"--super-prefix",
		"--work-tree"
	]);
	for (let i = 1; i < args.length; i++) {
		const a = args[i];
		if (/^--(config-env|exec-path|git-dir|namespace|super-prefix|work-tree)=/.test(a) || (a.startsWith("-C") || a.startsWith("-c")) && a.length > 2) continue;
		if (skipNextFor.has(a)) {
			i++;
			continue;
		}
		if (a === "--" || a.startsWith("-")) continue;
		return GIT_READ.includes(a) ? {
			idx: i,
			sub: a
		} : {
			idx: -1,
			sub: null
		};
	}
	return {
		idx: -1,
		sub: null
	};
}
function gitConfigOverride(args) {
	return args.some((a) => a === "-c" || a === "--config-env" || a.startsWith("-c") && a.length > 2 || a.startsWith("--config-env="));
}
function gitArgsReadOnly(args) {
	return !args.some((a) => GIT_UNSAFE_FLAGS.has(a) || a.startsWith("--output=") || a.startsWith("--exec="));
}
function gitBranchReadOnly(args) {
	if (args.length === 0) return true;
	let saw = false;
	for (const a of args) if (GIT_BRANCH_READ.has(a) || a.startsWith("--format=")) saw = true;
	else return false;
	return saw;
}
function sedPrint(arg) {
	if (!arg || !arg.endsWith("p")) return false;
	const parts = arg.slice(0, -1).split(",");
	return (parts.length === 1 || parts.length === 2) && parts.every((x) => /^\d+$/.test(x));
}
function safeToExec(args, p) {
	const cmd = args[0];
	if (cmd === void 0) return false;
	if (p.cwd !== p.workspace && !isSubpath(p.workspace, p.cwd)) return false;
	if (SAFE.has(cmd)) {
		if (cmd === "cd") {
			let hasPath = false;
			for (const a of args.slice(1)) {
				if (a.startsWith("-")) continue;
				hasPath = true;
				if (escapes(a, p)) return false;
			}
			return hasPath || !escapes("~", p);
		}
		if (FILE_READERS.has(cmd)) return operandsStayInside(args, p, false);
		if (cmd === "grep") return operandsStayInside(args, p, true);
		return true;
	}
	if (cmd === "base64") {
		if (args.slice(1).some((a) => a === "-o" || a === "--output" || a.startsWith("--output=") || a.startsWith("-o") && a !== "-o")) return false;
		return args.slice(1).every((a) => a.startsWith("-") || !escapes(a, p));
	}
	if (cmd === "find") {
		if (args.some((a) => FIND_UNSAFE.has(a))) return false;
		return args.slice(1).every((a) => a.startsWith("-") || !escapes(a, p));
	}
	if (isRg(cmd)) {
		if (!(cmd.startsWith("/") && TRUSTED_DIRS.some((d) => cmd.startsWith(`${d}/`)))) return false;
		for (const a of args.slice(1)) {
			if (RG_UNSAFE.has(a)) return false;
			if (RG_UNSAFE_WITH_ARG.some((o) => a === o || a.startsWith(`${o}=`))) return false;
		}
		return operandsStayInside(args, p, true);
	}
	if (cmd === "git") {
		if (gitConfigOverride(args)) return false;
		const { idx, sub } = gitSub(args);
		if (!sub) return false;
		const rest = args.slice(idx + 1);
		return sub === "branch" ? gitArgsReadOnly(rest) && gitBranchReadOnly(rest) : gitArgsReadOnly(rest);
	}
	if (cmd === "sed") {
		if (args.length <= 4 && args[1] === "-n" && sedPrint(args[2])) return !(args[3] && escapes(args[3], p));
		return false;
	}
	return false;
}
/** `isKnownSafeCommand` over the heuristics' words. */
function isKnownSafe(args, p, splitScript, words) {
	if (args.length === 0) return false;
	const a = args.map((x) => x === "zsh" ? "bash" : x);
	if (safeToExec(a, p)) return true;
	if (a.length === 3 && a[0] === "bash" && (a[1] === "-lc" || a[1] === "-c")) {
		const script = a[2];
		if (/[()<>]/.test(script)) return false;
		const cmds = splitScript(script);
		if (!cmds || cmds.length === 0) return false;
		try {
			return cmds.every((c) => {
				const t = c.trim();
				if (!t) return true;
				const w = words(t);
				return w.length === 0 || safeToExec(w, p);
			});
		} catch {
			return false;
		}
	}
	return false;
}
/** `isDangerousCommand` over the heuristics' words. */
function isDangerous(args) {
	const cmd = args[0];
	if (cmd === void 0) return false;
	if (cmd === "ln" && args.some((a) => a === "-s" || a === "--symbolic" || a.startsWith("-") && !a.startsWith("--") && a.includes("s"))) return true;
	if (cmd === "rm") return args[1] === "-f" || args[1] === "-rf" || args[1] === "-fr";
	if (cmd === "sudo") return isDangerous(args.slice(1));
	if (cmd === "find") return args.some((a) => FIND_UNSAFE.has(a));
	if (isRg(cmd)) return args.some((a) => RG_UNSAFE.has(a) || RG_UNSAFE_WITH_ARG.some((o) => a === o || a.startsWith(`${o}=`)));
	if (cmd === "git") {
		if (gitConfigOverride(args)) return true;
		const { idx, sub } = gitSub(args);
		if (!sub) return false;
		const rest = args.slice(idx + 1);
		return sub === "branch" ? !(gitArgsReadOnly(rest) && gitBranchReadOnly(rest)) : !gitArgsReadOnly(rest);
	}
	if (cmd === "base64") return args.slice(1).some((a) => a === "-o" || a === "--output" || a.startsWith("--output=") || a.startsWith("-o") && a !== "-o");
	return false;
}
/** `containsGitCommand`: a `git` word after nothing, an operator, `sudo`, `env` or `time` (assignments skipped). */
function containsGit(args) {
	const before = /* @__PURE__ */ new Set([
		"sudo",
		"env",
		"time",
		"&&",
		"||",
		";",
		"|",
		"&",
		"(",
		"\\n"
	]);
	return args.some((arg, i) => {
		const t = arg.trim();
		if (!t) return false;
		const b = base(t).toLowerCase();
		if (b !== "git" && b !== "git.exe") return false;
		let j = i - 1;
		while (j >= 0 && /^[a-zA-Z_][a-zA-Z0-9_]*=/.test(args[j])) j--;
		return j < 0 || before.has(args[j].toLowerCase());
	});
}

// src/engines/gemini/check.ts
/**
* Gemini CLI's `PolicyEngine.check` (gemini-cli-core `policy/policy-engine.ts`)
* for one tool call: the first rule by priority whose filters match, the
* shell heuristics for rules without an args pattern, and for the shell tool
* the sub-command re-check (heuristics off), the redirection downgrade and
* the parse-failure fallbacks. Pure: it narrates every step it takes, so the
* pipeline's layers can show them.
*/
const SHELL_TOOLS = [SHELL_TOOL, "ShellTool"];
/** `stableStringify`: keys sorted, each top-level pair wrapped in NUL characters. */
function stableArgs(args) {
	const go = (v, top, seen) => {
		if (v === void 0 || v === null || typeof v === "function" || typeof v === "symbol") return "null";
		if (typeof v !== "object") return JSON.stringify(v) ?? "null";
		if (seen.has(v)) return "\"[Circular]\"";
		seen.add(v);
		try {
			if (Array.isArray(v)) return `[${v.map((x) => go(x, false, seen)).join(",")}]`;
			const pairs = [];
			for (const k of Object.keys(v).sort()) {
				const x = v[k];
				if (x === void 0 || typeof x === "function" || typeof x === "symbol") continue;
				const pair = `${JSON.stringify(k)}:${go(x, false, seen)}`;
				pairs.push(top ? `\0${pair}\0` : pair);
			}
			return `{${pairs.join(",")}}`;
		} finally {
			seen.delete(v);
		}
	};
	return go(args, true, /* @__PURE__ */ new Set());
}
function wildcard(pattern, tool, server) {
	if (pattern === "*") return true;
	if (pattern === "mcp_*") return server !== void 0;
	if (pattern.startsWith("mcp_") && pattern.endsWith("_*")) {
		const s = pattern.slice(4, -2);
		return server === s && tool.startsWith(`mcp_${s}_`);
	}
	return tool === pattern;
}
/** `ruleMatches`: modes, subagent, MCP server, tool name, annotations, args pattern, interactivity. */
function ruleMatches(rule, call, json, ctx) {
	if (rule.modes && rule.modes.length > 0 && !rule.modes.includes(ctx.mode)) return false;
	if (rule.subagent !== void 0) return false;
	if (rule.mcpName !== void 0) {
		if (rule.mcpName === "*" ? ctx.serverName === void 0 : ctx.serverName !== rule.mcpName) return false;
	}
	if (rule.toolName !== "*") {
		if (rule.toolName.includes("*")) {
			if (!wildcard(rule.toolName, call.name, ctx.serverName)) return false;
		} else if (call.name !== rule.toolName) return false;
	}
	if (rule.toolAnnotations) return false;
	if (rule.argsPattern && !rule.argsPattern.test(json)) return false;
	if (rule.interactive !== void 0 && rule.interactive === ctx.nonInteractive) return false;
	return true;
}
const ruleIndexes = /* @__PURE__ */ new WeakMap();
const PLAIN_PREFIX = /^[\x20-\x7e]*$/;
const firstWord = (text) => text.split(/[\s"]/, 1)[0];
function indexOf(rules) {
	let ix = ruleIndexes.get(rules);
	if (ix) return ix;
	ix = {
		byWord: /* @__PURE__ */ new Map(),
		rest: []
	};
	rules.forEach((r, i) => {
		const p = r.written?.key === "commandPrefix" ? r.written.value : void 0;
		if (p === void 0 || !PLAIN_PREFIX.test(p) || p.includes("\\")) return ix.rest.push(i);
		const w = firstWord(p);
		const l = ix.byWord.get(w);
		if (l) l.push(i);
		else ix.byWord.set(w, [i]);
	});
	ruleIndexes.set(rules, ix);
	return ix;
}
function candidateRules(rules, args) {
	if (rules.length < 64) return rules;
	if (Object.values(args).some((v) => v !== null && typeof v === "object")) return rules;
	const ix = indexOf(rules);
	const command = args["command"];
	const hits = typeof command === "string" ? ix.byWord.get(firstWord(command)) ?? [] : [];
	const out = [];
	let a = 0;
	let b = 0;
	while (a < hits.length || b < ix.rest.length) if (b >= ix.rest.length || a < hits.length && hits[a] < ix.rest[b]) out.push(rules[hits[a++]]);
	else out.push(rules[ix.rest[b++]]);
	return out;
}
function place(ctx, dirPath) {
	const cwd = typeof dirPath === "string" && dirPath ? (0, node_path.resolve)(ctx.workspace, dirPath) : ctx.workspace;
	return {
		workspace: ctx.workspace,
		cwd,
		home: ctx.home
	};
}
function splitForSafety(script) {
	const p = parseCommandDetails(script);
	if (!p || p.hasError) return [];
	return p.details.filter((d) => !NOT_COMMANDS.has(d.name)).map((d) => d.text).filter(Boolean);
}
/** `applyShellHeuristics`: workspace, untrusted git, dangerous, known safe. */
function heuristics(command, decision, dirPath, ctx, steps) {
	if (decision === "deny") return "deny";
	let words;
	try {
		words = shellWords(command);
	} catch (e) {
		if (e instanceof BadSubstitution) return decision;
		throw e;
	}
	const p = place(ctx, dirPath);
	const outside = p.cwd !== p.workspace && !isSubpath(p.workspace, p.cwd);
	if (outside && ctx.mode !== "yolo") {
		steps.push({
			kind: "heuristic",
			text: "dir_path is outside the workspace: ask",
			decision: "ask_user"
		});
		return "ask_user";
	}
	if (containsGit(words) && !ctx.trusted) {
		steps.push({
			kind: "heuristic",
			text: "a git command in an untrusted folder: ask",
			decision: "ask_user"
		});
		return "ask_user";
	}
	if (isDangerous(words)) {
		if (ctx.mode === "yolo") {
			steps.push({
				kind: "heuristic",
				text: "dangerous command, but yolo keeps the decision"
			});
			return decision;
		}
		steps.push({
			kind: "heuristic",
			text: "dangerous command (forced rm, sudo …, find -exec/-delete, git -c, ln -s …): ask",
			decision: "ask_user"
		});
		return "ask_user";
	}
	if (decision === "ask_user" && isKnownSafe(words, p, splitForSafety, (s) => shellWords(s))) {
		if (outside) return "ask_user";
		if (containsGit(words) && !ctx.trusted) return "ask_user";
		steps.push({
			kind: "heuristic",
			text: "known-safe read-only command: ask becomes allow",
			decision: "allow"
		});
		return "allow";
	}
	return decision;
}
function shouldDowngrade(command, allowRedirection, ctx) {
	if (allowRedirection) return false;
	if (!hasRedirection(command)) return false;
	return ctx.mode !== "autoEdit" && ctx.mode !== "yolo";
}
function defaultDecision(ctx) {
	return ctx.nonInteractive ? "deny" : "ask_user";
}
function checkShell(call, command, ruleDecision, allowRedirection, rule, ctx, steps, parts) {
	if (!command) return {
		decision: ruleDecision,
		rule
	};
	const parsed = parseCommandDetails(command);
	const subs = parsed?.details ?? [];
	if (subs.length === 0 || parsed?.hasError) {
		if (ruleDecision === "deny") return {
			decision: "deny",
			rule
		};
		if (ctx.mode === "yolo") {
			if (rule?.argsPattern) {
				steps.push({
					kind: "parse-failed",
					text: "the command does not parse and the rule restricts arguments: deny in yolo",
					decision: "deny"
				});
				return {
					decision: "deny",
					rule
				};
			}
			return {
				decision: "allow",
				rule
			};
		}
		const d = defaultDecision(ctx);
		steps.push({
			kind: "parse-failed",
			text: `the command does not parse: the default decision (${d}) applies`,
			decision: d
		});
		return {
			decision: d,
			rule
		};
	}
	if (ruleDecision === "deny") return {
		decision: "deny",
		rule
	};
	let agg = ruleDecision;
	let responsible = rule && ruleDecision === rule.decision ? rule : void 0;
	if (shouldDowngrade(command, allowRedirection, ctx) && agg === "allow") {
		steps.push({
			kind: "redirection",
			text: "the command redirects and the rule does not set allowRedirection: allow becomes ask",
			decision: "ask_user"
		});
		agg = "ask_user";
		responsible = void 0;
	}
	const args = call.args;
	for (const d of subs) {
		if (NOT_COMMANDS.has(d.name)) continue;
		const sub = d.text.trim();
		const atomic = sub === command || d.startIndex === 0 && d.text.length === command.length;
		const stripped = stripShellWrapper(sub);
		if (stripped !== sub) {
			const r = check({
				name: call.name,
				args: {
					command: stripped,
					dir_path: args["dir_path"]
				}
			}, ctx, true);
			parts.push({
				text: stripped,
				result: r
			});
			steps.push({
				kind: "wrapper",
				text: `shell wrapper body re-checked: ${stripped}`,
				decision: r.decision,
				...r.rule ? { rule: r.rule } : {}
			});
			if (r.decision === "deny") return {
				decision: "deny",
				rule: r.rule
			};
			if (r.decision === "ask_user") {
				responsible = agg === "allow" ? r.rule : responsible ?? r.rule;
				agg = "ask_user";
			}
		}
		if (!atomic) {
			const r = check({
				name: call.name,
				args: {
					command: sub,
					dir_path: args["dir_path"]
				}
			}, ctx, true);
			parts.push({
				text: sub,
				result: r
			});
			steps.push({
				kind: "part",
				text: sub,
				decision: r.decision,
				...r.rule ? { rule: r.rule } : {}
			});
			if (r.decision === "deny") return {
				decision: "deny",
				rule: r.rule
			};
			if (r.decision === "ask_user") {
				responsible = agg === "allow" ? r.rule : responsible ?? r.rule;
				agg = "ask_user";
			}
			if (r.decision === "allow" && shouldDowngrade(sub, allowRedirection, ctx) && agg === "allow") {
				steps.push({
					kind: "redirection",
					text: `part '${sub}' redirects: allow becomes ask`,
					decision: "ask_user"
				});
				agg = "ask_user";
				responsible = void 0;
			}
		}
	}
	return {
		decision: agg,
		rule: agg === ruleDecision ? rule : responsible
	};
}
/** One `PolicyEngine.check` (with `skipHeuristics` for the re-checks of parts). */
function check(call, ctx, skipHeuristics = false) {
	const steps = [];
	const parts = [];
	const json = stableArgs(call.args);
	const shell = SHELL_TOOLS.includes(call.name);
	const command = shell && typeof call.args["command"] === "string" ? call.args["command"] : void 0;
	const dirPath = shell ? call.args["dir_path"] : void 0;
	for (const rule of candidateRules(ctx.rules, call.args)) {
		if (!ruleMatches(rule, call, json, ctx)) continue;
		steps.push({
			kind: "match",
			text: `first match: ${rule.decision} (${rule.source}, priority ${round(rule.priority)})`,
			rule,
			decision: rule.decision
		});
		let d = rule.decision;
		if (!skipHeuristics && shell && command && !rule.argsPattern) d = heuristics(command, d, dirPath, ctx, steps);
		if (shell) {
			const r = checkShell(call, command, d, rule.allowRedirection, rule, ctx, steps, parts);
			return {
				decision: r.decision,
				rule: r.rule,
				matched: rule,
				steps,
				parts
			};
		}
		return {
			decision: d,
			rule,
			matched: rule,
			steps,
			parts
		};
	}
	if (ctx.mode === "yolo") {
		steps.push({
			kind: "no-match",
			text: "no rule matches; yolo allows",
			decision: "allow"
		});
		return {
			decision: "allow",
			rule: void 0,
			matched: void 0,
			steps,
			parts
		};
	}
	const def = defaultDecision(ctx);
	steps.push({
		kind: "no-match",
		text: `no rule matches: the default decision (${def})`,
		decision: def
	});
	if (shell) {
		let d = def;
		if (!skipHeuristics && command) d = heuristics(command, d, dirPath, ctx, steps);
		const r = checkShell(call, command, d, false, void 0, ctx, steps, parts);
		return {
			decision: r.decision,
			rule: r.rule,
			matched: void 0,
			steps,
			parts
		};
	}
	return {
		decision: def,
		rule: void 0,
		matched: void 0,
		steps,
		parts
	};
}
function round(p) {
	return Math.round(p * 1e3) / 1e3;
}

// src/engines/gemini/layers/policy.ts
/**
* Layer 1: the policy engine proper: the first rule, by priority (tier +
* priority/1000), whose filters match the call, the shell heuristics when
* that rule has no args pattern, and for the shell tool the re-check of every
* sub-command and the redirection downgrade (`PolicyEngine.check`).
*/
const policyLayer = {
	id: "policy",
	title: "Policy rules by priority (tier + priority/1000), first match wins",
	run(s) {
		const r = check({
			name: s.call.tool,
			args: s.call.input
		}, s.ctx);
		s.result = r;
		s.decision = decisionOf(r.decision);
		const parts = r.parts.filter((p) => p.result.decision !== "allow");
		let reason;
		if (r.rule) reason = `${ruleLabel(r.rule)}`;
		else if (r.matched) reason = `${r.steps.filter((x) => x.kind === "redirection" || x.kind === "heuristic").map((x) => x.text).join("; ") || `after ${ruleLabel(r.matched)}`} (no rule is named)`;
		else reason = r.steps.map((x) => x.text).join("; ");
		const heur = r.steps.filter((x) => x.kind === "heuristic" || x.kind === "redirection" || x.kind === "parse-failed").map((x) => x.text);
		if (heur.length > 0 && r.rule) reason += `; ${heur.join("; ")}`;
		if (parts.length > 0 && r.decision !== "deny") reason += `; part${parts.length > 1 ? "s" : ""} not allowed: ${parts.map((p) => `'${p.text}'`).join(", ")}`;
		s.by = require_faithful.claim("policy", reason, r.rule?.loc ?? null);
		return {
			outcome: s.decision,
			reason,
			sources: [r.rule?.loc, ...r.matched && r.matched !== r.rule ? [r.matched.loc] : []]
		};
	}
};

// src/engines/gemini/layers/substitution.ts
/**
* Layer 3: after the policy, the shell tool itself refuses any command
* substitution (`$(…)`, backticks, `<(…)`, `>(…)`) in every mode
* (`ShellTool` execution, `detectCommandSubstitution`).
*/
const substitutionLayer = {
	id: "substitution",
	title: "Shell tool: command substitution is refused at execution",
	run(s) {
		const cmd = s.call.input["command"];
		if (!SHELL_TOOLS.includes(s.call.tool) || typeof cmd !== "string") return {
			outcome: "skip",
			reason: "not a shell call"
		};
		if (s.decision === "deny") return {
			outcome: "skip",
			reason: "already denied"
		};
		if (!detectCommandSubstitution(stripShellWrapper(cmd))) return {
			outcome: "pass",
			reason: "no command substitution"
		};
		const was = s.decision;
		s.decision = "deny";
		s.by = require_faithful.claim("substitution", `the shell tool refuses command substitution ($(…), backticks, <(…), >(…)) when it runs the command, whatever the policy said (${was})`, null);
		return {
			outcome: "deny",
			reason: s.by.reason
		};
	}
};

// src/engines/gemini/risks.ts
/**
* Where what bash would run differs from what Gemini reads (whale-perm's
* tree-sitter analysis is the ground truth): hidden code, and commands a
* deny or ask rule names but does not see because a wrapper, an assignment or
* a path hides the program (`sudo rm`, `timeout 5 rm`, `FOO=1 rm`,
* `/bin/rm`). Risks never change the decision.
*/
const restrictionsOf = /* @__PURE__ */ new WeakMap();
/** The deny and ask rules on shell arguments, once per stack (not once per call). */
function shellRestrictions(stack) {
	let out = restrictionsOf.get(stack);
	if (!out) {
		out = stack.rules.filter((r) => r.decision !== "allow" && r.tier !== "default" && (r.toolName === "*" || SHELL_TOOLS.includes(r.toolName)) && r.argsPattern);
		restrictionsOf.set(stack, out);
	}
	return out;
}
function geminiRisks(stack, call, result) {
	const cmd = call.input["command"];
	if (!SHELL_TOOLS.includes(call.tool) || typeof cmd !== "string" || !cmd.trim()) return [];
	const shell = require_shell.analyzeShell(cmd);
	const restr = shellRestrictions(stack);
	const out = [];
	const gemini = "Gemini CLI";
	for (const o of shell.opaque) out.push(require_faithful.hiddenCodeRisk(shell, o, gemini, restr.map((r) => ({
		label: ruleLabel(r),
		source: r.loc
	}))));
	if (result.decision === "deny") return require_faithful.uniqueRisks(out);
	shell.segments.forEach((seg, i) => {
		if (seg.argv.length === 0) return;
		const real = [seg.argv[0].split("/").pop(), ...seg.argv.slice(1)].join(" ");
		const written = seg.text.trim();
		if (real === written) return;
		const json = stableArgs({
			...call.input,
			command: real
		});
		const writtenJson = stableArgs({
			...call.input,
			command: written
		});
		const hits = restr.filter((r) => r.argsPattern.test(json) && !r.argsPattern.test(writtenJson));
		if (hits.length === 0) return;
		out.push(require_faithful.risk("agent-misses", `bash runs '${real}', but Gemini matches rules against '${written}' as written, so ${hits.map(ruleLabel).join(", ")} does not see it`, {
			segment: i,
			evades: hits.map((r) => r.loc)
		}));
	});
	return require_faithful.uniqueRisks(out);
}

// src/engines/gemini/rules.ts
/**
* Gemini CLI's policy rules as data (Engine.rules), its matcher for one rule
* (Engine.ruleMatches) and every match of a call for the trace. Gemini keeps
* one rule per `commandPrefix` of a list (toml-loader.ts builds one rule per
* args pattern), so a `[[rule]]` with a list is one record per prefix:
* `user.toml#2.1`, `#2.2`. Built-in defaults have no file the user can edit:
* their source is null and `from` names them (`Default: write.toml`).
* Matching is `ruleMatches` of check.ts (policy-engine.ts `ruleMatches`),
* the function the policy layer uses.
*/
const indexes = /* @__PURE__ */ new WeakMap();
function fileOf(r) {
	if (r.loc) return (0, node_path.basename)(r.loc.file);
	const i = r.source.indexOf(": ");
	return i >= 0 ? r.source.slice(i + 2) : r.source;
}
function kindOf(r) {
	if (r.written?.key === "commandPrefix") return "command-prefix";
	if (r.written?.key === "commandRegex") return "command-regex";
	if (r.argsPattern) return "args-regex";
	return r.toolName.startsWith("mcp_") || r.mcpName !== void 0 ? "mcp" : "tool";
}
function geminiRuleIndex(stack) {
	const hit = indexes.get(stack);
	if (hit) return hit;
	const inFile = /* @__PURE__ */ new Map();
	for (const r of stack.rules) {
		const l = inFile.get(fileOf(r));
		if (l) l.push(r);
		else inFile.set(fileOf(r), [r]);
	}
	const idOf = /* @__PURE__ */ new Map();
	for (const [file, rules] of inFile) {
		const sorted = rules.map((r, i) => ({
			r,
			i
		})).sort((a, b) => (a.r.loc && b.r.loc ? a.r.loc.line - b.r.loc.line || a.r.loc.column - b.r.loc.column : 0) || a.i - b.i);
		const perLoc = /* @__PURE__ */ new Map();
		let n = 0;
		const position = /* @__PURE__ */ new Map();
		for (const { r } of sorted) {
			const at = r.loc ? `${r.loc.line}:${r.loc.column}` : `#${++n}`;
			const group = perLoc.get(at);
			if (group) group.push(r);
			else perLoc.set(at, [r]);
			position.set(r, perLoc.size);
		}
		for (const group of perLoc.values()) group.forEach((r, k) => idOf.set(r, `${file}#${position.get(group[0])}${group.length > 1 ? `.${k + 1}` : ""}`));
	}
	const records = [];
	const byId = /* @__PURE__ */ new Map();
	for (const r of stack.rules) {
		const id = idOf.get(r);
		byId.set(id, r);
		const shell = r.toolName === SHELL_TOOL;
		const kind = kindOf(r);
		const text = r.written ? `${r.written.key} = ${JSON.stringify(r.written.value)} (toolName ${JSON.stringify(r.toolName)}, decision ${r.decision})` : `toolName = ${JSON.stringify(r.toolName)} (decision ${r.decision})`;
		records.push({
			id,
			source: r.loc,
			...r.loc ? {} : { from: r.source },
			action: r.decision,
			kind,
			...r.toolName !== "*" ? { tool: r.toolName } : {},
			pattern: r.written?.key === "commandPrefix" ? r.written.value : r.written?.key === "commandRegex" ? r.written.value : r.argsPattern?.source ?? r.toolName,
			text,
			key: JSON.stringify([
				r.toolName,
				r.mcpName ?? null,
				r.subagent ?? null,
				[...r.modes ?? []].sort(),
				r.interactive ?? null,
				r.toolAnnotations ?? null,
				r.argsPattern?.source ?? null
			]),
			layer: "policy",
			scope: r.tier,
			rank: r.priority,
			...r.toolName !== "*" && !r.toolName.includes("*") ? { call: {
				tool: r.toolName,
				...shell ? { key: "command" } : {}
			} } : {},
			...r.subagent !== void 0 ? { inert: `applies only to the subagent ${JSON.stringify(r.subagent)}` } : r.toolAnnotations ? { inert: "matches only tools that carry these annotations" } : {},
			anchor: stack.workspace
		});
	}
	const index = {
		records,
		byId,
		idOf
	};
	indexes.set(stack, index);
	return index;
}
function baseContext(stack, rules) {
	return {
		rules,
		mode: "default",
		nonInteractive: false,
		trusted: stack.trusted.value,
		workspace: stack.workspace,
		home: stack.userHome
	};
}
/** Rules that matched the check or one of its re-checked parts. */
function matchedIn(r, into) {
	if (r.matched) into.add(r.matched);
	for (const p of r.parts) matchedIn(p.result, into);
}
/**
* Whether the rule's filters match the call, as Gemini applies rules to it:
* the whole call, or (shell) a sub-command it re-checks. Modes and
* interactivity are the call's context, not the rule's pattern: ignored.
*/
function geminiRuleMatches(stack, rule, call) {
	const r = geminiRuleIndex(stack).byId.get(rule.id);
	if (!r) return false;
	const free = { ...r };
	delete free.modes;
	delete free.interactive;
	const ctx = baseContext(stack, [free]);
	if (ruleMatches(free, {
		name: call.tool,
		args: call.input
	}, stableArgs(call.input), ctx)) return true;
	const command = call.input["command"];
	if (typeof command !== "string" || !/[;&|`$()<>{}\n]|\b(?:sh|bash|zsh|cmd|powershell|pwsh)\b/i.test(command)) return false;
	const seen = /* @__PURE__ */ new Set();
	matchedIn(check({
		name: call.tool,
		args: call.input
	}, ctx, true), seen);
	return seen.has(free);
}
const DECISION = {
	allow: "allow",
	deny: "deny",
	ask_user: "ask"
};
/**
* Every rule that matched a call, winner first. Gemini takes the first
* matching rule by priority (the rest are shadowed by it); for the shell
* tool each sub-command is re-checked, and the rule that answers for the
* decision (`rule`) may be a part's; the heuristics, the redirection
* downgrade and the headless layer can change the rule's verdict
* (overridden).
*/
function geminiMatches(stack, call, result, ctx, final, decidedByPolicy) {
	const { idOf } = geminiRuleIndex(stack);
	const out = [];
	const listed = /* @__PURE__ */ new Set();
	const add = (r, m) => {
		if (listed.has(r)) return;
		listed.add(r);
		out.push({
			rule: idOf.get(r),
			layer: "policy",
			...m
		});
	};
	const winner = result.rule ?? result.matched;
	let decided;
	if (winner) {
		const same = DECISION[winner.decision] === final && decidedByPolicy;
		if (same && result.rule) decided = idOf.get(winner);
		add(winner, same && result.rule ? {
			effect: "decided",
			why: `the first matching rule by priority (${round(winner.priority)})`
		} : {
			effect: "overridden",
			why: decidedByPolicy ? `its ${winner.decision} was changed: ${result.steps.filter((s) => s.kind !== "match" && s.kind !== "part").map((s) => s.text).join("; ") || "a sub-command decided"}` : "a later layer decided the call"
		});
	}
	const wid = winner ? idOf.get(winner) : void 0;
	const parts = /* @__PURE__ */ new Set();
	matchedIn(result, parts);
	for (const r of parts) add(r, {
		effect: "overridden",
		...wid ? { by: wid } : {},
		why: "the rule answering for the whole call is another one"
	});
	const json = stableArgs(call.input);
	const first = result.matched;
	for (const r of candidateRules(ctx.rules, call.input)) {
		if (listed.has(r) || !ruleMatches(r, {
			name: call.tool,
			args: call.input
		}, json, ctx)) continue;
		add(r, {
			effect: "shadowed",
			...first ? { by: idOf.get(first) } : {},
			why: first ? `a rule of higher priority (${round(first.priority)} over ${round(r.priority)}) matches first` : "another rule matches first"
		});
	}
	return {
		matches: out,
		...decided !== void 0 ? { winner: decided } : {}
	};
}

// src/engines/gemini/pipeline.ts
/** Gemini CLI's decision for one call, in order; each stage in its own file under layers/. */
const PIPELINE = [
	policyLayer,
	headlessLayer,
	substitutionLayer
];
var BadCallContext = class extends require_usage_error.UsageError {};
function modeFor(opts) {
	if (opts.posture !== void 0) throw new BadCallContext(`--posture ${opts.posture}: gemini has no posture; use --mode default|autoEdit|yolo|plan`);
	if (opts.mode === void 0) return "default";
	const m = MODES.find((x) => x.toLowerCase() === opts.mode.trim().toLowerCase().replace(/[-_]/g, ""));
	if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected default, autoEdit, yolo or plan`);
	return m;
}
function evaluateGemini(stack, call, opts) {
	let mode = modeFor(opts);
	const warnings = [...stack.warnings];
	if (!stack.trusted.value && mode !== "default") {
		warnings.push(`untrusted folder: Gemini forces --mode ${mode} back to default`);
		mode = "default";
	}
	const s = {
		stack,
		call,
		opts,
		ctx: {
			rules: stack.rules,
			mode,
			nonInteractive: opts.headless === true,
			trusted: stack.trusted.value,
			workspace: stack.workspace,
			home: stack.userHome
		},
		warnings
	};
	const layers = require_faithful.runLayers(PIPELINE, s, () => void 0);
	const trace = {
		engine: "gemini",
		call,
		decision: s.decision ?? "ask",
		decidedBy: s.by ?? {
			layer: "policy",
			reason: "no decision",
			source: null
		},
		layers,
		segments: [],
		risks: [],
		branches: [],
		unknowns: [],
		warnings: s.warnings
	};
	if (s.result) {
		trace.segments = s.result.parts.map((p) => ({
			text: p.text,
			argv: [],
			operator: null,
			decision: p.result.decision === "ask_user" ? "ask" : p.result.decision,
			reason: p.result.rule ? `${p.result.rule.decision} (${p.result.rule.source}, priority ${Math.round(p.result.rule.priority * 1e3) / 1e3})` : "no rule",
			source: p.result.rule?.loc ?? null
		}));
		trace.risks = geminiRisks(stack, call, s.result);
		const m = geminiMatches(stack, call, s.result, s.ctx, trace.decision, trace.decidedBy.layer === "policy");
		trace.matches = m.matches;
		if (m.winner !== void 0) trace.decidedBy = {
			...trace.decidedBy,
			rule: m.winner
		};
	}
	return trace;
}

// src/engines/gemini/index.ts
/** The gemini engine: Gemini CLI's policy engine (gemini-cli-core 0.61.0). */
const KNOWN_TOOLS = [
	SHELL_TOOL,
	"read_file",
	"write_file",
	"replace",
	"glob",
	"grep_search",
	"list_directory",
	"web_fetch",
	"google_web_search",
	"activate_skill",
	"ask_user",
	"invoke_agent",
	"enter_plan_mode",
	"exit_plan_mode"
];
const gemini = {
	...require_about.about,
	id: "gemini",
	layers: PIPELINE.map(({ id, title }) => ({
		id,
		title
	})),
	defaultTool: SHELL_TOOL,
	knownTools: KNOWN_TOOLS,
	loadStack: loadGeminiStack,
	evaluate: evaluateGemini,
	describeStack: describeGeminiStack,
	problems: (s) => s.problems,
	rules: (s) => geminiRuleIndex(s).records,
	ruleMatches: geminiRuleMatches,
	hooks: () => [],
	checks: []
};

exports.gemini = gemini;