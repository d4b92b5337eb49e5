/**
 * One archive download in a thread of its own (archive-off-thread.ts starts it, one per download):
 * the link's body is fetched, gunzipped, walked and hashed here, so the archive lands however busy
 * the job's event loop is. On the loop every body chunk and every gunzip chunk waited for a turn
 * between the walk's parses: django's hedge landed after the walks' rounds it was meant to save.
 * The kept files go back in one transferred buffer (no copy across threads); errors go back by name
 * with what their classes need, and the deadlines are the same as on the loop (archive-deadline.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { extensionOf } from '../../core/languages/language.js';
import { ArchiveTimeoutError, startDownloadClock } from './archive-deadline.js';
import { archiveThreadInputSchema, type ArchiveThreadReply } from './archive-thread-protocol.js';
import { ArchiveFormatError, ArchiveTooLargeError, extractTarGz } from './tar-extract.js';

async function main(): Promise<void> {
  const port = parentPort;
  if (port === null) throw new Error('archive-thread.ts runs as a worker thread (archive-off-thread.ts starts it)');
  const send = (reply: ArchiveThreadReply, transfer: ArrayBuffer[] = []): void => port.postMessage(reply, transfer);
  // A standby (archive-thread-standby.ts) was started ahead of its download: its input comes by message.
  const standby = (workerData as { standby?: unknown } | null)?.standby === true;
  // Node loads fetch (undici) on its first use: a standby does it while idle, not when its download starts.
  if (standby && typeof fetch !== 'function') throw new Error('the archive thread needs fetch');
  const raw: unknown = standby ? await new Promise((resolve) => port.once('message', resolve)) : workerData;
  send({ kind: 'started' });
  const input = archiveThreadInputSchema.parse(raw);
  const extensions = new Set(input.keepExtensions);
  const names = new Set(input.keepNames);
  const clock = startDownloadClock(input.deadlines);
  try {
    // The link carries its own token: nothing of ours is sent.
    const res = await fetch(input.url, { redirect: 'follow', signal: clock.signal }).catch((error: unknown) => {
      if (clock.signal.aborted) throw error;
      return undefined;
    });
    if (res === undefined || !res.ok || res.body === null) {
      await res?.body?.cancel().catch(() => undefined);
      send({ kind: 'no-body' });
      return;
    }
    const paths: string[] = [];
    const result = await extractTarGz(clock.watch(res.body), {
      keep: (path) => {
        paths.push(path);
        return extensions.has(extensionOf(path)) || names.has(path.slice(path.lastIndexOf('/') + 1));
      },
      maxFileBytes: input.maxFileBytes,
      maxTotalBytes: input.maxTotalBytes,
      ...(input.maxKeptBytes === undefined ? {} : { maxKeptBytes: input.maxKeptBytes }),
      ...(input.maxMetaBytes === undefined ? {} : { maxMetaBytes: input.maxMetaBytes }),
    });
    // One buffer for every kept file, transferred: the loop makes views of it, copying nothing.
    let size = 0;
    for (const file of result.files.values()) size += file.bytes.length;
    const buffer = new ArrayBuffer(size);
    const all = new Uint8Array(buffer);
    const entries: Array<{ path: string; offset: number; length: number; blobSha: string }> = [];
    let offset = 0;
    for (const [path, file] of result.files) {
      all.set(file.bytes, offset);
      entries.push({ path, offset, length: file.bytes.length, blobSha: file.blobSha });
      offset += file.bytes.length;
    }
    send({ kind: 'done', paths, entries, skipped: result.skipped, totalBytes: result.totalBytes, ...(result.commit === undefined ? {} : { commit: result.commit }), buffer }, [buffer]);
  } catch (caught) {
    const error = clock.explain(caught);
    if (error instanceof ArchiveTimeoutError) send({ kind: 'error', name: error.name, which: error.which, limitMs: error.limitMs });
    else if (error instanceof ArchiveTooLargeError) send({ kind: 'error', name: error.name, limitBytes: error.limitBytes });
    else if (error instanceof ArchiveFormatError) send({ kind: 'error', name: error.name, detail: error.detail });
    else send({ kind: 'error', name: 'Error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    clock.stop();
  }
}

await main();
