// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");
const require_picomatch$1 = require("./picomatch.CGj_vd2y.js");
let node_path = require("node:path");

// src/lint/docs.ts
/**
* Where each check's page lives. Written once: the registry, the SARIF
* rule metadata and the text output all link through here.
*/
/** Repo-relative folder of the rule pages. */
const RULE_DOCS_DIR = "docs/rules/";
/** `docs/rules/<id>.md`. */
function ruleDocPath(id) {
	return `${RULE_DOCS_DIR}${id}.md`;
}
/** An absolute URI for a rule page: the web copy when known, else `installRoot` (a file: URL ending in `/`). */
function ruleHelpUri(docs, installRoot) {
	return new URL(docs, installRoot).href;
}

// src/lint/witness.ts
function sameLoc(a, b) {
	return !!a && !!b && a.file === b.file && a.line === b.line && a.column === b.column;
}
function layerOf(trace, id) {
	return trace.layers.find((l) => l.id === id);
}
/** Did this layer of the trace name `loc` among its sources? */
function cites(trace, layerId, loc) {
	return layerOf(trace, layerId)?.sources.some((s) => sameLoc(s, loc)) ?? false;
}
/** The first strongly confirmed candidate, else the first weakly confirmed one. */
function findWitness(ctx, candidates, confirm) {
	let weak;
	for (const c of candidates) {
		const t = ctx.evaluate(c.call, c.opts);
		if (!t) continue;
		const k = confirm(t);
		if (k === "strong") return toWitness(c, t);
		if (k === "weak") weak ??= toWitness(c, t);
	}
	return weak;
}
function toWitness(c, t) {
	return {
		call: c.call,
		decision: t.decision,
		layer: t.decidedBy.layer,
		reason: t.decidedBy.reason,
		...c.opts?.hookResults && Object.keys(c.opts.hookResults).length > 0 ? { hookResults: { ...c.opts.hookResults } } : {},
		...c.opts?.mode !== void 0 ? { mode: c.opts.mode } : {}
	};
}

// src/engines/claude/bash-pattern.ts
/**
* Bash rule patterns (permissions page, "Wildcard patterns"): a `*` stands
* for any text, spaces included; a pattern with no `*` matches one exact
* command; a trailing ` *` (the rule's only wildcard) also matches the bare
* command, and the space before it is part of the rule (`ls *` is not
* `lsof`); `:*` at the very end is the same as ` *`, and anywhere else the
* colon is literal.
*/
function escape(s) {
	return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/** The pattern with a final `:*` written as ` *`. */
function normalizePattern(pattern) {
	const p = pattern.trim();
	return p.endsWith(":*") ? `${p.slice(0, -2)} *` : p;
}
const cache = /* @__PURE__ */ new Map();
function compiled(pattern) {
	let c = cache.get(pattern);
	if (c !== void 0) return c;
	const p = normalizePattern(pattern);
	const stars = p.split("*").length - 1;
	if (stars === 0) c = p;
	else {
		let body = p.split("*").map(escape).join("[\\s\\S]*");
		if (stars === 1 && p.endsWith(" *")) body = `${escape(p.slice(0, -2))}(?: [\\s\\S]*)?`;
		c = new RegExp(`^${body}$`);
	}
	if (cache.size > 1e5) cache.clear();
	cache.set(pattern, c);
	return c;
}
/** Whether one subcommand's text matches a Bash rule pattern. */
function bashPatternMatches(pattern, command) {
	const c = compiled(pattern);
	const text = command.trim();
	return typeof c === "string" ? c === text : c.test(text);
}
/** The literal words before the first `*` (what limits the rule). */
function literalPrefix(pattern) {
	const p = normalizePattern(pattern);
	const i = p.indexOf("*");
	return (i < 0 ? p : p.slice(0, i)).trim();
}
/** The first word of a pattern, or undefined when the program itself is a wildcard. */
function patternProgram(pattern) {
	const first = normalizePattern(pattern).split(/\s+/)[0] ?? "";
	return first === "" || first.includes("*") ? void 0 : first;
}

// src/engines/claude/commands.ts
/**
* What Claude Code knows about particular commands (permissions page,
* "Read-only commands", "Wrappers"; permission-modes page, "acceptEdits",
* "Critical paths"): the built-in read-only set that runs without a prompt in
* every mode, the exec wrappers no prefix rule approves, the filesystem
* commands acceptEdits approves, and the files a command reads or writes.
*/
/** Programs in the read-only set whose every flag is read-only (unquoted globs are fine). */
const PLAIN_READ_ONLY = /* @__PURE__ */ new Set([
	"ls",
	"cat",
	"echo",
	"pwd",
	"head",
	"tail",
	"grep",
	"egrep",
	"fgrep",
	"wc",
	"which",
	"diff",
	"stat",
	"du",
	"true",
	"false",
	"basename",
	"dirname",
	"realpath",
	"readlink",
	"whoami",
	"uname",
	"id",
	"printf",
	"cut",
	"tr",
	"nl",
	"lsof",
	"pgrep",
	"tput",
	"fmt",
	"comm",
	"cmp",
	"numfmt",
	"expr",
	"test",
	"getconf",
	"seq",
	"tsort",
	"pr",
	"paste",
	"column"
]);
/** Read-only programs with write- or exec-capable flags: an unquoted glob makes them prompt. */
const FLAGGED_READ_ONLY = /* @__PURE__ */ new Set([
	"find",
	"sort",
	"sed",
	"git",
	"file",
	"date",
	"tree",
	"docker",
	"fd",
	"fdfind",
	"ss",
	"man",
	"help",
	"awk"
]);
/** `find` actions that run, delete or write (a `Bash(find *)` rule does not cover them either). */
const FIND_ACTIONS = /* @__PURE__ */ new Set([
	"-exec",
	"-execdir",
	"-ok",
	"-okdir",
	"-delete",
	"-fprint",
	"-fprint0",
	"-fprintf",
	"-fls"
]);
/** Exec wrappers no prefix rule approves: in Manual mode they always prompt. */
const EXEC_WRAPPERS = /* @__PURE__ */ new Set([
	"watch",
	"setsid",
	"ionice",
	"flock"
]);
/** Filesystem commands acceptEdits approves for paths inside the working directories. */
const ACCEPT_EDITS_COMMANDS = /* @__PURE__ */ new Set([
	"mkdir",
	"touch",
	"rm",
	"rmdir",
	"mv",
	"cp",
	"sed"
]);
const GIT_READ_ONLY = /* @__PURE__ */ new Set([
	"status",
	"log",
	"diff",
	"show",
	"blame",
	"rev-parse",
	"ls-files",
	"ls-tree",
	"describe",
	"shortlog",
	"cat-file",
	"grep",
	"rev-list",
	"whatchanged",
	"merge-base",
	"name-rev",
	"check-ignore"
]);
const GIT_LIST_FLAGS = /* @__PURE__ */ new Set([
	"-a",
	"-r",
	"-v",
	"-vv",
	"-l",
	"--list",
	"--all",
	"--remotes",
	"--show-current",
	"--verbose",
	"--merged",
	"--no-merged",
	"--contains",
	"--sort",
	"--format",
	"--no-color",
	"--color"
]);
/** Why a git invocation is not a read-only form, or undefined when it is. */
function gitNotReadOnly(argv) {
	const sub = argv[1];
	if (sub === void 0) return void 0;
	if (sub.startsWith("-")) return `git ${sub} before the subcommand (\`-c\` can make git run a program)`;
	const rest = argv.slice(2);
	if (rest.some((a) => a === "--output" || a.startsWith("--output=") || a === "--ext-diff" || a.startsWith("--exec"))) return `git ${sub} with an option that writes or runs a program`;
	if (rest.some((a) => a === "--textconv")) return `git ${sub} --textconv runs the textconv program configured for the files`;
	if (sub === "grep" && rest.some((a) => /^-[A-Za-z]*O/.test(a) || a.length >= 4 && "--open-files-in-pager".startsWith(a.split("=")[0]))) return "git grep -O (--open-files-in-pager) runs a pager program";
	if (GIT_READ_ONLY.has(sub)) return void 0;
	const positional = rest.filter((a) => !a.startsWith("-"));
	if ((sub === "branch" || sub === "tag") && positional.length === 0 && rest.every((a) => GIT_LIST_FLAGS.has(a.split("=")[0]))) return void 0;
	if (sub === "tag" && rest[0] === "-l") return void 0;
	if (sub === "remote" && (rest.length === 0 || rest.length === 1 && rest[0] === "-v")) return void 0;
	if (sub === "stash" && rest[0] === "list") return void 0;
	if (sub === "worktree" && rest[0] === "list") return void 0;
	if (sub === "reflog" && (rest.length === 0 || rest[0] === "show")) return void 0;
	if (sub === "config" && rest.some((a) => [
		"--get",
		"--get-all",
		"--list",
		"-l",
		"--get-regexp"
	].includes(a))) return void 0;
	return `git ${sub} is not one of git's read-only forms`;
}
/** date's short options that take a value: a cluster stops at them (`-us` sets, `-ds` does not). */
const DATE_VALUE = /* @__PURE__ */ new Set([
	"d",
	"f",
	"r",
	"I"
]);
/** `date -s`, `-us`, `--set`, `--se`, `--s=…`: whale-perm's reading of the forms that set the clock. */
function dateSets(a) {
	if (a.startsWith("--")) return a.length >= 3 && "--set".startsWith(a.split("=")[0]);
	if (!/^-[A-Za-z]+/.test(a)) return false;
	for (const c of a.slice(1)) {
		if (c === "s") return true;
		if (DATE_VALUE.has(c)) return false;
	}
	return false;
}
/**
* Whether Claude Code's built-in read-only set covers one subcommand.
* `dynamic` holds the argv indices whose words are not literal.
*/
function readOnlyCheck(argv, dynamic) {
	const prog = argv[0];
	if (prog === void 0) return {
		readOnly: false,
		why: "empty command"
	};
	const plain = PLAIN_READ_ONLY.has(prog);
	if (!plain && !FLAGGED_READ_ONLY.has(prog) && prog !== "cd") return {
		readOnly: false,
		why: `${prog} is not in Claude Code's built-in read-only set`
	};
	for (const i of dynamic) {
		const w = argv[i] ?? "";
		if (/[$`]/.test(w)) return {
			readOnly: false,
			why: `${prog} has an argument computed at run time (${w})`
		};
		if (!plain) return {
			readOnly: false,
			why: `${prog} has write- or exec-capable flags, so an unquoted glob (${w}) makes it prompt`
		};
	}
	if (prog === "find") {
		const action = argv.find((a) => FIND_ACTIONS.has(a));
		if (action) return {
			readOnly: false,
			why: `find with ${action} runs, deletes or writes`
		};
	}
	if (prog === "sort" && argv.some((a) => a === "-o" || a.startsWith("--output") || /^-[a-zA-Z]*o/.test(a))) return {
		readOnly: false,
		why: "sort -o writes a file"
	};
	if (prog === "sort" && argv.some((a) => a.length >= 4 && "--compress-program".startsWith(a.split("=")[0]))) return {
		readOnly: false,
		why: "sort --compress-program runs a program"
	};
	if (prog === "file" && argv.some((a) => [
		"-m",
		"--magic-file",
		"-f",
		"--files-from"
	].includes(a))) return {
		readOnly: false,
		why: "file with a path-opening flag prompts"
	};
	if (prog === "date" && argv.some(dateSets)) return {
		readOnly: false,
		why: "date -s (--set) sets the clock"
	};
	if (prog === "sed") {
		const why = sedNotReadOnly(argv);
		if (why) return {
			readOnly: false,
			why
		};
	}
	if (prog === "docker") {
		const why = dockerNotReadOnly(argv);
		if (why) return {
			readOnly: false,
			why
		};
	}
	if ((prog === "fd" || prog === "fdfind") && argv.some((a) => [
		"-x",
		"--exec",
		"-X",
		"--exec-batch"
	].includes(a.split("=")[0]) || /^-[A-Za-z]*[xX]/.test(a))) return {
		readOnly: false,
		why: `${prog} -x/-X (--exec) runs a command for each match`
	};
	if (prog === "ss" && argv.some((a) => a === "--kill" || /^-[A-Za-z]*K/.test(a))) return {
		readOnly: false,
		why: "ss -K (--kill) closes sockets"
	};
	if (prog === "man" && argv.some((a) => /^-[A-Za-z]*[PHlR]/.test(a) || /^--(pager|html|local-file|recode|browser|preprocessor|config-file)/.test(a) || a.includes("/") || a.includes("\\"))) return {
		readOnly: false,
		why: "man with a pager, browser, local-file or preprocessor option (or a path) can run a program"
	};
	if (prog === "help" && argv.slice(1).some((a) => a.startsWith("-") || a.includes("\\"))) return {
		readOnly: false,
		why: "help with an option"
	};
	if (prog === "awk") {
		const why = awkNotReadOnly(argv);
		if (why) return {
			readOnly: false,
			why
		};
	}
	if (prog === "tree" && argv.includes("-o")) return {
		readOnly: false,
		why: "tree -o writes a file"
	};
	if (prog === "git") {
		const why = gitNotReadOnly(argv);
		if (why) return {
			readOnly: false,
			why
		};
	}
	return {
		readOnly: true,
		why: `${prog === "git" || prog === "docker" ? `${prog} ${argv.slice(1).find((a) => !a.startsWith("-")) ?? ""}`.trim() : prog} is in Claude Code's built-in read-only set`
	};
}
/**
* sed is in the read-only set (permissions → Read-only commands names it among
* the set's commands with write-capable flags); which forms are not read-only
* is whale-perm's reading: in-place editing, a script that writes a file
* (`w FILE`, `s///w FILE`) or runs one (`e`, `s///e`), a script read from a
* file, which cannot be checked.
*/
function sedNotReadOnly(argv) {
	if (argv.some((a) => /^-[A-Za-z]*i/.test(a) && !a.startsWith("--") || a.startsWith("--in-place"))) return "sed -i edits files in place";
	if (argv.some((a) => a === "-f" || a.startsWith("--file") || /^-[A-Za-z]*f/.test(a) && !a.startsWith("--"))) return "sed -f reads its script from a file, which cannot be checked";
	const scripts = sedScripts(argv, argv.some((a) => a === "-e" || a.startsWith("--expression") || /^-e./.test(a)) ? void 0 : operands(argv)[0]);
	if (scripts.some((x) => sedEffects(x).writes.length > 0)) return "the sed script writes a file (w)";
	if (scripts.some((x) => sedEffects(x).execs)) return "the sed script runs a command (e)";
}
/**
* awk is read-only for a program that only reads and prints (changelog: a
* false prompt for `awk '{print $1}' file` was fixed). Which programs count is
* whale-perm's reading, and strict: any `system`, pipe, `>` (a redirect or a
* comparison alike), `getline`, or a program from a file (`-f`) prompts.
*/
function awkNotReadOnly(argv) {
	if (argv.some((a) => a === "-f" || a.startsWith("--file") || /^-[A-Za-z]*f/.test(a) && !a.startsWith("--"))) return "awk -f reads its program from a file, which cannot be checked";
	const ops = operands(argv);
	if (ops.length === 0) return "awk without a program";
	if (ops.some((p) => /system|getline|[|>]|ENVIRON|close|fflush/.test(p))) return "the awk program can run a command or write a file (system, a pipe, >, getline)";
}
/** docker subcommands whale-perm reads as the read-only forms the docs mention (the docs do not list them). */
const DOCKER_READ_ONLY = /* @__PURE__ */ new Set([
	"ps",
	"images",
	"logs",
	"inspect",
	"version",
	"info",
	"top",
	"stats",
	"port",
	"diff",
	"history"
]);
/** Flags that point docker (or Podman) at another daemon: those forms prompt (permissions → Read-only commands). */
const DOCKER_DAEMON_FLAGS = [
	"-H",
	"--host",
	"--context",
	"-c",
	"--url",
	"--connection"
];
function dockerNotReadOnly(argv) {
	const daemon = argv.find((a) => DOCKER_DAEMON_FLAGS.includes(a.split("=")[0]) || /^-H./.test(a));
	if (daemon !== void 0) return `docker ${daemon} points at another daemon, so Claude Code asks`;
	const at = argv.findIndex((a, i) => i > 0 && !a.startsWith("-"));
	if (at > 1) return `docker with ${argv[1]} before the subcommand is not one of docker's read-only forms`;
	const sub = at > 0 ? argv[at] : "";
	if (!DOCKER_READ_ONLY.has(sub)) return `docker ${sub} is not one of docker's read-only forms`;
}
/** Why no prefix rule approves this subcommand (exec wrappers, find actions), or undefined. */
function neverPrefixApproved(argv) {
	const prog = argv[0];
	if (prog !== void 0 && EXEC_WRAPPERS.has(prog)) return `${prog} is an exec wrapper: no prefix rule approves it, only an exact-match rule for the whole command`;
	if (prog === "find") {
		const action = argv.find((a) => FIND_ACTIONS.has(a));
		if (action) return `a Bash(find *) rule does not cover find ${action}; only an exact-match rule for the whole command does`;
	}
}
const READ_COMMANDS = /* @__PURE__ */ new Set([
	"cat",
	"head",
	"tail",
	"less",
	"more",
	"nl",
	"tac",
	"strings",
	"xxd",
	"od",
	"hexdump"
]);
const PATTERN_FIRST = /* @__PURE__ */ new Set([
	"grep",
	"egrep",
	"fgrep",
	"rg"
]);
function operands(argv) {
	const out = [];
	let opts = true;
	for (const a of argv.slice(1)) {
		if (opts && a === "--") {
			opts = false;
			continue;
		}
		if (opts && a.startsWith("-") && a !== "-") continue;
		out.push(a);
	}
	return out;
}
function uncertain(p) {
	return /[$`*?[\]{}]/.test(p) || p.startsWith("~");
}
/** The files one subcommand reads or writes, as far as Claude Code recognizes file commands. */
function fileTargets(argv) {
	const prog = argv[0];
	if (prog === void 0) return [];
	const t = (path, access) => ({
		path,
		access,
		via: prog,
		uncertain: uncertain(path)
	});
	const ops = operands(argv);
	if (READ_COMMANDS.has(prog)) return ops.map((p) => t(p, "read"));
	if (PATTERN_FIRST.has(prog)) return (argv.some((a) => a === "-e" || a === "-f" || a.startsWith("--regexp")) ? ops : ops.slice(1)).map((p) => t(p, "read"));
	if (prog === "sed") {
		const inPlace = argv.some((a) => a === "-i" || a.startsWith("-i") || a.startsWith("--in-place"));
		const hasE = argv.some((a) => a === "-e" || a === "-f" || a.startsWith("--expression"));
		return [...(hasE ? ops : ops.slice(1)).map((p) => t(p, inPlace ? "write" : "read")), ...sedScripts(argv, hasE ? void 0 : ops[0]).flatMap(sedWrites).map((p) => t(p, "write"))];
	}
	if (prog === "cp") {
		const dir = targetDirectory(argv);
		if (dir !== void 0) return [...ops.filter((p) => p !== dir).map((p) => t(p, "read")), t(dir, "write")];
		return ops.length >= 2 ? [...ops.slice(0, -1).map((p) => t(p, "read")), t(ops[ops.length - 1], "write")] : [];
	}
	if ([
		"rm",
		"rmdir",
		"mv",
		"touch",
		"mkdir",
		"tee",
		"truncate",
		"chmod",
		"chown",
		"ln",
		"unlink",
		"shred"
	].includes(prog)) return (prog === "chmod" || prog === "chown" ? ops.slice(1) : ops).map((p) => t(p, "write"));
	return [];
}
/** The DIR of `cp -t DIR`, `-tDIR`, `--target-directory DIR` or `--target-directory=DIR`. */
function targetDirectory(argv) {
	for (let i = 1; i < argv.length; i++) {
		const a = argv[i];
		if (a === "--") return void 0;
		if (a === "-t" || a === "--target-directory") return argv[i + 1];
		if (a.startsWith("--target-directory=")) return a.slice(19);
		if (/^-[A-Za-z]*t./.test(a) && !a.startsWith("--")) return a.slice(a.indexOf("t") + 1);
	}
}
/** The sed scripts of a command: every `-e SCRIPT` / `--expression=SCRIPT`, else the first operand. */
function sedScripts(argv, first) {
	const out = [];
	for (let i = 1; i < argv.length; i++) {
		const a = argv[i];
		if ((a === "-e" || a === "--expression") && argv[i + 1] !== void 0) out.push(argv[++i]);
		else if (a.startsWith("--expression=")) out.push(a.slice(13));
		else if (/^-e./.test(a)) out.push(a.slice(2));
	}
	if (first !== void 0) out.push(first);
	return out;
}
/**
* Files a sed script writes (whale-perm's reading of sed's `w FILE` and
* `W FILE` commands and the `w FILE` flag of `s///`): the file name runs to
* the end of the line. `/dev/stdout` and `/dev/stderr` are sed's own.
*/
function sedWrites(script) {
	return sedEffects(script).writes;
}
/** What a sed script does beyond printing: the files it writes, and whether it runs a command (`e`, `s///e`). */
function sedEffects(script) {
	const out = [];
	let execs = false;
	const n = script.length;
	let i = 0;
	const toEol = () => {
		const j = script.indexOf("\n", i);
		const text = script.slice(i, j < 0 ? n : j);
		i = j < 0 ? n : j + 1;
		return text.trim();
	};
	const delimited = (d) => {
		while (i < n && script[i] !== d) i += script[i] === "\\" ? 2 : 1;
		i++;
	};
	const address = () => {
		if (script[i] === "/" || script[i] === "\\") {
			const d = script[i] === "\\" ? script[++i] : "/";
			i++;
			delimited(d);
		} else while (i < n && /[0-9$~+]/.test(script[i])) i++;
	};
	while (i < n) {
		while (i < n && /[\s;{}!]/.test(script[i])) i++;
		if (i >= n) break;
		address();
		if (script[i] === ",") {
			i++;
			address();
		}
		while (i < n && /[\s!]/.test(script[i])) i++;
		const c = script[i++];
		if (c === void 0) break;
		if (c === "w" || c === "W") out.push(toEol());
		else if (c === "e") {
			execs = true;
			toEol();
		} else if (c === "s" || c === "y") {
			const d = script[i++];
			if (d === void 0) break;
			delimited(d);
			delimited(d);
			if (c === "y") continue;
			while (i < n && /[gpiImMe0-9]/.test(script[i])) if (script[i++] === "e") execs = true;
			if (script[i] === "w") {
				i++;
				out.push(toEol());
			}
		} else if ("aicrR".includes(c)) toEol();
		else while (i < n && script[i] !== ";" && script[i] !== "\n" && script[i] !== "}") i++;
	}
	return {
		writes: out.filter((p) => p !== "" && p !== "/dev/stdout" && p !== "/dev/stderr"),
		execs
	};
}

// src/engines/claude/paths.ts
/**
* Paths as Claude Code's file checks see them (permissions page, "Read and
* Edit"; permission-modes page, "Protected paths", "Critical paths"): the
* four anchors of a path rule, gitignore matching under the anchor, the
* protected directories and files, and the critical targets of `rm`.
*/
var import_picomatch = /* @__PURE__ */ require_rolldown_runtime.__toESM(require_picomatch$1.require_picomatch(), 1);
/** A call's path made absolute: `~/` under the home, relative under the working directory. */
function absolutePath(p, workspace, home) {
	const unquoted = /^"([^"]*)"$/.exec(p)?.[1] ?? p;
	const h = /^(?:\$HOME|\$\{HOME\})(?=\/|$)/.exec(unquoted);
	if (h) p = `~${unquoted.slice(h[0].length)}`;
	if (p === "~") return node_path.posix.normalize(home);
	if (p.startsWith("~/")) return node_path.posix.resolve(home, p.slice(2));
	return node_path.posix.resolve(workspace, p);
}
/**
* Where a path leads after symlinks (permissions page, "Read and Edit",
* symlinks; changelog 2.1.69: new files written through a symlinked parent):
* the path itself when it exists, else its longest existing ancestor
* resolved, with the rest of the path appended. Undefined when nothing
* resolves or the reader cannot tell.
*/
function resolveLongest(realpath, abs) {
	if (!realpath) return void 0;
	let dir = abs;
	const tail = [];
	for (;;) {
		const real = realpath(dir);
		if (real !== void 0) return tail.length === 0 ? real : node_path.posix.join(real, ...tail.reverse());
		const parent = node_path.posix.dirname(dir);
		if (parent === dir) return void 0;
		tail.push(node_path.posix.basename(dir));
		dir = parent;
	}
}
function isInside(path, dir) {
	const d = dir.endsWith("/") && dir !== "/" ? dir.slice(0, -1) : dir;
	return path === d || d === "/" || path.startsWith(`${d}/`);
}
/** Which of the four anchors a pattern uses, the directory it resolves to, and the pattern under it. */
function anchorOf(pattern, ctx) {
	const p = pattern.trim();
	if (p.startsWith("//")) return {
		anchor: "absolute",
		base: "/",
		rest: p.slice(2)
	};
	if (p === "~") return {
		anchor: "home",
		base: ctx.home,
		rest: ""
	};
	if (p.startsWith("~/")) return {
		anchor: "home",
		base: ctx.home,
		rest: p.slice(2)
	};
	if (p.startsWith("/")) return {
		anchor: "settings",
		base: ctx.settingsRoot,
		rest: p.slice(1)
	};
	if (p.startsWith("./")) return {
		anchor: "cwd",
		base: ctx.workspace,
		rest: p.slice(2)
	};
	return {
		anchor: "cwd",
		base: ctx.workspace,
		rest: p
	};
}
const matcherCache = /* @__PURE__ */ new Map();
function globMatcher(globs) {
	const key = globs.join("\0");
	let m = matcherCache.get(key);
	if (!m) {
		m = (0, import_picomatch.default)(globs, { dot: true });
		if (matcherCache.size > 2e3) matcherCache.clear();
		matcherCache.set(key, m);
	}
	return m;
}
/**
* gitignore semantics under the anchor: a pattern with no inner slash
* matches at any depth; one with a slash matches where it is anchored; a
* match on a directory covers everything under it. A single directory
* segment followed by `/**` relative to the working directory (`src/**`)
* is anchored for allow rules and matches at any depth for deny and ask
* rules.
*/
function pathRuleMatches(pattern, action, target, ctx) {
	const { anchor, base, rest: raw } = anchorOf(pattern, ctx);
	const rel = node_path.posix.relative(base, target);
	if (rel.startsWith("..") || node_path.posix.isAbsolute(rel)) return false;
	const rest = raw.replace(/\/+$/, "");
	if (rest === "" || rest === "**") return true;
	if (rel === "") return false;
	const inner = rest.includes("/");
	let globs;
	if (!inner) globs = [`**/${rest}`, `**/${rest}/**`];
	else if (anchor === "cwd" && action !== "allow" && /^[^/*?[\]{}]+\/\*\*$/.test(rest)) globs = [`**/${rest}`];
	else globs = [rest, `${rest}/**`];
	return globMatcher(globs)(rel);
}
const PROTECTED_DIRS = [
	".git",
	".vscode",
	".idea",
	".husky",
	".cargo",
	".devcontainer",
	".yarn",
	".mvn",
	".claude"
];
const PROTECTED_FILES = /* @__PURE__ */ new Set([
	".gitconfig",
	".gitmodules",
	".bashrc",
	".bash_profile",
	".bash_login",
	".bash_aliases",
	".bash_logout",
	".zshrc",
	".zprofile",
	".zshenv",
	".zlogin",
	".zlogout",
	".profile",
	".envrc",
	".npmrc",
	".yarnrc",
	".yarnrc.yml",
	".pnp.cjs",
	".pnp.loader.mjs",
	".pnpmfile.cjs",
	"bunfig.toml",
	".bunfig.toml",
	".bazelrc",
	".bazelversion",
	".bazeliskrc",
	".pre-commit-config.yaml",
	"lefthook.yml",
	"lefthook.yaml",
	".lefthook.yml",
	".lefthook.yaml",
	"gradle-wrapper.properties",
	"maven-wrapper.properties",
	".devcontainer.json",
	".ripgreprc",
	"pyrightconfig.json",
	".mcp.json",
	".claude.json"
]);
/** Why a write to this absolute path is a protected-path write, or undefined. */
function protectedReason(path) {
	const parts = path.split("/").filter((p) => p !== "");
	const base = parts[parts.length - 1] ?? "";
	for (let i = 0; i < parts.length; i++) {
		const seg = parts[i];
		if (seg === ".config" && parts[i + 1] === "git") return "the protected directory .config/git";
		if (!PROTECTED_DIRS.includes(seg)) continue;
		if (seg === ".claude" && parts[i + 1] === "worktrees") continue;
		if (i === parts.length - 1 && seg !== base) continue;
		return `the protected directory ${seg}`;
	}
	if (PROTECTED_FILES.has(base)) return `the protected file ${base}`;
}
/** The reason given for a bare `$HOME`, `${HOME}` or `"$HOME"` operand (safety-checks warns about it). */
const BARE_HOME = "your home directory (as $HOME)";
const TOP_LEVEL_NAMES = /* @__PURE__ */ new Set([
	"mnt",
	"tmp",
	"usr",
	"users",
	"home",
	"etc",
	"var",
	"bin",
	"sbin",
	"opt",
	"lib",
	"lib64",
	"root",
	"boot",
	"dev",
	"proc",
	"sys",
	"srv",
	"data",
	"private",
	"system",
	"library",
	"applications",
	"volumes"
]);
/**
* Why an `rm`/`rmdir` operand is a critical path, or undefined. `word` is
* the operand as the analyzer kept it (quotes kept when it is not literal).
*/
function criticalReason(word, recursive, ctx) {
	const w = word.replace(/["']/g, "");
	if (w === "") return void 0;
	if (/^\\+$/.test(w)) return "a target of backslashes only (the drive root in Git Bash)";
	const variable = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*|[0-9@*])(:[?][^}]*)?\}|([A-Za-z_][A-Za-z0-9_]*|[0-9@*]))(\/.*)?$/.exec(w);
	if (variable) {
		const guarded = variable[2] !== void 0;
		const tail = variable[4] ?? "";
		if ((variable[1] ?? variable[3]) === "HOME" && !guarded && tail === "") return BARE_HOME;
		if (!guarded && (tail === "/" || tail === "/*" || tail === "/.*")) return `a glob or trailing slash directly under the variable ${w.split("/")[0]} (a removal from the root if it is empty)`;
		const top = tail.replace(/^\/+|\/+$/g, "");
		if (!guarded && top !== "" && !top.includes("/") && TOP_LEVEL_NAMES.has(top.toLowerCase())) return `a variable followed by the top-level name ${top} (removes /${top} if the variable is empty)`;
		return;
	}
	if (recursive && /^(?:\$\([^)]*\)|`[^`]*`)$/.test(w)) return "a target that is only the output of a command substitution";
	const subst = /^(.*?)(?:\$\([^)]*\)|`[^`]*`)$/.exec(w);
	if (subst && subst[1] !== "") return criticalReason(subst[1], recursive, ctx);
	if (/[$`]/.test(w)) return void 0;
	const glob = /[*?[]/.test(w);
	const abs = absolutePath(glob ? w.slice(0, w.search(/[*?[]/)).replace(/\/[^/]*$/, "") || (w.startsWith("/") ? "/" : ".") : w, ctx.workspace, ctx.home);
	const why = criticalDir(abs, ctx);
	if (why) return glob ? `a glob under ${why}` : why;
	if (glob) {
		for (const d of ctx.extraDirs) if (abs === d || isInside(d, abs)) return `a glob under the additional working directory ${d} or a parent of it`;
	}
}
function criticalDir(abs, ctx) {
	if (abs === "/") return "the filesystem root";
	if (node_path.posix.dirname(abs) === "/") return `the top-level directory ${abs}`;
	if (abs === node_path.posix.normalize(ctx.home)) return "your home directory";
	if (abs === ctx.workspace) return "the working directory";
	if (isInside(ctx.workspace, abs)) return `${abs}, a parent of the working directory`;
}

// src/engines/claude/checks/deny-bypassable.ts
var deny_bypassable_exports = /* @__PURE__ */ require_rolldown_runtime.__exportAll({
	check: () => check,
	meta: () => meta,
	movedFlags: () => movedFlags,
	respellings: () => respellings
});
function label(r) {
	return `${r.action} rule ${JSON.stringify(r.text)} (${r.origin})`;
}
/** Did the rule match the call at all (any effect)? Then the call did not slip past it. */
function matched(t, r) {
	return (t.matches ?? []).some((m) => m.rule === r.id);
}
const meta = {
	id: "deny-bypassable",
	severity: "warning",
	description: "A deny or ask rule written for one spelling of its flags: the same command with the flags reordered, split or spelled long is not matched.",
	docs: ruleDocPath("deny-bypassable")
};
const LONG = {
	r: "--recursive",
	f: "--force",
	v: "--verbose",
	a: "--all",
	n: "--dry-run",
	d: "--delete"
};
const SHORT = Object.fromEntries(Object.entries(LONG).map(([k, v]) => [v, `-${k}`]));
/**
* Spellings of a prefix that ends in a long flag (`git push --force`): the
* short alias, and the flag moved after an argument, which the program takes
* the same (`git push origin main --force`).
*/
function movedFlags(prefix) {
	const words = prefix.split(/\s+/).filter((w) => w !== "");
	const last = words[words.length - 1];
	if (words.length < 2 || last === void 0 || !/^--[a-z][a-z-]*$/.test(last)) return [];
	const head = words.slice(0, -1);
	const arg = head[head.length - 1] === "push" ? "origin main" : "HEAD";
	const out = [`${head.join(" ")} ${arg} ${last}`];
	if (Object.hasOwn(SHORT, last)) out.unshift(`${head.join(" ")} ${SHORT[last]}`);
	return out;
}
/** Rule text with whitespace where Claude Code does not trim it: `Bash(sudo :* )`, `Read( ** /x)`. */
function strayWhitespace(text) {
	return /\(\s|\s\)$|\s:\*/.test(text);
}
/** Other spellings of the rule's literal prefix with the same short flags. */
function respellings(prefix) {
	const words = prefix.split(/\s+/).filter((w) => w !== "");
	const i = words.findIndex((w) => /^-[A-Za-z]{2,}$/.test(w));
	if (i < 0) {
		const flags = words.filter((w) => /^-[A-Za-z]$/.test(w));
		if (flags.length < 2) return [];
		const others = words.filter((w) => !flags.includes(w));
		return [[
			...others.slice(0, 1),
			`-${flags.map((f) => f[1]).reverse().join("")}`,
			...others.slice(1)
		].join(" ")];
	}
	const letters = words[i].slice(1).split("");
	const at = (w) => [
		...words.slice(0, i),
		...w,
		...words.slice(i + 1)
	].join(" ");
	const out = [at([`-${[...letters].reverse().join("")}`]), at(letters.map((l) => `-${l}`))];
	if (letters.every((l) => Object.hasOwn(LONG, l))) out.push(at(letters.map((l) => LONG[l])));
	return out;
}
function check(ctx) {
	const out = [];
	for (const r of ctx.stack.rules) {
		if (r.action === "allow" || r.inactive !== void 0 || r.dead !== void 0) continue;
		if (strayWhitespace(r.text)) {
			const tool = r.text.slice(0, r.text.indexOf("("));
			const spaced = r.text.slice(r.text.indexOf("(") + 1, -1).trim().replace(/\s*:\*$/, " *").replace(/\s+/g, " ");
			const inner = tool === "Bash" ? spaced : spaced.replace(/\s+/g, "");
			const sample = tool === "Bash" ? inner.replace(/\s*\*$/, " ./build").replace(/\*/g, "x") : void 0;
			const witness = sample !== void 0 ? findWitness(ctx, [{ call: {
				tool: "Bash",
				input: { command: sample }
			} }], (t) => t.decision !== r.action && !matched(t, r) ? "strong" : false) : void 0;
			out.push({
				loc: r.source,
				message: `${label(r)} has stray spaces inside the parentheses, so it matches nothing the agent runs${sample ? ` (\`${sample}\` is not ${r.action === "deny" ? "denied" : "asked"} by it)` : ""}; write ${tool}(${inner})`,
				...witness ? { witness } : {}
			});
			continue;
		}
		if (r.matcher.kind !== "bash") continue;
		const prefix = literalPrefix(r.matcher.pattern);
		const variants = [...respellings(prefix), ...movedFlags(prefix)];
		if (variants.length === 0) continue;
		const candidates = variants.map((v) => ({ call: {
			tool: "Bash",
			input: { command: `${v} ./build` }
		} }));
		const witness = findWitness(ctx, candidates, (t) => t.decision !== r.action && !matched(t, r) ? "strong" : false);
		if (!witness) continue;
		const program = prefix.split(/\s+/)[0];
		out.push({
			loc: r.source,
			message: `${label(r)} matches its flags only as written: ${variants.map((v) => `\`${v}\``).join(", ")} slip past it; rule on the program (Bash(${program} *)) or block the dangerous forms with a PreToolUse hook`,
			witness
		});
	}
	return out;
}

Object.defineProperty(exports, "ACCEPT_EDITS_COMMANDS", {
  enumerable: true,
  get: function () {
    return ACCEPT_EDITS_COMMANDS;
  }
});
Object.defineProperty(exports, "BARE_HOME", {
  enumerable: true,
  get: function () {
    return BARE_HOME;
  }
});
Object.defineProperty(exports, "EXEC_WRAPPERS", {
  enumerable: true,
  get: function () {
    return EXEC_WRAPPERS;
  }
});
Object.defineProperty(exports, "absolutePath", {
  enumerable: true,
  get: function () {
    return absolutePath;
  }
});
Object.defineProperty(exports, "anchorOf", {
  enumerable: true,
  get: function () {
    return anchorOf;
  }
});
Object.defineProperty(exports, "bashPatternMatches", {
  enumerable: true,
  get: function () {
    return bashPatternMatches;
  }
});
Object.defineProperty(exports, "cites", {
  enumerable: true,
  get: function () {
    return cites;
  }
});
Object.defineProperty(exports, "criticalReason", {
  enumerable: true,
  get: function () {
    return criticalReason;
  }
});
Object.defineProperty(exports, "deny_bypassable_exports", {
  enumerable: true,
  get: function () {
    return deny_bypassable_exports;
  }
});
Object.defineProperty(exports, "fileTargets", {
  enumerable: true,
  get: function () {
    return fileTargets;
  }
});
Object.defineProperty(exports, "findWitness", {
  enumerable: true,
  get: function () {
    return findWitness;
  }
});
Object.defineProperty(exports, "isInside", {
  enumerable: true,
  get: function () {
    return isInside;
  }
});
Object.defineProperty(exports, "layerOf", {
  enumerable: true,
  get: function () {
    return layerOf;
  }
});
Object.defineProperty(exports, "literalPrefix", {
  enumerable: true,
  get: function () {
    return literalPrefix;
  }
});
Object.defineProperty(exports, "neverPrefixApproved", {
  enumerable: true,
  get: function () {
    return neverPrefixApproved;
  }
});
Object.defineProperty(exports, "normalizePattern", {
  enumerable: true,
  get: function () {
    return normalizePattern;
  }
});
Object.defineProperty(exports, "pathRuleMatches", {
  enumerable: true,
  get: function () {
    return pathRuleMatches;
  }
});
Object.defineProperty(exports, "patternProgram", {
  enumerable: true,
  get: function () {
    return patternProgram;
  }
});
Object.defineProperty(exports, "protectedReason", {
  enumerable: true,
  get: function () {
    return protectedReason;
  }
});
Object.defineProperty(exports, "readOnlyCheck", {
  enumerable: true,
  get: function () {
    return readOnlyCheck;
  }
});
Object.defineProperty(exports, "resolveLongest", {
  enumerable: true,
  get: function () {
    return resolveLongest;
  }
});
Object.defineProperty(exports, "ruleDocPath", {
  enumerable: true,
  get: function () {
    return ruleDocPath;
  }
});
Object.defineProperty(exports, "ruleHelpUri", {
  enumerable: true,
  get: function () {
    return ruleHelpUri;
  }
});
Object.defineProperty(exports, "sameLoc", {
  enumerable: true,
  get: function () {
    return sameLoc;
  }
});