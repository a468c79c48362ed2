// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/core/types.ts
/** Strictness order used everywhere a verdict is folded or compared. */
const STRICTNESS = {
	allow: 0,
	ask: 1,
	deny: 2
};
/** How each engine's agent is named to a person. */
const AGENT_NAME = {
	codewhale: "Codewhale",
	san: "san",
	grok: "grok-build",
	claude: "Claude Code",
	codex: "Codex",
	gemini: "Gemini CLI"
};

Object.defineProperty(exports, "AGENT_NAME", {
  enumerable: true,
  get: function () {
    return AGENT_NAME;
  }
});
Object.defineProperty(exports, "STRICTNESS", {
  enumerable: true,
  get: function () {
    return STRICTNESS;
  }
});