import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The response headers every host of the portal sends – the demo server (scripts/serve.mjs) builds them from
// here, and deploy/nginx tests compare the nginx configuration against the same list, so the two cannot drift.

/**
 * The one inline style the app injects: react-aria's usePress prepends a <style> with `touch-action` for
 * pressable elements (it would take a nonce, which a static host cannot mint per response – so its hash).
 * securityHeaders.test.ts recomputes it from the installed react-aria, so an upgrade that changes it fails.
 */
export const reactAriaPressStyleHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The one inline script of the pages: the brand boot script in apps/portal/index.html, which puts the operator's
 * fonts and logo in place before the first paint, and hides the dashboard's intro where the last user hid it (it
 * must run before that paint, so it cannot wait for a file). By its
 * hash; securityHeaders.test.ts recomputes it from index.html, so an edit that does not update it fails.
 */
export const brandBootScriptHash = "'sha256-2zPJpwk9bZvfIkCbV9hFfph2uOCLPdSd8EwWWvEaiUo='";

/**
 * Content-Security-Policy. Scripts only from the portal's origin, the brand boot script by its hash and the
 * build's import map (`<script type="importmap">`, which maps the chunks' stable names to their hashed files,
 * apps/portal/vite.config.ts) by the hash the build wrote beside the pages (`readScriptHashes`); styles
 * from files (vanilla-extract extracts all CSS at build time), react-aria's one by hash, and the prerendered
 * pages' inlined styles by the hashes the build wrote beside them (`readStyleHashes`); the MSW service
 * worker of demo mode is a same-origin worker; the API is the only other origin the app may talk to.
 * `punchoutOrigins` (config.json's `punchout.origins`): the procurement systems the basket may be posted back to
 * (form-action) and that may show the portal in a frame (frame-ancestors); none, and nothing may frame it.
 */
export function contentSecurityPolicy({
  apiOrigin = '',
  reportUri = '',
  styleHashes = [],
  punchoutOrigins = [],
  scriptHashes = [],
} = {}) {
  // The demo's service worker passes requests on under this policy, reports to a collector included.
  const reportOrigin = reportUri ? new URL(reportUri).origin : '';
  const connect = ["'self'", apiOrigin, reportOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    ['script-src', "'self'", brandBootScriptHash, ...scriptHashes].join(' '),
    ['style-src', "'self'", reactAriaPressStyleHash, ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...punchoutOrigins].join(' '),
    `frame-ancestors ${punchoutOrigins.length > 0 ? punchoutOrigins.join(' ') : "'none'"}`,
    // Only where something collects them: the end-to-end suite fails on any report (playwright.config.ts).
    ...(reportUri ? [`report-uri ${reportUri}`] : []),
  ].join('; ');
}

/** Everything but the CSP: no sniffing, no framing, no referrer to other sites, no powerful features. */
export const hardeningHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export function securityHeaders(options = {}) {
  return { 'content-security-policy': contentSecurityPolicy(options), ...hardeningHeaders };
}

/** The build's list of inlined-style hashes (apps/portal/prerender.mjs); none for a build without it. */
export function readStyleHashes(dist) {
  return readHashes(dist, '.csp-style-hashes');
}

/** The build's list of inline-script hashes – its import map's (apps/portal/prerender.mjs); none without it. */
export function readScriptHashes(dist) {
  return readHashes(dist, '.csp-script-hashes');
}

function readHashes(dist, file) {
  try {
    const text = readFileSync(join(dist, file), 'utf8').trim();
    if (!/^('sha256-[A-Za-z0-9+/]+=*'( |$))*$/.test(text)) throw new Error(`${dist}/${file} is malformed`);
    return text ? text.split(' ') : [];
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/** An origin as config.json's `punchout.origins` holds it (the app's parser checks the same, deployment.ts). */
export const punchoutOriginPattern =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[1-9][0-9]{0,4})?$/;

/**
 * A config.json's `punchout.origins` for the CSP (form-action, frame-ancestors); [] when it lists none or the file
 * is missing or unreadable. Anything that is no plain origin is left out – the app refuses such a file anyway.
 */
export function punchoutOriginsOf(configFile) {
  try {
    const origins = JSON.parse(readFileSync(configFile, 'utf8')).punchout?.origins;
    return Array.isArray(origins)
      ? origins.filter((origin) => typeof origin === 'string' && punchoutOriginPattern.test(origin))
      : [];
  } catch {
    return [];
  }
}

/**
 * The origin of a config.json's `apiBaseUrl`: the one other origin the CSP's connect-src lets the app reach.
 * '' for a same-origin path, the demo, or a file that is missing or unreadable (the app is out of service then).
 */
export function apiOriginOf(configFile) {
  try {
    const url = new URL(JSON.parse(readFileSync(configFile, 'utf8')).apiBaseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}
