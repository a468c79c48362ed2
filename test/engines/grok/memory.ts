/**
 * grok stacks over in-memory files with symlinks, for the tables written
 * from grok-build's code: `/h` is the home (grok home `/h/.grok`), `/w` the
 * workspace.
 */
import { posix } from 'node:path';
import { grok } from '../../../src/engines/grok/index.js';
import type { GrokStack } from '../../../src/engines/grok/stack.js';
import type { Call, CallContext, Trace } from '../../../src/core/types.js';
import { boundedSortedNames, type FileReader } from '../../../src/io/files.js';
import type { EvalOptions, HookVerdict } from '../../../src/engines/types.js';
import { memoryReader } from '../../helpers/memory-reader.js';

/** A reader whose `links` are symlinks (path → target, absolute or relative to the link's directory). */
export function linkReader(files: Record<string, string>, links: Record<string, string> = {}, dirs: string[] = []): FileReader {
  const all: Record<string, string> = { ...files };
  for (const d of dirs) all[posix.join(d, '.keep')] = '';
  const base = memoryReader(all);
  const exists = (p: string) => p === '/' || base.read(p).status !== 'missing' || base.isDirectory(p);
  const resolve = (p: string, depth: number): string | 'loop' | undefined => {
    if (depth > 40) return 'loop';
    const parts = p.split('/').filter((x) => x !== '');
    let cur = '/';
    for (let i = 0; i < parts.length; i++) {
      const next = posix.join(cur, parts[i]!);
      const target = links[next];
      if (target !== undefined) {
        const t = resolve(posix.resolve(cur, target), depth + 1);
        if (t === undefined || t === 'loop') return t;
        cur = t;
      } else if (exists(next)) cur = next;
      else return undefined;
    }
    return cur;
  };
  return {
    read(path) {
      const r = resolve(path, 0);
      if (r === 'loop') return { status: 'error', path, message: 'too many levels of symbolic links' };
      if (r === undefined) return { status: 'missing', path };
      return base.read(r);
    },
    isDirectory(path) {
      const r = resolve(path, 0);
      return typeof r === 'string' && r !== 'loop' && (r === '/' || base.isDirectory(r));
    },
    realpath(path) {
      const r = resolve(path, 0);
      return r === 'loop' ? undefined : r;
    },
    list(dir) {
      // The entries of where the directory leads: its files and directories, and its links (a symlink is an entry too).
      const r = resolve(dir, 0);
      if (typeof r !== 'string' || r === 'loop') return undefined;
      const names = base.list?.(r);
      if (names === undefined && r !== '/') return undefined;
      const linked = Object.keys(links).filter((l) => posix.dirname(l) === r).map((l) => posix.basename(l));
      return boundedSortedNames(new Set([...(names ?? []), ...linked]));
    },
  };
}

export interface MemoryStack {
  config?: string;
  files?: Record<string, string>;
  links?: Record<string, string>;
  dirs?: string[];
  sessionRules?: string[];
  /** --trusted / --untrusted (project files load only in a trusted folder). */
  trusted?: boolean;
}

/** `config` is the body of /h/.grok/config.toml. */
export function memoryStack(m: MemoryStack = {}): GrokStack {
  const files = { ...(m.config !== undefined ? { '/h/.grok/config.toml': m.config } : {}), ...(m.files ?? {}) };
  return grok.loadStack({
    home: '/h',
    userHome: '/h',
    workspace: '/w',
    overrides: [],
    projectConfig: true,
    env: {},
    reader: linkReader(files, m.links, ['/w', '/etc', ...(m.dirs ?? [])]),
    ...(m.sessionRules ? { sessionRules: m.sessionRules } : {}),
    ...(m.trusted !== undefined ? { trusted: m.trusted } : {}),
  });
}

export function bash(stack: GrokStack, command: string, ctx: CallContext = {}, extra: Partial<EvalOptions> = {}): Trace {
  return grok.evaluate(stack, { tool: 'Bash', input: { command } }, { ...ctx, hookResults: {}, ...extra });
}

export function call(stack: GrokStack, c: Call, ctx: CallContext = {}, hooks: Record<string, HookVerdict> = {}, extra: Partial<EvalOptions> = {}): Trace {
  return grok.evaluate(stack, c, { ...ctx, hookResults: hooks, ...extra });
}

/** A compact permission table for config.toml. */
export function permission(r: { allow?: string[]; ask?: string[]; deny?: string[] }): string {
  const list = (xs: string[] = []) => `[${xs.map((x) => JSON.stringify(x)).join(', ')}]`;
  return `[permission]\nallow = ${list(r.allow)}\nask = ${list(r.ask)}\ndeny = ${list(r.deny)}\n`;
}
