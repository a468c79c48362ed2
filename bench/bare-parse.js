// The baseline for batch throughput: parse each line's command with
// tree-sitter-bash and walk every node, nothing else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Parser = require('tree-sitter');
const Bash = require('tree-sitter-bash');
const commands = readFileSync(process.argv[2], 'utf8').trim().split('\n').map((l) => JSON.parse(l).command).filter((c) => typeof c === 'string');
const t0 = performance.now();
const parser = new Parser();
parser.setLanguage(Bash);
let nodes = 0;
for (const c of commands) {
  const cursor = parser.parse(c).walk();
  for (;;) {
    nodes++;
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) break;
    if (cursor.nodeType === 'program' && cursor.currentNode.parent === null) break;
  }
}
const ms = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ ms, nodes, rssKB: process.resourceUsage().maxRSS })}\n`);
