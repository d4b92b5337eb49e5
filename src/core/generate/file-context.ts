/**
 * What the model sees of the target's own file: its imports, the enclosing class and the
 * neighbouring definitions, as outlines in the file's language (Language.generation.fileContext).
 */
import { languageFor } from '../languages/index.js';
import type { Definition, ParsedModule } from '../languages/types.js';
import type { FileContextParts } from './types.js';

export type { FileContextParts };

/** `file` picks the language (the default language when absent). */
export function buildFileContext(source: string, parsed: ParsedModule, target: Definition, file?: string): FileContextParts {
  return languageFor(file ?? '').generation.fileContext(source, parsed, target, file ?? '');
}
