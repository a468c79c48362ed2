// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");
const require_registry = require("./registry.vLRQnUHf.js");
require("./types.KZ22FcVN.js");
const require_did_you_mean = require("./did-you-mean.BlCGxs7u.js");
const require_docs = require("./docs.DdVLRJxu.js");

// src/engines/codewhale/load/known-keys.ts
const CODEWHALE_TOP = {
	approval_policy: "leaf",
	sandbox_mode: "leaf",
	allow_shell: "leaf",
	hooks: "any",
	auto_review: "any",
	auto_allow: "leaf",
	projects: "any",
	model: "leaf",
	default_text_model: "leaf",
	reasoning_effort: "leaf",
	provider: "leaf",
	providers: "any",
	auth_mode: "leaf",
	base_url: "leaf",
	harness_profiles: "leaf",
	tui: "any",
	update: "any",
	mcp_servers: "any",
	max_subagents: "leaf",
	notes_path: "leaf",
	permissions: "any",
	features: "any",
	profiles: "any",
	shell_environment_policy: "any"
};
function codewhaleKeyProblems(doc) {
	return require_did_you_mean.keyProblems(doc, CODEWHALE_TOP, {
		agent: "Codewhale",
		unknown: "typos"
	});
}
/** `; did you mean "approval_policy"?` for a project overlay key, or ''. */
function overlayKeyHint(key) {
	return require_did_you_mean.didYouMean(key, Object.keys(CODEWHALE_TOP));
}

// src/lint/checks/schema.ts
/**
* schema: values the agent rejects, ignores or cannot use, as loading found
* them (unknown keys, wrong types, unknown values, unparseable files), plus
* typed rules naming a tool no registry has.
*/
var schema_exports = /* @__PURE__ */ require_rolldown_runtime.__exportAll({
	check: () => check$1,
	meta: () => meta
});
const meta = {
	id: "schema",
	severity: "error",
	description: "A configuration value the agent rejects, ignores or cannot use: unknown key, wrong type, unknown value, unknown tool.",
	docs: require_docs.ruleDocPath("schema")
};
function check$1(ctx) {
	const out = [];
	for (const p of ctx.problems) {
		if (p.check !== "schema") continue;
		const stop = p.fatal && (p.syntax === true || p.loc.line === 0);
		out.push({
			loc: p.loc,
			message: p.fatal && !stop ? `${p.message} (${require_registry.AGENT_NAME[ctx.engine.id]} refuses to start)` : p.message,
			severity: p.severity,
			...p.related ? { related: p.related } : {},
			...p.fatal ? { fatal: true } : {},
			...stop ? { stop: true } : {}
		});
	}
	return out;
}

// src/engines/codewhale/tools.ts
const table = [];
function add(category, requirement, names, extra = {}) {
	for (const name of names) table.push({
		name,
		category,
		requirement,
		...extra
	});
}
add("shell", "required", [
	"exec_shell",
	"bash",
	"Bash",
	"task_shell_start",
	"exec_shell_interact",
	"exec_interact"
]);
add("shell", "auto", [
	"exec_shell_wait",
	"task_shell_wait",
	"exec_shell_cancel",
	"exec_wait"
]);
add("file-write", "suggest", [
	"write_file",
	"edit_file",
	"apply_patch",
	"fim_edit",
	"write",
	"edit"
]);
add("safe", "auto", [
	"read_file",
	"read",
	"list_dir",
	"grep_files",
	"file_search",
	"search",
	"todo_write",
	"todo_read",
	"checklist_write",
	"update_plan",
	"note",
	"work_update",
	"git_status",
	"git_diff",
	"git_log",
	"git_show",
	"git_blame",
	"diagnostics",
	"project"
]);
add("network", "suggest", [
	"web_search",
	"fetch_url",
	"web_run",
	"wait_for_dev_server"
]);
add("agent", "suggest", ["agent", "workflow"]);
add("mcp-action", "required", ["start_mcp_server"], { nonBypassable: true });
add("agent", "required", ["rlm_eval", "rlm"], { nonBypassable: true });
const byName = new Map(table.map((t) => [t.name, t]));
const KNOWN_TOOLS = table.map((t) => t.name);
/** Looks a tool up; MCP tools are recognised by their prefixes. Undefined means nothing is registered under that name. */
function toolInfo(name) {
	const t = byName.get(name);
	if (t) return t;
	if (/^(list|read|get)_mcp_/.test(name)) return {
		name,
		category: "mcp-read",
		requirement: "auto"
	};
	if (/^mcp_/.test(name)) return {
		name,
		category: "mcp-action",
		requirement: "required"
	};
}
const SHELL_TOOLS = new Set(table.filter((t) => t.category === "shell").map((t) => t.name));
/** The tools repository law guards (after Codewhale's aliasing). */
const REPO_LAW_TOOLS = /* @__PURE__ */ new Set([
	"write_file",
	"edit_file",
	"apply_patch",
	"fim_edit",
	"write",
	"edit"
]);
function isWriteCapable(info) {
	return info.category === "file-write" || info.category === "shell" || info.category === "mcp-action" || info.nonBypassable === true;
}

// src/engines/codewhale/checks/unknown-tool.ts
/**
* Part of `schema` for Codewhale: a typed rule naming a tool nothing
* registers never matches (the policy compares the rule's tool with the
* call's canonical tool name; crates/config/src/lib.rs, PermissionsToml).
*/
var unknown_tool_exports = /* @__PURE__ */ require_rolldown_runtime.__exportAll({
	check: () => check,
	meta: () => meta
});
/** Where a rule's `tool` key is written; the whole rule when the file cannot be re-read. */
function toolLoc(ctx, r) {
	return ctx.doc(r.source.file)?.locate([
		"rules",
		r.index,
		"tool"
	]) ?? r.source;
}
function check(ctx) {
	const out = [];
	for (const r of ctx.stack.rules) {
		if (toolInfo(r.tool) !== void 0) continue;
		const near = require_did_you_mean.suggest(r.tool, KNOWN_TOOLS);
		out.push({
			loc: toolLoc(ctx, r),
			message: `no tool named '${r.tool}' is registered, so this rule never matches${near ? `; did you mean '${near}'?` : ""}`,
			severity: "warning"
		});
	}
	return out;
}

// src/engines/codewhale/checks/index.ts
const CODEWHALE_OWN_CHECKS = [unknown_tool_exports];

Object.defineProperty(exports, "CODEWHALE_OWN_CHECKS", {
  enumerable: true,
  get: function () {
    return CODEWHALE_OWN_CHECKS;
  }
});
Object.defineProperty(exports, "KNOWN_TOOLS", {
  enumerable: true,
  get: function () {
    return KNOWN_TOOLS;
  }
});
Object.defineProperty(exports, "REPO_LAW_TOOLS", {
  enumerable: true,
  get: function () {
    return REPO_LAW_TOOLS;
  }
});
Object.defineProperty(exports, "SHELL_TOOLS", {
  enumerable: true,
  get: function () {
    return SHELL_TOOLS;
  }
});
Object.defineProperty(exports, "codewhaleKeyProblems", {
  enumerable: true,
  get: function () {
    return codewhaleKeyProblems;
  }
});
Object.defineProperty(exports, "isWriteCapable", {
  enumerable: true,
  get: function () {
    return isWriteCapable;
  }
});
Object.defineProperty(exports, "meta", {
  enumerable: true,
  get: function () {
    return meta;
  }
});
Object.defineProperty(exports, "overlayKeyHint", {
  enumerable: true,
  get: function () {
    return overlayKeyHint;
  }
});
Object.defineProperty(exports, "schema_exports", {
  enumerable: true,
  get: function () {
    return schema_exports;
  }
});
Object.defineProperty(exports, "toolInfo", {
  enumerable: true,
  get: function () {
    return toolInfo;
  }
});