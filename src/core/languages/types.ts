/**
 * The data every language front end produces (Python first, where the names come from; the
 * TypeScript/JavaScript front end maps its declarations onto the same shapes). Everything is plain data (no tree-sitter nodes)
 * so it can be cached, serialised and compared against CPython's `ast` in tests.
 * Lines are 1-based and inclusive, as in `ast` (lineno / end_lineno).
 */

export interface LineRange {
  start: number;
  end: number;
}

export type DefinitionKind = 'function' | 'method' | 'class' | 'variable';

export type ReferenceKind =
  | 'call' // f(), obj.m(), self.m(), super().m(), mod.sub.f()
  | 'name' // a name or attribute chain loaded (not called)
  | 'annotation' // inside a type annotation (parameters, return, variable), string annotations parsed
  | 'isinstance' // second argument of isinstance/issubclass (each element of a tuple)
  | 'raise' // raise X / raise X(...)
  | 'except' // except X / except (X, Y)
  | 'decorator' // @x / @x.y(...)
  | 'base'; // class base

export interface Reference {
  kind: ReferenceKind;
  /**
   * The dotted chain as written, e.g. ['self', 'm'], ['mod', 'sub', 'f'], ['Foo'].
   * `super().m()` gives ['super()', 'm']; a call in the middle ends the chain (a().b -> ['a']).
   */
  chain: string[];
  line: number;
}

export interface InstanceAttribute {
  /** Attribute name set on self, e.g. `self.session = Session()` -> 'session'. */
  name: string;
  /** Annotation chain when annotated (`self.x: Foo = ...` or class-level `x: Foo`). */
  annotation?: string[];
  /** Chain of the called constructor when assigned from a call (`Session()` -> ['Session']). */
  assignedFromCall?: string[];
  /**
   * Python: some assignment of the attribute in the class is not a call of that same chain (another call,
   * another value, tuple unpacking, `with ... as self.x`), so `assignedFromCall` is not its only type.
   */
  assignedOtherwise?: boolean;
  /** Assigned from a parameter of a method (`self.db = db` in `__init__`), with its hint if any. */
  fromParameter?: { method: string; name: string; hint?: TypeHint };
  line: number;
}

/**
 * What the code says about the type of a name it binds, beyond annotations the parser already
 * turns into references. Resolving it is the graph's job; here it is only text.
 */
export interface TypeHint {
  /** Candidate chains, most likely first (a docstring may name several: `Foo or Bar`). */
  chains: string[][];
  /**
   * annotation / docstring: the chain names the type. call: the value of calling the chain
   * (a class's instance, or what a function returns). value: the type of that expression
   * (`x = self.db`).
   */
  via: 'annotation' | 'docstring' | 'call' | 'value';
}

/** A call that passes the enclosing method's `self` on (`Panel(db=self)`), for call-site typing. */
export interface SelfArgument {
  callee: string[];
  /** Keyword the receiver is passed as, or its position among the positional arguments. */
  keyword?: string;
  position?: number;
  line: number;
}

/**
 * What counts as a definition (the same rule as CPython's ast in test/support/ast-oracle.py, checked
 * on every file of six real packages):
 * - FunctionDef / AsyncFunctionDef / ClassDef at any depth, also inside if/try/with/for bodies
 *   (a def inside a module-level `if` is a module-level definition). 'method' = a function whose
 *   nearest enclosing def/class is a class. Repeated names (property setters, overloads,
 *   conditional variants) are kept as separate definitions with the same qualname, as ast does.
 * - 'variable': module-level Assign/AnnAssign statements (also inside module-level compound
 *   statements, never inside a def/class): each target Name and each Name inside tuple/list/starred
 *   targets, spanning the whole statement. Also (tree-sitter only, ast 3.11 lacks it) `type X = ...`.
 *   Not definitions: for-loop targets, with-as names, walrus, augmented assignments, imports.
 */
export interface Definition {
  kind: DefinitionKind;
  /** Last segment, e.g. 'method'. */
  name: string;
  /** Dotted path inside the module: 'func', 'Class.method', 'outer.inner', 'Outer.Inner.m'. */
  qualname: string;
  /** Qualname of the enclosing function or class; undefined at module level. */
  parent?: string;
  /** From the `def` / `class` line (decorators excluded) to the last line: ast's lineno..end_lineno. */
  range: LineRange;
  /** Including decorators. */
  fullRange: LineRange;
  /** Function/class header text from `def`/`class` (with `async`) to the colon, as written. */
  signature: string;
  /** The docstring's value (quotes stripped, not dedented), if the first statement is a string. */
  docstring?: string;
  /** Line range of the docstring statement, if any. */
  docstringRange?: LineRange;
  /**
   * Body line range (for functions and classes): from the first body statement (its decorators
   * included, when it is a decorated def/class) to the last line.
   */
  bodyRange?: LineRange;
  /** Decorator expressions without '@', as written. */
  decorators: string[];
  /** Class bases as written (keyword arguments such as metaclass= excluded). */
  bases: string[];
  isAsync: boolean;
  /** Parameter names (functions and methods), including *args/**kwargs names, without stars. */
  parameters: string[];
  /**
   * Names bound inside a function (assignments, for targets, with/except as, walrus, imports, nested defs,
   * match captures), minus names declared global/nonlocal; parameters and comprehension/lambda variables
   * are not included. For classes: the names bound in the class body (fields, methods).
   */
  locals: string[];
  /**
   * References in this definition's own code, excluding nested function/class bodies (they have their own).
   * Includes its decorators, bases, keyword arguments of the class line, parameter annotations and
   * defaults. For variables: the references of the assigned value and annotation (these are also in
   * ParsedModule.moduleReferences).
   */
  references: Reference[];
  /** For classes: attributes assigned on self in methods, plus annotated class-level fields. */
  attributes: InstanceAttribute[];
  /** Functions: type hints of parameters and locals (annotations, defaults, docstrings, assignments). */
  typeHints?: Record<string, TypeHint>;
  /** Functions: the return annotation's chain (Optional unwrapped), else the docstring's return type. */
  returns?: string[][];
  /** Methods: calls that pass `self` on, e.g. `Panel(db=self)`. */
  selfArguments?: SelfArgument[];
  /** For variables: annotation text if any. */
  annotation?: string;
  /**
   * (Additive) The implicit receiver of a method (`this` in TypeScript); when absent, the first
   * parameter plays that role (Python's `self`/`cls`).
   */
  receiver?: string;
  /**
   * (Additive) The language's own kind when `kind` is the nearest neutral one: TypeScript
   * interfaces, type aliases, enums and namespaces are 'class'-like containers ('interface',
   * 'type', 'enum', 'namespace'); 'overload' marks a signature without a body.
   */
  declKind?: string;
  /** (TypeScript) A `static` class member: a class may also have an instance member of the same name. */
  isStatic?: boolean;
}

export interface ImportBinding {
  /** `import a.b` -> 'import'; `from x import y` -> 'from'. */
  kind: 'import' | 'from';
  /** Module as written without leading dots: 'a.b', 'pkg.mod', '' for `from . import x`. */
  module: string;
  /** Number of leading dots in a relative import (0 for absolute). */
  level: number;
  /** For 'from' imports: the imported name, or '*' for a star import. */
  name?: string;
  /** The `as` name, if any. */
  alias?: string;
  /**
   * The local name this binds: `import a.b` -> 'a'; `import a.b as c` -> 'c';
   * `from m import y as z` -> 'z'; star -> '*'.
   */
  boundName: string;
  line: number;
  /**
   * Qualname of the enclosing function for lazy imports (or of the enclosing class for the rare
   * import in a class body); undefined at module level, including module-level if/try blocks.
   */
  scope?: string;
  /** Inside `if TYPE_CHECKING:` (or `if typing.TYPE_CHECKING:`). */
  typeCheckingOnly: boolean;
  /** Inside a `try:` whose handler catches ImportError/ModuleNotFoundError (an alternative). */
  optional: boolean;
  /** (Additive) Last line of the import statement, when the front end knows it. */
  endLine?: number;
}

/**
 * (Additive, TypeScript/JavaScript) What a module exports under which name.
 * `export function f` -> {exported: 'f', local: 'f'}; `export { a as b }` -> {exported: 'b', local: 'a'};
 * `export { a as b } from './m'` -> {exported: 'b', name: 'a', module: './m'};
 * `export * from './m'` -> {exported: '*', name: '*', module: './m'};
 * `export * as ns from './m'` -> {exported: 'ns', name: '*', module: './m'};
 * `export default x` -> {exported: 'default', local: 'x'} (an anonymous default is the definition 'default').
 */
export interface ExportBinding {
  exported: string;
  local?: string;
  name?: string;
  /** Module specifier as written, for re-exports. */
  module?: string;
  typeOnly: boolean;
  line: number;
}

/** 'todo': an empty body (TypeScript) holding a TODO comment; 'not-implemented' covers `throw new Error('not implemented')`. */
export type StubKind = 'pass' | 'ellipsis' | 'not-implemented' | 'docstring-only' | 'todo';

export interface Stub {
  qualname: string;
  /** The `def` line. */
  defLine: number;
  /**
   * Exact lines to replace with an implementation; the docstring (if any) is not included.
   * Comments inside the stub body (e.g. `# TODO`, also trailing ones at body indentation) are included.
   * - docstring-only: an EMPTY range `{start: docEnd + 1, end: docEnd}`, i.e. insert before line
   *   `docEnd + 1` (right after the docstring) and replace nothing.
   * - `inline` (one-liner `def f(): pass`, or `def f(): "doc"`): starts at the line holding the
   *   header's colon (defLine for one-line headers) and ends with the stub statement; that first line
   *   holds header AND body, so the caller must rewrite those lines whole (the header text, which is
   *   Definition.signature, then a newline, then the body at `indent`). `bodyRange.start > defLine`
   *   is therefore NOT a safe test for "own lines" (multi-line headers): check `inline`.
   */
  bodyRange: LineRange;
  /** Indentation of the body (the docstring's or the first statement's). */
  indent: string;
  kind: StubKind;
  /** True when a TODO/FIXME comment is part of the stub body. */
  hasTodo: boolean;
  /** (Additive) The body sits on the header line (`def f(): pass`); see bodyRange. */
  inline?: boolean;
}

export interface ParsedModule {
  definitions: Definition[];
  imports: ImportBinding[];
  /** Literal names of `__all__` when it is a list/tuple of strings (with += / .extend handled). */
  allNames?: string[];
  /** References in module-level code (outside any def/class; module-level variable values included). */
  moduleReferences: Reference[];
  /** Lines with tree-sitter ERROR or MISSING nodes; parsing still yields what it can. */
  errorLines: number[];
  lineCount: number;
  /** (Additive) Stubs found during the same walk; findStubs(source, parsed) returns these. */
  stubs?: Stub[];
  /** (Additive) Exports of a TypeScript/JavaScript module. */
  exports?: ExportBinding[];
}

/** Why a file was not parsed. */
export type SkipReason = 'binary' | 'not-utf8' | 'unknown-encoding' | 'utf-16' | 'too-large' | 'missing';
