/**
 * Checks a Rust body before it may be suggested: put in place of the stub's lines (inside the
 * braces), the file must still parse, the target keep its signature and attributes and no longer
 * be a stub; names that nothing in scope binds are notes (a file with a glob `use` can bind any).
 */
import { inlineBraceParts } from '../../brace-body.js';
import type { Definition, ParsedModule } from '../../types.js';
import type { ValidationInput, ValidationResult } from '../../../generate/types.js';
import { parseRust, rustSyntaxErrors } from '../parse-module.js';
import { RUST_PRELUDE } from './prelude.js';
import { reindentRustBlock } from './reindent.js';

const CHECKED = new Set(['call', 'name']);

function unboundNames(parsed: ParsedModule, def: Definition, known: Set<string>, from: number, to: number): string[] {
  if (parsed.imports.some((b) => b.boundName === '*')) return [];
  for (const d of parsed.definitions) known.add(d.name);
  for (const b of parsed.imports) known.add(b.boundName);
  const inside = parsed.definitions.filter((d) => d.qualname === def.qualname || d.qualname.startsWith(`${def.qualname}.`));
  for (const d of inside) for (const n of [...d.parameters, ...d.locals, d.name]) known.add(n);
  const missing = new Set<string>();
  for (const d of inside) {
    for (const ref of d.references) {
      const head = ref.chain[0];
      if (head === undefined || !CHECKED.has(ref.kind) || ref.line < from || ref.line > to) continue;
      if (!RUST_PRELUDE.has(head) && !known.has(head)) missing.add(head);
    }
  }
  return [...missing].sort();
}

export function validateRustImplementation(input: ValidationInput): ValidationResult {
  const { source, parsed, target, stub } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const body = reindentRustBlock(input.body, stub.indent);
  if (body.trim() === '') return { ok: false, errors: ['The body has no code.'], warnings, newBody: body, newSource: source, imports: [] };
  const lines = source.split('\n');
  let newBody = body;
  if (stub.inline === true) {
    const parts = inlineBraceParts(lines, stub.bodyRange.start, stub.bodyRange.end, target);
    if (!parts) return { ok: false, errors: ['The one-line stub could not be split around its braces.'], warnings, newBody: body, newSource: source, imports: [] };
    newBody = `${parts.head}\n${body}\n${/^[ \t]*/.exec(lines[stub.bodyRange.start - 1] ?? '')?.[0] ?? ''}${parts.tail}`;
  }
  const newSource = [...lines.slice(0, stub.bodyRange.start - 1), ...newBody.split('\n'), ...lines.slice(stub.bodyRange.end)].join('\n');
  const bodyStart = stub.bodyRange.start + (stub.inline === true ? 1 : 0);
  const bodyEnd = bodyStart + body.split('\n').length - 1;

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
      const missing = unboundNames(reparsed, def, new Set(input.knownNames ?? []), bodyStart, bodyEnd);
      if (missing.length > 0) warnings.push(`Uses ${missing.map((n) => `\`${n}\``).join(', ')}, not bound in this file, its \`use\` declarations, the retrieved context or the prelude.`);
    }
  }
  return { ok: errors.length === 0, errors, warnings, newBody, newSource, imports: [] };
}
