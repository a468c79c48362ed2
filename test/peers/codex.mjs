// Differential test of the rules layer: whale-perm's reading of Codex rules
// files and its matcher against `codex execpolicy check` (the real binary
// from @openai/codex), on argvs and on the lowered commands of plain scripts.
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, codexBinary } from './cache.mjs';
import { caseArb } from './codex-grammar.mjs';

const dist = (p) => import(pathToFileURL(join(ROOT, 'dist', p)).href);

function runBinary(bin, args, env, cwd) {
  return new Promise((res) => {
    const child = spawn(bin, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => res({ code, out, err }));
  });
}

export async function runCodex({ cases, seed, concurrency = 4 }) {
  const bin = codexBinary();
  if (!bin) throw new Error('codex binary not found in .peers-cache (unsupported platform?)');
  const { addRulesFile, emptyPolicy, matchesFor, strictest } = await dist('engines/codex/policy.js');
  const { lower } = await dist('engines/codex/lower.js');
  const scratch = mkdtempSync(join(tmpdir(), 'whale-perm-peers-codex-'));
  // A CODEX_HOME outside the temp dir keeps codex from warning about helper aliases; it lives in the cache.
  const home = join(ROOT, '.peers-cache', 'codex-home');
  mkdirSync(home, { recursive: true });
  const env = { PATH: process.env.PATH ?? '', HOME: home, CODEX_HOME: home };
  const all = fc.sample(caseArb, { seed, numRuns: cases });
  const results = new Array(all.length);
  let next = 0;
  try {
    const worker = async () => {
      for (;;) {
        const n = next++;
        if (n >= all.length) return;
        const c = all[n];
        const dir = join(scratch, String(n));
        mkdirSync(dir, { recursive: true });
        const files = c.files.map((t, i) => {
          const p = join(dir, `r${i}.rules`);
          writeFileSync(p, t);
          return p;
        });
        // whale-perm
        const policy = emptyPolicy();
        let loadError;
        try {
          c.files.forEach((t, i) => addRulesFile(policy, t, files[i], dir));
        } catch (e) {
          loadError = e.message;
        }
        const commands = c.input.argv ? [c.input.argv] : lower(['bash', '-lc', c.input.script]).commands;
        const ours = [];
        const real = [];
        for (const argv of commands) {
          if (loadError !== undefined) ours.push({ error: true });
          else {
            const m = matchesFor(policy, argv, { resolveHost: c.resolveHost, cwd: dir });
            const d = strictest(m.map((x) => x.decision));
            ours.push({ ...(d ? { decision: d } : {}), matchedRules: m.map((x) => ({ matchedPrefix: x.matchedPrefix, decision: x.decision, ...(x.resolvedProgram ? { resolvedProgram: x.resolvedProgram } : {}), ...(x.justification !== undefined ? { justification: x.justification } : {}) })) });
          }
          // A rules file that fails to load fails for every argv: one run tells.
          if (real.length > 0 && real[0].error) {
            real.push({ error: true });
            continue;
          }
          const args = ['execpolicy', 'check', ...files.flatMap((f) => ['--rules', f]), ...(c.resolveHost ? ['--resolve-host-executables'] : []), '--', ...argv];
          const r = await runBinary(bin, args, env, dir);
          if (r.code !== 0) real.push({ error: true });
          else {
            const o = JSON.parse(r.out);
            real.push({ ...(o.decision ? { decision: o.decision } : {}), matchedRules: (o.matchedRules ?? []).map((x) => x.prefixRuleMatch) });
          }
        }
        const norm = (xs) => JSON.stringify(xs.map((x) => (x.error ? x : { ...x, matchedRules: x.matchedRules.map((m) => Object.fromEntries(Object.entries(m).sort())) })));
        results[n] = { agree: norm(real) === norm(ours), real, ours: loadError ? [{ error: loadError }] : ours, case: { ...c, commands } };
        rmSync(dir, { recursive: true, force: true });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}
