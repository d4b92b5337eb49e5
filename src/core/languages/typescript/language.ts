/** TypeScript and JavaScript as one Language: the front end in this folder and its rules for the shared code. */
import type { Language } from '../language.js';
import { findTypeScriptStubs, parseTypeScript, typeScriptSyntaxErrors } from './parse-module.js';
import { dialectOf } from './parser.js';

export const typeScript: Language = {
  id: 'typescript',
  displayName: 'TypeScript',
  familyName: 'TypeScript/JavaScript',
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
  sourceGlobs: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
  skipFolders: ['node_modules'],
  stubIdioms: ['a TODO comment', "`throw new Error('not implemented')`"],
  lineComment: '//',
  fenceTag: (file) => dialectOf(file),
  parse: (source, file) => parseTypeScript(source, file),
  findStubs: (source, file, parsed) => findTypeScriptStubs(source, file, parsed),
  syntaxErrors: (source, file) => typeScriptSyntaxErrors(source, file),
  bodyHarness: () => ({ before: 'async function* _dycoderCheck_(this: any) {', after: '}', indent: '  ' }),
};
