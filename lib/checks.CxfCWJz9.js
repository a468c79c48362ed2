// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");
const require_docs = require("./docs.DdVLRJxu.js");
const require_witness = require("./witness.B26DRAqM.js");

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
	docs: require_docs.ruleDocPath("deny-bypassable")
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
			const witness = sample !== void 0 ? require_witness.findWitness(ctx, [{ call: {
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
		const witness = require_witness.findWitness(ctx, candidates, (t) => t.decision !== r.action && !matched(t, r) ? "strong" : false);
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

// src/engines/claude/checks/index.ts
const CLAUDE_OWN_CHECKS = [deny_bypassable_exports];

Object.defineProperty(exports, "CLAUDE_OWN_CHECKS", {
  enumerable: true,
  get: function () {
    return CLAUDE_OWN_CHECKS;
  }
});
Object.defineProperty(exports, "bashPatternMatches", {
  enumerable: true,
  get: function () {
    return bashPatternMatches;
  }
});
Object.defineProperty(exports, "literalPrefix", {
  enumerable: true,
  get: function () {
    return literalPrefix;
  }
});
Object.defineProperty(exports, "normalizePattern", {
  enumerable: true,
  get: function () {
    return normalizePattern;
  }
});
Object.defineProperty(exports, "patternProgram", {
  enumerable: true,
  get: function () {
    return patternProgram;
  }
});