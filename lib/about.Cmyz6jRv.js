// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/engines/gemini/about.ts
const about = {
	id: "gemini",
	name: "Gemini CLI",
	summary: "Gemini CLI's policy engine (gemini-cli-core 0.61.0): [[rule]] tables in policies/*.toml by tier and priority, modes, the shell safety checks",
	defaultTool: "run_shell_command",
	tools: { shell: {
		tool: "run_shell_command",
		key: "command"
	} },
	modes: [
		"default",
		"autoEdit",
		"plan",
		"yolo"
	],
	options: [],
	checkTexts: {
		schema: {
			short: "A value Gemini CLI rejects in a policies/*.toml file: a [[rule]] with an unknown key (commandprefix for commandPrefix), a wrong type, a priority out of range, a regex it cannot compile.",
			full: "Gemini CLI drops a policy file or rule it cannot validate, so its decision never applies."
		},
		"duplicate-rule": { short: "Two [[rule]] tables in the policies/*.toml files with the same toolName, matcher and priority: one is dead weight, or the two contradict each other." },
		"shadowed-rule": { short: "A [[rule]] that never decides: a rule with a higher tier or priority matches every call it matches." },
		"allow-unreachable": { short: "A [[rule]] decision = \"allow\" that never applies: a higher-priority deny matches every command it admits." },
		"overlay-loosening": { short: "A workspace .gemini/policies file that would loosen the user policies: Gemini CLI 0.61.0 does not load workspace policies." },
		"ignored-file": { short: "A Gemini CLI policy file that exists but is never read (workspace .gemini/policies/*.toml, a file not ending in .toml), so none of its rules apply." },
		"ask-never-prompts": { short: "A [[rule]] decision = \"ask_user\" that cannot prompt: non-interactive runs turn it into a deny, yolo mode into an allow." },
		"broad-allow": { short: "A [[rule]] decision = \"allow\" that admits far more than it names: run_shell_command with no commandPrefix, or a prefix such as bash or python that runs whatever it is handed." },
		"path-never-matches": { short: "A [[rule]] matcher Gemini CLI can never satisfy: a commandRegex anchored with ^, a prefix no command reaches." },
		"requirements-violation": { short: "Gemini CLI's admin policies outrank user policies by tier rather than rejecting them, so this check reports nothing for Gemini CLI." },
		"hook-risk": { short: "whale-perm models Gemini CLI's policy engine only, not its BeforeTool hooks, so this check reports nothing for Gemini CLI." }
	},
	example: "rules-examples/gemini",
	load: async () => (await Promise.resolve().then(() => require("./gemini.zRpQFGj_.js"))).gemini
};

Object.defineProperty(exports, "about", {
  enumerable: true,
  get: function () {
    return about;
  }
});