// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/lint/docs.ts
/**
* Where each check's page lives. Written once: the registry, the SARIF
* rule metadata and the text output all link through here.
*/
/** Repo-relative folder of the rule pages. */
const RULE_DOCS_DIR = "docs/rules/";
/** `docs/rules/<id>.md`. */
function ruleDocPath(id) {
	return `${RULE_DOCS_DIR}${id}.md`;
}
/** An absolute URI for a rule page: the web copy when known, else `installRoot` (a file: URL ending in `/`). */
function ruleHelpUri(docs, installRoot) {
	return new URL(docs, installRoot).href;
}

Object.defineProperty(exports, "ruleDocPath", {
  enumerable: true,
  get: function () {
    return ruleDocPath;
  }
});
Object.defineProperty(exports, "ruleHelpUri", {
  enumerable: true,
  get: function () {
    return ruleHelpUri;
  }
});