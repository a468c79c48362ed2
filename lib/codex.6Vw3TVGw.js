// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_about = require("./about.TL3swTOM.js");
const require_errors = require("./errors.D_ZI7CKf.js");
const require_located = require("./located.udaw6CPf.js");
const require_faithful = require("./faithful.CpRpxgyP.js");
const require_usage_error = require("./usage-error.DPDl2mcr.js");
const require_shell = require("./shell.gMNuzgWI.js");
const require_plain_script = require("./plain-script.BiLlRWVF.js");
let node_path = require("node:path");

// src/engines/codex/stack.ts
function approvalName(a) {
	return a.kind === "granular" ? `granular (rules=${a.rules}, sandbox_approval=${a.sandboxApproval})` : a.kind;
}

// src/engines/codex/describe.ts
function describeCodexStack(stack) {
	const rules = [...stack.policy.byProgram.values()].flat().sort((a, b) => a.loc.file === b.loc.file ? a.loc.line - b.loc.line : a.loc.file < b.loc.file ? -1 : 1);
	return {
		engine: "codex",
		files: stack.files,
		settings: [
			{
				key: "CODEX_HOME",
				value: stack.codexHome,
				origin: "discovered",
				source: null
			},
			{
				key: "project trusted",
				value: stack.trusted.value ?? null,
				origin: stack.trusted.origin,
				source: stack.trusted.source
			},
			{
				key: "approval_policy",
				value: approvalName(stack.approval.value),
				origin: stack.approval.origin,
				source: stack.approval.source
			},
			{
				key: "sandbox_mode",
				value: stack.sandbox.value,
				origin: stack.sandbox.origin,
				source: stack.sandbox.source
			}
		],
		rules: rules.map((r) => ({
			summary: `${r.decision.padEnd(9)} prefix_rule(${JSON.stringify([r.first, ...r.rest])})${r.justification ? ` "${r.justification}"` : ""}`,
			source: r.loc,
			...r.decision === "allow" ? { note: "allow: a fully allowed command runs outside the sandbox" } : { note: "wrappers (timeout, nice, env …), `\\name` and non-plain scripts are not matched" }
		})),
		hooks: [],
		ignored: stack.ignored,
		warnings: stack.warnings
	};
}

// src/engines/codex/starlark.ts
/** A syntax or evaluation error, located as Starlark locates it. */
var StarlarkError = class extends Error {
	pos;
	unsupported;
	constructor(message, pos, unsupported = false) {
		super(message);
		this.pos = pos;
		this.unsupported = unsupported;
	}
};
function lex(src) {
	const toks = [];
	let i = 0;
	let line = 1;
	let col = 1;
	let depth = 0;
	const adv = (n) => {
		for (let k = 0; k < n; k++) {
			if (src[i] === "\n") {
				line++;
				col = 1;
			} else col++;
			i++;
		}
	};
	while (i < src.length) {
		const c = src[i];
		const pos = {
			line,
			column: col
		};
		if (c === "#") {
			while (i < src.length && src[i] !== "\n") adv(1);
			continue;
		}
		if (c === "\n") {
			if (depth === 0) toks.push({
				t: "nl",
				v: "\n",
				pos
			});
			adv(1);
			continue;
		}
		if (c === " " || c === "	" || c === "\r") {
			adv(1);
			continue;
		}
		if (c === "\\" && src[i + 1] === "\n") {
			adv(2);
			continue;
		}
		const m = /^(?:[rR]?)(?:"""|'''|"|')/.exec(src.slice(i));
		if (m) {
			const raw = m[0].length > 1 && /^[rR]/.test(m[0]) ? true : false;
			const q = raw ? m[0].slice(1) : m[0];
			adv(m[0].length);
			let out = "";
			for (;;) {
				if (i >= src.length) throw new StarlarkError("unfinished string literal", pos);
				if (src.startsWith(q, i)) {
					adv(q.length);
					break;
				}
				const ch = src[i];
				if (ch === "\n" && q.length === 1) throw new StarlarkError("unfinished string literal", pos);
				if (ch === "\\" && !raw) {
					const n = src[i + 1];
					const simple = {
						n: "\n",
						t: "	",
						r: "\r",
						"\\": "\\",
						"\"": "\"",
						"'": "'",
						"\n": "",
						a: "\x07",
						b: "\b",
						f: "\f",
						v: "\v",
						"0": "\0"
					};
					if (n !== void 0 && n in simple) {
						out += simple[n];
						adv(2);
						continue;
					}
					if (n === "x" && /^[0-9a-fA-F]{2}$/.test(src.slice(i + 2, i + 4))) {
						out += String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16));
						adv(4);
						continue;
					}
					if (n === "u" && /^[0-9a-fA-F]{4}$/.test(src.slice(i + 2, i + 6))) {
						out += String.fromCharCode(parseInt(src.slice(i + 2, i + 6), 16));
						adv(6);
						continue;
					}
					throw new StarlarkError(`invalid escape sequence \\${n ?? ""}`, {
						line,
						column: col
					}, true);
				}
				if (ch === "\\" && raw && (src[i + 1] === q[0] || src[i + 1] === "\\")) {
					out += src.slice(i, i + 2);
					adv(2);
					continue;
				}
				out += ch;
				adv(1);
			}
			toks.push({
				t: "str",
				v: "str",
				pos,
				sv: out
			});
			continue;
		}
		const nm = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
		if (nm) {
			if (/^[fFbB]["']/.test(src.slice(i, i + 2)) && nm[0].length === 1) throw new StarlarkError("f-strings and byte strings are not read by whale-perm", pos, true);
			toks.push({
				t: "name",
				v: nm[0],
				pos
			});
			adv(nm[0].length);
			continue;
		}
		const num = /^[0-9]+/.exec(src.slice(i));
		if (num) {
			toks.push({
				t: "int",
				v: num[0],
				pos
			});
			adv(num[0].length);
			continue;
		}
		if ("([{".includes(c)) depth++;
		if (")]}".includes(c)) depth = Math.max(0, depth - 1);
		if ("()[]{},=:.+-*/%<>!;".includes(c)) {
			toks.push({
				t: "op",
				v: c,
				pos
			});
			adv(1);
			continue;
		}
		throw new StarlarkError(`unexpected character '${c}'`, pos);
	}
	toks.push({
		t: "nl",
		v: "\n",
		pos: {
			line,
			column: col
		}
	}, {
		t: "eof",
		v: "",
		pos: {
			line,
			column: col
		}
	});
	return toks;
}
/** Parses and evaluates the subset; returns the top-level calls in order. */
function readStarlark(src) {
	const toks = lex(src);
	let k = 0;
	const env = /* @__PURE__ */ new Map();
	const peek = () => toks[k];
	const next = () => toks[k++];
	const expect = (v) => {
		const t = next();
		if (t.v !== v || t.t === "str") throw new StarlarkError(`Parse error: unexpected ${t.t === "nl" ? "new line" : `'${t.v}'`} here, expected '${v}'`, t.pos);
	};
	const value = () => {
		const t = next();
		if (t.t === "str") return {
			kind: "str",
			value: t.sv
		};
		if (t.t === "int") return {
			kind: "int",
			value: Number(t.v)
		};
		if (t.t === "op" && t.v === "[") {
			const items = [];
			while (!(peek().t === "op" && peek().v === "]")) {
				items.push(value());
				if (peek().t === "op" && peek().v === ",") next();
				else break;
			}
			expect("]");
			return {
				kind: "list",
				items
			};
		}
		if (t.t === "name") {
			if (t.v === "True" || t.v === "False") return {
				kind: "bool",
				value: t.v === "True"
			};
			if (t.v === "None") return { kind: "none" };
			const v = env.get(t.v);
			if (!v) throw new StarlarkError(`Variable \`${t.v}\` not found`, t.pos);
			return v;
		}
		throw new StarlarkError(`Parse error: unexpected '${t.v}'`, t.pos);
	};
	const calls = [];
	while (peek().t !== "eof") {
		const t = peek();
		if (t.t === "nl" || t.t === "op" && t.v === ";") {
			next();
			continue;
		}
		if (t.t !== "name") throw new StarlarkError(`Parse error: unexpected '${t.v}' here`, t.pos);
		next();
		if (peek().t === "op" && peek().v === "=") {
			next();
			env.set(t.v, value());
			const after = peek();
			if (after.t === "op" && after.v !== ";") throw new StarlarkError(`expressions other than literals are not read by whale-perm`, after.pos, true);
			continue;
		}
		if (!(peek().t === "op" && peek().v === "(")) {
			const n = peek();
			if ([
				"def",
				"for",
				"if",
				"load",
				"lambda"
			].includes(t.v)) throw new StarlarkError(`'${t.v}' statements are not read by whale-perm`, t.pos, true);
			throw new StarlarkError(`Parse error: unexpected ${n.t === "nl" ? "new line" : `'${n.v}'`} here`, n.pos);
		}
		next();
		const call = {
			fn: t.v,
			args: [],
			kwargs: [],
			pos: t.pos,
			end: t.pos
		};
		while (!(peek().t === "op" && peek().v === ")")) {
			const a = peek();
			if (a.t === "name" && toks[k + 1]?.t === "op" && toks[k + 1]?.v === "=") {
				next();
				next();
				call.kwargs.push({
					name: a.v,
					value: value(),
					pos: a.pos
				});
			} else {
				if (call.kwargs.length > 0) throw new StarlarkError("positional argument after named argument", a.pos);
				call.args.push(value());
			}
			if (peek().t === "op" && peek().v === ",") next();
			else break;
		}
		const close = peek();
		expect(")");
		call.end = {
			line: close.pos.line,
			column: close.pos.column + 1
		};
		const after = peek();
		if (after.t === "op" && after.v !== ";") throw new StarlarkError(`expressions other than calls are not read by whale-perm`, after.pos, true);
		calls.push(call);
	}
	return calls;
}

// src/engines/codex/shlex.ts
/**
* POSIX-style word splitting as the Rust `shlex` crate's `split` does it,
* which Codex uses for string examples in `match` / `not_match`: quotes
* removed, backslash escapes, `#` at a word start begins a comment;
* undefined for an unclosed quote or a trailing backslash.
*/
function shlexSplit(s) {
	const out = [];
	let i = 0;
	while (i < s.length) {
		while (i < s.length && /[ \t\n]/.test(s[i])) i++;
		if (i >= s.length) break;
		if (s[i] === "#") {
			while (i < s.length && s[i] !== "\n") i++;
			continue;
		}
		let w = "";
		while (i < s.length && !/[ \t\n]/.test(s[i])) {
			const c = s[i];
			if (c === "'") {
				const end = s.indexOf("'", i + 1);
				if (end < 0) return void 0;
				w += s.slice(i + 1, end);
				i = end + 1;
			} else if (c === "\"") {
				i++;
				for (;;) {
					if (i >= s.length) return void 0;
					const d = s[i];
					if (d === "\"") {
						i++;
						break;
					}
					if (d === "\\") {
						const n = s[i + 1];
						if (n === void 0) return void 0;
						if (n === "$" || n === "`" || n === "\"" || n === "\\") w += n;
						else if (n !== "\n") w += `\\${n}`;
						i += 2;
						continue;
					}
					w += d;
					i++;
				}
			} else if (c === "\\") {
				const n = s[i + 1];
				if (n === void 0) return void 0;
				if (n !== "\n") w += n;
				i += 2;
			} else {
				w += c;
				i++;
			}
		}
		out.push(w);
	}
	return out;
}

// src/engines/codex/policy.ts
/**
* Codex's exec policy (`codex-rs/execpolicy`): `prefix_rule`,
* `host_executable` and `network_rule` read from rules files with the same
* load errors (`parser.rs`), and the matcher (`policy.rs`, `rule.rs`): rules
* keyed by their first token, each pattern token one literal argv word or a
* list of alternatives, every matching rule collected and the strictest
* decision winning; absolute (or relative-with-slash) program paths fall
* back to the basename's rules, gated by `host_executable`.
*/
const ORDER = {
	allow: 0,
	prompt: 1,
	forbidden: 2
};
function emptyPolicy() {
	return {
		byProgram: /* @__PURE__ */ new Map(),
		hostExecutables: /* @__PURE__ */ new Map(),
		networkRules: 0
	};
}
/** A rules file Codex refuses to load: with it, every rule of every rules file is gone (fail-open). */
var RulesLoadError = class extends Error {
	loc;
	unsupported;
	constructor(message, loc, unsupported = false) {
		super(message);
		this.loc = loc;
		this.unsupported = unsupported;
	}
};
function strictest(ds) {
	let best;
	for (const d of ds) if (best === void 0 || ORDER[d] > ORDER[best]) best = d;
	return best;
}
function tokenMatches(t, word) {
	return typeof t === "string" ? t === word : t.includes(word);
}
function ruleMatch(r, argv) {
	const n = r.rest.length + 1;
	if (argv.length < n || argv[0] !== r.first) return void 0;
	for (let i = 0; i < r.rest.length; i++) if (!tokenMatches(r.rest[i], argv[i + 1])) return void 0;
	return argv.slice(0, n);
}
/**
* The rules that match one argv, in the order they were added. With
* `resolveHost` (Codex's session always; `execpolicy check` with
* --resolve-host-executables), a program given as a path that no rule names
* exactly falls back to its basename's rules, if `host_executable` allows
* that path.
*/
function matchesFor(p, argv, opts) {
	const first = argv[0];
	if (first === void 0) return [];
	const direct = [];
	for (const r of p.byProgram.get(first) ?? []) {
		const m = ruleMatch(r, argv);
		if (m) direct.push({
			matchedPrefix: m,
			decision: r.decision,
			...r.justification !== void 0 ? { justification: r.justification } : {},
			rule: r
		});
	}
	if (direct.length > 0 || !opts.resolveHost || !first.includes("/")) return direct;
	const abs = (0, node_path.resolve)(opts.cwd, first);
	const name = (0, node_path.basename)(abs);
	const allowed = p.hostExecutables.get(name);
	if (allowed && !allowed.includes(abs)) return [];
	const out = [];
	const renamed = [name, ...argv.slice(1)];
	for (const r of p.byProgram.get(name) ?? []) {
		const m = ruleMatch(r, renamed);
		if (m) out.push({
			matchedPrefix: m,
			decision: r.decision,
			...r.justification !== void 0 ? { justification: r.justification } : {},
			resolvedProgram: abs,
			rule: r
		});
	}
	return out;
}
const describe = (v) => v.kind === "str" ? "string" : v.kind === "list" ? "list" : v.kind === "bool" ? "bool" : v.kind === "int" ? "int" : "NoneType";
function bind(call, params, required, file) {
	const at = {
		file,
		line: call.pos.line,
		column: call.pos.column
	};
	const out = /* @__PURE__ */ new Map();
	if (call.args.length > params.length) throw new RulesLoadError(`Too many positional arguments for call to ${call.fn}`, at);
	call.args.forEach((v, i) => out.set(params[i], v));
	const extra = call.kwargs.filter((kw) => !params.includes(kw.name)).map((kw) => `\`${kw.name}\``);
	if (extra.length > 0) throw new RulesLoadError(`Found ${extra.join(", ")} extra named parameter(s) for call to ${call.fn}`, at);
	for (const kw of call.kwargs) {
		if (out.has(kw.name)) throw new RulesLoadError(`Repeated parameter \`${kw.name}\` for call to ${call.fn}`, at);
		out.set(kw.name, kw.value);
	}
	for (const r of required) if (!out.has(r)) throw new RulesLoadError(`Missing parameter \`${r}\` for call to ${call.fn}`, at);
	return out;
}
function optStr(v, what, at) {
	if (v === void 0 || v.kind === "none") return void 0;
	if (v.kind !== "str") throw new RulesLoadError(`Type of parameter \`${what}\` doesn't match, expected \`str\`, actual \`${describe(v)}\``, at);
	return v.value;
}
function parseDecision(raw, at) {
	if (raw === "allow" || raw === "prompt" || raw === "forbidden") return raw;
	throw new RulesLoadError(`invalid decision: ${raw}`, at);
}
function listOf(v, what, at) {
	if (v === void 0 || v.kind === "none") return [];
	if (v.kind !== "list") throw new RulesLoadError(`Type of parameter \`${what}\` doesn't match, expected \`list\`, actual \`${describe(v)}\``, at);
	return v.items;
}
function example(v, at) {
	if (v.kind === "str") {
		const t = shlexSplit(v.value);
		if (t === void 0) throw new RulesLoadError("example string has invalid shell syntax", at);
		if (t.length === 0) throw new RulesLoadError("example cannot be an empty string", at);
		return t;
	}
	if (v.kind === "list") {
		const t = v.items.map((x) => {
			if (x.kind !== "str") throw new RulesLoadError(`example tokens must be strings (got ${describe(x)})`, at);
			return x.value;
		});
		if (t.length === 0) throw new RulesLoadError("example cannot be an empty list", at);
		return t;
	}
	throw new RulesLoadError(`example must be a string or list of strings (got ${describe(v)})`, at);
}
function render(words) {
	return words.map((w) => /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'"'"'`)}'`).join(" ");
}
function validHostName(name) {
	return name !== "" && name !== "." && name !== ".." && !name.includes("/");
}
/** Adds one rules file to `into`, as Codex's `PolicyParser::parse` does; throws RulesLoadError where Codex fails to load. */
function addRulesFile(into, text, file, cwd) {
	let calls;
	try {
		calls = readStarlark(text);
	} catch (e) {
		if (e instanceof StarlarkError) throw new RulesLoadError(e.message, {
			file,
			line: e.pos.line,
			column: e.pos.column
		}, e.unsupported);
		throw e;
	}
	const added = [];
	const pending = [];
	const scratch = {
		byProgram: new Map([...into.byProgram].map(([k, v]) => [k, [...v]])),
		hostExecutables: new Map(into.hostExecutables),
		networkRules: into.networkRules
	};
	for (const call of calls) {
		const at = {
			file,
			line: call.pos.line,
			column: call.pos.column,
			endLine: call.end.line,
			endColumn: call.end.column
		};
		if (call.fn === "prefix_rule") {
			const a = bind(call, [
				"pattern",
				"decision",
				"match",
				"not_match",
				"justification"
			], ["pattern"], file);
			const pat = a.get("pattern");
			if (pat.kind !== "list") throw new RulesLoadError(`Type of parameter \`pattern\` doesn't match, expected \`list\`, actual \`${describe(pat)}\``, at);
			const rawDecision = optStr(a.get("decision"), "decision", at);
			const decision = rawDecision === void 0 ? "allow" : parseDecision(rawDecision, at);
			const justification = optStr(a.get("justification"), "justification", at);
			if (justification !== void 0 && justification.trim() === "") throw new RulesLoadError("justification cannot be empty", at);
			const tokens = pat.items.map((v) => {
				if (v.kind === "str") return v.value;
				if (v.kind === "list") {
					const alts = v.items.map((x) => {
						if (x.kind !== "str") throw new RulesLoadError(`pattern alternative must be a string (got ${describe(x)})`, at);
						return x.value;
					});
					if (alts.length === 0) throw new RulesLoadError("pattern alternatives cannot be empty", at);
					return alts.length === 1 ? alts[0] : alts;
				}
				throw new RulesLoadError(`pattern element must be a string or list of strings (got ${describe(v)})`, at);
			});
			if (tokens.length === 0) throw new RulesLoadError("pattern cannot be empty", at);
			const matches = listOf(a.get("match"), "match", at).map((v) => example(v, at));
			const notMatches = listOf(a.get("not_match"), "not_match", at).map((v) => example(v, at));
			const [head, ...rest] = tokens;
			const text = JSON.stringify(tokens);
			const rules = (typeof head === "string" ? [head] : head).map((first) => ({
				first,
				rest,
				decision,
				...justification !== void 0 ? { justification } : {},
				loc: at,
				text
			}));
			pending.push({
				rules,
				matches,
				notMatches,
				at
			});
			for (const r of rules) {
				const list = scratch.byProgram.get(r.first) ?? [];
				list.push(r);
				scratch.byProgram.set(r.first, list);
				added.push(r);
			}
		} else if (call.fn === "host_executable") {
			const a = bind(call, ["name", "paths"], ["name", "paths"], file);
			const name = optStr(a.get("name"), "name", at);
			if (name === void 0) throw new RulesLoadError("Type of parameter `name` doesn't match, expected `str`, actual `NoneType`", at);
			if (name === "") throw new RulesLoadError("host_executable name cannot be empty", at);
			if (!validHostName(name)) throw new RulesLoadError(`host_executable name must be a bare executable name (got ${name})`, at);
			const paths = [];
			for (const v of listOf(a.get("paths"), "paths", at)) {
				if (v.kind !== "str") throw new RulesLoadError(`host_executable paths must be strings (got ${describe(v)})`, at);
				if (!(0, node_path.isAbsolute)(v.value) && !v.value.startsWith("~/")) throw new RulesLoadError(`host_executable paths must be absolute or use \`~/...\` home-relative syntax (got ${v.value})`, at);
				const abs = (0, node_path.resolve)(v.value);
				if ((0, node_path.basename)(abs) !== name) throw new RulesLoadError(`host_executable path \`${v.value}\` must have basename \`${name}\``, at);
				if (!paths.includes(abs)) paths.push(abs);
			}
			scratch.hostExecutables.set(name, paths);
		} else if (call.fn === "network_rule") {
			const a = bind(call, [
				"host",
				"protocol",
				"decision",
				"justification"
			], [
				"host",
				"protocol",
				"decision"
			], file);
			const host = optStr(a.get("host"), "host", at) ?? "";
			const protocol = optStr(a.get("protocol"), "protocol", at) ?? "";
			if (![
				"http",
				"https",
				"https_connect",
				"http-connect",
				"socks5_tcp",
				"socks5_udp"
			].includes(protocol)) throw new RulesLoadError(`network_rule protocol must be one of http, https, socks5_tcp, socks5_udp (got ${protocol})`, at);
			const d = optStr(a.get("decision"), "decision", at) ?? "";
			if (d !== "deny") parseDecision(d, at);
			const j = optStr(a.get("justification"), "justification", at);
			if (j !== void 0 && j.trim() === "") throw new RulesLoadError("justification cannot be empty", at);
			if (!host.trim() || /:\/\/|[/?#*\s]/.test(host.trim())) throw new RulesLoadError("network_rule host must be a specific hostname or IP literal", at);
			scratch.networkRules++;
		} else throw new RulesLoadError(`Variable \`${call.fn}\` not found`, at);
	}
	for (const v of pending) {
		const local = {
			byProgram: /* @__PURE__ */ new Map(),
			hostExecutables: scratch.hostExecutables,
			networkRules: 0
		};
		for (const r of v.rules) local.byProgram.set(r.first, [...local.byProgram.get(r.first) ?? [], r]);
		for (const ex of v.notMatches) if (matchesFor(local, ex, {
			resolveHost: true,
			cwd
		}).length > 0) throw new RulesLoadError(`expected example to not match rule ${v.rules[0].text}: ${render(ex)}`, v.at);
		const unmatched = v.matches.filter((ex) => matchesFor(local, ex, {
			resolveHost: true,
			cwd
		}).length === 0);
		if (unmatched.length > 0) throw new RulesLoadError(`expected every example to match at least one rule; unmatched examples: ${unmatched.map(render).join(", ")}`, v.at);
	}
	into.byProgram = scratch.byProgram;
	into.hostExecutables = scratch.hostExecutables;
	into.networkRules = scratch.networkRules;
	return added;
}

// src/engines/codex/load.ts
/**
* Reading the Codex stack (codex-rs `core/src/config`, `core/src/exec_policy.rs`
* `load_exec_policy`): `config.toml` from /etc/codex (--managed-dir), the
* user's CODEX_HOME (--home, default ~/.codex) and a trusted project's
* `.codex/`; every `rules/*.rules` beside each layer, lowest first. A rules
* file that fails to load makes Codex drop every rule of every file
* (fail-open); whale-perm reports it and goes on the same way.
*/
const SANDBOX_MODES = [
	"read-only",
	"workspace-write",
	"danger-full-access"
];
function fatal(loc, file, message) {
	throw new require_errors.ConfigError(file, loc?.line ?? 0, loc?.column ?? 0, message);
}
function parseApproval(v, where) {
	if (v === "on-request" || v === "on-failure") return { kind: "on-request" };
	if (v === "never") return { kind: "never" };
	if (v === "untrusted") fatal(where.loc, where.file, "approval_policy = \"untrusted\" is no longer supported (retired in Codex 0.149); remove this setting");
	if (typeof v === "object" && v !== null && "granular" in v) {
		const g = v["granular"];
		if (typeof g === "object" && g !== null) {
			const t = g;
			return {
				kind: "granular",
				rules: t["rules"] !== false,
				sandboxApproval: t["sandbox_approval"] !== false
			};
		}
	}
	return fatal(where.loc, where.file, `approval_policy: unknown variant ${JSON.stringify(v)}, expected "on-request", "never" or { granular = { … } }`);
}
function parseSandbox(v, where) {
	if (SANDBOX_MODES.includes(v)) return v;
	return fatal(where.loc, where.file, `sandbox_mode: unknown variant ${JSON.stringify(v)}, expected one of ${SANDBOX_MODES.join(", ")}`);
}
function readConfig(opts, path, role, files) {
	const r = opts.reader.read(path);
	if (r.status === "missing") {
		files.push({
			path,
			role,
			status: "missing"
		});
		return;
	}
	if (r.status === "error") throw new require_errors.ConfigError(path, 0, 0, r.message);
	files.push({
		path,
		role,
		status: "read"
	});
	return require_located.parseTomlLocated(r.text, path);
}
function parseOverride(text) {
	const eq = text.indexOf("=");
	if (eq < 0) throw new require_errors.ConfigError("-c", 0, 0, `-c ${text}: expected KEY=VALUE`);
	const key = text.slice(0, eq).trim();
	const raw = text.slice(eq + 1).trim();
	try {
		return {
			key,
			value: require_located.parseTomlLocated(`v = ${raw}`, "-c").value["v"]
		};
	} catch {
		return {
			key,
			value: raw
		};
	}
}
function loadCodexStack(opts) {
	const codexHome = (0, node_path.resolve)(opts.home ?? opts.env["CODEX_HOME"] ?? (0, node_path.join)(opts.userHome, ".codex"));
	const managed = (0, node_path.resolve)(opts.managedDir ?? "/etc/codex");
	const workspace = (0, node_path.resolve)(opts.workspace);
	const files = [];
	const problems = [];
	const warnings = [];
	const system = readConfig(opts, (0, node_path.join)(managed, "config.toml"), "system config", files);
	const user = readConfig(opts, (0, node_path.join)(codexHome, "config.toml"), "user config", files);
	let trusted = {
		value: void 0,
		origin: "unknown folder",
		source: null
	};
	if (opts.trusted !== void 0) trusted = {
		value: opts.trusted,
		origin: opts.trusted ? "--trusted" : "--untrusted",
		source: null
	};
	else if (user) {
		const level = (user.value["projects"]?.[workspace])?.["trust_level"];
		if (level === "trusted" || level === "untrusted") trusted = {
			value: level === "trusted",
			origin: `[projects."${workspace}"] trust_level`,
			source: user.locate([
				"projects",
				workspace,
				"trust_level"
			]) ?? null
		};
	}
	const project = trusted.value === true && opts.projectConfig ? readConfig(opts, (0, node_path.join)(workspace, ".codex", "config.toml"), "project config", files) : void 0;
	if (trusted.value !== true) files.push({
		path: (0, node_path.join)(workspace, ".codex"),
		role: "project config and rules",
		status: "not-read",
		note: "Codex reads a project .codex/ only in a trusted folder"
	});
	const layers = [
		{
			name: "system",
			dir: managed,
			...system ? { doc: system } : {}
		},
		{
			name: "user",
			dir: codexHome,
			...user ? { doc: user } : {}
		},
		...trusted.value === true && opts.projectConfig ? [{
			name: "project",
			dir: (0, node_path.join)(workspace, ".codex"),
			...project ? { doc: project } : {}
		}] : []
	];
	let approval;
	let sandbox;
	for (const o of [...opts.overrides].reverse()) {
		const { key, value } = parseOverride(o);
		if (key === "approval_policy" && !approval) approval = {
			value: parseApproval(value, {
				file: "-c",
				loc: void 0
			}),
			origin: `-c ${o}`,
			source: null
		};
		if (key === "sandbox_mode" && !sandbox) sandbox = {
			value: parseSandbox(value, {
				file: "-c",
				loc: void 0
			}),
			origin: `-c ${o}`,
			source: null
		};
	}
	for (const l of [...layers].reverse()) {
		const d = l.doc;
		if (!d) continue;
		if (d.value["approval_policy"] !== void 0) {
			const v = parseApproval(d.value["approval_policy"], {
				file: d.file,
				loc: d.locate(["approval_policy"])
			});
			approval ??= {
				value: v,
				origin: `${l.name} config.toml`,
				source: d.locate(["approval_policy"]) ?? null
			};
		}
		if (d.value["sandbox_mode"] !== void 0) {
			const v = parseSandbox(d.value["sandbox_mode"], {
				file: d.file,
				loc: d.locate(["sandbox_mode"])
			});
			sandbox ??= {
				value: v,
				origin: `${l.name} config.toml`,
				source: d.locate(["sandbox_mode"]) ?? null
			};
		}
		if (d.value["profiles"] !== void 0) problems.push({
			check: "schema",
			fatal: false,
			severity: "warning",
			message: "[profiles.*] tables are no longer read by Codex (since 0.134); use NAME.config.toml beside config.toml with -p NAME",
			loc: d.locate(["profiles"]) ?? {
				file: d.file,
				line: 0,
				column: 0
			}
		});
	}
	approval ??= trusted.value === false ? {
		value: { kind: "untrusted" },
		origin: "untrusted project (Codex prompts for every command)",
		source: trusted.source
	} : {
		value: { kind: "on-request" },
		origin: "default",
		source: null
	};
	sandbox ??= trusted.value === true ? {
		value: "workspace-write",
		origin: "trusted project default",
		source: trusted.source
	} : {
		value: "read-only",
		origin: "default",
		source: null
	};
	const policy = emptyPolicy();
	const rulesFiles = [];
	let failure;
	for (const l of layers) {
		const dir = (0, node_path.join)(l.dir, "rules");
		if (!opts.reader.isDirectory(dir)) continue;
		for (const name of (opts.reader.list?.(dir) ?? []).filter((n) => n.endsWith(".rules"))) {
			const path = (0, node_path.join)(dir, name);
			const r = opts.reader.read(path);
			if (r.status !== "ok") {
				files.push({
					path,
					role: `${l.name} rules`,
					status: r.status === "missing" ? "missing" : "error",
					...r.status === "error" ? { note: r.message } : {}
				});
				continue;
			}
			files.push({
				path,
				role: `${l.name} rules`,
				status: "read"
			});
			rulesFiles.push(path);
			if (failure) continue;
			try {
				addRulesFile(policy, r.text, path, workspace);
			} catch (e) {
				if (!(e instanceof RulesLoadError)) throw e;
				failure = {
					message: e.message,
					loc: e.loc
				};
				const how = e.unsupported ? "whale-perm cannot read this Starlark (Codex may); the rules are treated as not loaded" : "Codex fails to load it and then drops every rule of every rules file (fail-open)";
				problems.push({
					check: "schema",
					fatal: false,
					severity: "error",
					message: `${e.message}: ${how}`,
					loc: e.loc
				});
				warnings.push(`${path}: rules failed to load (${e.message}); Codex runs with no exec-policy rules at all`);
			}
		}
	}
	const finalPolicy = failure ? emptyPolicy() : policy;
	const requirements = (0, node_path.join)(managed, "requirements.toml");
	if (opts.reader.read(requirements).status === "ok") files.push({
		path: requirements,
		role: "requirements",
		status: "not-read",
		note: "requirements.toml constraints and prefix rules are not modelled by whale-perm"
	});
	return {
		codexHome,
		workspace,
		files,
		trusted,
		approval,
		sandbox,
		policy: finalPolicy,
		rulesFiles,
		...failure ? { rulesLoadFailure: failure } : {},
		problems,
		ignored: [],
		warnings
	};
}

// src/engines/codex/layers/approval.ts
/** Layer 4: the approval policy for what no rule and no heuristic decided: `untrusted` asks for everything, the others let it run. */
const approvalLayer = {
	id: "approval",
	title: "Approval policy (on-request, never, granular, untrusted)",
	run(s) {
		const a = s.approval;
		const src = s.stack.approval.source;
		if (a.kind === "untrusted") {
			s.decision = "ask";
			s.by = require_faithful.claim("approval", `approval policy untrusted (${s.stack.approval.origin}): Codex asks before every command, even read-only ones`, src);
			return {
				outcome: "ask",
				reason: s.by.reason,
				sources: [src]
			};
		}
		s.decision = "allow";
		s.by = require_faithful.claim("approval", `approval policy ${approvalName(a)} (${s.stack.approval.origin}): an unmatched command that is not dangerous runs without asking`, src);
		return {
			outcome: "allow",
			reason: s.by.reason,
			sources: [src]
		};
	}
};

// src/engines/codex/lower.ts
/**
* Codex's reading of a shell call (`shell-command/src/bash.rs`,
* `parse_shell_lc_plain_commands`): only `[sh|bash|zsh, -c|-lc, script]` is
* lowered, and only when tree-sitter-bash parses the script without error
* into plain commands (words, numbers, quoted strings without expansions,
* their concatenations) joined by `&&`, `||`, `;`, `|` or newlines. Then each
* command is checked as its own argv; anything else stays one opaque argv
* that rules practically never match. The heredoc single-command path of the
* source snapshot is not applied: the 0.169 binary did not apply it.
*/
const ALLOWED_KINDS = /* @__PURE__ */ new Set([
	"program",
	"list",
	"pipeline",
	"command",
	"command_name",
	"word",
	"string",
	"string_content",
	"raw_string",
	"number",
	"concatenation"
]);
const ALLOWED_PUNCT = /* @__PURE__ */ new Set([
	"&&",
	"||",
	";",
	"|",
	"\"",
	"'"
]);
function shellKind(program) {
	const b = program.split("/").pop() ?? "";
	return b === "bash" || b === "zsh" || b === "sh" ? b : void 0;
}
/** `extract_bash_command`: the script of `[shell, -c|-lc, script]`, or undefined. */
function shellScript(argv) {
	if (argv.length !== 3) return void 0;
	const [shell, flag, script] = argv;
	if (flag !== "-c" && flag !== "-lc" || !shellKind(shell)) return void 0;
	return script;
}
function stripped(node, src, open) {
	const raw = src.slice(node.startIndex, node.endIndex);
	if (!raw.startsWith(open) || !raw.endsWith(open) || raw.length < 2) return void 0;
	return raw.slice(1, -1);
}
function plainWord(node, src) {
	const text = () => src.slice(node.startIndex, node.endIndex);
	switch (node.type) {
		case "word":
		case "number": return text();
		case "string": return node.children.every((c) => !c.isNamed || c.type === "string_content") ? stripped(node, src, "\"") : void 0;
		case "raw_string": return stripped(node, src, "'");
		default: return;
	}
}
function commandWords(cmd, src) {
	const words = [];
	for (const c of cmd.children) {
		if (!c.isNamed) continue;
		if (c.type === "command_name") {
			const w = c.children.find((x) => x.isNamed);
			if (!w || w.type !== "word") return void 0;
			words.push(src.slice(w.startIndex, w.endIndex));
		} else if (c.type === "concatenation") {
			let s = "";
			for (const part of c.children) {
				if (!part.isNamed) continue;
				const w = plainWord(part, src);
				if (w === void 0) return void 0;
				s += w;
			}
			if (s === "") return void 0;
			words.push(s);
		} else {
			const w = plainWord(c, src);
			if (w === void 0) return void 0;
			words.push(w);
		}
	}
	return words;
}
/**
* One command of bare words (letters, digits, `_:,./-`, the first starting
* with a letter, `_`, `.` or `/`, and `=` after the
* first word), no operator, quote, expansion, glob or reserved word: the
* tree parses it as one plain command of those words, so it is split
* without parsing (lint and diff ask about thousands of such calls).
*/
const BARE_COMMAND = /^[ \t]*[A-Za-z_./][A-Za-z0-9_:,./-]*(?:[ \t]+[A-Za-z0-9_=:,./-]+)*[ \t]*$/;
const RESERVED = /* @__PURE__ */ new Set([
	"if",
	"then",
	"else",
	"elif",
	"fi",
	"case",
	"esac",
	"for",
	"select",
	"while",
	"until",
	"do",
	"done",
	"in",
	"function",
	"time",
	"coproc"
]);
/** `parse_plain_shell_script`: the plain commands of a script, or undefined when it is not plain. */
function plainCommands(script) {
	if (BARE_COMMAND.test(script)) {
		const words = script.trim().split(/[ \t]+/);
		if (!RESERVED.has(words[0])) return [words];
	}
	const { root, stderrPipes } = require_shell.parseBash(script);
	if (root.hasError || stderrPipes.size > 0) return void 0;
	const commands = require_plain_script.plainCommandNodes(root, ALLOWED_KINDS, ALLOWED_PUNCT);
	if (commands === void 0) return void 0;
	const out = [];
	for (const c of commands) {
		const w = commandWords(c, script);
		if (w === void 0) return void 0;
		out.push(w);
	}
	return out;
}
/** `commands_for_exec_policy`: a plain `bash -lc` script splits; everything else is one argv. */
function lower(argv) {
	const script = shellScript(argv);
	if (script === void 0) return {
		commands: [argv],
		split: false
	};
	const plain = plainCommands(script);
	if (plain && plain.length > 0) return {
		commands: plain,
		split: true,
		script
	};
	return {
		commands: [argv],
		split: false,
		script
	};
}

// src/engines/codex/heuristics.ts
/**
* Codex's fallback for a command no rule matches (`command_safety/`,
* `is_dangerous_command.rs`, as the 0.169 binary behaves per the spec sheet):
* a forced `rm` (`-f`, `--force`, a flag cluster holding `f`), also behind
* `sudo` or `env`, is dangerous and prompts; for a script that is not plain,
* every literal command anywhere in its tree is scanned the same way. Other
* wrappers (`timeout`, `nice`, `\rm`) are not looked through.
*/
function forced(args) {
	return args.some((a) => a === "--force" || /^-[a-zA-Z]*f[a-zA-Z]*$/.test(a));
}
function dangerousArgv(argv) {
	let a = [...argv];
	for (;;) if (a[0] === "sudo") a = a.slice(1);
	else if (a[0] === "env") {
		a = a.slice(1);
		while (a[0] !== void 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(a[0])) a = a.slice(1);
	} else break;
	return a[0]?.split("/").pop() === "rm" && forced(a.slice(1));
}
function literal(node, src) {
	const text = src.slice(node.startIndex, node.endIndex);
	switch (node.type) {
		case "word":
		case "number": return text;
		case "raw_string": return text.slice(1, -1);
		case "string": return node.children.every((c) => !c.isNamed || c.type === "string_content") ? text.slice(1, -1) : void 0;
		case "concatenation": {
			let s = "";
			for (const c of node.children) {
				if (!c.isNamed) continue;
				const w = literal(c, src);
				if (w === void 0) return void 0;
				s += w;
			}
			return s;
		}
		case "command_name": return node.children[0] ? literal(node.children[0], src) : void 0;
		default: return;
	}
}
/** Every command in the script's tree, its words read literally where they are literal. */
function literalCommands(script) {
	const { root } = require_shell.parseBash(script);
	const out = [];
	const stack = [root];
	while (stack.length > 0) {
		const n = stack.pop();
		if (n.type === "command") {
			const words = [];
			for (const c of n.children) {
				if (!c.isNamed || c.type === "variable_assignment" || c.type.endsWith("redirect")) continue;
				const w = literal(c, script);
				if (w === void 0) break;
				words.push(w);
			}
			if (words.length > 0) out.push(words);
		}
		for (const c of n.children) stack.push(c);
	}
	return out;
}
/** `command_might_be_dangerous` for one checked argv (a lowered command, or the whole opaque shell argv). */
function mightBeDangerous(argv) {
	if (dangerousArgv(argv)) return true;
	const script = shellScript(argv);
	return script !== void 0 && literalCommands(script).some(dangerousArgv);
}

// src/engines/codex/layers/heuristics.ts
/**
* Layer 3: the fallback for unmatched commands. A dangerous one (a forced
* `rm`, also behind sudo or env, or anywhere literal in an opaque script)
* asks; under `never` it is rejected.
*/
const heuristicsLayer = {
	id: "heuristics",
	title: "Heuristics for unmatched commands (danger scan)",
	run(s) {
		const unmatched = s.checks.filter((c) => c.matches.length === 0);
		for (const c of unmatched) c.dangerous = mightBeDangerous(c.argv);
		const bad = unmatched.find((c) => c.dangerous);
		if (!bad) return {
			outcome: "pass",
			reason: "nothing dangerous among the unmatched commands"
		};
		const never = s.approval.kind === "never";
		s.decision = never ? "deny" : "ask";
		const what = bad.argv.join(" ");
		s.by = require_faithful.claim("heuristics", never ? `'${what}' looks dangerous (forced rm) and the approval policy never asks: rejected` : `'${what}' looks dangerous (forced rm): Codex asks`, null);
		return {
			outcome: s.decision,
			reason: s.by.reason
		};
	}
};

// src/engines/codex/layers/lowering.ts
/**
* Layer 1: what the exec policy is asked about. `exec_command` runs
* `/bin/bash -lc <cmd>`; a plain script is split into its commands, anything
* else stays the one `[/bin/bash, -lc, script]` argv (`commands_for_exec_policy`).
*/
const loweringLayer = {
	id: "lowering",
	title: "bash -lc lowering: plain scripts split, everything else opaque",
	run(s) {
		const input = s.call.input;
		const cmd = input["command"] ?? input["cmd"];
		s.argv = Array.isArray(cmd) ? cmd.map(String) : [
			"/bin/bash",
			input["login"] === false ? "-c" : "-lc",
			String(cmd ?? "")
		];
		s.lowered = lower(s.argv);
		const n = s.lowered.commands.length;
		if (s.lowered.split) return {
			outcome: "pass",
			reason: `plain script: ${n} command${n === 1 ? "" : "s"} checked one by one (${s.lowered.commands.map((c) => c.join(" ")).join(" | ")})`
		};
		if (s.lowered.script !== void 0) return {
			outcome: "pass",
			reason: "not a plain script (redirect, expansion, substitution, assignment, control flow, heredoc …): the whole bash -lc argv is checked as one command, so rules practically never match it"
		};
		return {
			outcome: "pass",
			reason: `argv checked as is: ${s.argv.join(" ")}`
		};
	}
};

// src/engines/codex/state.ts
function rulesLabel(m) {
	return `prefix_rule(${m.rule.text}, decision="${m.decision}")${m.justification ? ` "${m.justification}"` : ""}`;
}

// src/engines/codex/layers/rules.ts
/**
* Layer 2: the exec policy rules on every lowered command (host executables
* resolved, as the session always does). The strictest decision of all
* matches wins: forbidden rejects, prompt asks (rejected under `never` or
* granular rules=false); when every command is matched by an allow rule the
* command runs outside the sandbox.
*/
const rulesLayer = {
	id: "rules",
	title: "Exec policy rules (strictest match wins)",
	run(s) {
		s.checks = s.lowered.commands.map((argv) => ({
			argv,
			matches: matchesFor(s.stack.policy, argv, {
				resolveHost: true,
				cwd: s.stack.workspace
			}),
			dangerous: false
		}));
		if (s.stack.rulesLoadFailure) s.warnings.push(`no exec-policy rules are in force: ${s.stack.rulesLoadFailure.message}`);
		const all = s.checks.flatMap((c) => c.matches);
		const d = strictest(all.map((m) => m.decision));
		if (d === "forbidden") {
			const m = all.find((x) => x.decision === "forbidden");
			s.decision = "deny";
			s.by = require_faithful.claim("rules", `rejected by ${rulesLabel(m)}`, m.rule.loc);
			return {
				outcome: "deny",
				reason: s.by.reason,
				sources: [m.rule.loc]
			};
		}
		if (d === "prompt") {
			const m = all.find((x) => x.decision === "prompt");
			const never = s.approval.kind === "never" || s.approval.kind === "granular" && !s.approval.rules;
			s.decision = never ? "deny" : "ask";
			s.by = require_faithful.claim("rules", never ? `${rulesLabel(m)} requires approval, but the approval policy (${s.approval.kind}) never asks: rejected` : `approval required by ${rulesLabel(m)}`, m.rule.loc);
			return {
				outcome: s.decision,
				reason: s.by.reason,
				sources: [m.rule.loc]
			};
		}
		const unmatched = s.checks.filter((c) => c.matches.length === 0);
		if (unmatched.length === 0) {
			s.bypassSandbox = true;
			s.decision = "allow";
			const m = all[0];
			s.by = require_faithful.claim("rules", `every command is matched by an allow rule (${[...new Set(all.map(rulesLabel))].join(", ")}): Codex runs it outside the sandbox`, m.rule.loc);
			return {
				outcome: "allow",
				reason: s.by.reason,
				sources: all.map((x) => x.rule.loc)
			};
		}
		const matched = s.checks.length - unmatched.length;
		return {
			outcome: "pass",
			reason: `${unmatched.length} command${unmatched.length === 1 ? "" : "s"} ${unmatched.length === 1 ? "matches" : "match"} no rule${matched > 0 ? ` (${matched} allowed by a rule)` : ""}: the heuristics decide`,
			sources: all.map((x) => x.rule.loc)
		};
	}
};

// src/engines/codex/layers/sandbox.ts
const sandboxLayer = {
	id: "sandbox",
	title: "Sandbox (read-only, workspace-write, danger-full-access)",
	run(s) {
		if (s.decision !== "allow") return {
			outcome: "skip",
			reason: `not run: ${s.decision}`
		};
		const mode = s.sandbox;
		const src = s.stack.sandbox.source;
		if (s.bypassSandbox) return {
			outcome: "pass",
			reason: "unsandboxed: allow rules run the command outside the sandbox, whatever sandbox_mode says",
			sources: [src]
		};
		if (mode === "danger-full-access") return {
			outcome: "pass",
			reason: `unsandboxed: sandbox_mode danger-full-access (${s.stack.sandbox.origin})`,
			sources: [src]
		};
		return {
			outcome: "pass",
			reason: `sandboxed: ${mode} (${s.stack.sandbox.origin})${mode === "read-only" ? ", writes and network fail" : ", writes outside the workspace and network fail"}`,
			sources: [src]
		};
	}
};

// src/engines/codex/risks.ts
/**
* Where what bash would run differs from what Codex checks (whale-perm's
* tree-sitter analysis is the ground truth): a wrapper (`timeout 5 rm`,
* `nice rm`, `sudo rm`) or an opaque script hides a program that a forbidden
* or prompt rule names; code that nobody can read before it runs. Risks never
* change the decision.
*/
const restrictiveOf = /* @__PURE__ */ new WeakMap();
/** The forbidden and prompt rules of the stack, once per policy (not once per call). */
function restrictive(s) {
	let out = restrictiveOf.get(s.stack.policy.byProgram);
	if (!out) {
		out = [...s.stack.policy.byProgram.values()].flat().filter((r) => r.decision !== "allow");
		restrictiveOf.set(s.stack.policy.byProgram, out);
	}
	return out;
}
const label = (r) => `prefix_rule(${r.text}, decision="${r.decision}")`;
function codexRisks(s) {
	const script = s.lowered?.script;
	if (script === void 0 || !script.trim()) return [];
	const shell = require_shell.analyzeShell(script);
	const rules = restrictive(s);
	const out = [];
	for (const o of shell.opaque) out.push(require_faithful.hiddenCodeRisk(shell, o, "Codex", rules.map((r) => ({
		label: label(r),
		source: r.loc
	}))));
	if (s.decision === "deny") return require_faithful.uniqueRisks(out);
	const checked = new Set(s.checks.map((c) => JSON.stringify(c.argv)));
	shell.segments.forEach((seg, i) => {
		if (seg.argv.length === 0 || checked.has(JSON.stringify(seg.argv))) return;
		const hits = matchesFor(s.stack.policy, seg.argv, {
			resolveHost: true,
			cwd: s.stack.workspace
		}).filter((m) => m.decision !== "allow");
		if (hits.length === 0) return;
		const names = [...new Set(hits.map((m) => label(m.rule)))].join(", ");
		const why = seg.wrappers.length > 0 ? `the wrapper '${seg.wrappers.join(" ")}' hides '${seg.argv[0]}' from the rule` : s.lowered.split ? `Codex checks '${seg.rawArgv.join(" ")}' as written` : "the script is not plain, so Codex checks the whole bash -lc argv and never this command";
		out.push(require_faithful.risk("agent-misses", `bash runs '${seg.argv.join(" ")}', which ${names} names, but ${why}; it is not ${hits.some((m) => m.decision === "forbidden") ? "rejected" : "prompted"}`, {
			segment: i,
			evades: hits.map((m) => m.rule.loc)
		}));
	});
	return require_faithful.uniqueRisks(out);
}

// src/engines/codex/rules.ts
/**
* Codex's prefix rules as data (Engine.rules) and its matcher for one rule
* (Engine.ruleMatches), for the trace's `matches` and the shared lint
* checks. A `prefix_rule` whose first token lists alternatives is one rule
* per program in Codex's policy (parser.rs, the `prefix_rule` builtin: one
* rule per alternative of the first token), so it is one record per program
* here: `default.rules#3.1`, `#3.2`.
* Which rules match is `matchesFor` (policy.rs `matches_for_command`), the
* same function the rules layer uses.
*/
const indexes = /* @__PURE__ */ new WeakMap();
function quote(w) {
	return /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'"'"'`)}'`;
}
const RANK = {
	allow: 0,
	prompt: 1,
	forbidden: 2
};
const norm = (t) => typeof t === "string" ? t : [...t].sort();
function codexRuleIndex(stack) {
	const hit = indexes.get(stack);
	if (hit) return hit;
	const fileOrder = new Map(stack.rulesFiles.map((f, i) => [f, i]));
	const all = [...stack.policy.byProgram.values()].flat();
	const heads = new Map(all.map((r) => [r, r.text.startsWith("[[") ? JSON.parse(r.text)[0] : r.first]));
	const base = new Map(stack.rulesFiles.map((f) => [f, (0, node_path.basename)(f)]));
	const headIndex = (r) => {
		const head = heads.get(r);
		return typeof head === "string" ? 0 : Math.max(0, head.indexOf(r.first));
	};
	all.sort((a, b) => (fileOrder.get(a.loc.file) ?? 0) - (fileOrder.get(b.loc.file) ?? 0) || a.loc.line - b.loc.line || a.loc.column - b.loc.column || headIndex(a) - headIndex(b));
	const records = [];
	const byId = /* @__PURE__ */ new Map();
	const idOf = /* @__PURE__ */ new Map();
	const position = /* @__PURE__ */ new Map();
	let lastLoc = "";
	for (const r of all) {
		const locKey = `${r.loc.file}:${r.loc.line}:${r.loc.column}`;
		if (locKey !== lastLoc) position.set(r.loc.file, (position.get(r.loc.file) ?? 0) + 1);
		lastLoc = locKey;
		const head = heads.get(r);
		const n = position.get(r.loc.file);
		const id = `${base.get(r.loc.file) ?? (0, node_path.basename)(r.loc.file)}#${n}${typeof head === "string" ? "" : `.${headIndex(r) + 1}`}`;
		byId.set(id, r);
		idOf.set(r, id);
		records.push({
			id,
			source: r.loc,
			action: r.decision,
			kind: "command-prefix",
			pattern: [r.first, ...r.rest.map((t) => typeof t === "string" ? t : t[0])].map(quote).join(" "),
			text: `prefix_rule(${r.text}, decision="${r.decision}")`,
			key: JSON.stringify([r.first, ...r.rest.map(norm)]),
			layer: "rules",
			rank: RANK[r.decision],
			call: {
				tool: "exec_command",
				key: "command"
			}
		});
	}
	const index = {
		records,
		byId,
		idOf
	};
	indexes.set(stack, index);
	return index;
}
/** Lowered calls, so a call tried against many rules is parsed once (bounded: cleared when full). */
const lowered = /* @__PURE__ */ new Map();
const LOWERED_MAX = 5e4;
/** The argv Codex checks for a call, as the lowering layer makes them. */
function loweredCommands(call) {
	const cmd = call.input["command"] ?? call.input["cmd"];
	const argv = Array.isArray(cmd) ? cmd.map(String) : [
		"/bin/bash",
		call.input["login"] === false ? "-c" : "-lc",
		String(cmd ?? "")
	];
	const key = JSON.stringify(argv);
	let out = lowered.get(key);
	if (!out) {
		if (lowered.size >= LOWERED_MAX) lowered.clear();
		out = lower(argv).commands;
		lowered.set(key, out);
	}
	return out;
}
function codexRuleMatches(stack, rule, call) {
	const r = codexRuleIndex(stack).byId.get(rule.id);
	if (!r) return false;
	const one = {
		byProgram: /* @__PURE__ */ new Map([[r.first, [r]]]),
		hostExecutables: stack.policy.hostExecutables,
		networkRules: 0
	};
	return loweredCommands(call).some((argv) => matchesFor(one, argv, {
		resolveHost: true,
		cwd: stack.workspace
	}).length > 0);
}
/**
* Every matching rule of a call, winner first, each once. Codex collects
* every match and the strictest decision wins (policy.rs `Evaluation`);
* the rules layer names the first rule with that decision.
* - forbidden / prompt: that rule decides (a prompt under approval policy
*   never is overridden: the policy rejects instead); the rest are shadowed
*   by it;
* - every command matched by an allow: each allow decided its command;
* - some command unmatched: the matched rules are overridden (the
*   heuristics decide the call).
*/
function codexMatches(stack, checks, never, split) {
	const { idOf } = codexRuleIndex(stack);
	const seen = /* @__PURE__ */ new Map();
	checks.forEach((c, i) => {
		for (const m of c.matches) {
			const id = idOf.get(m.rule);
			if (id !== void 0 && !seen.has(id)) seen.set(id, {
				m,
				segment: i
			});
		}
	});
	if (seen.size === 0) return { matches: [] };
	const order = {
		forbidden: 2,
		prompt: 1,
		allow: 0
	};
	const entries = [...seen.entries()];
	const top = entries.reduce((a, b) => order[b[1].m.decision] > order[a[1].m.decision] ? b : a);
	const seg = (s) => split ? { segment: s } : {};
	const unmatched = checks.some((c) => c.matches.length === 0);
	if (top[1].m.decision === "allow") return {
		matches: entries.map(([rule, { segment }]) => unmatched ? {
			rule,
			layer: "rules",
			effect: "overridden",
			why: "another command of the call matches no rule, so the heuristics decide",
			...seg(segment)
		} : {
			rule,
			layer: "rules",
			effect: "decided",
			why: "every command is matched by an allow rule",
			...seg(segment)
		}),
		...unmatched ? {} : { winner: entries[0][0] }
	};
	const [winId, win] = top;
	const first = win.m.decision === "prompt" && never ? {
		rule: winId,
		layer: "rules",
		effect: "overridden",
		why: "it requires approval, but the approval policy never asks, so the call is rejected",
		...seg(win.segment)
	} : {
		rule: winId,
		layer: "rules",
		effect: "decided",
		why: `the strictest decision of all matching rules (${win.m.decision})`,
		...seg(win.segment)
	};
	return {
		matches: [first, ...entries.filter(([id]) => id !== winId).map(([rule, { m, segment }]) => ({
			rule,
			layer: "rules",
			effect: "shadowed",
			by: winId,
			why: m.decision === win.m.decision ? `the first matching ${m.decision} rule is the one cited` : `${win.m.decision} is stricter than ${m.decision}, and the strictest match wins`,
			...seg(segment)
		}))],
		...first.effect === "decided" ? { winner: winId } : {}
	};
}

// src/engines/codex/pipeline.ts
/** Codex's decision for one exec call, in order; each stage in its own file under layers/. */
const PIPELINE = [
	loweringLayer,
	rulesLayer,
	heuristicsLayer,
	approvalLayer,
	sandboxLayer
];
var BadCallContext = class extends require_usage_error.UsageError {};
const SANDBOXES = [
	"read-only",
	"workspace-write",
	"danger-full-access"
];
function approvalFor(stack, opts) {
	if (opts.posture === void 0) return stack.approval.value;
	const p = opts.posture.trim();
	if (p === "untrusted") return { kind: "untrusted" };
	if (p === "on-request" || p === "never") return parseApproval(p, {
		file: "--posture",
		loc: void 0
	});
	throw new BadCallContext(`--posture ${opts.posture}: codex approval policies are on-request, never, untrusted (granular: set approval_policy in config.toml)`);
}
function sandboxFor(stack, opts) {
	if (opts.mode === void 0) return stack.sandbox.value;
	const m = opts.mode.trim();
	if (!SANDBOXES.includes(m)) throw new BadCallContext(`--mode ${opts.mode}: codex sandbox modes are ${SANDBOXES.join(", ")}`);
	return m;
}
function evaluateCodex(stack, call, opts) {
	const s = {
		stack,
		call,
		opts,
		approval: approvalFor(stack, opts),
		sandbox: sandboxFor(stack, opts),
		checks: [],
		bypassSandbox: false,
		warnings: [...stack.warnings]
	};
	const layers = require_faithful.runLayers(PIPELINE, s, (layer) => layer.id !== "sandbox" && s.decision !== void 0 ? `not reached: ${s.by?.layer} decided` : void 0);
	const trace = {
		engine: "codex",
		call,
		decision: s.decision ?? "ask",
		decidedBy: s.by ?? {
			layer: "approval",
			reason: "no decision",
			source: null
		},
		layers,
		segments: [],
		risks: [],
		branches: [],
		unknowns: [],
		warnings: s.warnings
	};
	if (s.lowered && (s.lowered.split ? s.lowered.commands.length > 1 : false)) trace.segments = s.checks.map((c) => {
		const d = c.matches.length > 0 ? c.matches.reduce((a, m) => m.decision === "forbidden" || m.decision === "prompt" && a !== "forbidden" ? m.decision : a, "allow") : c.dangerous ? "prompt" : "unmatched";
		const decision = d === "forbidden" ? "deny" : d === "prompt" ? "ask" : "allow";
		const top = c.matches.find((m) => m.decision === d) ?? c.matches[0];
		return {
			text: c.argv.join(" "),
			argv: c.argv,
			operator: null,
			decision,
			reason: top ? rulesLabel(top) : c.dangerous ? "dangerous (forced rm)" : "no rule matches (runs in the sandbox)",
			source: top?.rule.loc ?? null
		};
	});
	const never = s.approval.kind === "never" || s.approval.kind === "granular" && !s.approval.rules;
	const m = codexMatches(stack, s.checks, never, s.lowered?.split === true && s.checks.length > 1);
	trace.matches = m.matches;
	if (m.winner !== void 0 && s.by?.layer === "rules") trace.decidedBy = {
		...trace.decidedBy,
		rule: m.winner
	};
	trace.risks = codexRisks(s);
	return trace;
}

// src/engines/codex/engine.ts
/** The codex engine object. */
const codex = {
	...require_about.about,
	id: "codex",
	layers: PIPELINE.map(({ id, title }) => ({
		id,
		title
	})),
	defaultTool: "exec_command",
	knownTools: ["exec_command", "shell"],
	loadStack: loadCodexStack,
	evaluate: evaluateCodex,
	describeStack: describeCodexStack,
	problems: (s) => s.problems,
	rules: (s) => codexRuleIndex(s).records,
	ruleMatches: codexRuleMatches,
	hooks: () => [],
	checks: []
};

exports.codex = codex;