import { adConfigFromEnv } from '@/modules/ads/config';

// Read at request time, so one build can run with or without an ad provider
// (docs/decisions/0015-ads-run-time-config.md).
export const dynamic = 'force-dynamic';

export function GET() {
  const config = adConfigFromEnv(process.env);
  return Response.json(config, { headers: { 'cache-control': 'public, max-age=300' } });
}
