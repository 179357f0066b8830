import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;

/** A version as numbers; a missing or wildcard part is absent ("20", "10.x", "6.*"). */
function partsOf(version: string): number[] {
  const parts: number[] = [];
  for (const part of version.split('.')) {
    if (!/^\d+$/.test(part)) break;
    parts.push(Number(part));
  }
  return parts;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < b.length; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether a version is in an npm range, for the forms package engines use. */
function admits(range: string, version: string): boolean {
  const v = partsOf(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        const [, op = '', bound = ''] = /^([<>=^~]*)(.*)$/.exec(comparator) ?? [];
        const b = partsOf(bound.replace(/^v/, ''));
        if (b.length === 0) return true;
        const order = compare(v, b);
        if (op === '>=') return order >= 0;
        if (op === '>') return order > 0;
        if (op === '<=') return order <= 0;
        if (op === '<') return order < 0;
        if (op === '^') return order >= 0 && v[0] === b[0];
        if (op === '~') return order >= 0 && compare(v, b.slice(0, 2)) === 0;
        return compare(v, b) === 0;
      }),
  );
}

describe('Node engines', () => {
  const { engines } = readJson('package.json') as { engines: { node: string } };
  const oldest = engines.node.replace(/^>=\s*/, '');

  it('reads the ranges packages declare', () => {
    expect(admits('^20.19.0 || >=22.12.0', '20.19.0')).toBe(true);
    expect(admits('>= 10.x', '20.19.0')).toBe(true);
    expect(admits('>=16 || 14 >=14.17', '20.19.0')).toBe(true);
    expect(admits('>=22', '20.19.0')).toBe(false);
    expect(admits('^20.0.0 || ^22.0.0 || >=24.0.0', '21.0.0')).toBe(false);
    expect(admits('^18.18.0 || ^20.9.0 || >=21.1.0', '20.19.0')).toBe(true);
  });

  it('every locked package runs on the oldest Node the project supports', () => {
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .map(([path, entry]) => ({
        path,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ node }) => node !== undefined && !admits(node, oldest))
      .map(({ path, node }) => `${path} (${node})`);
    expect(refusing).toEqual([]);
  });
});
