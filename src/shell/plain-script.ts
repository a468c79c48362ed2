/**
 * The walk Codex's `parse_plain_shell_script` and grok-build's
 * `try_parse_word_only_commands_sequence` share: a script is plain when
 * every named node is of an allowed kind and every operator is an allowed
 * one; its `command` nodes, in source order, are what the agent checks.
 * Each engine passes its own vocabulary (grok allows assignments,
 * redirects and heredocs that Codex does not).
 */
import type { TsNode } from './parse.js';

export function plainCommandNodes(root: TsNode, kinds: ReadonlySet<string>, punct: ReadonlySet<string>): TsNode[] | undefined {
  const commands: TsNode[] = [];
  const stack: TsNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.isNamed) {
      if (!kinds.has(n.type)) return undefined;
      if (n.type === 'command') commands.push(n);
    } else if (!(punct.has(n.type) || n.type.trim() === '')) {
      return undefined;
    }
    for (const c of n.children) stack.push(c);
  }
  return commands.sort((a, b) => a.startIndex - b.startIndex);
}
