// node bench/batch-split.js [ENGINES] (after `npm run build`): where explain --batch spends its time on the
// honest 10k corpus, measured in one process, each part side by side with the bare tree-sitter parse and
// walk of the same commands (the batch goal's baseline): the shared shell analysis, the engine's evaluation
// (the analysis included, as the batch runs it), and the JSON of each trace. CPU time of this process.
// Prints figures; asserts nothing.
import { closeSync, openSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpus } from './corpus.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { loadEngine } = await import(join(root, 'dist/engines/registry.js'));
const { stackOptions } = await import(join(root, 'dist/cli/context.js'));
const { parseBatchLine } = await import(join(root, 'dist/cli/commands/batch.js'));
const { traceToJson } = await import(join(root, 'dist/report/explain-json.js'));
const shellModule = join(root, 'dist/shell/index.js');

const lines = corpus(10_000);
const commands = lines.map((l) => JSON.parse(l).command).filter((c) => typeof c === 'string');
const cpu = (f) => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

function bare() {
  const Parser = require('tree-sitter');
  const parser = new Parser();
  parser.setLanguage(require('tree-sitter-bash'));
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
  return nodes;
}

const bareColdMs = cpu(bare);
const bareMs = cpu(bare);
// The analysis of each distinct command once (a fresh module instance would be needed to defeat the cache
// for repeats; the batch keeps the cache, so repeats cost it nothing either).
const { analyzeShell } = await import(shellModule);
const analysisMs = cpu(() => {
  for (const c of new Set(commands)) analyzeShell(`${c} `); // a trailing blank: not the batch's cache entries
});
console.log(`batch split: ${lines.length} calls, ${new Set(commands).size} distinct commands; CPU ms, ratio = bare / part`);
console.log(`  bare tree-sitter parse+walk   ${bareMs.toFixed(0)} ms`);
// The same again with the code already compiled (two trailing blanks: new cache entries), beside the
// bare parse's own first, cold pass: the batch runs each distinct command once, so its analysis is the
// cold figure; the warm one shows what is left once V8 has optimized the walker.
const warmMs = cpu(() => {
  for (const c of new Set(commands)) analyzeShell(`${c}  `);
});
console.log(`  shared analyzeShell           ${analysisMs.toFixed(0)} ms  (x${(bareMs / analysisMs).toFixed(2)} of bare)`);
console.log(`    second pass, warm code      ${warmMs.toFixed(0)} ms  (x${(bareMs / warmMs).toFixed(2)} of bare; bare's own first pass, loading the parser included, ${bareColdMs.toFixed(0)} ms)`);

for (const id of (process.argv[2] ?? 'codewhale,san,grok,claude').split(',')) {
  const engine = await loadEngine(id);
  const d = join(root, 'rules-examples', id);
  const args = { engine: id, home: join(d, 'home'), workspace: join(d, 'workspace'), ...(id === 'grok' ? { managedDir: join(d, 'managed'), trusted: true } : {}) };
  const stack = engine.loadStack(stackOptions(args, { env: {}, cwd: root, home: undefined }));
  const calls = lines.map((l) => parseBatchLine(l, engine)).filter((p) => 'call' in p);
  const traces = [];
  const evalMs = cpu(() => {
    for (const p of calls) traces.push(engine.evaluate(stack, p.call, { hookResults: {}, ...p.ctx }));
  });
  const out = [];
  const jsonMs = cpu(() => {
    for (const t of traces) out.push(JSON.stringify(traceToJson(t)));
  });
  const all = evalMs + jsonMs;
  console.log(`  ${id.padEnd(10)} evaluate ${evalMs.toFixed(0)} ms, JSON ${jsonMs.toFixed(0)} ms: x${(bareMs / all).toFixed(2)} of bare (goal >= 0.5)`);
  // The floor: what the batch would cost if the engine's evaluation cost nothing. The bare parse, reading the
  // input lines, and writing the same answers (plain objects already built, so no trace field is computed
  // here) as the contract's JSON lines, to /dev/null. What the goal leaves for the evaluation itself is
  // twice the bare parse minus this floor.
  const plain = out.map((s) => JSON.parse(s));
  const bytes = out.reduce((n, s) => n + Buffer.byteLength(s) + 1, 0);
  const readMs = cpu(() => {
    for (const l of lines) parseBatchLine(l, engine);
  });
  const fd = openSync('/dev/null', 'w');
  const writeMs = cpu(() => {
    for (const o of plain) writeSync(fd, `${JSON.stringify(o)}\n`);
  });
  closeSync(fd);
  const floor = bareMs + readMs + writeMs;
  const left = 2 * bareMs - floor;
  console.log(`    floor, no evaluation at all: bare ${bareMs.toFixed(0)} + reading the lines ${readMs.toFixed(0)} + writing ${(bytes / 2 ** 20).toFixed(1)} MiB of answers ${writeMs.toFixed(0)} = ${floor.toFixed(0)} ms (x${(bareMs / floor).toFixed(2)} of bare); the goal leaves ${left.toFixed(0)} ms (${((1000 * left) / calls.length).toFixed(1)} µs a call) for evaluating, against ${((1000 * (all - writeMs)) / calls.length).toFixed(1)} µs now`);
}
