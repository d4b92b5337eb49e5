/**
 * bench:validate-brace, Rust: an independent label for each wrong-member mutant (session 17, issue 22), computed by the
 * generator from the whole crate and the registry's sources of its dependencies, never by the answer check:
 * - "closed": the receiver's type (`self`'s: the impl's type) is declared in the crate as an item (a `struct`/`enum`/
 *   `union`/`trait` the parser sees, not one inside a macro invocation), and no trait of another crate in scope in the
 *   target's file (a named `use` of a capitalized name, `use x::Trait as _`, or another crate's glob) is implemented by it
 *   (`impl Trait for Type` anywhere in the crate, or a derive) or has a blanket impl in its crate's source covering it
 *   (`impl<T: Bounds> Trait for T` whose bounds the type implements, auto traits aside; read from
 *   /usr/share/cargo/registry; a dependency whose source is not there counts as covering it);
 * - "open" otherwise: another crate may give the type the very method the mutant names.
 * Extra rows beside the headline (which stays all wrong-member mutants).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseRust } from '../../src/core/languages/rust/parse-module.js';
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';

const REGISTRY = '/usr/share/cargo/registry';
const STD = new Set(['std', 'core', 'alloc', 'crate', 'self', 'super']);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const walk = (dir: string): string[] => readdirSync(dir).sort().flatMap((e) => {
  const p = join(dir, e);
  return statSync(p).isDirectory() ? walk(p) : p.endsWith('.rs') ? [p] : [];
});

/**
 * The .rs sources of a crate folder of a registry: its src/ tree; a crate without src/ (fnv-1.0.7: `[lib] path = "lib.rs"`)
 * its library file as Cargo.toml names it; undefined (with `note` told why) when neither is there — a folder of checksum
 * files only, as Debian's registry holds for some crates (session 28: held out 20's run crashed on fnv-1.0.7).
 */
export function crateFolderSources(folder: string, note: (line: string) => void = () => {}): string[] | undefined {
  if (existsSync(join(folder, 'src'))) return walk(join(folder, 'src'));
  const toml = existsSync(join(folder, 'Cargo.toml')) ? readFileSync(join(folder, 'Cargo.toml'), 'utf8') : '';
  const lib = /^\[lib\][^[]*?^path\s*=\s*"([^"]+\.rs)"/m.exec(toml)?.[1];
  if (lib !== undefined && existsSync(join(folder, lib))) return [join(folder, lib)];
  note(`${folder}: no src/ and no [lib] path file; its traits are not read (counted as covering: open)`);
  return undefined;
}

/** The .rs sources of a dependency crate of the registry by its `use` name (`futures_util` -> futures-util-0.3.21), newest first. */
const depSources = new Map<string, string[] | undefined>();
function sourcesOf(crate: string): string[] | undefined {
  if (depSources.has(crate)) return depSources.get(crate);
  const re = new RegExp(`^${crate.split('_').map(escape).join('[-_]')}-\\d`);
  const dirs = readdirSync(REGISTRY).filter((d) => re.test(d)).sort().reverse();
  const files = dirs.length === 0 ? undefined : crateFolderSources(join(REGISTRY, dirs[0]!), (line) => console.log(`member split: ${line}`));
  depSources.set(crate, files);
  return files;
}

/** Traits every type may have without an impl header naming it (auto and marker traits). */
const AUTO = new Set(['Sized', 'Send', 'Sync', 'Unpin', 'Any', 'UnwindSafe', 'RefUnwindSafe']);

/**
 * Whether another crate's source has a blanket impl of `trait` covering a type that implements `implemented`
 * (`impl<T: ?Sized + Stream> StreamExt for T` covers only a `Stream`; `impl<T> Instrument for T` every type).
 */
function blanketCovers(crate: string, trait: string, implemented: ReadonlySet<string>): boolean {
  const files = sourcesOf(crate);
  // No source to read: counted as covering (open).
  if (files === undefined) return true;
  const re = new RegExp(`\\bimpl\\s*<([^{;]*?)>\\s*(?:[\\w:]+::)?${escape(trait)}\\b(?:\\s*<[^{;]*?>)?\\s+for\\s+&?\\s*(?:mut\\s+)?([A-Z]\\w*)\\s*(where\\b[^{]*)?\\{`, 'g');
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(re)) {
      const param = m[2]!;
      const generics = m[1]!;
      if (!generics.split(',').map((p) => p.trim().split(/[\s:]/)[0]).includes(param)) continue;
      // The bounds on the parameter, in the generics and the where clause: trait names (a `?Sized` relaxes, no bound).
      const own = new RegExp(`(?:^|,)\\s*${escape(param)}\\s*:([^,]*(?:<[^>]*>[^,]*)*)`).exec(generics)?.[1] ?? '';
      const where = new RegExp(`\\b${escape(param)}\\s*:([^,{]*(?:<[^>]*>[^,{]*)*)`).exec(m[3] ?? '')?.[1] ?? '';
      const bounds = [...`${own} ${where}`.replace(/\?\s*Sized/g, '').replace(/<[^<>]*>/g, '').matchAll(/\b([A-Z]\w*)\b/g)].map((x) => x[1]!);
      if (bounds.every((b) => implemented.has(b) || AUTO.has(b))) return true;
    }
  }
  return false;
}

export interface CrateIndex {
  parsed: Map<string, ParsedModule>;
  texts: Map<string, string>;
}

export function indexCrate(root: string, files: readonly string[]): CrateIndex {
  const texts = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')] as const));
  const parsed = new Map([...texts].map(([f, t]) => [f, parseRust(t)] as const));
  return { parsed, texts };
}

/** "closed" or "open" for a wrong-member mutant on `self` in `target` (see the file's comment). */
export function memberSplit(crate: CrateIndex, file: string, fileParsed: ParsedModule, target: Definition): 'closed' | 'open' {
  const type = target.parent?.split('.').at(-1);
  if (type === undefined) return 'open';
  const declared = [...crate.parsed.values()].some((p) => p.definitions.some((d) => d.name === type && d.kind === 'class' && /^(?:struct|enum|union|trait)$/.test(d.declKind ?? '')));
  if (!declared) return 'open';
  // Traits of the type: every impl header naming it, crate-wide.
  const implemented = new Set<string>();
  // Derived traits count as implemented (`#[derive(Debug, Serialize)]`).
  for (const p of crate.parsed.values()) {
    for (const d of p.definitions.filter((x) => x.name === type && x.kind === 'class')) {
      for (const a of d.decorators) for (const n of /derive\s*\(([^)]*)\)/.exec(a)?.[1]?.split(',') ?? []) implemented.add(n.trim().split('::').at(-1) ?? '');
    }
  }
  const header = new RegExp(`\\bimpl\\b[^{;]*?\\b([A-Z]\\w*)(?:<[^{;]*?>)?\\s+for\\s+(?:[\\w:]+::)?${escape(type)}\\b`, 'g');
  for (const t of crate.texts.values()) for (const m of t.matchAll(header)) implemented.add(m[1]!);
  const crateModules = new Set([...crate.parsed.keys()].map((f) => f.replace(/^src\//, '').split('/')[0]!.replace(/\.rs$/, '')));
  for (const b of fileParsed.imports.filter((x) => x.scope === undefined || target.qualname.startsWith(`${x.scope}.`))) {
    const head = b.module.replace(/^::/, '').split('::')[0] ?? '';
    if (STD.has(head) || crateModules.has(head)) continue;
    if (b.boundName === '*') return 'open';
    const trait = b.boundName === '_' ? b.name ?? '' : b.name ?? b.boundName;
    if (!/^[A-Z]/.test(trait)) continue;
    if (implemented.has(trait) || blanketCovers(head, trait, implemented)) return 'open';
  }
  return 'closed';
}
