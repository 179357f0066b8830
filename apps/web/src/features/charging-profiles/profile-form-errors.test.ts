import { CHARGING_PROFILE_TEXTS } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import { changedFieldNames, profileFormErrors } from './profile-form-errors';

describe('profileFormErrors', () => {
  it('tells a missing time before any other interval rule', () => {
    const errors = profileFormErrors({
      description: 'Night',
      currentLimitDefault: 16,
      intervals: [{ beginningEnd: ['00:00', ''], currentLimit: 16 }],
    });
    expect(errors).toEqual([
      { name: ['intervals', 0, 'beginningEnd'], errors: [CHARGING_PROFILE_TEXTS.intervalRequired] },
    ]);
  });

  it('tells an interval limit equal to the default limit on that limit', () => {
    const errors = profileFormErrors({
      description: 'Night',
      currentLimitDefault: 16,
      intervals: [{ beginningEnd: ['00:00', '06:00'], currentLimit: 16 }],
    });
    expect(errors).toEqual([
      {
        name: ['intervals', 0, 'currentLimit'],
        errors: [CHARGING_PROFILE_TEXTS.limitEqualsDefault],
      },
    ]);
  });
});

describe('changedFieldNames', () => {
  it('names top-level fields and the changed field of each changed interval', () => {
    expect(changedFieldNames({ description: 'Night' }, 1)).toEqual([['description']]);
    // Form.List reports a change of the second interval's range as a sparse array.
    const intervals = [undefined, { range: null }];
    expect(changedFieldNames({ intervals }, 2)).toEqual([['intervals', 1, 'range']]);
  });

  it('leaves the limit of an interval alone when only its time range changes', () => {
    const names = changedFieldNames({ intervals: [{ range: null }] }, 1);
    expect(names).not.toContainEqual(['intervals', 0, 'currentLimit']);
  });

  it('clears every interval limit with the default limit, which the rule compares them to', () => {
    expect(changedFieldNames({ currentLimitDefault: 20 }, 2)).toEqual([
      ['currentLimitDefault'],
      ['intervals', 0, 'currentLimit'],
      ['intervals', 1, 'currentLimit'],
    ]);
  });
});
