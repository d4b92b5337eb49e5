/**
 * Checks a Java body before it may be suggested: put in place of the stub's lines (inside the
 * braces), the file must still parse, the target keep its signature and no longer be a stub.
 * Names nothing in scope declares (known-names.ts) are warnings: a class's bases outside the files
 * read, and the on-demand imports, may declare more than this check can see, so with an
 * on-demand import only lower-case names (variables, methods) are reported.
 */
import { placeBraceBody } from '../../brace-body.js';
import type { Definition, ParsedModule } from '../../types.js';
import type { ValidationInput, ValidationResult } from '../../../generate/types.js';
import { findJavaStubs, javaSyntaxErrors, parseJava } from '../parse-module.js';
import { javaKnownNames } from './known-names.js';
import { reindentJavaBlock } from './reindent.js';

const CHECKED = new Set(['call', 'name', 'annotation', 'raise', 'except']);
const RECEIVERS = new Set(['this', 'super()']);

function undefinedNames(parsed: ParsedModule, def: Definition, known: Set<string>, from: number, to: number): string[] {
  const onDemand = parsed.imports.some((b) => b.boundName === '*');
  const missing = new Set<string>();
  for (const ref of def.references) {
    const head = ref.chain[0];
    if (head === undefined || !CHECKED.has(ref.kind) || ref.line < from || ref.line > to || RECEIVERS.has(head) || known.has(head)) continue;
    if (onDemand && /^\p{Lu}/u.test(head)) continue;
    missing.add(head);
  }
  return [...missing].sort();
}

export function validateJavaImplementation(input: ValidationInput & { file: string }): ValidationResult {
  const { source, parsed, target, stub } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const body = reindentJavaBlock(input.body, stub.indent);
  if (body.trim() === '') return { ok: false, errors: ['The body has no statements.'], warnings, newBody: body, newSource: source, imports: [] };
  const placed = placeBraceBody(source, stub, target, body);
  if (!placed) return { ok: false, errors: ['The one-line stub could not be split around its braces.'], warnings, newBody: body, newSource: source, imports: [] };
  const { newBody, newSource, bodyStart, bodyEnd } = placed;

  const alone = javaSyntaxErrors(`class _DycoderCheck_ {\n  void _dycoderCheck_() {\n${reindentJavaBlock(input.body, '    ')}\n  }\n}\n`);
  if (alone.length > 0) {
    const first = alone[0]!;
    const line = Math.min(Math.max(first.line - 2, 1), body.split('\n').length);
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
      const known = javaKnownNames(reparsed, def, input.file, input.knownNames ?? [], input.readFiles);
      const missing = undefinedNames(reparsed, def, known, bodyStart, bodyEnd);
      if (missing.length > 0) warnings.push(`Uses ${missing.map((n) => `\`${n}\``).join(', ')}, not declared in this file, its imports, its package's or bases' files read, the retrieved context or java.lang.`);
    }
  }
  return { ok: errors.length === 0, errors, warnings, newBody, newSource, imports: [] };
}
