/**
 * The one place that loads tree-sitter. Both packages are CommonJS native
 * addons, so they are loaded through `createRequire`; the parser is created on
 * first use so that importing whale-perm costs nothing until a shell command
 * is actually analyzed.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The slice of tree-sitter's SyntaxNode this module relies on. Declared here
 * (instead of importing the package's ambient types) so no tree-sitter type
 * leaks past `src/shell/`, and so the walker states exactly what it reads.
 *
 * Note: with a JS string input the Node binding reports `startIndex` and
 * `endIndex` in UTF-16 code units, i.e. JS string indices (checked by a test
 * with non-ASCII input), so no byte-offset conversion is needed.
 */
export interface TsNode {
  readonly type: string;
  readonly isNamed: boolean;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  readonly startIndex: number;
  readonly endIndex: number;
  readonly children: TsNode[];
  readonly childCount: number;
}

interface TsCursor {
  readonly nodeType: string;
  readonly nodeTypeId: number;
  readonly nodeIsNamed: boolean;
  readonly nodeIsMissing: boolean;
  readonly startIndex: number;
  readonly endIndex: number;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
}

interface TsTree {
  walk(): TsCursor;
  readonly rootNode: { readonly hasError: boolean };
}

interface TsParser {
  setLanguage(language: unknown): void;
  parse(input: string, oldTree?: TsTree | null, options?: { bufferSize?: number }): TsTree;
}

type ParserConstructor = new () => TsParser;

let parser: TsParser | null = null;

/**
 * tree-sitter-bash's grammar. Its package entry finds the addon with
 * node-gyp-build (directory scans) and parses its 50 kB node-types.json,
 * neither of which the parser needs: the addon is loaded from where
 * node-gyp-build looks first (a local build, then the prebuild for this
 * platform), and only if neither loads, through the package as before.
 */
function bashLanguage(require: NodeJS.Require): Record<string, unknown> {
  try {
    const dir = dirname(require.resolve('tree-sitter-bash/package.json'));
    for (const addon of [join(dir, 'build', 'Release', 'tree_sitter_bash_binding.node'), join(dir, 'prebuilds', `${process.platform}-${process.arch}`, 'tree-sitter-bash.node')]) {
      if (existsSync(addon)) return require(addon) as Record<string, unknown>;
    }
  } catch {
    // An addon that does not load here: the package's own lookup decides.
  }
  return require('tree-sitter-bash') as Record<string, unknown>;
}

function getParser(): TsParser {
  if (parser === null) {
    const require = createRequire(import.meta.url);
    const Parser = require('tree-sitter') as ParserConstructor;
    // Without `nodeTypeInfo` the binding skips building a node class per type
    // (with field getters), which costs milliseconds at start: only the cursor
    // is read (see materialize), so every node may be a plain SyntaxNode.
    const { nodeTypeInfo: _unused, ...bash } = bashLanguage(require);
    const created = new Parser();
    created.setLanguage(bash);
    parser = created;
  }
  return parser;
}

export interface ParsedSource {
  root: TsNode;
  /** Start indices of `|&` operators (see parseBash). */
  stderrPipes: ReadonlySet<number>;
}

const NO_PIPES: ReadonlySet<number> = new Set();

function parseOnce(source: string): TsNode {
  // The binding reads the string through a buffer; giving it room for the
  // whole input avoids many small callbacks for long commands.
  const bufferSize = Math.max(1024, source.length * 2 + 16);
  return materialize(getParser().parse(source, null, { bufferSize }));
}

/** Whether the grammar finds an error (or a missing token) in the source: the tree is neither copied nor walked. */
export function parsesWithError(source: string): boolean {
  const bufferSize = Math.max(1024, source.length * 2 + 16);
  return getParser().parse(source, null, { bufferSize }).rootNode.hasError;
}

interface PlainNode {
  type: string;
  isNamed: boolean;
  isMissing: boolean;
  hasError: boolean;
  startIndex: number;
  endIndex: number;
  children: PlainNode[];
  childCount: number;
}

/** The children of a leaf: one shared empty list (nothing reads a tree to change it). */
const NO_CHILDREN: PlainNode[] = Object.freeze([]) as unknown as PlainNode[];

/**
 * A node's type name and whether it is named depend on its symbol alone
 * (tree-sitter derives both from `ts_node_symbol`), so each is read from the
 * binding once per symbol and reused: one number crosses from native code per
 * node instead of a new string and a boolean.
 */
const typeName: string[] = [];
const typeNamed: boolean[] = [];

/**
 * Copies the tree into plain objects in one cursor pass. Every property read
 * on a binding node crosses into native code, and the walker reads each node
 * many times; a cursor walk is several times cheaper, and the copy can be
 * read freely. `hasError` is derived as tree-sitter defines it: an ERROR or
 * MISSING node, or one containing such a node. A MISSING node is an empty
 * token, so only empty nodes are asked whether they are one.
 */
function materialize(tree: TsTree): TsNode {
  const cursor = tree.walk();
  const make = (): PlainNode => {
    const id = cursor.nodeTypeId;
    let type = typeName[id];
    if (type === undefined) {
      type = typeName[id] = cursor.nodeType;
      typeNamed[id] = cursor.nodeIsNamed;
    }
    const startIndex = cursor.startIndex;
    const endIndex = cursor.endIndex;
    return {
      type,
      isNamed: typeNamed[id]!,
      isMissing: startIndex === endIndex && cursor.nodeIsMissing,
      hasError: false,
      startIndex,
      endIndex,
      children: NO_CHILDREN,
      childCount: 0,
    };
  };
  const adopt = (parent: PlainNode, child: PlainNode): void => {
    if (parent.children === NO_CHILDREN) parent.children = [child];
    else parent.children.push(child);
  };
  const root = make();
  const path: PlainNode[] = [root];
  for (;;) {
    if (cursor.gotoFirstChild()) {
      const child = make();
      adopt(path[path.length - 1]!, child);
      path.push(child);
      continue;
    }
    for (;;) {
      const done = path.pop()!;
      const children = done.children;
      done.childCount = children.length;
      let hasError = done.type === 'ERROR' || done.isMissing;
      for (let i = 0; !hasError && i < children.length; i++) hasError = children[i]!.hasError;
      done.hasError = hasError;
      if (path.length === 0) return root;
      if (cursor.gotoNextSibling()) {
        const sibling = make();
        adopt(path[path.length - 1]!, sibling);
        path.push(sibling);
        break;
      }
      cursor.gotoParent();
    }
  }
}

/**
 * Parse bash source; the tree stays valid as long as the root is referenced.
 *
 * After a `|&` operator tree-sitter-bash stops treating newlines as command
 * separators (`a |& b | c` newline `d` makes `d` an argument of `c`), which
 * would hide commands. So when the tree has `|&` tokens, the source is parsed
 * again with each of them spelled `| ` (same length, so every index still
 * points into the original text), and their positions are returned for the
 * walker to restore the operator.
 */
export function parseBash(source: string): ParsedSource {
  const root = parseOnce(source);
  if (!source.includes('|&')) return { root, stderrPipes: NO_PIPES };
  const positions = tokenPositions(root, '|&');
  if (positions.length === 0) return { root, stderrPipes: NO_PIPES };
  let patched = '';
  let cursor = 0;
  for (const at of positions) {
    patched += `${source.slice(cursor, at)}| `;
    cursor = at + 2;
  }
  patched += source.slice(cursor);
  return { root: parseOnce(patched), stderrPipes: new Set(positions) };
}

function tokenPositions(root: TsNode, type: string): number[] {
  const found: number[] = [];
  const stack: TsNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TsNode;
    if (!node.isNamed && node.type === type) found.push(node.startIndex);
    for (const child of node.children) if (child.childCount !== 0 || child.type === type) stack.push(child);
  }
  return found.sort((a, b) => a - b);
}

/** A place where tree-sitter could not parse the input. */
export interface ParseErrorSite {
  range: [number, number];
  missing: boolean;
}

/**
 * Find ERROR and MISSING nodes. Only descends into subtrees that contain an
 * error, and uses an explicit stack: inputs can nest thousands of levels deep.
 *
 * Three grammar gaps are not reported, because bash accepts the input and the
 * walker handles them: the `<>` operator (tree-sitter-bash reads `<` plus a
 * stray `>`), `coproc NAME ( … )` (the NAME becomes an ERROR), and the empty
 * command name it invents for `x=1 >f`.
 */
export function findParseErrors(root: TsNode, source: string): ParseErrorSite[] {
  const sites: ParseErrorSite[] = [];
  if (!root.hasError) return sites;
  const stack: { node: TsNode; parent: TsNode | null }[] = [{ node: root, parent: null }];
  while (stack.length > 0) {
    const { node, parent } = stack.pop() as { node: TsNode; parent: TsNode | null };
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as TsNode;
      if (child.isMissing) {
        if (!isEmptyCommandName(node, parent)) {
          sites.push({ range: [child.startIndex, child.endIndex], missing: true });
        }
        continue;
      }
      if (child.type === 'ERROR') {
        if (isToleratedError(node, children, i, source)) continue;
        sites.push({ range: [child.startIndex, child.endIndex], missing: false });
        // Errors nested inside this one add nothing the outer range does not cover.
        continue;
      }
      if (child.hasError) stack.push({ node: child, parent: node });
    }
  }
  return sites;
}

/** `x=1 >f` is a command with no name; the grammar invents a missing name word for it. */
function isEmptyCommandName(node: TsNode, parent: TsNode | null): boolean {
  return (
    node.type === 'command_name' &&
    parent !== null &&
    parent.children.some((c) => c.type === 'variable_assignment' || c.type === 'file_redirect')
  );
}

function isToleratedError(parent: TsNode, siblings: TsNode[], index: number, source: string): boolean {
  const error = siblings[index] as TsNode;
  const previous = siblings[index - 1];
  if (parent.type === 'file_redirect' && previous?.type === '<' && isReadWriteTail(error)) return true;
  if (parent.type === 'command' && siblings.some((s) => s.type === 'subshell' || s.type === 'compound_statement')) {
    // `coproc NAME ( … )`: the name sits between `coproc` and the subshell.
    const name = siblings.find((s) => s.type === 'command_name');
    return (
      name !== undefined &&
      source.slice(name.startIndex, name.endIndex) === 'coproc' &&
      index === siblings.indexOf(name) + 1
    );
  }
  return false;
}

function isReadWriteTail(error: TsNode): boolean {
  const inner = error.children;
  return inner.length === 1 && inner[0]?.type === '>' && error.endIndex - error.startIndex === 1;
}
