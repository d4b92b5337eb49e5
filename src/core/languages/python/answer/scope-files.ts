/**
 * What the Python answer checks read beside the files retrieval read (Language.scopeFiles): the
 * repository modules that declare the bases of the target file's classes, then (from the files already
 * read, in the pipeline's next rounds) the bases of those bases and the modules a package's
 * `__init__.py` re-exports them from. A class whose base lives in a module the job did not read is
 * open (any member may come from the base), so a wrong member or a wrong arity on `self` passed
 * unseen: dendropy's `TreeArray(taxonmodel.TaxonNamespaceAssociated, basemodel.MultiReadable)`, whose
 * bases' modules retrieval had no reason to open (held out 7). Java's scopeFiles reads its bases' files
 * the same way.
 */
import { parsePython, parsePythonOutline } from '../parse-module.js';
import { buildModuleIndex, type ModuleIndex } from '../resolve/module-index.js';
import type { Definition, ParsedModule } from '../types.js';
import type { ScopeReads } from '../../language.js';
import { MAX_DEFINITIONS_PER_FILE } from '../../definition-cap.js';
import { dependencyPath, isDependencyPath } from '../../../dependencies/port.js';
import { STDLIB_MODULES } from './stdlib-modules-data.js';
import { isMixinName, mixinUsers, userScanFiles, userScanLimit } from './mixin-users.js';
import { knownClassDecorator } from './known-class-decorators.js';
import { qualifiedName, stdlibClassMembers } from './stdlib-bases.js';

/** New files returned per call at most (the pipeline asks a few rounds: bases of bases of bases). */
const MAX_FILES = 16;
/**
 * Dependency files named per call at most (two candidates a module, `m.py` and `m/__init__.py`; one of them is
 * usually not there and is named again each round, which the pipeline does not read twice). The job's dependency
 * budget (core/dependencies/job-reads.ts) bounds what is read.
 */
const MAX_DEPENDENCY_FILES = 48;
/** Classes followed per call at most, over all files (a file of many classes with far-flung bases). */
const MAX_STEPS = 200;

const IDENT = /^[A-Za-z_]\w*$/;

/** Names and `a.b.C` paths a base as written refers to: `Base[T]` -> Base; `six.with_metaclass(M, B)` -> M, B. */
function baseRefs(written: string): string[] {
  const base = written.replace(/\[[\s\S]*\]$/, '').trim();
  if (base.includes('=')) return [];
  const call = /^[A-Za-z_][\w.]*\s*\(([\s\S]*)\)$/.exec(base);
  if (call) return call[1]!.split(',').map((a) => a.trim()).filter((a) => /^[A-Za-z_][\w.]*$/.test(a));
  return /^[A-Za-z_][\w.]*$/.test(base) ? [base] : [];
}

/** `class C(..., metaclass=M)`: the metaclass as written in the header (the parser leaves it out of `bases`). */
function metaclassRef(signature: string): string | undefined {
  return /\bmetaclass\s*=\s*([A-Za-z_][\w.]*)/.exec(signature)?.[1];
}

interface Wanted {
  file: string;
  /** A class (or a name bound to one) of `file`; undefined: every class of the file. */
  name: string | undefined;
}

/**
 * The file a module named in `file` is, as far as the job can tell: a repository file, a dependency's file read
 * already, or (the module being neither the repository's nor Python's own) the two files a dependency may hold it in:
 * `(dependencies)/python/pecan/rest.py` and `.../pecan/rest/__init__.py` (core/dependencies). A relative import
 * inside a dependency's file is its own distribution's module.
 */
function moduleFiles(file: string, module: string, level: number, index: Indexes): string[] {
  const found = index.all.resolve(file, module, level);
  if (found !== undefined) return [found];
  if (level > 0 && !isDependencyPath(file)) return [];
  const absolute = level === 0 ? module : index.all.absoluteName(file, module, level);
  if (absolute === undefined || absolute === '') return [];
  const top = absolute.split('.')[0]!;
  // The repository's own package (a module it lacks stays unknown) and Python's own modules are never read outside.
  if (STDLIB_MODULES.has(top) || index.own.exists(top)) return [];
  const stem = absolute.split('.').join('/');
  return [dependencyPath('python', `${stem}.py`), dependencyPath('python', `${stem}/__init__.py`)];
}

/** Where a name or dotted path written in `file` points: the module file (or a dependency's candidates) and the name inside it. */
function follow(ref: string, file: string, parsed: ParsedModule, index: Indexes): Wanted[] {
  const parts = ref.split('.');
  if (!parts.every((p) => IDENT.test(p))) return [];
  const imports = parsed.imports.filter((i) => i.scope === undefined && i.boundName === parts[0]);
  if (parts.length === 1) {
    if (parsed.definitions.some((d) => d.parent === undefined && d.kind === 'class' && d.name === ref)) return [{ file, name: ref }];
    const imp = imports.find((i) => i.kind === 'from' && i.name !== undefined && i.name !== '*');
    if (!imp) return [];
    return moduleFiles(file, imp.module, imp.level, index).map((target) => ({ file: target, name: imp.name }));
  }
  const imp = imports[0];
  if (!imp) return [];
  const name = parts.pop()!;
  const rest = parts.slice(1);
  const module = imp.kind === 'from'
    ? [imp.module, imp.name ?? '', ...rest].filter((x) => x !== '').join('.')
    : imp.alias !== undefined ? [imp.module, ...rest].join('.') : parts.join('.');
  return moduleFiles(file, module, imp.kind === 'from' ? imp.level : 0, index).map((target) => ({ file: target, name }));
}

/**
 * A class decorator as written: the decorator itself (`path_based_str_repr`, `mod.register`: the check reads what a
 * repository decorator adds) and the names it is called with (`six.add_metaclass(M)`: the metaclass `M`).
 */
function decoratorRefs(written: string, parsed: ParsedModule): string[] {
  const m = /^([A-Za-z_][\w.]*)\s*(?:\(([\s\S]*)\))?$/.exec(written.trim());
  if (!m) return [];
  const args = (m[2] ?? '').split(',').map((a) => a.trim()).filter((a) => /^[A-Za-z_][\w.]*$/.test(a));
  // six's helper is known by name (call-checks.ts): its module (a vendored six of 1,000 lines) need not be read; nor
  // is a decorator whose effect the checks know (known-class-decorators.ts: zope's `implementer(IFoo)`).
  if (knownClassDecorator(qualifiedName(m[1]!, parsed), m[2] !== undefined) !== undefined) return [];
  return [...(/(?:^|\.)add_metaclass$/.test(m[1]!) ? [] : [m[1]!]), ...args];
}

/**
 * The receivers of the module-level statements `X.m(Name)` of a file's text, by `Name`: an ABC's `register` adds nothing
 * to the class it records (abc-registration.ts), which the check tells from `X`'s class, so `X` is followed.
 */
function registrationReceivers(text: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of (text ?? '').matchAll(/^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\.[A-Za-z_]\w*\(\s*([A-Za-z_]\w*)\s*\)[ \t]*$/gm)) {
    out.set(m[2]!, [...(out.get(m[2]!) ?? []), m[1]!]);
  }
  return out;
}

/**
 * The refs to follow from `name` in a parsed file (its `text`): a class's bases, metaclass, decorators and the
 * receivers of registrations of it, or the import that binds the name.
 */
function refsOf(name: string | undefined, parsed: ParsedModule, text?: string): string[] {
  const classes = parsed.definitions.filter((d) => d.kind === 'class' && (name === undefined || (d.parent === undefined && d.name === name)));
  if (classes.length > 0) {
    const registered = registrationReceivers(text);
    return classes.flatMap((c) => [
      ...c.bases.flatMap(baseRefs), ...[metaclassRef(c.signature)].filter((m): m is string => m !== undefined), ...c.decorators.flatMap((d) => decoratorRefs(d, parsed)),
      ...(c.parent === undefined ? registered.get(c.name) ?? [] : []),
    ]);
  }
  // Re-exported (`from .base import Base` in a package's `__init__.py`): the name itself, followed through the import.
  return name !== undefined && parsed.imports.some((i) => i.scope === undefined && i.boundName === name && i.kind === 'from') ? [name] : [];
}

/**
 * A name a module neither defines nor imports by name, but may bind through its own `from m import *` (plasTeX's
 * `Base/__init__.py` gathers `plasTeX.Base.LaTeX` and `plasTeX.Base.TeX`, package `__init__`s that star-import their
 * modules in turn; natbib's `NatBibCite(Base.cite)` names LaTeX's Bibliography.py's class): the name in each
 * star-imported module. The check finds the one that binds it only when every one is read (call-checks.ts `starFind`).
 */
function throughStars(name: string | undefined, at: string, parsed: ParsedModule, index: Indexes): Wanted[] {
  if (name === undefined || parsed.definitions.some((d) => d.parent === undefined && d.name === name) || parsed.imports.some((i) => i.scope === undefined && i.boundName === name)) return [];
  return parsed.imports.filter((i) => i.scope === undefined && i.kind === 'from' && i.name === '*')
    .flatMap((i) => moduleFiles(at, i.module, i.level, index)).map((target) => ({ file: target, name }));
}

const indexes = new WeakMap<readonly string[], ModuleIndex>();
const withDependencies = new WeakMap<readonly string[], { count: number; index: ModuleIndex }>();

interface Indexes {
  /** The repository's files alone. */
  own: ModuleIndex;
  /** The repository's files and the dependencies' files read so far. */
  all: ModuleIndex;
}

/** The job's module indexes (the one with dependencies rebuilt when more of them were read). */
function indexOf(files: readonly string[], read: ReadonlyMap<string, string> | undefined): Indexes {
  let own = indexes.get(files);
  if (own === undefined) {
    own = buildModuleIndex(files);
    indexes.set(files, own);
  }
  const dependencies = read === undefined ? [] : [...read.keys()].filter(isDependencyPath);
  if (dependencies.length === 0) return { own, all: own };
  const known = withDependencies.get(files);
  if (known !== undefined && known.count === dependencies.length) return { own, all: known.index };
  const all = buildModuleIndex([...files, ...dependencies]);
  withDependencies.set(files, { count: dependencies.length, index: all });
  return { own, all };
}
/** Star-imported modules named per call at most, and how deep star imports of star-imported modules are followed. */
const MAX_STAR_FILES = 8;
const MAX_STAR_DEPTH = 4;

/**
 * The repository modules the target file star-imports at its top level (`from .constants import *`), and those they
 * star-import in turn (read already, up to 4 deep), that the job has not read: what such an import binds is known only
 * from the module's text (star-exports.ts), and unread it leaves every name the body uses but the file does not bind
 * uncertain (a warning on a correct body that calls one of the module's functions, no error on a made-up name).
 */
function starModules(file: string, source: string, read: ReadonlyMap<string, string> | undefined, index: ModuleIndex): string[] {
  const wanted: string[] = [];
  const seen = new Set<string>([file]);
  let level: { at: string; text: string }[] = [{ at: file, text: source }];
  for (let depth = 0; depth < MAX_STAR_DEPTH && level.length > 0 && wanted.length < MAX_STAR_FILES; depth++) {
    const next: { at: string; text: string }[] = [];
    for (const { at, text } of level) {
      for (const m of text.matchAll(/^from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+\*/gm)) {
        const target = index.resolve(at, m[2]!, m[1]!.length);
        if (target === undefined || seen.has(target)) continue;
        seen.add(target);
        const known = read?.get(target);
        if (known !== undefined) next.push({ at: target, text: known });
        else if (wanted.length < MAX_STAR_FILES) wanted.push(target);
      }
    }
    level = next;
  }
  return wanted;
}

/** Past this size the target file's classes are not followed (the pipeline asks up to three rounds per target). */
const MAX_SOURCE_CHARS = 512 * 1024;
/**
 * The last target file parsed for a job's file list: the pipeline asks again with the same text in its next rounds.
 * Keyed by the job's own `files` array (as `indexes`), so a parse lives as long as the job's list and never meets
 * another job's, let alone another installation's.
 */
const lastTarget = new WeakMap<readonly string[], { text: string; parsed: ParsedModule }>();
/**
 * The outlines (parsePythonOutline) of the other files this job's calls parsed, by file (keyed as `lastTarget`): the
 * pipeline asks again each round and for each target, and a mixin's users' modules, read for the scan only, have no
 * parse of the job's to lend. Everything read of them here is class headers and module-level imports, which an
 * outline holds as the whole parse does, without copying and walking the bodies.
 */
const outlines = new WeakMap<readonly string[], Map<string, { text: string; parsed: ParsedModule }>>();
/**
 * The dependency files named in earlier calls for a job's file list (keyed as `lastTarget`). A `.py` candidate named
 * before and still not read is absent (or past the job's budget): the module may be compiled (`PyQt5/QtWidgets` is
 * an `.so`), and its `.pyi` stub beside it (Debian ships PyQt5's) is named next, as good as the source for its
 * classes' members. Asked only then, so a module with source costs no stub reads.
 */
const namedBefore = new WeakMap<readonly string[], Set<string>>();

/** The job's parse when it is the whole of this text's (not cut to MAX_DEFINITIONS_PER_FILE), else undefined. */
function uncapped(parsed: ParsedModule | undefined): ParsedModule | undefined {
  return parsed !== undefined && parsed.definitions.length < MAX_DEFINITIONS_PER_FILE ? parsed : undefined;
}

/**
 * The classes of the repository's read files that mix in a mixin of the target file (mixin-users.ts): the answer
 * checks close a mixin's `self` over them, so their bases are followed as the target file's own classes' are.
 */
function mixinUsersWanted(file: string, mixins: readonly string[], read: ReadonlyMap<string, string> | undefined, parseOf: (f: string) => ParsedModule | undefined): Wanted[] {
  if (mixins.length === 0 || read === undefined) return [];
  const wanted: Wanted[] = [];
  for (const [f, text] of read) {
    if (f === file || isDependencyPath(f) || !f.endsWith('.py') || !mixins.some((m) => text.includes(m))) continue;
    const module = parseOf(f);
    if (module === undefined) continue;
    const users = mixins.flatMap((m) => mixinUsers(m, [[f, module]]));
    for (const u of users) if (u.def.parent === undefined) wanted.push({ file: f, name: u.def.name });
  }
  return wanted;
}

/**
 * A mixin of the target file is closed by every class that mixes it in (call-checks.ts), which only a read of all the
 * repository's modules outside tests can find: named when there are at most userScanLimit of them (120 through
 * round-trip reads, 2,000 when the source scans cheaply: mixin-users.ts), else none.
 */
function mixinScan(file: string, files: readonly string[], mixins: readonly string[], read: ReadonlyMap<string, string> | undefined, scansCheaply: boolean): string[] {
  if (mixins.length === 0) return [];
  const scan = userScanFiles(files);
  return scan.length > userScanLimit(scansCheaply) ? [] : scan.filter((f) => f !== file && read?.has(f) !== true);
}

/** What every class has from `object` (`self.__class__`), whatever it defines. */
const OBJECT_MEMBERS: ReadonlySet<string> = stdlibClassMembers('builtins.object') ?? new Set();

/**
 * A class of no base but `object` whose text uses on `self` a name it neither defines nor assigns (session 23; python
 * held out 15's ldap3 `MockBaseStrategy`, which reads `self.connection` that `MockSyncStrategy(MockBaseStrategy,
 * SyncStrategy)` gets from `SyncStrategy`): written to be subclassed or mixed in, whatever its name. Its subclasses
 * supply what it lacks (call-checks.ts `definedBySubclass`), so they are worth finding as a mixin's users are.
 */
function mixinInEffect(def: Definition, parsed: ParsedModule, source: string): boolean {
  if (def.bases.some((b) => b.trim() !== 'object')) return false;
  const own = new Set([...def.locals, ...def.attributes.map((a) => a.name), ...parsed.definitions.filter((d) => d.parent === def.qualname).map((d) => d.name)]);
  const text = source.split('\n').slice(def.range.start - 1, def.range.end).join('\n');
  for (const m of text.matchAll(/(?<![\w.])self\.([A-Za-z_]\w*)/g)) if (!own.has(m[1]!) && !OBJECT_MEMBERS.has(m[1]!)) return true;
  return false;
}

/**
 * The target file's top-level classes whose users the checks look for: named `...Mixin`, and (when the source scans
 * cheaply: a local checkout, the reads cost nothing) mixins in effect.
 */
function mixinsOf(parsed: ParsedModule | undefined, source: string, scansCheaply: boolean): string[] {
  return (parsed?.definitions ?? []).filter((d) => d.kind === 'class' && d.parent === undefined && (isMixinName(d.name) || (scansCheaply && mixinInEffect(d, parsed!, source)))).map((d) => d.name);
}

/** Whether the other file a dependency's module may be (`m.py` for `m/__init__.py` and back) was read. */
function siblingRead(path: string, read: ReadonlyMap<string, string> | undefined): boolean {
  if (!path.endsWith('.py')) return true;
  const sibling = path.endsWith('/__init__.py') ? `${path.slice(0, -'/__init__.py'.length)}.py` : `${path.slice(0, -'.py'.length)}/__init__.py`;
  return read?.has(sibling) === true;
}

export function pythonScopeFiles(
  file: string, files: readonly string[], source?: string, read?: ReadonlyMap<string, string>,
  parsedRead?: (file: string, text: string) => ParsedModule | undefined, reads?: ScopeReads,
): string[] {
  if (source === undefined || source.length > MAX_SOURCE_CHARS) return [];
  const index = indexOf(files, read);
  const parses = new Map<string, ParsedModule>();
  let outlined = outlines.get(files);
  if (outlined === undefined) {
    outlined = new Map();
    outlines.set(files, outlined);
  }
  const jobOutlines = outlined;
  const parseOf = (f: string): ParsedModule | undefined => {
    const text = f === file ? source : read?.get(f);
    if (text === undefined) return undefined;
    const last = lastTarget.get(files);
    let p = parses.get(f) ?? (last?.text === text ? last.parsed : undefined) ?? uncapped(parsedRead?.(f, text));
    if (p === undefined && f === file) {
      // The target file's classes are read whole (mixinsOf reads what a class defines in its body).
      p = parsePython(text);
      lastTarget.set(files, { text, parsed: p });
    } else if (p === undefined) {
      const kept = jobOutlines.get(f);
      p = kept?.text === text ? kept.parsed : parsePythonOutline(text);
      jobOutlines.set(f, { text, parsed: p });
    }
    parses.set(f, p);
    return p;
  };
  const out = new Set<string>();
  const outside = new Set<string>();
  let named = namedBefore.get(files);
  if (named === undefined) {
    named = new Set();
    namedBefore.set(files, named);
  }
  const seen = new Set<string>();
  const mixins = mixinsOf(parseOf(file), source, reads?.scansCheaply === true);
  const queue: Wanted[] = [{ file, name: undefined }, ...mixinUsersWanted(file, mixins, read, parseOf)];
  let steps = 0;
  while (queue.length > 0 && out.size < MAX_FILES && steps++ < MAX_STEPS) {
    const { file: at, name } = queue.shift()!;
    const key = `${at}\n${name ?? '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const parsed = parseOf(at);
    if (parsed === undefined) {
      if (!isDependencyPath(at)) out.add(at);
      else if (outside.size < MAX_DEPENDENCY_FILES) outside.add(named.has(at) && !siblingRead(at, read) ? `${at}i` : at);
      continue;
    }
    for (const ref of refsOf(name, parsed, at === file ? source : read?.get(at))) {
      for (const next of follow(ref, at, parsed, index)) {
        if (!(next.file === at && next.name === name)) queue.push(next);
      }
    }
    queue.push(...throughStars(name, at, parsed, index));
  }
  for (const f of outside) named.add(f);
  return [...out, ...starModules(file, source, read, index.own).filter((f) => !out.has(f)), ...mixinScan(file, files, mixins, read, reads?.scansCheaply === true), ...outside];
}
