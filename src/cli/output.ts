/**
 * Where the CLI writes. Commands compose their whole output before writing
 * it, so an error never leaves partial output on stdout.
 */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Whether stdout is a colour-capable terminal. */
  isTTY: boolean;
}

export function processOutput(): Output {
  // A reader that stops early (`| head`) is not an error worth a stack trace.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
  return {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    isTTY: Boolean(process.stdout.isTTY),
  };
}

/** Captures output in memory, for tests and for --batch assembly. */
export function memoryOutput(isTTY = false): Output & { stdout: string; stderr: string } {
  const o = {
    stdout: '',
    stderr: '',
    isTTY,
    out(t: string) {
      o.stdout += t;
    },
    err(t: string) {
      o.stderr += t;
    },
  };
  return o;
}

/** Colour on for a terminal, off for NO_COLOR, pipes and --no-color; FORCE_COLOR forces it. */
export function wantsColor(flag: boolean | undefined, isTTY: boolean, env: Record<string, string | undefined>): boolean {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY;
}
