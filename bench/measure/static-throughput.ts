import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx: a figure with any is not a throughput. */
  non2xx: number;
}

/**
 * A docs page as browsers request it (HTML, brotli), from CONNECTIONS clients on loopback for
 * SECONDS: what one server process answers when every request is a page view.
 */
export async function measureStaticThroughput(
  url: string,
  { connections = 16, seconds = 10 } = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}
