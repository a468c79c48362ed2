// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/core/pipeline.ts
function claim(layer, reason, source) {
	return {
		layer,
		reason,
		source: source ?? null
	};
}
/**
* Runs the layers in order. `skip` decides, before each layer, whether it is
* reached: it returns the reason a layer is not run, or undefined to run it.
* `record` false runs them the same way and records no row (an engine's
* decision alone, `Engine.decide`: the rows are read from the trace only).
*/
function runLayers(layers, state, skip, record = true) {
	if (!record) {
		for (const layer of layers) if (skip(layer) === void 0) layer.run(state);
		return [];
	}
	return layers.map((layer, i) => {
		const why = skip(layer);
		const r = why !== void 0 ? {
			outcome: "skip",
			reason: why
		} : layer.run(state);
		return {
			id: layer.id,
			order: i + 1,
			title: layer.title,
			outcome: r.outcome,
			reason: r.reason,
			sources: (r.sources ?? []).filter((x) => x !== null && x !== void 0)
		};
	});
}
/**
* The usual fold: a block wins, then a prompt, then anything the simulation
* could not determine (never resolved to allow), then what cleared the call;
* `otherwise` says what a call nothing decided comes to in this engine.
*/
function foldClaims(c, otherwise) {
	if (c.denied) return {
		decision: "deny",
		decidedBy: c.denied
	};
	if (c.prompt) return {
		decision: "ask",
		decidedBy: c.prompt
	};
	if (c.unresolved.length > 0) return {
		decision: "ask",
		decidedBy: c.unresolved[0]
	};
	if (c.cleared) return {
		decision: "allow",
		decidedBy: c.cleared
	};
	return {
		decision: otherwise.decision,
		decidedBy: otherwise.by
	};
}
/** Whether two [start, end) ranges share a character. */
function overlaps(a, b) {
	return a[0] < b[1] && b[0] < a[1];
}
/** A segment's row in the trace: the decision its own evaluation reached, and why. */
function segmentVerdict(seg, t) {
	return {
		text: seg.text,
		argv: seg.argv,
		operator: seg.operator,
		decision: t.decision,
		reason: t.decidedBy.reason,
		source: t.decidedBy.source
	};
}
/**
* A call that is one plain command (one segment, nothing opaque, nothing
* around it) is its own segment row: the whole call's verdict, with no
* second evaluation. Undefined when the call is compound.
*/
function plainCommandRow(shell, t) {
	const seg = shell.segments[0];
	if (shell.segments.length !== 1 || shell.opaque.length > 0 || seg === void 0 || seg.text !== shell.input.trim()) return void 0;
	return [segmentVerdict({
		...seg,
		operator: null
	}, t)];
}
/**
* What a segment's own evaluation can depend on: everything about it but
* where it stands (its range and the operator before it), and the opaque
* parts and writes inside it, placed relative to its start. Two segments
* with one key meet the same verdict.
*/
function segmentKey(shell, seg) {
	const { range, operator: _operator, ...rest } = seg;
	const inside = (r) => r[0] < range[1] && range[0] < r[1];
	const at = (r) => [r[0] - range[0], r[1] - range[0]];
	return JSON.stringify([
		rest,
		shell.opaque.filter((o) => inside(o.range)).map((o) => ({
			...o,
			range: at(o.range)
		})),
		shell.writes.filter((w) => inside(w.range)).map((w) => ({
			...w,
			range: at(w.range)
		}))
	]);
}
/** Equal JSON-like values (primitives, arrays, plain objects), compared in place: no key string is built. */
function sameValue(a, b) {
	if (a === b) return true;
	if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
	if (Array.isArray(a)) {
		if (!Array.isArray(b) || a.length !== b.length) return false;
		for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
		return true;
	}
	if (Array.isArray(b)) return false;
	const ka = Object.keys(a);
	if (ka.length !== Object.keys(b).length) return false;
	for (const k of ka) {
		if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
		if (!sameValue(a[k], b[k])) return false;
	}
	return true;
}
/** Whether two segments' own evaluations read the same thing: what segmentKey encodes, compared in place. */
function sameSegmentInput(shell, a, b) {
	const ka = Object.keys(a);
	if (ka.length !== Object.keys(b).length) return false;
	for (const k of ka) {
		if (k === "range" || k === "operator") continue;
		if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
		if (!sameValue(a[k], b[k])) return false;
	}
	return sameInside(shell.opaque, a.range, b.range) && sameInside(shell.writes, a.range, b.range);
}
/** The findings inside each range, placed relative to its start, are the same list. */
function sameInside(found, ra, rb) {
	if (found.length === 0) return true;
	const inA = found.filter((f) => f.range[0] < ra[1] && ra[0] < f.range[1]);
	const inB = found.filter((f) => f.range[0] < rb[1] && rb[0] < f.range[1]);
	if (inA.length !== inB.length) return false;
	for (let i = 0; i < inA.length; i++) {
		const x = inA[i];
		const y = inB[i];
		if (x.range[0] - ra[0] !== y.range[0] - rb[0] || x.range[1] - ra[0] !== y.range[1] - rb[0]) return false;
		const { range: _x, ...restX } = x;
		const { range: _y, ...restY } = y;
		if (!sameValue(restX, restY)) return false;
	}
	return true;
}
/**
* Per-segment evaluation with repeats answered once: a chain of 20,000
* `true` is one evaluation, not 20,000. Two segments are repeats when
* segmentKey would give them one key (compared in place, bucketed by text,
* so no key string is built per segment). The row keeps each segment's own
* text and operator. `evaluate` gets the segment and its index; `context`,
* when an engine's evaluation of a segment also reads something the key does
* not cover (the segments nested in it), gives that as a JSON-like value,
* and segments are repeats only when it is equal too.
*/
function eachSegmentOnce(shell, evaluate, context) {
	const byText = /* @__PURE__ */ new Map();
	return shell.segments.map((seg, i) => {
		const ctx = context ? context(seg, i) : void 0;
		let bucket = byText.get(seg.text);
		if (bucket === void 0) byText.set(seg.text, bucket = []);
		let hit = bucket.find((b) => sameSegmentInput(shell, b.seg, seg) && sameValue(b.ctx, ctx));
		if (hit === void 0) {
			hit = {
				seg,
				ctx,
				t: evaluate(seg, i)
			};
			bucket.push(hit);
		}
		return segmentVerdict(seg, hit.t);
	});
}

// src/core/faithful.ts
function segmentIndex(shell, range) {
	const i = shell.segments.findIndex((s) => overlaps(s.range, range));
	return i < 0 ? void 0 : i;
}
/** `(permissions.toml:9)`: the file's name and line; the whole location is in `evades`. */
function where(loc) {
	if (!loc) return "";
	const name = loc.file.split(/[\\/]/).pop() ?? loc.file;
	return loc.line > 0 ? ` (${name}:${loc.line})` : ` (${name})`;
}
/** At most this many rules are named in a message; the rest are counted (all are in `evades`). */
const NAMED = 3;
/**
* The risk of one opaque part of the ground-truth reading: code that runs
* but that neither the agent nor whale-perm can read before it runs.
* `agent` is the agent's display name; `evades` the deny or ask rules that
* would not stop what it runs (the rules that could name such a command).
*/
function hiddenCodeRisk(shell, o, agent, evades) {
	const detail = o.detail.replace(/\.\s*$/, "");
	const named = evades.slice(0, NAMED).map((r) => `${r.label}${where(r.source)}`);
	if (evades.length > NAMED) named.push(`${evades.length - NAMED} more`);
	const risk = {
		kind: "hidden-code",
		message: `${detail}; neither ${agent} nor whale-perm can see what it runs${evades.length > 0 ? `; ${named.join(", ")} would not stop it` : ""}`
	};
	const seg = segmentIndex(shell, o.range);
	if (seg !== void 0) risk.segment = seg;
	const locs = evades.map((r) => r.source).filter((l) => l !== null);
	if (locs.length > 0) risk.evades = locs;
	return risk;
}
/** A risk of another kind, with its segment and the rules it slips past. */
function risk(kind, message, opts = {}) {
	const r = {
		kind,
		message
	};
	if (opts.segment !== void 0) r.segment = opts.segment;
	const locs = (opts.evades ?? []).filter((l) => l !== null);
	if (locs.length > 0) r.evades = locs;
	return r;
}
/** One risk per distinct message, in the order found. */
function uniqueRisks(risks) {
	const seen = /* @__PURE__ */ new Set();
	return risks.filter((r) => {
		const k = `${r.kind}\u0000${r.segment ?? ""}\u0000${r.message}`;
		if (seen.has(k)) return false;
		seen.add(k);
		return true;
	});
}
/**
* The branches of something not run: `evaluate(verdict)` must run the same
* engine over the same call with that one verdict pinned (and every other
* unrun thing left as it was).
*/
function branchesOver(on, verdicts, evaluate) {
	return verdicts.map((verdict) => {
		const t = evaluate(verdict);
		return {
			on,
			verdict,
			decision: t.decision,
			layer: t.decidedBy.layer,
			reason: t.decidedBy.reason,
			source: t.decidedBy.source
		};
	});
}
/**
* "ALLOW if hook 'gate' allows or is silent; DENY if it denies": the
* branches of one `on`, grouped by the decision they reach.
*/
function describeBranches(branches) {
	const byOn = /* @__PURE__ */ new Map();
	for (const b of branches) byOn.set(b.on, [...byOn.get(b.on) ?? [], b]);
	const lines = [];
	for (const [on, bs] of byOn) {
		const byDecision = /* @__PURE__ */ new Map();
		for (const b of bs) byDecision.set(b.decision, [...byDecision.get(b.decision) ?? [], b.verdict]);
		const parts = [...byDecision].map(([d, vs], i) => `${d.toUpperCase()} if ${i === 0 ? on : "it"} ${vs.map(verdictWords).join(" or ")}`);
		lines.push(parts.join("; "));
	}
	return lines;
}
function verdictWords(v) {
	switch (v) {
		case "allow": return "allows";
		case "ask": return "asks";
		case "deny": return "denies";
		case "none": return "is silent";
		case "error": return "fails";
		case "approve": return "approves";
		case "reject": return "rejects";
		case "block": return "blocks";
		case "unavailable": return "is unavailable";
		default: return `says ${v}`;
	}
}

Object.defineProperty(exports, "branchesOver", {
  enumerable: true,
  get: function () {
    return branchesOver;
  }
});
Object.defineProperty(exports, "claim", {
  enumerable: true,
  get: function () {
    return claim;
  }
});
Object.defineProperty(exports, "describeBranches", {
  enumerable: true,
  get: function () {
    return describeBranches;
  }
});
Object.defineProperty(exports, "eachSegmentOnce", {
  enumerable: true,
  get: function () {
    return eachSegmentOnce;
  }
});
Object.defineProperty(exports, "foldClaims", {
  enumerable: true,
  get: function () {
    return foldClaims;
  }
});
Object.defineProperty(exports, "hiddenCodeRisk", {
  enumerable: true,
  get: function () {
    return hiddenCodeRisk;
  }
});
Object.defineProperty(exports, "overlaps", {
  enumerable: true,
  get: function () {
    return overlaps;
  }
});
Object.defineProperty(exports, "plainCommandRow", {
  enumerable: true,
  get: function () {
    return plainCommandRow;
  }
});
Object.defineProperty(exports, "risk", {
  enumerable: true,
  get: function () {
    return risk;
  }
});
Object.defineProperty(exports, "runLayers", {
  enumerable: true,
  get: function () {
    return runLayers;
  }
});
Object.defineProperty(exports, "sameValue", {
  enumerable: true,
  get: function () {
    return sameValue;
  }
});
Object.defineProperty(exports, "segmentKey", {
  enumerable: true,
  get: function () {
    return segmentKey;
  }
});
Object.defineProperty(exports, "segmentVerdict", {
  enumerable: true,
  get: function () {
    return segmentVerdict;
  }
});
Object.defineProperty(exports, "uniqueRisks", {
  enumerable: true,
  get: function () {
    return uniqueRisks;
  }
});