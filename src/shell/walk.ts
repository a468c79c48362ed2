/**
 * The tree walker: one pass over tree-sitter-bash's syntax tree that emits
 * segments (simple commands), opacity findings and write intents.
 *
 * Order: segments are pushed in pre-order (a command before the commands
 * nested in its words, payloads and bodies); index.ts then sorts them by
 * range start with a stable sort, so the result is source order with an
 * enclosing command ahead of its nested ones, and ties (several segments of
 * one payload share its range) keep the order they were found in.
 *
 * Stack safety: lists (`a && b && …`, left-nested in the tree) are flattened
 * iteratively, word subtrees are searched with an explicit stack, and other
 * recursion is capped at MAX_NESTING_DEPTH, reported as opacity.
 */
import { findSubstitutions, type EmbeddedSubstitution } from './heredoc.js';
import { flatList, flatListHead, listChunks, nestingCut, parsesPlainly, type FlatCommand, type FlatRedirect, type FlatWord } from './chunks.js';
import { fixLexing, repairUnsupported } from './lexfix.js';
import { findParseErrors, parseBash, parsesWithError, type TsNode } from './parse.js';
import { DETAIL, MAX_NESTING_DEPTH, MAX_PAYLOAD_DEPTH, opacity } from './opacity.js';
import { envFindings } from './indirect.js';
import { dataCommandFindings, findPayloads, type PayloadAction, type StdinInfo, type StdinSource } from './payloads.js';
import { addFileRedirect, emptyRedirectInfo, isDeviceSink, readRedirects, REDIRECT_TYPES, teeTargets, type LocalWrite, type RedirectInfo } from './redirects.js';
import { chunkAt, countAssignmentWords, recoverKeywords, splitAtNewlines, type CommandChunk } from './repairs.js';
import type { NestingKind, Opacity, OpacityReason, Operator, Redirect, Segment, WriteIntent } from './types.js';
import { assignmentWord, groupAdjacent, literalWord, programKey, spanOf, wordFromNodes, type Word } from './words.js';
import { arithmeticVariables, assignmentFindings, commandFindings, type RuntimeFinding } from './runtime.js';
import { MAX_WRAPPERS, peel } from './wrappers.js';

export interface Sink {
  segments: Segment[];
  opaque: Opacity[];
  writes: WriteIntent[];
}

/** What the walker knows about where it is. Immutable; entering a construct makes a new one. */
interface Ctx {
  /** The text being walked: the input, or a payload string (after lexfix.ts). */
  readonly src: string;
  /** `src` as written, before lexical repairs (for segment text). */
  readonly written: string;
  readonly nesting: readonly NestingKind[];
  readonly depth: number;
  readonly payloadDepth: number;
  /**
   * Inside a payload, positions in `src` are not positions in the input; every
   * range is then reported as the payload word's range in the input.
   */
  readonly fixedRange: [number, number] | null;
  /** Where `src` starts in the input, when it is a verbatim slice of it (heredoc substitutions). */
  readonly offset: number;
  /** The next statement's standard input is a pipe. */
  readonly stdinPiped: boolean;
  /**
   * In a payload template, the substitutions the outer shell already ran
   * (`sh -c "rm $(pick)"`: `pick` runs outside, not inside sh). Skipped.
   */
  readonly skipSubstitutions: ReadonlySet<string> | null;
  /** Positions of `|&` operators the parser was shown as `|` (see parseBash). */
  readonly stderrPipes: ReadonlySet<number>;
  /** Inside a payload: the program that runs it and how (Segment.via). */
  readonly via: string | undefined;
}

/** What the walker knows of one simple command besides its words (emit). */
interface SegmentInfo {
  assignments: string[];
  redirects: Redirect[];
  op: Operator | null;
  range: [number, number];
  stdin: StdinInfo;
}

/** Shared empty lists for the common case of a command with none (only read, never changed). */
const NO_WORDS: Word[] = [];
const NO_FINDINGS: readonly RuntimeFinding[] = [];
const NO_ACTIONS: readonly PayloadAction[] = [];

/** Redirects that belong to a statement but sit outside its node (on a redirected_statement). */
interface Carry {
  redirects: TsNode[];
  end: number;
}

interface SequenceState {
  pending: Operator | null;
  seen: boolean;
  prevEnd: number;
  leadOp: Operator | null;
}

const SEPARATORS = new Set<string>(['&&', '||', ';', '|', '|&', '&']);

const STATEMENTS = new Set([
  'command',
  'redirected_statement',
  'pipeline',
  'list',
  'subshell',
  'compound_statement',
  'if_statement',
  'for_statement',
  'c_style_for_statement',
  'while_statement',
  'case_statement',
  'function_definition',
  'negated_command',
  'declaration_command',
  'unset_command',
  'test_command',
  'variable_assignment',
  'variable_assignments',
  'ERROR',
]);

/** Parts of a compound statement that hold statements; walked as part of the same sequence. */
const CLAUSES: ReadonlyMap<string, NestingKind | null> = new Map([
  ['do_group', null],
  ['elif_clause', null],
  ['else_clause', null],
]);

const COMPOUND_NESTING: ReadonlyMap<string, NestingKind | null> = new Map([
  ['subshell', 'subshell'],
  ['compound_statement', 'group'],
  ['if_statement', 'if'],
  ['for_statement', 'loop'],
  ['c_style_for_statement', 'loop'],
  ['while_statement', 'loop'],
  ['case_statement', null],
  ['negated_command', 'negation'],
]);

/** Leaf-like node types that never contain commands; skipped when searching for substitutions. */
const INERT = new Set(['word', 'raw_string', 'ansi_c_string', 'number', 'string_content', 'variable_name',
  'comment', 'heredoc_content', 'heredoc_start', 'heredoc_end', 'file_descriptor', 'test_operator',
  'special_variable_name', 'regex', 'extglob_pattern']);

/** Analyze `source` (the input, or a payload found in it), adding to `sink`. */
export function analyzeSource(
  source: string,
  sink: Sink,
  /** Read every text up to FLAT_MIN with the grammar, even a plain list (the tests compare both readings). */
  grammarOnly = false,
): void {
  const top: Ctx = {
    src: source,
    written: source,
    nesting: [],
    depth: 0,
    payloadDepth: 0,
    fixedRange: null,
    offset: 0,
    stdinPiped: false,
    skipSubstitutions: null,
    stderrPipes: NO_PIPES,
    via: undefined,
  };
  new Walker(sink, source.length, grammarOnly).analyze(source, top);
}

/**
 * The `|&` positions of a text read without the grammar: none. Shared (it is
 * only read) so that no analysis allocates a set for it.
 */
const NO_PIPES: ReadonlySet<number> = new Set();

/** Segments one analysis reports at most; the commands after are one finding (a megabyte of `true && …`). */
export const MAX_SEGMENTS = 20_000;

class Walker {
  /** MAX_SEGMENTS was reached: nothing more is emitted. */
  private full = false;
  /** The heredoc or here-string a bare `cat` just printed, for a shell right after it in the pipeline. */
  private feed: { source: StdinSource; end: number; src: string } | null = null;

  constructor(
    private readonly sink: Sink,
    /** Length of the whole input, for findings that run to its end. */
    private readonly inputEnd: number,
    private readonly grammarOnly: boolean,
  ) {}

  /**
   * `outer` is the context of the text (its `src`, `written` and
   * `stderrPipes` are replaced here). Every Ctx of a walk is the literal in
   * analyzeSource or a spread of one that only sets keys it already has, so
   * all share one object shape: V8 then keeps the walker's reads of it
   * monomorphic (new shapes made it deoptimize and recompile its largest
   * functions on the way through a batch).
   */
  analyze(whole: string, outer: Ctx, leadOp: Operator | null = null): void {
    // Bounds (chunks.ts): text nested too deep is cut off, a huge flat list is parsed in pieces.
    let source = whole;
    const cut = nestingCut(whole, MAX_NESTING_DEPTH);
    if (cut !== null) {
      this.opaque(withText(outer, whole, whole, NO_PIPES), 'parse-error', [cut, whole.length], DETAIL.tooLong(MAX_NESTING_DEPTH));
      source = whole.slice(0, cut);
    }
    // A flat list of plain words is read without the grammar (it would add nothing): short commands
    // like `git status && npm test` skip the parse, long ones skip building a huge tree.
    if (source.length > FLAT_MIN || !this.grammarOnly) {
      // Past MAX_SEGMENTS nothing is emitted: the commands after the first MAX_SEGMENTS + 1 are checked, not
      // kept, unless the first ones did not fill the analysis (some commands emit no segment).
      // `$(…)` in a word is read flat too, unless the walk is so deep that the grammar's depth bound could apply.
      const substitutions = outer.depth < MAX_NESTING_DEPTH - FLAT_DEPTH_MARGIN;
      const flat = flatListHead(source, MAX_SEGMENTS + 1, substitutions);
      if (flat !== null) {
        const fctx = withText(outer, source, source, NO_PIPES);
        if (flat.complete || this.full) this.walkFlat(flat.head, fctx, leadOp);
        else {
          const before = { segments: this.sink.segments.length, opaque: this.sink.opaque.length, writes: this.sink.writes.length, feed: this.feed };
          this.walkFlat(flat.head, fctx, leadOp);
          if (!this.full) {
            this.sink.segments.length = before.segments;
            this.sink.opaque.length = before.opaque;
            this.sink.writes.length = before.writes;
            this.feed = before.feed;
            this.walkFlat(flatList(source, substitutions) as FlatCommand[], fctx, leadOp);
          }
        }
        return;
      }
    }
    const chunks = listChunks(source, LIST_CHUNK);
    if (chunks !== null) {
      for (const c of chunks) {
        const text = source.slice(c.start, c.end);
        // Past MAX_SEGMENTS nothing more is emitted; a piece that could add no finding or write is not read.
        if (this.full && !this.grammarOnly && quietPastCap(text)) continue;
        const piece = derive(outer);
        piece.src = text;
        piece.offset = outer.offset + c.start;
        this.analyze(text, piece, c.op ?? leadOp);
      }
      return;
    }
    // Respelled where the grammar's lexer and bash's disagree (lexfix.ts); same length, same indices.
    let fixed = fixLexing(source).text;
    let parsed = parseBash(fixed);
    let repaired: [number, number][] = [];
    if (parsed.root.hasError) {
      const repair = repairUnsupported(fixed);
      if (repair.sites.length > 0) {
        fixed = repair.text;
        parsed = parseBash(fixed);
        repaired = repair.sites;
      }
    }
    const { root, stderrPipes } = parsed;
    const ctx = withText(outer, fixed, source, stderrPipes);
    for (const site of repaired) this.opaque(ctx, 'parse-error', site, DETAIL.misreadCompound());
    for (const site of findParseErrors(root, source)) {
      this.opaque(ctx, 'parse-error', site.range, DETAIL.parseError(site.missing));
    }
    this.walkSequence(root.children, ctx, leadOp, null);
  }

  /**
   * A flat list of plain words (chunks.ts): each command emitted as the
   * grammar's reading would give it, then the commands of the `$(…)` in its
   * words, in order, as walkCommand walks them.
   */
  private walkFlat(list: FlatCommand[], ctx: Ctx, leadOp: Operator | null): void {
    for (let i = 0; i < list.length; i++) {
      if (this.full) continue;
      const cmd = list[i] as FlatCommand;
      const flat = cmd.words;
      let leading = 0;
      while (leading < flat.length && ASSIGNMENT_WORD.test((flat[leading] as FlatWord).value)) leading++;
      const assignments: string[] = [];
      for (let k = 0; k < leading; k++) assignments.push((flat[k] as FlatWord).value);
      const op = i === 0 ? (cmd.op ?? leadOp) : cmd.op;
      if (leading === flat.length) {
        for (const f of assignmentFindings(assignments)) this.opaque(ctx, f.reason, [cmd.start, ctx.src.length], f.detail);
        continue;
      }
      const rest: Word[] = [];
      for (let k = leading; k < flat.length; k++) rest.push(flatWord(flat[k] as FlatWord));
      const piped = op === '|' || (i === 0 && ctx.stdinPiped);
      const info = cmd.redirects === undefined ? null : flatRedirects(cmd.redirects);
      this.emit(rest, { assignments, redirects: info?.redirects ?? [], op, range: [cmd.start, cmd.end], stdin: { piped, sources: info?.stdin ?? [] } }, ctx);
      if (info !== null) this.recordWrites(info.writes, ctx);
      for (const w of flat) {
        if (w.substitutions === undefined) continue;
        for (const sub of w.substitutions) {
          if (ctx.skipSubstitutions?.has(ctx.src.slice(sub.nodeStart, sub.end))) continue;
          this.walkFlat(sub.commands, nested(ctx, 'command-substitution'), null);
        }
      }
    }
  }

  // ------------------------------------------------------------ sequences

  private walkSequence(children: readonly TsNode[], ctx: Ctx, leadOp: Operator | null, carry: Carry | null): void {
    let carryIndex = -1;
    if (carry !== null) {
      for (let i = children.length - 1; i >= 0; i--) {
        if (STATEMENTS.has((children[i] as TsNode).type)) {
          carryIndex = i;
          break;
        }
      }
    }
    const state: SequenceState = { pending: null, seen: false, prevEnd: 0, leadOp };
    this.walkChildren(children, ctx, state, carry, carryIndex);
  }

  private walkChildren(
    children: readonly TsNode[],
    ctx: Ctx,
    state: SequenceState,
    carry: Carry | null = null,
    carryIndex = -1,
  ): void {
    for (let i = 0; i < children.length; i++) {
      const child = children[i] as TsNode;
      const type = child.type;
      if (!child.isNamed) {
        if (SEPARATORS.has(type)) {
          state.pending = type === '|' && ctx.stderrPipes.has(child.startIndex) ? '|&' : (type as Operator);
        }
        continue;
      }
      if (type === 'comment') continue;
      if (STATEMENTS.has(type)) {
        const op: Operator | null =
          state.pending ??
          (state.seen
            ? ctx.src.slice(state.prevEnd, child.startIndex).includes('\n')
              ? '\n'
              : ';'
            : state.leadOp);
        const piped = op === '|' || op === '|&' || (!state.seen && state.pending === null && ctx.stdinPiped);
        state.pending = null;
        state.seen = true;
        state.prevEnd = child.endIndex;
        let inner = ctx;
        if (piped !== ctx.stdinPiped) {
          const d = derive(ctx);
          d.stdinPiped = piped;
          inner = d;
        }
        this.walkStatement(child, inner, op, i === carryIndex ? carry : null);
        continue;
      }
      if (type === 'case_item') {
        this.walkCaseItem(child, ctx, state);
        continue;
      }
      const clause = CLAUSES.get(type);
      if (clause !== undefined) {
        this.walkChildren(child.children, clause === null ? ctx : enter(ctx, clause), state);
        continue;
      }
      this.walkNested(child, ctx);
    }
  }

  /** `pat1|pat2) cmds ;;`: the `|` between patterns is not a pipe. */
  private walkCaseItem(node: TsNode, ctx: Ctx, state: SequenceState): void {
    const children = node.children;
    const close = children.findIndex((c) => !c.isNamed && c.type === ')');
    for (const pattern of children.slice(0, Math.max(close, 0))) if (pattern.isNamed) this.walkNested(pattern, ctx);
    this.walkChildren(children.slice(close + 1), enter(ctx, 'case'), state);
  }

  private walkStatement(node: TsNode, ctx: Ctx, op: Operator | null, carry: Carry | null): void {
    if (ctx.depth >= MAX_NESTING_DEPTH) {
      this.opaque(ctx, 'parse-error', [node.startIndex, node.endIndex], DETAIL.tooDeepNesting());
      return;
    }
    const c = derive(ctx);
    c.depth = ctx.depth + 1;
    const type = node.type;
    if (carry !== null && type !== 'command' && type !== 'pipeline' && type !== 'list' && type !== 'redirected_statement') {
      const mark = this.sink.segments.length;
      this.walkStatement(node, ctx, op, null);
      this.applyCarry(carry, mark, ctx);
      return;
    }
    switch (type) {
      case 'command':
        this.walkCommand(node, c, op, carry);
        return;
      case 'redirected_statement':
        this.walkRedirected(node, c, op, carry);
        return;
      case 'list':
        this.walkSequence(flattenList(node), c, op, carry);
        return;
      case 'pipeline':
        this.walkSequence(node.children, c, op, carry);
        return;
      case 'function_definition':
        this.walkFunction(node, c);
        return;
      case 'declaration_command':
      case 'unset_command':
        this.walkDeclaration(node, c, op);
        return;
      case 'test_command':
        this.walkTest(node, c, op);
        return;
      case 'ERROR':
        // Best effort: whatever parsed inside the error region is still walked.
        this.walkSequence(node.children, c, op, null);
        return;
    }
    if (type === 'c_style_for_statement') {
      const header = node.children.filter((n) => n.type !== 'do_group' && n.type !== 'compound_statement');
      const first = header[0];
      const last = header[header.length - 1];
      if (first && last) this.checkArithmetic(c.src.slice(first.startIndex, last.endIndex).replace(/^for/, ''), [node.startIndex, last.endIndex], c, '`for ((…))`');
    }
    const kind = COMPOUND_NESTING.get(type);
    if (kind !== undefined) {
      // `(( … ))` is an arithmetic command, not a `{ …; }` group.
      const arithmetic = type === 'compound_statement' && node.children[0]?.type === '((';
      if (arithmetic) this.checkArithmetic(c.src.slice(node.startIndex + 2, node.endIndex - 2), [node.startIndex, node.endIndex], c, '`(( … ))`');
      this.walkSequence(node.children, kind === null || arithmetic ? c : enter(c, kind), op, null);
      return;
    }
    if (type === 'variable_assignment' || type === 'variable_assignments') {
      const nodes = type === 'variable_assignment' ? [node] : node.children.filter((n) => n.type === 'variable_assignment');
      const assigned = nodes.map((n) => assignmentWord(n, c.src));
      for (const f of assignmentFindings(assigned.map((w) => w.value))) {
        this.opaque(c, f.reason, [node.startIndex, Math.max(node.endIndex, c.src.length)], f.detail);
      }
      for (const action of envFindings(assigned, '')) this.runPayload(action, c);
    }
    this.walkNested(node, c); // assignments, and any node kind not foreseen
  }

  /** Arithmetic that reads a variable evaluates its value, subscripts (and their substitutions) included. */
  private checkArithmetic(text: string, range: [number, number], ctx: Ctx, what: string): void {
    const names = arithmeticVariables(text, ctx.src);
    if (names.length === 0) return;
    this.opaque(ctx, 'evaluated-variable', range, DETAIL.arithmeticVariable(`${what} (on ${names.slice(0, 3).join(', ')})`));
  }

  private walkFunction(node: TsNode, ctx: Ctx): void {
    const inner = enter(ctx, 'function');
    const body = [...node.children].reverse().find((c) => STATEMENTS.has(c.type));
    if (body === undefined) return;
    // The body runs when the function is called, not here: no operator.
    if (body.type === 'compound_statement') this.walkSequence(body.children, inner, null, null);
    else this.walkStatement(body, inner, null, null);
  }

  // ------------------------------------------------------------ commands

  private walkRedirected(node: TsNode, ctx: Ctx, op: Operator | null, carry: Carry | null): void {
    let body: TsNode | null = null;
    const redirects: TsNode[] = [];
    const stray: TsNode[] = [];
    for (const child of node.children) {
      if (REDIRECT_TYPES.has(child.type)) redirects.push(child);
      else if (child.isNamed && body === null && STATEMENTS.has(child.type)) body = child;
      else if (child.isNamed) stray.push(child);
    }
    const mine: Carry = {
      redirects: carry ? [...redirects, ...carry.redirects] : redirects,
      end: Math.max(node.endIndex, carry?.end ?? 0),
    };
    if (body === null) {
      // Redirections alone (`> file`) still create or truncate files.
      this.applyRedirectEffects(readRedirects(mine.redirects, ctx.src), ctx);
    } else if (body.type === 'command') {
      this.walkCommand(body, ctx, op, mine);
    } else if (body.type === 'pipeline' || body.type === 'list') {
      // The grammar may hang `a | b > f` or `a && b <<EOF` redirects on the
      // whole pipeline or list; bash gives them to the last command, `b`.
      this.walkSequence(body.type === 'list' ? flattenList(body) : body.children, ctx, op, mine);
    } else {
      const mark = this.sink.segments.length;
      this.walkStatement(body, ctx, op, null);
      this.applyCarry(mine, mark, ctx);
    }
    for (const s of stray) this.walkNested(s, ctx);
  }

  /** Redirects on a compound statement apply to every command inside it. */
  private applyCarry(carry: Carry, mark: number, ctx: Ctx): void {
    const info = readRedirects(carry.redirects, ctx.src);
    for (const seg of this.sink.segments.slice(mark)) seg.redirects.push(...info.redirects);
    this.applyRedirectEffects(info, ctx);
  }

  /** Effects of redirects that have no simple command of their own to attach to. */
  private applyRedirectEffects(info: RedirectInfo, ctx: Ctx): void {
    this.recordWrites(info.writes, ctx);
    // Words after a swallowed newline are commands of their own.
    const detached: Word[][] = [];
    for (const extra of info.extraArgs) {
      for (const n of extra.nodes) this.walkNested(n, ctx);
      if (extra.newlineBefore) detached.push([]);
      detached[detached.length - 1]?.push(wordFromNodes(extra.nodes, ctx.src));
    }
    for (const words of detached) {
      const range = spanOf(words, [0, 0]);
      this.emit(words, { assignments: [], redirects: [], op: '\n', range, stdin: noStdin(ctx) }, ctx);
    }
    for (const n of info.nestedRoots) this.walkNested(n, ctx);
    for (const sub of info.heredocSubstitutions) this.walkEmbedded(sub, ctx);
    if (info.continuations.length > 0) this.walkSequence(info.continuations, ctx, null, null);
  }

  private walkCommand(node: TsNode, ctx: Ctx, op: Operator | null, carry: Carry | null): void {
    const src = ctx.src;
    const assignments: string[] = [];
    const assignmentNodes: TsNode[] = [];
    const parts: TsNode[] = [];
    const redirectNodes: TsNode[] = [];
    const bodies: TsNode[] = [];
    const errors: TsNode[] = [];
    let named = false;
    for (const child of node.children) {
      switch (child.type) {
        case 'variable_assignment':
          if (named) parts.push(child);
          else {
            assignments.push(assignmentWord(child, src).value);
            assignmentNodes.push(child);
          }
          break;
        case 'command_name':
          named = true;
          for (const c of child.children) if (!c.isMissing) parts.push(c);
          break;
        case 'file_redirect':
        case 'heredoc_redirect':
        case 'herestring_redirect':
          redirectNodes.push(child);
          break;
        case 'subshell':
        case 'compound_statement':
          bodies.push(child); // `coproc ( … )`, `time ( … )`
          break;
        case 'ERROR':
          errors.push(child);
          break;
        case 'comment':
          break;
        default:
          parts.push(child);
      }
    }
    const info = readRedirects(carry ? [...redirectNodes, ...carry.redirects] : redirectNodes, src);
    const partGroups = groupAdjacent(parts);
    // Redirects carried from a redirected_statement extend the command to their end.
    const end = carry ? Math.max(node.endIndex, carry.end) : node.endIndex;
    const chunks = splitAtNewlines(
      { start: node.startIndex, end },
      partGroups,
      info.extraArgs,
      [...redirectNodes, ...bodies, ...errors],
      src,
    );
    // `coproc ( … )` / `time ( … )`: the keyword is syntax around the body, not a program.
    const head = partGroups[0] ? wordFromNodes(partGroups[0], src) : null;
    const keyword =
      bodies.length > 0 && head !== null && !head.dynamic && (head.value === 'coproc' || head.value === 'time')
        ? head.value
        : null;

    for (let index = 0; index < chunks.length; index++) this.emitChunk(chunks, index, assignments, keyword, info, op, ctx);

    this.recordWrites(info.writes, ctx);
    for (const n of assignmentNodes) this.walkNested(n, ctx);
    for (const chunk of chunks) for (const group of chunk.groups) for (const n of group) this.walkNested(n, ctx);
    for (const n of info.nestedRoots) this.walkNested(n, ctx);
    for (const sub of info.heredocSubstitutions) this.walkEmbedded(sub, ctx);
    for (const e of errors) this.walkSequence(e.children, ctx, null, null);
    const bodyCtx = keyword === 'coproc' || keyword === 'time' ? enter(ctx, keyword) : ctx;
    for (const b of bodies) this.walkStatement(b, bodyCtx, op, null);
    if (info.continuations.length > 0) this.walkSequence(info.continuations, ctx, null, null);
  }

  /** One of the simple commands a command node holds (splitAtNewlines), as walkCommand reads it. */
  private emitChunk(chunks: CommandChunk[], index: number, assignments: string[], keyword: string | null, info: RedirectInfo, op: Operator | null, ctx: Ctx): void {
    const src = ctx.src;
    const chunk = chunks[index] as CommandChunk;
    const isFirst = index === 0;
    let words = chunk.groups.map((g) => wordFromNodes(g, src));
    const leading = isFirst ? 0 : countAssignmentWords(words, src);
    const chunkAssignments = isFirst ? assignments : words.slice(0, leading).map((w) => w.value);
    words = words.slice(leading);
    const keywordOnly = isFirst && keyword !== null && words.length <= 2;
    const strayBrace = words.length === 1 && words[0]?.value === '}' && src.slice(...chunk.range) === '}';
    if (words.length === 0 || strayBrace || keywordOnly) return;
    // Each redirect and stdin source belongs to the chunk it is written in.
    const redirects = info.redirects.filter((_, i) => chunkAt(chunks, info.redirectStarts[i] ?? 0) === index);
    const sources = info.stdin.filter((source) => chunkAt(chunks, source.range[0]) === index);
    this.emit(
      words,
      {
        assignments: chunkAssignments,
        redirects,
        op: isFirst ? op : '\n',
        range: chunk.range,
        stdin: { piped: isFirst && ctx.stdinPiped, sources },
      },
      ctx,
    );
  }

  /** `export A=1 B`, `local x=$(…)`, `unset y`: builtins the grammar gives their own node. */
  private walkDeclaration(node: TsNode, ctx: Ctx, op: Operator | null): void {
    const words: Word[] = [];
    for (const child of node.children) {
      if (child.type === 'comment' || REDIRECT_TYPES.has(child.type)) continue;
      if (child.type === 'variable_assignment') words.push(assignmentWord(child, ctx.src));
      else words.push(wordFromNodes([child], ctx.src));
    }
    const range: [number, number] = [node.startIndex, node.endIndex];
    this.emit(words, { assignments: [], redirects: [], op, range, stdin: noStdin(ctx) }, ctx);
    for (const child of node.children) this.walkNested(child, ctx);
  }

  /** `[ … ]` and `[[ … ]]`: a segment of their words, plus whatever their substitutions run. */
  private walkTest(node: TsNode, ctx: Ctx, op: Operator | null): void {
    const words: Word[] = [];
    const stack: TsNode[] = [node];
    while (stack.length > 0) {
      const n = stack.pop() as TsNode;
      const children = n.children;
      const wordish = n !== node && (INERT.has(n.type) || !n.isNamed || children.length === 0 || isWordNode(n.type));
      if (wordish) {
        words.push(n.isNamed ? wordFromNodes([n], ctx.src) : literalWord(ctx.src.slice(n.startIndex, n.endIndex), [n.startIndex, n.endIndex]));
        continue;
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TsNode);
    }
    const range: [number, number] = [node.startIndex, node.endIndex];
    this.emit(words, { assignments: [], redirects: [], op, range, stdin: noStdin(ctx) }, ctx);
    // In `[[ … ]]`, the operands of -eq, -lt … are arithmetic expressions.
    if (words[0]?.value === '[[' && words.some((w) => ARITH_TESTS.has(w.value))) {
      const operands = words.filter((w, i) => ARITH_TESTS.has(words[i + 1]?.value ?? '') || ARITH_TESTS.has(words[i - 1]?.value ?? ''));
      this.checkArithmetic(operands.map((w) => ctx.src.slice(w.range[0], w.range[1])).join(' '), range, ctx, '`[[ … -eq … ]]`');
    }
    this.walkNested(node, ctx);
  }

  // ------------------------------------------------------------ segments

  /**
   * One simple command: its segment, then what the command itself tells
   * (runtime findings, tee's writes, payloads). Kept in three methods so that
   * each stays small for the optimizing compiler: this is the hottest code of
   * a batch, and one large method was compiled again at each deoptimization.
   */
  private emit(words: Word[], info: SegmentInfo, ctx: Ctx): void {
    if (this.sink.segments.length >= MAX_SEGMENTS) {
      if (!this.full) {
        this.full = true;
        const at = mapRange(ctx, info.range)[0];
        this.sink.opaque.push(opacity('parse-error', [at, Math.max(at, this.inputEnd)], DETAIL.tooManyCommands(MAX_SEGMENTS)));
      }
      return;
    }
    const peeled = peel(words);
    const recovered = recoverKeywords(peeled.words, ctx.src);
    const argv = recovered.words;
    const nesting = peeled.nesting.length > 0 ? [...ctx.nesting, ...peeled.nesting] : ctx.nesting.slice();
    const range = mapRange(ctx, info.range);
    if (recovered.misread) this.sink.opaque.push(opacity('parse-error', range, DETAIL.misreadCompound()));
    if (peeled.tooDeep) this.sink.opaque.push(opacity('parse-error', range, DETAIL.tooManyWrappers(MAX_WRAPPERS)));
    if (argv.length === 0) return;
    const dynamicWords: number[] = [];
    for (let i = 0; i < argv.length; i++) if ((argv[i] as Word).dynamic) dynamicWords.push(i);
    // Made by `map`, at their exact length: a list grown by `push` keeps room for about 16 more (some
    // 110 bytes), and a long chain's analysis keeps two per segment alive.
    const values = argv.map((w) => w.value);
    const rawArgv = words.map((w) => w.value);
    this.sink.segments.push({
      text: ctx.written.slice(info.range[0], info.range[1]),
      range,
      argv: values,
      rawArgv,
      wrappers: peeled.wrappers,
      assignments: info.assignments,
      redirects: info.redirects,
      operator: info.op,
      nesting,
      dynamicWords,
      ...(ctx.via !== undefined ? { via: ctx.via } : {}),
    });
    const firstRun = words.indexOf(argv[0] as Word);
    const wrapperEnv = firstRun > 0 ? words.slice(0, firstRun).filter((w) => ENV_WORD.test(w.template)) : NO_WORDS;
    this.commandFindings(argv, wrapperEnv, info, ctx);
    this.commandPayloads(argv, peeled.wrappers, wrapperEnv, nesting, range, info, ctx);
  }

  /** Runtime findings of one command: rebinding assignments (its own and its wrappers'), then its builtin's. */
  private commandFindings(argv: readonly Word[], wrapperEnv: readonly Word[], info: SegmentInfo, ctx: Ctx): void {
    let assigned = info.assignments;
    if (wrapperEnv.length > 0) {
      assigned = assigned.slice();
      for (const w of wrapperEnv) assigned.push(w.value);
    }
    const runtime = assigned.length > 0 ? assignmentFindings(assigned) : NO_FINDINGS;
    const builtin = commandFindings(argv);
    if (runtime.length === 0 && builtin.length === 0) return;
    for (const f of [...runtime, ...builtin]) {
      this.opaque(ctx, f.reason, f.toEnd ? [info.range[0], Math.max(info.range[1], ctx.src.length)] : info.range, f.detail);
    }
  }

  /** What one command writes with tee, and the code it runs: payloads, commands built from data, environment entries. */
  private commandPayloads(
    argv: readonly Word[],
    wrappers: readonly string[],
    wrapperEnv: readonly Word[],
    nesting: NestingKind[],
    range: [number, number],
    info: SegmentInfo,
    ctx: Ctx,
  ): void {
    const head = argv[0] as Word;
    if (head.dynamic) {
      const known: string[] = [];
      for (let i = 1; i < argv.length; i++) if (!(argv[i] as Word).dynamic) known.push((argv[i] as Word).value);
      this.sink.opaque.push(opacity('dynamic-command', range, DETAIL.dynamicCommand(head.value), known));
      return;
    }
    const program = programKey(head.value);
    if (program === 'tee') {
      for (const target of teeTargets(argv as Word[])) {
        if (!target.dynamic && (target.value === '-' || isDeviceSink(target.value))) continue;
        this.sink.writes.push({ path: target.dynamic ? null : target.value, via: 'tee', range: mapRange(ctx, target.range) });
      }
    }
    let env: Word[] = NO_WORDS;
    if (info.assignments.length > 0 || wrapperEnv.length > 0 || DECLARING.has(program)) {
      env = [];
      for (const a of info.assignments) env.push({ ...literalWord(a, info.range), dynamic: /[$`]/.test(a) });
      for (const w of wrapperEnv) env.push(w);
      if (DECLARING.has(program)) for (let i = 1; i < argv.length; i++) if (ASSIGNMENT_WORD.test((argv[i] as Word).template)) env.push(argv[i] as Word);
    }
    // `cat <<EOF | sh`: the body cat prints is what the shell reads; it is right here, so it is read too.
    // (Commands nested in cat's own words or heredoc neither use nor clear it; the next command after it does.)
    const feed = this.feed;
    const after = feed !== null && feed.src === ctx.src && info.range[0] >= feed.end;
    if (after) this.feed = null;
    const fed = after && info.op === '|' && info.stdin.piped && info.stdin.sources.length === 0;
    const stdin: StdinInfo = fed && feed !== null ? { piped: true, sources: [feed.source] } : info.stdin;
    const catBody = program === 'cat' && argv.length === 1 ? info.stdin.sources.find((x) => x.kind !== 'file' && x.text !== null) : undefined;
    if (catBody !== undefined) this.feed = { source: catBody, end: head.range[1], src: ctx.src };
    const payloads = findPayloads(argv as Word[], { stdin, range: info.range });
    const fromData = wrappers.length > 0 ? dataCommandFindings(wrappers, argv, info.range) : NO_ACTIONS;
    const fromEnv = env.length > 0 ? envFindings(env, program) : NO_ACTIONS;
    if (payloads.length + fromData.length + fromEnv.length === 0) return;
    const payloadCtx = derive(ctx);
    payloadCtx.nesting = nesting;
    for (const action of [...payloads, ...fromData, ...fromEnv]) this.runPayload(action, payloadCtx);
  }

  private runPayload(action: PayloadAction, ctx: Ctx): void {
    if (action.kind === 'opaque') {
      this.opaque(ctx, action.reason, action.range, action.detail);
      return;
    }
    const range = action.kind === 'code' ? action.range : spanOf(action.words, [0, 0]);
    if (action.kind === 'code' && action.dynamic) {
      const detail = action.dynamicReason === 'eval-dynamic' ? DETAIL.evalDynamic() : DETAIL.dynamicPayload(action.via);
      this.opaque(ctx, action.dynamicReason, range, detail);
    }
    if (ctx.payloadDepth >= MAX_PAYLOAD_DEPTH) {
      this.opaque(ctx, 'dynamic-payload', range, DETAIL.tooDeepPayload());
      return;
    }
    const inner = derive(ctx);
    inner.via = action.via;
    inner.nesting = [...ctx.nesting, 'payload' as const];
    inner.depth = ctx.depth + 1;
    inner.payloadDepth = ctx.payloadDepth + 1;
    inner.stdinPiped = false;
    if (action.kind === 'argv') {
      this.emit(action.words, { assignments: [], redirects: [], op: null, range, stdin: noStdin(inner) }, inner);
      return;
    }
    const code = derive(inner);
    code.src = action.text;
    code.fixedRange = mapRange(ctx, range);
    code.offset = 0;
    code.skipSubstitutions = action.substitutions.length > 0 ? new Set(action.substitutions) : null;
    this.analyze(action.text, code);
  }

  // ------------------------------------------------------------ nested commands in words

  /** Find the commands inside a word-level subtree: `$(…)`, backticks, `<(…)`, `>(…)`. */
  private walkNested(root: TsNode, ctx: Ctx): void {
    if (INERT.has(root.type)) return;
    const stack: TsNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop() as TsNode;
      const type = node.type;
      if ((type === 'command_substitution' || type === 'process_substitution') && ctx.skipSubstitutions !== null) {
        if (ctx.skipSubstitutions.has(ctx.src.slice(node.startIndex, node.endIndex))) continue;
      }
      if (type === 'command_substitution') {
        const backticks = node.children[0]?.type === '`';
        if (backticks && this.walkEscapedBackticks(node, ctx)) continue;
        this.walkSubstitution(node, ctx, backticks ? 'backticks' : 'command-substitution');
        continue;
      }
      if (type === 'arithmetic_expansion') {
        this.checkArithmetic(ctx.src.slice(node.startIndex + 3, node.endIndex - 2), [node.startIndex, node.endIndex], ctx, '`$(( … ))`');
        this.walkArithmetic(node, ctx);
        continue;
      }
      if (type === 'expansion') {
        this.walkExpansion(node, ctx);
        continue;
      }
      if (type === 'process_substitution') {
        this.walkSubstitution(node, ctx, 'process-substitution');
        continue;
      }
      if (node !== root && STATEMENTS.has(type) && type !== 'variable_assignment') {
        this.walkStatement(node, ctx, null, null);
        continue;
      }
      if (INERT.has(type)) continue;
      const children = node.children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TsNode);
    }
  }

  private walkSubstitution(node: TsNode, ctx: Ctx, kind: NestingKind): void {
    if (ctx.depth >= MAX_NESTING_DEPTH) {
      this.opaque(ctx, 'parse-error', [node.startIndex, node.endIndex], DETAIL.tooDeepNesting());
      return;
    }
    const inner = nested(ctx, kind);
    this.walkSequence(node.children, inner, null, null);
  }

  /**
   * `${…}`: the grammar reads the words of some operators (`#`, `%`, `,,`,
   * `^^`, `/`) as a pattern and does not look for substitutions in them, so
   * the expansion's text is scanned instead, the way bash expands it, and
   * each `$(…)` or backtick substitution found is analyzed where it stands.
   * Single quotes are taken as literal (as inside double quotes), so a
   * quoted `$(…)` may be shown although it would not run: shown, never missed.
   * `${x@P}` expands the value as a prompt, running the substitutions in it.
   */
  private walkExpansion(node: TsNode, ctx: Ctx): void {
    const raw = ctx.src.slice(node.startIndex, node.endIndex);
    if (/@P\}$/.test(raw)) {
      this.opaque(ctx, 'evaluated-variable', [node.startIndex, node.endIndex], DETAIL.promptExpansion(raw));
    }
    // Parts the grammar parsed are walked as usual (it knows `case … )` inside `$(…)`);
    // parts it left as flat text (pattern words, quoted words) are scanned.
    for (const child of node.children) {
      if (!child.isNamed) continue;
      if (INERT.has(child.type)) this.scanFlat(child, ctx);
      else this.walkNested(child, ctx);
    }
  }

  /** Text the grammar kept flat that bash still expands: each `$(…)` and backtick substitution in it is analyzed. */
  private scanFlat(node: TsNode, ctx: Ctx): void {
    const text = ctx.src.slice(node.startIndex, node.endIndex);
    if (!text.includes('$(') && !text.includes('`')) return;
    for (const sub of findSubstitutions(text)) this.walkEmbedded({ ...sub, innerStart: sub.innerStart + node.startIndex }, ctx);
  }

  /**
   * `$(( … ))` that is not arithmetic (it holds `;` or a newline, or does
   * not parse) is, for bash, a command substitution of a subshell:
   * `$( ( … ) … )`. Its text is then also analyzed as commands. Flat parts
   * of real arithmetic are scanned for substitutions.
   */
  private walkArithmetic(node: TsNode, ctx: Ctx): void {
    const inner = ctx.src.slice(node.startIndex + 2, node.endIndex - 1);
    if (node.hasError || /[;\n]/.test(inner)) {
      this.walkEmbedded({ text: ctx.src.slice(node.startIndex, node.endIndex), inner, innerStart: node.startIndex + 2, kind: 'command-substitution' }, ctx);
    }
    const stack: TsNode[] = [...node.children];
    while (stack.length > 0) {
      const n = stack.pop() as TsNode;
      if (INERT.has(n.type)) this.scanFlat(n, ctx);
      else if (n.type === 'command_substitution' || n.type === 'expansion' || n.type === 'process_substitution' || n.type === 'arithmetic_expansion') this.walkNested(n, ctx);
      else stack.push(...n.children);
    }
  }

  /**
   * Backticks nested in backticks are written escaped (`` `echo \`rm x\`` ``);
   * the grammar reads the escaped ones as words. bash removes one level of
   * backslashes (before `` ` ``, `$` and `\\`) and reads the result as a script,
   * so that is what is analyzed here, with ranges pinned to the substitution.
   * Returns false when there is nothing escaped (the ordinary walk is exact).
   */
  private walkEscapedBackticks(node: TsNode, ctx: Ctx): boolean {
    const inner = ctx.src.slice(node.startIndex + 1, node.endIndex - 1);
    if (!/\\[`$\\]/.test(inner)) return false;
    if (ctx.depth >= MAX_NESTING_DEPTH) {
      this.opaque(ctx, 'parse-error', [node.startIndex, node.endIndex], DETAIL.tooDeepNesting());
      return true;
    }
    const text = inner.replace(/\\([`$\\])/g, '$1');
    const quoted = nested(ctx, 'backticks');
    quoted.src = text;
    quoted.fixedRange = mapRange(ctx, [node.startIndex, node.endIndex]);
    quoted.offset = 0;
    this.analyze(text, quoted);
    return true;
  }

  /** A substitution found by scanning a heredoc body: its text is a verbatim slice of `ctx.src`. */
  private walkEmbedded(sub: EmbeddedSubstitution, ctx: Ctx): void {
    if (ctx.skipSubstitutions?.has(sub.text)) return;
    if (ctx.depth >= MAX_NESTING_DEPTH) {
      this.opaque(ctx, 'parse-error', [sub.innerStart, sub.innerStart + sub.inner.length], DETAIL.tooDeepNesting());
      return;
    }
    const inner = nested(ctx, sub.kind);
    inner.src = sub.inner;
    inner.offset = ctx.offset + sub.innerStart;
    this.analyze(sub.inner, inner);
  }

  // ------------------------------------------------------------ findings

  private recordWrites(writes: readonly LocalWrite[], ctx: Ctx): void {
    for (const w of writes) this.sink.writes.push({ path: w.path, via: w.via, range: mapRange(ctx, w.range) });
  }

  private opaque(ctx: Ctx, reason: OpacityReason, range: [number, number], detail: string): void {
    this.sink.opaque.push(opacity(reason, mapRange(ctx, range), detail));
  }
}

/** A context being made from another (derive), before it is handed on. */
type DraftCtx = { -readonly [K in keyof Ctx]: Ctx[K] };

/**
 * A copy of `c` to change: every key written out in the order of the
 * literal in analyzeSource, so that every context of a walk has one shape
 * (see Walker.analyze), made without the generic copying an object spread
 * costs on each statement and segment.
 */
function derive(c: Ctx): DraftCtx {
  return {
    src: c.src,
    written: c.written,
    nesting: c.nesting,
    depth: c.depth,
    payloadDepth: c.payloadDepth,
    fixedRange: c.fixedRange,
    offset: c.offset,
    stdinPiped: c.stdinPiped,
    skipSubstitutions: c.skipSubstitutions,
    stderrPipes: c.stderrPipes,
    via: c.via,
  };
}

/** `outer` reading another text: its source, as written, and the `|&` positions of its parse. */
function withText(outer: Ctx, src: string, written: string, stderrPipes: ReadonlySet<number>): Ctx {
  const c = derive(outer);
  c.src = src;
  c.written = written;
  c.stderrPipes = stderrPipes;
  return c;
}

function enter(ctx: Ctx, kind: NestingKind): DraftCtx {
  const c = derive(ctx);
  c.nesting = [...ctx.nesting, kind];
  return c;
}

/** Inside a substitution (or backticks) of `ctx`: one level deeper, its input not piped. */
function nested(ctx: Ctx, kind: NestingKind): DraftCtx {
  const c = enter(ctx, kind);
  c.depth = ctx.depth + 1;
  c.stdinPiped = false;
  return c;
}

function mapRange(ctx: Ctx, range: [number, number]): [number, number] {
  return ctx.fixedRange ?? [range[0] + ctx.offset, range[1] + ctx.offset];
}

function noStdin(ctx: Ctx): StdinInfo {
  return { piped: ctx.stdinPiped, sources: [] };
}

/**
 * A piece of a cut list (chunks.ts: no reserved word, brace, heredoc or
 * unbalanced quote) whose walk, once MAX_SEGMENTS is reached, adds nothing:
 * every segment is dropped then, and what else a walk reports needs a
 * redirect (`<`, `>`), an assignment (`=`), arithmetic (`((`, `[[`), `${…}`
 * patterns and `@P`, escaped backticks, `|&`, a carriage return, deep
 * nesting or a parse error, which the parser says without the tree being
 * copied or walked.
 */
function quietPastCap(text: string): boolean {
  if (/[<>=@`\r{}]|\(\(|\|&/.test(text)) return false;
  let depth = 0;
  for (let i = text.indexOf('('); i >= 0 && i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 40 && ++depth > 8) return false;
    if (ch === 41) depth--;
  }
  return parsesPlainly(text) || !parsesWithError(text);
}

/** The redirects of a flat command, read as readRedirects reads the grammar's nodes for them. */
function flatRedirects(redirects: readonly FlatRedirect[]): RedirectInfo {
  const info = emptyRedirectInfo();
  for (const r of redirects) addFileRedirect(r.op, r.fd, literalWord(r.target.value, [r.target.start, r.target.end]), [r.start, r.target.end], info);
  return info;
}

/** A word of a flat list as the walker's Word: literal, or dynamic with the substitutions it holds (as wordFromNodes builds it). */
function flatWord(w: FlatWord): Word {
  if (w.substitutions === undefined) return literalWord(w.value, [w.start, w.end]);
  const src = w.raw as string;
  return {
    value: w.value,
    template: w.template as string,
    dynamic: true,
    range: [w.start, w.end],
    substitutions: w.substitutions.map((sub) => src.slice(sub.nodeStart - w.start, sub.end - w.start)),
  };
}

/**
 * How far below MAX_NESTING_DEPTH a flat reading of substitutions stops:
 * the grammar counts a level per statement, list and pipeline where the flat
 * reading counts one per substitution, so near the bound the two could
 * disagree on what is nested too deep.
 */
const FLAT_DEPTH_MARGIN = 16;

/** A flat list longer than twice this is parsed in pieces of about this size (chunks.ts). */
const LIST_CHUNK = 16 * 1024;
/** Text longer than this that is a flat list of plain words is read without the grammar (chunks.ts). */
export const FLAT_MIN = 4 * 1024;

const ASSIGNMENT_WORD = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** What env (and sudo) take as an environment entry: any NAME=value, even a name bash could not assign (`BASH_FUNC_f%%`). */
const ENV_WORD = /^[^=\s-][^=\s]*=/;

/** Builtins whose arguments may be assignments (their environment entries are read like leading ones). */
const DECLARING = new Set(['export', 'declare', 'typeset', 'local', 'readonly']);

const ARITH_TESTS = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge']);

const WORD_NODES = new Set(['string', 'concatenation', 'simple_expansion', 'expansion', 'command_substitution',
  'process_substitution', 'arithmetic_expansion', 'brace_expression', 'translated_string']);

function isWordNode(type: string): boolean {
  return WORD_NODES.has(type);
}

/** `a && b || c` nests to the left; flatten it without recursion. */
function flattenList(node: TsNode): TsNode[] {
  const out: TsNode[] = [];
  const stack: TsNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as TsNode;
    if (n.type !== 'list') {
      out.push(n);
      continue;
    }
    const children = n.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TsNode);
  }
  return out;
}
