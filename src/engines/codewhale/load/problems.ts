/** Turning read and value problems into engine problems, with the right severity for the file's role. */
import type { DocRead } from '../../../config/read-doc.js';
import type { ValueProblem } from '../../../config/values.js';
import type { Problem } from '../../types.js';

export function valueProblems(list: readonly ValueProblem[], fatal: boolean, check = 'schema'): Problem[] {
  return list.map((p) => ({ check, fatal, severity: 'error' as const, message: p.message, loc: p.loc }));
}

export function readProblem(r: Extract<DocRead, { status: 'error' }>, fatal: boolean, consequence: string): Problem {
  return {
    check: 'schema',
    fatal,
    syntax: r.syntax,
    severity: 'error',
    message: fatal ? r.message : `${r.message}; ${consequence}`,
    loc: r.loc,
  };
}
