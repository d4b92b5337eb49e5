/**
 * The dependencies' files the Rust answer checks ask for beside the crate's own (Language.scopeFiles, issue 22, session 22):
 * the traits of other crates that the target's file can call methods of — a capitalized name its top-level `use`s bind from
 * outside std that an `impl` of the crate implements (`use chrono::TimeZone;` beside `impl TimeZone for Tz`), and a trait an
 * impl of the file names by path (`impl serde::Serialize for ..`) — followed through the crate's manifest into the
 * dependency's package (external-traits.ts) for as long as a file read names another. A trait nobody implements here needs
 * no read: it adds no method to the crate's types. The pipeline reads them under the `rust` dependencies (a job with none
 * configured reads nothing past the repository, and the trait stays open).
 */
import type { ParsedModule } from '../../types.js';
import { buildCrateMap, crateOf } from '../resolve/crate-map.js';
import { parseRust } from '../parse-module.js';
import { crateExternalTraits } from './external-traits.js';
import { blankRust, itemBlocks, useLeaves } from './rust-source-scan.js';

/**
 * Names tried per target at most (each may cost a few files of the job's dependency budget; many share a file). rmp-serde's
 * decode.rs names 16 (its `impl serde::Deserializer<'de> for ..` the 13th): 12 left its type's members open.
 */
const MAX_TRAITS = 24;
/** Traits of other files' impls for the file's types tried at most (many share a file: the job's dependency budget bounds the reads). */
const MAX_TRAITS_ELSEWHERE = 40;

/** Whether some `impl` header in `code` names `name` before its `for`. */
export function implementsIn(code: string, name: string): boolean {
  const word = new RegExp(`\\b${name}\\b`);
  for (let i = code.indexOf('impl'); i !== -1; i = code.indexOf('impl', i + 4)) {
    if (/\w/.test(code[i - 1] ?? ' ') || /\w/.test(code[i + 4] ?? ' ')) continue;
    let j = i + 4;
    const end = Math.min(code.length, i + 600);
    while (j < end && code[j] !== '{' && code[j] !== ';') j++;
    const header = code.slice(i + 4, j);
    const at = header.search(/\bfor\b/);
    if (at !== -1 && word.test(header.slice(0, at))) return true;
  }
  return false;
}

/** Whether some `#[derive(..)]` in `code` names `name` (`#[derive(Debug, serde::Serialize)]` names `Serialize`). */
export function derivesIn(code: string, name: string): boolean {
  return new RegExp(`#\\[\\s*derive\\s*\\([^)]*\\b${name}\\b`).test(code);
}

export function rustDependencyReads(file: string, files: readonly string[], read: ReadonlyMap<string, string>, source?: string,
  parsedRead?: (file: string, text: string) => ParsedModule | undefined): string[] {
  const text = read.get(file) ?? source;
  if (text === undefined) return [];
  const map = buildCrateMap(files, read);
  const crate = crateOf(map, file);
  if (crate === undefined) return [];
  const manifest = crate.packageDir === '' ? 'Cargo.toml' : `${crate.packageDir}/Cargo.toml`;
  if (!files.includes(manifest)) return [];
  const code = blankRust(text);
  const blocks = itemBlocks(code, 0, code.length);
  const topLevel = (at: number): boolean => !blocks.some((b) => at > b.open && at < b.close);
  const written = new Set<string>();
  // Extension-like imports (`as _`, a name ending in `Ext` or one the file spells only in its `use`, as the checks take them:
  // rmp-serde's decode.rs also calls `byteorder::ReadBytesExt::read_u8(rd)`): whether their traits have a blanket impl
  // decides whether they may add methods to the crate's types (crate-view's traitReach), so they are read too.
  const extensions = new Set<string>();
  // Another crate's globs (`use chrono::prelude::*;`): whether they bring a trait with a blanket impl (crate-view's globReach).
  const globs = new Set<string>();
  const outsideUses = code.replace(/\buse\s+[^;]*;/g, ' ');
  for (const m of code.matchAll(/\buse\s+([^;]*);/g)) {
    if (!topLevel(m.index ?? 0)) continue;
    // (A re-export, `pub use url::Url;`, is the crate's API, not an extension trait brought in for its methods.)
    const reexport = /\bpub\s*(?:\([^)]*\)\s*)?$/.test(code.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0));
    for (const leaf of useLeaves(m[1]!)) {
      if (/^(?:std|core|alloc)$/.test(leaf.path[0] ?? '')) continue;
      // (`crate::` ones too: a module of the crate root's `use` may be another crate's, `pub use trust_dns_proto as proto;`.)
      if (leaf.bound === '*' && !/^(?:self|super)$/.test(leaf.path[0] ?? '')) globs.add(leaf.path.join('::'));
      if (/^[A-Z]/.test(leaf.bound)) written.add(leaf.bound);
      const last = leaf.path.at(-1) ?? '';
      if (!reexport && !/^(?:crate|self|super)$/.test(leaf.path[0] ?? '') && /^[A-Z]/.test(last) && (leaf.bound === '_' || (leaf.bound === last && (/Ext$/.test(last) || !new RegExp(`\\b${last}\\b`).test(outsideUses))))) extensions.add(leaf.path.join('::'));
    }
  }
  // (The raw texts: an `impl` in a comment only costs a read.)
  const crateTexts = files.filter((f) => f.endsWith('.rs') && crateOf(map, f) === crate).map((f) => (f === file ? text : read.get(f))).filter((t): t is string => t !== undefined);
  // (A derive of the name implements it too: `#[derive(Deserialize)]` with `use serde::Deserialize;` gives the type
  // `Deserialize::deserialize`, whose trait the derive macro shares a name with.)
  const implemented = [...written].filter((n) => crateTexts.some((c) => c.includes(n) && (implementsIn(c, n) || derivesIn(c, n))));
  const parsed = parsedRead?.(file, text) ?? parseRust(text);
  const paths = parsed.definitions.filter((d) => d.declKind === 'impl').flatMap((d) => d.bases)
    .filter((b) => b.includes('::') && !/^(?:::)?(?:std|core|alloc|crate|self|super)::/.test(b));
  const wanted = [...new Set([...extensions, ...implemented, ...paths])].slice(0, MAX_TRAITS);
  const globbed = [...globs].slice(0, Math.max(0, MAX_TRAITS - wanted.length));
  // The traits other files of the crate implement for the types this file implements (rust_decimal's decimal.rs `impl Signed
  // for Decimal` with its `use num_traits::{.., Signed, ..}`, seen from maths.rs, which names them only through `use
  // crate::prelude::*;`): in scope through a glob or not, the checks take their methods from the impl's own file.
  const types = new Set(parsed.definitions.filter((d) => d.declKind === 'impl').map((d) => d.name));
  const elsewhere = types.size === 0 ? [] : implsElsewhere(files.filter((f) => f !== file && f.endsWith('.rs') && crateOf(map, f) === crate), read, types)
    .slice(0, MAX_TRAITS_ELSEWHERE);
  if (wanted.length === 0 && globbed.length === 0 && elsewhere.length === 0) return [];
  if (!read.has(manifest)) return [manifest];
  const traits = crateExternalTraits(map, crate, new Set(files), (p) => (p === file ? text : read.get(p)));
  const out = new Set<string>();
  // (A derived trait with its supertraits, which the derive implements too: crate-view's derivedTraitMethods.)
  const derived = new Set([...written].filter((n) => crateTexts.some((c) => c.includes(n) && derivesIn(c, n))));
  for (const w of wanted) {
    const found = traits.traitFrom(file, w, derived.has(w));
    if (found.kind === 'need') for (const p of found.paths) out.add(p);
  }
  for (const g of globbed) {
    const found = traits.globReach(file, g);
    if (found.kind === 'need') for (const p of found.paths) out.add(p);
  }
  for (const { file: f, trait } of elsewhere) {
    const found = traits.traitFrom(f, trait);
    if (found.kind === 'need') for (const p of found.paths) out.add(p);
  }
  return [...out];
}

/** `impl [<..>] Trait[<..>] for Type` headers of the other files read whose `Type` (last name) is one of `types`, by trait as written. */
function implsElsewhere(crateFiles: readonly string[], read: ReadonlyMap<string, string>, types: ReadonlySet<string>): { file: string; trait: string }[] {
  const out: { file: string; trait: string }[] = [];
  const seen = new Set<string>();
  for (const f of crateFiles) {
    const text = read.get(f);
    if (text === undefined || ![...types].some((t) => text.includes(t)) || !/\bimpl\b/.test(text)) continue;
    const code = blankRust(text);
    for (let i = code.indexOf('impl'); i !== -1; i = code.indexOf('impl', i + 4)) {
      if (/\w/.test(code[i - 1] ?? ' ') || /\w/.test(code[i + 4] ?? ' ')) continue;
      let j = i + 4;
      const end = Math.min(code.length, i + 600);
      while (j < end && code[j] !== '{' && code[j] !== ';') j++;
      const header = code.slice(i + 4, j).replace(/^\s*<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>/, '');
      const at = header.search(/\bfor\b/);
      if (at === -1) continue;
      const trait = header.slice(0, at).trim().replace(/<[\s\S]*$/, '').trim();
      const type = /^\s*for\s+(?:&\s*(?:'\w+\s+)?(?:mut\s+)?)?((?:[A-Za-z_]\w*::)*([A-Za-z_]\w*))/.exec(header.slice(at))?.[2];
      if (type === undefined || !types.has(type) || !/^(?:::)?(?:[A-Za-z_]\w*::)*[A-Z]\w*$/.test(trait) || /^(?:::)?(?:std|core|alloc|crate|self|super)::/.test(trait)) continue;
      const key = `${f}\u0000${trait}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push({ file: f, trait });
      }
    }
  }
  return out;
}
