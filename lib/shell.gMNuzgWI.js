// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.
"use strict";

let node_module = require("node:module");
let node_fs = require("node:fs");
let node_path = require("node:path");

// src/shell/opacity.ts
const MAX_PAYLOAD_DEPTH = 8;
/** Structural nesting (subshells in substitutions in groups …) beyond this is not walked. */
const MAX_NESTING_DEPTH = 120;
const DETAIL = {
	dynamicCommand: (word) => `The command name ${quote(word)} is computed when the shell runs, so which program runs cannot be known.`,
	evalDynamic: () => "eval runs text that is computed at run time; only its literal template could be read.",
	dynamicPayload: (via) => `The code given to ${via} is computed at run time; only its literal template could be read.`,
	stdinInterpreter: (program, from) => `${program} reads the code it runs from ${from}, which is not visible in the command.`,
	interpreterPayload: (program, flag) => `${program} ${flag} runs inline code that is not shell and is not analyzed.`,
	sourceFile: (program, file) => `${program} runs the commands in ${quote(file)}, whose contents are not visible in the command.`,
	parseError: (missing) => missing ? "The shell parser expected something here that is missing, so commands around it may be misread." : "The shell parser could not read this part, so commands in it may be missed.",
	misreadCompound: () => "The shell parser misread a compound command here; its commands are listed, but their structure may be wrong.",
	tooDeepPayload: () => `Code nested more than ${8} payloads deep (sh -c inside sh -c …) was not analyzed.`,
	tooDeepNesting: () => `Constructs nested deeper than ${120} levels were not analyzed.`,
	promptExpansion: (word) => `${quote(word)} expands the variable's value as a prompt, running any command substitution in it; the value is not visible here.`,
	arithmeticVariable: (what) => `${what} evaluates a variable's value as arithmetic, and an array subscript in that value runs command substitutions; the value is not visible here.`,
	evaluatedBuiltin: (what) => `${what} evaluates text as code (arithmetic, a name reference or a callback) when the shell runs, so the commands it may run are not visible here.`,
	rebinding: (what) => `${what} changes what later command names run (or runs code at each command), so the commands after it may not be what they look like.`,
	codeFromData: (via) => `${via} builds the command it runs from data read at run time, so the command cannot be known.`,
	indirectCommand: (what) => `${what} runs a command that is not visible in this command line.`,
	tooManyWrappers: (max) => `Wrappers nested deeper than ${max} (sudo sudo …) were not peeled, so the command they finally run was not found.`,
	tooLong: (max) => `Constructs nested deeper than ${max} levels were cut off here; the rest of the input was not analyzed.`,
	tooManyCommands: (max) => `More than ${max} commands: the commands from here to the end were not analyzed.`,
	internalFailure: () => "The shell analyzer failed on this input, so none of it could be read."
};
function opacity(reason, range, detail, knownArgs) {
	return knownArgs === void 0 ? {
		reason,
		range,
		detail
	} : {
		reason,
		range,
		detail,
		knownArgs
	};
}
function quote(text) {
	return `\`${text.length > 60 ? `${text.slice(0, 57)}...` : text}\``;
}

// src/shell/lexfix.ts
/**
* Lexical repairs applied to the text before tree-sitter-bash sees it, for
* places where its lexer and bash's disagree inside a word:
*
* - a backslash-newline between two word characters (`r\⏎m`): bash removes
*   it and reads one word, `rm`; the grammar reads it as a blank and sees a
*   command `r`. It is respelled `""` (an empty quoted string: the same two
*   characters long, so every index still points at the same place, and the
*   word's value is the same as bash's).
* - a carriage return outside quotes (`rm\ra`): bash treats it as an
*   ordinary character of the word; the grammar as a blank. It is replaced
*   by a private-use placeholder the grammar reads as a word character;
*   `restoreCarriageReturns` puts the real character back in the results;
* - a newline followed by an escaped character (`a⏎\npm`): the grammar reads
*   one word `a⏎npm`; bash ends the command at the newline. The newline is
*   respelled `;`.
*
* Single-quoted text, ANSI-C strings, comments and heredoc bodies are left
* as they are (a backslash-newline is literal or handled elsewhere there).
*/
const CR_PLACEHOLDER = "";
const BLANK_OR_OPERATOR = /[\s;&|<>()`]/;
function isWordChar(ch) {
	return ch !== void 0 && !BLANK_OR_OPERATOR.test(ch);
}
function fixLexing(source) {
	if (!source.includes("\\\n") && !source.includes("\r")) return {
		text: source,
		carriageReturns: false
	};
	const crOk = !source.includes("");
	const out = source.split("");
	const stack = [{
		kind: "unquoted",
		parens: 0
	}];
	const heredocs = [];
	let carriageReturns = false;
	let i = 0;
	const n = source.length;
	while (i < n) {
		const frame = stack[stack.length - 1];
		const ch = source[i];
		const next = source[i + 1];
		if (ch === "\n" && heredocs.length > 0) {
			i = skipHeredocBodies(source, i + 1, heredocs);
			heredocs.length = 0;
			continue;
		}
		if (frame.kind === "double") {
			if (ch === "\\") i += 2;
			else if (ch === "\"") {
				stack.pop();
				i++;
			} else if (ch === "$" && next === "(") {
				stack.push({
					kind: "unquoted",
					parens: 0
				});
				i += 2;
			} else if (ch === "`") {
				stack.push({ kind: "backtick" });
				i++;
			} else i++;
			continue;
		}
		if (ch === "\n" && next === "\\" && source[i + 2] !== "\n" && isWordChar(source[i - 1])) {
			out[i] = ";";
			i++;
			continue;
		}
		if (ch === "\\") {
			if (next === "\n" && isWordChar(source[i - 1]) && isWordChar(source[i + 2])) {
				out[i] = "\"";
				out[i + 1] = "\"";
			}
			i += 2;
			continue;
		}
		if (ch === "\r") {
			if (crOk) {
				out[i] = "";
				carriageReturns = true;
			}
			i++;
			continue;
		}
		if (ch === "'") {
			const close = source.indexOf("'", i + 1);
			i = close < 0 ? n : close + 1;
			continue;
		}
		if (ch === "$" && next === "'") {
			let j = i + 2;
			while (j < n && source[j] !== "'") j += source[j] === "\\" ? 2 : 1;
			i = j + 1;
			continue;
		}
		if (ch === "\"") {
			stack.push({ kind: "double" });
			i++;
			continue;
		}
		if (ch === "#" && (i === 0 || /[\s;&|(]/.test(source[i - 1]))) {
			const nl = source.indexOf("\n", i);
			i = nl < 0 ? n : nl;
			continue;
		}
		if (ch === "`") {
			if (frame.kind === "backtick") stack.pop();
			else stack.push({ kind: "backtick" });
			i++;
			continue;
		}
		if (frame.kind === "unquoted") {
			if (ch === "$" && next === "(") {
				stack.push({
					kind: "unquoted",
					parens: 0
				});
				i += 2;
				continue;
			}
			if (ch === "(") frame.parens++;
			if (ch === ")") {
				if (frame.parens > 0) frame.parens--;
				else if (stack.length > 1) stack.pop();
			}
		}
		if (ch === "<" && next === "<" && source[i + 2] === "<") {
			i += 3;
			continue;
		}
		if (ch === "<" && next === "<") {
			const m = /^<<(-?)[ \t]*(?:'([^'\n]*)'|"([^"\n]*)"|\\?([^\s;&|<>()]+))/.exec(source.slice(i, i + 300));
			if (m) {
				heredocs.push({
					delim: m[2] ?? m[3] ?? m[4].replace(/["'\\]/g, ""),
					strip: m[1] === "-"
				});
				i += m[0].length;
				continue;
			}
		}
		i++;
	}
	return {
		text: out.join(""),
		carriageReturns
	};
}
function skipHeredocBodies(source, from, heredocs) {
	let at = from;
	for (const h of heredocs) for (;;) {
		if (at >= source.length) return source.length;
		const nl = source.indexOf("\n", at);
		const end = nl < 0 ? source.length : nl;
		const line = source.slice(at, end);
		at = end + 1;
		if ((h.strip ? line.replace(/^\t+/, "") : line) === h.delim) break;
	}
	return Math.min(at, source.length);
}
/** Put the carriage returns back into a string produced from fixed text. */
function restoreCarriageReturns(text) {
	return text.includes("") ? text.split("").join("\r") : text;
}
/**
* Respellings tried only when the grammar reported an error, for valid bash
* it does not support (same length, so indices still hold):
*
* - `for NAME in WORDS; { …; }` (and `for ((…)) { …; }`, `select`): the loop
*   header is blanked, so the `{ …; }` body is read as a group;
* - extglob patterns in arguments (`ls !(x)`, `@(a|b)`, `+(…)`): respelled
*   as a plain glob word (`*` and filler), so `!(…)` is not a negation and
*   `(…)` is not a subshell.
*
* Returns the ranges respelled, so the walker can say the structure there was
* read with a repair.
*/
function repairUnsupported(text) {
	const sites = [];
	let out = text;
	out = out.replace(/\b(?:for|select)\s+(?:[A-Za-z_][A-Za-z0-9_]*(?:\s+in\b[^;\n{}]*)?|\(\([^()]*\)\))\s*[;\n]?\s*(?=\{)/g, (m, offset) => {
		sites.push([offset, offset + m.length]);
		return m.replace(/[^\n]/g, " ");
	});
	const glob = /(?<=[^\s;&|()]\s+|[^\s;&|()!]\s*[^\s;&|()])[!@+*?]\(/g;
	let m;
	const chars = out.split("");
	while ((m = glob.exec(out)) !== null) {
		let depth = 0;
		let end = -1;
		for (let j = m.index + 1; j < out.length; j++) if (out[j] === "(") depth++;
		else if (out[j] === ")" && --depth === 0) {
			end = j + 1;
			break;
		} else if (out[j] === "\n") break;
		if (end < 0) continue;
		chars[m.index] = "*";
		for (let j = m.index + 1; j < end; j++) chars[j] = "_";
		sites.push([m.index, end]);
		glob.lastIndex = end;
	}
	return {
		text: chars.join(""),
		sites
	};
}

// src/shell/heredoc.ts
/** Find `$(…)` and backtick substitutions in text that expands like a double-quoted string. */
function findSubstitutions(text) {
	const found = [];
	let i = 0;
	while (i < text.length) {
		const ch = text[i];
		if (ch === "\\") {
			i += 2;
			continue;
		}
		if (ch === "$" && text[i + 1] === "(") {
			if (text[i + 2] === "(") {
				i += 3;
				continue;
			}
			const close = matchingParen(text, i + 2);
			const end = close < 0 ? text.length : close;
			found.push({
				text: text.slice(i, close < 0 ? text.length : close + 1),
				inner: text.slice(i + 2, end),
				innerStart: i + 2,
				kind: "command-substitution"
			});
			i = end + 1;
			continue;
		}
		if (ch === "`") {
			let j = i + 1;
			while (j < text.length && text[j] !== "`") j += text[j] === "\\" ? 2 : 1;
			const end = Math.min(j, text.length);
			found.push({
				text: text.slice(i, end + 1),
				inner: text.slice(i + 1, end),
				innerStart: i + 1,
				kind: "backticks"
			});
			i = end + 1;
			continue;
		}
		i++;
	}
	return found;
}
/**
* Index of the `)` closing a `$(` whose content starts at `from`, or -1.
* Quotes and escapes are skipped, and inside `case … esac` a `)` ending a
* pattern (`a) cmd ;;`) closes nothing.
*/
function matchingParen(text, from) {
	let depth = 1;
	let cases = 0;
	for (let i = from; i < text.length; i++) {
		const ch = text[i];
		if (/[a-z]/.test(ch) && (i === from || /[\s;&|(]/.test(text[i - 1]))) {
			const word = /^[a-z]+/.exec(text.slice(i, i + 5))?.[0];
			const ends = /[\s;&|)]|$/.test(text[i + (word?.length ?? 0)] ?? "");
			if (word === "case" && ends) cases++;
			else if (word === "esac" && ends && cases > 0) cases--;
			if (word) i += word.length - 1;
			continue;
		}
		if (ch === ")" && cases > 0 && depth === 1) continue;
		if (ch === "\\") i++;
		else if (ch === "'") {
			const close = text.indexOf("'", i + 1);
			if (close < 0) return -1;
			i = close;
		} else if (ch === "\"") {
			i++;
			while (i < text.length && text[i] !== "\"") i += text[i] === "\\" ? 2 : 1;
		} else if (ch === "(") depth++;
		else if (ch === ")") {
			depth--;
			if (depth === 0) return i;
		}
	}
	return -1;
}

// src/shell/chunks.ts
/** Index past which the text nests deeper than `max`, or null. Quotes are skipped. */
function nestingCut(source, max) {
	if (source.length < max * 2) return null;
	let depth = 0;
	for (let i = 0; i < source.length; i++) {
		const ch = source[i];
		if (ch === "\\") i++;
		else if (ch === "'") {
			const close = source.indexOf("'", i + 1);
			if (close < 0) return null;
			i = close;
		} else if (ch === "(" || ch === "{" && source[i - 1] === "$") {
			if (++depth > max) return i;
		} else if (ch === ")" || ch === "}") {
			if (depth > 0) depth--;
		} else if (ch === "`") {}
	}
	return null;
}
const KEYWORDS = /(?:^|[\s;&|()])(?:if|then|elif|else|fi|case|esac|for|select|while|until|do|done|function|coproc|\{|\}|\[\[|\]\])(?=$|[\s;&|()])/;
/** Pieces of about `size` characters, or null when the text cannot be cut safely (or need not be). */
function listChunks(source, size) {
	if (source.length <= size * 2) return null;
	if (KEYWORDS.test(source) || source.includes("<<") || source.includes("\\\n")) return null;
	const chunks = [];
	let start = 0;
	let op = null;
	let depth = 0;
	let quote = null;
	for (let i = 0; i < source.length; i++) {
		const ch = source[i];
		if (ch === "\\") {
			i++;
			continue;
		}
		if (quote !== null) {
			if (ch === quote) quote = null;
			continue;
		}
		if (ch === "'") {
			const close = source.indexOf("'", i + 1);
			if (close < 0) return null;
			i = close;
			continue;
		}
		if (ch === "\"" || ch === "`") {
			quote = ch;
			continue;
		}
		if (ch === "#" && (i === 0 || /\s/.test(source[i - 1]))) return null;
		if (ch === "(") depth++;
		else if (ch === ")") depth--;
		if (depth !== 0 || i - start < size) continue;
		const two = source.slice(i, i + 2);
		let found = null;
		let len = 0;
		if (two === "&&" || two === "||") {
			found = two;
			len = 2;
		} else if (ch === ";" && source[i + 1] !== ";" && source[i + 1] !== "&") {
			found = ";";
			len = 1;
		} else if (ch === "\n") {
			found = "\n";
			len = 1;
		}
		if (found === null) continue;
		chunks.push({
			start,
			end: i,
			op
		});
		start = i + len;
		op = found;
		i += len - 1;
	}
	if (quote !== null || depth !== 0) return null;
	chunks.push({
		start,
		end: source.length,
		op
	});
	return chunks.length > 1 ? chunks : null;
}
/**
* Plain characters (the same to bash wherever they stand: no expansion, glob
* or operator; and `~`, which the grammar keeps in its word as written, as
* the analysis does: `cat ~/.ssh/id_rsa`), blanks and list operators, and
* quoted strings on one line with nothing expanded inside: single-quoted, or
* double-quoted without `$`, backtick or backslash. A `~` is never in a
* command name or an assignment the plain reading takes (NAME, ASSIGNMENT).
*/
const FLAT_QUOTED = /^(?:[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|]|'[^'\r\n]*'|"[^"$`\\\r\n]*")*$/;
/** The same without quotes: one character class, much cheaper on a megabyte. */
const FLAT = /^[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|]*$/;
/**
* Tokens of such text: operators and words (plain characters and quoted
* strings, adjacent). Blanks are not tokens: the search steps over them (every
* character of such text but a blank is part of a token, so tokens and blanks tile it),
* and a token follows a blank when the character before it is one.
*/
const TOKEN = /&&|\|\||\||;|\n|(?:[A-Za-z0-9_.\/:@%+,=~-]|'[^']*'|"[^"]*")+|&/g;
/** The same three with `<` and `>` (text that may hold redirects): redirect operators are tokens of their own. */
const FLAT_QUOTED_REDIRECTS = /^(?:[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|<>]|'[^'\r\n]*'|"[^"$`\\\r\n]*")*$/;
const FLAT_REDIRECTS = /^[A-Za-z0-9_.\/:@%+,=~\- \t\n;&|<>]*$/;
const TOKEN_REDIRECTS = /&&|\|\||\||;|\n|[0-9]?(?:>>|>&|>|<)|(?:[A-Za-z0-9_.\/:@%+,=~-]|'[^']*'|"[^"]*")+|&/g;
/** A redirect's file the plain reading takes: plain characters or quoted strings, no `=` (`>a=b`) and no descriptor-like `-`. */
const TARGET = /^(?:[A-Za-z0-9_.\/:@%+,~]|'[^']*'|"[^"]*")(?:[A-Za-z0-9_.\/:@%+,~-]|'[^']*'|"[^"]*")*$/;
/**
* A list of plain words joined by `&&`, `||`, `;`, `|` and newlines, read
* directly: for such text the grammar's tree holds nothing the words do not,
* and building it costs seconds for a megabyte. Null when any other
* character (`$`, a glob, a brace, a redirect, `&` alone, a quote holding an
* expansion or a newline) or a reserved word appears, or an operator is
* doubled or dangling: then the grammar reads it.
*/
function flatList(source, substitutions = false) {
	return flatListHead(source, Infinity, substitutions)?.head ?? null;
}
/**
* flatList keeping only the first `limit` commands (the rest are checked, not
* kept: a megabyte of them past MAX_SEGMENTS is read for nothing). `complete`
* is false when some were dropped. With `substitutions`, a word may also hold
* `$(…)` (bare or inside double quotes) around a plain list on one line, as
* an argument (not a name or an assignment): the substitution is read as a
* flat list of its own, and the text around it as if it were plain
* characters, since the grammar reads such a `$(…)` as one piece of the word
* (the bench's `echo "$(date)"` otherwise sends a megabyte to the grammar).
*/
function flatListHead(source, limit, substitutions = false) {
	let text = source;
	let subs = [];
	if (substitutions && source.includes("$(")) {
		const masked = maskSubstitutions(source);
		if (masked === null) return null;
		text = masked.text;
		subs = masked.subs;
	}
	const redirecting = text.includes(">") || text.includes("<");
	const hasQuotes = text.includes("'") || text.includes("\"");
	if (!(redirecting ? hasQuotes ? FLAT_QUOTED_REDIRECTS : FLAT_REDIRECTS : hasQuotes ? FLAT_QUOTED : FLAT).test(text) || KEYWORDS.test(text)) return null;
	const out = [];
	const re = redirecting ? TOKEN_REDIRECTS : TOKEN;
	re.lastIndex = 0;
	let current = null;
	let op = null;
	let dropped = 0;
	let m;
	let next = 0;
	let redirect = null;
	while ((m = re.exec(text)) !== null) {
		const tok = m[0];
		const c = tok.charCodeAt(0);
		if (tok === "&") return null;
		if (redirecting && (c === 60 || c === 62 || (tok.charCodeAt(1) === 60 || tok.charCodeAt(1) === 62) && c >= 48 && c <= 57)) {
			const afterBlank = m.index > 0 && (text.charCodeAt(m.index - 1) === 32 || text.charCodeAt(m.index - 1) === 9);
			if (current === null || current.words.length === 0 || !afterBlank || redirect !== null) return null;
			const digit = c >= 48 && c <= 57;
			if (digit && tok.charCodeAt(1) === 60) return null;
			const opText = digit ? tok.slice(1) : tok;
			redirect = digit ? {
				op: opText,
				fd: c - 48,
				start: m.index
			} : {
				op: opText,
				start: m.index
			};
			continue;
		}
		if (redirect !== null && (tok === "&&" || tok === "||" || tok === "|" || tok === ";" || tok === "\n")) return null;
		if (tok === "&&" || tok === "||" || tok === "|" || tok === ";" || tok === "\n") {
			if (current === null) {
				if (tok === "\n" && op === null) continue;
				if (tok === "\n" && (op === "&&" || op === "||" || op === "|" || op === "\n")) continue;
				if (tok === "\n" && op === ";") continue;
				return null;
			}
			if (out.length < limit) out.push(current);
			else if (readsPlainly(current)) dropped++;
			else return null;
			current = null;
			op = tok;
			continue;
		}
		if (current === null) current = {
			words: [],
			op: out.length === 0 ? null : op,
			start: m.index,
			end: m.index
		};
		const end = m.index + tok.length;
		if (redirect !== null) {
			if (next < subs.length && subs[next].start < end) return null;
			if (redirect.op === ">&" ? !/^[0-9]$/.test(tok) : !TARGET.test(tok)) return null;
			const target = tok.includes("'") || tok.includes("\"") ? {
				value: tok.replace(QUOTES, "$1$2"),
				start: m.index,
				end,
				raw: tok
			} : {
				value: tok,
				start: m.index,
				end
			};
			(current.redirects ??= []).push({
				...redirect,
				target
			});
			redirect = null;
			current.end = end;
			continue;
		}
		if (current.redirects !== void 0) return null;
		if (next < subs.length && subs[next].start < end) {
			const inWord = [];
			while (next < subs.length && subs[next].start < end) inWord.push(subs[next++]);
			const raw = source.slice(m.index, end);
			current.words.push({
				value: raw,
				start: m.index,
				end,
				raw,
				template: raw.replace(QUOTES, "$1$2"),
				substitutions: inWord
			});
		} else {
			const quoted = tok.includes("'") || tok.includes("\"");
			current.words.push(quoted ? {
				value: tok.replace(QUOTES, "$1$2"),
				start: m.index,
				end,
				raw: tok
			} : {
				value: tok,
				start: m.index,
				end
			});
		}
		current.end = end;
	}
	if (redirect !== null) return null;
	if (current !== null) {
		if (out.length < limit) out.push(current);
		else if (readsPlainly(current)) dropped++;
		else return null;
	} else if (out.length > 0 && op !== ";" && op !== "\n") return null;
	return out.every(readsPlainly) ? {
		head: out,
		complete: dropped === 0
	} : null;
}
/** Quotes of a flat word, removed. */
const QUOTES = /'([^']*)'|"([^"]*)"/g;
const BLANKS = /^[ \t]+$/;
/**
* A declaration's empty value right before `|` or `)` (`export a=|x`,
* `$(local a=)`): the grammar reports a missing node there. (The plain
* reading without substitutions does not check this.)
*/
const EMPTY_BEFORE_PIPE = /=\|/;
/** `$(…)` holding only plain characters on one line, at one position. */
const SUBSTITUTION_AT = /\$\(([A-Za-z0-9_.\/:@%+,=\- \t;&|]+)\)/y;
/**
* The text with every `$(…)` outside single quotes replaced by as many `_`
* (same length, same positions), and those substitutions read as flat
* lists; null when a `$(` is not such a substitution (nested, quoted inside,
* `$((`, on several lines, empty, or holding anything but a plain list),
* or the text has a backslash (it would need the grammar anyway).
*/
function maskSubstitutions(source) {
	if (source.includes("\\")) return null;
	const subs = [];
	const parts = [];
	let copied = 0;
	let doubled = false;
	/** Inside double quotes: where the text after the opening quote or the last substitution starts. */
	let gap = 0;
	for (let i = 0; i < source.length; i++) {
		const c = source.charCodeAt(i);
		if (c === 39 && !doubled) {
			const close = source.indexOf("'", i + 1);
			if (close < 0) return null;
			i = close;
		} else if (c === 34) {
			doubled = !doubled;
			gap = i + 1;
		} else if (c === 36 && source.charCodeAt(i + 1) === 40) {
			SUBSTITUTION_AT.lastIndex = i;
			const m = SUBSTITUTION_AT.exec(source);
			if (m === null) return null;
			const inner = m[1];
			if (EMPTY_BEFORE_PIPE.test(inner) || inner.endsWith("=")) return null;
			const commands = flatList(inner);
			if (commands === null || commands.length === 0) return null;
			const end = i + m[0].length;
			const nodeStart = doubled && i > gap && BLANKS.test(source.slice(gap, i)) ? gap : i;
			subs.push({
				start: i,
				end,
				nodeStart,
				commands: commands.map((cmd) => shifted(cmd, i + 2))
			});
			gap = end;
			parts.push(source.slice(copied, i), "_".repeat(end - i));
			copied = end;
			i = end - 1;
		}
	}
	if (subs.length === 0) return {
		text: source,
		subs
	};
	parts.push(source.slice(copied));
	const text = parts.join("");
	return EMPTY_BEFORE_PIPE.test(text) ? null : {
		text,
		subs
	};
}
/** A command read from a substitution's inner text, placed where that text starts. */
function shifted(cmd, by) {
	return {
		words: cmd.words.map((w) => ({
			...w,
			start: w.start + by,
			end: w.end + by
		})),
		op: cmd.op,
		start: cmd.start + by,
		end: cmd.end + by
	};
}
/** A leading `NAME=value` the grammar reads as an assignment as bash does (it takes `0a=b` for one and `_=x` for none). */
const ASSIGNMENT$1 = /^(?:[A-Za-z][A-Za-z0-9_]*|_[A-Za-z0-9_]+)=[A-Za-z0-9_.\/:,=-]*$/;
/** A command name the grammar reads as one word (it splits `a@`, `a%`, `a+=`, `a+:`, `a:` after an assignment, and drops a `-` before one). */
const NAME = /^[A-Za-z0-9_.\/][A-Za-z0-9_.\/-]*$/;
/** Words that make a command something else where they stand first (`time` and `coproc` are keywords; `test` is read by the grammar as a test). */
const KEYWORD_NAMES = /* @__PURE__ */ new Set([
	"time",
	"test",
	"coproc"
]);
/** Any argument but one starting with `=`. */
const ARGUMENT = /^[^=]/;
/** Builtins the grammar gives their own node, whose words it reads as names and assignments. */
const DECLARATIONS = /* @__PURE__ */ new Set([
	"export",
	"declare",
	"typeset",
	"local",
	"readonly",
	"unset"
]);
const DECLARED = /^(?:-[A-Za-z]+|[A-Za-z_][A-Za-z0-9_]*(?:=[A-Za-z0-9_.\/:,=-]*)?)$/;
/**
* The grammar reads this command word for word as bash does: leading
* assignments, then a plain command name, then arguments (not starting with
* `=`: it reads `x ==` as an error). Anything else goes to the grammar,
* whose reading is the reference even where it is odd.
*/
function readsPlainly(cmd) {
	const words = cmd.words;
	const text = (i) => {
		const w = words[i];
		return w.raw ?? w.value;
	};
	let i = 0;
	while (i < words.length && text(i).includes("=")) {
		if (!ASSIGNMENT$1.test(text(i))) return false;
		i++;
	}
	if (i === words.length) return false;
	const name = text(i);
	if (!NAME.test(name) || KEYWORD_NAMES.has(name)) return false;
	if (cmd.redirects !== void 0 && DECLARATIONS.has(name)) return false;
	const arg = DECLARATIONS.has(name) ? DECLARED : ARGUMENT;
	for (i++; i < words.length; i++) if (!arg.test(text(i))) return false;
	return true;
}
/** `$(…)` holding only plain characters on one line (its list is checked by flatList). */
const PLAIN_SUBSTITUTION = /\$\(([A-Za-z0-9_.\/:@%+,=\- \t;&|]+)\)/g;
/**
* True only when the grammar parses the text without an error, told without
* parsing it: the text is a plain list (flatList) once every `$(…)` holding
* a plain list is read as one plain word. Such a substitution is one word to
* the grammar, quoted or not, like the word it stands for. False says
* nothing (the parser must be asked).
*/
function parsesPlainly(text) {
	let plain = true;
	const masked = text.includes("$(") ? text.replace(PLAIN_SUBSTITUTION, (_m, inner) => {
		if (plain && !flatList(inner)?.length) plain = false;
		return "_";
	}) : text;
	return plain && flatList(masked) !== null;
}

// src/shell/parse.ts
/**
* The one place that loads tree-sitter. Both packages are CommonJS native
* addons, so they are loaded through `createRequire`; the parser is created on
* first use so that importing whale-perm costs nothing until a shell command
* is actually analyzed.
*/
let parser = null;
/**
* tree-sitter-bash's grammar. Its package entry finds the addon with
* node-gyp-build (directory scans) and parses its 50 kB node-types.json,
* neither of which the parser needs: the addon is loaded from where
* node-gyp-build looks first (a local build, then the prebuild for this
* platform), and only if neither loads, through the package as before.
*/
function bashLanguage(require$1) {
	try {
		const dir = (0, node_path.dirname)(require$1.resolve("tree-sitter-bash/package.json"));
		for (const addon of [(0, node_path.join)(dir, "build", "Release", "tree_sitter_bash_binding.node"), (0, node_path.join)(dir, "prebuilds", `${process.platform}-${process.arch}`, "tree-sitter-bash.node")]) if ((0, node_fs.existsSync)(addon)) return require$1(addon);
	} catch {}
	return require$1("tree-sitter-bash");
}
function getParser() {
	if (parser === null) {
		const require$2 = (0, node_module.createRequire)(new URL("../dist/shell/parse.js", require("url").pathToFileURL(__filename).href).href);
		const Parser = require$2("tree-sitter");
		const { nodeTypeInfo: _unused, ...bash } = bashLanguage(require$2);
		const created = new Parser();
		created.setLanguage(bash);
		parser = created;
	}
	return parser;
}
const NO_PIPES$1 = /* @__PURE__ */ new Set();
function parseOnce(source) {
	const bufferSize = Math.max(1024, source.length * 2 + 16);
	return materialize(getParser().parse(source, null, { bufferSize }));
}
/** Whether the grammar finds an error (or a missing token) in the source: the tree is neither copied nor walked. */
function parsesWithError(source) {
	const bufferSize = Math.max(1024, source.length * 2 + 16);
	return getParser().parse(source, null, { bufferSize }).rootNode.hasError;
}
/** The children of a leaf: one shared empty list (nothing reads a tree to change it). */
const NO_CHILDREN = Object.freeze([]);
/**
* A node's type name and whether it is named depend on its symbol alone
* (tree-sitter derives both from `ts_node_symbol`), so each is read from the
* binding once per symbol and reused: one number crosses from native code per
* node instead of a new string and a boolean.
*/
const typeName = [];
const typeNamed = [];
/**
* Copies the tree into plain objects in one cursor pass. Every property read
* on a binding node crosses into native code, and the walker reads each node
* many times; a cursor walk is several times cheaper, and the copy can be
* read freely. `hasError` is derived as tree-sitter defines it: an ERROR or
* MISSING node, or one containing such a node. A MISSING node is an empty
* token, so only empty nodes are asked whether they are one.
*/
function materialize(tree) {
	const cursor = tree.walk();
	const make = () => {
		const id = cursor.nodeTypeId;
		let type = typeName[id];
		if (type === void 0) {
			type = typeName[id] = cursor.nodeType;
			typeNamed[id] = cursor.nodeIsNamed;
		}
		const startIndex = cursor.startIndex;
		const endIndex = cursor.endIndex;
		return {
			type,
			isNamed: typeNamed[id],
			isMissing: startIndex === endIndex && cursor.nodeIsMissing,
			hasError: false,
			startIndex,
			endIndex,
			children: NO_CHILDREN,
			childCount: 0
		};
	};
	const adopt = (parent, child) => {
		if (parent.children === NO_CHILDREN) parent.children = [child];
		else parent.children.push(child);
	};
	const root = make();
	const path = [root];
	for (;;) {
		if (cursor.gotoFirstChild()) {
			const child = make();
			adopt(path[path.length - 1], child);
			path.push(child);
			continue;
		}
		for (;;) {
			const done = path.pop();
			const children = done.children;
			done.childCount = children.length;
			let hasError = done.type === "ERROR" || done.isMissing;
			for (let i = 0; !hasError && i < children.length; i++) hasError = children[i].hasError;
			done.hasError = hasError;
			if (path.length === 0) return root;
			if (cursor.gotoNextSibling()) {
				const sibling = make();
				adopt(path[path.length - 1], sibling);
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
function parseBash(source) {
	const root = parseOnce(source);
	if (!source.includes("|&")) return {
		root,
		stderrPipes: NO_PIPES$1
	};
	const positions = tokenPositions(root, "|&");
	if (positions.length === 0) return {
		root,
		stderrPipes: NO_PIPES$1
	};
	let patched = "";
	let cursor = 0;
	for (const at of positions) {
		patched += `${source.slice(cursor, at)}| `;
		cursor = at + 2;
	}
	patched += source.slice(cursor);
	return {
		root: parseOnce(patched),
		stderrPipes: new Set(positions)
	};
}
function tokenPositions(root, type) {
	const found = [];
	const stack = [root];
	while (stack.length > 0) {
		const node = stack.pop();
		if (!node.isNamed && node.type === type) found.push(node.startIndex);
		for (const child of node.children) if (child.childCount !== 0 || child.type === type) stack.push(child);
	}
	return found.sort((a, b) => a - b);
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
function findParseErrors(root, source) {
	const sites = [];
	if (!root.hasError) return sites;
	const stack = [{
		node: root,
		parent: null
	}];
	while (stack.length > 0) {
		const { node, parent } = stack.pop();
		const children = node.children;
		for (let i = children.length - 1; i >= 0; i--) {
			const child = children[i];
			if (child.isMissing) {
				if (!isEmptyCommandName(node, parent)) sites.push({
					range: [child.startIndex, child.endIndex],
					missing: true
				});
				continue;
			}
			if (child.type === "ERROR") {
				if (isToleratedError(node, children, i, source)) continue;
				sites.push({
					range: [child.startIndex, child.endIndex],
					missing: false
				});
				continue;
			}
			if (child.hasError) stack.push({
				node: child,
				parent: node
			});
		}
	}
	return sites;
}
/** `x=1 >f` is a command with no name; the grammar invents a missing name word for it. */
function isEmptyCommandName(node, parent) {
	return node.type === "command_name" && parent !== null && parent.children.some((c) => c.type === "variable_assignment" || c.type === "file_redirect");
}
function isToleratedError(parent, siblings, index, source) {
	const error = siblings[index];
	const previous = siblings[index - 1];
	if (parent.type === "file_redirect" && previous?.type === "<" && isReadWriteTail(error)) return true;
	if (parent.type === "command" && siblings.some((s) => s.type === "subshell" || s.type === "compound_statement")) {
		const name = siblings.find((s) => s.type === "command_name");
		return name !== void 0 && source.slice(name.startIndex, name.endIndex) === "coproc" && index === siblings.indexOf(name) + 1;
	}
	return false;
}
function isReadWriteTail(error) {
	const inner = error.children;
	return inner.length === 1 && inner[0]?.type === ">" && error.endIndex - error.startIndex === 1;
}

// src/shell/words.ts
/** Node types whose value only exists at run time. */
const EXPANSIONS = /* @__PURE__ */ new Set([
	"simple_expansion",
	"expansion",
	"command_substitution",
	"process_substitution",
	"arithmetic_expansion",
	"brace_expression",
	"extglob_pattern"
]);
/** A literal word, for callers that start from strings (and for synthetic words). */
function literalWord(value, range = [0, 0]) {
	return {
		value,
		template: value,
		dynamic: false,
		range
	};
}
/**
* Build one word from adjacent nodes. tree-sitter-bash sometimes splits what
* bash reads as one word into neighbouring siblings (`$"…"` becomes `$` and a
* string; `echo >&2 hi` glues words onto redirects), so callers group nodes
* by adjacency and hand the group here.
*/
function wordFromNodes(nodes, source) {
	const first = nodes[0];
	const last = nodes[nodes.length - 1];
	if (first === void 0 || last === void 0) return literalWord("");
	const acc = {
		text: "",
		substitutions: [],
		unquoted: "",
		dynamic: false
	};
	for (let i = 0; i < nodes.length; i++) {
		const node = nodes[i];
		const next = nodes[i + 1];
		if (!node.isNamed && node.type === "$" && next?.type === "string" && next.startIndex === node.endIndex) continue;
		appendPart(node, source, acc);
	}
	if (/\{[^{}]*(,|\.\.)[^{}]*\}/.test(acc.unquoted)) acc.dynamic = true;
	const range = [first.startIndex, last.endIndex];
	const raw = source.slice(range[0], range[1]);
	const word = {
		value: acc.dynamic ? raw : acc.text,
		template: acc.text,
		dynamic: acc.dynamic,
		range
	};
	if (acc.substitutions.length > 0) word.substitutions = acc.substitutions;
	return word;
}
function appendPart(node, source, acc) {
	const raw = source.slice(node.startIndex, node.endIndex);
	switch (node.type) {
		case "word": {
			const unescaped = unescapeUnquoted(raw);
			acc.text += unescaped.text;
			acc.unquoted += raw;
			if (unescaped.glob) acc.dynamic = true;
			return;
		}
		case "number":
		case "test_operator":
		case "regex":
		case "variable_name":
			acc.text += raw;
			acc.unquoted += raw;
			return;
		case "raw_string":
			acc.text += raw.length >= 2 && raw.endsWith("'") ? raw.slice(1, -1) : raw.slice(1);
			acc.unquoted += mask(raw);
			return;
		case "ansi_c_string":
			acc.text += decodeAnsiC(raw.length >= 3 && raw.endsWith("'") ? raw.slice(2, -1) : raw.slice(2));
			acc.unquoted += mask(raw);
			return;
		case "string":
		case "translated_string":
			appendDoubleQuoted(node, source, acc);
			acc.unquoted += mask(raw);
			return;
		case "concatenation":
			appendWithGaps(node, source, acc, node.startIndex, node.endIndex, "unquoted");
			return;
		default:
			if (node.isNamed || EXPANSIONS.has(node.type)) acc.dynamic = true;
			if (node.isNamed) collectSubstitutions(node, source, acc.substitutions);
			acc.text += raw;
			acc.unquoted += node.isNamed ? mask(raw) : raw;
	}
}
/** Source text of the outermost `$(…)`, backtick and `<(…)` substitutions in a subtree. */
function collectSubstitutions(root, source, into) {
	const stack = [root];
	while (stack.length > 0) {
		const node = stack.pop();
		if (node.type === "command_substitution" || node.type === "process_substitution") {
			into.push(source.slice(node.startIndex, node.endIndex));
			continue;
		}
		if (node.type === "word" || node.type === "string_content" || !node.isNamed) continue;
		stack.push(...node.children);
	}
}
function mask(raw) {
	return "x".repeat(Math.min(raw.length, 1));
}
function appendDoubleQuoted(node, source, acc) {
	const raw = source.slice(node.startIndex, node.endIndex);
	const open = raw.startsWith("$\"") ? 2 : 1;
	const closed = raw.length > open && raw.endsWith("\"");
	appendWithGaps(node, source, acc, node.startIndex + open, node.endIndex - (closed ? 1 : 0), "double");
}
/**
* Walk the children of a quoted string or concatenation, including the text
* between children: the grammar leaves some characters (a lone `$` before a
* closing quote, for instance) outside any child node.
*/
function appendWithGaps(node, source, acc, from, to, quoting) {
	let cursor = from;
	const literal = (text) => {
		if (text === "") return;
		if (quoting === "double") acc.text += unescapeDoubleQuoted(text);
		else {
			const unescaped = unescapeUnquoted(text);
			acc.text += unescaped.text;
			acc.unquoted += text;
			if (unescaped.glob) acc.dynamic = true;
		}
	};
	const children = node.children;
	for (let k = 0; k < children.length; k++) {
		const child = children[k];
		if (child.startIndex < from || child.endIndex > to) continue;
		if (child.startIndex > cursor) literal(source.slice(cursor, child.startIndex));
		const next = children[k + 1];
		if (child.type === "$" && !child.isNamed && next?.type === "string" && next.startIndex === child.endIndex) {
			cursor = Math.max(cursor, child.endIndex);
			continue;
		}
		if (child.type === "``" && !child.isNamed || child.type === "command_substitution" && /^\$\(\s*\)$|^`\s*`$/.test(source.slice(child.startIndex, child.endIndex))) {
			cursor = Math.max(cursor, child.endIndex);
			continue;
		}
		if (child.type === "string_content") acc.text += unescapeDoubleQuoted(source.slice(child.startIndex, child.endIndex));
		else if (!child.isNamed && child.type !== "$") literal(source.slice(child.startIndex, child.endIndex));
		else appendPart(child, source, acc);
		cursor = Math.max(cursor, child.endIndex);
	}
	if (to > cursor) literal(source.slice(cursor, to));
}
/** Backslash removal outside quotes; also reports unescaped glob characters. */
function unescapeUnquoted(raw) {
	if (!raw.includes("\\") && !/[*?[]/.test(raw)) return {
		text: raw,
		glob: false
	};
	let text = "";
	let glob = false;
	for (let i = 0; i < raw.length; i++) {
		const ch = raw[i];
		if (ch === "\\" && i + 1 < raw.length) {
			const next = raw[i + 1];
			if (next !== "\n") text += next;
			i++;
			continue;
		}
		if (ch === "*" || ch === "?" || ch === "[") glob = true;
		text += ch;
	}
	return {
		text,
		glob
	};
}
/** Inside double quotes a backslash only escapes `$`, backtick, `"`, `\` and newline. */
function unescapeDoubleQuoted(raw) {
	if (!raw.includes("\\")) return raw;
	return raw.replace(/\\([$`"\\\n])/g, (_m, ch) => ch === "\n" ? "" : ch);
}
const SIMPLE_ESCAPES = {
	a: "\x07",
	b: "\b",
	e: "\x1B",
	E: "\x1B",
	f: "\f",
	n: "\n",
	r: "\r",
	t: "	",
	v: "\v",
	"\\": "\\",
	"'": "'",
	"\"": "\"",
	"?": "?"
};
/** Decode the body of a `$'…'` string the way bash does (a NUL ends the string). */
function decodeAnsiC(body) {
	let out = "";
	for (let i = 0; i < body.length; i++) {
		const ch = body[i];
		if (ch !== "\\" || i + 1 >= body.length) {
			out += ch;
			continue;
		}
		const esc = body[i + 1];
		const simple = SIMPLE_ESCAPES[esc];
		if (simple !== void 0) {
			out += simple;
			i++;
			continue;
		}
		let code = null;
		let used = 0;
		const digits = (re, max, from) => {
			let s = "";
			while (s.length < max && from + s.length < body.length && re.test(body[from + s.length])) s += body[from + s.length];
			return s;
		};
		if (esc >= "0" && esc <= "7") {
			const d = digits(/[0-7]/, 3, i + 1);
			code = parseInt(d, 8) & 255;
			used = d.length;
		} else if (esc === "x" || esc === "u" || esc === "U") {
			const d = digits(/[0-9a-fA-F]/, esc === "x" ? 2 : esc === "u" ? 4 : 8, i + 2);
			if (d.length > 0) {
				code = parseInt(d, 16);
				used = d.length + 1;
			}
		} else if (esc === "c" && i + 2 < body.length) {
			code = (body.charCodeAt(i + 2) & 31) >>> 0;
			used = 2;
		}
		if (code === null) {
			out += ch + esc;
			i++;
			continue;
		}
		if (code === 0) return out;
		out += code <= 1114111 ? String.fromCodePoint(code) : "�";
		i += used;
	}
	return out;
}
/** Escapes that still apply in the body of an unquoted heredoc. */
function unescapeHeredoc(raw) {
	if (!raw.includes("\\")) return raw;
	return raw.replace(/\\([$`\\\n])/g, (_m, ch) => ch === "\n" ? "" : ch);
}
/**
* The program a command word names: its basename (`/bin/rm` → `rm`).
* Case is kept; engines decide whether matching is case-sensitive.
*/
function programName(word) {
	const slash = word.lastIndexOf("/");
	if (slash < 0) return word;
	const base = word.slice(slash + 1);
	return base === "" ? word : base;
}
/** Lowercased program name, for recognizing wrappers and interpreters. */
function programKey(word) {
	return programName(word).toLowerCase();
}
/** Text between two words holds a newline that is not a line continuation: a command ends there. */
function hasLineBreak(gap) {
	return /(^|[^\\])\n/.test(gap);
}
/** The range spanning a list of words (empty words list → fallback). */
function spanOf(words, fallback) {
	const first = words[0];
	const last = words[words.length - 1];
	return first && last ? [first.range[0], last.range[1]] : fallback;
}
/** Group nodes that touch (no blank between them): each group is one shell word. */
function groupAdjacent(nodes) {
	const groups = [];
	let current = null;
	let end = -1;
	for (const node of nodes) {
		if (current !== null && node.startIndex === end) current.push(node);
		else {
			current = [node];
			groups.push(current);
		}
		end = node.endIndex;
	}
	return groups;
}
/** `NAME=value` / `NAME+=value` with the value quote-removed (as written when dynamic). */
function assignmentWord(node, src) {
	const children = node.children;
	const opIndex = children.findIndex((c) => !c.isNamed && (c.type === "=" || c.type === "+="));
	const range = [node.startIndex, node.endIndex];
	const raw = src.slice(range[0], range[1]);
	if (opIndex < 0) return literalWord(raw, range);
	const head = src.slice(node.startIndex, children[opIndex].endIndex);
	const valueNodes = children.slice(opIndex + 1);
	if (valueNodes.length === 0) return literalWord(head, range);
	if (valueNodes.some((n) => n.type === "array")) return {
		value: raw,
		template: raw,
		dynamic: /[$`]/.test(raw),
		range
	};
	const value = wordFromNodes(groupAdjacent(valueNodes)[0] ?? valueNodes, src);
	return value.dynamic ? {
		value: raw,
		template: head + value.template,
		dynamic: true,
		range
	} : {
		value: head + value.value,
		template: head + value.template,
		dynamic: false,
		range
	};
}

// src/shell/indirect.ts
/**
* Programs that run a command named in their options, environment or
* config: `git rebase --exec 'make'`, `ssh -o ProxyCommand='…'`,
* `tar --to-command=…`, `GIT_EDITOR='…' git commit`. Where the command is
* written in the call it is analyzed as shell code (a segment with `via`);
* where it is not (a config file, standard input, a value built at run time)
* the call gets an 'indirect-command' finding.
*
* Each handler reads the argv after wrapper peeling, like payloads.ts.
*/
function code(word, via, text = word.template) {
	return {
		kind: "code",
		text,
		range: word.range,
		dynamic: word.dynamic,
		dynamicReason: "dynamic-payload",
		via,
		substitutions: word.substitutions ?? []
	};
}
function indirect(range, what) {
	return {
		kind: "opaque",
		reason: "indirect-command",
		range,
		detail: DETAIL.indirectCommand(what)
	};
}
function fromData$1(range, via) {
	return {
		kind: "opaque",
		reason: "code-from-data",
		range,
		detail: DETAIL.codeFromData(via)
	};
}
/**
* Every value of the named options: `--opt=V`, `--opt V`, `-o V`, `-oV`.
* Long names match whole words (with `=`); short ones (`-x`) also attached.
*/
function optionValues(words, names, from = 1) {
	const out = [];
	for (let i = from; i < words.length; i++) {
		const w = words[i];
		if (w.dynamic && !w.value.startsWith("-")) continue;
		if (w.value === "--") break;
		for (const name of names) {
			if (w.value === name) {
				const next = words[i + 1];
				if (next) out.push({
					name,
					value: next
				});
				i++;
				break;
			}
			const prefix = name.startsWith("--") || name.length > 2 ? `${name}=` : name;
			if (w.value.startsWith(prefix) && w.value.length > prefix.length) {
				const text = w.value.slice(prefix.length);
				const template = w.template.startsWith(prefix) ? w.template.slice(prefix.length) : text;
				out.push({
					name,
					value: {
						...w,
						value: text,
						template
					}
				});
				break;
			}
		}
	}
	return out;
}
const SHELL_NAMES = /* @__PURE__ */ new Set([
	"sh",
	"bash",
	"zsh",
	"dash",
	"ksh",
	"ash",
	"fish",
	"csh",
	"tcsh",
	"mksh",
	"yash"
]);
/** Config keys whose value git runs as a shell command. */
const GIT_COMMAND_KEYS = /^(core\.sshcommand|core\.pager|core\.fsmonitor|core\.editor|core\.askpass|credential\.helper|credential\..*\.helper|diff\.external|diff\..*\.command|diff\..*\.textconv|merge\..*\.driver|filter\..*\.(clean|smudge|process)|sequence\.editor|gpg\.program|gpg\..*\.program|pager\..*|uploadpack\.packobjectshook|remote\..*\.(uploadpack|receivepack|proxy)|core\.gitproxy|http\.proxy|difftool\..*\.cmd|mergetool\..*\.cmd|sendemail\..*cmd|ssh\.variant|interactive\.difffilter|web\.browser|browser\..*\.cmd)$/i;
/** Config keys that point at files or directories of commands (hooks, more config). */
const GIT_INDIRECT_KEYS = /^(core\.hookspath|include\.path|includeif\..*\.path|protocol\.ext\.allow|protocol\.allow|init\.templatedir|core\.worktree)$/i;
/** One `key=value` git setting: the shell code in it, or an indirect finding. */
function gitSetting(key, value, via) {
	const v = value.template;
	if (/^alias\./i.test(key)) return v.startsWith("!") ? [code(value, via, v.slice(1))] : [];
	if (GIT_INDIRECT_KEYS.test(key)) return [indirect(value.range, `${via} (${key})`)];
	if (v.startsWith("!")) return [code(value, via, v.slice(1))];
	if (GIT_COMMAND_KEYS.test(key)) return [code(value, via)];
	return [];
}
const GIT_ENV_CODE = /* @__PURE__ */ new Set([
	"GIT_EXTERNAL_DIFF",
	"GIT_EDITOR",
	"GIT_SSH_COMMAND",
	"GIT_SEQUENCE_EDITOR",
	"GIT_PAGER",
	"GIT_PROXY_COMMAND"
]);
const GIT_ENV_PROGRAM = /* @__PURE__ */ new Set([
	"GIT_ASKPASS",
	"SSH_ASKPASS",
	"GIT_SSH"
]);
const GIT_ENV_INDIRECT = /^(GIT_CONFIG_COUNT|GIT_CONFIG_KEY_\d+|GIT_CONFIG_VALUE_\d+|GIT_CONFIG_PARAMETERS|GIT_CONFIG|GIT_CONFIG_GLOBAL|GIT_CONFIG_SYSTEM|GIT_EXEC_PATH|GIT_TEMPLATE_DIR|GIT_DIR)$/;
function gitHandler(words) {
	const out = [];
	let i = 1;
	for (; i < words.length; i++) {
		const w = words[i];
		if (w.value === "-c" && words[i + 1]) {
			const setting = words[i + 1];
			const eq = setting.template.indexOf("=");
			if (eq > 0) out.push(...gitSetting(setting.template.slice(0, eq), {
				...setting,
				template: setting.template.slice(eq + 1)
			}, `git -c ${setting.template.slice(0, eq)}`));
			i++;
			continue;
		}
		if (w.value === "--config-env" && words[i + 1]) {
			out.push(indirect(words[i + 1].range, "git --config-env"));
			i++;
			continue;
		}
		if ([
			"-C",
			"--git-dir",
			"--work-tree",
			"--namespace",
			"--exec-path",
			"--super-prefix"
		].includes(w.value)) {
			if (w.value === "--exec-path") out.push(indirect(w.range, "git --exec-path"));
			i++;
			continue;
		}
		if (w.value.startsWith("--exec-path=")) out.push(indirect(w.range, "git --exec-path"));
		if (!w.value.startsWith("-")) break;
	}
	const sub = words[i]?.value;
	const rest = words.slice(i);
	if (sub === void 0) return out;
	const via = (opt) => `git ${sub} ${opt}`;
	for (const { name, value } of optionValues(rest, [
		"--upload-pack",
		"--receive-pack",
		"--exec"
	])) {
		if ((sub === "rebase" || sub === "archive") && name === "--exec") continue;
		out.push(code(value, via(name)));
	}
	if ((sub === "clone" || sub === "ls-remote" || sub === "fetch" || sub === "pull") && rest.some((w) => w.value === "-u")) for (const { value } of optionValues(rest, ["-u"])) out.push(code(value, via("-u")));
	if (sub === "push") for (const { value } of optionValues(rest, ["--receive-pack"]));
	if (sub === "rebase") for (const { name, value } of optionValues(rest, ["-x", "--exec"])) out.push(code(value, via(name)));
	if (sub === "archive") for (const { name, value } of optionValues(rest, ["--exec"])) out.push(code(value, via(name)));
	if (sub === "difftool" || sub === "mergetool") for (const { name, value } of optionValues(rest, ["-x", "--extcmd"])) out.push(code(value, via(name)));
	if (sub === "filter-branch") for (const { name, value } of optionValues(rest, [
		"--env-filter",
		"--tree-filter",
		"--index-filter",
		"--parent-filter",
		"--msg-filter",
		"--commit-filter",
		"--tag-name-filter"
	])) out.push(code(value, via(name)));
	if (sub === "grep") for (let k = 1; k < rest.length; k++) {
		const v = rest[k].value;
		if (v === "-O" || v === "--open-files-in-pager") out.push(indirect(rest[k].range, `git grep ${v} (the pager from config)`));
		else if (v.startsWith("--open-files-in-pager=")) out.push(code({
			...rest[k],
			template: v.slice(22)
		}, via("--open-files-in-pager")));
		else if (/^-O./.test(v)) out.push(code({
			...rest[k],
			template: v.slice(2)
		}, via("-O")));
	}
	if (sub === "config") {
		const args = rest.slice(1).filter((w) => !w.value.startsWith("-"));
		const [key, value] = args[0]?.value === "set" ? [args[1], args[2]] : [args[0], args[1]];
		if (key && value && !key.dynamic) out.push(...gitSetting(key.value, value, `git config ${key.value}`));
	}
	if (sub === "bisect" && rest[1]?.value === "run" && rest.length > 2) out.push({
		kind: "argv",
		words: rest.slice(2),
		via: "git bisect run"
	});
	if (sub === "submodule") {
		const at = rest.findIndex((w) => w.value === "foreach");
		if (at > 0) {
			const cmd = rest.slice(at + 1).filter((w, k, all) => !(k === 0 && w.value === "--recursive") || all.length === 1);
			if (cmd.length > 0) out.push(joinedCode(cmd, "git submodule foreach"));
		}
	}
	for (const w of rest) if (/^ext::/.test(w.value)) out.push(code({
		...w,
		template: w.template.slice(5).replace(/%(.)/g, (_m, c) => c === "s" ? " " : c)
	}, "git ext:: transport"));
	return out;
}
/** `NAME=value` words in the environment of a git, pager or editor call. */
function envFindings(env, program) {
	const out = [];
	const isGit = program === "git";
	for (const w of env) {
		const eq = w.template.indexOf("=");
		if (eq <= 0) continue;
		const name = w.template.slice(0, eq);
		const value = {
			...w,
			value: w.value.slice(w.value.indexOf("=") + 1),
			template: w.template.slice(eq + 1)
		};
		if (GIT_ENV_CODE.has(name) || EDITOR_VARS.has(name)) out.push(code(value, `${name}=`, name === "LESSOPEN" || name === "LESSCLOSE" ? value.template.replace(/^\|+/, "").replace(/%s/g, "FILE") : value.template));
		else if (GIT_ENV_PROGRAM.has(name)) out.push(code(value, `${name}=`));
		else if ((isGit || program === "") && GIT_ENV_INDIRECT.test(name)) out.push(indirect(w.range, `git with ${name}`));
		else if (name === "TAR_OPTIONS" || name === "GIT_CONFIG_PARAMETERS") out.push(indirect(w.range, `a program reading ${name}`));
	}
	return out;
}
/** Variables naming a command that many programs run (editors, pagers, less preprocessors). */
const EDITOR_VARS = /* @__PURE__ */ new Set([
	"EDITOR",
	"VISUAL",
	"PAGER",
	"MANPAGER",
	"SYSTEMD_PAGER",
	"LESSOPEN",
	"LESSCLOSE",
	"BROWSER",
	"SUDO_EDITOR",
	"FCEDIT"
]);
const SSH_COMMAND_OPTIONS = /^(ProxyCommand|LocalCommand|KnownHostsCommand|RemoteCommand)\s*[= ]\s*(.*)$/is;
/** `-o ProxyCommand=…` (ssh, scp, sftp), `-F config` (commands in a file). */
function sshOptions(words) {
	const out = [];
	const program = programKey(words[0].value);
	for (const { value } of optionValues(words, ["-o"])) {
		const m = SSH_COMMAND_OPTIONS.exec(value.template);
		if (m) out.push(code({
			...value,
			template: m[2]
		}, `${program} -o ${m[1]}`));
		else if (/^match\b.*\bexec\b/i.test(value.template)) out.push(indirect(value.range, `${program} -o Match exec`));
	}
	for (const { value } of optionValues(words, ["-F"])) out.push(indirect(value.range, `${program} -F ${value.value} (its config)`));
	if (program === "scp" || program === "sftp") for (const { value } of optionValues(words, ["-S"])) out.push({
		kind: "argv",
		words: [value],
		via: `${program} -S`
	});
	return out;
}
function rsync(words) {
	const out = [];
	for (const { name, value } of optionValues(words, ["-e", "--rsh"])) out.push(code(value, `rsync ${name}`));
	for (const { value } of optionValues(words, ["--rsync-path"])) out.push(code(value, "rsync --rsync-path"));
	return out;
}
function tar(words) {
	const out = [];
	for (const { name, value } of optionValues(words, [
		"--to-command",
		"--use-compress-program",
		"-I",
		"--info-script",
		"--new-volume-script",
		"-F",
		"--rsh-command"
	])) out.push(code(value, `tar ${name}`));
	for (const { value } of optionValues(words, ["--checkpoint-action"])) {
		const m = /^(exec|ttyout|sleep|dot|echo|bell|totals|wait)=?(.*)$/s.exec(value.template);
		if (m?.[1] === "exec") out.push(code({
			...value,
			template: m[2]
		}, "tar --checkpoint-action=exec"));
	}
	return out;
}
function zip(words) {
	return optionValues(words, ["-TT", "--unzip-command"]).map(({ name, value }) => code(value, `zip ${name}`));
}
function sort(words) {
	return optionValues(words, ["--compress-program"]).map(({ value }) => ({
		kind: "argv",
		words: [value],
		via: "sort --compress-program"
	}));
}
/** vim/vi/ex/nvim: `-c CMD`, `+CMD`, `--cmd CMD`; an ex command starting with `!` runs shell code. */
function vim(words, ctx) {
	const out = [];
	const program = programKey(words[0].value);
	const commands = optionValues(words, [
		"-c",
		"--cmd",
		"-S"
	]).map((o) => o.value);
	for (const w of words.slice(1)) if (w.value.startsWith("+") && w.value.length > 1) commands.push({
		...w,
		value: w.value.slice(1),
		template: w.template.slice(1)
	});
	for (const c of commands) {
		const v = c.template.replace(/^:+/, "");
		if (/^\d+$/.test(v) || v.startsWith("/") || v === "") continue;
		const bang = /^(?:silent!?\s*)?!(.*)$/s.exec(v);
		if (bang) out.push(code({
			...c,
			template: bang[1]
		}, `${program} -c !`));
		else out.push(indirect(c.range, `${program} -c ${JSON.stringify(v.slice(0, 30))} (an editor command, which can run shell commands)`));
	}
	if (words.some((w) => w.value === "-s" || w.value === "-es" || w.value === "-Es") && ctx.stdinFed) out.push(indirect(ctx.range, `${program} reading commands from standard input`));
	return out;
}
function emacs(words) {
	const out = [];
	for (const { name, value } of optionValues(words, [
		"--eval",
		"-eval",
		"--execute",
		"-l",
		"--load",
		"-f",
		"--funcall",
		"-batch",
		"--script",
		"-x"
	])) out.push(indirect(value.range, `emacs ${name} (Lisp code, which can run shell commands)`));
	return out;
}
function less(words) {
	const out = [];
	for (const w of words.slice(1)) {
		if (!w.value.startsWith("+") && !w.value.startsWith("--cmd")) continue;
		const v = w.template.replace(/^\+|^--cmd=?/, "");
		const bang = /[!|](.*)$/s.exec(v);
		if (bang) out.push(code({
			...w,
			template: bang[1]
		}, "less +!"));
	}
	return out;
}
function man(words) {
	return optionValues(words, [
		"-P",
		"--pager",
		"-H",
		"--html"
	]).map(({ name, value }) => code(value, `man ${name}`));
}
function make(words, ctx) {
	const out = [];
	for (const { value } of optionValues(words, [
		"-f",
		"--file",
		"--makefile"
	])) if (value.value === "-" || value.value === "/dev/stdin" || /^\/dev\/fd\//.test(value.value) || /^\/proc\/self\/fd\//.test(value.value)) out.push(indirect(ctx.range, "make with a makefile read from standard input"));
	for (const { name, value } of optionValues(words, ["--eval", "-E"])) out.push(indirect(value.range, `make ${name} (a makefile fragment whose recipes run commands)`));
	return out;
}
function apt(words) {
	const out = [];
	const program = programKey(words[0].value);
	for (const { value } of optionValues(words, ["-o", "--option"])) {
		const m = /^([^=]*(Pre-Invoke|Post-Invoke|Pre-Install-Pkgs|Post-Invoke-Success|Update-Post-Invoke)[^=]*)=(.*)$/is.exec(value.template);
		if (m) out.push(code({
			...value,
			template: m[3]
		}, `${program} -o ${m[1]}`));
	}
	for (const { value } of optionValues(words, ["-c", "--config-file"])) out.push(indirect(value.range, `${program} -c (its config can run commands)`));
	return out;
}
function npm(words) {
	const out = [];
	const program = programKey(words[0].value);
	for (const { value } of optionValues(words, ["--script-shell"])) out.push({
		kind: "argv",
		words: [value],
		via: `${program} --script-shell`
	});
	const sub = words.find((w, k) => k > 0 && !w.value.startsWith("-"))?.value;
	if (program === "npx" || sub === "exec" || sub === "x") for (const { name, value } of optionValues(words, ["-c", "--call"])) out.push(code(value, `${program} ${name}`));
	return out;
}
function cargo(words) {
	const out = [];
	for (const { value } of optionValues(words, ["--config"])) if (/runner|wrapper|linker|rustc|rustdoc|\.toml$|credential-provider|\[/.test(value.template)) out.push(indirect(value.range, `cargo --config ${JSON.stringify(value.value.slice(0, 40))}`));
	return out;
}
/** `docker run|exec [opts] IMAGE sh -c '…'`, `kubectl exec … -- cmd`: the command is run in the container. */
function container(words) {
	const program = programKey(words[0].value);
	const sub = words[1]?.value;
	if (program === "kubectl" || program === "oc") {
		if (sub !== "exec" && sub !== "run" && sub !== "debug") return [];
		const dash = words.findIndex((w) => w.value === "--");
		return dash > 0 && dash < words.length - 1 ? [{
			kind: "argv",
			words: words.slice(dash + 1),
			via: `${program} ${sub} --`
		}] : [];
	}
	if (![
		"run",
		"exec",
		"create"
	].includes(sub ?? "") && !(sub === "container" && ["run", "exec"].includes(words[2]?.value ?? ""))) return [];
	const shellAt = words.findIndex((w, k) => k > 1 && !w.dynamic && SHELL_NAMES.has(programKey(w.value)));
	if (shellAt > 0) return [{
		kind: "argv",
		words: words.slice(shellAt),
		via: `${program} ${sub}`
	}];
	return [];
}
/** GNU parallel: a command template with `{}` placeholders, or commands read from input. */
function parallel(words, ctx) {
	let i = 1;
	while (i < words.length && words[i].value.startsWith("-")) i++;
	const sep = words.findIndex((w, k) => k >= i && /^:::+$|^::::$/.test(w.value));
	const cmd = words.slice(i, sep < 0 ? words.length : sep);
	if (cmd.length === 0) return [fromData$1(ctx.range, "parallel (commands read from its input)")];
	if (/\{[^}]*\}/.test(cmd[0].value.trim().split(/\s+/)[0] ?? "")) return [fromData$1(ctx.range, "parallel (the command is a {} placeholder)")];
	return [joinedCode(cmd, "parallel")];
}
function screen(words) {
	if (words.some((w) => /^-(r|R|x|ls|list|wipe|v|version|h|help|Q|[dD][rR]|RR)$/.test(w.value))) return [];
	let i = 1;
	const valueFlags = /* @__PURE__ */ new Set([
		"-S",
		"-c",
		"-e",
		"-h",
		"-L",
		"-Logfile",
		"-p",
		"-s",
		"-t",
		"-T",
		"-X"
	]);
	for (; i < words.length; i++) {
		const v = words[i].value;
		if (!v.startsWith("-")) break;
		if (v === "-X") return [joinedCode(words.slice(i + 1), "screen -X")].filter(() => words.length > i + 1);
		if (valueFlags.has(v)) i++;
	}
	return i < words.length && i > 1 ? [{
		kind: "argv",
		words: words.slice(i),
		via: "screen"
	}] : [];
}
function tmux(words) {
	const subs = /* @__PURE__ */ new Set([
		"new",
		"new-session",
		"new-window",
		"neww",
		"split-window",
		"splitw",
		"respawn-pane",
		"respawnp",
		"respawn-window",
		"respawnw",
		"run-shell",
		"run",
		"if-shell",
		"if",
		"pipe-pane",
		"pipep",
		"display-popup",
		"popup"
	]);
	const at = words.findIndex((w, k) => k > 0 && subs.has(w.value));
	if (at < 0) return [];
	const valueFlags = /* @__PURE__ */ new Set([
		"-s",
		"-n",
		"-c",
		"-t",
		"-x",
		"-y",
		"-F",
		"-e",
		"-l",
		"-f",
		"-w",
		"-h",
		"-T",
		"-d",
		"-b",
		"-S"
	]);
	let i = at + 1;
	for (; i < words.length; i++) {
		const v = words[i].value;
		if (!v.startsWith("-") || v === "-") break;
		if (v === "--") {
			i++;
			break;
		}
		if (valueFlags.has(v) && !(v === "-d" && /^new|^neww/.test(words[at].value))) i++;
	}
	const rest = words.slice(i);
	return rest.length > 0 ? [joinedCode(rest, `tmux ${words[at].value}`)] : [];
}
/** at/batch read the commands to run later from standard input (or -f FILE). */
function atLike(words, ctx) {
	const program = programKey(words[0].value);
	if (words.some((w) => /^-[a-zA-Z]*[lrdc]$/.test(w.value) && program === "at")) return [];
	const file = optionValues(words, ["-f"]);
	if (file.length > 0) return [indirect(ctx.range, `${program} -f ${file[0].value.value} (commands in a file)`)];
	if (ctx.stdinText) return [code(ctx.stdinText, `${program} (standard input)`)];
	return [indirect(ctx.range, `${program} reading the commands it schedules from standard input`)];
}
function crontab(words, ctx) {
	if (words.some((w) => /^-[a-zA-Z]*[lrei]/.test(w.value))) return [];
	return [indirect(ctx.range, "crontab installing a schedule whose commands run later")];
}
function mapfile(words) {
	return optionValues(words, ["-C"]).map(({ value }) => code(value, `${programKey(words[0].value)} -C`));
}
/** Words run as one line of shell code by another program (`git submodule foreach …`, `ssh host …`). */
function joinedCode(words, via) {
	return {
		kind: "code",
		text: words.map((w) => w.template).join(" "),
		range: spanOf(words, [0, 0]),
		dynamic: words.some((w) => w.dynamic),
		dynamicReason: "dynamic-payload",
		via,
		substitutions: words.flatMap((w) => w.substitutions ?? [])
	};
}
const INDIRECT_HANDLERS = {
	scp: sshOptions,
	sftp: sshOptions,
	rsync,
	tar,
	gtar: tar,
	bsdtar: tar,
	zip,
	sort,
	gsort: sort,
	vim,
	vi,
	nvim: vim,
	ex: vim,
	view: vim,
	vimdiff: vim,
	gvim: vim,
	emacs,
	emacsclient: emacs,
	less,
	man,
	make,
	gmake: make,
	"apt-get": apt,
	apt,
	"apt-cache": apt,
	npm,
	npx: npm,
	pnpm: npm,
	yarn: npm,
	cargo,
	docker: container,
	podman: container,
	nerdctl: container,
	kubectl: container,
	oc: container,
	parallel,
	screen,
	tmux,
	at: atLike,
	batch: atLike,
	crontab,
	mapfile,
	readarray: mapfile
};
function vi(words, ctx) {
	return vim(words, ctx);
}

// src/shell/payloads.ts
/** Find the payloads of one (already peeled) command. */
function findPayloads(words, ctx) {
	const head = words[0];
	if (head === void 0 || head.dynamic) return [];
	const key = normalizeProgram(programKey(head.value));
	const handler = HANDLER_TABLE.get(key);
	return handler ? handler(words, ctx) : [];
}
/**
* Whether a command named so may run code from its arguments (it has a
* payload handler: `sh`, `eval`, `watch`, `ssh`, `find`, `git`, …): a
* reader that skips the analysis must leave such a command to it.
*/
function runsPayloads(name) {
	return HANDLER_TABLE.has(normalizeProgram(programKey(name)));
}
/**
* Whether a command of plain literal words, run with nothing piped or
* redirected into it (`git status x0`), holds a payload the walker would
* analyze: its payload handlers asked about the same words as the walker
* hands them, one space apart. With none, the walker reads the command as
* it reads one of a program without a handler.
*/
function plainWordsRunPayloads(words) {
	if (words.length === 0 || !runsPayloads(words[0])) return false;
	let at = 0;
	return findPayloads(words.map((value) => {
		const range = [at, at + value.length];
		at += value.length + 1;
		return {
			value,
			template: value,
			dynamic: false,
			range
		};
	}), {
		stdin: {
			piped: false,
			sources: []
		},
		range: [0, Math.max(0, at - 1)]
	}).length > 0;
}
/** Version-suffixed interpreters share a handler: python3.12 → python. */
function normalizeProgram(key) {
	const versioned = /^(python|pypy|perl|ruby|php|lua|node)[0-9.]*$/.exec(key);
	if (versioned) return versioned[1] === "pypy" ? "python" : versioned[1];
	return key;
}
const SHELLS = [
	"sh",
	"bash",
	"zsh",
	"dash",
	"ksh",
	"ksh93",
	"mksh",
	"pdksh",
	"oksh",
	"ash",
	"rbash",
	"yash",
	"posh",
	"fish",
	"csh",
	"tcsh"
];
/**
* `sh [options] -c CODE [name args…]`, `sh script [args…]`, or `sh` / `sh -s`
* reading commands from standard input. `-c` may sit inside a cluster
* (`-lc`, `-ec`, `-xec`); `-o NAME` / `-O NAME` take a value.
*/
function shell(words, ctx) {
	const program = words[0].value;
	let hasCommandFlag = false;
	let readsStdin = false;
	let longCode = null;
	let i = 1;
	for (; i < words.length; i++) {
		const word = words[i];
		const v = word.value;
		if (word.dynamic) break;
		if (v === "--" || v === "-") {
			i++;
			break;
		}
		if (v.startsWith("--")) {
			if (v === "--command" || v.startsWith("--command=")) {
				hasCommandFlag = true;
				longCode = v === "--command" ? words[i + 1] ?? null : {
					...word,
					value: v.slice(10),
					template: v.slice(10)
				};
				break;
			}
			if (v === "--rcfile" || v === "--init-file") i++;
			continue;
		}
		if ((v.startsWith("-") || v.startsWith("+")) && v.length > 1) {
			for (const ch of v.slice(1)) if (v[0] === "-" && ch === "c") hasCommandFlag = true;
			else if (v[0] === "-" && ch === "s") readsStdin = true;
			else if (ch === "o" || ch === "O") i++;
			continue;
		}
		break;
	}
	const operand = words[i];
	if (hasCommandFlag) {
		const code = longCode ?? operand;
		return code ? [codeAction(code, `${program} -c`, "dynamic-payload")] : [];
	}
	if (operand !== void 0 && !readsStdin) return [opaque("source-file", ctx.range, DETAIL.sourceFile(program, operand.value))];
	return stdinReader(program, ctx, {
		shell: true,
		always: readsStdin
	});
}
/**
* A program that runs whatever arrives on standard input. Reports it when
* stdin is a pipe or a redirect; for shells, a heredoc or here-string body is
* also analyzed as code, since it is right there in the command.
*/
function stdinReader(program, ctx, options) {
	const { stdin } = ctx;
	if (!stdin.piped && stdin.sources.length === 0 && !options.always) return [];
	const source = stdin.sources[0];
	const from = source === void 0 ? stdin.piped ? "a pipe" : "standard input" : source.kind === "file" ? `the file ${source.text ?? "(computed name)"}` : `a ${source.kind}`;
	const actions = [opaque("stdin-interpreter", ctx.range, DETAIL.stdinInterpreter(program, from))];
	if (options.shell) {
		for (const s of stdin.sources) if (s.kind !== "file" && s.text !== null) actions.push({
			kind: "code",
			text: s.text,
			range: s.range,
			dynamic: s.dynamic,
			dynamicReason: "dynamic-payload",
			via: `${program} ${s.kind}`,
			substitutions: s.substitutions ?? []
		});
	}
	return actions;
}
function evalHandler(words) {
	const args = words.slice(words[1]?.value === "--" ? 2 : 1);
	if (args.length === 0) return [];
	const dynamic = args.some((w) => w.dynamic);
	return [{
		kind: "code",
		text: args.map((w) => w.template).join(" "),
		range: spanOf(args, [0, 0]),
		dynamic,
		dynamicReason: "eval-dynamic",
		via: "eval",
		substitutions: args.flatMap((w) => w.substitutions ?? [])
	}];
}
function source(words, ctx) {
	const file = words[1]?.value === "--" ? words[2] : words[1];
	if (file === void 0) return [];
	return [opaque("source-file", ctx.range, DETAIL.sourceFile(words[0].value, file.value))];
}
/** `trap 'code' SIGNAL…`; `trap - SIG`, `trap '' SIG`, `trap -p` run nothing. */
function trap(words) {
	const args = words.slice(words[1]?.value === "--" ? 2 : 1);
	const code = args[0];
	if (code === void 0 || args.length < 2) return [];
	if (!code.dynamic && (code.value === "-" || code.value === "" || /^-[lpP]$/.test(code.value))) return [];
	return [codeAction(code, "trap", "dynamic-payload")];
}
/** `su [opts] [-] [user] -c CODE`; without -c it starts a shell reading stdin. */
function suLike(words, ctx) {
	const program = words[0].value;
	let launchesShell = true;
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		const v = word.value;
		if (word.dynamic) continue;
		for (const long of ["--command", "--session-command"]) {
			if (v === long) {
				const code = words[i + 1];
				return code ? [codeAction(code, `${program} ${long}`, "dynamic-payload")] : [];
			}
			if (v.startsWith(`${long}=`)) {
				const text = v.slice(long.length + 1);
				return [codeAction({
					...word,
					value: text,
					template: text
				}, `${program} ${long}`, "dynamic-payload")];
			}
		}
		if (v === "-u" || v === "--user") launchesShell = false;
		if (v.startsWith("-") && !v.startsWith("--") && v.length > 1) for (let j = 1; j < v.length; j++) {
			const ch = v[j];
			if (ch === "c") {
				const attached = v.slice(j + 1);
				if (attached !== "") return [codeAction({
					...word,
					value: attached,
					template: attached
				}, `${program} -c`, "dynamic-payload")];
				const code = words[i + 1];
				return code ? [codeAction(code, `${program} -c`, "dynamic-payload")] : [];
			}
			if ("sgGw".includes(ch)) {
				if (j === v.length - 1) i++;
				break;
			}
		}
	}
	return launchesShell ? stdinReader(program, ctx, { shell: true }) : [];
}
/** `sg [-] group [-c] 'command'`: the command string is run by /bin/sh -c. */
function sg(words, ctx) {
	let i = 1;
	if (words[i]?.value === "-") i++;
	i++;
	if (words[i]?.value === "-c") i++;
	const rest = words.slice(i);
	if (rest.length === 0) return stdinReader("sg", ctx, { shell: true });
	return [joinedCode(rest, "sg")];
}
/** `sudo -s`, `sudo -i`, `doas -s`, `chroot DIR` with no command start an interactive shell. */
function shellLauncher(flags) {
	return (words, ctx) => {
		return flags === null || words.slice(1).some((w) => flags.test(w.value)) ? stdinReader(words[0].value, ctx, { shell: true }) : [];
	};
}
/** `ssh [opts] host [command…]`: the command words are joined and run by the remote shell. */
function ssh(words, ctx) {
	const valueLetters = "BbcDEeFIiJLlmOoPpQRSWw";
	let i = 1;
	for (; i < words.length; i++) {
		const word = words[i];
		const v = word.value;
		if (word.dynamic || !v.startsWith("-") || v === "-") break;
		if (v === "--") {
			i++;
			break;
		}
		for (let j = 1; j < v.length; j++) if (valueLetters.includes(v[j])) {
			if (j === v.length - 1) i++;
			break;
		}
	}
	const rest = words.slice(i + 1);
	if (i >= words.length) return [];
	if (rest.length === 0) return stdinReader(words[0].value, ctx, { shell: false });
	return [joinedCode(rest, "ssh")];
}
/** `watch [opts] command…` joins its words and runs them with `sh -c`, unless `-x`. */
function watch(words) {
	let exec = false;
	let i = 1;
	for (; i < words.length; i++) {
		const word = words[i];
		const v = word.value;
		if (word.dynamic || !v.startsWith("-") || v === "-") break;
		if (v === "--") {
			i++;
			break;
		}
		if (v === "--exec") exec = true;
		if (v.startsWith("--")) {
			if (v === "--interval" || v === "--equexit") i++;
			continue;
		}
		for (let j = 1; j < v.length; j++) {
			const ch = v[j];
			if (ch === "x") exec = true;
			if (ch === "n" || ch === "q") {
				if (j === v.length - 1) i++;
				break;
			}
		}
	}
	const rest = words.slice(i);
	if (rest.length === 0) return [];
	return exec ? [{
		kind: "argv",
		words: rest,
		via: "watch -x"
	}] : [joinedCode(rest, "watch")];
}
/** `flock [opts] FILE -c 'code'` (the argv form is a wrapper, peeled in wrappers.ts). */
function flock(words) {
	const at = words.findIndex((w, i) => i > 1 && !w.dynamic && (w.value === "-c" || w.value === "--command"));
	const code = at > 0 ? words[at + 1] : void 0;
	return code ? [codeAction(code, "flock -c", "dynamic-payload")] : [];
}
/** util-linux `script -c 'code'`. */
function script(words) {
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		const v = word.value;
		if (v === "-c" || v === "--command") {
			const code = words[i + 1];
			return code ? [codeAction(code, "script -c", "dynamic-payload")] : [];
		}
		if (v.startsWith("--command=")) {
			const text = v.slice(10);
			return [codeAction({
				...word,
				value: text,
				template: text
			}, "script -c", "dynamic-payload")];
		}
		if (/^-[a-zA-Z]*c$/.test(v) && !v.startsWith("--")) {
			const code = words[i + 1];
			return code ? [codeAction(code, "script -c", "dynamic-payload")] : [];
		}
	}
	return [];
}
/** `find … -exec CMD … \;` (or `+`), also -execdir, -ok, -okdir. */
function find(words) {
	return execTails(words, [
		"-exec",
		"-execdir",
		"-ok",
		"-okdir"
	], "find");
}
/** fd's `-x`/`--exec` and `-X`/`--exec-batch` take a command the same way. */
function fd(words) {
	return execTails(words, [
		"-x",
		"--exec",
		"-X",
		"--exec-batch"
	], words[0].value);
}
function execTails(words, starters, program) {
	const actions = [];
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		if (word.dynamic || !starters.includes(word.value)) continue;
		let end = i + 1;
		while (end < words.length && !isExecTerminator(words[end])) end++;
		const command = words.slice(i + 1, end);
		if (command.length > 0) actions.push({
			kind: "argv",
			words: command,
			via: `${program} ${word.value}`
		});
		const cmdRange = spanOf(command, word.range);
		if (command.length > 0 && dataBuilds(command, "{}")) actions.push(fromData(cmdRange, `${program} ${word.value}`));
		i = end;
	}
	return actions;
}
function isExecTerminator(word) {
	return !word.dynamic && (word.value === ";" || word.value === "+");
}
const INTERPRETERS = {
	python: {
		codeLetters: "c",
		valueLetters: "WX",
		stopLetters: "m",
		readsStdin: true
	},
	node: {
		codeLetters: "ep",
		codeWords: ["--eval", "--print"],
		valueLetters: "rC",
		valueWords: [
			"--require",
			"--import",
			"--loader",
			"--experimental-loader",
			"--conditions"
		],
		readsStdin: true
	},
	bun: {
		codeLetters: "ep",
		codeWords: ["--eval", "--print"]
	},
	deno: { codeSubcommands: ["eval"] },
	perl: {
		codeLetters: "eE",
		valueLetters: "I",
		attachedLetters: "imMxCdDl0",
		readsStdin: true
	},
	ruby: {
		codeLetters: "e",
		valueLetters: "IrCE",
		attachedLetters: "iFxKTW0",
		readsStdin: true
	},
	php: {
		codeLetters: "rRBE",
		valueLetters: "cdfz",
		readsStdin: true
	},
	lua: {
		codeLetters: "e",
		valueLetters: "l",
		readsStdin: true
	},
	luajit: {
		codeLetters: "e",
		valueLetters: "lj",
		readsStdin: true
	},
	rscript: { codeLetters: "e" },
	r: { codeLetters: "e" },
	julia: { codeLetters: "eE" },
	osascript: { codeLetters: "e" },
	expect: { codeLetters: "c" },
	elixir: { codeWords: ["-e", "--eval"] },
	erl: { codeWords: ["-eval"] },
	pwsh: {
		codeWords: [
			"-c",
			"-command",
			"-e",
			"-ec",
			"-enc",
			"-encodedcommand"
		],
		caseInsensitive: true
	},
	powershell: {
		codeWords: [
			"-c",
			"-command",
			"-e",
			"-ec",
			"-enc",
			"-encodedcommand"
		],
		caseInsensitive: true
	}
};
function interpreter(spec) {
	return (words, ctx) => {
		const program = words[0].value;
		const found = (flag) => [opaque("interpreter-payload", ctx.range, DETAIL.interpreterPayload(program, flag))];
		for (let i = 1; i < words.length; i++) {
			const word = words[i];
			if (word.dynamic) return [];
			const v = spec.caseInsensitive ? word.value.toLowerCase() : word.value;
			if (v === "--") return [];
			if (v === "-") return stdinReader(program, ctx, {
				shell: false,
				always: false
			});
			const codeWord = spec.codeWords?.find((c) => v === c || v.startsWith(`${c}=`));
			if (codeWord !== void 0) return found(codeWord);
			if (v.startsWith("--")) {
				if (spec.valueWords?.includes(v)) i++;
				continue;
			}
			if (v.startsWith("-") && v.length > 1) {
				for (let j = 1; j < v.length; j++) {
					const ch = v[j];
					if (spec.codeLetters?.includes(ch)) return found(`-${ch}`);
					if (spec.stopLetters?.includes(ch)) return [];
					if (spec.attachedLetters?.includes(ch)) break;
					if (spec.valueLetters?.includes(ch)) {
						if (j === v.length - 1) i++;
						break;
					}
				}
				continue;
			}
			if (spec.codeSubcommands?.includes(v)) return found(v);
			return [];
		}
		return spec.readsStdin ? stdinReader(program, ctx, { shell: false }) : [];
	};
}
/**
* awk programs are code too, but almost always harmless text processing; only
* programs that can start commands (`system(…)`, pipes to or from commands)
* are reported.
*/
function awk(words, ctx) {
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		const v = word.value;
		if (v === "--") {
			const program = words[i + 1];
			return program ? awkProgram(program, words, ctx) : [];
		}
		if (v === "-f" || v.startsWith("--file") || /^-f./.test(v)) return [];
		if (v === "-F" || v === "-v" || v === "--assign" || v === "--field-separator") {
			i++;
			continue;
		}
		if (v.startsWith("-") && v.length > 1) continue;
		return awkProgram(word, words, ctx);
	}
	return [];
}
function awkProgram(program, words, ctx) {
	if (!/\bsystem\s*\(|(^|[^|])\|(?!\|)/.test(program.template) && !program.dynamic) return [];
	return [opaque("interpreter-payload", ctx.range, DETAIL.interpreterPayload(words[0].value, "program"))];
}
/**
* sed's `e` command and the `e` flag of `s///` run the pattern space as a
* shell command: code that is not visible in the command line.
*/
/** An `e` command (after an optional address) or an `s` command with the `e` flag. */
const SED_RUNS = /(?:^|[;\n{}])\s*(?:\d+|\$|\/[^/]*\/)?\s*e(?:\s|;|$)|^\s*s(?<d>.).*?\k<d>.*?\k<d>[gpiImMw0-9]*e/;
function sed(words, ctx) {
	const scripts = [];
	let sawScript = false;
	for (let i = 1; i < words.length; i++) {
		const w = words[i];
		if (w.value === "-e" || w.value === "--expression") {
			const next = words[i + 1];
			if (next) scripts.push(next);
			sawScript = true;
			i++;
		} else if (w.value.startsWith("--expression=")) {
			scripts.push({
				...w,
				value: w.value.slice(13)
			});
			sawScript = true;
		} else if (w.value === "-f" || w.value === "--file" || w.value.startsWith("--file=")) return [opaque("source-file", ctx.range, DETAIL.interpreterPayload("sed", "-f"))];
		else if (!w.value.startsWith("-") && !sawScript) {
			scripts.push(w);
			sawScript = true;
		}
	}
	return scripts.some((w) => w.dynamic || SED_RUNS.test(w.value)) ? [opaque("interpreter-payload", ctx.range, DETAIL.interpreterPayload("sed", "e"))] : [];
}
const HANDLERS = {
	...Object.fromEntries(Object.entries(INDIRECT_HANDLERS).map(([name, h]) => [name, (words, ctx) => h(words, indirectContext(ctx))])),
	...Object.fromEntries(SHELLS.map((name) => [name, shell])),
	...Object.fromEntries(Object.entries(INTERPRETERS).map(([name, spec]) => [name, interpreter(spec)])),
	nodejs: interpreter(INTERPRETERS.node),
	awk,
	gawk: awk,
	mawk: awk,
	nawk: awk,
	eval: evalHandler,
	source,
	".": source,
	trap,
	su: suLike,
	runuser: suLike,
	sg,
	sudo: shellLauncher(/^-[a-zA-Z]*[si][a-zA-Z]*$|^--(shell|login)$/),
	doas: shellLauncher(/^-[a-zA-Z]*s[a-zA-Z]*$/),
	chroot: shellLauncher(null),
	ssh: (words, ctx) => [...sshOptions(words), ...ssh(words, ctx)],
	watch,
	flock,
	script,
	find,
	fd,
	fdfind: fd,
	git: (words) => gitHandler(words),
	sed,
	gsed: sed
};
/**
* The table by program name. A map, not the object: own keys only (a
* command named `__proto__` finds nothing), and a lookup hashes the name
* once, where a keyed read of a large object first looks the (fresh) string
* up among the interned ones, every command.
*/
const HANDLER_TABLE = new Map(Object.entries(HANDLERS));
function indirectContext(ctx) {
	const body = ctx.stdin.sources.find((s) => s.kind !== "file" && s.text !== null);
	const stdinText = body ? {
		value: body.text,
		template: body.text,
		dynamic: body.dynamic,
		range: body.range,
		...body.substitutions ? { substitutions: body.substitutions } : {}
	} : null;
	return {
		range: ctx.range,
		stdinFed: ctx.stdin.piped || ctx.stdin.sources.length > 0,
		stdinText
	};
}
/**
* Commands built from data read at run time: `xargs -I{} {}`,
* `xargs -I{} sh -c '{}'`, `xargs sh -c` (the first item read becomes the
* code), `find -exec sh -c '{}' \;`, `find -exec {} \;`.
*/
function dataCommandFindings(wrappers, argv, range) {
	const out = [];
	for (const w of wrappers) {
		const tokens = w.split(" ");
		if (programKey(tokens[0] ?? "") !== "xargs") continue;
		let repl = null;
		for (let i = 1; i < tokens.length; i++) {
			const t = tokens[i];
			if (t === "-I") repl = tokens[i + 1] ?? "{}";
			else if (t.startsWith("-I")) repl = t.slice(2);
			else if (t === "-i" || t === "--replace") repl = "{}";
			else if (t.startsWith("-i")) repl = t.slice(2);
			else if (t.startsWith("--replace=")) repl = t.slice(10);
		}
		if (dataBuilds(argv, repl)) out.push(fromData(range, `xargs${repl ? ` -I${repl}` : ""}`));
	}
	return out;
}
/** The command (its name, or the code given to a shell) comes from the placeholder, or a shell -c lacks its code. */
function dataBuilds(argv, placeholder) {
	const head = argv[0];
	if (head === void 0) return false;
	if (placeholder !== null && placeholder !== "" && head.value.includes(placeholder)) return true;
	if (!SHELLS.includes(programKey(head.value))) return false;
	const at = argv.findIndex((w, i) => i > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w.value));
	if (at < 0) return false;
	const codeWord = argv[at + 1];
	if (codeWord === void 0) return placeholder === null;
	return placeholder !== null && placeholder !== "" && codeWord.value.includes(placeholder);
}
function fromData(range, via) {
	return {
		kind: "opaque",
		reason: "code-from-data",
		range,
		detail: DETAIL.codeFromData(via)
	};
}
function codeAction(word, via, dynamicReason) {
	return {
		kind: "code",
		text: word.template,
		range: word.range,
		dynamic: word.dynamic,
		dynamicReason,
		via,
		substitutions: word.substitutions ?? []
	};
}
function opaque(reason, range, detail) {
	return {
		kind: "opaque",
		reason,
		range,
		detail
	};
}

// src/shell/redirects.ts
const REDIRECT_TYPES = /* @__PURE__ */ new Set([
	"file_redirect",
	"heredoc_redirect",
	"herestring_redirect"
]);
/** Operators that write their target (`>&` too, unless it duplicates a descriptor). */
const WRITE_OPS = /* @__PURE__ */ new Set([
	">",
	">>",
	">|",
	"&>",
	"&>>",
	"<>"
]);
/** Special files that are not file writes in any sense a permission rule cares about. */
function isDeviceSink(path) {
	return /^\/dev\/(null|stdout|stderr|tty|fd\/\d+)$/.test(path);
}
function emptyRedirectInfo() {
	return {
		redirects: [],
		writes: [],
		extraArgs: [],
		redirectStarts: [],
		nestedRoots: [],
		heredocSubstitutions: [],
		continuations: [],
		stdin: []
	};
}
function readRedirects(nodes, source, into = emptyRedirectInfo()) {
	for (const node of nodes) if (node.type === "file_redirect") readFileRedirect(node, source, into);
	else if (node.type === "heredoc_redirect") readHeredoc(node, source, into);
	else if (node.type === "herestring_redirect") readHerestring(node, source, into);
	return into;
}
function readFileRedirect(node, source, into) {
	let fd;
	let op = "";
	const destinations = [];
	for (const child of node.children) if (child.type === "file_descriptor") fd = Number.parseInt(source.slice(child.startIndex, child.endIndex), 10);
	else if (child.type === "ERROR" && op === "<") op = "<>";
	else if (!child.isNamed) {
		if (op === "") op = child.type;
	} else destinations.push(child);
	const groups = groupAdjacent(destinations);
	const targetGroup = groups[0];
	const target = targetGroup ? wordFromNodes(targetGroup, source) : null;
	if (targetGroup) into.nestedRoots.push(...targetGroup);
	let previousEnd = target?.range[1] ?? node.startIndex;
	for (const group of groups.slice(1)) {
		const start = group[0]?.startIndex ?? previousEnd;
		into.extraArgs.push({
			nodes: group,
			newlineBefore: hasLineBreak(source.slice(previousEnd, start))
		});
		previousEnd = group[group.length - 1]?.endIndex ?? start;
	}
	addFileRedirect(op, fd, target, [node.startIndex, node.endIndex], into);
}
/**
* What one file redirect means, once its operator, descriptor and target are
* read (from the grammar's node, or by the plain-list reading: chunks.ts):
* the redirect, the write it makes, the standard input it gives.
*/
function addFileRedirect(op, fd, target, node, into) {
	const duplicates = (op === ">&" || op === "<&") && target !== null && !target.dynamic && /^(\d+|-)$/.test(target.value);
	let write = WRITE_OPS.has(op) || op === ">&" && !duplicates && target !== null;
	if (write && target !== null && !target.dynamic && isDeviceSink(target.value)) write = false;
	const redirect = {
		op,
		target: target === null || target.dynamic ? null : target.value,
		write
	};
	if (fd !== void 0 && Number.isFinite(fd)) redirect.fd = fd;
	into.redirects.push(redirect);
	into.redirectStarts.push(node[0]);
	const range = [node[0], target?.range[1] ?? node[1]];
	if (write) into.writes.push({
		path: redirect.target,
		via: op,
		range
	});
	if ((fd === void 0 || fd === 0) && op === "<&" && target !== null && target.value !== "-" && target.value !== "0") into.stdin.push({
		kind: "file",
		text: target.dynamic ? null : `descriptor ${target.value}`,
		dynamic: target.dynamic,
		range
	});
	if ((fd === void 0 || fd === 0) && (op === "<" || op === "<>") && target !== null) into.stdin.push({
		kind: "file",
		text: target.dynamic ? null : target.value,
		dynamic: target.dynamic,
		range
	});
}
function readHeredoc(node, source, into) {
	let op = "<<";
	let opSeen = false;
	let delimiter = "";
	let quoted = false;
	let body = null;
	const nested = [];
	for (const child of node.children) switch (child.type) {
		case "<<":
		case "<<-":
			if (!opSeen) op = child.type;
			opSeen = true;
			break;
		case "heredoc_start": {
			const raw = source.slice(child.startIndex, child.endIndex);
			quoted = /['"\\]/.test(raw);
			delimiter = raw.replace(/['"\\]/g, "");
			break;
		}
		case "heredoc_body":
			body = child;
			break;
		case "heredoc_end": break;
		case "file_redirect":
		case "herestring_redirect":
		case "heredoc_redirect":
			nested.push(child);
			break;
		default: into.continuations.push(child);
	}
	into.redirects.push({
		op,
		target: delimiter,
		write: false
	});
	into.redirectStarts.push(node.startIndex);
	readRedirects(nested, source, into);
	const range = body ? [body.startIndex, body.endIndex] : [node.startIndex, node.endIndex];
	const raw = body ? source.slice(body.startIndex, body.endIndex) : "";
	let text = op === "<<-" ? raw.replace(/^\t+/gm, "") : raw;
	let expands = false;
	const substitutions = [];
	if (!quoted && body !== null) {
		for (const sub of findSubstitutions(raw)) {
			into.heredocSubstitutions.push({
				...sub,
				innerStart: sub.innerStart + body.startIndex
			});
			substitutions.push(sub.text);
		}
		expands = substitutions.length > 0 || /(^|[^\\])\$[\w{@*#?$!-]/.test(raw);
		text = unescapeHeredoc(text);
	}
	into.stdin.push({
		kind: "heredoc",
		text,
		dynamic: expands,
		range,
		substitutions
	});
}
function readHerestring(node, source, into) {
	const parts = node.children.filter((c) => c.isNamed);
	const word = parts.length > 0 ? wordFromNodes(groupAdjacent(parts)[0] ?? parts, source) : null;
	into.redirects.push({
		op: "<<<",
		target: word === null || word.dynamic ? null : word.value,
		write: false
	});
	into.redirectStarts.push(node.startIndex);
	into.nestedRoots.push(...parts);
	if (word !== null) into.stdin.push({
		kind: "herestring",
		text: word.template,
		dynamic: word.dynamic,
		range: word.range,
		substitutions: word.substitutions ?? []
	});
}
/** The files `tee` writes: its operands (options skipped until `--`). */
function teeTargets(words) {
	const targets = [];
	let options = true;
	for (const word of words.slice(1)) {
		if (options && !word.dynamic && word.value === "--") {
			options = false;
			continue;
		}
		if (options && !word.dynamic && word.value.startsWith("-") && word.value !== "-") continue;
		targets.push(word);
	}
	return targets;
}

// src/shell/repairs.ts
/**
* Split a command's words where an unescaped newline separates them. bash
* never continues a simple command across one, but the grammar sometimes
* swallows it (in pipelines after `|&`, or after a redirect:
* `a | b > f` newline `rm x` can make `rm`, `x` extra redirect targets).
* Gaps that hold another node (a heredoc, a body) are left alone.
*
* @param parts word groups of the command, in order
* @param extras words the grammar hung on redirects, flagged when a newline precedes them
* @param others the command's other children (redirects, bodies, errors)
*/
function splitAtNewlines(command, parts, extras, others, source) {
	const groups = [[]];
	parts.forEach((group, k) => {
		const previous = parts[k - 1];
		const start = group[0]?.startIndex ?? 0;
		if (previous !== void 0) {
			const from = previous[previous.length - 1]?.endIndex ?? start;
			if (!others.some((o) => o.startIndex >= from && o.startIndex < start) && hasLineBreak(source.slice(from, start))) groups.push([]);
		}
		groups[groups.length - 1]?.push(group);
	});
	for (const extra of extras) {
		if (extra.newlineBefore) groups.push([]);
		groups[groups.length - 1]?.push(extra.nodes);
	}
	const starts = groups.map((g, i) => i === 0 ? command.start : g[0]?.[0]?.startIndex ?? command.end);
	return groups.map((g, i) => {
		const start = starts[i];
		const next = starts[i + 1];
		return {
			groups: g,
			range: [start, next === void 0 ? command.end : start + source.slice(start, next).trimEnd().length]
		};
	});
}
/** The chunk a position belongs to (the last one starting at or before it). */
function chunkAt(chunks, at) {
	let found = 0;
	chunks.forEach((chunk, i) => {
		if (chunk.range[0] <= at) found = i;
	});
	return found;
}
/** Leading `NAME=value` words of a chunk split off a command: assignments the grammar read as words. */
function countAssignmentWords(words, source) {
	let count = 0;
	while (count < words.length && /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(slice(words[count], source))) count++;
	return count;
}
/** Reserved words that, at the start of a command, are followed by another command. */
const KEYWORD_PREFIXES = /* @__PURE__ */ new Set([
	"do",
	"then",
	"else",
	"elif",
	"while",
	"until",
	"if",
	"!",
	"{"
]);
/** Reserved words that close a compound command. */
const KEYWORD_CLOSERS = /* @__PURE__ */ new Set([
	"done",
	"fi",
	"esac",
	"}"
]);
/** Reserved words that open a compound command whose header is not a command. */
const KEYWORD_HEADERS = /* @__PURE__ */ new Set([
	"for",
	"select",
	"case",
	"in",
	"function"
]);
/**
* The grammar reads some compound commands it does not support after `!`,
* `time` or `coproc` (`! while …; do rm x; done`) as simple commands named
* `while`, `do`, `done`, without an ERROR node. An unquoted reserved word can
* only be a command name through such a misreading, so it is stripped to
* reveal the command behind it, and the misreading is reported.
*/
function recoverKeywords(words, source) {
	let start = 0;
	let misread = false;
	for (;;) {
		const head = words[start];
		if (head === void 0 || head.dynamic || slice(head, source) !== head.value) break;
		if (KEYWORD_PREFIXES.has(head.value) || KEYWORD_CLOSERS.has(head.value)) {
			start++;
			misread = true;
			continue;
		}
		if (KEYWORD_HEADERS.has(head.value)) misread = true;
		break;
	}
	return {
		words: start === 0 ? words : words.slice(start),
		misread
	};
}
function slice(word, source) {
	return source.slice(word.range[0], word.range[1]);
}

// src/shell/runtime.ts
/**
* Builtins and variables that change, at run time, what the rest of the
* string runs, or that evaluate a variable's value as code. None of it can be
* read from the text alone, so each is reported as opacity with its reason:
*
* - rebinding: `alias NAME=…` (expanded on later lines once
*   `expand_aliases` is on), `hash -p FILE NAME`, assigning PS4 (expanded,
*   substitutions included, at each command under `set -x`), ENV / BASH_ENV
*   (a file every later shell runs first), BASH_FUNC_… (a function imported
*   by every later bash);
* - evaluated variables: arithmetic on a variable (`$((x))`, `(( x ))`,
*   `[[ $x -eq 0 ]]`, `let`, `declare -i`), where an array subscript in the
*   value runs command substitutions; `declare -n` (a name reference, whose
*   target's subscript is evaluated on each use).
*
* `mapfile -C` runs its callback string as code: that is a payload
* (payloads.ts), since the callback is visible.
*/
/** Variables whose value, once set, makes later commands run other code. */
const REBINDING_VARS = /^(PS4|ENV|BASH_ENV|BASH_FUNC_[^=]*|PROMPT_COMMAND|BASH_LOADABLES_PATH|BASH_XTRACEFD)(\+?=|$)/;
/** Assignments (prefix, standalone or in export/declare/env) that rebind what runs. */
function assignmentFindings(assignments) {
	const out = [];
	for (const a of assignments) {
		const m = REBINDING_VARS.exec(a);
		if (m === null || !/=/.test(a)) continue;
		out.push({
			reason: "runtime-rebinding",
			detail: DETAIL.rebinding(`Setting ${m[1]}`),
			toEnd: true
		});
	}
	return out;
}
/** Findings for one (peeled) command's words. */
function commandFindings(argv) {
	const head = argv[0];
	if (head === void 0 || head.dynamic) return [];
	const name = programKey(head.value);
	const args = argv.slice(1);
	switch (name) {
		case "alias": return args.some((w) => w.dynamic || w.value.includes("=")) ? [{
			reason: "runtime-rebinding",
			detail: DETAIL.rebinding("alias"),
			toEnd: true
		}] : [];
		case "hash": return args.some((w) => !w.dynamic && /^-[a-zA-Z]*p/.test(w.value)) ? [{
			reason: "runtime-rebinding",
			detail: DETAIL.rebinding("hash -p"),
			toEnd: true
		}] : [];
		case "let": return args.length > 0 ? [{
			reason: "evaluated-variable",
			detail: DETAIL.arithmeticVariable("let"),
			toEnd: false
		}] : [];
		case "declare":
		case "typeset":
		case "local":
		case "export":
		case "readonly": {
			const out = [];
			const flags = args.filter((w) => !w.dynamic && /^[-+][a-zA-Z]+$/.test(w.value)).map((w) => w.value).join("");
			const assigned = args.filter((w) => w.dynamic || /^[A-Za-z_][A-Za-z0-9_]*(\[.*\])?\+?=/.test(w.value));
			if (/-[a-zA-Z]*i/.test(flags) && assigned.length > 0) out.push({
				reason: "evaluated-variable",
				detail: DETAIL.arithmeticVariable(`${head.value} -i`),
				toEnd: false
			});
			if (/-[a-zA-Z]*n/.test(flags) && name !== "export") out.push({
				reason: "evaluated-variable",
				detail: DETAIL.evaluatedBuiltin(`${head.value} -n`),
				toEnd: true
			});
			out.push(...assignmentFindings(args.filter((w) => !w.dynamic).map((w) => w.value)));
			return out;
		}
		case "env": return assignmentFindings(args.filter((w) => !w.dynamic).map((w) => w.value));
		default: return [];
	}
}
/**
* The variable names an arithmetic text refers to (`x`, `$x`, `${x}`), except
* those the source sets to a literal number (`x=1; (( x ))` is safe).
*/
function arithmeticVariables(text, source) {
	let body = text.replace(/`[^`]*`/g, " ");
	for (let prev = ""; prev !== body;) {
		prev = body;
		body = body.replace(/\$\([^()]*\)/g, " ");
	}
	body = body.replace(/'[^']*'|"[^"]*"/g, " ");
	const names = /* @__PURE__ */ new Set();
	for (const m of body.matchAll(/(?<![\w#@])\$?\{?([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(m[1]);
	return [...names].filter((n) => !setToNumber(n, source));
}
function setToNumber(name, source) {
	const re = new RegExp(`(?:^|[\\s;&|(])${name}=(\\S*)`, "g");
	let any = false;
	for (const m of source.matchAll(re)) {
		any = true;
		if (!/^-?\d+(?=$|[;&|)])/.test(m[1])) return false;
	}
	return any;
}

// src/shell/wrappers.ts
const SUDO = {
	valueFlags: [
		"-u",
		"-g",
		"-p",
		"-C",
		"-D",
		"-r",
		"-t",
		"-T",
		"-U",
		"-R",
		"--user",
		"--group",
		"--prompt",
		"--close-from",
		"--chdir",
		"--role",
		"--type",
		"--command-timeout",
		"--other-user",
		"--host",
		"--chroot"
	],
	noRunFlags: [
		"-e",
		"-l",
		"-v",
		"-V",
		"-K",
		"-h",
		"--edit",
		"--list",
		"--validate",
		"--version",
		"--remove-timestamp",
		"--help"
	],
	assignments: true
};
const GNU_TIME = {
	valueFlags: [
		"-f",
		"-o",
		"--format",
		"--output"
	],
	noRunFlags: [
		"-V",
		"--version",
		"--help"
	]
};
/** Keyed by lowercased program basename. */
const WRAPPERS = {
	sudo: SUDO,
	doas: {
		valueFlags: ["-u"],
		noRunFlags: ["-C", "-L"]
	},
	pkexec: {
		valueFlags: ["--user"],
		noRunFlags: ["--version", "--help"]
	},
	env: {
		valueFlags: [
			"-u",
			"-C",
			"-P",
			"-a",
			"--unset",
			"--chdir",
			"--argv0"
		],
		splitFlags: ["-S", "--split-string"],
		assignments: true,
		looseAssignments: true,
		dashIsFlag: true
	},
	nohup: {},
	nice: {
		valueFlags: ["-n", "--adjustment"],
		numericFlags: true
	},
	ionice: {
		valueFlags: [
			"-c",
			"-n",
			"--class",
			"--classdata"
		],
		noRunFlags: [
			"-p",
			"-P",
			"-u",
			"--pid",
			"--pgid",
			"--uid"
		]
	},
	time: GNU_TIME,
	timeout: {
		valueFlags: [
			"-s",
			"-k",
			"--signal",
			"--kill-after"
		],
		operands: 1
	},
	stdbuf: { valueFlags: [
		"-i",
		"-o",
		"-e",
		"--input",
		"--output",
		"--error"
	] },
	setsid: {},
	command: { noRunFlags: ["-v", "-V"] },
	builtin: {},
	exec: { valueFlags: ["-a"] },
	unbuffer: {},
	chroot: { operands: 1 },
	xargs: {
		valueFlags: [
			"-a",
			"-d",
			"-E",
			"-I",
			"-L",
			"-n",
			"-P",
			"-s",
			"--arg-file",
			"--delimiter",
			"--max-lines",
			"--max-args",
			"--max-procs",
			"--max-chars",
			"--process-slot-var"
		],
		attachedValueFlags: [
			"-e",
			"-i",
			"-l"
		],
		noRunFlags: [
			"--help",
			"--version",
			"--show-limits"
		]
	},
	flock: {
		valueFlags: [
			"-w",
			"-E",
			"--timeout",
			"--conflict-exit-code"
		],
		operands: 1,
		payloadMarkers: ["-c", "--command"]
	},
	busybox: { noRunFlags: [
		"--list",
		"--list-full",
		"--install",
		"--help"
	] },
	proot: { valueFlags: [
		"-r",
		"-b",
		"-m",
		"-w",
		"-q",
		"-k",
		"-i",
		"-R",
		"-S",
		"-v",
		"--rootfs",
		"--bind",
		"--mount",
		"--pwd",
		"--cwd",
		"--qemu",
		"--kernel-release",
		"--change-id",
		"--verbose"
	] },
	runuser: {
		valueFlags: [
			"-u",
			"-g",
			"-G",
			"-s",
			"-w",
			"--user",
			"--group",
			"--supp-group",
			"--shell",
			"--whitelist-environment"
		],
		requiredFlags: ["-u", "--user"],
		noRunFlags: [
			"-c",
			"--command",
			"--session-command"
		]
	},
	taskset: {
		noRunFlags: ["-p", "--pid"],
		operands: 1
	},
	chrt: {
		valueFlags: [
			"-T",
			"-P",
			"-D",
			"--sched-runtime",
			"--sched-period",
			"--sched-deadline"
		],
		noRunFlags: [
			"-p",
			"-m",
			"--pid",
			"--max"
		],
		operands: 1
	},
	unshare: { valueFlags: [
		"-S",
		"-G",
		"-R",
		"-w",
		"--setuid",
		"--setgid",
		"--root",
		"--wd"
	] },
	fakeroot: { valueFlags: [
		"-l",
		"-s",
		"-i",
		"-b",
		"--lib",
		"--faked"
	] },
	torsocks: { valueFlags: [
		"-u",
		"-p",
		"-a",
		"-P",
		"--user",
		"--pass",
		"--address",
		"--port"
	] },
	proxychains: { valueFlags: ["-f"] },
	proxychains4: { valueFlags: ["-f"] },
	strace: { valueFlags: [
		"-o",
		"-e",
		"-p",
		"-s",
		"-u",
		"-E",
		"-a",
		"-b",
		"-I",
		"-O",
		"-P",
		"-S",
		"-X"
	] },
	ltrace: { valueFlags: [
		"-o",
		"-e",
		"-p",
		"-s",
		"-u",
		"-a",
		"-l",
		"-n",
		"-F",
		"-A",
		"-D",
		"-x"
	] },
	caffeinate: { valueFlags: ["-t", "-w"] },
	catchsegv: {},
	"dbus-run-session": { valueFlags: ["--config-file", "--dbus-daemon"] },
	"dbus-launch": { valueFlags: ["--autolaunch", "--config-file"] },
	arch: { valueFlags: ["-arch"] },
	"sandbox-exec": { valueFlags: [
		"-f",
		"-n",
		"-p",
		"-D"
	] },
	noglob: {},
	nocorrect: {},
	"-": {},
	nsenter: {
		valueFlags: [
			"-t",
			"-S",
			"-G",
			"--target",
			"--setuid",
			"--setgid"
		],
		attachedValueFlags: [
			"-m",
			"-u",
			"-i",
			"-n",
			"-p",
			"-U",
			"-C",
			"-T",
			"-r",
			"-w"
		]
	},
	wsl: {
		valueFlags: [
			"-d",
			"-u",
			"--distribution",
			"--user",
			"--cd",
			"--shell-type"
		],
		noRunFlags: [
			"-l",
			"--list",
			"--install",
			"--shutdown",
			"--status",
			"--update",
			"--set-default",
			"--help"
		]
	},
	run0: { valueFlags: [
		"-u",
		"-g",
		"-D",
		"--user",
		"--group",
		"--chdir",
		"--unit",
		"--property",
		"--description",
		"--slice",
		"--nice",
		"--setenv",
		"--machine",
		"--background"
	] },
	prlimit: {
		valueFlags: ["-o", "--output"],
		attachedValueFlags: [
			"-c",
			"-d",
			"-e",
			"-f",
			"-i",
			"-l",
			"-m",
			"-n",
			"-q",
			"-r",
			"-s",
			"-t",
			"-u",
			"-v",
			"-x",
			"-y"
		],
		noRunFlags: ["-p", "--pid"]
	},
	"systemd-run": { valueFlags: [
		"-p",
		"-E",
		"-u",
		"-M",
		"-H",
		"--property",
		"--setenv",
		"--unit",
		"--machine",
		"--host",
		"--description",
		"--slice",
		"--uid",
		"--gid",
		"--nice",
		"--working-directory",
		"--service-type",
		"--on-active",
		"--on-boot",
		"--on-startup",
		"--on-unit-active",
		"--on-unit-inactive",
		"--on-calendar",
		"--timer-property",
		"--path-property",
		"--socket-property"
	] },
	numactl: {
		valueFlags: [
			"-C",
			"-N",
			"-m",
			"-i",
			"-p",
			"-P",
			"--physcpubind",
			"--cpunodebind",
			"--membind",
			"--interleave",
			"--preferred"
		],
		noRunFlags: [
			"-s",
			"-H",
			"--show",
			"--hardware"
		]
	},
	firejail: {},
	"xvfb-run": { valueFlags: [
		"-n",
		"-s",
		"-f",
		"-e",
		"-p",
		"-w",
		"--server-num",
		"--server-args",
		"--auth-file",
		"--error-file",
		"--xauth-protocol",
		"--wait"
	] },
	tsocks: {},
	eatmydata: {},
	cpulimit: {
		valueFlags: ["-l", "--limit"],
		noRunFlags: [
			"-p",
			"-e",
			"-P",
			"--pid",
			"--exe",
			"--path"
		]
	},
	setpriv: {
		valueFlags: [
			"--ruid",
			"--euid",
			"--rgid",
			"--egid",
			"--reuid",
			"--regid",
			"--groups",
			"--inh-caps",
			"--ambient-caps",
			"--bounding-set",
			"--securebits",
			"--pdeathsig",
			"--selinux-label",
			"--apparmor-profile"
		],
		noRunFlags: ["-d", "--dump"]
	},
	trickle: { valueFlags: [
		"-d",
		"-u",
		"-w",
		"-t",
		"-l",
		"-n",
		"-L"
	] }
};
const GNU_ALIASES = {
	gtimeout: "timeout",
	gnice: "nice",
	gnohup: "nohup",
	gstdbuf: "stdbuf",
	gchroot: "chroot",
	genv: "env",
	gtime: "time"
};
/** Both tables as maps (own keys only: a command named `__proto__` or `constructor` is not a wrapper; see HANDLER_TABLE in payloads.ts). */
const WRAPPER_TABLE = new Map(Object.entries(WRAPPERS));
const ALIAS_TABLE = new Map(Object.entries(GNU_ALIASES));
function wrapperSpec(key) {
	return WRAPPER_TABLE.get(ALIAS_TABLE.get(key) ?? key);
}
/** `time` as the bash keyword (first word only): its own option is `-p`, and it is a nesting kind. */
const TIME_KEYWORD = {
	nesting: "time",
	assignments: true
};
/** Wrappers peeled from one command at most (`sudo sudo … rm`); beyond, the rest is reported, not read. */
const MAX_WRAPPERS = 64;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*\+?=/;
/** env takes any NAME=value before the command as an entry, whatever the name (`BASH_FUNC_f%%=…`). */
const LOOSE_ASSIGNMENT = /^[^=\s-][^=\s]*=/;
/**
* Peel wrappers from the front of a command, repeatedly
* (`sudo env A=1 nice -n 5 rm` → `rm`). A wrapper with nothing after its
* options is the command itself (`sudo -i`, `env`, `xargs`), and so is one
* given an option that means it runs nothing (`command -v rm`).
*/
function peel(words) {
	let rest = words.slice();
	const wrappers = [];
	const nesting = [];
	let first = true;
	let tooDeep = false;
	while (rest.length > 1) {
		if (wrappers.length >= 64) {
			tooDeep = true;
			break;
		}
		const head = rest[0];
		if (head.dynamic) break;
		if (first && head.value === "coproc") {
			const coproc = peelCoproc(rest);
			if (coproc === null) break;
			wrappers.push(coproc.wrapper);
			nesting.push("coproc");
			rest = coproc.rest;
			first = false;
			continue;
		}
		const key = programKey(head.value);
		const spec = first && head.value === "time" ? TIME_KEYWORD : wrapperSpec(key);
		if (spec === void 0) break;
		const step = peelOne(rest, spec);
		if (step === null) break;
		wrappers.push(rest.slice(0, step.consumed).map((w) => w.value).join(" "));
		if (spec.nesting) nesting.push(spec.nesting);
		const more = step.injected[0];
		rest = spec.splitFlags !== void 0 && more !== void 0 && (more.value.startsWith("-") || LOOSE_ASSIGNMENT.test(more.value)) ? [
			head,
			...step.injected,
			...rest.slice(step.consumed)
		] : [...step.injected, ...rest.slice(step.consumed)];
		first = false;
		if (spec.nesting && rest[0]?.value === "{" && !rest[0].dynamic && rest.length > 1) rest = rest.slice(1);
	}
	return tooDeep ? {
		words: rest,
		wrappers,
		nesting,
		tooDeep
	} : {
		words: rest,
		wrappers,
		nesting
	};
}
/** `coproc cmd args`, or `coproc [NAME] { …` as tree-sitter-bash presents it. */
function peelCoproc(words) {
	const second = words[1];
	const third = words[2];
	if (second === void 0) return null;
	if (second.value === "{") return words.length > 2 ? {
		wrapper: "coproc",
		rest: words.slice(2)
	} : null;
	if (third?.value === "{") return words.length > 3 ? {
		wrapper: `coproc ${second.value}`,
		rest: words.slice(3)
	} : null;
	return {
		wrapper: "coproc",
		rest: words.slice(1)
	};
}
function peelOne(words, spec) {
	const valueFlags = new Set(spec.valueFlags ?? []);
	const noRun = new Set(spec.noRunFlags ?? []);
	const split = new Set(spec.splitFlags ?? []);
	const attached = new Set(spec.attachedValueFlags ?? []);
	const injected = [];
	let sawRequired = spec.requiredFlags === void 0;
	const required = new Set(spec.requiredFlags ?? []);
	let i = 1;
	const takeSplit = (value, from) => {
		for (const part of value.split(/[ \t\n]+/).filter((p) => p !== "")) injected.push({
			value: part,
			template: part,
			dynamic: from.dynamic,
			range: from.range
		});
	};
	while (i < words.length) {
		const word = words[i];
		const w = word.value;
		if (word.dynamic) break;
		if (w === "--") {
			i++;
			break;
		}
		if (spec.assignments && (spec.looseAssignments ? LOOSE_ASSIGNMENT : ASSIGNMENT).test(w)) {
			i++;
			continue;
		}
		if (w === "-" && spec.dashIsFlag) {
			i++;
			continue;
		}
		if (!w.startsWith("-") || w === "-") break;
		if (noRun.has(w)) return null;
		if (valueFlags.has(w) && w.length > 2 && !w.startsWith("--")) {
			i += 2;
			continue;
		}
		if (w.startsWith("--")) {
			const eq = w.indexOf("=");
			const name = eq < 0 ? w : w.slice(0, eq);
			if (noRun.has(name)) return null;
			if (required.has(name)) sawRequired = true;
			if (split.has(name)) {
				const value = eq < 0 ? words[i + 1] : {
					...word,
					value: w.slice(eq + 1)
				};
				if (value) takeSplit(value.value, value);
				i += eq < 0 ? 2 : 1;
				break;
			}
			i += valueFlags.has(name) && eq < 0 ? 2 : 1;
			continue;
		}
		if (spec.numericFlags && /^-\d+$/.test(w)) {
			i++;
			continue;
		}
		let consumedNext = false;
		for (let j = 1; j < w.length; j++) {
			const flag = `-${w[j]}`;
			if (noRun.has(flag)) return null;
			if (required.has(flag)) sawRequired = true;
			if (split.has(flag)) {
				const attachedValue = w.slice(j + 1);
				if (attachedValue !== "") takeSplit(attachedValue, word);
				else {
					const next = words[i + 1];
					if (next) takeSplit(next.value, next);
					consumedNext = true;
				}
				i += consumedNext ? 2 : 1;
				return sawRequired && i <= words.length ? finish(words, i, injected) : null;
			}
			if (valueFlags.has(flag)) {
				if (j === w.length - 1) consumedNext = true;
				break;
			}
			if (attached.has(flag)) break;
		}
		i += consumedNext ? 2 : 1;
	}
	if (!sawRequired) return null;
	for (let k = 0; k < (spec.operands ?? 0); k++) {
		if (i >= words.length) return null;
		i++;
	}
	const marker = words[i];
	if (marker && spec.payloadMarkers?.includes(marker.value)) return null;
	return finish(words, i, injected);
}
function finish(words, consumed, injected) {
	if (consumed >= words.length && injected.length === 0) return null;
	return {
		consumed: Math.min(consumed, words.length),
		injected
	};
}

// src/shell/walk.ts
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
/** Shared empty lists for the common case of a command with none (only read, never changed). */
const NO_WORDS = [];
const NO_FINDINGS = [];
const NO_ACTIONS = [];
const SEPARATORS = /* @__PURE__ */ new Set([
	"&&",
	"||",
	";",
	"|",
	"|&",
	"&"
]);
const STATEMENTS = /* @__PURE__ */ new Set([
	"command",
	"redirected_statement",
	"pipeline",
	"list",
	"subshell",
	"compound_statement",
	"if_statement",
	"for_statement",
	"c_style_for_statement",
	"while_statement",
	"case_statement",
	"function_definition",
	"negated_command",
	"declaration_command",
	"unset_command",
	"test_command",
	"variable_assignment",
	"variable_assignments",
	"ERROR"
]);
/** Parts of a compound statement that hold statements; walked as part of the same sequence. */
const CLAUSES = /* @__PURE__ */ new Map([
	["do_group", null],
	["elif_clause", null],
	["else_clause", null]
]);
const COMPOUND_NESTING = /* @__PURE__ */ new Map([
	["subshell", "subshell"],
	["compound_statement", "group"],
	["if_statement", "if"],
	["for_statement", "loop"],
	["c_style_for_statement", "loop"],
	["while_statement", "loop"],
	["case_statement", null],
	["negated_command", "negation"]
]);
/** Leaf-like node types that never contain commands; skipped when searching for substitutions. */
const INERT = /* @__PURE__ */ new Set([
	"word",
	"raw_string",
	"ansi_c_string",
	"number",
	"string_content",
	"variable_name",
	"comment",
	"heredoc_content",
	"heredoc_start",
	"heredoc_end",
	"file_descriptor",
	"test_operator",
	"special_variable_name",
	"regex",
	"extglob_pattern"
]);
/** Analyze `source` (the input, or a payload found in it), adding to `sink`. */
function analyzeSource(source, sink, grammarOnly = false) {
	const top = {
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
		via: void 0
	};
	new Walker(sink, source.length, grammarOnly).analyze(source, top);
}
/**
* The `|&` positions of a text read without the grammar: none. Shared (it is
* only read) so that no analysis allocates a set for it.
*/
const NO_PIPES = /* @__PURE__ */ new Set();
/** Segments one analysis reports at most; the commands after are one finding (a megabyte of `true && …`). */
const MAX_SEGMENTS = 2e4;
var Walker = class {
	sink;
	inputEnd;
	grammarOnly;
	/** MAX_SEGMENTS was reached: nothing more is emitted. */
	full = false;
	/** The heredoc or here-string a bare `cat` just printed, for a shell right after it in the pipeline. */
	feed = null;
	constructor(sink, inputEnd, grammarOnly) {
		this.sink = sink;
		this.inputEnd = inputEnd;
		this.grammarOnly = grammarOnly;
	}
	/**
	* `outer` is the context of the text (its `src`, `written` and
	* `stderrPipes` are replaced here). Every Ctx of a walk is the literal in
	* analyzeSource or a spread of one that only sets keys it already has, so
	* all share one object shape: V8 then keeps the walker's reads of it
	* monomorphic (new shapes made it deoptimize and recompile its largest
	* functions on the way through a batch).
	*/
	analyze(whole, outer, leadOp = null) {
		let source = whole;
		const cut = nestingCut(whole, 120);
		if (cut !== null) {
			this.opaque(withText(outer, whole, whole, NO_PIPES), "parse-error", [cut, whole.length], DETAIL.tooLong(120));
			source = whole.slice(0, cut);
		}
		if (source.length > 4096 || !this.grammarOnly) {
			const substitutions = outer.depth < 120 - FLAT_DEPTH_MARGIN;
			const flat = flatListHead(source, 20001, substitutions);
			if (flat !== null) {
				const fctx = withText(outer, source, source, NO_PIPES);
				if (flat.complete || this.full) this.walkFlat(flat.head, fctx, leadOp);
				else {
					const before = {
						segments: this.sink.segments.length,
						opaque: this.sink.opaque.length,
						writes: this.sink.writes.length,
						feed: this.feed
					};
					this.walkFlat(flat.head, fctx, leadOp);
					if (!this.full) {
						this.sink.segments.length = before.segments;
						this.sink.opaque.length = before.opaque;
						this.sink.writes.length = before.writes;
						this.feed = before.feed;
						this.walkFlat(flatList(source, substitutions), fctx, leadOp);
					}
				}
				return;
			}
		}
		const chunks = listChunks(source, LIST_CHUNK);
		if (chunks !== null) {
			for (const c of chunks) {
				const text = source.slice(c.start, c.end);
				if (this.full && !this.grammarOnly && quietPastCap(text)) continue;
				const piece = derive(outer);
				piece.src = text;
				piece.offset = outer.offset + c.start;
				this.analyze(text, piece, c.op ?? leadOp);
			}
			return;
		}
		let fixed = fixLexing(source).text;
		let parsed = parseBash(fixed);
		let repaired = [];
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
		for (const site of repaired) this.opaque(ctx, "parse-error", site, DETAIL.misreadCompound());
		for (const site of findParseErrors(root, source)) this.opaque(ctx, "parse-error", site.range, DETAIL.parseError(site.missing));
		this.walkSequence(root.children, ctx, leadOp, null);
	}
	/**
	* A flat list of plain words (chunks.ts): each command emitted as the
	* grammar's reading would give it, then the commands of the `$(…)` in its
	* words, in order, as walkCommand walks them.
	*/
	walkFlat(list, ctx, leadOp) {
		for (let i = 0; i < list.length; i++) {
			if (this.full) continue;
			const cmd = list[i];
			const flat = cmd.words;
			let leading = 0;
			while (leading < flat.length && ASSIGNMENT_WORD.test(flat[leading].value)) leading++;
			const assignments = [];
			for (let k = 0; k < leading; k++) assignments.push(flat[k].value);
			const op = i === 0 ? cmd.op ?? leadOp : cmd.op;
			if (leading === flat.length) {
				for (const f of assignmentFindings(assignments)) this.opaque(ctx, f.reason, [cmd.start, ctx.src.length], f.detail);
				continue;
			}
			const rest = [];
			for (let k = leading; k < flat.length; k++) rest.push(flatWord(flat[k]));
			const piped = op === "|" || i === 0 && ctx.stdinPiped;
			const info = cmd.redirects === void 0 ? null : flatRedirects(cmd.redirects);
			this.emit(rest, {
				assignments,
				redirects: info?.redirects ?? [],
				op,
				range: [cmd.start, cmd.end],
				stdin: {
					piped,
					sources: info?.stdin ?? []
				}
			}, ctx);
			if (info !== null) this.recordWrites(info.writes, ctx);
			for (const w of flat) {
				if (w.substitutions === void 0) continue;
				for (const sub of w.substitutions) {
					if (ctx.skipSubstitutions?.has(ctx.src.slice(sub.nodeStart, sub.end))) continue;
					this.walkFlat(sub.commands, nested(ctx, "command-substitution"), null);
				}
			}
		}
	}
	walkSequence(children, ctx, leadOp, carry) {
		let carryIndex = -1;
		if (carry !== null) {
			for (let i = children.length - 1; i >= 0; i--) if (STATEMENTS.has(children[i].type)) {
				carryIndex = i;
				break;
			}
		}
		const state = {
			pending: null,
			seen: false,
			prevEnd: 0,
			leadOp
		};
		this.walkChildren(children, ctx, state, carry, carryIndex);
	}
	walkChildren(children, ctx, state, carry = null, carryIndex = -1) {
		for (let i = 0; i < children.length; i++) {
			const child = children[i];
			const type = child.type;
			if (!child.isNamed) {
				if (SEPARATORS.has(type)) state.pending = type === "|" && ctx.stderrPipes.has(child.startIndex) ? "|&" : type;
				continue;
			}
			if (type === "comment") continue;
			if (STATEMENTS.has(type)) {
				const op = state.pending ?? (state.seen ? ctx.src.slice(state.prevEnd, child.startIndex).includes("\n") ? "\n" : ";" : state.leadOp);
				const piped = op === "|" || op === "|&" || !state.seen && state.pending === null && ctx.stdinPiped;
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
			if (type === "case_item") {
				this.walkCaseItem(child, ctx, state);
				continue;
			}
			const clause = CLAUSES.get(type);
			if (clause !== void 0) {
				this.walkChildren(child.children, clause === null ? ctx : enter(ctx, clause), state);
				continue;
			}
			this.walkNested(child, ctx);
		}
	}
	/** `pat1|pat2) cmds ;;`: the `|` between patterns is not a pipe. */
	walkCaseItem(node, ctx, state) {
		const children = node.children;
		const close = children.findIndex((c) => !c.isNamed && c.type === ")");
		for (const pattern of children.slice(0, Math.max(close, 0))) if (pattern.isNamed) this.walkNested(pattern, ctx);
		this.walkChildren(children.slice(close + 1), enter(ctx, "case"), state);
	}
	walkStatement(node, ctx, op, carry) {
		if (ctx.depth >= 120) {
			this.opaque(ctx, "parse-error", [node.startIndex, node.endIndex], DETAIL.tooDeepNesting());
			return;
		}
		const c = derive(ctx);
		c.depth = ctx.depth + 1;
		const type = node.type;
		if (carry !== null && type !== "command" && type !== "pipeline" && type !== "list" && type !== "redirected_statement") {
			const mark = this.sink.segments.length;
			this.walkStatement(node, ctx, op, null);
			this.applyCarry(carry, mark, ctx);
			return;
		}
		switch (type) {
			case "command":
				this.walkCommand(node, c, op, carry);
				return;
			case "redirected_statement":
				this.walkRedirected(node, c, op, carry);
				return;
			case "list":
				this.walkSequence(flattenList(node), c, op, carry);
				return;
			case "pipeline":
				this.walkSequence(node.children, c, op, carry);
				return;
			case "function_definition":
				this.walkFunction(node, c);
				return;
			case "declaration_command":
			case "unset_command":
				this.walkDeclaration(node, c, op);
				return;
			case "test_command":
				this.walkTest(node, c, op);
				return;
			case "ERROR":
				this.walkSequence(node.children, c, op, null);
				return;
		}
		if (type === "c_style_for_statement") {
			const header = node.children.filter((n) => n.type !== "do_group" && n.type !== "compound_statement");
			const first = header[0];
			const last = header[header.length - 1];
			if (first && last) this.checkArithmetic(c.src.slice(first.startIndex, last.endIndex).replace(/^for/, ""), [node.startIndex, last.endIndex], c, "`for ((…))`");
		}
		const kind = COMPOUND_NESTING.get(type);
		if (kind !== void 0) {
			const arithmetic = type === "compound_statement" && node.children[0]?.type === "((";
			if (arithmetic) this.checkArithmetic(c.src.slice(node.startIndex + 2, node.endIndex - 2), [node.startIndex, node.endIndex], c, "`(( … ))`");
			this.walkSequence(node.children, kind === null || arithmetic ? c : enter(c, kind), op, null);
			return;
		}
		if (type === "variable_assignment" || type === "variable_assignments") {
			const assigned = (type === "variable_assignment" ? [node] : node.children.filter((n) => n.type === "variable_assignment")).map((n) => assignmentWord(n, c.src));
			for (const f of assignmentFindings(assigned.map((w) => w.value))) this.opaque(c, f.reason, [node.startIndex, Math.max(node.endIndex, c.src.length)], f.detail);
			for (const action of envFindings(assigned, "")) this.runPayload(action, c);
		}
		this.walkNested(node, c);
	}
	/** Arithmetic that reads a variable evaluates its value, subscripts (and their substitutions) included. */
	checkArithmetic(text, range, ctx, what) {
		const names = arithmeticVariables(text, ctx.src);
		if (names.length === 0) return;
		this.opaque(ctx, "evaluated-variable", range, DETAIL.arithmeticVariable(`${what} (on ${names.slice(0, 3).join(", ")})`));
	}
	walkFunction(node, ctx) {
		const inner = enter(ctx, "function");
		const body = [...node.children].reverse().find((c) => STATEMENTS.has(c.type));
		if (body === void 0) return;
		if (body.type === "compound_statement") this.walkSequence(body.children, inner, null, null);
		else this.walkStatement(body, inner, null, null);
	}
	walkRedirected(node, ctx, op, carry) {
		let body = null;
		const redirects = [];
		const stray = [];
		for (const child of node.children) if (REDIRECT_TYPES.has(child.type)) redirects.push(child);
		else if (child.isNamed && body === null && STATEMENTS.has(child.type)) body = child;
		else if (child.isNamed) stray.push(child);
		const mine = {
			redirects: carry ? [...redirects, ...carry.redirects] : redirects,
			end: Math.max(node.endIndex, carry?.end ?? 0)
		};
		if (body === null) this.applyRedirectEffects(readRedirects(mine.redirects, ctx.src), ctx);
		else if (body.type === "command") this.walkCommand(body, ctx, op, mine);
		else if (body.type === "pipeline" || body.type === "list") this.walkSequence(body.type === "list" ? flattenList(body) : body.children, ctx, op, mine);
		else {
			const mark = this.sink.segments.length;
			this.walkStatement(body, ctx, op, null);
			this.applyCarry(mine, mark, ctx);
		}
		for (const s of stray) this.walkNested(s, ctx);
	}
	/** Redirects on a compound statement apply to every command inside it. */
	applyCarry(carry, mark, ctx) {
		const info = readRedirects(carry.redirects, ctx.src);
		for (const seg of this.sink.segments.slice(mark)) seg.redirects.push(...info.redirects);
		this.applyRedirectEffects(info, ctx);
	}
	/** Effects of redirects that have no simple command of their own to attach to. */
	applyRedirectEffects(info, ctx) {
		this.recordWrites(info.writes, ctx);
		const detached = [];
		for (const extra of info.extraArgs) {
			for (const n of extra.nodes) this.walkNested(n, ctx);
			if (extra.newlineBefore) detached.push([]);
			detached[detached.length - 1]?.push(wordFromNodes(extra.nodes, ctx.src));
		}
		for (const words of detached) {
			const range = spanOf(words, [0, 0]);
			this.emit(words, {
				assignments: [],
				redirects: [],
				op: "\n",
				range,
				stdin: noStdin(ctx)
			}, ctx);
		}
		for (const n of info.nestedRoots) this.walkNested(n, ctx);
		for (const sub of info.heredocSubstitutions) this.walkEmbedded(sub, ctx);
		if (info.continuations.length > 0) this.walkSequence(info.continuations, ctx, null, null);
	}
	walkCommand(node, ctx, op, carry) {
		const src = ctx.src;
		const assignments = [];
		const assignmentNodes = [];
		const parts = [];
		const redirectNodes = [];
		const bodies = [];
		const errors = [];
		let named = false;
		for (const child of node.children) switch (child.type) {
			case "variable_assignment":
				if (named) parts.push(child);
				else {
					assignments.push(assignmentWord(child, src).value);
					assignmentNodes.push(child);
				}
				break;
			case "command_name":
				named = true;
				for (const c of child.children) if (!c.isMissing) parts.push(c);
				break;
			case "file_redirect":
			case "heredoc_redirect":
			case "herestring_redirect":
				redirectNodes.push(child);
				break;
			case "subshell":
			case "compound_statement":
				bodies.push(child);
				break;
			case "ERROR":
				errors.push(child);
				break;
			case "comment": break;
			default: parts.push(child);
		}
		const info = readRedirects(carry ? [...redirectNodes, ...carry.redirects] : redirectNodes, src);
		const partGroups = groupAdjacent(parts);
		const end = carry ? Math.max(node.endIndex, carry.end) : node.endIndex;
		const chunks = splitAtNewlines({
			start: node.startIndex,
			end
		}, partGroups, info.extraArgs, [
			...redirectNodes,
			...bodies,
			...errors
		], src);
		const head = partGroups[0] ? wordFromNodes(partGroups[0], src) : null;
		const keyword = bodies.length > 0 && head !== null && !head.dynamic && (head.value === "coproc" || head.value === "time") ? head.value : null;
		for (let index = 0; index < chunks.length; index++) this.emitChunk(chunks, index, assignments, keyword, info, op, ctx);
		this.recordWrites(info.writes, ctx);
		for (const n of assignmentNodes) this.walkNested(n, ctx);
		for (const chunk of chunks) for (const group of chunk.groups) for (const n of group) this.walkNested(n, ctx);
		for (const n of info.nestedRoots) this.walkNested(n, ctx);
		for (const sub of info.heredocSubstitutions) this.walkEmbedded(sub, ctx);
		for (const e of errors) this.walkSequence(e.children, ctx, null, null);
		const bodyCtx = keyword === "coproc" || keyword === "time" ? enter(ctx, keyword) : ctx;
		for (const b of bodies) this.walkStatement(b, bodyCtx, op, null);
		if (info.continuations.length > 0) this.walkSequence(info.continuations, ctx, null, null);
	}
	/** One of the simple commands a command node holds (splitAtNewlines), as walkCommand reads it. */
	emitChunk(chunks, index, assignments, keyword, info, op, ctx) {
		const src = ctx.src;
		const chunk = chunks[index];
		const isFirst = index === 0;
		let words = chunk.groups.map((g) => wordFromNodes(g, src));
		const leading = isFirst ? 0 : countAssignmentWords(words, src);
		const chunkAssignments = isFirst ? assignments : words.slice(0, leading).map((w) => w.value);
		words = words.slice(leading);
		const keywordOnly = isFirst && keyword !== null && words.length <= 2;
		const strayBrace = words.length === 1 && words[0]?.value === "}" && src.slice(...chunk.range) === "}";
		if (words.length === 0 || strayBrace || keywordOnly) return;
		const redirects = info.redirects.filter((_, i) => chunkAt(chunks, info.redirectStarts[i] ?? 0) === index);
		const sources = info.stdin.filter((source) => chunkAt(chunks, source.range[0]) === index);
		this.emit(words, {
			assignments: chunkAssignments,
			redirects,
			op: isFirst ? op : "\n",
			range: chunk.range,
			stdin: {
				piped: isFirst && ctx.stdinPiped,
				sources
			}
		}, ctx);
	}
	/** `export A=1 B`, `local x=$(…)`, `unset y`: builtins the grammar gives their own node. */
	walkDeclaration(node, ctx, op) {
		const words = [];
		for (const child of node.children) {
			if (child.type === "comment" || REDIRECT_TYPES.has(child.type)) continue;
			if (child.type === "variable_assignment") words.push(assignmentWord(child, ctx.src));
			else words.push(wordFromNodes([child], ctx.src));
		}
		const range = [node.startIndex, node.endIndex];
		this.emit(words, {
			assignments: [],
			redirects: [],
			op,
			range,
			stdin: noStdin(ctx)
		}, ctx);
		for (const child of node.children) this.walkNested(child, ctx);
	}
	/** `[ … ]` and `[[ … ]]`: a segment of their words, plus whatever their substitutions run. */
	walkTest(node, ctx, op) {
		const words = [];
		const stack = [node];
		while (stack.length > 0) {
			const n = stack.pop();
			const children = n.children;
			if (n !== node && (INERT.has(n.type) || !n.isNamed || children.length === 0 || isWordNode(n.type))) {
				words.push(n.isNamed ? wordFromNodes([n], ctx.src) : literalWord(ctx.src.slice(n.startIndex, n.endIndex), [n.startIndex, n.endIndex]));
				continue;
			}
			for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
		}
		const range = [node.startIndex, node.endIndex];
		this.emit(words, {
			assignments: [],
			redirects: [],
			op,
			range,
			stdin: noStdin(ctx)
		}, ctx);
		if (words[0]?.value === "[[" && words.some((w) => ARITH_TESTS.has(w.value))) {
			const operands = words.filter((w, i) => ARITH_TESTS.has(words[i + 1]?.value ?? "") || ARITH_TESTS.has(words[i - 1]?.value ?? ""));
			this.checkArithmetic(operands.map((w) => ctx.src.slice(w.range[0], w.range[1])).join(" "), range, ctx, "`[[ … -eq … ]]`");
		}
		this.walkNested(node, ctx);
	}
	/**
	* One simple command: its segment, then what the command itself tells
	* (runtime findings, tee's writes, payloads). Kept in three methods so that
	* each stays small for the optimizing compiler: this is the hottest code of
	* a batch, and one large method was compiled again at each deoptimization.
	*/
	emit(words, info, ctx) {
		if (this.sink.segments.length >= 2e4) {
			if (!this.full) {
				this.full = true;
				const at = mapRange(ctx, info.range)[0];
				this.sink.opaque.push(opacity("parse-error", [at, Math.max(at, this.inputEnd)], DETAIL.tooManyCommands(MAX_SEGMENTS)));
			}
			return;
		}
		const peeled = peel(words);
		const recovered = recoverKeywords(peeled.words, ctx.src);
		const argv = recovered.words;
		const nesting = peeled.nesting.length > 0 ? [...ctx.nesting, ...peeled.nesting] : ctx.nesting.slice();
		const range = mapRange(ctx, info.range);
		if (recovered.misread) this.sink.opaque.push(opacity("parse-error", range, DETAIL.misreadCompound()));
		if (peeled.tooDeep) this.sink.opaque.push(opacity("parse-error", range, DETAIL.tooManyWrappers(64)));
		if (argv.length === 0) return;
		const dynamicWords = [];
		for (let i = 0; i < argv.length; i++) if (argv[i].dynamic) dynamicWords.push(i);
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
			...ctx.via !== void 0 ? { via: ctx.via } : {}
		});
		const firstRun = words.indexOf(argv[0]);
		const wrapperEnv = firstRun > 0 ? words.slice(0, firstRun).filter((w) => ENV_WORD.test(w.template)) : NO_WORDS;
		this.commandFindings(argv, wrapperEnv, info, ctx);
		this.commandPayloads(argv, peeled.wrappers, wrapperEnv, nesting, range, info, ctx);
	}
	/** Runtime findings of one command: rebinding assignments (its own and its wrappers'), then its builtin's. */
	commandFindings(argv, wrapperEnv, info, ctx) {
		let assigned = info.assignments;
		if (wrapperEnv.length > 0) {
			assigned = assigned.slice();
			for (const w of wrapperEnv) assigned.push(w.value);
		}
		const runtime = assigned.length > 0 ? assignmentFindings(assigned) : NO_FINDINGS;
		const builtin = commandFindings(argv);
		if (runtime.length === 0 && builtin.length === 0) return;
		for (const f of [...runtime, ...builtin]) this.opaque(ctx, f.reason, f.toEnd ? [info.range[0], Math.max(info.range[1], ctx.src.length)] : info.range, f.detail);
	}
	/** What one command writes with tee, and the code it runs: payloads, commands built from data, environment entries. */
	commandPayloads(argv, wrappers, wrapperEnv, nesting, range, info, ctx) {
		const head = argv[0];
		if (head.dynamic) {
			const known = [];
			for (let i = 1; i < argv.length; i++) if (!argv[i].dynamic) known.push(argv[i].value);
			this.sink.opaque.push(opacity("dynamic-command", range, DETAIL.dynamicCommand(head.value), known));
			return;
		}
		const program = programKey(head.value);
		if (program === "tee") for (const target of teeTargets(argv)) {
			if (!target.dynamic && (target.value === "-" || isDeviceSink(target.value))) continue;
			this.sink.writes.push({
				path: target.dynamic ? null : target.value,
				via: "tee",
				range: mapRange(ctx, target.range)
			});
		}
		let env = NO_WORDS;
		if (info.assignments.length > 0 || wrapperEnv.length > 0 || DECLARING.has(program)) {
			env = [];
			for (const a of info.assignments) env.push({
				...literalWord(a, info.range),
				dynamic: /[$`]/.test(a)
			});
			for (const w of wrapperEnv) env.push(w);
			if (DECLARING.has(program)) {
				for (let i = 1; i < argv.length; i++) if (ASSIGNMENT_WORD.test(argv[i].template)) env.push(argv[i]);
			}
		}
		const feed = this.feed;
		const after = feed !== null && feed.src === ctx.src && info.range[0] >= feed.end;
		if (after) this.feed = null;
		const stdin = after && info.op === "|" && info.stdin.piped && info.stdin.sources.length === 0 && feed !== null ? {
			piped: true,
			sources: [feed.source]
		} : info.stdin;
		const catBody = program === "cat" && argv.length === 1 ? info.stdin.sources.find((x) => x.kind !== "file" && x.text !== null) : void 0;
		if (catBody !== void 0) this.feed = {
			source: catBody,
			end: head.range[1],
			src: ctx.src
		};
		const payloads = findPayloads(argv, {
			stdin,
			range: info.range
		});
		const fromData = wrappers.length > 0 ? dataCommandFindings(wrappers, argv, info.range) : NO_ACTIONS;
		const fromEnv = env.length > 0 ? envFindings(env, program) : NO_ACTIONS;
		if (payloads.length + fromData.length + fromEnv.length === 0) return;
		const payloadCtx = derive(ctx);
		payloadCtx.nesting = nesting;
		for (const action of [
			...payloads,
			...fromData,
			...fromEnv
		]) this.runPayload(action, payloadCtx);
	}
	runPayload(action, ctx) {
		if (action.kind === "opaque") {
			this.opaque(ctx, action.reason, action.range, action.detail);
			return;
		}
		const range = action.kind === "code" ? action.range : spanOf(action.words, [0, 0]);
		if (action.kind === "code" && action.dynamic) {
			const detail = action.dynamicReason === "eval-dynamic" ? DETAIL.evalDynamic() : DETAIL.dynamicPayload(action.via);
			this.opaque(ctx, action.dynamicReason, range, detail);
		}
		if (ctx.payloadDepth >= 8) {
			this.opaque(ctx, "dynamic-payload", range, DETAIL.tooDeepPayload());
			return;
		}
		const inner = derive(ctx);
		inner.via = action.via;
		inner.nesting = [...ctx.nesting, "payload"];
		inner.depth = ctx.depth + 1;
		inner.payloadDepth = ctx.payloadDepth + 1;
		inner.stdinPiped = false;
		if (action.kind === "argv") {
			this.emit(action.words, {
				assignments: [],
				redirects: [],
				op: null,
				range,
				stdin: noStdin(inner)
			}, inner);
			return;
		}
		const code = derive(inner);
		code.src = action.text;
		code.fixedRange = mapRange(ctx, range);
		code.offset = 0;
		code.skipSubstitutions = action.substitutions.length > 0 ? new Set(action.substitutions) : null;
		this.analyze(action.text, code);
	}
	/** Find the commands inside a word-level subtree: `$(…)`, backticks, `<(…)`, `>(…)`. */
	walkNested(root, ctx) {
		if (INERT.has(root.type)) return;
		const stack = [root];
		while (stack.length > 0) {
			const node = stack.pop();
			const type = node.type;
			if ((type === "command_substitution" || type === "process_substitution") && ctx.skipSubstitutions !== null) {
				if (ctx.skipSubstitutions.has(ctx.src.slice(node.startIndex, node.endIndex))) continue;
			}
			if (type === "command_substitution") {
				const backticks = node.children[0]?.type === "`";
				if (backticks && this.walkEscapedBackticks(node, ctx)) continue;
				this.walkSubstitution(node, ctx, backticks ? "backticks" : "command-substitution");
				continue;
			}
			if (type === "arithmetic_expansion") {
				this.checkArithmetic(ctx.src.slice(node.startIndex + 3, node.endIndex - 2), [node.startIndex, node.endIndex], ctx, "`$(( … ))`");
				this.walkArithmetic(node, ctx);
				continue;
			}
			if (type === "expansion") {
				this.walkExpansion(node, ctx);
				continue;
			}
			if (type === "process_substitution") {
				this.walkSubstitution(node, ctx, "process-substitution");
				continue;
			}
			if (node !== root && STATEMENTS.has(type) && type !== "variable_assignment") {
				this.walkStatement(node, ctx, null, null);
				continue;
			}
			if (INERT.has(type)) continue;
			const children = node.children;
			for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
		}
	}
	walkSubstitution(node, ctx, kind) {
		if (ctx.depth >= 120) {
			this.opaque(ctx, "parse-error", [node.startIndex, node.endIndex], DETAIL.tooDeepNesting());
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
	walkExpansion(node, ctx) {
		const raw = ctx.src.slice(node.startIndex, node.endIndex);
		if (/@P\}$/.test(raw)) this.opaque(ctx, "evaluated-variable", [node.startIndex, node.endIndex], DETAIL.promptExpansion(raw));
		for (const child of node.children) {
			if (!child.isNamed) continue;
			if (INERT.has(child.type)) this.scanFlat(child, ctx);
			else this.walkNested(child, ctx);
		}
	}
	/** Text the grammar kept flat that bash still expands: each `$(…)` and backtick substitution in it is analyzed. */
	scanFlat(node, ctx) {
		const text = ctx.src.slice(node.startIndex, node.endIndex);
		if (!text.includes("$(") && !text.includes("`")) return;
		for (const sub of findSubstitutions(text)) this.walkEmbedded({
			...sub,
			innerStart: sub.innerStart + node.startIndex
		}, ctx);
	}
	/**
	* `$(( … ))` that is not arithmetic (it holds `;` or a newline, or does
	* not parse) is, for bash, a command substitution of a subshell:
	* `$( ( … ) … )`. Its text is then also analyzed as commands. Flat parts
	* of real arithmetic are scanned for substitutions.
	*/
	walkArithmetic(node, ctx) {
		const inner = ctx.src.slice(node.startIndex + 2, node.endIndex - 1);
		if (node.hasError || /[;\n]/.test(inner)) this.walkEmbedded({
			text: ctx.src.slice(node.startIndex, node.endIndex),
			inner,
			innerStart: node.startIndex + 2,
			kind: "command-substitution"
		}, ctx);
		const stack = [...node.children];
		while (stack.length > 0) {
			const n = stack.pop();
			if (INERT.has(n.type)) this.scanFlat(n, ctx);
			else if (n.type === "command_substitution" || n.type === "expansion" || n.type === "process_substitution" || n.type === "arithmetic_expansion") this.walkNested(n, ctx);
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
	walkEscapedBackticks(node, ctx) {
		const inner = ctx.src.slice(node.startIndex + 1, node.endIndex - 1);
		if (!/\\[`$\\]/.test(inner)) return false;
		if (ctx.depth >= 120) {
			this.opaque(ctx, "parse-error", [node.startIndex, node.endIndex], DETAIL.tooDeepNesting());
			return true;
		}
		const text = inner.replace(/\\([`$\\])/g, "$1");
		const quoted = nested(ctx, "backticks");
		quoted.src = text;
		quoted.fixedRange = mapRange(ctx, [node.startIndex, node.endIndex]);
		quoted.offset = 0;
		this.analyze(text, quoted);
		return true;
	}
	/** A substitution found by scanning a heredoc body: its text is a verbatim slice of `ctx.src`. */
	walkEmbedded(sub, ctx) {
		if (ctx.skipSubstitutions?.has(sub.text)) return;
		if (ctx.depth >= 120) {
			this.opaque(ctx, "parse-error", [sub.innerStart, sub.innerStart + sub.inner.length], DETAIL.tooDeepNesting());
			return;
		}
		const inner = nested(ctx, sub.kind);
		inner.src = sub.inner;
		inner.offset = ctx.offset + sub.innerStart;
		this.analyze(sub.inner, inner);
	}
	recordWrites(writes, ctx) {
		for (const w of writes) this.sink.writes.push({
			path: w.path,
			via: w.via,
			range: mapRange(ctx, w.range)
		});
	}
	opaque(ctx, reason, range, detail) {
		this.sink.opaque.push(opacity(reason, mapRange(ctx, range), detail));
	}
};
/**
* A copy of `c` to change: every key written out in the order of the
* literal in analyzeSource, so that every context of a walk has one shape
* (see Walker.analyze), made without the generic copying an object spread
* costs on each statement and segment.
*/
function derive(c) {
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
		via: c.via
	};
}
/** `outer` reading another text: its source, as written, and the `|&` positions of its parse. */
function withText(outer, src, written, stderrPipes) {
	const c = derive(outer);
	c.src = src;
	c.written = written;
	c.stderrPipes = stderrPipes;
	return c;
}
function enter(ctx, kind) {
	const c = derive(ctx);
	c.nesting = [...ctx.nesting, kind];
	return c;
}
/** Inside a substitution (or backticks) of `ctx`: one level deeper, its input not piped. */
function nested(ctx, kind) {
	const c = enter(ctx, kind);
	c.depth = ctx.depth + 1;
	c.stdinPiped = false;
	return c;
}
function mapRange(ctx, range) {
	return ctx.fixedRange ?? [range[0] + ctx.offset, range[1] + ctx.offset];
}
function noStdin(ctx) {
	return {
		piped: ctx.stdinPiped,
		sources: []
	};
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
function quietPastCap(text) {
	if (/[<>=@`\r{}]|\(\(|\|&/.test(text)) return false;
	let depth = 0;
	for (let i = text.indexOf("("); i >= 0 && i < text.length; i++) {
		const ch = text.charCodeAt(i);
		if (ch === 40 && ++depth > 8) return false;
		if (ch === 41) depth--;
	}
	return parsesPlainly(text) || !parsesWithError(text);
}
/** The redirects of a flat command, read as readRedirects reads the grammar's nodes for them. */
function flatRedirects(redirects) {
	const info = emptyRedirectInfo();
	for (const r of redirects) addFileRedirect(r.op, r.fd, literalWord(r.target.value, [r.target.start, r.target.end]), [r.start, r.target.end], info);
	return info;
}
/** A word of a flat list as the walker's Word: literal, or dynamic with the substitutions it holds (as wordFromNodes builds it). */
function flatWord(w) {
	if (w.substitutions === void 0) return literalWord(w.value, [w.start, w.end]);
	const src = w.raw;
	return {
		value: w.value,
		template: w.template,
		dynamic: true,
		range: [w.start, w.end],
		substitutions: w.substitutions.map((sub) => src.slice(sub.nodeStart - w.start, sub.end - w.start))
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
const LIST_CHUNK = 16384;
/** Text longer than this that is a flat list of plain words is read without the grammar (chunks.ts). */
const FLAT_MIN = 4096;
const ASSIGNMENT_WORD = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** What env (and sudo) take as an environment entry: any NAME=value, even a name bash could not assign (`BASH_FUNC_f%%`). */
const ENV_WORD = /^[^=\s-][^=\s]*=/;
/** Builtins whose arguments may be assignments (their environment entries are read like leading ones). */
const DECLARING = /* @__PURE__ */ new Set([
	"export",
	"declare",
	"typeset",
	"local",
	"readonly"
]);
const ARITH_TESTS = /* @__PURE__ */ new Set([
	"-eq",
	"-ne",
	"-lt",
	"-le",
	"-gt",
	"-ge"
]);
const WORD_NODES = /* @__PURE__ */ new Set([
	"string",
	"concatenation",
	"simple_expansion",
	"expansion",
	"command_substitution",
	"process_substitution",
	"arithmetic_expansion",
	"brace_expression",
	"translated_string"
]);
function isWordNode(type) {
	return WORD_NODES.has(type);
}
/** `a && b || c` nests to the left; flatten it without recursion. */
function flattenList(node) {
	const out = [];
	const stack = [node];
	while (stack.length > 0) {
		const n = stack.pop();
		if (n.type !== "list") {
			out.push(n);
			continue;
		}
		const children = n.children;
		for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
	}
	return out;
}

// src/shell/index.ts
/**
* The shell analyzer: how a shell command string breaks down into the
* commands that would run, what wraps and nests them, what they write, and
* what cannot be seen. The only module that uses tree-sitter.
*/
/**
* Recent analyses by input text. One evaluation reads its command several
* times (a branch per verdict of an unrun hook or classifier is a real
* re-evaluation, hooks re-read a rewritten command), `diff` evaluates each
* probe on two stacks, and batches and lints repeat commands. An analysis is
* never changed once made, so a repeat gets the same object. Short inputs
* keep the last RECENT; a long one (a megabyte of chained commands) keeps only
* the last, so memory stays bounded by one long input.
*/
const recent = /* @__PURE__ */ new Map();
const RECENT = 256;
/** Inside `keepingAnalyses`, short inputs keep up to this many (a whole diff's or lint's probes). */
const KEPT = 1e5;
let keeping = 0;
const SHORT = 16384;
let lastLong;
/**
* Analyze one shell command string. Pure and synchronous (the parser is
* created on the first call) and never throws: an internal failure becomes a
* single 'parse-error' finding over the whole input. A repeat of a recent
* input returns the same (unchanged) analysis.
*/
function analyzeShell(input) {
	const text = typeof input === "string" ? input : String(input);
	if (text.length > SHORT) {
		if (lastLong?.input === text) return lastLong;
		return lastLong = analyzeFresh(text);
	}
	const hit = recent.get(text);
	if (hit !== void 0) return hit;
	const a = analyzeFresh(text);
	if (recent.size >= (keeping > 0 ? KEPT : RECENT)) recent.delete(recent.keys().next().value);
	recent.set(text, a);
	return a;
}
/**
* Runs `f` with the analyses of short inputs kept (up to KEPT) instead of
* the last RECENT: for a command that reads the same tens of thousands of
* calls in several passes (diff matches its probes against the changed
* rules, then evaluates them on both stacks). Afterwards the cache is cut
* back to the most recent RECENT.
*/
function keepingAnalyses(f) {
	keeping++;
	try {
		return f();
	} finally {
		if (--keeping === 0) for (const k of recent.keys()) {
			if (recent.size <= RECENT) break;
			recent.delete(k);
		}
	}
}
function analyzeFresh(text, grammarOnly = false) {
	try {
		const sink = {
			segments: [],
			opaque: [],
			writes: []
		};
		analyzeSource(text, sink, grammarOnly);
		return assemble(text, sink);
	} catch {
		return {
			input: text,
			segments: [],
			opaque: [opacity("parse-error", [0, text.length], DETAIL.internalFailure())],
			writes: [],
			chained: true
		};
	}
}
function assemble(input, sink) {
	if (input.includes("\r") && !input.includes("")) restoreAll(sink);
	const segments = sink.segments.slice().sort((a, b) => a.range[0] - b.range[0]);
	const writes = sink.writes.slice().sort((a, b) => a.range[0] - b.range[0]);
	const opaque = dedupe(sink.opaque).sort((a, b) => a.range[0] - b.range[0]);
	return {
		input,
		segments,
		opaque,
		writes,
		chained: isChained(segments, opaque)
	};
}
/**
* More than one command would run: several segments, any operator, any
* nesting or payload, or anything opaque. Two exceptions, both still one
* command: the `time` and `!` keywords (they only time or negate it), and a
* lone command whose name is computed (`$cmd -rf /`, reported as opaque).
*/
function isChained(segments, opaque) {
	if (segments.length > 1) return true;
	const counts = (kind) => kind !== "time" && kind !== "negation";
	if (segments.some((s) => s.operator !== null || s.nesting.some(counts))) return true;
	return opaque.some((o) => !(o.reason === "dynamic-command" && segments.length === 1));
}
/** Carriage returns were read through a placeholder (lexfix.ts): every string shown gets the real character back. */
function restoreAll(sink) {
	for (const s of sink.segments) {
		s.text = restoreCarriageReturns(s.text);
		s.argv = s.argv.map(restoreCarriageReturns);
		s.rawArgv = s.rawArgv.map(restoreCarriageReturns);
		s.wrappers = s.wrappers.map(restoreCarriageReturns);
		s.assignments = s.assignments.map(restoreCarriageReturns);
		for (const r of s.redirects) if (r.target !== null) r.target = restoreCarriageReturns(r.target);
	}
	for (const o of sink.opaque) {
		o.detail = restoreCarriageReturns(o.detail);
		if (o.knownArgs) o.knownArgs = o.knownArgs.map(restoreCarriageReturns);
	}
	for (const w of sink.writes) if (w.path !== null) w.path = restoreCarriageReturns(w.path);
}
function dedupe(findings) {
	const seen = /* @__PURE__ */ new Set();
	const out = [];
	for (const f of findings) {
		const key = `${f.reason}\u0000${f.range[0]}\u0000${f.range[1]}\u0000${f.detail}`;
		if (seen.has(key)) continue;
		seen.add(key);
		out.push(f);
	}
	return out;
}
/**
* The analysis of one segment on its own, as an engine evaluates it to say
* what that command would meet alone: the segment (or the segments given,
* such as it and those nested in it), with the opacity findings and writes
* that fall inside it.
*/
function segmentAlone(shell, seg, segments = [seg], input = shell.input) {
	const inside = (r) => r[0] < seg.range[1] && seg.range[0] < r[1];
	return {
		input,
		segments,
		opaque: shell.opaque.filter((o) => inside(o.range)),
		writes: shell.writes.filter((w) => inside(w.range)),
		chained: segments.length > 1
	};
}

Object.defineProperty(exports, "WRAPPERS", {
  enumerable: true,
  get: function () {
    return WRAPPERS;
  }
});
Object.defineProperty(exports, "analyzeShell", {
  enumerable: true,
  get: function () {
    return analyzeShell;
  }
});
Object.defineProperty(exports, "keepingAnalyses", {
  enumerable: true,
  get: function () {
    return keepingAnalyses;
  }
});
Object.defineProperty(exports, "parseBash", {
  enumerable: true,
  get: function () {
    return parseBash;
  }
});
Object.defineProperty(exports, "plainWordsRunPayloads", {
  enumerable: true,
  get: function () {
    return plainWordsRunPayloads;
  }
});
Object.defineProperty(exports, "programName", {
  enumerable: true,
  get: function () {
    return programName;
  }
});
Object.defineProperty(exports, "segmentAlone", {
  enumerable: true,
  get: function () {
    return segmentAlone;
  }
});