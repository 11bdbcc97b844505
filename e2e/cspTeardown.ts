import { existsSync, readFileSync } from 'node:fs';
import { cspReportFile } from '../playwright.config';

/** After the suite: any Content-Security-Policy violation on any page any test visited fails the run. */
export default async function cspTeardown() {
  if (!existsSync(cspReportFile)) return;
  const reports = readFileSync(cspReportFile, 'utf8').split('\n').filter(Boolean);
  if (reports.length > 0) {
    throw new Error(
      `${reports.length} Content-Security-Policy violation(s) during the end-to-end suite:\n${reports.join('\n')}`,
    );
  }
}
