import { adConfigFromEnv } from '@/modules/ads/config';
import { isBuildSubresource, securityHeaders, subresourceHeaders } from '@/modules/security';

/**
 * The site's security headers for this process's configuration, built once per kind (HTTP, HTTPS).
 * Read at run time, not frozen into the build, because the ad provider is run-time configuration
 * (docs/decisions/0015-ads-run-time-config.md) that the policy has to allow. Used by middleware.ts
 * and by the feedback API, which the middleware does not run for.
 */
const cache = new Map<boolean, [string, string][]>();

/**
 * The headers for a response at `pathname`: the whole set, or for the build's hashed scripts and
 * fonts only what applies to them (src/modules/security/subresources.ts).
 */
export function siteSecurityHeaders(https: boolean, pathname = '/'): [string, string][] {
  if (isBuildSubresource(pathname)) return subresourceHeaders({ https });
  let headers = cache.get(https);
  if (headers) return headers;
  let ads = {};
  try {
    ads = adConfigFromEnv(process.env);
  } catch {
    // A malformed AD_* value already fails /ad-config.json with its name; pages keep the strict policy.
  }
  headers = securityHeaders(
    {
      ads,
      gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
      development: process.env.NODE_ENV === 'development',
    },
    { https },
  );
  cache.set(https, headers);
  return headers;
}
