import { describe, expect, it } from 'vitest';
import { CAR_SORT_KEY, headerOrderOf } from './header-order';

describe('headerOrderOf', () => {
  it('turns the table sort state into the key:direction pair of the API', () => {
    expect(headerOrderOf('user_name', 'descend')).toBe('user_name:desc');
    expect(headerOrderOf('recharges', 'ascend')).toBe('recharges:asc');
    expect(headerOrderOf(CAR_SORT_KEY, 'descend')).toBe('car_name:desc');
  });

  it('sends no order when the column cycles back to none', () => {
    expect(headerOrderOf('user_name', null)).toBeUndefined();
    expect(headerOrderOf(undefined, 'ascend')).toBeUndefined();
  });
});
