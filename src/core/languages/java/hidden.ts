/** Java's public surface: `private` members are hidden (package-private ones stay visible to the package's files). */
import type { Definition } from '../types.js';

/** True when the declaration's modifiers (its signature starts with them) include `private`. */
export function isPrivate(def: Definition): boolean {
  return /^(?:[a-z-]+\s+)*private\b/.test(def.signature);
}
