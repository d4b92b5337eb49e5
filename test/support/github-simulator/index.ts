export { createTestRepo, openTestRepo, type CreateTestRepoOptions, type FileChanges, type TestRepo, type TestRepoLocation } from './test-repo.js';
export {
  startGitHubSimulator,
  type FailureRule,
  type GitHubSimulator,
  type RequestFilter,
  type SimulatorOptions,
} from './server.js';
export {
  asProbotEvent,
  issueCommentCreated,
  pullRequestEvent,
  reviewCommentCreated,
  reviewReplyCreated,
  type ProbotEvent,
  type PullRequestAction,
} from './webhooks.js';
export type * from './types.js';
export type { ArchiveFault } from './archive-faults.js';
export { sampleBaseFiles, samplePrFiles, sampleRepoOptions } from './sample-repo.js';
export { blobReads, type BlobReads } from './blob-reads.js';
export { criticalPath, describePath, pathPhase, PATH_PHASES, REVIEW_POST, type CriticalPath, type PathLink, type PathPhase } from './critical-path.js';
