/**
 * What the answer check needs from a parse of the file with the answer in place — its error
 * lines, the target's definition, whether the target is still a stub — taken from a parse of the
 * target's enclosing top-level `def`/`class` alone when that is provably the same answer, else
 * from a parse of the whole file.
 *
 * Why the slice is exact: the unchanged file parses without errors; the enclosing statement
 * starts at column 0 (its decorators too) and is followed only by blank lines, then a column-0
 * statement or the end of the file. The text before it is unchanged, so the whole-file parse
 * reaches the statement's first token in the same state as the original (module level, indent 0);
 * when the new statement parses alone without errors as one statement covering the whole slice,
 * the parse returns to that state at the same following line, and the text after it parses as it
 * did in the original: no errors, the same definitions and stubs. Anything else (errors already in
 * the file, an indented or commented boundary, a slice that does not parse alone or ends early)
 * falls back to the whole-file parse, so the decisions never differ, only their cost.
 */
import type { Definition, ParsedModule, Stub } from '../../types.js';
import { parsePython } from '../parse-module.js';
import { MAX_DEFINITIONS_PER_FILE } from '../../definition-cap.js';

/** The parse of the file with the answer in place, as far as the answer check reads it. */
export interface ReparseView {
  /** Lines (in the new file) with syntax errors. */
  errorLines: number[];
  /** The definition named `qualname` whose `def`/`class` line is `start` (new file's lines). */
  definitionAt(qualname: string, start: number): Definition | undefined;
  /** Whether some stub in the new file is named `qualname`. */
  hasStub(qualname: string): boolean;
  /** 'slice' when only the enclosing statement was parsed; 'file' for the whole file. */
  scope: 'slice' | 'file';
}

export interface ReparseRequest {
  /** The unchanged file and the job's parse of it. */
  source: string;
  parsed: ParsedModule;
  target: Definition;
  /** The (normalised) stub whose lines are replaced. */
  stub: Stub;
  /** The lines that replace the stub's lines (header included for an inline stub). */
  newBody: string;
  /** The whole new file (the stub's lines replaced by `newBody`). */
  newSource: string;
}

function wholeFile(newSource: string): ReparseView {
  const reparsed = parsePython(newSource);
  return {
    errorLines: reparsed.errorLines,
    definitionAt: (qualname, start) => reparsed.definitions.find((d) => d.qualname === qualname && d.range.start === start),
    hasStub: (qualname) => (reparsed.stubs ?? []).some((s) => s.qualname === qualname),
    scope: 'file',
  };
}

function shifted(def: Definition, by: number): Definition {
  const move = (r: { start: number; end: number }): { start: number; end: number } => ({ start: r.start + by, end: r.end + by });
  const out: Definition = { ...def, range: move(def.range), fullRange: move(def.fullRange) };
  if (def.bodyRange) out.bodyRange = move(def.bodyRange);
  if (def.docstringRange) out.docstringRange = move(def.docstringRange);
  return out;
}

/** The top-level def/class that holds the target, when a slice at it is exact to begin with. */
function enclosingStatement(lines: readonly string[], parsed: ParsedModule, target: Definition, stub: Stub): Definition | undefined {
  const top = target.qualname.split('.')[0];
  const enclosing = parsed.definitions.find((d) => d.parent === undefined && d.kind !== 'variable' && d.qualname === top
    && d.range.start <= target.range.start && target.range.end <= d.range.end);
  if (!enclosing) return undefined;
  // Decorators and header at column 0: an indented slice (a def inside `if`/`try`) is not a module statement.
  if (!/^[^\s#]/.test(lines[enclosing.fullRange.start - 1] ?? '') || !/^[^\s#]/.test(lines[enclosing.range.start - 1] ?? '')) return undefined;
  // The stub's lines lie inside the statement (an empty range may insert right after its last line).
  if (stub.bodyRange.start < enclosing.range.start || stub.bodyRange.end > enclosing.range.end) return undefined;
  // After it: blank lines only, then a column-0 statement or the end of the file (no comment boundary).
  for (let i = enclosing.range.end; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    return /^[^\s#]/.test(line) ? enclosing : undefined;
  }
  return enclosing;
}

/** The slice's view when it decides exactly, else undefined (the caller parses the whole file). */
function sliceView(request: ReparseRequest): ReparseView | undefined {
  const { source, parsed, target, stub, newBody, newSource } = request;
  // Errors already in the file, or a job's parse cut to MAX_DEFINITIONS_PER_FILE (its stubs outside the slice incomplete).
  if (parsed.errorLines.length > 0 || parsed.definitions.length >= MAX_DEFINITIONS_PER_FILE) return undefined;
  const lines = source.split('\n');
  // The job's parse must be of this very text.
  if (parsed.lineCount !== lines.length - (source.endsWith('\n') ? 1 : 0)) return undefined;
  const enclosing = enclosingStatement(lines, parsed, target, stub);
  if (!enclosing) return undefined;
  const delta = newBody.split('\n').length - (stub.bodyRange.end - stub.bodyRange.start + 1);
  const first = enclosing.fullRange.start;
  const last = enclosing.range.end + delta;
  const slice = newSource.split('\n').slice(first - 1, last);
  const alone = parsePython(`${slice.join('\n')}\n`);
  if (alone.errorLines.length > 0) return undefined;
  // One statement covering the slice: the same name, from its first line to its last.
  const tops = alone.definitions.filter((d) => d.parent === undefined);
  const statement = tops[0];
  if (tops.length !== 1 || !statement) return undefined;
  if (statement.qualname !== enclosing.qualname || statement.fullRange.start !== 1 || statement.range.end !== slice.length) return undefined;
  const by = first - 1;
  const outside = (s: Stub): boolean => s.defLine < first || s.defLine > enclosing.range.end;
  const stubsOutside = (parsed.stubs ?? []).filter(outside);
  return {
    errorLines: [],
    definitionAt: (qualname, start) => {
      const found = alone.definitions.find((d) => d.qualname === qualname && d.range.start + by === start);
      return found ? shifted(found, by) : undefined;
    },
    hasStub: (qualname) => (alone.stubs ?? []).some((s) => s.qualname === qualname) || stubsOutside.some((s) => s.qualname === qualname),
    scope: 'slice',
  };
}

/** The new file's parse as the answer check reads it: from the enclosing statement alone when exact. */
export function reparseWithAnswer(request: ReparseRequest): ReparseView {
  return sliceView(request) ?? wholeFile(request.newSource);
}

/** The whole-file view only (for tests that compare the two). */
export function reparseWholeFile(newSource: string): ReparseView {
  return wholeFile(newSource);
}
