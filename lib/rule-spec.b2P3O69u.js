// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/config/rule-spec.ts
function parseRuleSpec(text) {
	const t = text.trim();
	if (t === "") return { error: "empty rule" };
	const open = t.indexOf("(");
	if (open === -1) {
		if (/[\s)]/.test(t)) return { error: `'${t}' is not a rule: expected Tool or Tool(specifier)` };
		return { tool: t };
	}
	if (!t.endsWith(")")) return { error: `'${t}' has an unclosed '(': expected Tool(specifier)` };
	const tool = t.slice(0, open).trim();
	if (tool === "" || /\s/.test(tool)) return { error: `'${t}' has no tool name before '('` };
	const specifier = t.slice(open + 1, -1);
	if (specifier.trim() === "" || specifier.trim() === "*") return { tool };
	return {
		tool,
		specifier
	};
}

Object.defineProperty(exports, "parseRuleSpec", {
  enumerable: true,
  get: function () {
    return parseRuleSpec;
  }
});