/** Go as a Language: the front end in this folder and Go's rules for the shared code. */
import { capDefinitions } from '../definition-cap.js';
import type { Language } from '../language.js';
import { buildGoFileContext } from './answer/file-context.js';
import { parseGoAnswer } from './answer/parse-answer.js';
import { GO_TEMPLATES } from './answer/templates.js';
import { validateGoImplementation } from './answer/validate.js';
import { packageFiles } from './answer/package-view.js';
import { embeddedPackageFiles } from './answer/embedded-scope.js';
import { signaturePackageFiles } from './answer/signature-scope.js';
import { isUnexported } from './hidden.js';
import { goBodyAt } from './outcome-body.js';
import { findGoStubs, goSyntaxErrors, parseGo } from './parse-module.js';
import { RANK_WEIGHTS_GO } from './rank-weights.js';
import { createGoPackages } from './resolve/packages.js';
import { createGoSymbolResolver } from './resolve/go-symbols.js';
import { goPackageFiles } from './resolve/package-files.js';

/**
 * Files of the target's package read for the answer checks, at most (a bigger package's names are checked as far as
 * read). Their names are read off the text (package-view.ts: declaredNames, no parse), so a package of a few hundred
 * files costs milliseconds; 80 left sarama (107 files) an honest unknown everywhere.
 */
const MAX_PACKAGE_FILES = 250;

export const go: Language = {
  id: 'go',
  displayName: 'Go',
  familyName: 'Go',
  extensions: ['.go'],
  manifestNames: ['go.mod'],
  sourceGlobs: ['**/*.go'],
  // Vendored modules are other people's code: never targets, never followed.
  skipFolders: ['vendor'],
  stubIdioms: ['`panic("not implemented")`', '`panic("TODO")`', '`panic("unimplemented")`', 'a `// TODO` comment'],
  interfaceExtensions: [],
  lineComment: '//',
  fenceTag: () => 'go',
  parse: (source) => capDefinitions(parseGo(source)),
  findStubs: (source, _file, parsed) => findGoStubs(source, parsed),
  syntaxErrors: (source) => goSyntaxErrors(source),
  bodyHarness: () => ({ before: 'package _dycoder\n\nfunc _dycoderCheck_() {', after: '}', indent: '\t' }),
  // The package map comes from the path list (and go.mod files): one per snapshot, shared by its targets.
  createResolver: (ctx) => createGoSymbolResolver(ctx.memo('go/packages', () => createGoPackages(ctx.files, (path) => ctx.source.readFile(path))), ctx.loader),
  retrieval: {
    // `lr *ListRange` in the signature: the body calls lr's methods, wherever in the package they are declared.
    signatureTypeMethods: true,
    closingBrace: true,
    overloadGroups: false,
    // One `# file:` line per file (as Java): Go's paths carry the import path, and one header per definition took
    // room a dependency could use (session 13, Go tuning trees: 56 of 734 target-budget pairs up, none down).
    groupSections: true,
    headSkipsComments: true,
    leadingComments: true,
    memberDocSummary: true,
    oneLineDeclarations: true,
    freeBarrels: false,
    entryPoints: { earlyImports: false },
    // Go's receiver is named per method (Definition.receiver); no fixed word stands for it.
    receivers: new Set<string>(),
    typedThis: false,
    rankWeights: RANK_WEIGHTS_GO,
    // A package is a folder: a helper in another file of it that nothing calls is there for the stub.
    packageFiles: goPackageFiles,
    isHidden: isUnexported,
  },
  generation: {
    templates: () => GO_TEMPLATES,
    fileContext: (source, parsed, target) => buildGoFileContext(source, parsed, target),
    parseAnswer: (content, target) => parseGoAnswer(content, target),
    validate: validateGoImplementation,
    // All files of a package directory share one scope: the checks read them to tell an undeclared name.
    // Only the files built with the target's file under one configuration (build-constraints.ts).
    // Called again with the files read so far: the module's packages whose types those files embed, then those
    // whose types the function headers name (the target file's, then the package's: signature-scope.ts).
    scopeFiles: (file, files, source, read) => {
      const own = packageFiles(file, files, source).slice(0, MAX_PACKAGE_FILES);
      if (read === undefined) return own;
      const mine = new Set(own);
      const embedded = embeddedPackageFiles(file, files, source, read).filter((f) => !mine.has(f));
      for (const f of embedded) mine.add(f);
      return [...own, ...embedded, ...signaturePackageFiles(file, files, source, read).filter((f) => !mine.has(f))];
    },
  },
  bodyAt: (source, _file, qualname) => goBodyAt(source, qualname),
};
