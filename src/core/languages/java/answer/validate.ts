/**
 * Checks a Java body before it may be suggested: put in place of the stub's lines (inside the
 * braces), the file must still parse, the target keep its signature and no longer be a stub; then
 * what javac would refuse (checks.ts): unknown methods, members and types, arity, with the imports
 * the body needs. In a file that already has syntax errors the findings are notes.
 */
import { placeBraceBody } from '../../brace-body.js';
import type { NeededImport, ValidationInput, ValidationResult } from '../../../generate/types.js';
import { findJavaStubs, parseJava } from '../parse-module.js';
import { javaBodyFacts } from './body-calls.js';
import { checkJavaBody } from './checks.js';
import { reindentJavaBlock } from './reindent.js';
import { createJavaTypeView } from './type-view.js';

export function validateJavaImplementation(input: ValidationInput & { file: string }): ValidationResult {
  const { source, parsed, target, stub } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  const body = reindentJavaBlock(input.body, stub.indent);
  if (body.trim() === '') return { ok: false, errors: ['The body has no statements.'], warnings, newBody: body, newSource: source, imports: [] };
  const placed = placeBraceBody(source, stub, target, body);
  if (!placed) return { ok: false, errors: ['The one-line stub could not be split around its braces.'], warnings, newBody: body, newSource: source, imports: [] };
  const { newBody, newSource, bodyStart, bodyEnd } = placed;

  const facts = javaBodyFacts(reindentJavaBlock(input.body, '    '));
  if (facts.problems.length > 0) {
    const first = facts.problems[0]!;
    const line = Math.min(Math.max(first.line, 1), body.split('\n').length);
    return { ok: false, errors: [`The body does not parse (syntax error at body line ${line}: ${first.message}).`], warnings, newBody, newSource, imports: [] };
  }
  const reparsed = parseJava(newSource);
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
    if (def.range.end < bodyEnd) errors.push('Part of the body ended up outside the method (check the braces).');
    if (findJavaStubs(newSource, reparsed).some((s) => s.qualname === target.qualname && s.defLine === stub.defLine)) {
      errors.push('The body is still a stub (only `throw new UnsupportedOperationException()` or a TODO with a default return).');
    }
    if (errors.length === 0) {
      const broken = [...new Set(parsed.errorLines.filter((l) => l < stub.bodyRange.start || l > stub.bodyRange.end))].sort((a, b) => a - b);
      if (broken.length > 0) warnings.push(`The file already has syntax errors outside this stub (line ${broken.slice(0, 5).join(', ')}); they are not from the suggestion, but it will not compile until they are fixed.`);
      const readFiles = new Map(input.readFiles ?? []);
      readFiles.set(input.file, newSource);
      const files = (input.repoFiles ?? [...readFiles.keys()]).filter((f) => f.endsWith('.java'));
      const view = createJavaTypeView(input.file, reparsed, readFiles, files);
      const found = checkJavaBody({ file: input.file, newSource, files, reparsed, def, bodyStart, bodyEnd, facts, view, readFiles, knownNames: new Set(input.knownNames ?? []), filesComplete: input.repoFiles !== undefined });
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
