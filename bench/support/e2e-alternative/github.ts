/**
 * The alternative's GitHub client: plain fetch, an installation token from the app's JWT (kept for
 * the process's life, as any app keeps it), JSON calls and the tarball (302 to codeload), each
 * request counted.
 */
import { createSign } from 'node:crypto';

export interface AppIdentity {
  api: string;
  appId: number;
  privateKey: string;
  installationId: number;
}

function jwt(appId: number, key: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iat: now - 60, exp: now + 540, iss: appId })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key, 'base64url')}`;
}

/**
 * fetch, tried once more when the connection failed before an answer (a kept-alive socket the server
 * had just closed): the OpenAI SDK's retry that DyCoder's side runs with (maxRetries 1) does the same.
 */
export async function fetchRetried(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const tokens = new Map<string, Promise<string>>();

export interface GitHubClient {
  json(method: string, path: string, body?: unknown): Promise<unknown>;
  tarball(owner: string, repo: string, sha: string): Promise<Buffer>;
  readonly requests: number;
}

export function gitHubClient(id: AppIdentity): GitHubClient {
  let requests = 0;
  const call = async (method: string, url: string, auth: string, body?: unknown): Promise<Response> => {
    requests += 1;
    const res = await fetchRetried(url, {
      method,
      redirect: 'manual',
      headers: { authorization: auth, accept: 'application/vnd.github+json', 'content-type': 'application/json', 'user-agent': 'e2e-alternative' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  const token = (): Promise<string> => {
    const key = `${id.api}#${id.installationId}`;
    let t = tokens.get(key);
    if (t === undefined) {
      t = call('POST', `${id.api}/app/installations/${id.installationId}/access_tokens`, `Bearer ${jwt(id.appId, id.privateKey)}`)
        .then((r) => r.json() as Promise<{ token: string }>)
        .then((j) => j.token);
      tokens.set(key, t);
    }
    return t;
  };
  return {
    get requests() {
      return requests;
    },
    async json(method, path, body) {
      const res = await call(method, `${id.api}${path}`, `token ${await token()}`, body);
      return res.status === 204 ? undefined : res.json();
    },
    async tarball(owner, repo, sha) {
      const auth = `token ${await token()}`;
      let res = await call('GET', `${id.api}/repos/${owner}/${repo}/tarball/${sha}`, auth);
      for (let hops = 0; res.status >= 300 && res.status < 400; hops += 1) {
        const location = res.headers.get('location');
        if (location === null || hops > 3) throw new Error(`tarball: redirect without a location`);
        await res.arrayBuffer();
        res = await call('GET', location, auth);
      }
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
