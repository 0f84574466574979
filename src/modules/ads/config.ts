import '@/modules/zod-setup';
import { z } from 'zod/mini';

const httpUrl = z.optional(z.url({ protocol: /^https?$/ }));

/** Where the third-party provider lives; both unset means no third-party call at all. */
export const adConfigSchema = z.object({
  /** JSON endpoint answering `{ ads: [...] }` (inline layout). */
  endpoint: httpUrl,
  /** Script that inserts the provider's slot next to itself (image layout). */
  script: httpUrl,
});
export type AdConfig = z.infer<typeof adConfigSchema>;

/** Reads AD_ENDPOINT / AD_SCRIPT; a malformed value throws naming the variable. */
export function adConfigFromEnv(env: Record<string, string | undefined>): AdConfig {
  const parsed = adConfigSchema.safeParse({
    endpoint: env.AD_ENDPOINT || undefined,
    script: env.AD_SCRIPT || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue.path[0] === 'endpoint' ? 'AD_ENDPOINT' : 'AD_SCRIPT';
    throw new Error(`${variable} must be an http(s) URL, got "${env[variable]}"`);
  }
  return parsed.data;
}
