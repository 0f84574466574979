import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts another site server (`server.mjs`) on the same production build, with extra runtime environment
 * (e.g. an ad provider). Resolves once it answers; `stop()` ends that process only.
 */
export async function startNextServer(port: number, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/ad-config.json`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server.mjs on ${port} did not answer within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Pins Math.random for the page (layout, blocker share, sampling are all drawn from it). */
export function fixedRandomScript(value: number) {
  return `Math.random = () => ${value};`;
}

/**
 * Records what the ad block does to layout from the first paint: every height its box takes
 * (ResizeObserver) and every layout-shift entry (the parts of CLS) with the nodes it moved, marking
 * those inside the block.
 */
export const adLayoutProbeScript = `
  window.__adHeights = [];
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const block = document.querySelector('[data-testid="ad-block"]');
      const inAd = (entry.sources || []).some((s) => s.node && block && (block === s.node || block.contains(s.node)));
      window.__shifts.push({ value: entry.value, inAd });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__adViews = [];
  const watch = () => {
    const block = document.querySelector('[data-testid="ad-block"]');
    if (!block) return false;
    const record = () => window.__adViews.push([block.getAttribute('data-ad-view'), Math.round(performance.now())]);
    record();
    new MutationObserver(record).observe(block, { attributes: true, attributeFilter: ['data-ad-view'] });
    new ResizeObserver((entries) => {
      for (const e of entries) window.__adHeights.push(Math.round(e.borderBoxSize[0].blockSize));
    }).observe(block);
    return true;
  };
  const mo = new MutationObserver(() => watch() && mo.disconnect());
  mo.observe(document, { childList: true, subtree: true });
`;
