/**
 * The one GitHub call of the setup flow (src/app/setup-flow.ts): exchanging the code GitHub hands
 * back after registering an app from a manifest for the app's id, key and secrets. Unauthenticated
 * by design (the code is the credential), so it needs no installation Octokit.
 */
import { z } from 'zod';

export const manifestConversion = z.object({
  id: z.number(),
  pem: z.string(),
  webhook_secret: z.string().nullable(),
  client_id: z.string(),
  client_secret: z.string(),
  html_url: z.string().url(),
});
export type ManifestConversion = z.infer<typeof manifestConversion>;

export class ManifestConversionError extends Error {
  override readonly name = 'ManifestConversionError';
}

export async function convertManifestCode(apiBaseUrl: string, code: string, timeoutMs = 30_000): Promise<ManifestConversion> {
  const response = await fetch(`${apiBaseUrl}/app-manifests/${encodeURIComponent(code)}/conversions`, {
    method: 'POST',
    headers: { accept: 'application/vnd.github+json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new ManifestConversionError(`GitHub refused the registration code (HTTP ${response.status})`);
  return manifestConversion.parse(await response.json());
}
