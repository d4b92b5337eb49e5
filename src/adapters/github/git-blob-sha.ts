/**
 * Git's object name of a blob: sha1("blob <len>\0" + bytes). Caches keyed by blob SHA are shared
 * across installations, so text enters them only when this equals the key: a tarball's file can
 * differ from its blob (`export-subst`, LFS), and one tenant's text must never answer another's read.
 */
import { createHash } from 'node:crypto';

export function gitBlobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
