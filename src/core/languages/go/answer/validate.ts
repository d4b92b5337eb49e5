/**
 * Checks a Go body before it may be suggested: put in place of the stub's lines (inside the
 * braces), the file must still parse, the target keep its signature and no longer be a stub; then
 * what `go build` would refuse (checks.ts): unbound names, members, arity, unused variables, with
 * the imports the body needs. In a file that already has syntax errors the findings are notes.
 */
import { placeBraceBody } from '../../brace-body.js';
import type { NeededImport, ValidationInput, ValidationResult } from '../../../generate/types.js';
import { findGoStubs, goSyntaxErrors, parseGo } from '../parse-module.js';
import { checkGoBody } from './checks.js';
import { packageView } from './package-view.js';
import { reindentGoBlock } from './reindent.js';

export function validateGoImplementation(input: ValidationInput & { file: string }): ValidationResult {
  const { source, parsed, target, stub } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  const body = reindentGoBlock(input.body, stub.indent);
  if (body.trim() === '') return { ok: false, errors: ['The body has no statements.'], warnings, newBody: body, newSource: source, imports: [] };
  const placed = placeBraceBody(source, stub, target, body);
  if (!placed) return { ok: false, errors: ['The one-line stub could not be split around its braces.'], warnings, newBody: body, newSource: source, imports: [] };
  const { newBody, newSource, bodyStart, bodyEnd } = placed;

  const alone = goSyntaxErrors(`package _dycoder\n\nfunc _dycoderCheck_() {\n${reindentGoBlock(input.body, '\t')}\n}\n`);
  if (alone.length > 0) {
    const first = alone[0]!;
    const line = Math.min(Math.max(first.line - 3, 1), body.split('\n').length);
    return { ok: false, errors: [`The body does not parse (syntax error at body line ${line}: ${first.message}).`], warnings, newBody, newSource, imports: [] };
  }
  const reparsed = parseGo(newSource);
  const outside = (ls: number[], a: number, b: number): number => new Set(ls.filter((l) => l < a || l > b)).size;
  const inBody = reparsed.errorLines.filter((l) => l >= bodyStart && l <= bodyEnd);
  if (inBody.length > 0 || outside(reparsed.errorLines, bodyStart, bodyEnd) > outside(parsed.errorLines, stub.bodyRange.start, stub.bodyRange.end)) {
    return { ok: false, errors: ['The body breaks the code around it: the file has syntax errors once it is put in place (check the braces).'], warnings, newBody, newSource, imports: [] };
  }
  const def = reparsed.definitions.find((d) => d.qualname === target.qualname && d.range.start === target.range.start);
  if (!def) {
    errors.push(`\`${target.qualname}\` is no longer defined once the body is put in place.`);
  } else {
    if (def.signature !== target.signature) errors.push(`The signature changed: expected \`${target.signature}\`.`);
    if (def.range.end < bodyEnd) errors.push('Part of the body ended up outside the function (check the braces).');
    if (findGoStubs(newSource, reparsed).some((s) => s.qualname === target.qualname && s.defLine === stub.defLine)) {
      errors.push('The body is still a stub (only `panic("not implemented")` or a TODO comment).');
    }
    if (errors.length === 0) {
      const broken = [...new Set(parsed.errorLines.filter((l) => l < stub.bodyRange.start || l > stub.bodyRange.end))].sort((a, b) => a - b);
      if (broken.length > 0) warnings.push(`The file already has syntax errors outside this stub (line ${broken.slice(0, 5).join(', ')}); they are not from the suggestion, but the package will not build until they are fixed.`);
      const readFiles = input.readFiles ?? new Map<string, string>();
      const view = packageView(input.file, reparsed, newSource, readFiles, input.repoFiles);
      const found = checkGoBody({ file: input.file, newSource, reparsed, def, bodyStart, bodyEnd, view, readFiles, knownNames: new Set(input.knownNames ?? []) });
      // In a file that does not parse, what it declares is uncertain: the findings are notes, not errors.
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
