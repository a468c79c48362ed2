// Runs one whale-perm command in this process, with stdout discarded, and
// prints {"ms": wall time of the command, "rssKB": peak resident memory}.
// Used by bench/run.js so that memory is measured the same way everywhere.
const args = JSON.parse(process.argv[2]);
const t0 = performance.now();
const { run } = await import('../dist/cli/main.js');
const out = { out() {}, err(t) { process.stderr.write(t); }, isTTY: false };
const code = await run(args, out);
const ms = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ ms, rssKB: process.resourceUsage().maxRSS, code })}\n`);
