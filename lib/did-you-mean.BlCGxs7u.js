// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/config/did-you-mean.ts
/** Optimal string alignment distance (a transposition counts one), case-insensitive. */
function editDistance(a, b) {
	const s = a.toLowerCase();
	const t = b.toLowerCase();
	const d = Array.from({ length: s.length + 1 }, (_, i) => [i, ...new Array(t.length).fill(0)]);
	for (let j = 1; j <= t.length; j++) d[0][j] = j;
	for (let i = 1; i <= s.length; i++) for (let j = 1; j <= t.length; j++) {
		const cost = s[i - 1] === t[j - 1] ? 0 : 1;
		let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
		if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2][j - 2] + 1);
		d[i][j] = v;
	}
	return d[s.length][t.length];
}
/** The known word closest to `word`, when it is close enough to be a typo of it (and no other is as close). */
function suggest(word, known) {
	const norm = (x) => x.toLowerCase().replace(/[-_]/g, "");
	const limit = Math.max(1, Math.min(3, Math.floor(word.length / 4)));
	let best;
	let bestD = Infinity;
	let tie = false;
	for (const k of known) {
		if (k === word) return void 0;
		const dist = norm(k) === norm(word) ? .5 : editDistance(word, k);
		if (dist < bestD) {
			best = k;
			bestD = dist;
			tie = false;
		} else if (dist === bestD) tie = true;
	}
	return best !== void 0 && bestD <= limit && !tie ? best : void 0;
}
/** `; did you mean "permissions"?`, or '' when nothing is close. */
function didYouMean(word, known) {
	const s = suggest(word, known);
	return s === void 0 ? "" : `; did you mean ${JSON.stringify(s)}?`;
}
function isPlainTable(v) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	const proto = Object.getPrototypeOf(v);
	return proto === null || proto === Object.prototype;
}
/** Walks the document against the tree and reports every key the tree does not know. */
function keyProblems(doc, tree, opts) {
	const out = [];
	const walk = (value, node, path) => {
		const known = Object.keys(node);
		for (const key of Object.keys(value)) {
			const name = Object.hasOwn(node, key) ? key : opts.caseInsensitive ? known.find((k) => k.toLowerCase() === key.toLowerCase()) : void 0;
			const sub = name !== void 0 ? node[name] : void 0;
			const here = [...path, key];
			if (sub === void 0) {
				if (opts.tolerated?.(path, key)) continue;
				const loc = doc.locate(here) ?? {
					file: doc.file,
					line: 0,
					column: 0
				};
				const where = path.length === 0 ? "at the top level" : `in ${path.join(".")}`;
				const home = opts.misplaced?.(path, key);
				if (home !== void 0) {
					out.push({
						loc,
						severity: "warning",
						message: `${JSON.stringify(key)} belongs under ${home}, not ${where}: ${opts.agent} ignores it here, so it has no effect`
					});
					continue;
				}
				const hint = didYouMean(key, known);
				if (!hint && opts.unknown === "typos") continue;
				out.push({
					loc,
					severity: hint ? "warning" : "info",
					message: hint ? `unknown key ${JSON.stringify(key)} ${where}${hint} ${opts.agent} ignores it, so nothing under it applies` : `unknown key ${JSON.stringify(key)} ${where}: ${opts.agent} does not read it`
				});
				continue;
			}
			const v = value[key];
			if (sub !== "leaf" && sub !== "any" && isPlainTable(v)) walk(v, sub, here);
		}
	};
	if (isPlainTable(doc.value)) walk(doc.value, tree, []);
	return out;
}

Object.defineProperty(exports, "didYouMean", {
  enumerable: true,
  get: function () {
    return didYouMean;
  }
});
Object.defineProperty(exports, "keyProblems", {
  enumerable: true,
  get: function () {
    return keyProblems;
  }
});
Object.defineProperty(exports, "suggest", {
  enumerable: true,
  get: function () {
    return suggest;
  }
});