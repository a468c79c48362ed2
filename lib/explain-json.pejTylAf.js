// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

const require_rolldown_runtime = require("./rolldown-runtime.DnXmncbd.js");

// src/report/explain-json.ts
var explain_json_exports = /* @__PURE__ */ require_rolldown_runtime.__exportAll({ formatTraceJson: () => formatTraceJson });
function traceToJson(trace) {
	return {
		engine: trace.engine,
		call: trace.call,
		decision: trace.decision,
		decidedBy: trace.decidedBy,
		layers: trace.layers,
		segments: trace.segments,
		matches: trace.matches ?? [],
		risks: trace.risks,
		branches: trace.branches,
		unknowns: trace.unknowns,
		warnings: trace.warnings
	};
}
function formatTraceJson(trace) {
	return `${JSON.stringify(traceToJson(trace), null, 2)}\n`;
}

Object.defineProperty(exports, "explain_json_exports", {
  enumerable: true,
  get: function () {
    return explain_json_exports;
  }
});
Object.defineProperty(exports, "traceToJson", {
  enumerable: true,
  get: function () {
    return traceToJson;
  }
});