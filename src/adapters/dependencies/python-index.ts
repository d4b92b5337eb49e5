/**
 * The Python dependencies of a repository from a package index (PEP 691 JSON or PEP 503 HTML simple pages) and its
 * wheels — the app's adapter (core/dependencies/port.ts). Off unless configured: the index's URL comes from the
 * environment (DYCODER_PYTHON_INDEX_URL); no index is named in code.
 *
 * A module path (`pecan/rest.py`) is looked for in the wheel of the distribution named like its top-level package,
 * then in the wheels of the repository's other requirements (their `top_level.txt` / RECORD say which packages they
 * hold), at the pinned version or else the newest. Every request has a deadline; a wheel over its size cap is not
 * downloaded (Content-Length) or stops being read at the cap; members are inflated with their output capped
 * (zip.ts, the reader Java's jars use). Any failure is "not available". What one adapter (one job) downloads is capped in all
 * (`maxJobWheelBytes`). What was read is cached by (index URL, distribution, version, path), at most CACHE_CHARS characters:
 * public index content only.
 */
import { z } from 'zod';
import type { DependencySource } from '../../core/dependencies/port.js';
import { normalizeDistribution, type PythonRequirement } from '../../core/dependencies/python-requirements.js';
import { decodeSourceFile } from '../../core/source/file-content.js';
import { bufferAccess, openZip, type ZipReader } from './zip.js';

export interface PythonIndexOptions {
  /** The simple index's base URL (`.../simple/`). */
  indexUrl: string;
  /** The repository's requirements (read lazily, once). */
  requirements: () => Promise<readonly PythonRequirement[]>;
  fetch?: typeof fetch;
  /** Deadline of each HTTP request, ms (default 10 s). */
  requestMs?: number;
  /** A wheel larger than this is not read (default 16 MB). */
  maxWheelBytes?: number;
  /** A member inflated past this is not read (default 512 KB). */
  maxFileBytes?: number;
  /** Wheel bytes one adapter (one job) downloads in all (default 32 MB): the wheels it opened stay in memory for the job. */
  maxJobWheelBytes?: number;
  /** Other requirements' wheels opened per adapter to find a module's distribution (default 6). */
  maxSearchedWheels?: number;
  /** Shared between jobs: (index URL, distribution, version, path) -> text or null (not there). */
  cache?: Map<string, string | null>;
}

const CACHE_ENTRIES = 2000;
/** The shared cache's texts in all, characters (what it holds stays bounded whatever the members' sizes). */
const CACHE_CHARS = 16 * 1024 * 1024;

const projectJson = z.object({
  files: z.array(z.object({ filename: z.string(), url: z.string(), yanked: z.union([z.boolean(), z.string()]).optional() })),
});

interface Wheel {
  version: string;
  zip: ZipReader;
  topLevel: ReadonlySet<string>;
}

/** PEP 440 versions compared well enough for "newest": numeric release parts, then pre-releases before the release. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string): { release: number[]; pre: boolean } => {
    const m = /^(\d+(?:\.\d+)*)(.*)$/.exec(v.replace(/^v/i, '')) ?? ['', '0', v];
    const [, release = '0', rest = ''] = m;
    return { release: release.split('.').map(Number), pre: /^(a|b|rc|\.?dev|alpha|beta|c)/i.test(rest) };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.release.length, y.release.length); i++) {
    const d = (x.release[i] ?? 0) - (y.release[i] ?? 0);
    if (d !== 0) return d;
  }
  return Number(y.pre) - Number(x.pre);
}

/** `dist-1.2.3-py3-none-any.whl` -> its distribution, version and how pure it is (0 best). */
function wheelName(filename: string): { name: string; version: string; rank: number } | undefined {
  const m = /^([^-]+)-([^-]+)(?:-\d[^-]*)?-([^-]+)-([^-]+)-([^-]+)\.whl$/.exec(filename);
  if (!m) return undefined;
  const rank = m[5] === 'any' ? (m[3]!.includes('py3') ? 0 : 1) : 2;
  return { name: normalizeDistribution(m[1]!), version: m[2]!, rank };
}

/** Oldest first out, until the cache is within CACHE_ENTRIES entries and CACHE_CHARS characters. */
function remember(cache: Map<string, string | null>, key: string, text: string | null): void {
  cache.set(key, text);
  let chars = 0;
  for (const v of cache.values()) chars += v?.length ?? 0;
  for (const [k, v] of cache) {
    if (cache.size <= CACHE_ENTRIES && chars <= CACHE_CHARS) break;
    cache.delete(k);
    chars -= v?.length ?? 0;
  }
}

export function createPythonIndexDependencies(options: PythonIndexOptions): DependencySource {
  const fetchImpl = options.fetch ?? fetch;
  const requestMs = options.requestMs ?? 10_000;
  const maxWheelBytes = options.maxWheelBytes ?? 16 * 1024 * 1024;
  const maxFileBytes = options.maxFileBytes ?? 512 * 1024;
  const cache = options.cache ?? new Map<string, string | null>();
  const base = options.indexUrl.endsWith('/') ? options.indexUrl : `${options.indexUrl}/`;
  const maxJobWheelBytes = options.maxJobWheelBytes ?? 32 * 1024 * 1024;
  let wheelBytes = 0;
  const wheels = new Map<string, Promise<Wheel | undefined>>();
  let requirements: Promise<readonly PythonRequirement[]> | undefined;
  let searched = 0;

  async function get(url: string, signal: AbortSignal, accept: string): Promise<Response | undefined> {
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(requestMs)]);
    const res = await fetchImpl(url, { signal: deadline, headers: { accept }, redirect: 'follow' });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return undefined;
    }
    return res;
  }

  /** The body, read up to `cap` bytes; undefined past it (the Content-Length is checked first). */
  async function bodyOf(res: Response, cap: number): Promise<Buffer | undefined> {
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > cap || res.body === null) {
      await res.body?.cancel().catch(() => undefined);
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    // Leaving the loop early cancels the stream (the rest is never downloaded).
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > cap) return undefined;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  /** The distribution's wheel files from its simple page: JSON (PEP 691) or HTML anchors (PEP 503). */
  async function wheelFiles(name: string, signal: AbortSignal): Promise<{ filename: string; url: string }[]> {
    const pageUrl = new URL(`${name}/`, base).toString();
    const res = await get(pageUrl, signal, 'application/vnd.pypi.simple.v1+json, text/html;q=0.1');
    if (res === undefined) return [];
    const body = await bodyOf(res, 8 * 1024 * 1024);
    if (body === undefined) return [];
    const text = body.toString('utf8');
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      const parsed = projectJson.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data.files.filter((f) => f.yanked === undefined || f.yanked === false).map((f) => ({ filename: f.filename, url: new URL(f.url, pageUrl).toString() })) : [];
    }
    // An anchor's attributes, then its text: each part stops at a character it cannot hold (no backtracking).
    return [...text.matchAll(/<a\s([^>]{0,4000})>([^<]{1,300})<\/a>/gi)].flatMap((m) => {
      const href = /\bhref="([^"]{1,3000})"/i.exec(m[1]!)?.[1];
      return href === undefined || /data-yanked/i.test(m[1]!) ? [] : [{ filename: m[2]!.trim(), url: new URL(href.replace(/&amp;/g, '&'), pageUrl).toString() }];
    });
  }

  async function openWheel(name: string, version: string | undefined, signal: AbortSignal): Promise<Wheel | undefined> {
    const files = (await wheelFiles(name, signal)).flatMap((f) => { const w = wheelName(f.filename); return w && w.name === name ? [{ ...f, ...w }] : []; });
    const versions = [...new Set(files.map((f) => f.version))].sort(compareVersions);
    const chosen = version ?? versions[versions.length - 1];
    const file = files.filter((f) => f.version === chosen).sort((a, b) => a.rank - b.rank)[0];
    if (file === undefined) return undefined;
    const res = await get(file.url, signal, 'application/octet-stream');
    const bytes = res === undefined ? undefined : await bodyOf(res, Math.min(maxWheelBytes, maxJobWheelBytes - wheelBytes));
    if (bytes === undefined) return undefined;
    wheelBytes += bytes.length;
    const zip = await openZip(bufferAccess(bytes), { maxDirectoryBytes: 4 * 1024 * 1024, maxEntryBytes: maxFileBytes, maxEntries: 50_000 }).catch(() => undefined);
    if (zip === undefined) return undefined;
    const topLevel = new Set<string>();
    const listed = [...zip.entries.keys()].find((name) => /^[^/]+\.dist-info\/top_level\.txt$/.test(name));
    const listing = listed === undefined ? undefined : await zip.read(listed);
    const text = listing === undefined ? undefined : Buffer.from(listing).toString('utf8');
    for (const line of text?.split('\n') ?? []) if (line.trim() !== '') topLevel.add(line.trim());
    for (const name of zip.entries.keys()) {
      const top = /^([A-Za-z_]\w*)(?:\/|\.py$)/.exec(name)?.[1];
      if (top !== undefined && !name.includes('.dist-info/') && !name.includes('.data/')) topLevel.add(top);
    }
    return { version: chosen!, zip, topLevel };
  }

  function wheel(name: string, version: string | undefined, signal: AbortSignal): Promise<Wheel | undefined> {
    const key = `${name}\0${version ?? ''}`;
    let w = wheels.get(key);
    if (w === undefined) {
      w = openWheel(name, version, signal).catch(() => undefined);
      wheels.set(key, w);
    }
    return w;
  }

  async function member(w: Wheel, name: string, path: string): Promise<string | undefined> {
    const key = `${base}\0${name}\0${w.version}\0${path}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit ?? undefined;
    const bytes = await w.zip.read(path);
    const decoded = bytes === undefined ? undefined : decodeSourceFile(bytes, { maxBytes: maxFileBytes });
    const text = decoded?.ok === true ? decoded.text : undefined;
    remember(cache, key, text ?? null);
    return text;
  }

  return {
    async readFile(path, signal) {
      if (!/^(?:[A-Za-z_]\w*\/)*[A-Za-z_]\w*\.pyi?$/.test(path)) return undefined;
      const top = path.split('/')[0]!.replace(/\.pyi?$/, '');
      try {
        requirements ??= options.requirements().catch(() => []);
        const reqs = await requirements;
        const own = normalizeDistribution(top);
        const pinned = reqs.find((r) => r.name === own);
        const first = await wheel(own, pinned?.version, signal);
        if (first?.topLevel.has(top)) return member(first, own, path);
        // Another requirement may hold the package (`yaml` in PyYAML): its wheel's top-level names say.
        for (const r of reqs) {
          if (r.name === own) continue;
          const key = `${r.name}\0${r.version ?? ''}`;
          if (!wheels.has(key)) {
            if (searched >= (options.maxSearchedWheels ?? 6)) continue;
            searched++;
          }
          const w = await wheel(r.name, r.version, signal);
          if (w?.topLevel.has(top)) return member(w, r.name, path);
        }
        return undefined;
      } catch {
        return undefined;
      }
    },
  };
}
