// The requests an attacker or a broken client sends a web server, and a raw HTTP/1.1 client to send them
// unaltered (fetch would normalise the very targets under test). Used by the tests of scripts/serve.mjs,
// of deploy/nginx.conf and by the load script.
import { connect } from 'node:net';

/** @returns {{ method: string, target: string }[]} */
export function probeList() {
  const get = (target) => ({ method: 'GET', target });
  return [
    // malformed percent-escapes
    get('/%E0%A4%A'),
    get('/%'),
    get('/%zz'),
    get('/assets/%C0%AF'),
    get('/en/%E0%A4%A/user'),
    // absolute-form request targets
    get('http://[/'),
    get('http://127.0.0.1/'),
    get('http://evil.example/../../etc/passwd'),
    get('https://'),
    // traversal variants
    get('/../../etc/passwd'),
    get('/..%2f..%2f..%2fetc%2fpasswd'),
    get('/%2e%2e/%2e%2e/%2e%2e/etc/passwd'),
    get('/assets/..%2f..%2fpackage.json'),
    get('/assets/..%5c..%5cpackage.json'),
    get('/assets/%2e%2e%2f%2e%2e%2fpackage.json'),
    get('/assets/%00.js'),
    get('//etc/passwd'),
    // private build output
    get('/.vite/manifest.json'),
    get('/assets/index.js.map'),
    // other methods
    ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'].map((method) => ({
      method,
      target: '/',
    })),
    // a 20 KB URL
    get(`/${'a'.repeat(20 * 1024)}`),
  ];
}

/**
 * A source map's path (`/assets/app-0123abcd.js.map`) as a prober spells it to get past a host's rule for
 * `.map`: trailing slashes and dots, encoded slashes and dots, case, doubled slashes, queries, `;` parameters,
 * fragments, the precompressed copies. No host may answer any of them with the map.
 * @param {string} path
 * @returns {string[]}
 */
export function sourceMapSpellings(path) {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  const file = path.slice(dir.length);
  const stem = file.replace(/\.map$/, '');
  return [
    path,
    `${path}/`,
    `${path}//`,
    `${path}%2F`,
    `${path}%2f`,
    `${path}/.`,
    `${path}/%2e`,
    `${path}.`,
    `${path}%20`,
    `${path}%00`,
    `${path}?`,
    `${path}?x=1`,
    `${path}/?x=1`,
    `${path}#x`,
    `${path};`,
    `${path};x=1`,
    `${path}/;x=1`,
    `${path}.gz`,
    `${path}.br`,
    `${dir}${stem}.MAP`,
    `${dir}${stem}.Map`,
    `${dir}${stem}.MAP/`,
    `${dir}${stem}%2emap`,
    `${dir}${stem}%2Emap`,
    `${dir}${stem}.%6dap`,
    `${dir}${stem}.%6d%61%70`,
    `${dir}${stem}.%4D%41%50%2F`,
    `/${path}`,
    `//${path.slice(1)}/`,
    path.replaceAll('/', '//'),
    path.replace(/^\//, '/%2F').replace('/assets/', '/assets%2F'),
    path.replace('/assets/', '/assets/./'),
    path.replace('/assets/', '/assets/x/../'),
    path.replace('/assets/', '/assets/%2e/'),
    path.replace('/assets/', '/en/../assets/'),
    `http://127.0.0.1${path}/`,
  ];
}

/**
 * Sends one request exactly as given and reads the status, the headers (lower-cased) and the body text.
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string }>}
 */
export function rawRequest({ port, host = '127.0.0.1', method = 'GET', target, headers = {} }) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = connect(port, host, () => {
      const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}:${port}`, 'Connection: close'];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const head = (end < 0 ? text : text.slice(0, end)).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
      if (!status) {
        reject(
          new Error(
            `no HTTP answer to ${method} ${target.slice(0, 80)}: ${JSON.stringify(text.slice(0, 80))}`,
          ),
        );
        return;
      }
      const parsed = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers: parsed, body: end < 0 ? '' : text.slice(end + 4) });
    });
  });
}
