import { STATION_MESSAGES } from '@chargedeck/shared';
import type { FormRule } from 'antd';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { locationRules } from './station-location-rules';

async function rulesIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return locationRules(i18n.t, true);
}

/** Runs a field's rule validators as antd does, resolving to the first error's text. */
async function errorOf(rules: FormRule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    if (typeof rule !== 'object' || !rule.validator) continue;
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe('locationRules', () => {
  it("refuses a longitude of -500 before the request, in the user's language", async () => {
    expect(await errorOf((await rulesIn('pt-BR')).longitude, -500)).toBe(
      'A longitude deve estar entre -180 e 180.',
    );
    expect(await errorOf((await rulesIn('es')).longitude, 500)).toBe(
      'La longitud debe estar entre -180 y 180.',
    );
    expect(await errorOf((await rulesIn('en')).longitude, -500)).toBe(
      STATION_MESSAGES.longitudeRange,
    );
  });

  it('accepts a longitude in range and an empty one', async () => {
    const { longitude } = await rulesIn('pt-BR');
    expect(await errorOf(longitude, -46.6)).toBeUndefined();
    expect(await errorOf(longitude, null)).toBeUndefined();
    expect(await errorOf(longitude, undefined)).toBeUndefined();
  });

  it("gives the latitude's range in the user's language", async () => {
    const { latitude } = await rulesIn('pt-BR');
    expect(latitude).toContainEqual(
      expect.objectContaining({
        min: -90,
        max: 90,
        message: 'A latitude deve estar entre -90 e 90.',
      }),
    );
  });
});
