/** Go's public surface: a name is exported when it starts with an upper-case letter. */
import type { Definition } from '../types.js';

export function isUnexported(def: Definition): boolean {
  return !/^\p{Lu}/u.test(def.name);
}
