/**
 * Java dependencies for the answer checks (core/dependencies/port.ts), from a Maven-layout repository: a local directory
 * (`~/.m2/repository`, Debian's /usr/share/maven-repo) or one served over HTTP (your index's URL, set by the operator; off
 * unless configured). The coordinates come from the repository's pom.xml / build.gradle files (java/dependencies/
 * coordinates.ts); a jar is `<group path>/<artifact>/<version>/<artifact>-<version>.jar`. A jar's entry list says which
 * packages it holds (`org/objectweb/asm/ClassVisitor.class`), so a package is looked up in the jars, the likeliest first
 * (its path sharing the group's segments), and only the class files asked for are inflated (zip.ts). Everything fails
 * soft: an absent jar, a bad zip, a slow server is "not available".
 */
import { open as openFile, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DependencyAnswer, DependencyFiles, DependencyOptions } from '../../core/dependencies/port.js';
import { gradleDependencies, pomDependencies, pomParent, type MavenCoordinate } from '../../core/dependencies/maven-coordinates.js';
import { bufferAccess, openZip, type RandomAccess, type ZipReader } from './zip.js';

/** Build files read per repository (the shortest paths first: the root's, then modules'). */
const MAX_BUILD_FILES = 30;
/** Jars a job may look into at most (a local directory of installed libraries has a few hundred). */
const MAX_JARS = 1_000;

/** One jar, opened on first use. */
interface JarHandle {
  label: string;
  /** Group of its coordinate (ordering only). */
  group: string;
  open(signal: AbortSignal): Promise<ZipReader | undefined>;
}

const segments = (s: string): string[] => s.split(/[./]/).filter((x) => x !== '');

/** How well a jar's coordinate matches a package path: shared leading segments of group and package (ordering only). */
function affinity(group: string, pkg: string): number {
  const g = segments(group);
  const p = segments(pkg);
  let n = 0;
  while (n < g.length && n < p.length && g[n] === p[n]) n += 1;
  return n;
}

/** Each jar's entries by directory, built once per opened jar. */
const dirIndexes = new WeakMap<ZipReader, Map<string, string[]>>();

/** A DependencyFiles over jars: a package's class files from the jars that hold it; a class from the first that has it. */
export function jarFiles(jars: readonly JarHandle[]): DependencyFiles {
  const opened = new Map<JarHandle, Promise<ZipReader | undefined>>();
  const openJar = (j: JarHandle, signal: AbortSignal): Promise<ZipReader | undefined> => {
    let z = opened.get(j);
    if (z === undefined) {
      z = j.open(signal).catch(() => undefined);
      opened.set(j, z);
    }
    return z;
  };
  const ordered = (pkg: string): JarHandle[] => [...jars].sort((a, b) => affinity(b.group, pkg) - affinity(a.group, pkg));
  const namesIn = (z: ZipReader, dir: string): readonly string[] => {
    let index = dirIndexes.get(z);
    if (index === undefined) {
      index = new Map();
      for (const name of z.entries.keys()) {
        const slash = name.lastIndexOf('/');
        if (slash === name.length - 1) continue;
        const d = slash < 0 ? '' : name.slice(0, slash);
        const list = index.get(d) ?? [];
        list.push(name.slice(slash + 1));
        index.set(d, list);
      }
      dirIndexes.set(z, index);
    }
    return index.get(dir) ?? [];
  };
  return {
    async list(dir, signal) {
      const names = new Set<string>();
      for (const j of ordered(dir)) {
        if (signal.aborted) break;
        const z = await openJar(j, signal);
        if (z !== undefined) for (const n of namesIn(z, dir)) names.add(n);
      }
      return names.size === 0 ? undefined : [...names].sort();
    },
    async read(path, signal): Promise<DependencyAnswer> {
      const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
      for (const j of ordered(dir)) {
        if (signal.aborted) return { found: false, reason: 'aborted' };
        const z = await openJar(j, signal);
        if (z === undefined || !z.entries.has(path)) continue;
        const bytes = await z.read(path);
        return bytes === undefined ? { found: false, reason: `${path} in ${j.label} is over the cap or unreadable` } : { found: true, bytes };
      }
      return { found: false, reason: `${path} is in no dependency jar` };
    },
  };
}

/** The build files of a repository's path list: pom.xml, build.gradle(.kts), gradle.properties, the shortest paths first. */
export function buildFilesOf(files: readonly string[]): string[] {
  return files.filter((f) => /(^|\/)(pom\.xml|build\.gradle(\.kts)?|gradle\.properties)$/.test(f))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b)).slice(0, MAX_BUILD_FILES);
}

/** The coordinates of the repository's dependencies, from its build files (`parentPom` reads a parent's pom when it can). */
export async function repositoryCoordinates(
  repoFiles: readonly string[], readRepoFile: (path: string) => Promise<string | undefined>, parentPom?: (c: MavenCoordinate) => Promise<string | undefined>,
): Promise<MavenCoordinate[]> {
  const out = new Map<string, MavenCoordinate>();
  const add = (c: MavenCoordinate): void => {
    const key = `${c.group}:${c.artifact}`;
    const had = out.get(key);
    if (had === undefined || (had.version === undefined && c.version !== undefined)) out.set(key, c);
  };
  const gradle: string[] = [];
  for (const f of buildFilesOf(repoFiles)) {
    const text = await readRepoFile(f);
    if (text === undefined) continue;
    if (f.endsWith('pom.xml')) {
      const parent = pomParent(text);
      const parentText = parent === undefined || parentPom === undefined ? undefined : await parentPom(parent).catch(() => undefined);
      for (const c of pomDependencies(text, parentText)) add(c);
    } else gradle.push(text);
  }
  for (const c of gradleDependencies(gradle)) add(c);
  return [...out.values()];
}

const coordinatePath = (c: MavenCoordinate, version: string, ext: string): string =>
  `${c.group.split('.').join('/')}/${c.artifact}/${version}/${c.artifact}-${version}.${ext}`;

/** A local file read by ranges (opened and closed per read: a jar read for one job holds no descriptor after it). */
function fileAccess(path: string, size: number): RandomAccess {
  return {
    size,
    async read(offset, length) {
      const h = await openFile(path, 'r');
      try {
        const buf = new Uint8Array(length);
        const { bytesRead } = await h.read(buf, 0, length, offset);
        return buf.subarray(0, bytesRead);
      } finally {
        await h.close();
      }
    },
  };
}

/**
 * Local jars' central directories, by real path, size and modification time: a process (the CLI, the benchmark) opens each
 * once. They are files of the machine's own library directories, not any installation's data.
 */
const MAX_LOCAL_JARS_CACHED = 2_000;
const localZips = new Map<string, Promise<ZipReader | undefined>>();

async function localJar(path: string, label: string, group: string): Promise<(JarHandle & { real: string }) | undefined> {
  const real = await realpath(path).catch(() => undefined);
  const s = real === undefined ? undefined : await stat(real).catch(() => undefined);
  if (real === undefined || s === undefined || !s.isFile()) return undefined;
  const key = `${real}|${s.size}|${s.mtimeMs}`;
  return {
    label, group, real,
    open() {
      let z = localZips.get(key);
      if (z === undefined) {
        z = openZip(fileAccess(real, s.size)).catch(() => undefined);
        if (localZips.size >= MAX_LOCAL_JARS_CACHED) localZips.delete(localZips.keys().next().value!);
        localZips.set(key, z);
      }
      return z;
    },
  };
}

export interface LocalMavenOptions {
  /** A Maven-layout directory (`~/.m2/repository`, /usr/share/maven-repo). */
  repository: string;
  /**
   * When the version a build file names is not in the directory, use the artifact's only version there (Debian's
   * maven-repo holds one real version beside a `debian` alias, rarely the one a pom names). Off: that coordinate is not read.
   */
  onlyVersionFallback?: boolean;
  /** Directories whose every jar is read too (the benchmark: /usr/share/java, the machine's installed libraries). */
  jarDirectories?: readonly string[];
}

/** Versions of `group:artifact` in a local Maven-layout directory, `debian` last. */
async function localVersions(root: string, c: MavenCoordinate): Promise<string[]> {
  const names = await readdir(join(root, ...c.group.split('.'), c.artifact)).catch(() => [] as string[]);
  return names.filter((n) => !n.endsWith('.xml')).sort((a, b) => Number(a === 'debian') - Number(b === 'debian') || a.localeCompare(b));
}

/** The local adapter: the repository's declared dependencies' jars in `repository`, plus every jar of `jarDirectories`. */
export function localMavenDependencies(options: LocalMavenOptions): NonNullable<DependencyOptions['java']> {
  return async (repoFiles, readRepoFile) => {
    const jarFor = async (c: MavenCoordinate, ext: string): Promise<string | undefined> => {
      const versions = await localVersions(options.repository, c);
      const exact = c.version !== undefined && versions.includes(c.version) ? c.version : undefined;
      const real = versions.filter((v) => v !== 'debian');
      const version = exact ?? (options.onlyVersionFallback === true ? (real.length === 1 ? real[0] : versions.includes('debian') ? 'debian' : undefined) : undefined);
      return version === undefined ? undefined : join(options.repository, coordinatePath(c, version, ext));
    };
    const coordinates = await repositoryCoordinates(repoFiles, readRepoFile, async (c) => {
      const path = await jarFor(c, 'pom');
      return path === undefined ? undefined : readFile(path, 'utf8').catch(() => undefined);
    });
    const jars: JarHandle[] = [];
    const seen = new Set<string>();
    const take = (jar: (JarHandle & { real: string }) | undefined): void => {
      if (jar === undefined || seen.has(jar.real) || jars.length >= MAX_JARS) return;
      seen.add(jar.real);
      jars.push(jar);
    };
    for (const c of coordinates) {
      const path = await jarFor(c, 'jar');
      take(path === undefined ? undefined : await localJar(path, `${c.group}:${c.artifact}`, c.group));
    }
    for (const dir of options.jarDirectories ?? []) {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.jar')).sort();
      for (const n of names) take(await localJar(join(dir, n), n, ''));
    }
    return jarFiles(jars);
  };
}

export interface RemoteMavenOptions {
  /** Your index's URL (a Maven-layout repository over HTTP); the operator's setting, never a default. */
  url: string;
  /** Each request's deadline. */
  timeoutMs?: number;
  /** A jar's bytes at most (refused before reading when its Content-Length says more, cut while reading otherwise). */
  maxJarBytes?: number;
  /** Jars fetched per job at most. */
  maxJars?: number;
  fetch?: typeof fetch;
}

/** GET `url` under a deadline and a byte cap; undefined on any failure. */
export async function boundedGet(url: string, maxBytes: number, timeoutMs: number, signal: AbortSignal | undefined, fetchImpl: typeof fetch = fetch): Promise<Uint8Array | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = (): void => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await fetchImpl(url, { signal: controller.signal, redirect: 'follow' });
    if (!res.ok || res.body === null) {
      await res.body?.cancel().catch(() => undefined);
      return undefined;
    }
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await res.body.cancel().catch(() => undefined);
      return undefined;
    }
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * What was fetched from an index, by (URL, artifact, version): public index content only (jars and poms any client may
 * download), never a repository's own text. Bounded by bytes; the oldest go first.
 */
const MAX_CACHE_BYTES = 64_000_000;
const remoteCache = new Map<string, Uint8Array>();
let remoteCacheBytes = 0;
function cachePut(key: string, bytes: Uint8Array): void {
  if (bytes.length > MAX_CACHE_BYTES) return;
  remoteCache.set(key, bytes);
  remoteCacheBytes += bytes.length;
  for (const [k, v] of remoteCache) {
    if (remoteCacheBytes <= MAX_CACHE_BYTES) break;
    remoteCache.delete(k);
    remoteCacheBytes -= v.length;
  }
}

/** The remote adapter: the declared dependencies' jars (a coordinate without a version is not fetched) from `url`. */
export function remoteMavenDependencies(options: RemoteMavenOptions): NonNullable<DependencyOptions['java']> {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxJarBytes = options.maxJarBytes ?? 20_000_000;
  const get = async (path: string, maxBytes: number, signal?: AbortSignal): Promise<Uint8Array | undefined> => {
    const key = `${base}|${path}`;
    const hit = remoteCache.get(key);
    if (hit !== undefined) return hit;
    const bytes = await boundedGet(`${base}/${path}`, maxBytes, timeoutMs, signal, options.fetch);
    if (bytes !== undefined) cachePut(key, bytes);
    return bytes;
  };
  return async (repoFiles, readRepoFile) => {
    const coordinates = await repositoryCoordinates(repoFiles, readRepoFile, async (c) => {
      if (c.version === undefined) return undefined;
      const bytes = await get(coordinatePath(c, c.version, 'pom'), 2_000_000);
      return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
    });
    const jars: JarHandle[] = coordinates.filter((c) => c.version !== undefined).slice(0, options.maxJars ?? 40).map((c) => ({
      label: `${c.group}:${c.artifact}:${c.version}`,
      group: c.group,
      async open(signal) {
        const bytes = await get(coordinatePath(c, c.version!, 'jar'), maxJarBytes, signal);
        return bytes === undefined ? undefined : openZip(bufferAccess(bytes));
      },
    }));
    return jarFiles(jars);
  };
}
