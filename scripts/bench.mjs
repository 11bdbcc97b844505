#!/usr/bin/env node
// `npm run bench`: Lighthouse 12 (mobile preset) on the built home page, median of 5 runs. Not part of
// `npm test`: performance is measured here, never with timed assertions in tests.
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../chromium.config.mjs';
import { bin, ensureChromium, install, root, run } from './lib.mjs';
import { servePortal } from './serve.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
install();
const chromePath = ensureChromium();
run(bin('vite'), ['build', 'apps/portal', '--logLevel', 'warn'], { label: 'build the portal' });
const port = 4480;
const server = await servePortal({
  port,
  dist: join(root, 'apps/portal/dist'),
  configFile: join(root, 'deploy/demo.config.json'),
});
const url = `http://127.0.0.1:${port}/`;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const results = [];
try {
  for (let i = 1; i <= runs; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const result = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    };
    results.push(result);
    console.log(`run ${i}: score ${result.score}, LCP ${Math.round(result.lcp)} ms`);
  }
} finally {
  await chrome.kill();
  server.close();
}
const median = (key) => {
  const values = results.map((r) => r[key]).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
console.log(`\nLighthouse mobile, median of ${runs} on ${url}`);
console.log(`  score ${median('score')}`);
console.log(`  FCP   ${Math.round(median('fcp'))} ms`);
console.log(`  LCP   ${Math.round(median('lcp'))} ms`);
console.log(`  TBT   ${Math.round(median('tbt'))} ms`);
console.log(`  CLS   ${median('cls').toFixed(3)}`);
console.log(`  bytes ${(median('bytes') / 1024).toFixed(1)} KB transferred`);
