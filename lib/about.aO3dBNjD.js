// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/engines/san/about.ts
const about = {
	id: "san",
	name: "san",
	summary: "san's permission model (seed 002, genai-io/san at 5e33c937): .claude/ and .gen/ settings.json rules, modes, hooks",
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
			key: "path"
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
		"dontAsk",
		"bypassPermissions"
	],
	options: [{
		name: "session-rule",
		type: "string",
		array: true,
		default: [],
		scope: "stack",
		describe: "a session permission already granted, e.g. 'Bash(git:*)' (repeatable)"
	}, {
		name: "subagent",
		type: "boolean",
		default: false,
		scope: "call",
		describe: "the call comes from a subagent, which cannot prompt"
	}],
	checkTexts: {
		schema: {
			short: "A value san rejects or ignores in a settings.json under .claude/ or .gen/: an unknown key, a wrong type, a rule it cannot parse.",
			full: "san skips a settings file it cannot parse, with none of its rules or hooks, and drops a permissions entry it cannot read; the rest of the stack still applies."
		},
		"duplicate-rule": { short: "Two permissions rules in the settings.json files that match exactly the same calls: the second adds nothing, or the two contradict each other." },
		"shadowed-rule": { short: "A permissions rule that never decides any call it matches, because a stronger rule (deny before ask before allow) always wins first." },
		"allow-unreachable": { short: "A permissions.allow rule whose every admitted call a permissions.deny rule blocks first." },
		"overlay-loosening": { short: "A project .claude/ or .gen/ settings value that loosens the user settings for everyone who opens the workspace (a committed bypassPermissions mode, a broad allow)." },
		"ignored-file": { short: "A settings file san never reads at this workspace (a --no-project-config overlay, a file outside its search), so nothing in it applies." },
		"ask-never-prompts": { short: "A permissions.ask rule in a mode that never shows its prompt (dontAsk, bypassPermissions, a subagent): san allows or denies instead." },
		"broad-allow": { short: "A permissions.allow rule that admits far more than it names: the whole Bash or a write tool, or an exec vehicle such as Bash(bash:*), Bash(python:*) or Bash(sudo:*)." },
		"path-never-matches": { short: "A rule san's own matcher never satisfies: a multi-word Bash prefix, a bare tool name, a relative path, an unknown tool." },
		"requirements-violation": { short: "san has no managed allow-list of approval values, so this check reports nothing for san; a value san cannot use is a schema finding." },
		"hook-risk": { short: "A san hook that does not protect what it seems to: a PreToolUse hook san never runs for a tool call, one that fails open, or one never loaded." }
	},
	example: "rules-examples/san",
	load: async () => (await Promise.resolve().then(() => require("./san.MJ_GjBD4.js"))).san
};

Object.defineProperty(exports, "about", {
  enumerable: true,
  get: function () {
    return about;
  }
});