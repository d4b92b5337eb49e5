/**
 * The shapes shared by the language-neutral generation steps and their per-language
 * implementations (src/core/languages/typescript/answer), kept apart so neither imports the other's module.
 */
import type { Definition, ParsedModule, Stub } from '../languages/types.js';

export interface FileContextParts {
  imports: string;
  enclosingClass: string;
  neighbours: string;
}

export type ParsedAnswer =
  | { ok: true; body: string; format: 'json' | 'fenced' | 'plain'; fromDef: boolean }
  /** `final`: asking again would not help (the answer is too large), so no repair round. */
  | { ok: false; problem: string; final?: true };

export interface ValidationInput {
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
}

export interface ValidationResult {
  ok: boolean;
  errors: string[];
  warnings: string[];
  /** The body indented to the target, ready to replace `stub.bodyRange`. */
  newBody: string;
  newSource: string;
}
