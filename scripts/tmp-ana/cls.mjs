import { chromium, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/main/chromium.config.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const path of ['/', '/faq', '/login']) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s) => { const n = s.node; return n ? (n.nodeName + '.' + (n.className?.baseVal ?? n.className) + ' ' + (n.textContent || '').slice(0, 40)) : '?'; }) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(process.argv[2] + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const fonts = await page.evaluate(() => [...document.fonts].map((f) => f.family + ' ' + f.weight + ' ' + f.status).join(', '));
  console.log(path, JSON.stringify(await page.evaluate(() => window.__shifts), null, 0), fonts);
  await context.close();
}
await browser.close();
