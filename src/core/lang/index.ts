/**
 * The registry of language front ends and dispatch by file name. Python is the default for
 * anything the TypeScript/JavaScript front end does not claim, so callers that only ever
 * handled Python keep working unchanged.
 */
import { extensionOf, type LanguageFrontEnd, type LanguageId } from './front-end.js';
import { findStubs, parsePython, syntaxErrors } from './python/index.js';
import { dialectOf, findTypeScriptStubs, parseTypeScript, typeScriptSyntaxErrors } from './typescript/index.js';
import type { ParsedModule } from './types.js';
import { capDefinitions } from './definition-cap.js';

export type { LanguageFrontEnd, LanguageId, SyntaxProblemInfo } from './front-end.js';
export { extensionOf } from './front-end.js';

export const pythonFrontEnd: LanguageFrontEnd = {
  id: 'python',
  displayName: 'Python',
  extensions: ['.py', '.pyi'],
  lineComment: '#',
  fenceTag: () => 'python',
  parse: (source) => capDefinitions(parsePython(source)),
  findStubs: (source, _file, parsed) => findStubs(source, parsed),
  syntaxErrors: (source) => syntaxErrors(source),
  bodyHarness: () => ({ before: 'def _dycoder_check_():', after: '', indent: '    ' }),
};

const JS_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs'];

export const typeScriptFrontEnd: LanguageFrontEnd = {
  id: 'typescript',
  displayName: 'TypeScript',
  extensions: ['.ts', '.tsx', '.mts', '.cts', ...JS_EXTENSIONS],
  lineComment: '//',
  fenceTag: (file) => dialectOf(file),
  parse: (source, file) => capDefinitions(parseTypeScript(source, file)),
  findStubs: (source, file, parsed) => findTypeScriptStubs(source, file, parsed),
  syntaxErrors: (source, file) => typeScriptSyntaxErrors(source, file),
  bodyHarness: () => ({ before: 'async function* _dycoderCheck_(this: any) {', after: '}', indent: '  ' }),
};

export const FRONT_ENDS: readonly LanguageFrontEnd[] = [pythonFrontEnd, typeScriptFrontEnd];

/** The language of a file by its name, or undefined for files no front end reads. */
export function languageOf(file: string): LanguageId | undefined {
  const ext = extensionOf(file);
  return FRONT_ENDS.find((f) => f.extensions.includes(ext))?.id;
}

/** True for the source files some front end reads (what retrieval indexes). */
export function isSourceFile(file: string): boolean {
  return languageOf(file) !== undefined;
}

/** The front end for a file; Python for anything unclaimed (the historical default). */
export function frontEndFor(file: string): LanguageFrontEnd {
  return languageOf(file) === 'typescript' ? typeScriptFrontEnd : pythonFrontEnd;
}

/** Parses a file with its language's front end. */
export function parseSource(source: string, file: string): ParsedModule {
  return frontEndFor(file).parse(source, file);
}
