/**
 * The registry: the only file that names the languages DyCoder reads. Everything that lists
 * languages (file globs, the default `paths`, skip folders, help texts, messages) is derived from
 * LANGUAGES, and shared code reaches a language only through the Language interface.
 * Python is the default for anything no language claims, so callers that only ever handled
 * Python keep working unchanged.
 */
import { extensionOf, type Language } from './language.js';
import { go } from './go/language.js';
import { java } from './java/language.js';
import { python } from './python/language.js';
import { rust } from './rust/language.js';
import { typeScript } from './typescript/language.js';
import type { ParsedModule } from './types.js';

export type { Language, LanguageFrontEnd, SyntaxProblemInfo } from './language.js';
export { extensionOf } from './language.js';

/** Every registered language, in the order texts list them. */
export const LANGUAGES: readonly Language[] = [python, typeScript, go, rust, java];

/** The language of anything unclaimed (the historical default). */
const DEFAULT_LANGUAGE: Language = python;

const byExtension = new Map<string, Language>(LANGUAGES.flatMap((l) => l.extensions.map((ext) => [ext, l] as const)));

/** The language of a file by its name, or undefined for files no language reads. */
export function languageOf(file: string): Language | undefined {
  return byExtension.get(extensionOf(file));
}

/** True for the source files some language reads (what retrieval indexes). */
export function isSourceFile(file: string): boolean {
  return languageOf(file) !== undefined;
}

const MANIFEST_NAMES = new Set(LANGUAGES.flatMap((l) => l.manifestNames ?? []));

/** True for the files besides sources some language reads (Language.manifestNames: package.json, go.mod, ...). */
export function isManifestFile(file: string): boolean {
  return MANIFEST_NAMES.has(file.slice(file.lastIndexOf('/') + 1));
}

/** What an archive of the commit keeps for a job: every language's sources and the manifests they read. */
export const ARCHIVE_KEEP = { extensions: LANGUAGES.flatMap((l) => l.extensions), names: [...MANIFEST_NAMES] } as const;

/** The language for a file; the default language for anything unclaimed. */
export function languageFor(file: string): Language {
  return languageOf(file) ?? DEFAULT_LANGUAGE;
}

/** Parses a file with its language's front end. */
export function parseSource(source: string, file: string): ParsedModule {
  return languageFor(file).parse(source, file);
}

/** The default `paths` globs of .github/dycoder.yml: every language's source files. */
export const SOURCE_GLOBS: readonly string[] = LANGUAGES.flatMap((l) => l.sourceGlobs);

/** Folder names a local scan never enters (version control aside): every language's. */
export const SKIP_FOLDERS: readonly string[] = [...new Set(LANGUAGES.flatMap((l) => l.skipFolders))];

/** 'a, b or c' (and 'a or b', 'a'). */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

/** For texts: 'Python, TypeScript/JavaScript'. */
export const LANGUAGE_NAMES: string = LANGUAGES.map((l) => l.familyName).join(', ');

/** For texts: 'Python, TypeScript or JavaScript' (every language and dialect, one by one). */
export const LANGUAGE_NAMES_OR: string = orList(LANGUAGES.flatMap((l) => l.familyName.split('/')));

/**
 * The stub idioms of every language, for help texts: "Python bodies that are only `pass`, `...`
 * or `raise NotImplementedError`, and TypeScript/JavaScript bodies that are only ...".
 */
export const STUB_IDIOMS_TEXT: string = LANGUAGES.map((l) => `${l.familyName} bodies that are only ${orList(l.stubIdioms)}`).join(', and ');

/**
 * How many of `paths` are source files of the languages `targetFiles` are written in (what a
 * target's read cap is a share of: retrieval reads only its own language's files). With no
 * target file of a known language, the language with the most files in `paths` counts.
 */
export function sourceFilesFor(paths: readonly string[], targetFiles: readonly string[]): number {
  const counts = new Map<Language, number>();
  for (const path of paths) {
    const language = languageOf(path);
    if (language !== undefined) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const wanted = new Set(targetFiles.map(languageOf).filter((l): l is Language => l !== undefined));
  if (wanted.size === 0) return Math.max(0, ...counts.values());
  return [...wanted].reduce((n, l) => n + (counts.get(l) ?? 0), 0);
}

/** Of `files`, those whose overridden not-implemented methods count as interfaces (Language.interfaceExtensions). */
export function interfaceFiles(files: readonly string[]): string[] {
  return files.filter((f) => languageOf(f)?.interfaceExtensions.includes(extensionOf(f)) === true);
}
