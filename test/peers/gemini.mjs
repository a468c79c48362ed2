// Differential test: whale-perm's gemini engine against the real Gemini CLI
// policy engine (gemini-cli-core, loaded through its own
// createPolicyEngineConfig, the function the CLI calls), on generated cases.
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, geminiCore } from './cache.mjs';
import { callArb, configArb } from './gemini-grammar.mjs';

const dist = (p) => import(pathToFileURL(join(ROOT, 'dist', p)).href);

export async function runGemini({ configs, callsPerConfig, seed }) {
  const core = (p) => import(pathToFileURL(join(geminiCore(), 'dist/src', p)).href);
  const { debugLogger } = await core('utils/debugLogger.js');
  for (const l of ['debug', 'log', 'warn', 'error', 'info']) debugLogger[l] = () => {};
  const quiet = { log: console.log, debug: console.debug, info: console.info, warn: console.warn, error: console.error };
  const [{ createPolicyEngineConfig, loadExtensionPolicies }, { PolicyEngine }, shell, sbx] = await Promise.all([core('policy/config.js'), core('policy/policy-engine.js'), core('utils/shell-utils.js'), core('services/sandboxManager.js')]);
  await shell.initializeShellParsers();
  const { gemini } = await dist('engines/gemini/index.js');
  const { check } = await dist('engines/gemini/check.js');
  const { diskReader } = await dist('io/files.js');

  const scratch = mkdtempSync(join(tmpdir(), 'whale-perm-peers-gemini-'));
  const results = [];
  try {
    const cfgs = fc.sample(configArb, { seed, numRuns: configs });
    const calls = fc.sample(callArb, { seed: seed + 1, numRuns: configs * callsPerConfig });
    for (let n = 0; n < cfgs.length; n++) {
      const c = cfgs[n];
      const dir = join(scratch, String(n));
      const home = join(dir, 'home');
      const ws = join(dir, 'ws');
      const userDir = join(home, '.gemini', 'policies');
      const adminDir = join(dir, 'managed', 'policies');
      mkdirSync(userDir, { recursive: true });
      mkdirSync(join(ws, 'sub'), { recursive: true });
      c.user.forEach((t, i) => writeFileSync(join(userDir, `user${i}.toml`), t));
      if (c.admin) {
        mkdirSync(adminDir, { recursive: true });
        writeFileSync(join(adminDir, 'admin.toml'), c.admin);
      }
      const extDir = join(home, '.gemini', 'extensions', 'ext1', 'policies');
      if (c.extension) {
        mkdirSync(extDir, { recursive: true });
        writeFileSync(join(extDir, 'policies.toml'), c.extension);
      }
      // The real engine, built the way the CLI builds it (an untrusted folder forces mode default).
      const mode = c.trusted ? c.mode : 'default';
      process.env.GEMINI_CLI_HOME = home;
      for (const k of Object.keys(quiet)) console[k] = () => {};
      let engine;
      try {
        const cfg = await createPolicyEngineConfig({ adminPolicyPaths: c.admin ? [adminDir] : undefined }, mode, undefined, c.interactive);
        engine = new PolicyEngine({ ...cfg, approvalMode: mode, sandboxManager: new sbx.NoopSandboxManager({ workspace: ws }), isTrustedFolder: () => c.trusted });
        if (c.extension) {
          const r = await loadExtensionPolicies('ext1', extDir);
          for (const rule of r.rules) engine.addRule(rule);
        }
      } finally {
        Object.assign(console, quiet);
        delete process.env.GEMINI_CLI_HOME;
      }
      // whale-perm, from the same files on disk.
      const stack = gemini.loadStack({ home: join(home, '.gemini'), userHome: homedir(), workspace: ws, managedDir: join(dir, 'managed'), overrides: [], projectConfig: true, trusted: c.trusted, env: {}, reader: diskReader });
      for (let k = 0; k < callsPerConfig; k++) {
        const call = calls[n * callsPerConfig + k];
        const args = { command: call.command, ...(call.dir_path ? { dir_path: call.dir_path } : {}) };
        const res = await engine.check({ name: call.tool, args });
        let effective = res.decision === 'ask_user' ? 'ask' : res.decision;
        if (effective === 'ask' && !c.interactive) effective = 'deny';
        if (effective !== 'deny' && shell.SHELL_TOOL_NAMES.includes(call.tool) && shell.detectCommandSubstitution(shell.stripShellWrapper(call.command))) effective = 'deny';
        const real = { decision: res.decision, effective, rule: res.rule ? { source: res.rule.source, priority: Math.round(res.rule.priority * 1000) / 1000 } : null };
        const trace = gemini.evaluate(stack, { tool: call.tool, input: args }, { hookResults: {}, mode: c.mode, headless: !c.interactive });
        const mine = check({ name: call.tool, args }, { rules: stack.rules, mode, nonInteractive: !c.interactive, trusted: c.trusted, workspace: stack.workspace, home: stack.userHome });
        const ours = { decision: mine.decision, effective: trace.decision, rule: mine.rule ? { source: mine.rule.source, priority: Math.round(mine.rule.priority * 1000) / 1000 } : null };
        const agree = JSON.stringify(real) === JSON.stringify(ours);
        results.push({ agree, real, ours, case: { config: n, policies: { user: c.user, admin: c.admin, extension: c.extension }, mode: c.mode, interactive: c.interactive, trusted: c.trusted, tool: call.tool, args } });
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}
