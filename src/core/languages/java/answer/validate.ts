/**
 * Checks a Java body before it may be suggested (brace-validate.ts): put in place of the stub's
 * lines (inside the braces), the file must still parse, the target keep its signature and no longer
 * be a stub; then what javac would refuse (checks.ts): unknown methods, members and types, arity,
 * with the imports the body needs. In a file that already has syntax errors the findings are notes.
 */
import { validateBraceBody } from '../../brace-validate.js';
import type { ValidationInput, ValidationResult } from '../../../generate/types.js';
import { findJavaStubs, parseJava } from '../parse-module.js';
import { javaBodyFacts } from './body-calls.js';
import { checkJavaBody } from './checks.js';
import { reindentJavaBlock } from './reindent.js';
import { createJavaTypeView } from './type-view.js';

export function validateJavaImplementation(input: ValidationInput & { file: string }): ValidationResult {
  return validateBraceBody(input, {
    reindent: reindentJavaBlock,
    empty: 'The body has no statements.',
    alone: (body) => {
      const facts = javaBodyFacts(reindentJavaBlock(body, '    '));
      return { problems: facts.problems, facts };
    },
    parse: parseJava,
    unit: 'method',
    stubs: findJavaStubs,
    stubIdiom: '`throw new UnsupportedOperationException()` or a TODO with a default return',
    wontBuild: 'it will not compile',
    check: ({ newSource, reparsed, def, bodyStart, bodyEnd, facts }) => {
      const readFiles = new Map(input.readFiles ?? []);
      readFiles.set(input.file, newSource);
      const files = (input.repoFiles ?? [...readFiles.keys()]).filter((f) => f.endsWith('.java'));
      const view = createJavaTypeView(input.file, reparsed, readFiles, files);
      return checkJavaBody({ file: input.file, newSource, files, reparsed, def, bodyStart, bodyEnd, facts, view, readFiles, knownNames: new Set(input.knownNames ?? []), filesComplete: input.repoFiles !== undefined });
    },
  });
}
