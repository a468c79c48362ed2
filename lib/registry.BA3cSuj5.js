// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_lazy = require("./lazy.DGyWU55e.js");
const require_about = require("./about.B_BMXniq.js");
const require_about$1 = require("./about.TL3swTOM.js");
const require_about$2 = require("./about.Cmyz6jRv.js");
const require_about$3 = require("./about.aO3dBNjD.js");

// src/core/trace.ts
/** The label of a pseudo-location (`--allowed-tools`, `$GROK_SANDBOX`, `-c approval_policy=never`), else undefined. */
function pseudoLabel(loc) {
	if (!loc || loc.line > 0) return void 0;
	return /^(-|\$)/.test(loc.file) ? loc.file : void 0;
}
function split(locs) {
	const real = [];
	const from = [];
	for (const l of locs) {
		const label = pseudoLabel(l);
		if (label === void 0) real.push(l);
		else if (!from.includes(label)) from.push(label);
	}
	return {
		real,
		from
	};
}
function one(x) {
	const label = pseudoLabel(x.source);
	if (label === void 0) return x;
	return {
		...x,
		source: null,
		from: x.from ?? label
	};
}
function layer(l) {
	if (!l.sources.some((s) => pseudoLabel(s) !== void 0)) return l;
	const { real, from } = split(l.sources);
	return {
		...l,
		sources: real,
		from: [.../* @__PURE__ */ new Set([...l.from ?? [], ...from])]
	};
}
function risk(r) {
	if (!r.evades?.some((s) => pseudoLabel(s) !== void 0)) return r;
	const { real, from } = split(r.evades);
	return {
		...r,
		evades: real,
		evadesFrom: [.../* @__PURE__ */ new Set([...r.evadesFrom ?? [], ...from])]
	};
}
/** Whether some layer cites a pseudo-location: asked of every trace, so plain loops (no closure per layer). */
function layersHavePseudo(ls) {
	for (const l of ls) for (const s of l.sources) if (pseudoLabel(s) !== void 0) return true;
	return false;
}
/** The fields that may hold pseudo-locations, each with its check and its repair. */
const FIELDS = {
	decidedBy: {
		has: (d) => pseudoLabel(d.source) !== void 0,
		fix: (d) => one(d)
	},
	layers: {
		has: layersHavePseudo,
		fix: (ls) => ls.map(layer)
	},
	segments: {
		has: (ss) => ss.some((s) => pseudoLabel(s.source) !== void 0),
		fix: (ss) => ss.map((s) => one(s))
	},
	branches: {
		has: (bs) => bs.some((b) => pseudoLabel(b.source) !== void 0),
		fix: (bs) => bs.map((b) => one(b))
	},
	risks: {
		has: (rs) => rs.some((r) => r.evades?.some((s) => pseudoLabel(s) !== void 0)),
		fix: (rs) => rs.map(risk)
	}
};
const FIELD_NAMES = Object.keys(FIELDS);
/** The value with its pseudo-locations repaired, the same value when it has none. */
function repaired(key, value) {
	const f = FIELDS[key];
	return f.has(value) ? f.fix(value) : value;
}
/**
* The trace with every pseudo-location replaced by `null` and a `from`
* label. Returns the same object when there is none (the common case costs
* one scan and no copy). A field the engine computes on first read (an
* accessor: san's and grok's risks and segments, which `diff` and lint's
* witnesses never read) is not read here: it is repaired when it is first
* read, so its cost stays where the engine put it.
*/
function normaliseTrace(t) {
	const lazy = [];
	let has = false;
	for (const key of FIELD_NAMES) {
		const d = Object.getOwnPropertyDescriptor(t, key);
		if (d?.get !== void 0) lazy.push([key, d.get]);
		else if (!has && d !== void 0) has = FIELDS[key].has(d.value);
	}
	if (!has && lazy.length === 0) return t;
	let out = t;
	if (has) {
		out = require_lazy.copyKeepingLazy(t);
		for (const key of FIELD_NAMES) {
			if (lazy.some(([k]) => k === key)) continue;
			const value = repaired(key, t[key]);
			Object.defineProperty(out, key, {
				value,
				writable: true,
				enumerable: true,
				configurable: true
			});
		}
	}
	for (const [key, get] of lazy) {
		const raw = out === t ? require_lazy.pendingCompute(t, key) ?? (() => get.call(t)) : require_lazy.isLazyField(key, Object.getOwnPropertyDescriptor(t, key)) || !Object.getOwnPropertyDescriptor(t, key)?.get ? () => t[key] : () => get.call(t);
		require_lazy.lazyField(out, key, () => repaired(key, raw()));
	}
	return out;
}
/** A decision alone (`Engine.decide`) with the same hygiene as its trace's `decidedBy`. */
function normaliseDecision(d) {
	return FIELDS.decidedBy.has(d.decidedBy) ? {
		decision: d.decision,
		decidedBy: FIELDS.decidedBy.fix(d.decidedBy)
	} : d;
}
/** Rule records with the same hygiene: a rule from a flag or the environment has `source: null` and `from`. */
function normaliseRules(rules) {
	return rules.some((r) => pseudoLabel(r.source) !== void 0) ? rules.map((r) => one(r)) : rules;
}
/** The stack view with the same hygiene: settings, rules, hooks and ignored values from a flag or the environment have `source: null` and `from`. */
function normaliseStackReport(r) {
	if (![
		r.settings,
		r.rules,
		r.hooks,
		r.ignored
	].some((xs) => xs.some((x) => pseudoLabel(x.source) !== void 0))) return r;
	return {
		...r,
		settings: r.settings.map((x) => one(x)),
		rules: r.rules.map((x) => one(x)),
		hooks: r.hooks.map((x) => one(x)),
		ignored: r.ignored.map((x) => one(x))
	};
}

// src/engines/codewhale/about.ts
const about$1 = {
	id: "codewhale",
	name: "Codewhale",
	summary: "Codewhale's authorization order (seed 000): config.toml, permissions.toml typed rules, hooks, postures, the sandbox",
	defaultTool: "exec_shell",
	tools: {
		shell: {
			tool: "exec_shell",
			key: "command"
		},
		read: {
			tool: "read_file",
			key: "path"
		},
		write: {
			tool: "write_file",
			key: "path"
		},
		edit: {
			tool: "edit_file",
			key: "path"
		},
		fetch: {
			tool: "fetch_url",
			key: "url"
		}
	},
	modes: [
		"plan",
		"work",
		"operate"
	],
	options: [
		{
			name: "config",
			alias: "c",
			type: "string",
			array: true,
			default: [],
			scope: "stack",
			describe: "a runtime override KEY=VALUE, as codewhale -c (repeatable)"
		},
		{
			name: "posture",
			type: "string",
			scope: "call",
			describe: "the permission posture: ask|auto-review|full-access|never (default: the stack's approval_policy)"
		},
		{
			name: "guardian",
			type: "string",
			choices: ["approve", "reject"],
			scope: "call",
			describe: "pin the auto-review guardian's verdict (default: branches over both)"
		}
	],
	checkTexts: {
		schema: {
			short: "A value Codewhale rejects or ignores in config.toml, permissions.toml or hooks.toml: an unknown key, a wrong type, an unknown value or tool name.",
			full: "Codewhale refuses to start on a broken user config.toml or permissions.toml, and ignores a broken project overlay with a warning; a [[rules]] entry naming a tool nothing registers never matches."
		},
		"duplicate-rule": {
			short: "Two [[rules]] entries in permissions.toml with the same tool and matcher: one is dead weight, or the two contradict each other.",
			full: "Codewhale selects one typed rule per call; a second rule with the same tool, command or path and layer either repeats the first or loses to it by deny > ask > allow without a word."
		},
		"shadowed-rule": {
			short: "A permissions.toml rule that is never selected: every call it matches is also matched by a rule that wins over it.",
			full: "Codewhale picks the typed rule from the higher layer (User > Agent > BuiltinDefault), then the stronger action (deny > ask > allow), and only then the more specific matcher, so a broad ask or deny hides every narrower allow it covers."
		},
		"allow-unreachable": { short: "An allow rule in permissions.toml that a hard denied prefix (a command deny on a shell tool) always overrides: every command it admits is blocked." },
		"overlay-loosening": { short: "A value in the project overlay .codewhale/config.toml that would loosen the user config.toml: Codewhale ignores it, since an overlay may only tighten." },
		"ignored-file": { short: "A Codewhale file that exists but is never read (a project .codewhale/permissions.toml, hooks of an untrusted workspace), so nothing in it applies." },
		"ask-never-prompts": { short: "A typed ask rule in a posture that never prompts: denied under approval_policy never, run unreviewed under Full Access." },
		"broad-allow": { short: "A permissions.toml allow that admits far more than it names: tool-wide on exec_shell or a write tool, an exec vehicle such as bash or python, or a prefix that admits a dangerous command." },
		"path-never-matches": { short: "A permissions.toml matcher Codewhale can never satisfy: a relative or `..` workspace, a path that traverses, a path on exec_shell, a command on a tool that has none." },
		"requirements-violation": {
			short: "An approval_policy or sandbox_mode that the managed requirements.toml does not allow: Codewhale refuses to start.",
			full: "Codewhale validates the resolved configuration (user config, environment, -c overrides, managed config, overlay) against allowed_approval_policies and allowed_sandbox_modes last, and stops when a value is outside them."
		},
		"hook-risk": { short: "A Codewhale hook that does not protect: a strict hook (continue_on_error = false) whose program is missing blocks every matching call; a lenient or background security hook lets calls through when it fails." }
	},
	example: "rules-examples/codewhale",
	load: async () => (await Promise.resolve().then(() => require("./codewhale.BCg7fWkR.js"))).codewhale
};

// src/engines/grok/about.ts
const about = {
	id: "grok",
	name: "grok-build",
	summary: "grok-build's authorization chain (seed 003, xai-org/grok-build at 19d42e35): [permission] rules in ~/.grok/config.toml, requirements, the Claude fallback, hooks, the sandbox",
	defaultTool: "Bash",
	tools: {
		shell: {
			tool: "Bash",
			key: "command"
		},
		read: {
			tool: "Read",
			key: "path"
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
	options: [{
		name: "session-rule",
		type: "string",
		array: true,
		default: [],
		scope: "stack",
		describe: "a session permission already granted, e.g. 'Bash(git:*)' (repeatable)"
	}, {
		name: "classifier",
		type: "string",
		choices: [
			"allow",
			"ask",
			"deny"
		],
		scope: "call",
		describe: "pin the auto-mode classifier's verdict (default: branches over each)"
	}],
	checkTexts: {
		schema: {
			short: "A value grok-build rejects or skips in ~/.grok/config.toml, requirements.toml, managed_config.toml, .grok/config.toml or a hooks/*.json file: bad TOML or JSON, a wrong type, a rule it cannot parse.",
			full: "grok-build skips a configuration file it cannot read with a warning and goes on with the others, so every Bash(...) rule in it is silently gone."
		},
		"duplicate-rule": { short: "Two Bash(...) or tool rules in the [permission] lists of ~/.grok/config.toml (or another tier) with the same tool and matcher: dead weight, or a contradiction that deny > ask > allow settles silently." },
		"shadowed-rule": { short: "A grok-build rule that never applies: a compact [permission] list hides the verbose list of its table, or an ask always holds what an allow names." },
		"allow-unreachable": { short: "A [permission] allow rule that never takes effect: a deny rule matches the very call it names (deny > ask > allow, in any tier order)." },
		"overlay-loosening": { short: "A project .grok/config.toml or .claude/settings.json value that loosens the user ~/.grok/config.toml for everyone who opens the folder once it is trusted." },
		"ignored-file": { short: "A grok-build file that exists but is never read: a project .grok/config.toml or .grok/hooks/*.json in an untrusted folder, so none of its Bash(...) rules or hooks apply." },
		"ask-never-prompts": { short: "A grok-build ask rule that cannot prompt: under dontAsk it denies, under always-approve an ask on a non-shell tool lets the call run." },
		"broad-allow": { short: "A [permission] allow in ~/.grok/config.toml that admits far more than it names: a catch-all Bash(*), MCP or WebFetch rule, every edit, or a program that runs whatever it is handed." },
		"path-never-matches": { short: "A grok-build rule it can never match: an mcp__ name, a ~ or // path matched literally, a glob grok-build rejects." },
		"requirements-violation": { short: "grok-build's requirements.toml outranks the other tiers rather than rejecting them, so this check reports nothing for grok-build; what requirements.toml pins shows in `stack`." },
		"hook-risk": { short: "A grok-build PreToolUse hook that does not protect what it seems to: a Claude-style answer grok-build ignores, a missing program (grok-build fails open), a matcher that never fires." },
		"prefix-overreach": { short: "A Bash(...) deny or ask rule in ~/.grok/config.toml that is a raw string prefix: with no word boundary it also matches other programs (Bash(git) denies gitleaks)." }
	},
	example: "rules-examples/grok",
	load: async () => (await Promise.resolve().then(() => require("./grok.BO-j9c8b.js"))).grok
};

// src/engines/registry.ts
const ENGINES = [
	about$1,
	require_about$3.about,
	about,
	require_about.about,
	require_about$1.about,
	require_about$2.about
];
const ENGINE_IDS = ENGINES.map((e) => e.id);
/** How each engine's agent is named to a person. */
const AGENT_NAME = Object.fromEntries(ENGINES.map((e) => [e.id, e.name]));
function aboutEngine(id) {
	return ENGINES.find((e) => e.id === id);
}
const loaded = /* @__PURE__ */ new Map();
/**
* The engine, loaded on demand, with the contract's hygiene applied once to
* everything it returns: no pseudo-location (`--allowed-tools`,
* `$GROK_SANDBOX`) ever appears as a `source` (see core/trace.ts).
*/
function loadEngine(id) {
	let p = loaded.get(id);
	if (!p) {
		const about = aboutEngine(id);
		if (!about) return Promise.reject(/* @__PURE__ */ new Error(`unknown engine ${id}`));
		p = about.load().then(wrap);
		loaded.set(id, p);
	}
	return p;
}
function wrap(engine) {
	const { evaluate, decide, rules, describeStack } = engine;
	return {
		...engine,
		evaluate: (stack, call, opts) => normaliseTrace(evaluate.call(engine, stack, call, opts)),
		...decide ? { decide: (stack, call, opts) => normaliseDecision(decide.call(engine, stack, call, opts)) } : {},
		describeStack: (stack) => normaliseStackReport(describeStack.call(engine, stack)),
		...rules ? { rules: (stack) => normaliseRules(rules.call(engine, stack)) } : {}
	};
}

Object.defineProperty(exports, "AGENT_NAME", {
  enumerable: true,
  get: function () {
    return AGENT_NAME;
  }
});
Object.defineProperty(exports, "ENGINES", {
  enumerable: true,
  get: function () {
    return ENGINES;
  }
});
Object.defineProperty(exports, "ENGINE_IDS", {
  enumerable: true,
  get: function () {
    return ENGINE_IDS;
  }
});
Object.defineProperty(exports, "about", {
  enumerable: true,
  get: function () {
    return about;
  }
});
Object.defineProperty(exports, "about$1", {
  enumerable: true,
  get: function () {
    return about$1;
  }
});
Object.defineProperty(exports, "loadEngine", {
  enumerable: true,
  get: function () {
    return loadEngine;
  }
});