/**
 * Where a new `use` line goes in a Rust file: after the last top-level `use` declaration (its
 * last line, for a tree over several lines), else after the file's leading inner doc comments and
 * attributes (`//!`, `#![...]`), else at the top.
 */
import type { ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';

export function useLine(source: string, parsed: ParsedModule, text: string): Omit<NeededImport, 'names'> {
  const lines = source.split('\n');
  const top = parsed.imports.filter((b) => b.scope === undefined && /^(pub(\([^)]*\))?\s+)?use\s/.test(lines[b.line - 1] ?? ''));
  if (top.length > 0) return { text, afterLine: Math.max(...top.map((b) => b.endLine ?? b.line)) };
  let i = 0;
  while (i < lines.length && /^\s*(\/\/!.*|#!\[.*\]\s*|)$/.test(lines[i] ?? '')) i++;
  while (i > 0 && (lines[i - 1] ?? '').trim() === '') i--;
  return { text, afterLine: i };
}
