import { NextResponse, type NextRequest } from 'next/server';
import { siteSecurityHeaders } from '@/lib/site-headers';
import {
  DEMO_RUNNER_PATH,
  demoRunnerHeaders,
  isHttpsRequest,
  STRICT_TRANSPORT_SECURITY,
} from '@/modules/security';

/**
 * Security headers on every response (pages, static files), built at run time (src/lib/site-headers.ts).
 * Not for the feedback API: Next copies the whole body of every request a middleware runs for
 * before any route sees it, so the API's upload limit would come too late (#45); its answers
 * carry the same headers from src/lib/feedback/handlers.ts.
 */
export const config = {
  matcher: ['/((?!api/feedback).*)'],
};

const runnerHeaders = demoRunnerHeaders();

export function middleware(request: NextRequest) {
  const response = NextResponse.next();
  const https = isHttpsRequest(request.headers);
  // The demo editor's sandboxed frame has its own policy (the only one with 'unsafe-eval').
  const chosen = request.nextUrl.pathname.startsWith(DEMO_RUNNER_PATH)
    ? [
        ...runnerHeaders,
        ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as const] : []),
      ]
    : siteSecurityHeaders(https);
  for (const [name, value] of chosen) response.headers.set(name, value);
  return response;
}
