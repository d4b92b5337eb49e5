/**
 * What the Rust answer checks read beside the files retrieval read (Language.scopeFiles): every `.rs` file of the
 * target's crate, up to MAX_CRATE_FILES. A type's `impl` blocks (inherent and of traits) may be in any file of its crate,
 * so a missing member is certain only when all of them were read; past the limit, member findings are notes.
 * Session 12 read at most 60 files: lalrpop, trust-dns-proto and sequoia-openpgp (111-118 files) left every wrong member a note.
 * A file in no crate by the paths alone asks for its package's Cargo.toml first (the next round reads its `[lib] path`).
 * Then (session 22) the files of other crates that declare the traits the crate implements and the target's file brings into
 * scope (dependency-reads.ts), read under the `rust` dependencies when a job has them.
 */
import type { ParsedModule } from '../../types.js';
import { crateFilesOf } from './crate-view.js';
import { rustDependencyReads } from './dependency-reads.js';

/** Files of the target's crate read for the answer checks, at most. */
export const MAX_CRATE_FILES = 300;

export function rustScopeFiles(file: string, files: readonly string[], read?: ReadonlyMap<string, string>, source?: string,
  parsedRead?: (file: string, text: string) => ParsedModule | undefined): string[] {
  const all = crateFilesOf(file, files, read);
  const own = all.length <= MAX_CRATE_FILES ? all : (() => {
    // Too many: the target's own directory tree first (its module and the modules beside it), then the rest.
    const dir = file.replace(/[^/]*$/, '');
    return [...all.filter((f) => f.startsWith(dir)), ...all.filter((f) => !f.startsWith(dir))].slice(0, MAX_CRATE_FILES);
  })();
  // The dependencies' files by what is read so far (the pipeline asks again once the crate's files are: their `impl`s say
  // which traits matter).
  return read === undefined ? own : [...own, ...rustDependencyReads(file, files, read, source, parsedRead)];
}
