import { handleGet, handlePost } from '@/lib/feedback/handlers';

// The one server route of the site: it must never be prerendered or cached.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function POST(request: Request) {
  return handlePost(request);
}

export function GET(request: Request) {
  return handleGet(request);
}
