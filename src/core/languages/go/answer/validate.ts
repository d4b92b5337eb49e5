/**
 * Checks a Go body before it may be suggested (brace-validate.ts): put in place of the stub's lines
 * (inside the braces), the file must still parse, the target keep its signature and no longer be a
 * stub; then what `go build` would refuse (checks.ts): unbound names, members, arity, unused
 * variables, with the imports the body needs. In a file that already has syntax errors the findings
 * are notes.
 */
import { validateBraceBody } from '../../brace-validate.js';
import type { ValidationInput, ValidationResult } from '../../../generate/types.js';
import { findGoStubs, goSyntaxErrors, parseGo } from '../parse-module.js';
import { checkGoBody } from './checks.js';
import { packageView } from './package-view.js';
import { reindentGoBlock } from './reindent.js';

/** The lines before the body in the wrapper it is parsed alone in. */
const WRAPPER_HEAD = 3;

export function validateGoImplementation(input: ValidationInput & { file: string }): ValidationResult {
  return validateBraceBody(input, {
    reindent: reindentGoBlock,
    empty: 'The body has no statements.',
    alone: (body) => ({
      problems: goSyntaxErrors(`package _dycoder\n\nfunc _dycoderCheck_() {\n${reindentGoBlock(body, '\t')}\n}\n`).map((p) => ({ line: p.line - WRAPPER_HEAD, message: p.message })),
      facts: undefined,
    }),
    parse: parseGo,
    unit: 'function',
    stubs: findGoStubs,
    stubIdiom: '`panic("not implemented")` or a TODO comment',
    wontBuild: 'the package will not build',
    check: ({ newSource, reparsed, def, bodyStart, bodyEnd }) => {
      const readFiles = input.readFiles ?? new Map<string, string>();
      const view = packageView(input.file, reparsed, newSource, readFiles, input.repoFiles);
      return checkGoBody({ file: input.file, newSource, reparsed, def, bodyStart, bodyEnd, view, readFiles, knownNames: new Set(input.knownNames ?? []) });
    },
  });
}
