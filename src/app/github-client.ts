/** The Octokit type handlers receive: Probot's, with its retry and throttling plugins. */
import type { ProbotOctokit } from 'probot';

export type GitHubClient = InstanceType<typeof ProbotOctokit>;

export interface RepoRef {
  owner: string;
  repo: string;
}
