import { NextResponse } from 'next/server';
import { adConfigFromEnv } from '@/modules/ads/config';
import { securityHeaders } from '@/modules/security';

/**
 * Security headers on every response (pages, static files, API). A middleware rather than
 * next.config `headers()` because those are frozen into the build, while the ad provider is
 * run-time configuration (README "Ads") that the policy has to allow.
 */
let headers: [string, string][] | undefined;

function currentHeaders(): [string, string][] {
  if (headers) return headers;
  let ads = {};
  try {
    ads = adConfigFromEnv(process.env);
  } catch {
    // A malformed AD_* value already fails /ad-config.json with its name; pages keep the strict policy.
  }
  headers = securityHeaders({
    ads,
    gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
    development: process.env.NODE_ENV === 'development',
  });
  return headers;
}

export function middleware() {
  const response = NextResponse.next();
  for (const [name, value] of currentHeaders()) response.headers.set(name, value);
  return response;
}
