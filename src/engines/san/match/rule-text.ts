/**
 * How san splits a rule entry (`parseRule` in internal/setting/permission.go):
 * the tool is everything before the first `(`, compared exactly; the
 * argument is everything after it with one trailing `)` removed. Nothing is
 * trimmed, and a bare name has an empty argument.
 */
export interface RuleText {
  tool: string;
  args: string;
  bare: boolean;
}

export function splitRule(text: string): RuleText {
  const open = text.indexOf('(');
  if (open === -1) return { tool: text, args: '', bare: true };
  const rest = text.slice(open + 1);
  return { tool: text.slice(0, open), args: rest.endsWith(')') ? rest.slice(0, -1) : rest, bare: false };
}
