import { describe, expect, it } from 'vitest';
import { ruleErrorOf as errorOf, translatorIn } from '../../components/form-rule-check';
import { locationRules } from './station-location-rules';

async function rulesIn(lng: string) {
  return locationRules(await translatorIn(lng), true);
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
      'The Longitude field must be between -180 and 180.',
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
