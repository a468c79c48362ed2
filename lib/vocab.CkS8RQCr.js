// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_types = require("./types.W93Iu2Vz.js");
const require_values = require("./values.Bz3w6Xo_.js");

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
	return require_values.keyProblems(doc, CODEWHALE_TOP, {
		agent: "Codewhale",
		unknown: "typos"
	});
}
/** `; did you mean "approval_policy"?` for a project overlay key, or ''. */
function overlayKeyHint(key) {
	return require_values.didYouMean(key, Object.keys(CODEWHALE_TOP));
}

// src/engines/codewhale/command-safety.ts
const result = (level, reason) => ({
	level,
	reason
});
/**
* POSIX-style word splitting as the shlex crate does it: blanks split words,
* single quotes are literal, double quotes keep `\$ \` \" \\` escapes, a
* backslash outside quotes escapes one character, `#` at the start of a
* word comments out the rest of the line. Undefined on an unclosed quote or
* a trailing backslash.
*/
function shlexSplit(input) {
	const chars = Array.from(input);
	let i = 0;
	const out = [];
	const next = () => i < chars.length ? chars[i++] : void 0;
	for (;;) {
		let ch = next();
		if (ch === void 0) return out;
		let atWord = false;
		while (!atWord) {
			if (ch === " " || ch === "	" || ch === "\n") {} else if (ch === "#") for (let c = next(); c !== void 0 && c !== "\n"; c = next());
			else {
				atWord = true;
				break;
			}
			ch = next();
			if (ch === void 0) return out;
		}
		let word = "";
		for (;;) {
			if (ch === "\"") for (;;) {
				const c = next();
				if (c === void 0) return void 0;
				if (c === "\"") break;
				if (c === "\\") {
					const d = next();
					if (d === void 0) return void 0;
					if (d === "$" || d === "`" || d === "\"" || d === "\\") word += d;
					else if (d !== "\n") word += `\\${d}`;
				} else word += c;
			}
			else if (ch === "'") for (;;) {
				const c = next();
				if (c === void 0) return void 0;
				if (c === "'") break;
				word += c;
			}
			else if (ch === "\\") {
				const d = next();
				if (d === void 0) return void 0;
				if (d !== "\n") word += d;
			} else if (ch === " " || ch === "	" || ch === "\n") break;
			else word += ch;
			const c = next();
			if (c === void 0) break;
			ch = c;
		}
		out.push(word);
	}
}
/** shell_words: shlex, or on a parse failure whitespace words with edge quotes trimmed. */
function shellWords(segment) {
	return shlexSplit(segment) ?? splitWhitespace(segment).map((t) => trimChars(t, `"'`));
}
function splitWhitespace(s) {
	return s.split(/\s+/).filter((t) => t !== "");
}
function trimChars(s, set) {
	let a = 0;
	let b = s.length;
	while (a < b && set.includes(s[a])) a++;
	while (b > a && set.includes(s[b - 1])) b--;
	return s.slice(a, b);
}
/** The destructive pass's stages: split on `&&`, `||`, `|` and `;`, quotes ignored. */
function splitCommandSegments(command) {
	const segments = [];
	let current = "";
	const chars = Array.from(command);
	for (let i = 0; i < chars.length; i++) {
		const ch = chars[i];
		if ((ch === "&" || ch === "|") && chars[i + 1] === ch) {
			i++;
			segments.push(current);
			current = "";
		} else if (ch === "|" || ch === ";") {
			segments.push(current);
			current = "";
		} else current += ch;
	}
	segments.push(current);
	return segments.map((s) => s.trim()).filter((s) => s !== "");
}
/** Rust's `str::lines()`: split on `\n`, dropping one trailing `\r` per line. */
function rustLines(s) {
	const parts = s.split("\n");
	if (parts.length > 0 && parts[parts.length - 1] === "") parts.pop();
	return parts.map((p) => p.endsWith("\r") ? p.slice(0, -1) : p);
}
const MAX_WRAPPER_DEPTH = 8;
const ARGV_PASSTHROUGH_WRAPPERS = /* @__PURE__ */ new Set([
	"sudo",
	"doas",
	"command",
	"nice",
	"ionice",
	"nohup",
	"stdbuf",
	"setsid",
	"time",
	"timeout",
	"xargs"
]);
const SHELL_WRAPPERS = /* @__PURE__ */ new Set([
	"sh",
	"bash",
	"zsh",
	"dash",
	"ksh",
	"ash",
	"fish"
]);
function isEnvAssignment$1(token) {
	const eq = token.indexOf("=");
	if (eq < 0) return false;
	return /^[A-Za-z_][A-Za-z0-9_]*$/.test(token.slice(0, eq));
}
/** Index of the command word after `env …` and `NAME=value` prefixes. */
function primaryTokenIndex(tokens) {
	let idx = 0;
	while (idx < tokens.length) {
		const t = tokens[idx];
		if (t === "env") {
			idx++;
			while (idx < tokens.length && (tokens[idx].startsWith("-") || isEnvAssignment$1(tokens[idx]))) idx++;
			continue;
		}
		if (isEnvAssignment$1(t)) {
			idx++;
			continue;
		}
		return idx;
	}
}
/** `/usr/bin/rm`, `"rm"`, `RM.exe` → `rm`. */
function commandWord(token) {
	const normalized = trimChars(token, `"'`).replace(/\\/g, "/");
	const base = normalized.split("/").pop() ?? normalized;
	return (base.endsWith(".exe") ? base.slice(0, -4) : base).toLowerCase();
}
function looksLikeNumericOperand(token) {
	const t = token.replace(/[A-Za-z]+$/, "");
	return t !== "" && /^[0-9.]+$/.test(t);
}
function skipPassthroughPrefix(wrapper, args) {
	let i = 0;
	while (i < args.length && args[i].startsWith("-")) i++;
	if ((wrapper === "timeout" || wrapper === "nice" || wrapper === "ionice") && i < args.length && looksLikeNumericOperand(args[i])) i++;
	return args.slice(i);
}
/** The argv that actually runs, wrappers and `sh -c` peeled; undefined past the depth limit (fails closed). */
function unwrapToEffectiveTokens(tokens) {
	let current = [...tokens];
	for (let depth = 0; depth < MAX_WRAPPER_DEPTH; depth++) {
		const start = primaryTokenIndex(current);
		if (start === void 0) return current;
		const word = commandWord(current[start]);
		if (SHELL_WRAPPERS.has(word)) {
			const flagAt = current.slice(start + 1).indexOf("-c");
			const payload = flagAt >= 0 ? current[start + 1 + flagAt + 1] : void 0;
			if (payload !== void 0) {
				current = shellWords(payload);
				continue;
			}
			return current;
		}
		if (ARGV_PASSTHROUGH_WRAPPERS.has(word)) {
			const rest = skipPassthroughPrefix(word, current.slice(start + 1));
			if (rest.length === 0) return current;
			current = rest;
			continue;
		}
		const normalized = [...current];
		normalized[start] = word;
		return normalized;
	}
}
function isRootDeleteTarget(target) {
	const n = trimChars(target, `"'`).replace(/\\/g, "/");
	return n === "/" || n === "/*" || n === "//" || n.startsWith("/*/") || n.startsWith("/.");
}
function isHomeDeleteTarget(target) {
	const l = trimChars(target, `"'`).replace(/\\/g, "/").toLowerCase();
	return l === "~" || l.startsWith("~/") || l === "$home" || l.startsWith("$home/") || l === "${home}" || l.startsWith("${home}/");
}
function hasParentEscape(target) {
	return target.replace(/\\/g, "/").split("/").includes("..");
}
/** dangerous_rm_reason: a recursive or forced rm of an unexpanded variable, root, home or a parent escape. */
function dangerousRmReason(args) {
	let recursive = false;
	let force = false;
	const targets = [];
	for (const a of args) {
		if (a === "--") continue;
		if (a === "--recursive" || a === "--dir") recursive = true;
		else if (a === "--force") force = true;
		else if (a.startsWith("-") && !a.startsWith("--")) {
			recursive ||= /[rR]/.test(a);
			force ||= a.includes("f");
		} else targets.push(a);
	}
	if (!(recursive || force)) return void 0;
	for (const t of targets) {
		if (trimChars(t, `"'`).includes("$")) return "the deletion target is an unexpanded variable, whose value cannot be checked";
		if (isRootDeleteTarget(t)) return "a recursive or forced deletion targets the root filesystem";
		if (isHomeDeleteTarget(t)) return "a recursive or forced deletion targets the home directory";
		if (hasParentEscape(t)) return "a recursive or forced deletion may escape the workspace";
	}
}
function analyzeFindMutation(args) {
	const hasDelete = args.includes("-delete");
	const execsRm = args.some((a, i) => a === "-exec" && args[i + 1] === "rm");
	if (!(hasDelete || execsRm)) return void 0;
	const roots = [];
	for (const a of args) {
		if (a.startsWith("-")) break;
		roots.push(a);
	}
	if (roots.some((t) => isRootDeleteTarget(t) || isHomeDeleteTarget(t) || hasParentEscape(t))) return result("dangerous", "a find mutation (-delete or -exec rm) targets a broad or external path");
	return result("requires-approval", "find may delete files");
}
function primaryShellCommandIs(command, expected) {
	return splitCommandSegments(command).some((seg) => {
		const tokens = shellWords(seg);
		const i = primaryTokenIndex(tokens);
		return i !== void 0 && tokens[i] === expected;
	});
}
/** pipes_remote_content_to_shell: after the `|` split above, a stage never holds a `|`, so this never fires; kept as Codewhale has it. */
function pipesRemoteContentToShell(command) {
	return splitCommandSegments(command).some((seg) => {
		const parts = seg.split("|");
		if (parts.length < 2) return false;
		return parts.some((left, i) => {
			if (i + 1 >= parts.length) return false;
			const l = left.toLowerCase();
			if (!(l.includes("curl") || l.includes("wget"))) return false;
			const right = shellWords(parts[i + 1]);
			const j = primaryTokenIndex(right);
			return j !== void 0 && [
				"sh",
				"bash",
				"zsh"
			].includes(right[j]);
		});
	});
}
function analyzeDestructivePatterns(command) {
	if (primaryShellCommandIs(command, "eval")) return result("dangerous", "the command invokes shell eval");
	if (pipesRemoteContentToShell(command)) return result("dangerous", "piping remote content directly to a shell");
	for (const seg of splitCommandSegments(command)) {
		const tokens = unwrapToEffectiveTokens(shellWords(seg));
		if (tokens === void 0) return result("dangerous", `the command nests wrappers more than ${MAX_WRAPPER_DEPTH} deep to classify`);
		const start = primaryTokenIndex(tokens);
		if (start === void 0) continue;
		if (tokens[start] === "rm") {
			const why = dangerousRmReason(tokens.slice(start + 1));
			if (why) return result("dangerous", why);
		} else if (tokens[start] === "find") {
			const f = analyzeFindMutation(tokens.slice(start + 1));
			if (f) return f;
		}
	}
}
const SAFE_COMMANDS = [
	"ls",
	"dir",
	"pwd",
	"cd",
	"cat",
	"head",
	"tail",
	"less",
	"more",
	"grep",
	"rg",
	"ag",
	"find",
	"fd",
	"which",
	"whereis",
	"type",
	"echo",
	"printf",
	"date",
	"cal",
	"uptime",
	"whoami",
	"id",
	"hostname",
	"uname",
	"env",
	"printenv",
	"set",
	"ps",
	"top",
	"htop",
	"df",
	"du",
	"free",
	"vmstat",
	"wc",
	"sort",
	"uniq",
	"cut",
	"tr",
	"awk",
	"sed",
	"diff",
	"file",
	"stat",
	"md5",
	"sha1sum",
	"sha256sum",
	"git status",
	"git log",
	"git diff",
	"git show",
	"git branch",
	"git remote",
	"git tag",
	"git stash list",
	"npm list",
	"npm ls",
	"npm outdated",
	"npm view",
	"cargo check",
	"cargo test",
	"cargo build",
	"cargo doc",
	"python --version",
	"node --version",
	"rustc --version",
	"man",
	"help",
	"info"
];
const WORKSPACE_SAFE_COMMANDS = [
	"mkdir",
	"touch",
	"cp",
	"mv",
	"git add",
	"git commit",
	"git checkout",
	"git switch",
	"git restore",
	"git merge",
	"git rebase",
	"git cherry-pick",
	"git reset --soft",
	"npm install",
	"npm ci",
	"npm update",
	"cargo build",
	"cargo run",
	"cargo test",
	"cargo fmt",
	"pip install",
	"pip uninstall",
	"make",
	"cmake",
	"ninja"
];
/** Matched as substrings of the lower-cased command, only when it has no chain or substitution. */
const DANGEROUS_PATTERNS = [
	["rm -rf /", "matches the pattern `rm -rf /` (recursive deletion of the root filesystem)"],
	["rm -rf /*", "matches the pattern `rm -rf /*` (recursive deletion of every root directory)"],
	["rm -rf ~", "matches the pattern `rm -rf ~` (recursive deletion of the home directory)"],
	["rm -rf $home", "matches the pattern `rm -rf $HOME` (recursive deletion of the home directory)"],
	[":(){ :|:& };:", "a fork bomb"]
];
const PRIVILEGED_PATTERNS = [
	"sudo",
	"su ",
	"doas",
	"pkexec",
	"gksudo",
	"kdesudo"
];
const NETWORK_COMMANDS = /* @__PURE__ */ new Set([
	"curl",
	"wget",
	"fetch",
	"nc",
	"netcat",
	"ncat",
	"ssh",
	"scp",
	"sftp",
	"rsync",
	"ftp",
	"ping",
	"traceroute",
	"nslookup",
	"dig",
	"host",
	"nmap",
	"masscan",
	"tcpdump",
	"wireshark"
]);
function isCodewhaleReadonlyInvocation(tokens) {
	if (tokens[0] !== "codewhale" && tokens[0] !== "codew") return false;
	return tokens.length === 2 && [
		"--version",
		"-V",
		"-v",
		"--help",
		"-h"
	].includes(tokens[1]);
}
function containsShellComposition(command) {
	const without = command.replaceAll("&&", "").replaceAll("||", "");
	return /[|&><`]/.test(without) || command.includes("$(");
}
function isSafeCommand(command) {
	const tokens = shellWords(command);
	const start = primaryTokenIndex(tokens);
	if (start !== void 0 && isCodewhaleReadonlyInvocation(tokens.slice(start))) return true;
	if (containsShellComposition(command)) return false;
	const lower = command.toLowerCase();
	return SAFE_COMMANDS.some((c) => lower.startsWith(c));
}
function operandIsWorkspaceRelative(token) {
	const t = trimChars(token, `"'`);
	if (t === "" || t === "-") return true;
	const l = t.toLowerCase();
	if (l === "~" || l.startsWith("~/") || l === "$home" || l.startsWith("$home/") || l === "${home}" || l.startsWith("${home}/")) return false;
	if (t.includes("$")) return false;
	const n = t.replace(/\\/g, "/");
	if (n.startsWith("/")) return false;
	return !n.split("/").includes("..");
}
function isWorkspaceSafeCommand(command) {
	const tokens = unwrapToEffectiveTokens(shellWords(command));
	if (tokens === void 0) return false;
	const start = primaryTokenIndex(tokens);
	if (start === void 0) return false;
	const verb = commandWord(tokens[start]);
	if (verb === "cp" || verb === "mv") {
		let saw = false;
		for (const a of tokens.slice(start + 1)) {
			if (a === "--" || a.startsWith("-") && a !== "-") continue;
			if (!operandIsWorkspaceRelative(a)) return false;
			saw = true;
		}
		return saw;
	}
	const lower = command.toLowerCase();
	return WORKSPACE_SAFE_COMMANDS.some((c) => lower.startsWith(c));
}
const KNOWN_SAFE_CHAIN_PREFIXES = /* @__PURE__ */ new Set([
	"cargo",
	"rustc",
	"rustup",
	"git",
	"gh",
	"hub",
	"npm",
	"yarn",
	"pnpm",
	"node",
	"npx",
	"zig",
	"go",
	"deno",
	"bun",
	"make",
	"cmake",
	"ninja",
	"meson",
	"python",
	"python3",
	"pip",
	"pip3",
	"uv",
	"poetry",
	"ls",
	"pwd",
	"cd",
	"echo",
	"cat",
	"head",
	"tail",
	"grep",
	"rg",
	"find",
	"fd",
	"wc",
	"sort",
	"uniq",
	"which",
	"env",
	"true",
	"false"
]);
function allSegmentsKnownSafe(command) {
	const segs = command.replaceAll("&&", "\n").replaceAll("||", "\n").replaceAll(";", "\n").split("\n").map((s) => s.trim()).filter((s) => s !== "");
	if (segs.length === 0) return false;
	return segs.every((seg) => {
		const head = splitWhitespace(seg).find((t) => !t.includes("=") && t !== "env") ?? "";
		return KNOWN_SAFE_CHAIN_PREFIXES.has(head.toLowerCase());
	});
}
/** Codewhale's rating of one raw command string, check by check in its order (memoised: three layers ask). */
function analyzeCommand(command) {
	let a = analysisCache.get(command);
	if (a === void 0) {
		if (analysisCache.size > 2e4) analysisCache.clear();
		analysisCache.set(command, a = analyze(command));
	}
	return a;
}
const analysisCache = /* @__PURE__ */ new Map();
function analyze(command) {
	const lower = command.toLowerCase();
	const trimmed = command.trim();
	if (command.includes("\n") || command.includes("\r")) return result("dangerous", "the command contains more than one line (a newline or carriage return)");
	if (command.includes("\0")) return result("dangerous", "the command contains a NUL byte");
	const destructive = analyzeDestructivePatterns(command);
	if (destructive) return destructive;
	if (command.includes("&&") || command.includes("||") || command.includes(";")) return result("requires-approval", allSegmentsKnownSafe(command) ? "a chain of known-safe segments" : "command chaining");
	if (command.includes("`") || command.includes("$(")) return result("requires-approval", "command substitution");
	for (const [pattern, why] of DANGEROUS_PATTERNS) if (lower.includes(pattern)) return result("dangerous", why);
	for (const p of PRIVILEGED_PATTERNS) if (trimmed.startsWith(p) || lower.includes(` ${p} `)) return result("requires-approval", `privileged execution (${p.trim()})`);
	if ((lower.includes("curl") || lower.includes("wget")) && (lower.includes("| sh") || lower.includes("| bash") || lower.includes("| zsh"))) return result("dangerous", "it pipes remote content (curl/wget) straight into a shell");
	const first = splitWhitespace(trimmed)[0] ?? "";
	if (isSafeCommand(trimmed)) return result("safe", "a read-only command");
	if (isWorkspaceSafeCommand(trimmed)) return result("workspace-safe", "modifies files within the workspace");
	if (NETWORK_COMMANDS.has(first)) return result("requires-approval", "may make network requests");
	if (first === "rm" && (lower.includes("-r") || lower.includes("-f"))) {
		if (lower.includes("..") || lower.includes("~/") || lower.includes("$HOME")) return result("dangerous", "a recursive or forced deletion that may reach outside the workspace (`..` or `~/`)");
		return result("requires-approval", "recursive or forced deletion");
	}
	if (lower.includes("git push")) return result("requires-approval", "a push modifies a remote repository");
	return result("requires-approval", "an unknown command");
}
const familyRows = [
	[
		"git",
		[
			"add",
			"am",
			"apply",
			"bisect",
			"blame",
			"branch",
			"cat-file",
			"checkout",
			"cherry-pick",
			"clean",
			"clone",
			"commit",
			"config",
			"describe",
			"diff",
			"fetch",
			"format-patch",
			"grep",
			"init",
			"log",
			"ls-files",
			"merge",
			"mv",
			"notes",
			"pull",
			"push",
			"rebase",
			"reflog",
			"remote",
			"reset",
			"restore",
			"revert",
			"rm",
			"show",
			"stash",
			"status",
			"submodule",
			"switch",
			"tag",
			"worktree"
		],
		2
	],
	[
		"npm",
		[
			"audit",
			"build",
			"cache",
			"ci",
			"dedupe",
			"fund",
			"help",
			"info",
			"init",
			"install",
			"link",
			"list",
			"ls",
			"outdated",
			"pack",
			"prune",
			"publish",
			"rebuild",
			"start",
			"stop",
			"test",
			"uninstall",
			"update",
			"version",
			"view"
		],
		2
	],
	[
		"npm",
		["run"],
		3
	],
	[
		"yarn",
		[
			"add",
			"audit",
			"build",
			"install",
			"start",
			"test",
			"upgrade"
		],
		2
	],
	[
		"yarn",
		["run", "workspace"],
		3
	],
	[
		"pnpm",
		[
			"add",
			"build",
			"install",
			"start",
			"test",
			"update"
		],
		2
	],
	[
		"pnpm",
		["run"],
		3
	],
	[
		"cargo",
		[
			"add",
			"bench",
			"build",
			"check",
			"clean",
			"clippy",
			"doc",
			"fix",
			"fmt",
			"generate",
			"install",
			"metadata",
			"package",
			"publish",
			"remove",
			"run",
			"search",
			"test",
			"tree",
			"uninstall",
			"update",
			"yank"
		],
		2
	],
	[
		"docker",
		[
			"build",
			"cp",
			"exec",
			"images",
			"inspect",
			"kill",
			"logs",
			"ps",
			"pull",
			"push",
			"rm",
			"rmi",
			"run",
			"start",
			"stop",
			"tag"
		],
		2
	],
	[
		"docker",
		[
			"compose",
			"container",
			"image",
			"network",
			"system",
			"volume"
		],
		3
	],
	[
		"kubectl",
		[
			"apply",
			"exec",
			"explain",
			"label",
			"logs",
			"patch",
			"port-forward",
			"scale",
			"set"
		],
		2
	],
	[
		"kubectl",
		[
			"create",
			"delete",
			"describe",
			"get",
			"rollout",
			"top"
		],
		3
	],
	[
		"go",
		[
			"build",
			"clean",
			"env",
			"fmt",
			"generate",
			"get",
			"install",
			"list",
			"run",
			"test",
			"vet"
		],
		2
	],
	[
		"go",
		["mod", "work"],
		3
	],
	[
		"pip",
		[
			"install",
			"uninstall",
			"list",
			"show",
			"freeze"
		],
		2
	],
	[
		"pip3",
		[
			"install",
			"uninstall",
			"list",
			"show"
		],
		2
	],
	[
		"gh",
		[
			"pr",
			"issue",
			"repo",
			"release",
			"workflow",
			"run",
			"secret"
		],
		3
	],
	[
		"rustup",
		[
			"default",
			"install",
			"show",
			"update"
		],
		2
	],
	[
		"rustup",
		["target", "toolchain"],
		3
	],
	[
		"deno",
		[
			"run",
			"test",
			"fmt",
			"lint"
		],
		2
	],
	[
		"bun",
		[
			"add",
			"build",
			"install",
			"test"
		],
		2
	],
	[
		"bun",
		["run"],
		3
	]
].flatMap(([base, subs, arity]) => subs.map((sub) => [`${base} ${sub}`, arity]));
/** COMMAND_ARITY (command_safety.rs): how many positional words form each known prefix (a Map: command words are untrusted keys). */
const COMMAND_ARITY = new Map([
	...familyRows,
	["python", 2],
	["python3", 2],
	["make", 1],
	["npx", 2]
]);
/**
* BASH_ARITY_TABLE (execpolicy bash_arity.rs), the table typed rules and
* trusted prefixes are matched with: the same families plus aws, helm,
* terraform and cmake; its `python -m` rows can never fire (flags are
* stripped first), so plain `python` has no row here.
*/
const EXEC_ARITY = new Map([
	...familyRows,
	...[
		"cloudformation",
		"ec2",
		"ecs",
		"eks",
		"iam",
		"lambda",
		"rds",
		"s3",
		"sts"
	].map((sub) => [`aws ${sub}`, 3]),
	["aws configure", 2],
	...[
		"install",
		"list",
		"status",
		"template",
		"uninstall",
		"upgrade"
	].map((sub) => [`helm ${sub}`, 2]),
	["helm repo", 3],
	...[
		"apply",
		"destroy",
		"init",
		"output",
		"plan",
		"validate"
	].map((sub) => [`terraform ${sub}`, 2]),
	["terraform state", 3],
	["terraform workspace", 3],
	["python -m", 3],
	["python3 -m", 3],
	["make", 1],
	["cmake", 1],
	["npx", 2]
]);
function classifyBy(table, tokens) {
	const positional = tokens.filter((t) => !t.startsWith("-")).map((t) => t.toLowerCase());
	if (positional.length === 0) return "";
	for (let depth = Math.min(positional.length, 3); depth >= 1; depth--) {
		const arity = table.get(positional.slice(0, depth).join(" "));
		if (arity !== void 0) return positional.slice(0, Math.min(arity, positional.length)).join(" ");
	}
	return positional[0];
}
/** classify_command: the canonical prefix of a token list by the arity table (flags never count). */
function classifyCommand(tokens) {
	return classifyBy(COMMAND_ARITY, tokens);
}
/** BashArityDict::classify: the same walk over execpolicy's table. */
function classifyForPolicy(tokens) {
	return classifyBy(EXEC_ARITY, tokens);
}
const PARALLEL_READONLY_PREFIXES = /* @__PURE__ */ new Set([
	"git status",
	"git log",
	"git diff",
	"git show",
	"git ls-files",
	"git blame",
	"git grep",
	"ls",
	"pwd",
	"cat",
	"head",
	"tail",
	"wc",
	"which",
	"stat",
	"file",
	"du",
	"df",
	"grep",
	"rg",
	"fd"
]);
const GITHUB_READONLY_PREFIXES = /* @__PURE__ */ new Set([
	"gh issue list",
	"gh issue status",
	"gh issue view",
	"gh pr checks",
	"gh pr diff",
	"gh pr list",
	"gh pr status",
	"gh pr view",
	"gh release list",
	"gh release view",
	"gh repo view",
	"gh run list",
	"gh run view",
	"gh workflow list",
	"gh workflow view"
]);
const GH_VIEW = ["", "--json --jq --template -R --repo"];
/** readonly_options_are_allowed's table: where options start, no-value switches, value-taking options. */
const READONLY_OPTIONS = new Map(Object.entries({
	"git status": [
		2,
		"-s --short -b --branch --ignored --porcelain",
		"--untracked-files"
	],
	"git diff": [
		2,
		"--cached --staged --stat --numstat --shortstat --name-only --name-status --check --no-renames --color --no-color --word-diff",
		"-U --unified --diff-filter"
	],
	"git log": [
		2,
		"--oneline --decorate --graph --stat --numstat --shortstat --name-only --name-status --no-patch --all --branches --tags --remotes --first-parent --reverse --color --no-color",
		"-n --max-count --since --until --author --grep"
	],
	"git show": [
		2,
		"--stat --numstat --shortstat --name-only --name-status --no-patch -s --color --no-color",
		"-U --unified"
	],
	"git ls-files": [
		2,
		"-c --cached -d --deleted -m --modified -o --others -i --ignored --stage --unmerged --killed --exclude-standard --deduplicate",
		"--exclude --exclude-from"
	],
	"git blame": [
		2,
		"-w --line-porcelain --porcelain --show-stats --show-name --show-number --reverse --first-parent",
		"-L --since"
	],
	"git grep": [
		2,
		"-n --line-number -i --ignore-case -I -l --files-with-matches -L --files-without-match -w --word-regexp -F --fixed-strings -E --extended-regexp --cached --untracked --exclude-standard",
		"-e --max-depth"
	],
	ls: [
		1,
		"-a -A -l -la -al -h -lh -hl -lah -alh -R -d -1 --all --almost-all --long --human-readable --recursive --directory",
		""
	],
	pwd: [
		1,
		"-L -P --logical --physical",
		""
	],
	cat: [
		1,
		"-n -b -s -v -E -T --number --number-nonblank --squeeze-blank --show-ends --show-tabs",
		""
	],
	head: [
		1,
		"-q -v --quiet --verbose",
		"-n --lines -c --bytes"
	],
	tail: [
		1,
		"-q -v --quiet --verbose",
		"-n --lines -c --bytes"
	],
	wc: [
		1,
		"-c -m -l -w -L --bytes --chars --lines --words --max-line-length",
		""
	],
	which: [
		1,
		"-a --all",
		""
	],
	stat: [
		1,
		"",
		""
	],
	file: [
		1,
		"-b --brief -L --dereference -h --no-dereference -i --mime --mime-type --mime-encoding",
		""
	],
	du: [
		1,
		"-a -c -h -s --all --total --human-readable --summarize --apparent-size",
		"-d --max-depth"
	],
	df: [
		1,
		"-h -P -T -i --human-readable --portability --print-type --inodes",
		""
	],
	grep: [
		1,
		"-n -i -v -E -F -w -x -l -L -c --line-number --ignore-case --invert-match --extended-regexp --fixed-strings --word-regexp --line-regexp --files-with-matches --files-without-match --count",
		"-m --max-count -A --after-context -B --before-context -C --context"
	],
	rg: [
		1,
		"-n --line-number -i --ignore-case -S --smart-case -F --fixed-strings -w --word-regexp -l --files-with-matches --hidden --no-ignore --no-heading --heading --stats --count --count-matches",
		"-g --glob -t --type -T --type-not -m --max-count -A --after-context -B --before-context -C --context --sort"
	],
	fd: [
		1,
		"-H --hidden -I --no-ignore -s --case-sensitive -i --ignore-case --strip-cwd-prefix",
		"-e --extension -t --type -d --max-depth -E --exclude"
	],
	"gh issue list": [
		3,
		"",
		"--json --assignee --author --jq --label --limit --mention --milestone --search --state --template -R --repo"
	],
	"gh issue status": [3, ...GH_VIEW],
	"gh issue view": [
		3,
		"--comments",
		GH_VIEW[1]
	],
	"gh pr view": [
		3,
		"--comments",
		GH_VIEW[1]
	],
	"gh pr checks": [
		3,
		"--fail-fast --required",
		GH_VIEW[1]
	],
	"gh pr diff": [
		3,
		"--name-only --patch",
		"--color -R --repo"
	],
	"gh pr list": [
		3,
		"--draft",
		"--json --app --assignee --author --base --head --jq --label --limit --search --state --template -R --repo"
	],
	"gh pr status": [
		3,
		"",
		"--json --conflict-status --jq --template -R --repo"
	],
	"gh release list": [
		3,
		"--exclude-drafts --exclude-pre-releases",
		"--json --jq --limit --order --template -R --repo"
	],
	"gh release view": [3, ...GH_VIEW],
	"gh repo view": [
		3,
		"",
		"--json --branch --jq --template -R --repo"
	],
	"gh run list": [
		3,
		"",
		"--json --branch --commit --created --event --jq --limit --status --template --user --workflow -R --repo"
	],
	"gh run view": [
		3,
		"--exit-status --log --log-failed --verbose",
		"--json --attempt --job --jq --template -R --repo"
	],
	"gh workflow list": [
		3,
		"--all",
		"--json --jq --limit --template -R --repo"
	],
	"gh workflow view": [
		3,
		"--yaml",
		"--ref -R --repo"
	]
}));
function optionsMatchAllowlist(tokens, switches, values) {
	const sw = splitWhitespace(switches);
	const va = splitWhitespace(values);
	let options = true;
	for (let i = 0; i < tokens.length; i++) {
		const t = tokens[i];
		if (options && t === "--") options = false;
		else if (options && t.startsWith("-") && t !== "-") {
			if (sw.includes(t)) continue;
			if (/^-[0-9]+$/.test(t) && (va.includes("-n") || va.includes("--lines"))) continue;
			if (va.includes(t)) {
				i++;
				if (i >= tokens.length || tokens[i].startsWith("-")) return false;
				continue;
			}
			return false;
		}
	}
	return true;
}
function ghTargetsUnsupportedHost(tokens) {
	const unsupported = (value) => {
		const v = value.trim();
		let host;
		const m = /^https?:\/\/(.*)$/.exec(v);
		if (m) host = m[1].split("/")[0];
		else {
			const parts = v.split("/");
			if (parts.length >= 3 && (parts[0].includes(".") || parts[0].includes(":"))) host = parts[0];
		}
		return host !== void 0 && host.toLowerCase() !== "github.com";
	};
	for (let i = 0; i < tokens.length; i++) {
		const t = tokens[i];
		if (t === "-R" || t === "--repo") {
			const v = tokens[i + 1];
			if (v === void 0 || unsupported(v)) return true;
			i++;
			continue;
		}
		if (t.startsWith("--repo=") && unsupported(t.slice(7))) return true;
		if (unsupported(t)) return true;
	}
	return false;
}
function readonlyOptionsAreAllowed(canonical, tokens) {
	const row = READONLY_OPTIONS.get(canonical);
	if (!row) return false;
	const [start, switches, values] = row;
	return optionsMatchAllowlist(tokens.slice(start), switches, values) && (!canonical.startsWith("gh ") || !ghTargetsUnsupportedHost(tokens));
}
/**
* is_parallel_readonly_command: no shell metacharacter at all, no env prefix,
* the literal program (no path, no case folding) from the read-only tables,
* and only the options its row allows. Anything else is not read-only.
*/
function isParallelReadonlyCommand(command) {
	let r = readonlyCache.get(command);
	if (r === void 0) {
		if (readonlyCache.size > 2e4) readonlyCache.clear();
		readonlyCache.set(command, r = readonly(command));
	}
	return r;
}
const readonlyCache = /* @__PURE__ */ new Map();
function readonly(command) {
	const trimmed = command.trim();
	if (trimmed === "") return false;
	if (/[\n\r;&|><`$*?[\]{}]/.test(trimmed)) return false;
	const tokens = shellWords(trimmed);
	if (primaryTokenIndex(tokens) !== 0) return false;
	if (isCodewhaleReadonlyInvocation(tokens)) return true;
	const canonical = classifyCommand(tokens);
	const cw = canonical.split(" ");
	if (tokens[0] !== cw[0]) return false;
	if (cw[0] === "git" && tokens[1] !== cw[1]) return false;
	if (cw[0] === "gh" && (tokens[1] !== cw[1] || tokens[2] !== cw[2])) return false;
	if (!readonlyOptionsAreAllowed(canonical, tokens)) return false;
	return PARALLEL_READONLY_PREFIXES.has(canonical) || GITHUB_READONLY_PREFIXES.has(canonical);
}
/** split_shell_segments_for_review: `&&`, `||`, `;` and newlines, quotes ignored. */
function reviewSegments(command) {
	return rustLines(command.replaceAll("&&", "\n").replaceAll("||", "\n").replaceAll(";", "\n")).map((s) => s.trim()).filter((s) => s !== "");
}
/**
* shell_params_are_auto_review_routine: no pipe, background, redirect,
* backtick or `$(`, and every `&&`/`||`/`;` segment rated Safe or
* WorkspaceSafe (or one of two exact `git rev-parse` probes).
*/
function isAutoReviewRoutine(command) {
	if (containsShellComposition(command)) return false;
	const segs = reviewSegments(command);
	return segs.length > 0 && segs.every((seg) => {
		const level = analyzeCommand(seg).level;
		const words = splitWhitespace(seg).join(" ");
		return level === "safe" || level === "workspace-safe" || words === "git rev-parse --show-toplevel" || words === "git rev-parse HEAD";
	});
}
/** The review segment analyze_command rates Dangerous, if any (shell_params_are_destructive_like's first half). */
function dangerousReviewSegment(command) {
	for (const seg of reviewSegments(command)) {
		const a = analyzeCommand(seg);
		if (a.level === "dangerous") return {
			segment: seg,
			reason: a.reason
		};
	}
}

// src/engines/codewhale/deny-scan.ts
/**
* Codewhale's hard deny scan: every command line a deny rule is checked
* against, read from the raw string two ways — a naive operator split that
* ignores quotes and comments, and `shell_expand::expanded_commands`, its own
* word splitter that also rescans substitution, `${…}` and `-c` bodies. Both
* are Codewhale's reading (the decision follows them, over-matches
* included); what bash really runs is whale-perm's tree-sitter reading.
*
* Source: crates/execpolicy/src/lib.rs (deny_scan_targets, command_segments,
* command_is_chained, denied_prefix_matches) and
* crates/execpolicy/src/shell_expand.rs (expanded_commands).
*/
/** command_segments: `&&`, `||`, `&`, `|`, `;` and newlines, with quoting ignored. */
function commandSegments(command) {
	return rustLines(command.replaceAll("&&", "\n").replaceAll("||", "\n").replace(/[&|;]/g, "\n")).map((s) => s.trim()).filter((s) => s !== "");
}
/** command_is_chained: a typed allow (or trusted prefix) never approves more than one naive segment. */
function commandIsChained(command) {
	return commandSegments(command).length > 1;
}
const MAX_DEPTH = 8;
const MAX_COMMANDS = 256;
const MAX_HEAD_SCAN = 8;
const PASSTHROUGH = /* @__PURE__ */ new Set([
	"sudo",
	"doas",
	"env",
	"nohup",
	"nice",
	"ionice",
	"time",
	"timeout",
	"stdbuf",
	"setsid",
	"command",
	"builtin",
	"exec",
	"xargs",
	"unbuffer",
	"busybox",
	"chroot",
	"proot"
]);
const SHELLS = /* @__PURE__ */ new Set([
	"sh",
	"bash",
	"zsh",
	"dash",
	"ksh",
	"ksh93",
	"mksh",
	"ash",
	"fish",
	"csh",
	"tcsh",
	"rbash",
	"yash"
]);
function basename(token) {
	const last = token.split(/[/\\]/).pop();
	return last === void 0 || last === "" ? token : last;
}
function isEnvAssignment(token) {
	const eq = token.indexOf("=");
	if (eq <= 0) return false;
	const name = token.slice(0, eq);
	return !name.startsWith("-") && /^[A-Za-z0-9_]+$/.test(name);
}
function isScalarOperand(token) {
	const body = token.replace(/[smhd]+$/, "");
	return body !== "" && /^[0-9.]+$/.test(body);
}
const isPassthrough = (t) => PASSTHROUGH.has(basename(t).toLowerCase());
const isShellName = (t) => SHELLS.has(basename(t).toLowerCase());
function stripLeadingWrappers(tokens) {
	let start = 0;
	let dropped = false;
	while (start < tokens.length) {
		const t = tokens[start];
		if (isEnvAssignment(t)) start++;
		else if (isPassthrough(t)) {
			dropped = true;
			start++;
		} else if (dropped && isScalarOperand(t)) start++;
		else break;
	}
	return tokens.slice(start);
}
function findWrapperHead(tokens) {
	let prevShortFlag = false;
	for (let i = 0; i < Math.min(tokens.length, MAX_HEAD_SCAN); i++) {
		const t = tokens[i];
		if (isShellName(t) || basename(t).toLowerCase() === "eval") return i;
		if (!(isEnvAssignment(t) || isPassthrough(t) || t.startsWith("-") || isScalarOperand(t) || prevShortFlag)) return void 0;
		prevShortFlag = t.startsWith("-") && !t.startsWith("--");
	}
}
function shellCArgument(tokens) {
	for (let i = 1; i < tokens.length; i++) {
		const t = tokens[i];
		if (t.startsWith("--") ? t.slice(2).toLowerCase() === "command" : t.startsWith("-") && t.slice(1).includes("c")) return tokens[i + 1];
	}
}
function readBacktick(chars, start) {
	let i = start + 1;
	let inner = "";
	while (i < chars.length) {
		const c = chars[i];
		if (c === "\\" && i + 1 < chars.length) {
			inner += c + chars[i + 1];
			i += 2;
		} else if (c === "`") return [inner, i + 1];
		else {
			inner += c;
			i++;
		}
	}
	return [inner, i];
}
function readDelimited(chars, openAt, open, close) {
	let depth = 1;
	let i = openAt + 1;
	let inner = "";
	while (i < chars.length) {
		const c = chars[i];
		if (c === "\\" && i + 1 < chars.length) {
			inner += c + chars[i + 1];
			i += 2;
			continue;
		}
		if (c === open) depth++;
		else if (c === close) {
			depth--;
			if (depth === 0) return [inner, i + 1];
		}
		inner += c;
		i++;
	}
	return [inner, i];
}
var Expander = class {
	out = [];
	seen = /* @__PURE__ */ new Set();
	emit(tokens) {
		if (this.out.length >= MAX_COMMANDS) return;
		const joined = tokens.filter((t) => t !== "").join(" ");
		if (joined === "" || this.seen.has(joined)) return;
		this.seen.add(joined);
		this.out.push(joined);
	}
	expand(input, depth) {
		if (depth > MAX_DEPTH || this.out.length >= MAX_COMMANDS) return;
		const chars = Array.from(input);
		const n = chars.length;
		const commands = [];
		let words = [];
		let word = "";
		let started = false;
		const nested = [];
		const flush = () => {
			if (started || word !== "") {
				words.push(word);
				word = "";
				started = false;
			}
		};
		const end = () => {
			words = words.filter((w) => w !== "{" && w !== "}");
			if (words.length > 0) commands.push(words);
			words = [];
		};
		const sub = (open, close, at) => {
			const [inner, next] = readDelimited(chars, at, open, close);
			nested.push(inner);
			return next;
		};
		let i = 0;
		while (i < n) {
			const c = chars[i];
			const c1 = chars[i + 1];
			if (c === "\\") {
				if (i + 1 < n) {
					if (c1 !== "\n") {
						word += c1;
						started = true;
					}
					i += 2;
				} else i++;
			} else if (c === "'") {
				started = true;
				i++;
				while (i < n && chars[i] !== "'") word += chars[i++];
				i = Math.min(i + 1, n);
			} else if (c === "\"") {
				started = true;
				i++;
				while (i < n && chars[i] !== "\"") {
					const d = chars[i];
					if (d === "\\" && i + 1 < n) {
						word += chars[i + 1];
						i += 2;
					} else if (d === "`") {
						const [inner, next] = readBacktick(chars, i);
						nested.push(inner);
						i = next;
					} else if (d === "$" && chars[i + 1] === "(") i = sub("(", ")", i + 1);
					else if (d === "$" && chars[i + 1] === "{") i = sub("{", "}", i + 1);
					else {
						word += d;
						i++;
					}
				}
				i = Math.min(i + 1, n);
			} else if (c === "$" && c1 === "'") {
				started = true;
				i += 2;
				while (i < n && chars[i] !== "'") if (chars[i] === "\\" && i + 1 < n) {
					word += chars[i + 1];
					i += 2;
				} else word += chars[i++];
				i = Math.min(i + 1, n);
			} else if (c === "`") {
				const [inner, next] = readBacktick(chars, i);
				nested.push(inner);
				i = next;
			} else if (c === "$" && c1 === "(") i = sub("(", ")", i + 1);
			else if (c === "$" && c1 === "{") i = sub("{", "}", i + 1);
			else if ((c === "<" || c === ">") && c1 === "(") i = sub("(", ")", i + 1);
			else if (c === " " || c === "	") {
				flush();
				i++;
			} else if (c === "(" || c === ")") {
				flush();
				end();
				i++;
			} else if (c === "\n" || c === "\r" || c === ";" || c === "&" || c === "|") {
				flush();
				end();
				i++;
				while (i < n && "\n\r;&|".includes(chars[i])) i++;
			} else {
				word += c;
				started = true;
				i++;
			}
		}
		flush();
		end();
		for (const tokens of commands) this.record(tokens, depth);
		for (const inner of nested) this.expand(inner, depth + 1);
	}
	record(tokens, depth) {
		if (tokens.length === 0) return;
		this.emit(tokens);
		const stripped = stripLeadingWrappers(tokens);
		if (stripped.length !== tokens.length) this.emit(stripped);
		const head = findWrapperHead(tokens);
		if (head === void 0) return;
		if (basename(tokens[head]).toLowerCase() === "eval") this.expand(tokens.slice(head + 1).join(" "), depth + 1);
		else {
			const script = shellCArgument(tokens.slice(head));
			if (script !== void 0) this.expand(script, depth + 1);
		}
	}
};
/** expanded_commands: the raw command first, then every command line Codewhale's expander finds in it. */
function expandedCommands(command) {
	const e = new Expander();
	const trimmed = command.trim();
	if (trimmed !== "") {
		e.seen.add(trimmed);
		e.out.push(trimmed);
	}
	e.expand(command, 0);
	return e.out;
}
/** deny_scan_targets: the trimmed command, its naive segments and its expanded commands, de-duplicated. */
function denyScanTargets(command) {
	let hit = scanCache.get(command);
	if (hit === void 0) {
		if (scanCache.size > 1e4) scanCache.clear();
		scanCache.set(command, hit = computeTargets(command));
	}
	return hit;
}
/** A call is scanned by the typed layer and its risks: once per command text is enough. */
const scanCache = /* @__PURE__ */ new Map();
function computeTargets(command) {
	const seen = /* @__PURE__ */ new Set();
	const out = [];
	for (const t of [
		command.trim(),
		...commandSegments(command),
		...expandedCommands(command)
	]) if (t !== "" && !seen.has(t)) {
		seen.add(t);
		out.push(t);
	}
	return out;
}
function sanitize(token) {
	let t = token;
	while (t.startsWith("$(")) t = t.slice(2);
	return t.replace(/^[({]+/, "").replace(/[)};]+$/, "");
}
/**
* Recent token lists by text: hardDenyHit asks each hard denied prefix about
* every scan target, so one target (one of a chain's 20,000 segments) was
* re-tokenized once per rule (and the whole command too: the last long text
* is kept). Lists are only read, never changed.
*/
const recentTokens = /* @__PURE__ */ new Map();
const RECENT_TOKENS = 4096;
let lastLong;
function tokensOf(value) {
	if (value.length > 4096) {
		if (lastLong?.value !== value) lastLong = {
			value,
			tokens: freshTokens(value)
		};
		return lastLong.tokens;
	}
	const hit = recentTokens.get(value);
	if (hit !== void 0) return hit;
	const tokens = freshTokens(value);
	if (recentTokens.size >= RECENT_TOKENS) recentTokens.clear();
	recentTokens.set(value, tokens);
	return tokens;
}
function freshTokens(value) {
	return value.split(/\s+/).filter((t) => t !== "").join(" ").toLowerCase().split(" ").map(sanitize).filter((t) => t !== "");
}
function commandWordMatches(rule, token) {
	if (token === rule) return true;
	if (rule.includes("/") || rule.includes("\\")) return false;
	const base = token.split(/[/\\]/).pop() ?? token;
	return base !== "" && base === rule;
}
/**
* denied_prefix_matches: positional tokens at a word boundary, leading
* assignments skipped, the first word matched by basename, flags (and maybe
* their value) skipped in between. `rm` blocks `rm -rf /`, not `rmdir`.
*/
function deniedPrefixMatches$1(rule, command) {
	const r = tokensOf(rule);
	if (r.length === 0) return false;
	const c = tokensOf(command);
	let start = c.findIndex((t) => !isEnvAssignment(t));
	if (start < 0) start = c.length;
	const seen = /* @__PURE__ */ new Set();
	const stack = [[start, 0]];
	while (stack.length > 0) {
		const [i, j] = stack.pop();
		if (j === r.length) return true;
		if (i >= c.length || seen.has(i * 4096 + j)) continue;
		seen.add(i * 4096 + j);
		const t = c[i];
		if (j === 0 ? commandWordMatches(r[0], t) : t === r[j]) stack.push([i + 1, j + 1]);
		if (t.startsWith("-")) {
			stack.push([i + 1, j]);
			if (!t.includes("=")) stack.push([i + 2, j]);
		}
	}
	return false;
}
/** The word a denied prefix's command word is (undefined for an empty rule): what an index of hard prefixes keys on. */
function deniedPrefixHead(rule) {
	return tokensOf(rule)[0];
}
/**
* Every word a denied prefix's command word could meet in this command (each
* token and its basename): a rule whose head is not among them cannot match.
*/
function commandHeads(command) {
	const out = /* @__PURE__ */ new Set();
	for (const t of tokensOf(command)) {
		out.add(t);
		const base = t.split(/[/\\]/).pop();
		if (base) out.add(base);
	}
	return out;
}

// src/engines/codewhale/prefix.ts
/**
* Codewhale's two command matchers, as its execution-policy engine applies
* them: the flag-aware hard-deny prefix matcher and the arity-aware allow
* matcher used by typed rules and trusted prefixes.
*/
/** Splits a command string the way Codewhale's naive matcher does: on whitespace, lower-cased. */
function naiveTokens(command) {
	return command.trim().toLowerCase().split(/\s+/).filter(Boolean).map(stripPunctuation).filter(Boolean);
}
function stripPunctuation(t) {
	return t.replace(/^(?:\$\(|\(|\{)+/, "").replace(/[)};]+$/, "");
}
/**
* Does a hard-deny rule match these command tokens? This is Codewhale's
* `denied_prefix_matches` (deny-scan.ts), the one matcher: leading
* assignments skipped, the first rule word matched by basename, later rule
* words in order with flags (and maybe each flag's value) skipped between
* them; any other positional ends the match. No wildcard: a `*` rule word
* matches only a literal `*`.
*/
function deniedPrefixMatches(ruleTokens, cmdTokens) {
	return deniedPrefixMatches$1(ruleTokens.join(" "), cmdTokens.join(" "));
}
/**
* A rule's words, lower-cased. Rule texts come from a few configuration
* files and are matched against every call, so each is split once. The
* returned array is shared: callers must not change it.
*/
function ruleTokens(rule) {
	let t = tokenCache.get(rule);
	if (t === void 0) {
		t = rule.trim().toLowerCase().split(/\s+/).filter(Boolean);
		if (tokenCache.size > 5e4) tokenCache.clear();
		tokenCache.set(rule, t);
	}
	return t;
}
const tokenCache = /* @__PURE__ */ new Map();
/**
* Does an allow pattern (typed rule command or trusted prefix) cover this
* command? BashArityDict::allow_rule_matches (execpolicy bash_arity.rs):
* the command's arity-table prefix (flags skipped, so `git --no-pager status`
* is `git status`) equals the trimmed, lower-cased pattern; or else the
* whitespace-normalised, lower-cased command is the pattern or starts with
* it at a word boundary (`ls` covers `ls -la`, not `lsof`).
*/
function allowRuleMatches(pattern, words) {
	if (policyClass(words) === pattern.trim().toLowerCase()) return true;
	const p = ruleTokens(pattern);
	if (p.length === 0 || words.length < p.length) return false;
	return p.every((w, i) => words[i].toLowerCase() === w);
}
/**
* classifyForPolicy of a word list, once per list: every rule of a query is
* matched against the same list (selectRule passes one), and word lists are
* never changed once made.
*/
const policyClasses = /* @__PURE__ */ new WeakMap();
function policyClass(words) {
	let c = policyClasses.get(words);
	if (c === void 0) {
		c = classifyForPolicy(words);
		policyClasses.set(words, c);
	}
	return c;
}
/** The command string as words for allow matching: whitespace-split, as Codewhale normalises it. */
function commandWords(command) {
	return command.trim().split(/\s+/).filter(Boolean);
}

// src/engines/codewhale/stack.ts
const RULE_LAYER_RANK = {
	user: 2,
	agent: 1,
	builtin: 0
};

// src/engines/codewhale/rules.ts
/**
* Typed `permissions.toml` rules: which rules match a call, and which one
* is selected (`User > Agent > BuiltinDefault`, then `deny > ask > allow`,
* then specificity), exactly as seed 000's six steps say.
*/
/**
* A command deny is promoted to a hard denied prefix — checked over every
* deny-scan target before any typed rule — unless it is `command_exact` or
* scoped to a `workspace`; its `tool` and `path` play no part
* (crates/config/src/lib.rs, PermissionsToml::ruleset).
*/
function isHardDeny(r) {
	return r.action === "deny" && r.command !== void 0 && !r.commandExact && r.workspace === void 0;
}
/** Codewhale's workspace scope normalisation: absolute, no `..`, not the root; else it never matches. */
function normalizeWorkspace(p) {
	let s = p.trim().replace(/\\/g, "/");
	const drive = /^[A-Za-z]:\//.test(s);
	if (!s.startsWith("/") && !drive) return void 0;
	const parts = s.split("/").filter((x) => x !== "" && x !== ".");
	if (parts.includes("..")) return void 0;
	if (parts.length === 0 || drive && parts.length === 1) return void 0;
	s = drive ? parts.join("/") : `/${parts.join("/")}`;
	return drive ? s.toLowerCase() : s;
}
/**
* A path made workspace-relative, or undefined when it escapes the workspace
* or traverses (`..`): such paths never become matchable file rules.
*/
function workspaceRelative(path, workspace) {
	const s = path.trim().replace(/\\/g, "/");
	const parts = s.split("/").filter((x) => x !== "" && x !== ".");
	if (parts.includes("..")) return void 0;
	if (/^[A-Za-z]:(?!\/)/.test(s)) return void 0;
	if (s.startsWith("/") || /^[A-Za-z]:\//.test(s)) {
		const ws = normalizeWorkspace(workspace);
		if (!ws) return void 0;
		const abs = `/${parts.join("/")}`;
		if (abs === ws) return "";
		if (!abs.startsWith(`${ws}/`)) return void 0;
		return abs.slice(ws.length + 1);
	}
	return parts.join("/");
}
function rooted(p) {
	const s = p.trim();
	return s.startsWith("/") || s.startsWith("~/") || /^[A-Za-z]:[\\/]/.test(s);
}
/** Whether a rule path can ever match: it normalises into the workspace, or it is rooted without `..` (pathRuleMatches' two ways). */
function pathCanMatch(rulePath, workspace) {
	if (workspaceRelative(rulePath, workspace) !== void 0) return true;
	return rooted(rulePath) && !rulePath.split(/[\\/]/).includes("..");
}
function pathRuleMatches(rulePath, callPath, workspace) {
	const r = workspaceRelative(rulePath, workspace);
	const c = workspaceRelative(callPath, workspace);
	if (r !== void 0 && c !== void 0 && r === c) return true;
	if (rooted(rulePath) && !rulePath.split(/[\\/]/).includes("..")) return rulePath.trim().replace(/\\/g, "/") === callPath.trim().replace(/\\/g, "/");
	return false;
}
function ruleMatches(rule, q) {
	if (rule.tool !== q.tool) return false;
	if (rule.workspace !== void 0) {
		const a = normalizeWorkspace(rule.workspace);
		const b = normalizeWorkspace(q.workspace);
		if (a === void 0 || b === void 0 || a !== b) return false;
	}
	if (rule.command !== void 0) {
		if (q.command === void 0) return false;
		if (rule.commandExact) {
			if (rule.command.trim() !== q.command.trim()) return false;
		} else if (!allowRuleMatches(rule.command, q.words ?? commandWords(q.command))) return false;
	}
	if (rule.path !== void 0) {
		if (q.path === void 0) return false;
		if (!pathRuleMatches(rule.path, q.path, q.workspace)) return false;
	}
	return true;
}
/** Codewhale's specificity: a constrained matcher outweighs any tool-wide rule; longer matchers outweigh shorter. */
function specificity(r) {
	let s = r.tool.length;
	if (r.command !== void 0) s += r.command.length + 1e3;
	if (r.path !== void 0) s += r.path.length + 1e3;
	if (r.workspace !== void 0) s += r.workspace.length + 1e3;
	if (r.commandExact) s += 1;
	return s;
}
/** Negative when a is selected over b. */
function compareRules(a, b) {
	return RULE_LAYER_RANK[b.layer] - RULE_LAYER_RANK[a.layer] || require_types.STRICTNESS[b.action] - require_types.STRICTNESS[a.action] || specificity(b) - specificity(a) || a.index - b.index;
}
function push(m, k, v) {
	const list = m.get(k);
	if (list) list.push(v);
	else m.set(k, [v]);
}
function rawPathKey(p) {
	return `raw:${p.trim().replace(/\\/g, "/")}`;
}
function buildIndex(rules, workspace) {
	const byTool = /* @__PURE__ */ new Map();
	for (const r of rules) {
		let b = byTool.get(r.tool);
		if (!b) byTool.set(r.tool, b = {
			wide: [],
			exact: /* @__PURE__ */ new Map(),
			first: /* @__PURE__ */ new Map(),
			pattern: /* @__PURE__ */ new Map(),
			path: /* @__PURE__ */ new Map()
		});
		if (r.command !== void 0) {
			if (r.commandExact) push(b.exact, r.command.trim(), r);
			else {
				push(b.pattern, r.command.trim().toLowerCase(), r);
				const w = ruleTokens(r.command)[0];
				if (w !== void 0) push(b.first, w, r);
			}
		} else if (r.path !== void 0) {
			const rel = workspaceRelative(r.path, workspace);
			if (rel !== void 0) push(b.path, `rel:${rel}`, r);
			if (rooted(r.path) && !r.path.split(/[\\/]/).includes("..")) push(b.path, rawPathKey(r.path), r);
		} else b.wide.push(r);
	}
	return byTool;
}
/** One index per rule list and workspace: a stack's rules never change once loaded. */
const indexes = /* @__PURE__ */ new WeakMap();
function indexOf(rules, workspace) {
	let ix = indexes.get(rules);
	if (ix === void 0 || ix.workspace !== workspace) indexes.set(rules, ix = {
		workspace,
		byTool: buildIndex(rules, workspace)
	});
	return ix.byTool;
}
/** Every typed rule that matches the query (ruleMatches), found through the index. */
function matchingRules(rules, q) {
	const b = indexOf(rules, q.workspace).get(q.tool);
	if (!b) return [];
	const out = new Set(b.wide);
	if (q.command !== void 0) {
		const words = q.words ?? commandWords(q.command);
		for (const r of b.exact.get(q.command.trim()) ?? []) out.add(r);
		for (const r of b.pattern.get(classifyForPolicy(words)) ?? []) out.add(r);
		if (words.length > 0) for (const r of b.first.get(words[0].toLowerCase()) ?? []) out.add(r);
	}
	if (q.path !== void 0) {
		const rel = workspaceRelative(q.path, q.workspace);
		if (rel !== void 0) for (const r of b.path.get(`rel:${rel}`) ?? []) out.add(r);
		for (const r of b.path.get(rawPathKey(q.path)) ?? []) out.add(r);
	}
	return [...out].filter((r) => ruleMatches(r, q));
}
/** matching_ask_rule: the one typed rule selected for the query, if any matches. */
function selectRule(rules, q) {
	let best;
	const query = q.command !== void 0 && q.words === void 0 ? {
		...q,
		words: commandWords(q.command)
	} : q;
	for (const r of matchingRules(rules, query)) if (best === void 0 || compareRules(r, best) < 0) best = r;
	return best;
}
/** Why `w` is selected over `r` when both match (compareRules, in Codewhale's words). */
function selectionWhy(w, r) {
	if (w.layer !== r.layer) return `${w.layer} rules rank above ${r.layer} rules (User > Agent > BuiltinDefault)`;
	if (w.action !== r.action) return `same layer, ${w.action} > ${r.action}`;
	if (specificity(w) !== specificity(r)) return "same layer and action, the more specific matcher wins";
	return "same layer, action and specificity: the earlier rule wins";
}
/** Codewhale's label for a rule, as `/permissions` and its decisions show it. */
function ruleLabel(r) {
	let s = `tool=${r.tool}`;
	if (r.command !== void 0) s += ` command=${r.command}`;
	if (r.commandExact) s += " command_exact=true";
	if (r.path !== void 0) s += ` path=${r.path}`;
	if (r.workspace !== void 0) s += ` workspace=${r.workspace}`;
	return s;
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

// src/engines/codewhale/vocab.ts
/** Every `approval_policy` spelling Codewhale accepts (trimmed, lower-cased) and the posture it selects. */
const APPROVAL_SPELLINGS = {
	auto: "auto-review",
	"auto-review": "auto-review",
	auto_review: "auto-review",
	bypass: "full-access",
	yolo: "full-access",
	dontask: "full-access",
	dont_ask: "full-access",
	"bypass-permissions": "full-access",
	bypasspermissions: "full-access",
	"full-access": "full-access",
	full_access: "full-access",
	full: "full-access",
	suggest: "ask",
	suggested: "ask",
	"on-request": "ask",
	untrusted: "ask",
	ask: "ask",
	never: "never",
	deny: "never",
	denied: "never"
};
/** A table row by a key read from config: own keys only (`constructor` is not a spelling). */
function lookup(table, key) {
	return Object.hasOwn(table, key) ? table[key] : void 0;
}
function postureOf(value) {
	return lookup(APPROVAL_SPELLINGS, value.trim().toLowerCase());
}
const APPROVAL_VALUES = Object.keys(APPROVAL_SPELLINGS);
/**
* Overlay ranks for approval_policy: higher is stricter. Spellings without a
* rank (bypass, yolo, ask, …) are refused by the overlay.
*/
const APPROVAL_RANK = {
	auto: 0,
	suggest: 1,
	suggested: 1,
	"on-request": 1,
	untrusted: 1,
	never: 2,
	deny: 2,
	denied: 2
};
function approvalRank(value) {
	return lookup(APPROVAL_RANK, value.trim().toLowerCase());
}
const SANDBOX_MODES = [
	"read-only",
	"workspace-write",
	"danger-full-access",
	"external-sandbox"
];
const SANDBOX_RANK = {
	"danger-full-access": 0,
	"external-sandbox": 0,
	"workspace-write": 1,
	"read-only": 2
};
function sandboxRank(value) {
	return lookup(SANDBOX_RANK, value.trim().toLowerCase());
}
const MODE_SPELLINGS = {
	plan: "plan",
	work: "work",
	agent: "work",
	act: "work",
	normal: "work",
	operate: "operate"
};
function modeOf(value) {
	return lookup(MODE_SPELLINGS, value.trim().toLowerCase());
}
/** Codewhale's `CODEWHALE_ALLOW_SHELL` truthiness: `1` or `true` (any case); blank is unset. */
function envBool(value) {
	if (value === void 0 || value.trim() === "") return void 0;
	const v = value.trim().toLowerCase();
	return v === "1" || v === "true";
}

Object.defineProperty(exports, "APPROVAL_VALUES", {
  enumerable: true,
  get: function () {
    return APPROVAL_VALUES;
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
Object.defineProperty(exports, "SANDBOX_MODES", {
  enumerable: true,
  get: function () {
    return SANDBOX_MODES;
  }
});
Object.defineProperty(exports, "SHELL_TOOLS", {
  enumerable: true,
  get: function () {
    return SHELL_TOOLS;
  }
});
Object.defineProperty(exports, "allowRuleMatches", {
  enumerable: true,
  get: function () {
    return allowRuleMatches;
  }
});
Object.defineProperty(exports, "analyzeCommand", {
  enumerable: true,
  get: function () {
    return analyzeCommand;
  }
});
Object.defineProperty(exports, "approvalRank", {
  enumerable: true,
  get: function () {
    return approvalRank;
  }
});
Object.defineProperty(exports, "classifyCommand", {
  enumerable: true,
  get: function () {
    return classifyCommand;
  }
});
Object.defineProperty(exports, "codewhaleKeyProblems", {
  enumerable: true,
  get: function () {
    return codewhaleKeyProblems;
  }
});
Object.defineProperty(exports, "commandHeads", {
  enumerable: true,
  get: function () {
    return commandHeads;
  }
});
Object.defineProperty(exports, "commandIsChained", {
  enumerable: true,
  get: function () {
    return commandIsChained;
  }
});
Object.defineProperty(exports, "commandWords", {
  enumerable: true,
  get: function () {
    return commandWords;
  }
});
Object.defineProperty(exports, "compareRules", {
  enumerable: true,
  get: function () {
    return compareRules;
  }
});
Object.defineProperty(exports, "dangerousReviewSegment", {
  enumerable: true,
  get: function () {
    return dangerousReviewSegment;
  }
});
Object.defineProperty(exports, "deniedPrefixHead", {
  enumerable: true,
  get: function () {
    return deniedPrefixHead;
  }
});
Object.defineProperty(exports, "deniedPrefixMatches", {
  enumerable: true,
  get: function () {
    return deniedPrefixMatches;
  }
});
Object.defineProperty(exports, "deniedPrefixMatches$1", {
  enumerable: true,
  get: function () {
    return deniedPrefixMatches$1;
  }
});
Object.defineProperty(exports, "denyScanTargets", {
  enumerable: true,
  get: function () {
    return denyScanTargets;
  }
});
Object.defineProperty(exports, "envBool", {
  enumerable: true,
  get: function () {
    return envBool;
  }
});
Object.defineProperty(exports, "expandedCommands", {
  enumerable: true,
  get: function () {
    return expandedCommands;
  }
});
Object.defineProperty(exports, "isAutoReviewRoutine", {
  enumerable: true,
  get: function () {
    return isAutoReviewRoutine;
  }
});
Object.defineProperty(exports, "isHardDeny", {
  enumerable: true,
  get: function () {
    return isHardDeny;
  }
});
Object.defineProperty(exports, "isParallelReadonlyCommand", {
  enumerable: true,
  get: function () {
    return isParallelReadonlyCommand;
  }
});
Object.defineProperty(exports, "isWriteCapable", {
  enumerable: true,
  get: function () {
    return isWriteCapable;
  }
});
Object.defineProperty(exports, "lookup", {
  enumerable: true,
  get: function () {
    return lookup;
  }
});
Object.defineProperty(exports, "matchingRules", {
  enumerable: true,
  get: function () {
    return matchingRules;
  }
});
Object.defineProperty(exports, "modeOf", {
  enumerable: true,
  get: function () {
    return modeOf;
  }
});
Object.defineProperty(exports, "naiveTokens", {
  enumerable: true,
  get: function () {
    return naiveTokens;
  }
});
Object.defineProperty(exports, "normalizeWorkspace", {
  enumerable: true,
  get: function () {
    return normalizeWorkspace;
  }
});
Object.defineProperty(exports, "overlayKeyHint", {
  enumerable: true,
  get: function () {
    return overlayKeyHint;
  }
});
Object.defineProperty(exports, "pathCanMatch", {
  enumerable: true,
  get: function () {
    return pathCanMatch;
  }
});
Object.defineProperty(exports, "postureOf", {
  enumerable: true,
  get: function () {
    return postureOf;
  }
});
Object.defineProperty(exports, "reviewSegments", {
  enumerable: true,
  get: function () {
    return reviewSegments;
  }
});
Object.defineProperty(exports, "ruleLabel", {
  enumerable: true,
  get: function () {
    return ruleLabel;
  }
});
Object.defineProperty(exports, "ruleMatches", {
  enumerable: true,
  get: function () {
    return ruleMatches;
  }
});
Object.defineProperty(exports, "ruleTokens", {
  enumerable: true,
  get: function () {
    return ruleTokens;
  }
});
Object.defineProperty(exports, "rustLines", {
  enumerable: true,
  get: function () {
    return rustLines;
  }
});
Object.defineProperty(exports, "sandboxRank", {
  enumerable: true,
  get: function () {
    return sandboxRank;
  }
});
Object.defineProperty(exports, "selectRule", {
  enumerable: true,
  get: function () {
    return selectRule;
  }
});
Object.defineProperty(exports, "selectionWhy", {
  enumerable: true,
  get: function () {
    return selectionWhy;
  }
});
Object.defineProperty(exports, "shlexSplit", {
  enumerable: true,
  get: function () {
    return shlexSplit;
  }
});
Object.defineProperty(exports, "toolInfo", {
  enumerable: true,
  get: function () {
    return toolInfo;
  }
});
Object.defineProperty(exports, "workspaceRelative", {
  enumerable: true,
  get: function () {
    return workspaceRelative;
  }
});