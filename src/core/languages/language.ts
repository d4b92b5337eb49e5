/**
 * The Language interface: everything the shared graph, retrieval, generation and review code
 * asks of a language. Each language folder (./python, ./typescript) implements it; the registry
 * (./index.ts) is the only place that names them. Shared code never switches on a language's id:
 * it asks the Language for the rule instead, so a new language is one folder and one registry line.
 * The loaded-module and symbol types live here too: they and Language refer to each other, and
 * keeping them in one file keeps the graph and the language folders from importing each other.
 */
import type { OpenedDependencies } from '../dependencies/port.js';
import type { ImplementTemplates } from '../generate/templates.js';
import type { FileContextParts, NeededImport, ParsedAnswer, ValidationInput, ValidationResult } from '../generate/types.js';
import type { ValidationCache } from '../generate/validation-cache.js';
import type { CpuGate, RepoSource } from '../ports.js';
import type { SyntaxProblemInfo } from './tree-text.js';
import type { Definition, ImportBinding, ParsedModule, Stub } from './types.js';

export type { SyntaxProblemInfo };

export interface LanguageFrontEnd {
  /** Stable id ('python', 'typescript'): logs, test names and benchmark rows; never branched on. */
  readonly id: string;
  /** For prompts and messages: 'Python', 'TypeScript'. */
  readonly displayName: string;
  /** For user-facing lists of what DyCoder reads: 'Python', 'TypeScript/JavaScript'. */
  readonly familyName: string;
  /** File name endings this front end reads, e.g. ['.py', '.pyi']. */
  readonly extensions: readonly string[];
  /**
   * Files besides its sources that this language's resolver and answer checks read, by exact file name
   * (package manifests, compiler configs: 'package.json', 'go.mod'): an archive of the commit keeps them
   * with the sources, so that a job on the archive reads them without a request.
   */
  readonly manifestNames?: readonly string[];
  /** The default `paths` globs of .github/dycoder.yml: where this language's stubs are looked for. */
  readonly sourceGlobs: readonly string[];
  /** Folder names a local scan never enters for this language (installed packages, caches). */
  readonly skipFolders: readonly string[];
  /** The stub bodies this language recognises, as markdown for help texts and messages. */
  readonly stubIdioms: readonly string[];
  /**
   * Files whose `not-implemented` methods a subclass overrides are read as interfaces
   * (stubs-interfaces.ts), by extension; empty where the language has abstract members for that.
   */
  readonly interfaceExtensions: readonly string[];
  /** The line comment marker of the language ('#', '//'). */
  readonly lineComment: string;
  /** Fence tag for code blocks in prompts ('python', 'typescript', 'tsx', 'javascript'). */
  fenceTag(file: string): string;
  /** Parses a file into plain data; never throws on bad syntax (the parser recovers). */
  parse(source: string, file: string): ParsedModule;
  /** Stubs to implement; reuses `parsed` when given. */
  findStubs(source: string, file: string, parsed?: ParsedModule): Stub[];
  /** Syntax errors with 1-based lines, sorted; empty for valid code. */
  syntaxErrors(source: string, file: string): SyntaxProblemInfo[];
  /**
   * A snippet that wraps a body so it can be parsed alone (the body's own syntax errors stay
   * on its own lines): `before` goes above the body, `after` below; the body is indented by `indent`.
   */
  bodyHarness(file: string): { before: string; after: string; indent: string };
}

/** What a language's symbol resolver is built from, once per retrieval. */
export interface ResolverContext {
  files: readonly string[];
  loader: ModuleLoader;
  source: RepoSource;
  /** Work over the path list kept for every request on the same snapshot (e.g. a module index), by key. */
  memo<T>(key: string, build: () => T): T;
}

/** Which files make up a target's package, and how many of them retrieval may open for their types. */
export interface PackageTypesRule {
  /** The files of `file`'s package (Java: its folder's `.java` files). */
  files(file: string, files: readonly string[]): readonly string[];
  /** How many of them to open at most. */
  open: number;
}

/**
 * How retrieval shows and weighs this language's code. Flags rather than code: the snippet,
 * outline and ranking logic is shared, and each flag names the one thing a language's syntax
 * changes in it.
 */
export interface RetrievalRules {
  /**
   * A method called on a receiver of unknown type that no opened file defines is looked for in a
   * file not opened yet whose path names the receiver or the method (graph/by-name-beyond.ts).
   */
  readonly byNameBeyondOpen?: boolean;
  /**
   * When the walk reaches its file or byte limit it goes on through the files already open
   * instead of stopping (no file is read after that). For crates of a few very large files, where
   * the entry points alone spend the byte limit before the type a stub names was expanded.
   */
  readonly expandOpenPastLimit?: boolean;
  /**
   * The associated functions (members without a receiver) of a type the target's signature names
   * rank higher: Rust's `Type::new(..)` / `Type::parse(..)` called to produce what the stub returns.
   */
  readonly signatureTypeConstructors?: boolean;
  /**
   * The functions of a type or module the target's file calls into by path elsewhere (`Error::new_io(..)`,
   * `headers::content_length_parse_all(..)`) are candidates, lifted by how often: the stub likely calls another
   * of them (retrieval/path-containers.ts).
   */
  readonly pathContainers?: boolean;
  /**
   * A candidate that is an impl block (declKind 'impl', named as its self type) is shown as the type's own
   * declaration in the same file: the struct's fields and the enum's variants, not the impl the outline shows.
   */
  readonly typeOverImpl?: boolean;
  /**
   * The methods of a type the target's signature (or its receiver's fields) names are candidates of
   * their own, the best few of each type lifted: Go's `lr.SetHeader(req)` on a parameter `lr *ListRange`
   * whose type sits in a file too big to show (retrieval/signature-type-methods.ts). Methods in other open
   * files of the type's folder count too (a Go package is a folder).
   */
  readonly signatureTypeMethods?: boolean;
  /** Brace syntax: an elided body keeps its closing `}` line. */
  readonly closingBrace: boolean;
  /** A function is shown with its run of overload signatures. */
  readonly overloadGroups: boolean;
  /**
   * Overloads are separate code under one graph name (Java: `CardException(String)` and
   * `CardException(String, Throwable)`): each is a candidate of its own, and so are the target's own
   * overloads (retrieval/overload-candidates.ts).
   */
  readonly overloadCandidates?: boolean;
  /**
   * Retrieved definitions of one file and class share one `# file:` line instead of one each: Java's
   * paths are deep (`jdk/javadoc/internal/doclets/formats/html/markup/HtmlTree.java`), and a repeated
   * header took ~27% of a 6,000-token context (retrieval/assemble.ts).
   */
  readonly groupSections?: boolean;
  /** A body's head skips leading comment lines (up to a few) to show the first statements. */
  readonly headSkipsComments: boolean;
  /** Comments directly above a member (JSDoc) belong to it. */
  readonly leadingComments: boolean;
  /** Members' doc comments in a class outline are cut to their first line. */
  readonly memberDocSummary: boolean;
  /**
   * Doc comments above a definition, inside its full range (Rust `///`), are cut like a docstring
   * when it is shown shortened: to their summary paragraph in full, their first line in a head.
   */
  readonly leadingDocCut?: boolean;
  /**
   * A body of one short line (`return linkRequest.getCallSiteDescriptor();`) is shown where it would be elided (class
   * outlines, headers): the elision marker costs about as many tokens, and a getter's or delegate's one statement is
   * what the stub's caller needs of it (Java: the nested request classes and accessors a stubbed method calls). The
   * number is the longest such line in characters, indentation not counted.
   */
  readonly shortBodies?: number;
  /** A one-line declaration (`type A = B | C`) is shown whole instead of as a header. */
  readonly oneLineDeclarations: boolean;
  /** Pure barrels (modules that only re-export) do not count against the read cap. */
  readonly freeBarrels: boolean;
  /** Entry points: imports the file does not use are read early, and ancestors this deep. */
  readonly entryPoints: { earlyImports: boolean; ancestorDepth?: number };
  /** Names that stand for the receiver of a method (`self`, `this`, `super()`). */
  readonly receivers: ReadonlySet<string>;
  /** A function's `this` can be typed by its signature (`f(this: T)`). */
  readonly typedThis: boolean;
  /** Fitted weights of the rank model (empty: the hand-set rule). */
  readonly rankWeights: Readonly<Record<string, number>>;
  /**
   * The files one package spans when that is more than the target's file (Go: the folder's non-test files):
   * a helper's uses are then counted over them, once the walk has opened every one (retrieval/package-usage.ts),
   * so a helper in another file of the package that nothing else uses counts as there for the stub.
   */
  readonly packageFiles?: (file: string, files: readonly string[]) => readonly string[];
  /**
   * Types of the target's package that its file never names are entries of the walk, the package's files ranked
   * by their names' words against the target's (Java: a same-package class needs no import, so a stubbed body may
   * use one nothing else leads to; retrieval/package-types.ts).
   */
  readonly packageTypes?: PackageTypesRule;
  /** Beyond a leading `_`: a member or declaration outside the public surface (`#x`, `private`, not exported). */
  isHidden(def: Definition, mod?: LoadedModule): boolean;
}

/** How a suggestion is asked for, read back and checked in this language. */
/** What a job's source allows Language.scopeFiles to ask for. */
export interface ScopeReads {
  /** RepoSource.scansCheaply: reads cost no round trip, so a scan of many files is affordable. */
  scansCheaply: boolean;
}

export interface GenerationRules {
  /** The prompt templates for a file (the dialect may change the wording: JavaScript, TSX). */
  templates(file: string): ImplementTemplates;
  /** The target's own file as outlines: imports, the enclosing class, the neighbours. */
  fileContext(source: string, parsed: ParsedModule, target: Definition, file: string): FileContextParts;
  /** The model's answer as a body (an answer over the size limit never reaches this). */
  parseAnswer(content: string, target: Definition, file: string): ParsedAnswer;
  /** The body put in place: parses, keeps the signature, is no stub; unknown names are warnings. */
  validate(input: ValidationInput & { file: string }): ValidationResult;
  /**
   * Loads, once per cache, what `validate` needs that is too heavy to load with the process (the
   * TypeScript compiler is ~80 MB of RSS): a worker that never checks this language never pays it.
   * `source` is the target's file (a language may skip loading for a file it would not check).
   * `implementTarget` awaits it before validating; without it `validate` keeps its grammar checks.
   */
  prepare?(cache: ValidationCache, source: string): Promise<void>;
  /**
   * Files beside the target that `validate` reads when the job has not (the pipeline reads them
   * through the job's source before validating, if they exist): JavaScript compiled from TypeScript
   * keeps the fields its classes declare only in the declaration file beside it.
   */
  validationCompanions?(file: string): string[];
  /**
   * Files whose declarations are in the target's scope without an import, read before validation so
   * that an unbound name can be told from one declared next door (Go: the other files of the target's
   * package directory). `files` is the snapshot's path list; at most a few dozen paths are returned.
   * `source` is the target file's text when the caller has it (Go: its build constraints choose the files
   * built with it; Java: its static imports and bases). `read` is what the job has read so far: the
   * pipeline asks again after reading what was returned (a few rounds at most) while new files come back
   * (Java: the bases of bases, named in the base files just read; Go: the module's packages whose types
   * the package's structs embed, named in the package files just read).
   */
  scopeFiles?(
    file: string, files: readonly string[], source?: string, read?: ReadonlyMap<string, string>,
    /** The job's own parse of a file it read (as ValidationInput.parsedRead), so that a file is not parsed twice. */
    parsedRead?: (file: string, text: string) => ParsedModule | undefined,
    /** What the job's source allows: `scansCheaply` as RepoSource.scansCheaply (many reads cost no round trip). */
    reads?: ScopeReads,
  ): readonly string[];
  /**
   * The lines of a scope file too large to read that the checks still use (item headers): the pipeline asks the source
   * for an outline of such a file (RepoSource.readOutline) and hands it to `validate` in `readFiles` under
   * `outlinePath(file)` (core/source/outline-lines.ts). Absent: a file past the read cap stays unread.
   */
  scopeOutline?: RegExp;
  /**
   * Files of the repository's dependencies that `validate` reads beside the repository's (session 21: a base class from
   * another library, which left every member open): asked once the scope rounds are done, through the job's opened
   * dependency ports (absent: nothing is read). `files` are paths the checks' file list gains (an unread one is a type
   * that exists, unread), `texts` the ones read. Never fails: what cannot be read is left out.
   */
  dependencyScope?(input: {
    file: string; source: string; repoFiles: readonly string[]; read: ReadonlyMap<string, string>; dependencies: OpenedDependencies; parsed?: ParsedModule;
  }): Promise<{ files: readonly string[]; texts: ReadonlyMap<string, string> }>;
  /** The body with `imports` put at its top as local imports, when the language allows imports there (Python). */
  withLocalImports?(newBody: string, imports: readonly NeededImport[]): string;
}

/** A target's body at a later head, docstring excluded; `isStub` as the language's stub detector sees it. */
export interface TargetBody {
  body: string;
  isStub: boolean;
}

export interface Language extends LanguageFrontEnd {
  /** Name lookup through this language's imports, exports and bases. */
  createResolver(ctx: ResolverContext): LanguageSymbolResolver;
  readonly retrieval: RetrievalRules;
  readonly generation: GenerationRules;
  /** For outcome tracking: the body of `qualname` in `source` at a later head, or undefined when the file no longer defines it. */
  bodyAt(source: string, file: string, qualname: string): TargetBody | undefined;
}

/** The extension of a path including the dot, lower-cased ('.d.ts' counts as '.ts'). */
export function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

export interface LoadedModule {
  file: string;
  /** The file's language, decided once when it is loaded. */
  language: Language;
  text: string;
  lines: string[];
  parsed: ParsedModule;
  /** Module-level definitions by name; functions and classes win over plain variables. */
  topLevel: Map<string, Definition>;
  byQualname: Map<string, Definition>;
}

/** Files a whole job may still open; shared (and decremented) by all of its targets. */
export interface ReadBudget {
  remaining: number;
}

export interface LoaderOptions {
  /** Files this request may open at most (the target's own file included). */
  maxFiles?: number;
  jobBudget?: ReadBudget;
  /**
   * Files that, once parsed, turn out to be pure barrels (`isBarrel`) are not counted against
   * `maxFiles`, up to `maxFiles` more of them: a lookup through `export * from` must open
   * them to find a name, and they hold nothing a context would show.
   */
  freeBarrels?: boolean;
  /**
   * Reads a name lookup may spend searching `export * from` targets (`loadForLookup`) without
   * counting against `maxFiles`: barrel expansion has its own bounded budget, so it cannot starve
   * the definitions the walk reads. Past it, lookup reads count against the cap like any other.
   */
  lookupReads?: number;
  /** Told of every module as it is parsed (to read ahead what it will lead to: graph/prefetch.ts). */
  onLoaded?: (mod: LoadedModule) => void;
  /** The worker's CPU gate: each file's parse takes a slot (absent: parsed at once, as in the CLI). */
  cpuGate?: CpuGate;
  /** The loader's parse through the gate, off the event loop where it can be (shared-parse.ts `parsedInAsync`); replaces `cpuGate`'s slot. */
  parseAsync?: (text: string, file: string) => Promise<ParsedModule>;
}

export interface LoaderStats {
  /** Reads refused because a budget was spent. */
  refused: number;
  /** Most reads waiting on the source at once. */
  maxInFlight: number;
}

/**
 * What a synchronous twin of a lookup answers when its answer needs a read that has not settled (or
 * a step it does not take): the caller asks the asynchronous method instead, from the start.
 */
export const NOT_NOW: unique symbol = Symbol('not now');
export type NotNow = typeof NOT_NOW;

export interface ModuleLoader {
  /** `required`: read even when the budget is spent (the target's own file). */
  load(file: string, required?: boolean): Promise<LoadedModule | undefined>;
  /**
   * What `load(file)` has already settled to (undefined: the file is missing), without a read and
   * without a promise; NOT_NOW when the file was never asked for, its read is still under way, or it
   * failed (so `load` would read, refuse, or throw).
   */
  loadedNow?(file: string): LoadedModule | undefined | NotNow;
  /** A read by a name lookup searching star re-exports: drawn from `lookupReads` first, then the cap. */
  loadForLookup(file: string): Promise<LoadedModule | undefined>;
  /** Starts reading these files at once (in order, while the budget lasts) and waits for all. */
  prefetch(files: readonly string[]): Promise<void>;
  /** Files parsed so far, in the order they were opened. */
  opened(): string[];
  /** Of those, how many count against the per-request file cap (free barrels do not). */
  counted(): number;
  /** Characters of source parsed so far (the walk's byte budget counts these). */
  bytes(): number;
  /** True when a file not yet opened can still be read. */
  canOpen(): boolean;
  isOpen(file: string): boolean;
  /** From now on no file not yet opened is read (refused, as past the cap); open files stay available. */
  seal?(): void;
  readonly stats: LoaderStats;
}

export type CodeSymbol =
  | { kind: 'definition'; file: string; def: Definition }
  | { kind: 'module'; module: string; file?: string };

export interface LanguageSymbolResolver {
  /**
   * A name bound at module level in `file`. `pathGoesOn`: more path segments follow the name, so it names a
   * module or a type (languages with separate namespaces, Rust's `mod sin; pub use self::sin::sin;`, pick by it).
   */
  lookupInModule(file: string, name: string, pathGoesOn?: boolean): Promise<CodeSymbol | undefined>;
  /**
   * A name as seen from inside `scope`, for languages whose item scopes nest beyond functions
   * (Rust's inline `mod x { ... }` with its own `use` lines and items); undefined when no such
   * scope binds it, and the module level is asked next.
   */
  lookupInScope?(file: string, scope: Definition, name: string, pathGoesOn?: boolean): Promise<CodeSymbol | undefined>;
  /** What an import binding binds its `boundName` to. */
  resolveImport(fromFile: string, binding: ImportBinding): Promise<CodeSymbol | undefined>;
  /** An attribute of a module or a class (methods and nested classes, searched through the bases). */
  memberOf(symbol: CodeSymbol, name: string): Promise<CodeSymbol | undefined>;
  /** The classes a class derives from, resolved (unresolvable bases are left out). */
  basesOf(file: string, cls: Definition): Promise<{ file: string; def: Definition }[]>;
  /**
   * Synchronous twins of lookupInModule, resolveImport and memberOf, for a walk whose modules are
   * mostly open already (graph/resolve-reference.ts asks these first). Each answers exactly what its
   * asynchronous method would answer now, with the same effects (memo entries), or NOT_NOW when that
   * needs a read not settled yet (`ModuleLoader.loadedNow`) or a step the twin does not take; after
   * NOT_NOW the caller asks the asynchronous method from the start. A language without them is
   * always asked asynchronously.
   */
  lookupInModuleNow?(file: string, name: string, pathGoesOn?: boolean): CodeSymbol | undefined | NotNow;
  resolveImportNow?(fromFile: string, binding: ImportBinding): CodeSymbol | undefined | NotNow;
  memberOfNow?(symbol: CodeSymbol, name: string): CodeSymbol | undefined | NotNow;
  /** The file an import most likely leads to, when the path list alone tells (the submodule, else the module). */
  importedFile?(fromFile: string, binding: ImportBinding): string | undefined;
  /** The file a star import (`from m import *`) reads, when the path list alone tells. */
  starFile?(fromFile: string, binding: ImportBinding): string | undefined;
  /** The file an import's module specifier names, when the language resolves specifiers by reading manifests. */
  importedFileOf?(fromFile: string, binding: ImportBinding): Promise<string | undefined>;
  /**
   * For reading ahead only (graph/prefetch.ts): the file a module specifier (of an import or a
   * re-export) names, when known now without a read (the path list, or a config already read);
   * undefined when only `importedFileOf` can tell. Never consulted by the walk itself.
   */
  specifierFileNow?(fromFile: string, specifier: string): string | undefined;
}

export interface SymbolResolver extends LanguageSymbolResolver {
  readonly loader: ModuleLoader;
  /** lookupInScope's synchronous answer: undefined when the file's language has no scoped lookup, else NOT_NOW. */
  lookupInScopeNow?(file: string): undefined | NotNow;
}
