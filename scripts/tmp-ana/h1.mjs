import { chromium, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/main/chromium.config.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const block of [true, false]) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  if (block) await page.route(/\.woff2$/, (r) => r.abort());
  await page.goto(process.argv[2] + '/faq', { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const boxes = await page.evaluate(() => ['h1', 'main p', 'main nav', 'main section'].map((s) => { const r = document.querySelector(s)?.getBoundingClientRect(); return s + ':' + (r ? Math.round(r.top) + '/' + Math.round(r.height) : '-'); }).join(' '));
  console.log(block ? 'fallback' : 'barlow  ', boxes);
  await context.close();
}
await browser.close();
