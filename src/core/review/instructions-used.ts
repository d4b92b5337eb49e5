/**
 * The review's details row naming where the people's guidance in the prompts came from
 * (maintainers' instructions, a thread's instruction). The sources quote repository text (a
 * `pathInstructions` glob): made inert, and `|` escaped so the table keeps its shape.
 */
import { sanitizeUserText } from './user-text.js';

export function instructionsUsedRow(sources: readonly string[] | undefined): string[] {
  if (sources === undefined || sources.length === 0) return [];
  const cell = sources.slice(0, 10).map((s) => sanitizeUserText(s, 160).replace(/\|/g, '\\|')).join(' · ');
  return [`| Instructions used | ${cell} |`];
}
