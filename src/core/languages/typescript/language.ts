/** TypeScript and JavaScript as one Language: the front end in this folder and its rules for the shared code. */
import { ambientDeclarationFiles } from './answer/ambient-files.js';
import { bundlerConfigFiles } from './answer/bundler-defines.js';
import { signatureTypeFiles } from './answer/signature-files.js';
import { packageTypeFiles } from './answer/package-type-files.js';
import { ownPackageScopeFiles } from './answer/own-package-files.js';
import { baseClassFiles, basePackageSpecifiers } from './answer/base-files.js';
import { prototypeFillerFiles } from './answer/prototype-files.js';
import { capDefinitions, MAX_DEFINITIONS_PER_FILE } from '../definition-cap.js';
import type { Language } from '../language.js';
import { findTypeScriptStubs, parseTypeScript, typeScriptSyntaxErrors } from './parse-module.js';
import { dialectOf } from './parser.js';
import { isHiddenMember } from './hidden-members.js';
import { parseTsAnswer } from './answer/answer.js';
import { buildTsFileContext } from './answer/file-context.js';
import { typeScriptTemplates } from './answer/templates.js';
import { prepareTsValidation, validateTsImplementation } from './answer/validate.js';
import { typeScriptBodyAt } from './outcome-body.js';
import { RANK_WEIGHTS_TS } from './rank-weights.js';
import { createTsModuleResolver } from './resolve/module-resolver.js';
import { createTsSymbolResolver } from './resolve/ts-symbols.js';

export const typeScript: Language = {
  id: 'typescript',
  displayName: 'TypeScript',
  familyName: 'TypeScript/JavaScript',
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
  manifestNames: ['package.json', 'tsconfig.json', 'jsconfig.json'],
  sourceGlobs: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
  skipFolders: ['node_modules'],
  stubIdioms: ['a TODO comment', "`throw new Error('not implemented')`"],
  interfaceExtensions: [],
  lineComment: '//',
  fenceTag: (file) => dialectOf(file),
  // The walk stops at the cap (a file of 10,000 functions is not summarised whole); the cap trims the last statement's overflow.
  parse: (source, file) => capDefinitions(parseTypeScript(source, file, { maxDefinitions: MAX_DEFINITIONS_PER_FILE, keepIfStubs: true })),
  findStubs: (source, file, parsed) => findTypeScriptStubs(source, file, parsed),
  syntaxErrors: (source, file) => typeScriptSyntaxErrors(source, file),
  bodyHarness: () => ({ before: 'async function* _dycoderCheck_(this: any) {', after: '}', indent: '  ' }),
  createResolver: (ctx) => createTsSymbolResolver(createTsModuleResolver(ctx.files, (path) => ctx.source.readFile(path)), ctx.loader),
  retrieval: {
    closingBrace: true,
    overloadGroups: true,
    headSkipsComments: true,
    leadingComments: true,
    memberDocSummary: true,
    oneLineDeclarations: true,
    freeBarrels: true,
    entryPoints: { earlyImports: true, ancestorDepth: 3 },
    receivers: new Set(['this', 'super()']),
    typedThis: true,
    rankWeights: RANK_WEIGHTS_TS,
    isHidden: isHiddenMember,
  },
  generation: {
    templates: (file) => {
      const fence = dialectOf(file);
      return typeScriptTemplates(fence, fence === 'javascript' ? 'JavaScript' : 'TypeScript');
    },
    fileContext: (source, parsed, target) => buildTsFileContext(source, parsed, target),
    parseAnswer: parseTsAnswer,
    validate: validateTsImplementation,
    prepare: prepareTsValidation,
    validationCompanions: (file) => (/\.[cm]?jsx?$/.test(file) ? [file.replace(/\.([cm]?)jsx?$/, '.d.$1ts')] : []),
    scopeFiles: (file, files, source, read) => [...ambientDeclarationFiles(file, files), ...signatureTypeFiles(file, files, source), ...prototypeFillerFiles(file, files, source), ...ownPackageScopeFiles(file, files, source, read), ...baseClassFiles(file, files, source, read), ...bundlerConfigFiles(file, files), ...packageTypeFiles(file, source, read, basePackageSpecifiers(file, files, source, read), files)],
  },
  bodyAt: typeScriptBodyAt,
};
