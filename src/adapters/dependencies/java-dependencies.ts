/**
 * Which Java dependency adapter the CLI uses: `--maven-repo DIR` (a local Maven-layout directory), else
 * DYCODER_MAVEN_URL (a Maven-layout repository over HTTP), else `~/.m2/repository` when it
 * exists; none of them: the checks read the repository only.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { DependencyEnv } from '../../config/env.js';
import type { DependencyOptions } from '../../core/dependencies/port.js';
import { localMavenDependencies, remoteMavenDependencies } from './maven.js';

export function javaDependenciesFor(flag: string | undefined, env: DependencyEnv, home: string = homedir()): DependencyOptions['java'] {
  if (flag !== undefined) return localMavenDependencies({ repository: flag });
  if (env.mavenUrl !== undefined) return remoteMavenDependencies({ url: env.mavenUrl });
  const m2 = join(home, '.m2', 'repository');
  return existsSync(m2) ? localMavenDependencies({ repository: m2 }) : undefined;
}
