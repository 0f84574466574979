import { NextResponse, type NextRequest } from 'next/server';
import { adConfigFromEnv } from '@/modules/ads/config';
import { DEMO_RUNNER_PATH, demoRunnerHeaders, securityHeaders } from '@/modules/security';

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

const runnerHeaders = demoRunnerHeaders();

export function middleware(request: NextRequest) {
  const response = NextResponse.next();
  // The demo editor's sandboxed frame has its own policy (the only one with 'unsafe-eval').
  const chosen = request.nextUrl.pathname.startsWith(DEMO_RUNNER_PATH) ? runnerHeaders : currentHeaders();
  for (const [name, value] of chosen) response.headers.set(name, value);
  return response;
}
