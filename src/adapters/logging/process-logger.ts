/**
 * The worker's logger, handed to Probot (`log`) so it serves Probot, BullMQ's callbacks and ours.
 * Probot's own pretty format drops the time of each line; a line without a time cannot be
 * matched with GitHub's delivery log or another process's lines, so ours keeps it (local time,
 * milliseconds). `json` is one pino object per line, its `time` in epoch milliseconds, as Probot's.
 */
import { Transform } from 'node:stream';
import { pino, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { LogFormat, LogLevel } from '../../config/env.js';

export interface ProcessLoggerOptions {
  level: LogLevel;
  format: LogFormat;
  /** Where lines go (default: standard output). */
  destination?: NodeJS.WritableStream;
}

export function createProcessLogger(opts: ProcessLoggerOptions): Logger {
  const options = { level: opts.level, name: 'probot', messageKey: 'msg' };
  const out = opts.destination ?? process.stdout;
  if (opts.format === 'json') return pino(options, opts.destination === undefined ? pino.destination(1) : out);
  const pretty = prettyFactory({
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
    ignore: 'pid,hostname',
    errorProps: 'status',
    colorize: false,
  });
  const transform = new Transform({
    objectMode: true,
    transform(chunk: Buffer | string, _encoding, done) {
      done(null, pretty(chunk.toString().trim()));
    },
  });
  transform.pipe(out);
  return pino(options, transform);
}
