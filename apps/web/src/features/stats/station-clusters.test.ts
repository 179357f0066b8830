import { describe, expect, it } from 'vitest';
import { clusterByGrid } from './station-clusters';

describe('clusterByGrid', () => {
  it('groups points of one cell at their centroid and leaves distant points alone', () => {
    const clusters = clusterByGrid(
      [
        { item: 'a', x: 10, y: 10 },
        { item: 'b', x: 50, y: 30 },
        { item: 'c', x: 300, y: 300 },
      ],
      60,
    );
    expect(clusters).toHaveLength(2);
    const pair = clusters.find((c) => c.items.length === 2);
    expect(pair?.items).toEqual(['a', 'b']);
    expect(pair?.x).toBe(30);
    expect(pair?.y).toBe(20);
  });

  it('keeps 10,000 points to a bounded number of clusters quickly', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => ({
      item: i,
      x: (i * 7919) % 1280,
      y: (i * 104_729) % 720,
    }));
    const started = performance.now();
    const clusters = clusterByGrid(points, 60);
    expect(performance.now() - started).toBeLessThan(200);
    expect(clusters.length).toBeLessThanOrEqual(22 * 12);
    expect(clusters.reduce((n, c) => n + c.items.length, 0)).toBe(10_000);
  });
});
