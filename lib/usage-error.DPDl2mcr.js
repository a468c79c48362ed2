// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/core/usage-error.ts
/** A mistake in how whale-perm was called: reported in one line, exit 2. */
var UsageError = class extends Error {
	name = "UsageError";
};

Object.defineProperty(exports, "UsageError", {
  enumerable: true,
  get: function () {
    return UsageError;
  }
});