import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { SHOPPING_NORTE, stationScreens } from '../../testing/station-screens';

describeDatabases('station groups API', (database) => {
  const scene = stationScreens(database);

  it('lists, sorts, edits and validates groups in Portuguese', async () => {
    const made = await scene.app.api('POST', '/api/chargepoint-groups', SHOPPING_NORTE);
    const groupPk = (made.body.chargeBoxGroup as { chargeBoxGroupPk: number }).chargeBoxGroupPk;
    await scene.app.addStation('GROUP-1', { chargeBoxGroupPk: groupPk });
    await scene.app.api('POST', '/api/chargepoint-groups', {
      ...SHOPPING_NORTE,
      name: 'Aeroporto',
      externalId: 'Z9',
    });
    const bad = await scene.app.http.inject({
      method: 'POST',
      url: '/api/chargepoint-groups',
      headers: { authorization: `Bearer ${scene.app.token}`, 'accept-language': 'pt-BR' },
      payload: { ...SHOPPING_NORTE, name: '', latitude: 120 },
    });
    expect(bad.statusCode).toBe(400);
    expect(String(bad.json<{ error: string }>().error)).toContain('O nome é obrigatório.');
    const sorted = await scene.app.api('GET', '/api/chargepoint-groups?sort=externalId&order=desc');
    const names = (sorted.body.chargeBoxGroupList as { name: string }[]).map((g) => g.name);
    expect(names[0]).toBe('Aeroporto');
    const search = await scene.app.api('GET', '/api/chargepoint-groups?searchInput=norte');
    const norte = (
      search.body.chargeBoxGroupList as { chargeBoxGroupPk: number; chargePoints: unknown[] }[]
    )[0]!;
    expect(norte.chargePoints).toEqual([expect.objectContaining({ chargeBoxId: 'GROUP-1' })]);
    const edited = await scene.app.api('PUT', `/api/chargepoint-groups/${norte.chargeBoxGroupPk}`, {
      ...SHOPPING_NORTE,
      name: 'Shopping Norte 2',
    });
    expect(edited.statusCode).toBe(200);
  });

  it("answers 404 for another tenant's group and refuses its edit", async () => {
    const made = await scene.app.api('POST', '/api/chargepoint-groups', {
      ...SHOPPING_NORTE,
      name: 'Root only',
    });
    const groupPk = (made.body.chargeBoxGroup as { chargeBoxGroupPk: number }).chargeBoxGroupPk;
    expect(await scene.asOther('GET', `/api/chargepoint-groups/${groupPk}`)).toBe(404);
    expect(await scene.asOther('PUT', `/api/chargepoint-groups/${groupPk}`, SHOPPING_NORTE)).toBe(
      403,
    );
  });
});
