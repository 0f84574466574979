import { chromium } from 'playwright-core';
import { mainThreadTasks } from './scripts/bench/cpu-blocking-time.ts';
const [path, n, ...ports] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let i = 0; i < Number(n); i++) for (const p of ports) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(`http://127.0.0.1:${p}${path}`, { waitUntil: 'networkidle' }); await page.waitForTimeout(1000);
  const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const { tasks, firstContentfulPaint: f } = mainThreadTasks(ev);
  const costly = tasks.filter((t) => t.start >= f).map((t) => ({ at: Math.round((t.start - f) / 1000), cpu: Math.round(t.cpu / 1000), cost: Math.round(Math.max(0, (t.cpu / 1000) * (t.laysOut ? 2 : 4) - 50)), l: t.laysOut })).filter((t) => t.cost > 0);
  console.log(p, 'sum', costly.reduce((s, t) => s + t.cost, 0), costly.map((t) => `${t.at}:${t.cpu}${t.l ? 'L' : ''}=${t.cost}`).join(' '));
  await context.close();
}
await browser.close();
