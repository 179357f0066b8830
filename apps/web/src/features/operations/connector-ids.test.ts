import { describe, expect, it } from 'vitest';
import { connectorIdsOf } from './connector-ids';
import type { CommandMetadata } from './operations-api';

describe('connectorIdsOf', () => {
  it('lists the chosen stations connectors once each, in numeric order', () => {
    const meta = {
      connectorIds: { 'CB-1': [10, 2, 1], 'CB-2': [2, 3] },
    } as unknown as CommandMetadata;
    expect(connectorIdsOf(['CB-1', 'CB-2'], meta)).toEqual([1, 2, 3, 10]);
    expect(connectorIdsOf(['CB-9'], meta)).toEqual([1]);
  });
});
