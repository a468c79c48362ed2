/** Names for Claude Code hooks, which have none of their own: what `--hook-result NAME=…` refers to. */

/**
 * The basename of the command's program (`${CLAUDE_PROJECT_DIR}/.claude/hooks/block-rm.sh`
 * → `block-rm.sh`), the hook type for hooks that are not commands, made
 * unique with `#2`, `#3` in discovery order.
 */
export function hookName(command: string, type: string, taken: readonly string[]): string {
  let base = type;
  if (type === 'command') {
    const first = command.trim().split(/\s+/)[0] ?? '';
    const prog = first.replace(/^["']|["']$/g, '');
    const words = command.trim().split(/\s+/);
    // `bash script.sh`, `node hook.js`, `python3 x.py`: the script names the hook better than the interpreter.
    const script = /^(?:ba|z|da)?sh$|^node$|^python[0-9.]*$|^ruby$|^perl$|^deno$|^bun$/.test(prog.split('/').pop() ?? '') ? words.find((w, i) => i > 0 && !w.startsWith('-')) : undefined;
    base = ((script ?? prog).replace(/^["']|["']$/g, '').split('/').pop() ?? '') || 'hook';
  }
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}#${n}`)) return `${base}#${n}`;
}
