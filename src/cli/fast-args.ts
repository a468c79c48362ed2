/**
 * The hot path's parser: Node's `util.parseArgs` over the option table, so a
 * plain `explain …` never loads yargs (whose import and help layout cost
 * more than the evaluation). It accepts only what it can read exactly as
 * yargs would; anything else — help, version, completion, an unknown or
 * misspelt option, a bad choice, an array option followed by loose words,
 * a repeated single-valued option — returns undefined and yargs parses the
 * same argv, with its usual messages.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { camel, commandSpec, type CommandSpec, type OptionSpec } from './options.js';

export interface FastParse {
  command: CommandSpec;
  args: Record<string, unknown>;
}

const YARGS_ONLY = new Set(['--help', '-h', '--version', '-V', 'help', 'completion', '--get-yargs-completions']);

export function fastParse(argv: readonly string[]): FastParse | undefined {
  const command = commandSpec(argv[0] ?? '');
  if (!command) return undefined;
  const dashes = argv.indexOf('--');
  const optionPart = dashes < 0 ? argv : argv.slice(0, dashes);
  if (optionPart.some((a) => YARGS_ONLY.has(a))) return undefined;

  const options: NonNullable<ParseArgsConfig['options']> = {};
  const byName = new Map<string, OptionSpec>();
  for (const o of command.options) {
    // Numbers arrive as strings and are converted below.
    const def = { type: o.type === 'boolean' ? ('boolean' as const) : ('string' as const), multiple: Boolean(o.array) };
    options[o.name] = def;
    byName.set(o.name, o);
    if (o.alias) {
      if (o.alias.length === 1) (options[o.name] as { short?: string }).short = o.alias;
      else {
        options[o.alias] = def;
        byName.set(o.alias, o);
      }
    }
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv.slice(1), options, allowPositionals: true, strict: true, allowNegative: true, tokens: true } as ParseArgsConfig & { allowNegative: boolean });
  } catch {
    return undefined;
  }
  const tokens = parsed.tokens ?? [];
  const seen = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'option') continue;
    const spec = byName.get(t.name);
    if (!spec) return undefined;
    // `--no-X` is a negation only for a flag; yargs reads `--no-format` otherwise.
    if (t.rawName.startsWith('--no-') && spec.type !== 'boolean') return undefined;
    if (spec.type === 'boolean' && t.value !== undefined) return undefined;
    if (!spec.array && seen.has(spec.name)) return undefined;
    seen.add(spec.name);
    const next = tokens[i + 1];
    // yargs lets an array option take the words after it, and reads `--flag true`.
    if (next?.kind === 'positional' && (spec.array || (spec.type === 'boolean' && /^(true|false)$/.test(next.value)))) return undefined;
  }

  const args: Record<string, unknown> = { _: [command.name] };
  const values = parsed.values as Record<string, unknown>;
  for (const o of command.options) {
    let v = values[o.name] ?? (o.alias && o.alias.length > 1 ? values[o.alias] : undefined);
    if (v === undefined) {
      if (o.required) return undefined;
      if (o.default === undefined) continue;
      v = Array.isArray(o.default) ? [...o.default] : o.default;
    } else if (o.type === 'number') {
      v = Number(v);
      if (Number.isNaN(v)) return undefined;
    } else if (o.choices && !o.choices.includes(String(v))) return undefined;
    args[camel(o.name)] = v;
    args[o.name] = v;
  }
  const words = parsed.positionals;
  if (command.positional) {
    if (command.positional.required && words.length === 0) return undefined;
    args[command.positional.name] = words;
  } else if (words.length > 0) return undefined;
  return { command, args };
}
