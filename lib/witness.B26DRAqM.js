// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/lint/witness.ts
function sameLoc(a, b) {
	return !!a && !!b && a.file === b.file && a.line === b.line && a.column === b.column;
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

Object.defineProperty(exports, "findWitness", {
  enumerable: true,
  get: function () {
    return findWitness;
  }
});
Object.defineProperty(exports, "sameLoc", {
  enumerable: true,
  get: function () {
    return sameLoc;
  }
});