import { NextResponse, type NextRequest } from 'next/server';
import { siteSecurityHeaders } from '@/lib/site-headers';
import {
  DEMO_RUNNER_PATH,
  demoRunnerHeaders,
  isHttpsRequest,
  STRICT_TRANSPORT_SECURITY,
} from '@/modules/security';
import { isZhNonPage } from '@/modules/paths/zh-pages.mjs';

/**
 * Security headers on every response (pages, static files), built at run time (src/lib/site-headers.ts);
 * the build's scripts and fonts get only those that apply to them.
 * Not for the feedback API: Next copies the whole body of every request a middleware runs for
 * before any route sees it, so the API's upload limit would come too late (#45); its answers
 * carry the same headers from src/lib/feedback/handlers.ts.
 */
export const config = {
  matcher: ['/((?!api/feedback).*)'],
};

const runnerHeaders = demoRunnerHeaders();

const READS = new Set(['GET', 'HEAD']);

export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // /zh/ serves pages only (next.config `rewrites()`): a write to any other /zh/ path is a 404
  // like a read (which gets the 404 page), not the 405 Next gives a POST to a page path: it must
  // not look like an endpoint that refuses the method.
  const response =
    isZhNonPage(pathname) && !READS.has(request.method)
      ? new NextResponse('Not found: /zh/ serves documentation pages only.\n', {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        })
      : NextResponse.next();
  const https = isHttpsRequest(request.headers);
  // The demo editor's sandboxed frame has its own policy (the only one with 'unsafe-eval').
  const chosen = pathname.startsWith(DEMO_RUNNER_PATH)
    ? [
        ...runnerHeaders,
        ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as const] : []),
      ]
    : siteSecurityHeaders(https, pathname);
  for (const [name, value] of chosen) response.headers.set(name, value);
  return response;
}
