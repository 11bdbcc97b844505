import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/main/chromium.config.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (let i = 0; i < 3; i++) {
  const page = await browser.newPage();
  const bytes = { n: 0 };
  page.on('response', async (r) => { if (r.url().includes('/assets/')) bytes.n += Number((await r.headerValue('content-length')) ?? 0); });
  await page.goto(process.argv[2] + '/login');
  await page.waitForFunction(() => { const f = document.getElementById('root')?.firstElementChild; return f && Object.keys(f).some(k => k.startsWith('__reactFiber')); });
  const before = bytes.n;
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /E-Mail/i }).fill('kunde@kundenportal.example');
  await form.getByLabel(/Passwort/).first().fill('Demo1234!');
  const t0 = Date.now();
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/user\//);
  await page.getByRole('heading', { level: 1, name: 'Produktsuche' }).waitFor();
  console.log('login → search page', Date.now() - t0, 'ms; asset bytes after hydration', bytes.n - before);
  await page.close();
}
await browser.close();
