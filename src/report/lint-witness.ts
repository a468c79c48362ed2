/** How a lint witness is written out: one place for every format. */
import type { Witness } from '../lint/types.js';

/** CONTRACT.md's `witness`: the tool and its command, path or whole input, plus what the engine decided. */
export function witnessJson(w: Witness): Record<string, unknown> {
  const { tool, input } = w.call;
  const keys = Object.keys(input);
  const what =
    keys.length === 1 && typeof input.command === 'string'
      ? { command: input.command }
      : keys.length === 1 && typeof input.path === 'string'
        ? { path: input.path }
        : { input };
  return {
    tool,
    ...what,
    decision: w.decision,
    layer: w.layer,
    ...(w.hookResults ? { hookResults: w.hookResults } : {}),
    ...(w.mode !== undefined ? { mode: w.mode } : {}),
  };
}

/** `exec_shell `git reset --hard` → allow by typed-rules (with hook x failing)` — without the decision's colour. */
export function witnessCall(w: Witness): string {
  const { tool, input } = w.call;
  const keys = Object.keys(input);
  const body =
    keys.length === 1 && typeof input.command === 'string'
      ? `${tool} \`${input.command}\``
      : keys.length === 1 && typeof input.path === 'string'
        ? `${tool} ${input.path}`
        : `${tool} ${JSON.stringify(input)}`;
  const given = [
    ...Object.entries(w.hookResults ?? {}).map(([name, v]) => (v === 'error' ? `hook '${name}' failing` : `hook '${name}' saying ${v}`)),
    ...(w.mode !== undefined ? [`mode ${w.mode}`] : []),
  ];
  return given.length > 0 ? `${body} (with ${given.join(', ')})` : body;
}

/** The witness as one plain sentence, for formats without colour. */
export function witnessSentence(w: Witness): string {
  return `witness: ${witnessCall(w)} → ${w.decision} by ${w.layer}`;
}
