/** What the loop and an archive thread (archive-thread.ts, archive-off-thread.ts) say to each other, checked on both sides. */
import { z } from 'zod';

export const archiveThreadInputSchema = z.object({
  url: z.string().regex(/^https?:\/\//),
  /** Files kept by extension or by exact file name (the registry's ARCHIVE_KEEP: sources and the manifests they read). */
  keepExtensions: z.array(z.string()),
  keepNames: z.array(z.string()),
  maxFileBytes: z.number().int().positive(),
  maxTotalBytes: z.number().int().positive(),
  maxKeptBytes: z.number().positive().optional(),
  maxMetaBytes: z.number().int().positive().optional(),
  deadlines: z.object({ totalMs: z.number().positive(), idleMs: z.number().positive() }),
});
export type ArchiveThreadInput = z.infer<typeof archiveThreadInputSchema>;

export const archiveThreadReplySchema = z.discriminatedUnion('kind', [
  /** Loaded: from here on the download may have begun, and a failure is never retried on the loop. */
  z.object({ kind: z.literal('started') }),
  /** The link gave no body (expired, refused): nothing was downloaded; the API route is the loop's to try. */
  z.object({ kind: z.literal('no-body') }),
  z.object({
    kind: z.literal('done'),
    paths: z.array(z.string()),
    entries: z.array(z.object({ path: z.string(), offset: z.number().int().nonnegative(), length: z.number().int().nonnegative(), blobSha: z.string() })),
    skipped: z.array(z.object({ path: z.string(), size: z.number(), reason: z.enum(['too-large', 'over-budget']) })),
    totalBytes: z.number(),
    commit: z.string().optional(),
    buffer: z.instanceof(ArrayBuffer),
  }),
  z.object({
    kind: z.literal('error'),
    name: z.string(),
    message: z.string().optional(),
    which: z.enum(['total', 'idle']).optional(),
    limitMs: z.number().optional(),
    limitBytes: z.number().optional(),
    detail: z.string().optional(),
  }),
]);
export type ArchiveThreadReply = z.infer<typeof archiveThreadReplySchema>;
