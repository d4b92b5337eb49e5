/**
 * Checks a Rust body before it may be suggested (brace-validate.ts): put in place of the stub's
 * lines (inside the braces), the file must still parse, the target keep its signature and
 * attributes and no longer be a stub; names that nothing in scope binds are notes (a file with a
 * glob `use` can bind any).
 */
import { validateBraceBody } from '../../brace-validate.js';
import type { ValidationInput, ValidationResult } from '../../../generate/types.js';
import { parseRust, rustSyntaxErrors } from '../parse-module.js';
import { checkRustBody } from './checks.js';
import { crateView } from './crate-view.js';
import { reindentRustBlock } from './reindent.js';

/** The lines before the body in the wrapper it is parsed alone in. */
const WRAPPER_HEAD = 1;

export function validateRustImplementation(input: ValidationInput): ValidationResult {
  return validateBraceBody(input, {
    reindent: reindentRustBlock,
    empty: 'The body has no code.',
    alone: (body) => ({
      problems: rustSyntaxErrors(`fn _dycoder_check_() {\n${reindentRustBlock(body, '    ')}\n}\n`).map((p) => ({ line: p.line - WRAPPER_HEAD, message: p.message })),
      facts: undefined,
    }),
    parse: parseRust,
    isCallable: (d) => d.kind === 'function' || d.kind === 'method',
    keepsAttributes: true,
    unit: 'function',
    stubs: (_source, reparsed) => reparsed.stubs ?? [],
    stubIdiom: '`todo!()` or `unimplemented!()`',
    wontBuild: 'the crate will not build',
    check: ({ newSource, reparsed, def, bodyStart, bodyEnd }) => {
      const view = crateView(input.file ?? '', input.readFiles ?? new Map<string, string>(), input.repoFiles, reparsed, newSource);
      return checkRustBody({ newSource, reparsed, def, bodyStart, bodyEnd, view });
    },
  });
}
