// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

require("./registry.BA3cSuj5.js");

// src/core/types.ts
/** Strictness order used everywhere a verdict is folded or compared. */
const STRICTNESS = {
	allow: 0,
	ask: 1,
	deny: 2
};

Object.defineProperty(exports, "STRICTNESS", {
  enumerable: true,
  get: function () {
    return STRICTNESS;
  }
});