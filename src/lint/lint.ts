/**
 * Lint a loaded stack: run every check, normalize what they report, apply
 * inline suppressions, keep the requested files. Pure: file text and file
 * existence come in through injected functions, and nothing is executed.
 */
import { parseJsonLocated, parseTomlLocated, type LocatedDoc } from '../config/located.js';
import { UsageError } from '../core/usage-error.js';
import type { Engine, StackReport } from '../engines/types.js';
import { checksFor } from './checks/index.js';
import * as schemaCheck from './checks/schema.js';
import { dedupe, normalize, sortFindings, summarize } from './finding.js';
import { applySuppressions, parseDirectives, type Directive } from './suppress.js';
import type { Check, FatalError, Finding, LintContext, LintResult } from './types.js';

export interface LintInput<S = unknown> {
  engine: Engine<S>;
  stack: S;
  /** The text of a file, or undefined when it cannot be read. */
  readText(path: string): string | undefined;
  fileExists(path: string): boolean;
  pathDirs?: readonly string[];
  /** Report only findings in these files (absolute paths); all when undefined. */
  onlyFiles?: readonly string[];
  checks?: readonly Check<S>[];
  /** The stack loaded again with the workspace trusted, when the run is not trusted. */
  trustedStack?: S;
}

export function lint<S>(input: LintInput<S>): LintResult {
  const { engine, stack } = input;
  const report = engine.describeStack(stack);
  const docs = new Map<string, LocatedDoc | undefined>();
  const ctx = context(input, stack, report, docs);
  if (input.trustedStack !== undefined) {
    // A stack that is its own trusted twin (src/lint/trusted-load.ts): its view and problems are read already.
    ctx.asTrusted = input.trustedStack === stack ? { ...ctx } : context(input, input.trustedStack, engine.describeStack(input.trustedStack), docs);
  }

  const fatal: FatalError[] = [];
  let findings: Finding[] = [];
  for (const c of input.checks ?? (checksFor(engine) as readonly Check<S>[])) {
    for (const raw of c.check(ctx)) {
      if (raw.stop) fatal.push({ file: raw.loc.file, line: raw.loc.line, column: raw.loc.column, message: raw.message });
      else findings.push(normalize(c.meta, raw));
    }
  }

  const directives: Directive[] = [];
  const files = new Set([...report.files.filter((f) => f.status !== 'missing').map((f) => f.path), ...findings.map((f) => f.file)]);
  for (const file of files) {
    if (!file.endsWith('.toml')) continue;
    const text = input.readText(file);
    if (text !== undefined && text.includes('whale-perm-disable')) directives.push(...parseDirectives(file, text));
  }
  const s = applySuppressions(dedupe(findings), directives);
  const schemaMeta = schemaCheck.meta;
  findings = [...s.kept, ...s.problems.map((p) => normalize(schemaMeta, p))];

  if (input.onlyFiles !== undefined) {
    const only = new Set(input.onlyFiles);
    findings = findings.filter((f) => only.has(f.file));
  }
  const order = report.files.map((f) => f.path);
  findings = sortFindings(findings, order);
  const scope = {
    files: report.files.filter((f) => f.status === 'read' || f.status === 'not-read' || f.status === 'error').length,
    rules: report.rules.length,
    hooks: report.hooks.length,
  };
  return { findings, suppressed: s.suppressed, fatal, summary: summarize(findings), files: order, scope };
}

function context<S>(input: LintInput<S>, stack: S, report: StackReport, docs: Map<string, LocatedDoc | undefined>): LintContext<S> {
  const { engine } = input;
  return {
    engine,
    stack,
    report,
    problems: engine.problems(stack),
    doc(file) {
      if (!docs.has(file)) docs.set(file, parse(file, input.readText(file)));
      return docs.get(file);
    },
    fileExists: input.fileExists,
    pathDirs: input.pathDirs ?? [],
    evaluate(call, opts) {
      try {
        return engine.evaluate(stack, call, { hookResults: {}, ...opts });
      } catch (err) {
        if (err instanceof UsageError) return undefined;
        throw err;
      }
    },
  };
}

function parse(file: string, text: string | undefined): LocatedDoc | undefined {
  if (text === undefined) return undefined;
  try {
    return file.endsWith('.json') ? parseJsonLocated(text, file) : parseTomlLocated(text, file);
  } catch {
    return undefined;
  }
}
