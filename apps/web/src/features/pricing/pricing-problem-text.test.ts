import { PRICING_MESSAGES } from '@chargedeck/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { pricingProblemText } from './pricing-problem-text';

async function translator(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({ ...I18N_OPTIONS, lng });
  return instance.t;
}

describe('pricingProblemText', () => {
  it('says a shared pricing rule in the language in use', async () => {
    const en = await translator('en');
    expect(pricingProblemText(en, PRICING_MESSAGES.startTimeRequired)).toBe('Enter the start time');
    const es = await translator('es-CO');
    expect(pricingProblemText(es, PRICING_MESSAGES.durationOrKwh)).toBe(
      'Defina el precio por duración o el precio por kWh',
    );
  });

  it('gives a shared message key its catalogue text and any other text back as it is', async () => {
    const en = await translator('en');
    expect(pricingProblemText(en, 'required')).toBe('is required');
    expect(pricingProblemText(en, 'Already told by the server')).toBe('Already told by the server');
  });
});
