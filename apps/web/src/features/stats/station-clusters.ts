/** A point on the map in world pixels at one zoom level. */
export interface Projected<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  key: string;
  items: T[];
  /** Centre of the members, in the same world pixels. */
  x: number;
  y: number;
}

/**
 * Grid clustering: points that fall in the same `cell`-pixel square at the current zoom form one
 * cluster placed at their centroid. Linear in the points, so 10,000 stations regroup in a few
 * milliseconds on every zoom or pan; world pixels keep the grid fixed while panning.
 */
export function clusterByGrid<T>(points: readonly Projected<T>[], cell: number): Cluster<T>[] {
  const cells = new Map<string, { items: T[]; sx: number; sy: number }>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cell)}:${Math.floor(p.y / cell)}`;
    const bucket = cells.get(key);
    if (bucket) {
      bucket.items.push(p.item);
      bucket.sx += p.x;
      bucket.sy += p.y;
    } else {
      cells.set(key, { items: [p.item], sx: p.x, sy: p.y });
    }
  }
  return [...cells].map(([key, b]) => ({
    key,
    items: b.items,
    x: b.sx / b.items.length,
    y: b.sy / b.items.length,
  }));
}
