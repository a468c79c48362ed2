// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");
const require_docs = require("./docs.DdVLRJxu.js");
const require_witness = require("./witness.B26DRAqM.js");
let node_path = require("node:path");

// src/engines/grok/glob.ts
const cache = /* @__PURE__ */ new Map();
function escape(ch) {
	return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}
/** Why the crate would reject the pattern, or undefined when it compiles. */
function globError(pattern) {
	for (let i = 0; i < pattern.length; i++) {
		const ch = pattern[i];
		if (ch === "*" && pattern[i + 1] === "*") {
			const before = i === 0 || pattern[i - 1] === "/";
			let j = i;
			while (pattern[j] === "*") j++;
			if (j - i > 2) return "more than two `*` in a row";
			const after = j === pattern.length || pattern[j] === "/";
			if (!before || !after) return "recursive wildcards (`**`) must form a whole path component";
			i = j - 1;
		} else if (ch === "[") {
			let j = i + 1;
			if (pattern[j] === "!") j++;
			if (pattern[j] === "]") j++;
			while (j < pattern.length && pattern[j] !== "]") j++;
			if (j >= pattern.length) return "unclosed `[`";
			i = j;
		}
	}
}
function translate(pattern, literalSeparator) {
	const any = literalSeparator ? "[^/]" : ".";
	let out = "";
	for (let i = 0; i < pattern.length; i++) {
		const ch = pattern[i];
		if (ch === "*" && pattern[i + 1] === "*") {
			const atEnd = i + 2 === pattern.length;
			if (!literalSeparator) out += ".*";
			else if (atEnd) out += ".*";
			else {
				out += "(?:.*/)?";
				i++;
			}
			i++;
		} else if (ch === "*") out += `${any}*`;
		else if (ch === "?") out += any;
		else if (ch === "[") {
			let j = i + 1;
			let negate = false;
			if (pattern[j] === "!") {
				negate = true;
				j++;
			}
			let body = "";
			if (pattern[j] === "]") {
				body += "\\]";
				j++;
			}
			while (pattern[j] !== "]") {
				const c = pattern[j];
				body += c === "\\" || c === "^" || c === "[" ? `\\${c}` : c;
				j++;
			}
			out += negate ? `[^${body}${literalSeparator ? "/" : ""}]` : `[${body}]`;
			i = j;
		} else out += escape(ch);
	}
	return out;
}
function compileGlob(pattern) {
	const hit = cache.get(pattern);
	if (hit !== void 0) return hit ?? void 0;
	let compiled = null;
	if (globError(pattern) === void 0) try {
		compiled = {
			path: new RegExp(`^${translate(pattern, true)}$`, "s"),
			freeform: new RegExp(`^${translate(pattern, false)}$`, "s")
		};
	} catch {
		compiled = null;
	}
	cache.set(pattern, compiled);
	return compiled ?? void 0;
}
const META$1 = /[*?[]/;
function globMatches(pattern, text, mode) {
	if (!META$1.test(pattern)) return pattern === text;
	const g = compileGlob(pattern);
	if (!g) return false;
	return (mode === "path" ? g.path : g.freeform).test(text);
}

// src/engines/grok/rule-table.ts
/**
* The grok stack's rules as data (`Engine.rules`): one record per rule grok
* read, built from the loader's own parsed rules (no second parser), with a
* stable id:
*
* - a file rule: `<file>#<list>.<n>`, the list it is written in and its
*   1-based position there (`config.toml#deny.2`, `config.toml#rules.3` for
*   a verbose `[permission] rules` entry, `settings.json#allow.1`), or
*   `<file>#defaultMode` for the allow a `defaultMode` adds;
* - `<file>` is the base name, unless two files of the stack share it
*   (`~/.grok/config.toml` and the project's): then the path from the
*   workspace, else `~/…` from the home, else the whole path;
* - a session grant (`--session-rule`): `--session-rule#<n>`, no source.
*
* Records come in merge order (requirements, managed settings, managed
* config, config.toml, project config, Claude settings), then the session
* grants. A catch-all allow the always-approve pin drops is listed `inert`.
*/
/**
* grok's precedence is one plain order by action: deny > ask > allow,
* whatever the source or the order (seed 003; `policy_decision`), so a rule
* of a weaker action never wins over a matching stronger one.
*/
const RANK = {
	deny: 2,
	ask: 1,
	allow: 0
};
/** The flag a session grant comes from. */
const SESSION_FLAG = "--session-rule";
/** grok's rule-DSL name of each tool class (`Bash(…)`, `MCPTool(…)`); undefined for a rule on every tool. */
const TOOL_NAME = {
	any: void 0,
	bash: "Bash",
	read: "Read",
	edit: "Edit",
	grep: "Grep",
	mcp: "MCPTool",
	webfetch: "WebFetch",
	websearch: "WebSearch"
};
/**
* How a call the rule is about is written (the tool name and the input key
* grok matches). A rule on every tool is written as the Bash call it also
* is (grok tries its pattern on the command as a raw prefix); an MCP rule
* as the qualified tool name it matches (`server__tool` is the call's tool).
*/
function callOf(r) {
	switch (r.tool) {
		case "any":
		case "bash": return {
			tool: "Bash",
			key: "command"
		};
		case "read": return {
			tool: "Read",
			key: "path"
		};
		case "edit": return {
			tool: "Edit",
			key: "file_path"
		};
		case "grep": return {
			tool: "Grep",
			key: "path"
		};
		case "mcp": return { tool: r.pattern ?? "server__tool" };
		case "webfetch": return {
			tool: "WebFetch",
			key: "url"
		};
		case "websearch": return {
			tool: "WebSearch",
			key: "query"
		};
	}
}
const META = /[*?[]/;
/**
* The matcher kind in the shared vocabulary. Bash: `command-glob` for a
* pattern with a glob metacharacter, else `command-prefix`: an allow is a
* word prefix, a deny or ask a raw character prefix (`rules.ts`), which
* only reaches other programs when the pattern is one bare word
* (`Bash(git)` also matches `gitleaks`): that deny or ask is grok's own
* `command-raw-prefix`, so lint does not assume a word boundary for it.
* `query-glob` (WebSearch) and `any-glob` (a bare pattern grok tries on
* every tool's detail) are grok's own too.
*/
function ruleKind(r) {
	if (r.pattern === void 0 || r.pattern === "*") return "tool";
	switch (r.tool) {
		case "bash":
			if (META.test(r.pattern)) return "command-glob";
			return r.action !== "allow" && !/\s/.test(r.pattern.trim()) ? "command-raw-prefix" : "command-prefix";
		case "read":
		case "edit":
		case "grep": return "path-glob";
		case "mcp": return "mcp";
		case "webfetch": return r.mode === "domain" ? "domain" : "url-glob";
		case "websearch": return "query-glob";
		case "any": return "any-glob";
	}
}
/**
* Two rules with the same key match the same calls: tool class, pattern
* mode, pattern. The action is left out on purpose: a Bash allow and a deny
* with the same pattern are the contradiction grok settles by deny > ask >
* allow (the deny's raw prefix covers every call the allow's word prefix does).
*/
function ruleKey(r) {
	return `${r.tool}\u0000${r.mode}\u0000${r.pattern ?? "*"}`;
}
/** A name for each file of the stack: the base name, or a longer one where two files share it. */
function fileLabels(files, workspace, home) {
	const byBase = /* @__PURE__ */ new Map();
	for (const f of files) {
		const b = (0, node_path.basename)(f);
		const l = byBase.get(b);
		if (!l) byBase.set(b, [f]);
		else if (!l.includes(f)) l.push(f);
	}
	const out = /* @__PURE__ */ new Map();
	const under = (root, f) => {
		const r = (0, node_path.relative)(root, f);
		return r !== "" && !r.startsWith("..") && !r.startsWith(node_path.sep) ? r.split(node_path.sep).join("/") : void 0;
	};
	for (const [b, list] of byBase) for (const f of list) {
		if (list.length === 1) {
			out.set(f, b);
			continue;
		}
		const ws = under(workspace, f);
		const hm = under(home, f);
		out.set(f, ws ?? (hm !== void 0 ? `~/${hm}` : f));
	}
	return out;
}
const labelsOf = /* @__PURE__ */ new WeakMap();
/** How ids name the files of this stack (rules' and hooks'): one naming for the whole stack. */
function fileLabel(stack) {
	let m = labelsOf.get(stack);
	if (!m) {
		m = fileLabels([
			...stack.files.filter((f) => f.status === "read").map((f) => f.path),
			...stack.loadedRules.flatMap((r) => r.file !== null ? [r.file] : []),
			...stack.hooks.map((h) => h.source.file)
		], stack.workspace, stack.home);
		labelsOf.set(stack, m);
	}
	const labels = m;
	return (file) => labels.get(file) ?? (0, node_path.basename)(file);
}
const PATH_TOOLS = /* @__PURE__ */ new Set([
	"read",
	"edit",
	"grep"
]);
/**
* Why grok's matcher can never satisfy a rule it consults (the old grok
* path-never-matches reasons): an `mcp__` name on every tool (grok names MCP
* tools `server__tool`), a path pattern that starts with `~` (matched
* literally, never against the expanded path) or `//` (the call's path is
* normalized first), a glob grok's dialect rejects (`glob.ts` `globError`).
*/
function neverMatches(r) {
	const p = r.pattern;
	if (p === void 0) return void 0;
	if (r.tool === "any" && p.startsWith("mcp__")) return `grok names MCP tools server__tool, with no mcp__ prefix, so no MCP call matches it; write MCPTool(${p.slice(5)})`;
	const path = PATH_TOOLS.has(r.tool);
	if (path && p.startsWith("~")) return `grok matches a leading \`~\` literally, never against the expanded path, so the same file named by its absolute path is not matched${r.action === "deny" ? " (a read by absolute path is not denied)" : ""}; add the absolute form or a **/ pattern`;
	if (path && p.startsWith("//")) return "grok compares path rules with the normalized path of the call, which never starts with `//`; write one leading slash";
	const err = globError(p);
	if (err && (path || r.tool === "mcp" || r.tool === "webfetch" && r.mode === "glob")) return `grok's glob dialect rejects this pattern (${err}), so it matches nothing`;
}
function record(r, id, grant, workspace) {
	const key = ruleKey(r);
	const out = {
		id,
		source: r.source,
		action: r.action,
		kind: ruleKind(r),
		pattern: r.pattern ?? "*",
		text: r.form === "synthetic" && r.note ? r.note.replace(/:.*$/, "") : r.text,
		key: grant ? `session\u0000${key}` : key,
		layer: grant ? "session-grants" : "rules",
		scope: r.origin
	};
	if (r.source === null) out.from = grant ? SESSION_FLAG : r.note ?? r.origin;
	const tool = TOOL_NAME[r.tool];
	if (tool !== void 0) out.tool = tool;
	out.call = callOf(r);
	if (r.inert !== void 0) out.inert = r.inert;
	const never = neverMatches(r);
	if (never !== void 0) out.never = never;
	if (PATH_TOOLS.has(r.tool)) out.anchor = workspace;
	if (!grant) out.rank = RANK[r.action];
	return out;
}
function build(stack) {
	const loaded = stack.loadedRules;
	const label = fileLabel(stack);
	const records = [];
	const byId = /* @__PURE__ */ new Map();
	const idOf = /* @__PURE__ */ new Map();
	const perFile = /* @__PURE__ */ new Map();
	const add = (r, base, grant) => {
		let id = base;
		for (let n = 2; byId.has(id); n++) id = `${base}~${n}`;
		byId.set(id, r);
		idOf.set(r, id);
		records.push(record(r, id, grant, stack.workspace));
	};
	for (const r of loaded) {
		if (r.file === null) continue;
		const n = (perFile.get(r.file) ?? 0) + 1;
		perFile.set(r.file, n);
		add(r, `${label(r.file)}#${r.at ?? n}`, false);
	}
	for (const r of stack.rules) if (!idOf.has(r) && r.file !== null) add(r, `${label(r.file)}#${r.at ?? "rule"}`, false);
	stack.sessionGrants.forEach((g, i) => add(g, `${SESSION_FLAG}#${i + 1}`, true));
	return {
		records,
		byId,
		idOf,
		grants: new Set(stack.sessionGrants)
	};
}
const tables = /* @__PURE__ */ new WeakMap();
/** The stack's rule table, built once per stack. */
function ruleTable(stack) {
	let t = tables.get(stack);
	if (!t) {
		t = build(stack);
		tables.set(stack, t);
	}
	return t;
}
function grokRules(stack) {
	return ruleTable(stack).records;
}

// src/engines/grok/checks/prefix-overreach.ts
/**
* prefix-overreach (grok only): a Bash deny or ask whose pattern is a bare
* word. grok matches Bash deny/ask patterns as raw string prefixes with no
* word boundary (`rules.ts` `bashDenyMatches`), so `Bash(git)` also denies
* `gitleaks`, and `Bash(pip:*)` (the `:*` is stripped) also denies `pipx`.
* The witness is a neighbouring program the engine evaluated and this very
* rule decided (`decidedBy.rule`).
*/
var prefix_overreach_exports = /* @__PURE__ */ require_rolldown_runtime.__exportAll({
	check: () => check,
	meta: () => meta
});
const meta = {
	id: "prefix-overreach",
	severity: "warning",
	description: "A Bash deny or ask that is a raw string prefix: with no word boundary it also matches other programs (`Bash(git)` denies `gitleaks`).",
	docs: require_docs.ruleDocPath("prefix-overreach")
};
/** Real programs that start with a common command's name. */
const NEIGHBOURS = {
	git: ["gitleaks detect", "gitk"],
	pip: ["pipx install black", "pipenv install"],
	npm: ["npmrc --help"],
	rm: ["rmdir build", "rmate notes.txt"],
	cat: ["catdoc notes.doc"],
	go: ["gofmt -l .", "golangci-lint run"],
	node: ["nodemon server.js"],
	python: ["python3 -V"],
	docker: ["docker-compose up"],
	kubectl: ["kubectl-neat get pod web-1"],
	make: ["makepkg -si"],
	curl: ["curlie example.com"],
	ssh: ["ssh-keygen -l"],
	cargo: ["cargo-audit audit"]
};
function check(ctx) {
	const out = [];
	for (const r of grokRules(ctx.stack)) {
		if (r.kind !== "command-raw-prefix" || r.source === null || r.source.line <= 0 || r.inert !== void 0) continue;
		const p = r.pattern;
		if (!/^[A-Za-z0-9._/-]+$/.test(p)) continue;
		const candidates = [
			...NEIGHBOURS[p] ?? [],
			`${p}-helper --version`,
			`${p}x`
		].filter((c) => c.startsWith(p) && c[p.length] !== " ").map((command) => ({ call: {
			tool: "Bash",
			input: { command }
		} }));
		const w = require_witness.findWitness(ctx, candidates, (t) => t.decidedBy.rule === r.id && t.decision === r.action ? "strong" : false);
		if (!w) continue;
		const example = String(w.call.input.command);
		const colon = /:\*\s*\)\s*$/.test(r.text) ? ` (the \`:*\` suffix is stripped to the raw prefix \`${p}\`)` : "";
		out.push({
			loc: r.source,
			message: `${r.action} ${r.text} is a raw string prefix with no word boundary${colon}: it also ${r.action === "deny" ? "denies" : "prompts for"} \`${example}\`; write \`Bash(${p} *)\` to match only \`${p}\` as a whole word`,
			witness: w
		});
	}
	return out;
}

// src/engines/grok/checks/index.ts
const GROK_OWN_CHECKS = [prefix_overreach_exports];

Object.defineProperty(exports, "GROK_OWN_CHECKS", {
  enumerable: true,
  get: function () {
    return GROK_OWN_CHECKS;
  }
});
Object.defineProperty(exports, "fileLabel", {
  enumerable: true,
  get: function () {
    return fileLabel;
  }
});
Object.defineProperty(exports, "globMatches", {
  enumerable: true,
  get: function () {
    return globMatches;
  }
});
Object.defineProperty(exports, "grokRules", {
  enumerable: true,
  get: function () {
    return grokRules;
  }
});
Object.defineProperty(exports, "ruleTable", {
  enumerable: true,
  get: function () {
    return ruleTable;
  }
});