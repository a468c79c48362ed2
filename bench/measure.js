// Runs one whale-perm command in this process, with stdout discarded, and
// prints {"ms": wall time of the command, "rssKB": peak resident memory}.
// Used by bench/run.js so that memory is measured the same way everywhere.
// argv[2] is the JSON argument list (a 1 MB command is passed through a file: argv[3]).
import { readFileSync } from 'node:fs';

const args = JSON.parse(process.argv[2].startsWith('@') ? readFileSync(process.argv[2].slice(1), 'utf8') : process.argv[2]);
const t0 = performance.now();
const { run } = await import('../dist/cli/main.js');
const out = { out() {}, err(t) { process.stderr.write(t); }, isTTY: false, env: process.env, cwd: process.cwd() };
const code = await run(args, out);
const ms = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ ms, rssKB: process.resourceUsage().maxRSS, code })}\n`);
