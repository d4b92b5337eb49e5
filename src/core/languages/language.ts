/**
 * The Language interface: everything the shared graph, retrieval, generation and review code
 * asks of a language. Each language folder (./python, ./typescript) implements it; the registry
 * (./index.ts) is the only place that names them. Shared code never switches on a language's id:
 * it asks the Language for the rule instead, so a new language is one folder and one registry line.
 */
import type { ParsedModule, Stub } from './types.js';

export interface SyntaxProblemInfo {
  line: number;
  message: string;
}

export interface LanguageFrontEnd {
  /** Stable id ('python', 'typescript'): logs, test names and benchmark rows; never branched on. */
  readonly id: string;
  /** For prompts and messages: 'Python', 'TypeScript'. */
  readonly displayName: string;
  /** For user-facing lists of what DyCoder reads: 'Python', 'TypeScript/JavaScript'. */
  readonly familyName: string;
  /** File name endings this front end reads, e.g. ['.py', '.pyi']. */
  readonly extensions: readonly string[];
  /** The default `paths` globs of .github/dycoder.yml: where this language's stubs are looked for. */
  readonly sourceGlobs: readonly string[];
  /** Folder names a local scan never enters for this language (installed packages, caches). */
  readonly skipFolders: readonly string[];
  /** The stub bodies this language recognises, as markdown for help texts and messages. */
  readonly stubIdioms: readonly string[];
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

export type Language = LanguageFrontEnd;

/** The extension of a path including the dot, lower-cased ('.d.ts' counts as '.ts'). */
export function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}
