import { readFileSync } from 'node:fs';

/** The product version, from the root package.json (bundled at build time as a define when available). */
export function productVersion(): string {
  for (const url of [
    new URL('../../../../package.json', import.meta.url),
    new URL('../../../package.json', import.meta.url),
  ]) {
    try {
      const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'chargedeck' && pkg.version) return pkg.version;
    } catch {
      // try the next place
    }
  }
  return '0.0.0';
}
