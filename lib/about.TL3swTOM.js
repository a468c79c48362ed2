// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/engines/codex/about.ts
const about = {
	id: "codex",
	name: "Codex",
	summary: "OpenAI Codex CLI 0.169.0: prefix_rule exec policy in rules/*.rules, the bash -lc lowering, the approval policy and the sandbox",
	defaultTool: "exec_command",
	tools: { shell: {
		tool: "exec_command",
		key: "command"
	} },
	modes: [
		"read-only",
		"workspace-write",
		"danger-full-access"
	],
	options: [{
		name: "config",
		alias: "c",
		type: "string",
		array: true,
		default: [],
		scope: "stack",
		describe: "a runtime override KEY=VALUE, as codex -c (repeatable)"
	}, {
		name: "posture",
		type: "string",
		scope: "call",
		describe: "the approval policy: untrusted|on-failure|on-request|never (default: the stack's approval_policy)"
	}],
	checkTexts: {
		schema: {
			short: "A value Codex rejects in config.toml or a rules/*.rules file: a prefix_rule it refuses (decision = \"deny\", an empty pattern, an unknown argument), a key it no longer reads.",
			full: "Codex refuses to start on a rules file its exec-policy loader rejects, and ignores [profiles.*] tables since 0.134."
		},
		"duplicate-rule": { short: "Two prefix_rule entries in the rules/*.rules files with the same pattern: Codex takes the strictest decision of every matching rule, so one of them adds nothing." },
		"shadowed-rule": { short: "A prefix_rule that never decides: every command it matches also matches a stricter rule, and Codex takes the strictest." },
		"allow-unreachable": { short: "A prefix_rule allow that never approves anything: a forbidden rule matches every command it admits." },
		"overlay-loosening": { short: "A project .codex/config.toml value (read in trusted folders only) that loosens the user ~/.codex/config.toml for everyone who opens the repository." },
		"ignored-file": { short: "A Codex file that exists but is never read: a project .codex/ in an untrusted folder, or requirements.toml, so nothing in it applies." },
		"ask-never-prompts": { short: "A prefix_rule prompt in an approval policy that never prompts (never): the command is refused instead." },
		"broad-allow": { short: "A prefix_rule allow that admits far more than it names: a bare interpreter or shell ([\"bash\"], [\"python3\"]) or a program that runs whatever it is handed." },
		"path-never-matches": { short: "A prefix_rule Codex can never match: a pattern whose first token no command starts with after the bash -lc lowering." },
		"requirements-violation": { short: "whale-perm does not model Codex's requirements.toml (listed by `stack` as not read), so this check reports nothing for Codex yet." },
		"hook-risk": { short: "whale-perm models no Codex hook that runs before a tool call (its hooks are empty), so this check reports nothing for Codex." }
	},
	example: "rules-examples/codex",
	load: async () => (await Promise.resolve().then(() => require("./codex.6Vw3TVGw.js"))).codex
};

Object.defineProperty(exports, "about", {
  enumerable: true,
  get: function () {
    return about;
  }
});