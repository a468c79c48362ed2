// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_files = require("./files.D-jXe6TU.js");
let node_fs = require("node:fs");
let node_path = require("node:path");
let execa = require("execa");

// src/io/git.ts
/**
* Reading configuration as it was at a git revision, for `diff`. A
* `FileReader` that maps absolute paths inside a repository to `REV:relative`
* and reads them with `git show`; paths outside every repository fall back to
* the disk. The repository's `.git` itself is always read from disk, so an
* engine that looks for it (workspace detection, upward searches that stop
* at the git root) sees the same thing at every revision.
*
* Git is run with `reject: false` and its failures become ordinary results:
* a hostile or broken repository cannot make whale-perm throw half-way.
*/
/** Environment for every git call: no pager, no prompts, no locale surprises. */
const GIT_ENV = {
	GIT_TERMINAL_PROMPT: "0",
	GIT_PAGER: "cat",
	LC_ALL: "C",
	GIT_OPTIONAL_LOCKS: "0"
};
async function git(cwd, args) {
	return (0, execa.execa)("git", args, {
		cwd,
		reject: false,
		env: GIT_ENV,
		stripFinalNewline: true
	});
}
var GitUnavailable = class extends Error {
	constructor() {
		super("git is not installed or not on PATH");
	}
};
/** The top of the work tree that holds `dir`, or undefined when it is in none. Throws GitUnavailable without git. */
async function findRepoTop(dir) {
	const r = await git(dir, ["rev-parse", "--show-toplevel"]);
	if (r.code === "ENOENT" && r.exitCode === void 0) throw new GitUnavailable();
	if (r.failed || r.exitCode !== 0) return void 0;
	const top = String(r.stdout).trim();
	return top === "" ? void 0 : top;
}
/** The commit a revision names in the repository at `top`, or undefined when it names none. */
async function resolveCommit(top, rev) {
	if (rev.trim() === "" || rev.startsWith("-")) return void 0;
	const r = await git(top, [
		"rev-parse",
		"--verify",
		"--quiet",
		"--end-of-options",
		`${rev}^{commit}`
	]);
	if (r.failed || r.exitCode !== 0) return void 0;
	const id = String(r.stdout).trim();
	return /^[0-9a-f]{40,64}$/.test(id) ? id : void 0;
}
/** Every path at a commit with its kind and size (`git ls-tree -r -t -l -z`). */
async function listTree(top, commit) {
	const r = await git(top, [
		"ls-tree",
		"-r",
		"-t",
		"-l",
		"-z",
		"--full-tree",
		commit
	]);
	const tree = /* @__PURE__ */ new Map();
	if (r.failed || r.exitCode !== 0) return tree;
	for (const rec of String(r.stdout).split("\0")) {
		const tab = rec.indexOf("	");
		if (tab < 0) continue;
		const [mode, type, , size] = rec.slice(0, tab).split(/ +/);
		if (type !== "blob" && type !== "tree" && type !== "commit") continue;
		tree.set(rec.slice(tab + 1), {
			mode,
			type,
			size: size === "-" || size === void 0 ? 0 : Number(size)
		});
	}
	return tree;
}
var UnknownRevision = class extends Error {
	rev;
	top;
	constructor(rev, top) {
		super(`unknown revision '${rev}' in the git repository at ${top}`);
		this.rev = rev;
		this.top = top;
	}
};
/** Resolves `rev` in every repository and lists its tree; throws UnknownRevision where it names no commit. */
async function openRevision(tops, rev) {
	const out = [];
	for (const top of tops) {
		const commit = await resolveCommit(top, rev);
		if (commit === void 0) throw new UnknownRevision(rev, top);
		out.push({
			top,
			rev,
			commit,
			tree: await listTree(top, commit)
		});
	}
	return out;
}
function toPosix(p) {
	return node_path.sep === "/" ? p : p.split(node_path.sep).join("/");
}
function inside(top, path) {
	const rel = (0, node_path.relative)(top, path);
	if (rel === "") return "";
	if (rel.startsWith("..") || (0, node_path.isAbsolute)(rel)) return void 0;
	return toPosix(rel);
}
/** The path with symlinks resolved in its longest existing ancestor (git's top is symlink-free). */
function realish(path, cache) {
	const hit = cache.get(path);
	if (hit !== void 0) return hit;
	let result = path;
	try {
		result = node_fs.realpathSync.native(path);
	} catch {
		const parent = (0, node_path.dirname)(path);
		if (parent !== path) result = (0, node_path.join)(realish(parent, cache), path.slice(parent.length).replace(/^[\\/]+/, ""));
	}
	cache.set(path, result);
	return result;
}
const MAX_LINK_HOPS = 8;
/**
* A reader of the given repositories at their commits. `fallback` reads what
* lies outside them (the disk by default).
*/
function gitRevisionReader(repos, fallback = require_files.diskReader) {
	const reads = /* @__PURE__ */ new Map();
	const real = /* @__PURE__ */ new Map();
	const locate = (path) => {
		for (const candidate of [path, realish(path, real)]) for (const repo of repos) {
			const rel = inside(repo.top, candidate);
			if (rel !== void 0) return {
				repo,
				rel
			};
		}
	};
	const isGitDir = (rel) => rel === ".git" || rel.startsWith(".git/");
	const show = (path, repo, rel, hops) => {
		const entry = repo.tree.get(rel);
		if (rel === "" || entry?.type === "tree") return {
			status: "error",
			path,
			message: "is a directory, expected a file"
		};
		if (!entry) return {
			status: "missing",
			path
		};
		if (entry.type === "commit") return {
			status: "error",
			path,
			message: "is a git submodule, expected a file"
		};
		if (entry.size > 8388608) return {
			status: "error",
			path,
			message: `file is ${entry.size} bytes at ${repo.rev}; configuration files over ${require_files.MAX_CONFIG_BYTES} bytes are refused`
		};
		const r = (0, execa.execaSync)("git", [
			"show",
			"--no-textconv",
			`${repo.commit}:${rel}`
		], {
			cwd: repo.top,
			reject: false,
			env: GIT_ENV,
			encoding: "buffer",
			stripFinalNewline: false,
			maxBuffer: require_files.MAX_CONFIG_BYTES + 1
		});
		if (r.failed || r.exitCode !== 0) return {
			status: "error",
			path,
			message: `git show ${repo.rev}:${rel} failed`
		};
		const bytes = r.stdout;
		if (entry.mode === "120000") {
			if (hops >= MAX_LINK_HOPS) return {
				status: "error",
				path,
				message: "too many levels of symbolic links"
			};
			const target = new TextDecoder().decode(bytes);
			const abs = (0, node_path.isAbsolute)(target) ? target : (0, node_path.join)(repo.top, (0, node_path.dirname)(rel), target);
			const next = inside(repo.top, abs);
			if (next === void 0) return {
				...fallback.read(abs),
				path
			};
			if (isGitDir(next)) return {
				...fallback.read((0, node_path.join)(repo.top, next)),
				path
			};
			return show(path, repo, next, hops + 1);
		}
		return require_files.decodeConfigBytes(path, bytes);
	};
	return {
		read(path) {
			const hit = reads.get(path);
			if (hit) return hit;
			const at = locate(path);
			const result = !at || isGitDir(at.rel) ? fallback.read(path) : show(path, at.repo, at.rel, 0);
			reads.set(path, result);
			return result;
		},
		isDirectory(path) {
			const at = locate(path);
			if (!at || isGitDir(at.rel)) return fallback.isDirectory(path);
			return at.rel === "" || at.repo.tree.get(at.rel)?.type === "tree";
		},
		list(path) {
			const at = locate(path);
			if (!at || isGitDir(at.rel)) return fallback.list?.(path);
			if (at.rel !== "" && at.repo.tree.get(at.rel)?.type !== "tree") return void 0;
			const prefix = at.rel === "" ? "" : `${at.rel}/`;
			const names = [];
			for (const p of at.repo.tree.keys()) {
				if (!p.startsWith(prefix)) continue;
				const rest = p.slice(prefix.length);
				if (rest !== "" && !rest.includes("/")) names.push(rest);
			}
			return require_files.boundedSortedNames(names);
		}
	};
}

exports.GitUnavailable = GitUnavailable;
exports.UnknownRevision = UnknownRevision;
exports.findRepoTop = findRepoTop;
exports.gitRevisionReader = gitRevisionReader;
exports.openRevision = openRevision;