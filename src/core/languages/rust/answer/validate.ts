/**
 * Checks a Rust body before it may be suggested: put in place of the stub's lines (inside the
 * braces), the file must still parse, the target keep its signature and attributes and no longer
 * be a stub; names that nothing in scope binds are notes (a file with a glob `use` can bind any).
 */
import { placeBraceBody } from '../../brace-body.js';
import type { NeededImport, ValidationInput, ValidationResult } from '../../../generate/types.js';
import { parseRust, rustSyntaxErrors } from '../parse-module.js';
import { checkRustBody } from './checks.js';
import { crateView } from './crate-view.js';
import { reindentRustBlock } from './reindent.js';

export function validateRustImplementation(input: ValidationInput): ValidationResult {
  const { source, parsed, target, stub } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  const body = reindentRustBlock(input.body, stub.indent);
  if (body.trim() === '') return { ok: false, errors: ['The body has no code.'], warnings, newBody: body, newSource: source, imports: [] };
  const placed = placeBraceBody(source, stub, target, body);
  if (!placed) return { ok: false, errors: ['The one-line stub could not be split around its braces.'], warnings, newBody: body, newSource: source, imports: [] };
  const { newBody, newSource, bodyStart, bodyEnd } = placed;

  const alone = rustSyntaxErrors(`fn _dycoder_check_() {\n${reindentRustBlock(input.body, '    ')}\n}\n`);
  if (alone.length > 0) {
    const first = alone[0]!;
    const line = Math.min(Math.max(first.line - 1, 1), body.split('\n').length);
    return { ok: false, errors: [`The body does not parse (syntax error at body line ${line}: ${first.message}).`], warnings, newBody, newSource, imports: [] };
  }
  const reparsed = parseRust(newSource);
  const outside = (ls: number[], a: number, b: number): number => new Set(ls.filter((l) => l < a || l > b)).size;
  const inBody = reparsed.errorLines.filter((l) => l >= bodyStart && l <= bodyEnd);
  if (inBody.length > 0 || outside(reparsed.errorLines, bodyStart, bodyEnd) > outside(parsed.errorLines, stub.bodyRange.start, stub.bodyRange.end)) {
    return { ok: false, errors: ['The body breaks the code around it: the file has syntax errors once it is put in place (check the braces).'], warnings, newBody, newSource, imports: [] };
  }
  const def = reparsed.definitions.find((d) => d.qualname === target.qualname && d.range.start === target.range.start && (d.kind === 'function' || d.kind === 'method'));
  if (!def) {
    errors.push(`\`${target.qualname}\` is no longer defined once the body is put in place.`);
  } else {
    if (def.signature !== target.signature) errors.push(`The signature changed: expected \`${target.signature}\`.`);
    if (def.decorators.join('\n') !== target.decorators.join('\n')) errors.push('The attributes changed.');
    if (def.range.end < bodyEnd) errors.push('Part of the body ended up outside the function (check the braces).');
    if ((reparsed.stubs ?? []).some((s) => s.qualname === target.qualname && s.defLine === stub.defLine)) {
      errors.push('The body is still a stub (only `todo!()` or `unimplemented!()`).');
    }
    if (errors.length === 0) {
      const broken = [...new Set(parsed.errorLines.filter((l) => l < stub.bodyRange.start || l > stub.bodyRange.end))].sort((a, b) => a - b);
      if (broken.length > 0) warnings.push(`The file already has syntax errors outside this stub (line ${broken.slice(0, 5).join(', ')}); they are not from the suggestion, but the crate will not build until they are fixed.`);
      const view = crateView(input.file ?? '', input.readFiles ?? new Map<string, string>(), input.repoFiles, reparsed, newSource);
      const found = checkRustBody({ newSource, reparsed, def, bodyStart, bodyEnd, view });
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
