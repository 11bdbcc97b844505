/**
 * Stand-in for `tldts` in the demo bundle. MSW's cookie jar (tough-cookie) asks it for a cookie's registrable
 * domain, which drags in the whole public-suffix list (~250 KB). The mock backend sets no cookies, and the
 * demo runs on one host, so the last two labels of a name – none for IPs and single labels – are enough.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
