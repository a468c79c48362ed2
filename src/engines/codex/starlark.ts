/**
 * The subset of Starlark that Codex rules files are written in: top-level
 * calls (`prefix_rule`, `host_executable`, `network_rule`), assignments of
 * literals to names, string and list literals, `True`/`False`/`None`,
 * comments. Codex evaluates the file with a full Starlark interpreter
 * (`execpolicy/src/parser.rs`); what this reader does not understand
 * (loops, functions, arithmetic, f-strings) is reported as unreadable, never
 * guessed.
 */

export type Value = { kind: 'str'; value: string } | { kind: 'list'; items: Value[] } | { kind: 'bool'; value: boolean } | { kind: 'none' } | { kind: 'int'; value: number };

export interface Pos {
  line: number;
  column: number;
}

export interface CallStmt {
  fn: string;
  args: Value[];
  kwargs: { name: string; value: Value; pos: Pos }[];
  pos: Pos;
  end: Pos;
}

/** A syntax or evaluation error, located as Starlark locates it. */
export class StarlarkError extends Error {
  constructor(
    message: string,
    readonly pos: Pos,
    /** True when Codex itself would evaluate this (whale-perm just cannot read it). */
    readonly unsupported = false,
  ) {
    super(message);
  }
}

type Tok = { t: 'name' | 'str' | 'int' | 'op' | 'nl' | 'eof'; v: string; pos: Pos; sv?: string };

function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  let line = 1;
  let col = 1;
  let depth = 0;
  const adv = (n: number) => {
    for (let k = 0; k < n; k++) {
      if (src[i] === '\n') {
        line++;
        col = 1;
      } else col++;
      i++;
    }
  };
  while (i < src.length) {
    const c = src[i]!;
    const pos = { line, column: col };
    if (c === '#') {
      while (i < src.length && src[i] !== '\n') adv(1);
      continue;
    }
    if (c === '\n') {
      if (depth === 0) toks.push({ t: 'nl', v: '\n', pos });
      adv(1);
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      adv(1);
      continue;
    }
    if (c === '\\' && src[i + 1] === '\n') {
      adv(2);
      continue;
    }
    const m = /^(?:[rR]?)(?:"""|'''|"|')/.exec(src.slice(i));
    if (m) {
      const raw = m[0].length > 1 && /^[rR]/.test(m[0]) ? true : false;
      const q = raw ? m[0].slice(1) : m[0];
      adv(m[0].length);
      let out = '';
      for (;;) {
        if (i >= src.length) throw new StarlarkError('unfinished string literal', pos);
        if (src.startsWith(q, i)) {
          adv(q.length);
          break;
        }
        const ch = src[i]!;
        if (ch === '\n' && q.length === 1) throw new StarlarkError('unfinished string literal', pos);
        if (ch === '\\' && !raw) {
          const n = src[i + 1];
          const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'", '\n': '', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0' };
          if (n !== undefined && n in simple) {
            out += simple[n];
            adv(2);
            continue;
          }
          if (n === 'x' && /^[0-9a-fA-F]{2}$/.test(src.slice(i + 2, i + 4))) {
            out += String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16));
            adv(4);
            continue;
          }
          if (n === 'u' && /^[0-9a-fA-F]{4}$/.test(src.slice(i + 2, i + 6))) {
            out += String.fromCharCode(parseInt(src.slice(i + 2, i + 6), 16));
            adv(6);
            continue;
          }
          throw new StarlarkError(`invalid escape sequence \\${n ?? ''}`, { line, column: col }, true);
        }
        if (ch === '\\' && raw && (src[i + 1] === q[0] || src[i + 1] === '\\')) {
          out += src.slice(i, i + 2);
          adv(2);
          continue;
        }
        out += ch;
        adv(1);
      }
      toks.push({ t: 'str', v: 'str', pos, sv: out });
      continue;
    }
    const nm = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
    if (nm) {
      if (/^[fFbB]["']/.test(src.slice(i, i + 2)) && nm[0].length === 1) throw new StarlarkError('f-strings and byte strings are not read by whale-perm', pos, true);
      toks.push({ t: 'name', v: nm[0], pos });
      adv(nm[0].length);
      continue;
    }
    const num = /^[0-9]+/.exec(src.slice(i));
    if (num) {
      toks.push({ t: 'int', v: num[0], pos });
      adv(num[0].length);
      continue;
    }
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    if ('()[]{},=:.+-*/%<>!;'.includes(c)) {
      toks.push({ t: 'op', v: c, pos });
      adv(1);
      continue;
    }
    throw new StarlarkError(`unexpected character '${c}'`, pos);
  }
  toks.push({ t: 'nl', v: '\n', pos: { line, column: col } }, { t: 'eof', v: '', pos: { line, column: col } });
  return toks;
}

/** Parses and evaluates the subset; returns the top-level calls in order. */
export function readStarlark(src: string): CallStmt[] {
  const toks = lex(src);
  let k = 0;
  const env = new Map<string, Value>();
  const peek = () => toks[k]!;
  const next = () => toks[k++]!;
  const expect = (v: string) => {
    const t = next();
    if (t.v !== v || t.t === 'str') throw new StarlarkError(`Parse error: unexpected ${t.t === 'nl' ? 'new line' : `'${t.v}'`} here, expected '${v}'`, t.pos);
  };
  const value = (): Value => {
    const t = next();
    if (t.t === 'str') {
      return { kind: 'str', value: t.sv! };
    }
    if (t.t === 'int') return { kind: 'int', value: Number(t.v) };
    if (t.t === 'op' && t.v === '[') {
      const items: Value[] = [];
      while (!(peek().t === 'op' && peek().v === ']')) {
        items.push(value());
        if (peek().t === 'op' && peek().v === ',') next();
        else break;
      }
      expect(']');
      return { kind: 'list', items };
    }
    if (t.t === 'name') {
      if (t.v === 'True' || t.v === 'False') return { kind: 'bool', value: t.v === 'True' };
      if (t.v === 'None') return { kind: 'none' };
      const v = env.get(t.v);
      if (!v) throw new StarlarkError(`Variable \`${t.v}\` not found`, t.pos);
      return v;
    }
    throw new StarlarkError(`Parse error: unexpected '${t.v}'`, t.pos);
  };
  const calls: CallStmt[] = [];
  while (peek().t !== 'eof') {
    const t = peek();
    if (t.t === 'nl' || (t.t === 'op' && t.v === ';')) {
      next();
      continue;
    }
    if (t.t !== 'name') throw new StarlarkError(`Parse error: unexpected '${t.v}' here`, t.pos);
    next();
    if (peek().t === 'op' && peek().v === '=') {
      next();
      env.set(t.v, value());
      const after = peek();
      if (after.t === 'op' && after.v !== ';') throw new StarlarkError(`expressions other than literals are not read by whale-perm`, after.pos, true);
      continue;
    }
    if (!(peek().t === 'op' && peek().v === '(')) {
      const n = peek();
      if (['def', 'for', 'if', 'load', 'lambda'].includes(t.v)) throw new StarlarkError(`'${t.v}' statements are not read by whale-perm`, t.pos, true);
      throw new StarlarkError(`Parse error: unexpected ${n.t === 'nl' ? 'new line' : `'${n.v}'`} here`, n.pos);
    }
    next();
    const call: CallStmt = { fn: t.v, args: [], kwargs: [], pos: t.pos, end: t.pos };
    while (!(peek().t === 'op' && peek().v === ')')) {
      const a = peek();
      if (a.t === 'name' && toks[k + 1]?.t === 'op' && toks[k + 1]?.v === '=') {
        next();
        next();
        call.kwargs.push({ name: a.v, value: value(), pos: a.pos });
      } else {
        if (call.kwargs.length > 0) throw new StarlarkError('positional argument after named argument', a.pos);
        call.args.push(value());
      }
      if (peek().t === 'op' && peek().v === ',') next();
      else break;
    }
    const close = peek();
    expect(')');
    call.end = { line: close.pos.line, column: close.pos.column + 1 };
    const after = peek();
    if (after.t === 'op' && after.v !== ';') throw new StarlarkError(`expressions other than calls are not read by whale-perm`, after.pos, true);
    calls.push(call);
  }
  return calls;
}
