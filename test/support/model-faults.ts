/** Scripted model faults for the fault suite, beside the builders in openai-server.ts. */
import type { ScriptedReply } from './openai-server.js';

/** A model that takes the request and never answers (an hour; the server drops the socket on close). */
export function hangingReply(): ScriptedReply {
  return { kind: 'content', content: 'too late', delayMs: 3_600_000 };
}
