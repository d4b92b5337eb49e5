/**
 * The frame of a brace language's answer check (Go, Java, Rust): the body is put in place of the
 * stub's lines, inside the braces; it must parse alone and in place, the target must keep its
 * signature (and attributes, where asked) and no longer be a stub; then the language's own checks
 * run. In a file that already has syntax errors outside the stub, what it declares is uncertain:
 * the language's findings are then notes, never errors, and the broken lines are named.
 */
import { placeBraceBody } from './brace-body.js';
import type { NeededImport, ValidationInput, ValidationResult } from '../generate/types.js';
import type { Definition, ParsedModule, Stub } from './types.js';

/** A syntax problem of the body alone, its line counted from the body's first line (1-based). */
export interface BodyProblem {
  line: number;
  message: string;
}

/** What the body put in place gives the language's checks. */
export interface PlacedBody<Facts> {
  newSource: string;
  reparsed: ParsedModule;
  def: Definition;
  bodyStart: number;
  bodyEnd: number;
  /** What the language learnt parsing the body alone (Java's calls and types), for its checks. */
  facts: Facts;
}

export interface LanguageFindings {
  errors: string[];
  warnings: string[];
  imports: NeededImport[];
}

export interface BraceAnswerCheck<Facts> {
  reindent(block: string, indent: string): string;
  /** Said of an empty body ("The body has no statements."). */
  empty: string;
  /** The body parsed alone, at any indentation. */
  alone(body: string): { problems: readonly BodyProblem[]; facts: Facts };
  parse(source: string): ParsedModule;
  /** A definition kind the target must keep, when the name alone is not enough (Rust's items). */
  isCallable?(d: Definition): boolean;
  /** Whether the attributes (decorators) must stay the same. */
  keepsAttributes?: boolean;
  /** "function" or "method", in "Part of the body ended up outside the function". */
  unit: string;
  /** The stubs of the file with the body in place. */
  stubs(newSource: string, reparsed: ParsedModule): readonly Stub[];
  /** What a stub is in this language, for "The body is still a stub (only …)". */
  stubIdiom: string;
  /** What will not build while the file is broken ("the package will not build"). */
  wontBuild: string;
  check(placed: PlacedBody<Facts>): LanguageFindings;
}

export function validateBraceBody<Facts>(input: ValidationInput, lang: BraceAnswerCheck<Facts>): ValidationResult {
  const { source, parsed, target, stub } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  const body = lang.reindent(input.body, stub.indent);
  if (body.trim() === '') return { ok: false, errors: [lang.empty], warnings, newBody: body, newSource: source, imports: [] };
  const placed = placeBraceBody(source, stub, target, body);
  if (!placed) return { ok: false, errors: ['The one-line stub could not be split around its braces.'], warnings, newBody: body, newSource: source, imports: [] };
  const { newBody, newSource, bodyStart, bodyEnd } = placed;

  const alone = lang.alone(input.body);
  if (alone.problems.length > 0) {
    const first = alone.problems[0]!;
    const line = Math.min(Math.max(first.line, 1), body.split('\n').length);
    return { ok: false, errors: [`The body does not parse (syntax error at body line ${line}: ${first.message}).`], warnings, newBody, newSource, imports: [] };
  }
  const reparsed = lang.parse(newSource);
  const outside = (ls: number[], a: number, b: number): number => new Set(ls.filter((l) => l < a || l > b)).size;
  const inBody = reparsed.errorLines.filter((l) => l >= bodyStart && l <= bodyEnd);
  if (inBody.length > 0 || outside(reparsed.errorLines, bodyStart, bodyEnd) > outside(parsed.errorLines, stub.bodyRange.start, stub.bodyRange.end)) {
    return { ok: false, errors: ['The body breaks the code around it: the file has syntax errors once it is put in place (check the braces).'], warnings, newBody, newSource, imports: [] };
  }
  const def = reparsed.definitions.find((d) => d.qualname === target.qualname && d.range.start === target.range.start && (lang.isCallable?.(d) ?? true));
  if (!def) {
    errors.push(`\`${target.qualname}\` is no longer defined once the body is put in place.`);
  } else {
    if (def.signature !== target.signature) errors.push(`The signature changed: expected \`${target.signature}\`.`);
    if (lang.keepsAttributes === true && def.decorators.join('\n') !== target.decorators.join('\n')) errors.push('The attributes changed.');
    if (def.range.end < bodyEnd) errors.push(`Part of the body ended up outside the ${lang.unit} (check the braces).`);
    if (lang.stubs(newSource, reparsed).some((s) => s.qualname === target.qualname && s.defLine === stub.defLine)) {
      errors.push(`The body is still a stub (only ${lang.stubIdiom}).`);
    }
    if (errors.length === 0) {
      const broken = [...new Set(parsed.errorLines.filter((l) => l < stub.bodyRange.start || l > stub.bodyRange.end))].sort((a, b) => a - b);
      if (broken.length > 0) warnings.push(`The file already has syntax errors outside this stub (line ${broken.slice(0, 5).join(', ')}); they are not from the suggestion, but ${lang.wontBuild} until they are fixed.`);
      const found = lang.check({ newSource, reparsed, def, bodyStart, bodyEnd, facts: alone.facts });
      if (broken.length > 0) warnings.push(...found.errors, ...found.warnings);
      else {
        errors.push(...found.errors);
        warnings.push(...found.warnings);
      }
      imports.push(...found.imports);
    }
  }
  return { ok: errors.length === 0, errors, warnings, newBody, newSource, imports: errors.length === 0 ? imports : [] };
}
