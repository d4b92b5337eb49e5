/** Python as a Language: the front end in this folder and Python's rules for the shared code. */
import { capDefinitions } from '../definition-cap.js';
import type { Language } from '../language.js';
import { findStubs, parsePython, syntaxErrors } from './parse-module.js';
import { buildPythonFileContext } from './answer/file-context.js';
import { parsePythonAnswer } from './answer/parse-answer.js';
import { IMPLEMENT_TEMPLATES } from './answer/templates.js';
import { validatePythonImplementation } from './answer/validate.js';
import { pythonBodyAt } from './outcome-body.js';
import { RANK_WEIGHTS } from './rank-weights.js';
import { buildModuleIndex } from './resolve/module-index.js';
import { createSymbolResolver } from './resolve/symbols.js';
import { pythonLocalImports } from './answer/local-imports.js';
import { pythonScopeFiles } from './answer/scope-files.js';

export const python: Language = {
  id: 'python',
  displayName: 'Python',
  familyName: 'Python',
  extensions: ['.py', '.pyi'],
  // Stub files (.pyi) are all `...` by design: never targets, though retrieval reads them.
  sourceGlobs: ['**/*.py'],
  skipFolders: ['__pycache__', '.tox', '.nox', '.mypy_cache', '.pytest_cache', '.ruff_cache', '.venv', 'venv', 'env', '.eggs'],
  stubIdioms: ['`pass`', '`...`', '`raise NotImplementedError`'],
  interfaceExtensions: ['.py'],
  lineComment: '#',
  fenceTag: () => 'python',
  parse: (source) => capDefinitions(parsePython(source)),
  findStubs: (source, _file, parsed) => findStubs(source, parsed),
  syntaxErrors: (source) => syntaxErrors(source),
  bodyHarness: () => ({ before: 'def _dycoder_check_():', after: '', indent: '    ' }),
  // The module index comes from the path list alone: one per snapshot, shared by its targets.
  createResolver: (ctx) => createSymbolResolver(ctx.memo('python/module-index', () => buildModuleIndex(ctx.files)), ctx.loader),
  retrieval: {
    closingBrace: false,
    overloadGroups: false,
    headSkipsComments: false,
    leadingComments: false,
    memberDocSummary: false,
    oneLineDeclarations: false,
    freeBarrels: false,
    // Off: on paramiko, werkzeug and click (tuning, 120 targets at 6,000) it changed 31 contexts and no
    // target's recall, and paramiko read 17.4 files per target instead of 15.2 (2026-12-02).
    byNameBeyondOpen: false,
    entryPoints: { earlyImports: false },
    receivers: new Set(['self', 'cls', 'super()']),
    typedThis: false,
    rankWeights: RANK_WEIGHTS,
    isHidden: () => false,
  },
  generation: {
    templates: () => IMPLEMENT_TEMPLATES,
    fileContext: (source, parsed, target) => buildPythonFileContext(source, parsed, target),
    parseAnswer: (content, target) => parsePythonAnswer(content, target),
    validate: validatePythonImplementation,
    withLocalImports: pythonLocalImports,
    // The modules declaring the bases of the target file's classes (and their bases, over the pipeline's rounds).
    scopeFiles: (file, files, source, read, parsedRead, reads) => pythonScopeFiles(file, files, source, read, parsedRead, reads),
  },
  bodyAt: (source, _file, qualname) => pythonBodyAt(source, qualname),
};
