/**
 * One parse thread of the worker (parse-threads.ts): parses each file it is sent with the language
 * registry's `parseSource`, the very function the event loop would run, and sends the module back
 * (a structured clone: plain data). Nothing else runs here: no I/O, no tokens, no state kept
 * between files but the grammars' parsers.
 */
import { parentPort } from 'node:worker_threads';
import { z } from 'zod';
import { parseSource } from '../../core/languages/index.js';

const requestSchema = z.object({ id: z.number().int(), text: z.string(), file: z.string() });

const port = parentPort;
if (port === null) throw new Error('parse-thread.ts runs as a worker thread (parse-threads.ts starts it)');
// Loaded (grammars and front ends): the parse deadline starts now, not while the thread started.
port.postMessage({ ready: true });
port.on('message', (message: unknown) => {
  const request = requestSchema.safeParse(message);
  if (!request.success) return;
  const { id, text, file } = request.data;
  try {
    port.postMessage({ id, ok: true, parsed: parseSource(text, file) });
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
