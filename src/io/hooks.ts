/**
 * Runs a configured hook for real. Reached only through --run-hooks: a
 * configuration must not be able to run code on the machine of someone who
 * merely inspects it.
 */
import { execaSync } from 'execa';
import type { HookInvocation, HookRunner } from '../engines/types.js';

const MAX_OUTPUT = 1024 * 1024;

export const runHookProcess: HookRunner = (hook: HookInvocation) => {
  try {
    const r = execaSync(hook.command, {
      shell: true,
      cwd: hook.cwd,
      env: hook.env,
      extendEnv: true,
      input: hook.stdin ?? '',
      timeout: hook.timeoutMs,
      reject: false,
      maxBuffer: MAX_OUTPUT,
      stripFinalNewline: false,
    });
    return {
      exitCode: r.exitCode ?? null,
      stdout: String(r.stdout ?? ''),
      stderr: String(r.stderr ?? ''),
      timedOut: Boolean(r.timedOut),
      ...(r.failed && r.exitCode === undefined ? { error: r.shortMessage } : {}),
    };
  } catch (err) {
    return { exitCode: null, stdout: '', stderr: '', timedOut: false, error: (err as Error).message };
  }
};
