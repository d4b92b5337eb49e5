/**
 * The deterministic scored rule: how likely a reached definition is to be needed by the
 * target. It combines graph distance and edge kind, name/docstring similarity (BM25), how
 * often the target's neighbours use it, closeness in the file, and one signal that matters for
 * stubs: a helper or import that nothing else in the target's file uses is probably there for
 * the stubbed function.
 */
import type { Definition } from '../languages/types.js';
import { languageFor } from '../languages/index.js';
import type { LoadedModule } from '../graph/module-loader.js';
import type { FrontierEntry } from '../graph/expand.js';
import type { EdgeKind } from '../graph/partial-graph.js';
import { identifierParts } from '../languages/identifiers.js';
import { terms } from './terms.js';
import type { UsageEvidence } from './usage-prior.js';
import type { PackageUsage } from './package-usage.js';
import type { FileUsage } from './file-usage.js';

const KIND_WEIGHT: Record<EdgeKind, number> = {
  call: 1,
  sibling: 0.9,
  inherited: 0.7,
  import: 1,
  enclosing: 0.8,
  base: 0.8,
  'attribute-type': 0.8,
  raise: 0.8,
  except: 0.7,
  isinstance: 0.7,
  annotation: 0.7,
  decorator: 0.5,
  name: 0.6,
  member: 0.5,
  similar: 0.5,
  usage: 0.9,
  'by-name': 0.3,
};

const HOP_WEIGHT = [1, 1, 0.55, 0.35, 0.25];


/** A member function without its receiver parameter (Rust's `fn new() -> Self` in an impl): called by path, never on a value. */
function isAssociated(def: Definition): boolean {
  return def.kind === 'method' && def.receiver !== undefined && !def.parameters.includes(def.receiver);
}

/**
 * Not part of the public surface: a `_name` (every language), or what the file's language keeps
 * out of it (TypeScript: `#name`, `private`/`protected`, a top-level declaration of `mod` that it
 * does not export). Such a helper that nothing else uses is there for the stub.
 */
export function isPrivate(def: Definition, file: string, mod?: LoadedModule): boolean {
  if (def.name.startsWith('_') && !def.name.startsWith('__')) return true;
  return languageFor(file).retrieval.isHidden(def, mod !== undefined && mod.file === file ? mod : undefined);
}

export interface RankInput {
  targetMod: LoadedModule;
  target: Definition;
  targetClass: Definition | undefined;
  usage: FileUsage;
  importedAs: Map<string, string>;
  /** Normalised similarity in [0, 1] by node id. */
  similarity: Map<string, number>;
  /** Number of distinct reached nodes with an edge to it, by node id. */
  inDegree: Map<string, number>;
  /** `file:qualname` of the target's class and its bases: their methods are reachable as `self.x`. */
  mro: Set<string>;
  /** Name parts of the target (`parse_not` -> parse, not). */
  nameParts: Set<string>;
  /** Evidence from similar neighbours: summed similarity of the reached nodes that use it. */
  support: Map<string, number>;
  /** The usage prior: how the target's class and file use it, by node id. */
  usedBy: Map<string, UsageEvidence>;
  /** Identifiers written in the target's docstring. */
  docNames: Set<string>;
  /** Search terms of the target's signature and docstring. */
  docParts: Set<string>;
  /**
   * Node ids of the types the target's signature names, when the language asks for it
   * (Language.retrieval.signatureTypeConstructors): their associated functions are likely calls.
   */
  signatureTypes?: Set<string>;
  /** Uses over the package's other files, when the language's package spans a folder and the walk opened it all (package-usage.ts). */
  packageUsage?: PackageUsage;
  /**
   * Path calls the target's file makes into the candidate's type or module, when the language asks for it
   * (Language.retrieval.pathContainers, path-containers.ts): `Error::new_io` elsewhere lifts `Error::new_shutdown`.
   */
  pathCalls?: Map<string, number>;
}

/** What the target's header offers to match names against: identifiers and their parts. */
export function headerWords(target: Definition): { docNames: Set<string>; docParts: Set<string> } {
  const doc = target.docstring ?? '';
  return {
    docNames: new Set(doc.match(/[A-Za-z_]\w*/g) ?? []),
    docParts: new Set(terms(`${target.signature} ${doc}`)),
  };
}

/**
 * A definition's name split (identifierParts) and its search terms (terms), once per definition: the walk scores the
 * same candidates for every target of a job, in scoreEntry and again in rankFeatures, and a name never changes after
 * the parse. Held weakly by the definition; callers only read the arrays.
 */
const namePartsOf = new WeakMap<Definition, readonly string[]>();
const nameTermsOf = new WeakMap<Definition, readonly string[]>();

function nameParts(def: Definition): readonly string[] {
  let parts = namePartsOf.get(def);
  if (parts === undefined) namePartsOf.set(def, (parts = identifierParts(def.name)));
  return parts;
}

function nameTerms(def: Definition): readonly string[] {
  let parts = nameTermsOf.get(def);
  if (parts === undefined) nameTermsOf.set(def, (parts = terms(def.name)));
  return parts;
}

/** Share of the candidate's name parts found among the target's signature and docstring words. */
export function docWordShare(input: RankInput, def: Definition): number {
  const parts = nameTerms(def);
  if (parts.length === 0) return 0;
  return parts.filter((p) => input.docParts.has(p)).length / parts.length;
}

/**
 * How the target's file uses a candidate: `uses` outside the target, or undefined when the
 * candidate is not something the file can name directly (then usage says nothing).
 */
export function fileUses(input: RankInput, id: string, file: string, def: Definition): number | undefined {
  const boundAs = input.importedAs.get(id);
  if (boundAs !== undefined) {
    return boundAs.includes('.') ? (input.usage.dotted.get(boundAs) ?? 0) : (input.usage.names.get(boundAs) ?? 0);
  }
  if (def.parent !== undefined && input.mro.has(`${file}:${def.parent}`)) {
    if (def.name.startsWith('__') && def.name.endsWith('__')) return undefined;
    return input.usage.selfAttrs.get(def.name) ?? 0;
  }
  if (def.parent !== undefined) {
    // `Segment.split_lines(...)`: a member of a class the file names.
    const cls = input.importedAs.get(`${file}:${def.parent}`) ?? (file === input.targetMod.file ? def.parent : undefined);
    const uses = cls === undefined ? 0 : (input.usage.dotted.get(`${cls}.${def.name}`) ?? 0);
    // Rust's associated function of a type in the target's file is called by its path only
    // (`Abbreviations::parse`, `Self::parse` written as the type): no use outside the target is known to be none.
    if (uses === 0 && isAssociated(def) && file === input.targetMod.file && input.targetMod.language.retrieval.signatureTypeConstructors === true) return 0;
    return uses > 0 ? uses : undefined;
  }
  const pkg = input.packageUsage;
  if (pkg === undefined) return file === input.targetMod.file ? (input.usage.names.get(def.name) ?? 0) : undefined;
  if (file !== input.targetMod.file && !pkg.files.has(file)) return undefined;
  return (input.usage.names.get(def.name) ?? 0) + (pkg.names.get(def.name) ?? 0);
}

/** Share of the candidate's name parts found in the target's name (`Not` in `parse_not`). */
export function nameMatch(input: RankInput, def: Definition): number {
  const parts = nameParts(def);
  if (parts.length === 0) return 0;
  return parts.filter((p) => input.nameParts.has(p)).length / parts.length;
}

/**
 * Usage is U-shaped evidence: a helper nothing else uses is probably there for the stub
 * (strongest when private), and a helper everything uses is probably used by the stub too.
 */
export function usageScore(input: RankInput, id: string, file: string, def: Definition): number {
  const uses = fileUses(input, id, file, def);
  if (uses === undefined) return 0;
  if (uses === 0) {
    // An unused member of an imported module says nothing: most of a module goes unused.
    if (input.importedAs.get(id)?.includes('.') === true) return 0;
    return isPrivate(def, file, input.targetMod) || input.importedAs.has(id) ? 1 : 0.6;
  }
  return Math.min(0.8, 0.2 * Math.log2(1 + uses));
}

export function scoreEntry(input: RankInput, entry: FrontierEntry): number {
  if (entry.symbol.kind !== 'definition') return 0;
  const { file, def } = entry.symbol;
  const hopWeight = HOP_WEIGHT[Math.min(entry.hop, HOP_WEIGHT.length - 1)] ?? 0.25;
  let score = KIND_WEIGHT[entry.kind] * hopWeight;
  score += 1.2 * (input.similarity.get(entry.id) ?? 0);
  score += usageScore(input, entry.id, file, def);
  score += 0.8 * nameMatch(input, def);
  score += 0.8 * Math.min(1, input.support.get(entry.id) ?? 0);
  score += 0.25 * Math.log2(1 + (input.inDegree.get(entry.id) ?? 0));
  const used = input.usedBy.get(entry.id);
  if (used !== undefined) score += 0.3 * Math.log2(1 + used.count) + 0.5 * Math.exp(-used.distance / 60);
  if (file === input.targetMod.file) {
    score += 0.3 * Math.exp(-Math.abs(def.range.start - input.target.range.start) / 150);
  }
  // `-> Result<Abbreviations>`: a body that must produce a type it names calls that type's
  // associated functions (`Abbreviations::parse`, `LocationLists::new`), which are members two hops out.
  if (entry.kind === 'member' && isAssociated(def) && input.signatureTypes?.has(entry.from) === true) score += 1;
  const pathCalls = input.pathCalls?.get(entry.id);
  if (pathCalls !== undefined) score += 0.2 * Math.min(2, Math.log2(1 + pathCalls));
  if (entry.judged !== undefined) score *= 0.25 + entry.judged;
  return score;
}

/** The query the target offers before it is written: its names, signature and docstring. */
export function targetQuery(target: Definition, cls: Definition | undefined): string[] {
  const parts = [target.name, target.name, target.signature, target.docstring ?? '', cls?.name ?? ''];
  return terms(parts.join(' '));
}
