// `npm run bench` only: a TLS + HTTP/2 front for a local HTTP server, the way browsers reach production – TLS
// ends at the load balancer in front of the container (deploy/nginx/portal.conf.template), which speaks HTTP/2
// to them. Measured over plain HTTP/1.1 on loopback instead, Lighthouse's model of slow 4G queues a route's
// chunks on six connections per origin, a cost no visitor of the real host pays. The certificate is a
// throw-away self-signed one from Debian's openssl, one for every front of the run; the browser that measures
// trusts exactly it (`trustedCertificateFlag`: Chromium's --ignore-certificate-errors-spki-list), so it caches
// what the portal serves as a browser does – --ignore-certificate-errors would make it cache nothing.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2); the upstream HTTP/1.1 answer may carry them. */
const connectionHeaders = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'kp-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1']
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem')])
        .concat(['-out', join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let shared;
/** The run's one certificate (and key), made on first use. */
const certificate = () => {
  shared ??= selfSignedCertificate();
  return shared;
};

/** The Chromium flag that trusts this run's certificate, and only it (by its public key's SHA-256). */
export function trustedCertificateFlag() {
  const spki = new X509Certificate(certificate().cert).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/**
 * Serves https://127.0.0.1:<port> over HTTP/2 (HTTP/1.1 for clients that ask for it) and passes every request
 * on to http://127.0.0.1:<target> unchanged.
 * @param {{ port: number, target: number }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveTlsFront({ port, target }) {
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    headers.host = `127.0.0.1:${target}`;
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of connectionHeaders) delete answerHeaders[name];
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Browsers keep HTTP/2 sessions open; closing ends them instead of waiting for them.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
