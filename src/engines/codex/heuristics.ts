/**
 * Codex's fallback for a command no rule matches (`command_safety/`,
 * `is_dangerous_command.rs`, as the 0.169 binary behaves per the spec sheet):
 * a forced `rm` (`-f`, `--force`, a flag cluster holding `f`), also behind
 * `sudo` or `env`, is dangerous and prompts; for a script that is not plain,
 * every literal command anywhere in its tree is scanned the same way. Other
 * wrappers (`timeout`, `nice`, `\rm`) are not looked through.
 */
import { parseBash, type TsNode } from '../../shell/parse.js';
import { shellScript } from './lower.js';

function forced(args: readonly string[]): boolean {
  return args.some((a) => a === '--force' || /^-[a-zA-Z]*f[a-zA-Z]*$/.test(a));
}

export function dangerousArgv(argv: readonly string[]): boolean {
  let a = [...argv];
  for (;;) {
    if (a[0] === 'sudo') a = a.slice(1);
    else if (a[0] === 'env') {
      a = a.slice(1);
      while (a[0] !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(a[0])) a = a.slice(1);
    } else break;
  }
  const prog = a[0]?.split('/').pop();
  return prog === 'rm' && forced(a.slice(1));
}

function literal(node: TsNode, src: string): string | undefined {
  const text = src.slice(node.startIndex, node.endIndex);
  switch (node.type) {
    case 'word':
    case 'number':
      return text;
    case 'raw_string':
      return text.slice(1, -1);
    case 'string':
      return node.children.every((c) => !c.isNamed || c.type === 'string_content') ? text.slice(1, -1) : undefined;
    case 'concatenation': {
      let s = '';
      for (const c of node.children) {
        if (!c.isNamed) continue;
        const w = literal(c, src);
        if (w === undefined) return undefined;
        s += w;
      }
      return s;
    }
    case 'command_name':
      return node.children[0] ? literal(node.children[0], src) : undefined;
    default:
      return undefined;
  }
}

/** Every command in the script's tree, its words read literally where they are literal. */
export function literalCommands(script: string): string[][] {
  const { root } = parseBash(script);
  const out: string[][] = [];
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'command') {
      const words: string[] = [];
      for (const c of n.children) {
        if (!c.isNamed || c.type === 'variable_assignment' || c.type.endsWith('redirect')) continue;
        const w = literal(c, script);
        if (w === undefined) break;
        words.push(w);
      }
      if (words.length > 0) out.push(words);
    }
    for (const c of n.children) stack.push(c);
  }
  return out;
}

/** `command_might_be_dangerous` for one checked argv (a lowered command, or the whole opaque shell argv). */
export function mightBeDangerous(argv: readonly string[]): boolean {
  if (dangerousArgv(argv)) return true;
  const script = shellScript(argv);
  return script !== undefined && literalCommands(script).some(dangerousArgv);
}
