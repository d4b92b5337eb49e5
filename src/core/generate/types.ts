/**
 * The shapes shared by the language-neutral generation steps and their per-language
 * implementations (src/core/languages/typescript/answer), kept apart so neither imports the other's module.
 */
import type { Definition, ParsedModule, Stub } from '../languages/types.js';
import type { ValidationCache } from './validation-cache.js';

export interface FileContextParts {
  imports: string;
  enclosingClass: string;
  neighbours: string;
}

export type ParsedAnswer =
  | { ok: true; body: string; format: 'json' | 'fenced' | 'plain'; fromDef: boolean }
  /** `final`: asking again would not help (the answer is too large), so no repair round. */
  | { ok: false; problem: string; final?: true };

/** An import the body needs that the file lacks: the exact line, and where it goes in the file. */
export interface NeededImport {
  /** The exact statement, e.g. `from app.users import get_user` or `import { getUser } from './users.js';`. */
  text: string;
  /** 1-based line of the ORIGINAL file after which the statement goes (0 = top of file). */
  afterLine: number;
  /** The names it binds. */
  names: string[];
}

export interface ValidationInput {
  /** Per-process caches of the language checks (createValidationCache); without one, each check builds its own. */
  cache?: ValidationCache;
  source: string;
  parsed: ParsedModule;
  target: Definition;
  stub: Stub;
  /** Body statements at any indentation (the parser hands them over dedented). */
  body: string;
  /** Names defined by the retrieved context. */
  knownNames?: Iterable<string>;
  /** The target's file; its extension picks the language (Python when absent). */
  file?: string;
  /** Repo path → text of every file the job has read, the target's file included. */
  readFiles?: ReadonlyMap<string, string>;
  /**
   * The snapshot's path list, when known: tells a language whether `readFiles` holds every file of
   * a scope (Go's package directory), so that a name none of them declares is an error, not a guess.
   */
  repoFiles?: readonly string[];
  /**
   * The job's own parse of a file it read (retrieval's, for this very text), when it has one:
   * the answer checks read it instead of parsing the file again. Undefined when there is none.
   */
  parsedRead?: (file: string, text: string) => ParsedModule | undefined;
}

export interface ValidationResult {
  ok: boolean;
  errors: string[];
  warnings: string[];
  imports: NeededImport[];
  /** The body indented to the target, ready to replace `stub.bodyRange`. */
  newBody: string;
  newSource: string;
}
