// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/engines/claude/about.ts
const about = {
	id: "claude",
	name: "Claude Code",
	summary: "Claude Code's settings.json permission rules, modes, PreToolUse hooks and managed settings (its documentation, 2.1.240)",
	defaultTool: "Bash",
	tools: {
		shell: {
			tool: "Bash",
			key: "command"
		},
		read: {
			tool: "Read",
			key: "file_path"
		},
		write: {
			tool: "Write",
			key: "file_path"
		},
		edit: {
			tool: "Edit",
			key: "file_path"
		},
		fetch: {
			tool: "WebFetch",
			key: "url"
		}
	},
	modes: [
		"default",
		"acceptEdits",
		"plan",
		"auto",
		"dontAsk",
		"bypassPermissions"
	],
	options: [
		{
			name: "settings",
			type: "string",
			array: true,
			default: [],
			scope: "stack",
			describe: "a command-line settings file, as claude --settings (repeatable)"
		},
		{
			name: "allowed-tools",
			type: "string",
			array: true,
			default: [],
			scope: "stack",
			describe: "command-line allow rules, as claude --allowedTools"
		},
		{
			name: "disallowed-tools",
			type: "string",
			array: true,
			default: [],
			scope: "stack",
			describe: "command-line deny rules, as claude --disallowedTools"
		},
		{
			name: "classifier",
			type: "string",
			choices: [
				"allow",
				"ask",
				"deny"
			],
			scope: "call",
			describe: "pin the auto-mode classifier's verdict (default: branches over each)"
		}
	],
	checkTexts: {
		schema: { short: "A value Claude Code rejects or ignores in a settings.json (user, project, local, managed): an unknown key, a wrong type, a permission rule it cannot parse." },
		"duplicate-rule": { short: "Two permission rules in the settings.json files that match exactly the same calls: one is dead weight, or an allow and a deny contradict each other." },
		"shadowed-rule": { short: "A permissions rule in settings.json that never decides a call it matches: a deny or ask in any scope always wins first (deny > ask > allow)." },
		"allow-unreachable": { short: "A permissions.allow rule in settings.json that never approves anything: a deny rule blocks every command it admits, or it covers only protected paths." },
		"overlay-loosening": { short: "A project .claude/settings.json value that loosens the user ~/.claude/settings.json for everyone who opens the workspace (a committed bypassPermissions defaultMode, a broad allow)." },
		"ignored-file": { short: "A Claude Code settings file that exists but is never read here, so none of its permission rules or hooks apply." },
		"ask-never-prompts": { short: "A permissions.ask rule in a mode that never prompts: dontAsk denies it, bypassPermissions runs it." },
		"broad-allow": { short: "A permissions.allow rule that admits far more than it names: the whole Bash tool, or a pattern whose wildcard chooses the program or code that runs (Bash(python *), Bash(npx *), Bash(timeout *))." },
		"path-never-matches": { short: "A Read/Edit rule Claude Code can never satisfy: a relative or `..` path that traverses, a path on Bash, a command on a tool that has none." },
		"requirements-violation": { short: "Claude Code applies managed-settings.json over the other scopes rather than refusing them, so this check reports nothing for Claude Code; what is overridden shows in `stack`." },
		"hook-risk": { short: "A Claude Code PreToolUse hook that does not protect: a missing program is a non-blocking error that lets the call through, or a hook that never runs." },
		"deny-bypassable": { short: "A Bash(...) deny or ask rule in settings.json written for one spelling of its flags: the same command with the flags reordered, split or spelled long is not matched." }
	},
	example: "rules-examples/claude",
	load: async () => (await Promise.resolve().then(() => require("./claude.-1KNeh7h.js"))).claude
};

Object.defineProperty(exports, "about", {
  enumerable: true,
  get: function () {
    return about;
  }
});