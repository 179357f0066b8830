/** A binary min-heap of timer entries ordered by due time, then insertion order. */
export interface TimerEntry {
  at: number;
  seq: number;
  periodMs: number;
  run: () => void;
  cancelled: boolean;
}

const before = (a: TimerEntry, b: TimerEntry): boolean =>
  a.at < b.at || (a.at === b.at && a.seq < b.seq);

export class TimerHeap {
  private items: TimerEntry[] = [];

  get length(): number {
    return this.items.length;
  }

  peek(): TimerEntry | undefined {
    return this.items[0];
  }

  push(entry: TimerEntry): void {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(entry, items[parent] as TimerEntry)) break;
      items[i] = items[parent] as TimerEntry;
      i = parent;
    }
    items[i] = entry;
  }

  pop(): TimerEntry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child =
        right < items.length && before(items[right] as TimerEntry, items[left] as TimerEntry)
          ? right
          : left;
      if (!before(items[child] as TimerEntry, last)) break;
      items[i] = items[child] as TimerEntry;
      i = child;
    }
    items[i] = last;
    return top;
  }

  /** Drops cancelled entries; used when they pile up. */
  compact(): void {
    const live = this.items.filter((e) => !e.cancelled);
    this.items = [];
    for (const entry of live) this.push(entry);
  }

  clear(): void {
    this.items = [];
  }
}
