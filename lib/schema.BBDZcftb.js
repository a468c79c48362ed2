// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");
const require_registry = require("./registry.BA3cSuj5.js");
require("./types.DJfEUP6F.js");
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
	check: () => check,
	meta: () => meta
});
const meta = {
	id: "schema",
	severity: "error",
	description: "A configuration value the agent rejects, ignores or cannot use: unknown key, wrong type, unknown value, unknown tool.",
	docs: require_docs.ruleDocPath("schema")
};
function check(ctx) {
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

Object.defineProperty(exports, "codewhaleKeyProblems", {
  enumerable: true,
  get: function () {
    return codewhaleKeyProblems;
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