/**
 * The language front-end port: what the graph, retrieval, generation and review need from a
 * language. Each front end turns a file into the same plain data (../types.ts): definitions
 * with qualified names and line ranges, references, imports/exports, stubs with the exact body
 * range to replace, a parse check, signature text and the comment/docstring of a definition.
 */
import type { ParsedModule, Stub } from './types.js';

export type LanguageId = 'python' | 'typescript';

export interface SyntaxProblemInfo {
  line: number;
  message: string;
}

export interface LanguageFrontEnd {
  readonly id: LanguageId;
  /** For prompts and messages: 'Python', 'TypeScript'. */
  readonly displayName: string;
  /** File name endings this front end reads, e.g. ['.py', '.pyi']. */
  readonly extensions: readonly string[];
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

/** The extension of a path including the dot, lower-cased ('.d.ts' counts as '.ts'). */
export function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}
