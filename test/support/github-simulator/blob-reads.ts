/** What a client read of files, from the recorded requests: GraphQL batches (by path) and REST blob calls (by SHA). */
import type { RecordedRequest } from './types.js';

export interface BlobReads {
  /** POST /graphql requests. */
  graphqlRequests: number;
  /** Paths asked for in GraphQL batches (the `<commit>:<path>` expressions), in order. */
  graphqlPaths: string[];
  /** Blob SHAs read over REST, in order. */
  restShas: string[];
  /** Every file read, either way. */
  total: number;
}

export function blobReads(requests: readonly RecordedRequest[]): BlobReads {
  const graphql = requests.filter((r) => r.route === 'POST /graphql');
  const graphqlPaths = graphql.flatMap((r) => {
    const variables = (r.body as { variables?: Record<string, unknown> } | undefined)?.variables ?? {};
    return Object.entries(variables)
      .filter(([k, v]) => /^e\d+$/.test(k) && typeof v === 'string')
      .map(([, v]) => String(v).slice(String(v).indexOf(':') + 1));
  });
  const restShas = requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}/git/blobs/{sha}').map((r) => r.path.slice(r.path.lastIndexOf('/') + 1));
  return { graphqlRequests: graphql.length, graphqlPaths, restShas, total: graphqlPaths.length + restShas.length };
}
