// npm run test:peers: whale-perm's codex and gemini engines against the real
// engines, installed from the npm registry into .peers-cache/. Prints
// "N agree, M disagree" per engine and the first disagreements; exits 1 on any.
import { ensureEngines } from './cache.mjs';
import { report } from './report.mjs';

const only = process.argv[2];
ensureEngines();
let bad = 0;
if (!only || only === 'gemini') {
  const { runGemini } = await import('./gemini.mjs');
  const t0 = performance.now();
  const r = await runGemini({ configs: Number(process.env.PEERS_GEMINI_CONFIGS ?? 500), callsPerConfig: 20, seed: 17 });
  bad += report(`gemini (${((performance.now() - t0) / 1000).toFixed(1)} s)`, r);
}
if (!only || only === 'codex') {
  const { runCodex } = await import('./codex.mjs');
  const t0 = performance.now();
  const r = await runCodex({ cases: Number(process.env.PEERS_CODEX_CASES ?? 10000), seed: 17 });
  bad += report(`codex rules layer (${((performance.now() - t0) / 1000).toFixed(1)} s)`, r);
}
process.exit(bad > 0 ? 1 : 0);
