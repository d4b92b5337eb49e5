/** Rust as one Language: the front end in this folder and its rules for the shared code. */
import { capDefinitions } from '../definition-cap.js';
import type { Language } from '../language.js';
import { buildRustFileContext } from './answer/file-context.js';
import { parseRustAnswer } from './answer/parse-answer.js';
import { RUST_TEMPLATES } from './answer/templates.js';
import { validateRustImplementation } from './answer/validate.js';
import { rustScopeFiles } from './answer/scope-files.js';
import { RUST_SCOPE_OUTLINE } from './answer/crate-view.js';
import { isHiddenRustItem } from './hidden.js';
import { rustBodyAt } from './outcome-body.js';
import { findRustStubs, parseRust, rustSyntaxErrors } from './parse-module.js';
import { RANK_WEIGHTS_RUST } from './rank-weights.js';
import { createRustSymbolResolver } from './resolve/symbols.js';

export const rust: Language = {
  id: 'rust',
  displayName: 'Rust',
  familyName: 'Rust',
  extensions: ['.rs'],
  manifestNames: ['Cargo.toml'],
  sourceGlobs: ['**/*.rs'],
  skipFolders: ['target'],
  stubIdioms: ['`todo!()`', '`unimplemented!()`'],
  interfaceExtensions: [],
  lineComment: '//',
  fenceTag: () => 'rust',
  parse: (source) => capDefinitions(parseRust(source)),
  findStubs: (source, _file, parsed) => findRustStubs(source, parsed),
  syntaxErrors: (source) => rustSyntaxErrors(source),
  bodyHarness: () => ({ before: 'fn _dycoder_check_() {', after: '}', indent: '    ' }),
  createResolver: (ctx) => createRustSymbolResolver(ctx),
  retrieval: {
    closingBrace: true,
    overloadGroups: false,
    headSkipsComments: true,
    leadingComments: true,
    memberDocSummary: true,
    leadingDocCut: true,
    oneLineDeclarations: true,
    expandOpenPastLimit: true,
    signatureTypeConstructors: true,
    // pathContainers (retrieval/path-containers.ts) was tried in session 14 and left off: on the tuning crates it lifted
    // hyper at 6,000 and 12,000 but dropped memchr's and rustls' targets at 6,000 (types named only in the body pushed down).
    typeOverImpl: true,
    freeBarrels: false,
    entryPoints: { earlyImports: true, ancestorDepth: 2 },
    receivers: new Set(['self']),
    typedThis: false,
    rankWeights: RANK_WEIGHTS_RUST,
    isHidden: isHiddenRustItem,
  },
  generation: {
    templates: () => RUST_TEMPLATES,
    fileContext: (source, parsed, target) => buildRustFileContext(source, parsed, target),
    parseAnswer: (content, target) => parseRustAnswer(content, target),
    validate: validateRustImplementation,
    // Impl blocks of a type may be in any file of its crate: the checks read them to tell a missing member.
    scopeFiles: (file, files, source, read, parsedRead) => rustScopeFiles(file, files, read, source, parsedRead),
    // A crate file over the read cap (encoding_rs's 2.5 MB data.rs): its item headers say whether an `impl` may be there.
    scopeOutline: RUST_SCOPE_OUTLINE,
  },
  bodyAt: (source, _file, qualname) => rustBodyAt(source, qualname),
};
