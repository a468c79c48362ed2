/**
 * How many commands the readings `diff` asks twice keep (core/memo.ts
 * limits): `diff` first matches every changed rule against its own calls
 * (ruleMatches), then evaluates those calls on both stacks, and both passes
 * read each command the same way — its words, its deny-scan targets, the
 * typed rules each question matches. A 10,000-rule diff probes about 27,000
 * commands: with the default limit every reading of the first pass was
 * dropped before the second asked for it again. Still a bound: the memo
 * clears itself past it.
 */
export const PROBED = 65_536;
