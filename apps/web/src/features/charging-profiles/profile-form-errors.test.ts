import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { changedFieldNames, profileFormErrors } from './profile-form-errors';

describe('profileFormErrors', () => {
  let t: TFunction;
  beforeAll(async () => {
    const instance = i18next.createInstance();
    await instance.init({ ...I18N_OPTIONS, lng: 'pt-BR' });
    t = instance.t;
  });

  it('tells a missing time before any other interval rule', () => {
    const errors = profileFormErrors(t, {
      description: 'Night',
      currentLimitDefault: 16,
      intervals: [{ beginningEnd: ['00:00', ''], currentLimit: 16 }],
    });
    expect(errors).toEqual([
      { name: ['intervals', 0, 'beginningEnd'], errors: ['O intervalo de tempo é obrigatório'] },
    ]);
  });

  it('tells an interval limit equal to the default limit on that limit', () => {
    const errors = profileFormErrors(t, {
      description: 'Night',
      currentLimitDefault: 16,
      intervals: [{ beginningEnd: ['00:00', '06:00'], currentLimit: 16 }],
    });
    expect(errors).toEqual([
      {
        name: ['intervals', 0, 'currentLimit'],
        errors: ['O limite de corrente deve ser diferente do limite padrão'],
      },
    ]);
  });

  it('tells every rule in the language in use, the shared message keys included', () => {
    const errors = profileFormErrors(t, {
      description: ' ',
      currentLimitDefault: -1,
      intervals: [{ beginningEnd: ['06:00', '02:00'], currentLimit: 16 }],
    });
    expect(errors).toEqual([
      { name: ['description'], errors: ['A descrição é obrigatória'] },
      { name: ['currentLimitDefault'], errors: ['deve ser maior que 0'] },
      {
        name: ['intervals', 0, 'beginningEnd'],
        errors: ['Os intervalos não podem se sobrepor e devem estar em ordem cronológica'],
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
