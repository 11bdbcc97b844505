import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './chromium.config.mjs';
import { nginxBinary } from './scripts/nginx.mjs';

// The production build (apps/portal/dist), served by what operators run: Debian's nginx with
// deploy/nginx/portal.conf.template (scripts/nginx.mjs). Without nginx – or with E2E_HOST=node – by the demo
// server of `npm start` (scripts/serve.mjs), which sends the same headers. Both serve the explicit demo config.
const port = Number(process.env.E2E_PORT ?? 4391);
export const e2eHost: 'nginx' | 'node' = process.env.E2E_HOST === 'node' || !nginxBinary() ? 'node' : 'nginx';
// Every CSP violation on every page of every test is reported here; e2e/cspTeardown.ts fails the run on any.
const cspPort = Number(process.env.E2E_CSP_PORT ?? port + 1);
export const cspReportFile = join(import.meta.dirname, 'test-results-csp', 'violations.ndjson');
const hostCommand = `node scripts/${e2eHost === 'nginx' ? 'nginx' : 'serve'}.mjs ${port} --config deploy/demo.config.json --csp-report-uri http://127.0.0.1:${cspPort}/`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting (a deadline, a held answer, a slow network), and
  // without the screencast and in the headless shell a page costs little CPU – 2 workers left a core idle half
  // the time, 4 kept both busy but crowd the tests that measure timing (issue 31.7).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys with several logins, reloads and tabs take 15–25 s on two shared cores; Playwright's 30 s left too
  // little room. A hang still fails within the minute (and with the step it hung on).
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: 'test-results',
  globalTeardown: './e2e/cspTeardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Locally a failed test keeps its trace: actions, DOM snapshots, network, console – without the screencast,
    // which cost a third of the suite's CPU. CI keeps only the log, so a trace there is cost without use (issue
    // 31.7); the log has the error, the call log and the page's accessibility snapshot.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // Chromium's headless shell; tests that measure text or pixels say `test.use(inTheBrowser)` (e2e/test.ts).
    launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      grepInvert: /@mobile/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node scripts/cspCollector.mjs ${cspPort} ${cspReportFile}`,
      url: `http://127.0.0.1:${cspPort}/`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: hostCommand,
      url: `http://127.0.0.1:${port}/config.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
