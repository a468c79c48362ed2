// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

// src/shell/plain-script.ts
function plainCommandNodes(root, kinds, punct) {
	const commands = [];
	const stack = [root];
	while (stack.length > 0) {
		const n = stack.pop();
		if (n.isNamed) {
			if (!kinds.has(n.type)) return void 0;
			if (n.type === "command") commands.push(n);
		} else if (!(punct.has(n.type) || n.type.trim() === "")) return;
		for (const c of n.children) stack.push(c);
	}
	return commands.sort((a, b) => a.startIndex - b.startIndex);
}

Object.defineProperty(exports, "plainCommandNodes", {
  enumerable: true,
  get: function () {
    return plainCommandNodes;
  }
});