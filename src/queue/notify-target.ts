/** A command comment that asked for targets a job took over: it gets that job's 🚀 or 😕. */
import { z } from 'zod';

export const notifyTargetSchema = z.object({ kind: z.enum(['comment', 'review-comment']), commentId: z.number().int().positive() });
export type NotifyTarget = z.infer<typeof notifyTargetSchema>;
