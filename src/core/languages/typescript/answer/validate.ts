/**
 * Checks a TypeScript/JavaScript body before it may be suggested. The fast first gate is the
 * grammar: put in place of the stub's lines (inside the braces), the file must still parse, the
 * target keep its signature and decorators and no longer be a stub. Then the compiler
 * (check/type-check.ts): its errors located in the body are errors with its exact messages, and
 * names a file the job read exports become needed imports. Should the compiler itself fail, the
 * grammar's unbound names are notes, as before.
 */
import { inlineBraceParts } from '../../brace-body.js';
import type { Definition, ParsedModule } from '../../types.js';
import { MAX_DEFINITIONS_PER_FILE } from '../../definition-cap.js';
import { findTypeScriptStubs, parseTypeScript, typeScriptSyntaxErrors } from '../index.js';
import type { NeededImport, ValidationInput, ValidationResult } from '../../../generate/types.js';
import type { ValidationCache } from '../../../generate/validation-cache.js';
import type { createTsLibEnv } from '../check/lib-env.js';
import type { createSourceFileCache } from '../check/source-cache.js';
import type { typeCheckBody } from '../check/type-check.js';
import { TS_GLOBALS } from './globals.js';
import { reindentTsBlock } from './reindent.js';

/** The compiler check, loaded by `prepareTsValidation` (the TypeScript compiler is ~80 MB of RSS). */
interface TsChecker {
  typeCheckBody: typeof typeCheckBody;
  createTsLibEnv: typeof createTsLibEnv;
  createSourceFileCache: typeof createSourceFileCache;
}
const CHECKER_KEY = 'typescript.checker';
/**
 * A cache whose slot under this key holds `true` checks the former way: the whole file, each check
 * parsing the files it reads. Benchmarks and tests set it to compare the two in one run.
 */
export const TS_REFERENCE_CHECK_KEY = 'typescript.reference-check';
/**
 * A cache whose slot under this key holds `true` parses each answer's file afresh, not from the tree of the file's
 * previous parse (kept-trees.ts): the reference the incremental parse is compared with in tests and benchmarks.
 */
export const TS_FRESH_PARSE_KEY = 'typescript.fresh-parse';

/**
 * Past this size the file is not type-checked: the compiler's memory grows with the whole file it
 * checks (a generated file of 10,000 functions would cost a job hundreds of MB); the grammar's
 * checks still run and the note says why.
 */
export const TYPE_CHECK_MAX_CHARS = 256 * 1024;

/** Loads the compiler check once per cache (GenerationRules.prepare). */
export async function prepareTsValidation(cache: ValidationCache, source = ''): Promise<void> {
  // A file past the type check's size is never checked: no reason to load the compiler for it.
  if (source.length > TYPE_CHECK_MAX_CHARS || cache.peek<TsChecker>(CHECKER_KEY) !== undefined) return;
  const [check, lib, sources] = await Promise.all([import('../check/type-check.js'), import('../check/lib-env.js'), import('../check/source-cache.js')]);
  cache.slot<TsChecker>(CHECKER_KEY, () => ({ typeCheckBody: check.typeCheckBody, createTsLibEnv: lib.createTsLibEnv, createSourceFileCache: sources.createSourceFileCache }));
}

const CHECKED = new Set(['call', 'name', 'annotation', 'decorator', 'base']);

function undefinedTsNames(parsed: ParsedModule, def: Definition, known: Set<string>, from: number, to: number): string[] {
  for (const d of parsed.definitions) if (d.parent === undefined) known.add(d.name);
  for (const b of parsed.imports) known.add(b.boundName);
  const byQualname = new Map(parsed.definitions.map((d) => [d.qualname, d] as const));
  const scopes = parsed.definitions.filter((d) => d.qualname === def.qualname || d.qualname.startsWith(`${def.qualname}.`));
  for (let p = def.parent; p !== undefined; p = byQualname.get(p)?.parent) {
    const parent = byQualname.get(p);
    if (parent) scopes.push(parent);
  }
  for (const d of scopes) for (const n of [...d.parameters, ...d.locals, d.name]) known.add(n);
  const missing = new Set<string>();
  for (const d of scopes.filter((s) => s.qualname === def.qualname || s.qualname.startsWith(`${def.qualname}.`))) {
    for (const ref of d.references) {
      const head = ref.chain[0];
      if (head === undefined || !CHECKED.has(ref.kind) || ref.line < from || ref.line > to) continue;
      if (!TS_GLOBALS.has(head) && !known.has(head)) missing.add(head);
    }
  }
  return [...missing].sort();
}

export function validateTsImplementation(input: ValidationInput & { file: string }): ValidationResult {
  const { source, parsed, target, stub, file } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  const body = reindentTsBlock(input.body, stub.indent);
  if (body.trim() === '') return { ok: false, errors: ['The body has no statements.'], warnings, newBody: body, newSource: source, imports: [] };
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

  // The body alone first, inside an async generator so that `await`, `yield` and `this` are allowed.
  const alone = typeScriptSyntaxErrors(`async function* _dycoderCheck_() {\n${reindentTsBlock(input.body, '  ')}\n}\n`, file);
  if (alone.length > 0) {
    const first = alone[0]!;
    const line = Math.min(Math.max(first.line - 1, 1), body.split('\n').length);
    return { ok: false, errors: [`The body does not parse (syntax error at body line ${line}: ${first.message}).`], warnings, newBody, newSource, imports: [] };
  }
  // Walked to the definition cap, as the file's own parse was: the target lies within it (its
  // body is walked before any definition after it), and the syntax errors are the whole file's.
  // Parsed as an edit of the file (from the tree of its last parse, kept-trees.ts): the same tree, for a
  // parse of the body and what touches it.
  const fresh = input.cache?.peek<boolean>(TS_FRESH_PARSE_KEY) === true;
  const reparsed = parseTypeScript(newSource, file, { maxDefinitions: MAX_DEFINITIONS_PER_FILE, ...(fresh ? {} : { editOf: source }) });
  const outside = (ls: number[], a: number, b: number): number => new Set(ls.filter((l) => l < a || l > b)).size;
  const inBody = reparsed.errorLines.filter((l) => l >= bodyStart && l <= bodyEnd);
  if (inBody.length > 0 || outside(reparsed.errorLines, bodyStart, bodyEnd) > outside(parsed.errorLines, stub.bodyRange.start, stub.bodyRange.end)) {
    return { ok: false, errors: ['The body breaks the code around it: the file has syntax errors once it is put in place (check the braces).'], warnings, newBody, newSource, imports: [] };
  }
  const def = reparsed.definitions.find((d) => d.qualname === target.qualname && d.range.start === target.range.start && d.declKind !== 'overload');
  if (!def) {
    errors.push(`\`${target.qualname}\` is no longer defined once the body is put in place.`);
  } else {
    if (def.signature !== target.signature) errors.push(`The signature changed: expected \`${target.signature}\`.`);
    if (def.decorators.join('\n') !== target.decorators.join('\n')) errors.push('The decorators changed.');
    if (def.range.end < bodyEnd) errors.push('Part of the body ended up outside the function (check the braces).');
    if (findTypeScriptStubs(newSource, file, reparsed).some((s) => s.qualname === target.qualname && s.defLine === stub.defLine)) {
      errors.push("The body is still a stub (only a TODO comment or `throw new Error('not implemented')`).");
    }
    if (errors.length === 0) {
      const checker = input.cache?.peek<TsChecker>(CHECKER_KEY);
      const unbound = (): void => {
        const missing = undefinedTsNames(reparsed, def, new Set(input.knownNames ?? []), bodyStart, bodyEnd);
        if (missing.length > 0) warnings.push(`Uses ${missing.map((n) => `\`${n}\``).join(', ')}, not defined in this file, its imports, the retrieved context or the language's globals.`);
      };
      if (newSource.length > TYPE_CHECK_MAX_CHARS) {
        warnings.push(`Not type-checked: the file is ${Math.round(newSource.length / 1024)} KB, over the type check's ${TYPE_CHECK_MAX_CHARS / 1024} KB.`);
        unbound();
      } else if (checker === undefined) {
        // Not prepared (a caller that validates without implementTarget): the grammar's checks only.
        unbound();
      } else {
        try {
          const cache = input.cache!;
          const env = cache.slot('typescript.lib', () => checker.createTsLibEnv());
          // Parsed read files, found again only by their exact text (source-cache.ts).
          const reference = cache.peek<boolean>(TS_REFERENCE_CHECK_KEY) === true;
          const sources = reference ? {} : { sources: cache.slot('typescript.sources', () => checker.createSourceFileCache()) };
          const checked = checker.typeCheckBody(env, {
            file, originalSource: source, newSource, bodyStart, bodyEnd, ...sources, wholeFile: reference,
            stubStart: stub.bodyRange.start, stubEnd: stub.bodyRange.end,
            ...(input.readFiles ? { readFiles: input.readFiles } : {}),
          });
          errors.push(...checked.errors);
          imports.push(...checked.imports);
        } catch (error) {
          warnings.push(`The TypeScript compiler could not check the body (${error instanceof Error ? error.message : String(error)}).`);
          unbound();
        }
      }
    }
  }
  return { ok: errors.length === 0, errors, warnings, newBody, newSource, imports: errors.length === 0 ? imports : [] };
}
