/** Host names that only ever reach the machine the browser runs on. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * The URL when a tenant's link (terms of use, deep-link host) may be handed to a browser:
 * `https:`, or `http:` on a loopback host for development. Anything else (`javascript:`, `data:`,
 * plain `http:` on the internet, text that is no URL) gives undefined.
 */
export function safeLinkUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:') return text;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return text;
  return undefined;
}
