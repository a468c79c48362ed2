// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");
const require_faithful = require("./faithful.CpRpxgyP.js");
const require_style = require("./style.BFVBSgsx.js");

// src/report/table.ts
const ELLIPSIS = "…";
function textOf(c) {
	return typeof c === "string" ? c : c.text;
}
function longestLine(s) {
	let best = 0;
	let start = 0;
	for (;;) {
		const nl = s.indexOf("\n", start);
		const end = nl < 0 ? s.length : nl;
		if (end - start > best) best = end - start;
		if (nl < 0) return best;
		start = nl + 1;
	}
}
/** Word-wraps `text` to `width`; a word longer than the width is split. Linear in the text. */
function wrap(text, width) {
	const w = Math.max(1, width);
	const out = [];
	for (const para of text.split("\n")) {
		let line = "";
		for (const word of para.split(" ")) {
			let rest = word;
			if (line !== "" && line.length + 1 + rest.length <= w) {
				line += ` ${rest}`;
				continue;
			}
			if (line !== "") out.push(line);
			while (rest.length > w) {
				out.push(rest.slice(0, w));
				rest = rest.slice(w);
			}
			line = rest;
		}
		out.push(line);
	}
	return out;
}
/** A path (or `path:line:col`) in `width` columns: the head gives way, the tail with the file name stays. */
function keepTail(line, width) {
	if (line.length <= width) return line;
	if (width <= 1) return ELLIPSIS.slice(0, width);
	let tail = line.slice(line.length - (width - 1));
	const slash = tail.indexOf("/");
	if (slash > 0 && slash < tail.length / 3) tail = tail.slice(slash);
	return ELLIPSIS + tail;
}
function cap(lines, maxLines, width) {
	if (lines.length <= maxLines) return lines;
	const kept = lines.slice(0, maxLines - 1);
	const cut = lines.slice(maxLines - 1).reduce((n, l) => n + l.length, 0);
	return [...kept, keepTail(`${ELLIPSIS} (${cut} more characters)`, width)];
}
/** The widths of the columns' contents, fitted to `width` (borders included). */
function fitColumns(columns, rows, width) {
	const natural = columns.map((col, i) => Math.max(col.header.length, ...rows.map((r) => longestLine(textOf(r[i] ?? "")))));
	const overhead = 3 * columns.length + 1;
	let avail = Math.max(columns.length * 3, width - overhead);
	const w = columns.map((col, i) => Math.min(natural[i], Math.max(col.min ?? 3, col.kind === "fixed" ? natural[i] : 3)));
	columns.forEach((col, i) => {
		if (col.kind === "fixed") avail -= w[i];
	});
	const flex = columns.map((c, i) => i).filter((i) => columns[i].kind !== "fixed");
	const paths = flex.filter((i) => columns[i].kind === "path");
	const texts = flex.filter((i) => columns[i].kind === "text");
	for (const i of paths) {
		w[i] = Math.min(natural[i], Math.max(columns[i].min ?? 12, Math.floor(avail * .4)));
		avail -= w[i];
	}
	const perText = texts.length > 0 ? Math.floor(avail / texts.length) : 0;
	for (const i of texts) {
		w[i] = Math.max(columns[i].min ?? 10, Math.min(natural[i], perText));
		avail -= w[i];
	}
	for (const i of paths) {
		if (avail <= 0) break;
		const more = Math.min(avail, natural[i] - w[i]);
		w[i] += more;
		avail -= more;
	}
	return w;
}
function renderTable(columns, rows, opts) {
	const maxLines = opts.maxLines ?? 12;
	const widths = fitColumns(columns, rows, opts.width);
	const bold = opts.bold ?? ((s) => s);
	const rule = (l, m, r) => l + widths.map((w) => "─".repeat(w + 2)).join(m) + r;
	const out = [rule("┌", "┬", "┐")];
	const emit = (cells, header) => {
		const blocks = cells.map((cell, i) => {
			const w = widths[i];
			const col = columns[i];
			const text = textOf(cell);
			return cap(col.kind === "path" ? text.split("\n").map((l) => keepTail(l, w)) : wrap(text, w), maxLines, w);
		});
		const height = Math.max(...blocks.map((b) => b.length));
		for (let k = 0; k < height; k++) {
			const parts = blocks.map((b, i) => {
				const raw = b[k] ?? "";
				const cell = cells[i];
				return (header ? bold(raw) : typeof cell !== "string" && cell.paint && raw !== "" ? cell.paint(raw) : raw) + " ".repeat(widths[i] - raw.length);
			});
			out.push(`│ ${parts.join(" │ ")} │`);
		}
	};
	emit(columns.map((c) => c.header), true);
	out.push(rule("├", "┼", "┤"));
	for (const r of rows) emit(r, false);
	out.push(rule("└", "┴", "┘"));
	return out.join("\n");
}
/** The words of `text` as tokens with one paint; `gap` before the first. */
function words(text, paint, gap = 1) {
	return text.split(" ").filter((w) => w !== "").map((w, i) => ({
		text: w,
		...paint ? { paint } : {},
		gap: i === 0 ? gap : 1
	}));
}
/**
* Tokens wrapped as one paragraph to `width`, continuation lines indented by
* `indent`: the Decision line, a risk. Widths are measured on the text, not
* on colour codes; linear in the text.
*/
function wrapTokens(tokens, width, indent) {
	const lines = [];
	let line = "";
	let len = 0;
	const room = () => Math.max(8, lines.length === 0 ? width : width - indent);
	const push = () => {
		lines.push(line);
		line = "";
		len = 0;
	};
	for (const t of tokens) {
		const paint = t.paint ?? ((x) => x);
		const gap = t.gap ?? 1;
		let w = t.text;
		if (len > 0 && len + gap + w.length > room()) push();
		else if (len > 0) {
			line += " ".repeat(gap);
			len += gap;
		}
		if (t.path && w.length > room()) w = keepTail(w, room());
		while (len + w.length > room()) {
			const take = room() - len;
			line += paint(w.slice(0, take));
			len += take;
			w = w.slice(take);
			push();
		}
		line += paint(w);
		len += w.length;
	}
	if (len > 0 || lines.length === 0) push();
	return lines.map((l, i) => i === 0 ? l : " ".repeat(indent) + l).join("\n");
}

// src/report/explain-text.ts
/**
* `explain` for a person: the layers as a table, the segments, then the
* decision, its branches and risks, all within `width` columns. Everything
* that came from a configuration or a command goes through `printable`, so
* no control character reaches the terminal raw.
*/
var explain_text_exports = /* @__PURE__ */ require_rolldown_runtime.__exportAll({ formatTraceText: () => formatTraceText });
/**
* How a rule that matched lost, in words: `beaten by deny`, `overridden by
* deny` (the winner, already on the Decision line), `overridden by ask at
* settings.json:4:3` (another rule), `not applied`.
*/
function lostHow(m, by, winner, where) {
	const verb = m.effect === "shadowed" ? "beaten by" : m.effect === "overridden" ? "overridden" : m.effect === "not-applicable" ? "not applied" : m.effect;
	if (m.effect === "not-applicable") return verb;
	if (!by) return m.by !== void 0 ? `${verb}${m.effect === "overridden" ? " by" : ""} ${m.by}` : m.effect === "shadowed" ? `${verb} another rule` : verb;
	const at = by.id === winner ? "" : ` at ${where(by)}`;
	return `${verb}${m.effect === "overridden" ? " by" : ""} ${by.action}${at}`;
}
/**
* The rules that matched the call but did not decide it, one sentence each:
* `allow \`cargo test\` (permissions.toml:9:1), beaten by deny (same layer, deny > allow)`.
*/
function alsoMatched(trace, rules, where) {
	const out = [];
	for (const m of trace.matches ?? []) {
		if (m.effect === "decided" || trace.decidedBy.rule !== void 0 && m.rule === trace.decidedBy.rule) continue;
		const r = rules?.get(m.rule);
		const by = m.by !== void 0 ? rules?.get(m.by) : void 0;
		const what = r ? `${r.action} \`${r.text}\`` : m.rule;
		const at = r ? where(r) : "";
		out.push(`${what}${at ? ` (${at})` : ""}, ${lostHow(m, by, trace.decidedBy.rule, where)}${m.why ? ` (${m.why})` : ""}`);
	}
	return out;
}
/** The most lines the call itself takes at the top; a longer command is cut, saying how much. */
const CALL_LINES = 6;
/** The most rows the segment table takes; the rest are counted, not shown. */
const SEGMENT_ROWS = 200;
/**
* The segment rows, each run of identical rows in a row (same operator,
* command, verdict, reason and source: a chain of 20,000 `true`) shown once
* with its count, so no segment is dropped and none is repeated needlessly.
*/
function segmentRows(segments) {
	const rows = [];
	let last;
	for (const s of segments) if (last && sameRow(last.s, s)) last.repeats++;
	else rows.push(last = {
		s,
		repeats: 1
	});
	return rows;
}
function sameRow(a, b) {
	return a.operator === b.operator && a.text === b.text && a.decision === b.decision && a.reason === b.reason && (a.source === b.source || a.source != null && b.source != null && a.source.file === b.source.file && a.source.line === b.source.line && a.source.column === b.source.column);
}
function describeCall(trace) {
	const { tool, input } = trace.call;
	if (typeof input.command === "string") return `${tool}: ${input.command}`;
	if (typeof input.path === "string") return `${tool}: ${input.path}`;
	return `${tool} ${JSON.stringify(input)}`;
}
/** A labelled paragraph: `label` then the tokens, wrapped, continuation lines under the text. */
function labelled(label, paint, tokens, width) {
	const indent = Math.max(label.length + 2, 10);
	return wrapTokens([{
		text: label,
		paint,
		gap: 0
	}, ...tokens.map((t, i) => i === 0 ? {
		...t,
		gap: indent - label.length
	} : t)], width, indent);
}
function formatTraceText(trace, opts) {
	const c = require_style.makeChalk(opts.color);
	const width = Math.max(40, Math.min(opts.width ?? 100, 400));
	const loc = (s) => require_style.printable(require_style.displayLoc(s, opts.cwd, opts.home), false);
	const lines = [];
	const call = wrap(require_style.printable(describeCall(trace)), width - 6);
	const shown = call.length > CALL_LINES ? [...call.slice(0, 5), `… (${call.slice(5).reduce((n, l) => n + l.length, 0)} more characters)`] : call;
	lines.push(`${c.bold("Call")}  ${shown.join("\n      ")}`);
	lines.push(`      ${c.dim(`engine ${trace.engine}`)}`);
	lines.push("");
	const layerRows = trace.layers.map((l) => {
		const deciding = l.id === trace.decidedBy.layer;
		return [
			String(l.order),
			deciding ? {
				text: l.id,
				paint: c.bold
			} : l.id,
			{
				text: l.outcome,
				paint: (s) => require_style.paintOutcome(c, l.outcome, s)
			},
			require_style.printable(l.reason),
			[...l.sources.map((s) => loc(s)), ...(l.from ?? []).map((f) => require_style.printable(f, false))].join("\n")
		];
	});
	lines.push(renderTable([
		{
			header: "#",
			kind: "fixed"
		},
		{
			header: "layer",
			kind: "fixed"
		},
		{
			header: "outcome",
			kind: "fixed"
		},
		{
			header: "why",
			kind: "text",
			min: 16
		},
		{
			header: "source",
			kind: "path",
			min: 14
		}
	], layerRows, {
		width,
		bold: c.bold
	}));
	if (trace.segments.length > 1 || trace.segments.length === 1 && trace.segments[0].text !== trace.call.input.command) {
		lines.push("");
		lines.push(c.bold("Segments"));
		const runs = segmentRows(trace.segments);
		const segRows = runs.slice(0, SEGMENT_ROWS).map(({ s, repeats }) => [
			s.operator === "\n" ? "\\n" : require_style.printable(s.operator ?? "", false),
			repeats > 1 ? `${require_style.printable(s.text)} (×${repeats} in a row)` : require_style.printable(s.text),
			{
				text: s.decision,
				paint: (x) => require_style.paintOutcome(c, s.decision, x)
			},
			require_style.printable(s.source ? `${s.reason} (${require_style.displayLoc(s.source, opts.cwd, opts.home)})` : s.from ? `${s.reason} (${s.from})` : s.reason)
		]);
		if (runs.length > SEGMENT_ROWS) {
			const hidden = runs.slice(SEGMENT_ROWS).reduce((n, r) => n + r.repeats, 0);
			segRows.push([
				"",
				`… ${hidden} more segment${hidden === 1 ? "" : "s"} (every one is in --format json)`,
				"",
				""
			]);
		}
		lines.push(renderTable([
			{
				header: "op",
				kind: "fixed"
			},
			{
				header: "command",
				kind: "text",
				min: 12
			},
			{
				header: "verdict",
				kind: "fixed"
			},
			{
				header: "why",
				kind: "text",
				min: 16
			}
		], segRows, {
			width,
			bold: c.bold,
			maxLines: 8
		}));
	}
	lines.push("");
	const where = loc(trace.decidedBy.source) || require_style.printable(trace.decidedBy.from ?? "", false);
	const decision = [
		{
			text: trace.decision.toUpperCase(),
			paint: (s) => require_style.paintOutcome(c, trace.decision, s)
		},
		{
			text: "by",
			gap: 2
		},
		{
			text: `${trace.decidedBy.layer}:`,
			paint: c.bold
		},
		...words(require_style.printable(trace.decidedBy.reason, false)),
		...where ? [{
			text: keepTail(where, width - 10),
			paint: c.dim,
			gap: 2,
			path: true
		}] : []
	];
	lines.push(labelled("Decision", c.bold, decision, width));
	const ruleAt = (r) => r.source ? loc(r.source) : require_style.printable(r.from ?? "", false);
	for (const m of alsoMatched(trace, opts.rules, ruleAt)) lines.push(labelled("also matched", c.dim, words(require_style.printable(m, false)), width));
	for (const b of require_faithful.describeBranches(trace.branches)) lines.push(labelled("branch", c.cyan, words(require_style.printable(b, false)), width));
	for (const r of trace.risks) lines.push(labelled("risk", c.red.bold, [...words(require_style.printable(r.message, false)), {
		text: `(${r.kind})`,
		paint: c.dim,
		gap: 2
	}], width));
	for (const u of trace.unknowns) lines.push(labelled("unknown", c.yellow, words(require_style.printable(u, false)), width));
	for (const w of trace.warnings) lines.push(labelled("warning", c.magenta, words(require_style.printable(w, false)), width));
	return `${lines.join("\n")}\n`;
}

Object.defineProperty(exports, "explain_text_exports", {
  enumerable: true,
  get: function () {
    return explain_text_exports;
  }
});
Object.defineProperty(exports, "formatTraceText", {
  enumerable: true,
  get: function () {
    return formatTraceText;
  }
});