import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { stationScreens } from '../../testing/station-screens';

describeDatabases('station list API', (database) => {
  const scene = stationScreens(database);

  it('lists page by page and filters Online, Offline and Faulted on the server', async () => {
    const faulted = await scene.app.addStation('LIST-FAULT');
    await scene.app.addStation('LIST-OK');
    const { db } = database.handle;
    await db
      .insertInto('connector')
      .values([
        { charge_box_pk: faulted, connector_id: 1, last_status: 'Faulted' },
        { charge_box_pk: faulted, connector_id: 2, last_status: 'Available' },
      ])
      .execute();
    await db
      .updateTable('charge_box')
      .set({ online: true })
      .where('charge_box_pk', '=', faulted)
      .execute();
    const ids = (body: Record<string, unknown>) =>
      (body.chargePointList as { chargeBoxId: string }[]).map((s) => s.chargeBoxId);
    const only = await scene.app.api(
      'GET',
      '/api/chargepoints?page=1&size=10&active=true&online=FAULTED',
    );
    expect(ids(only.body)).toEqual(['LIST-FAULT']);
    expect(only.body.count).toBe(1);
    const online = await scene.app.api('GET', '/api/chargepoints?online=true&searchInput=LIST');
    expect(ids(online.body)).toEqual(['LIST-FAULT']);
    const offline = await scene.app.api('GET', '/api/chargepoints?online=false&searchInput=list-');
    expect(ids(offline.body)).toEqual(['LIST-OK']);
    const paged = await scene.app.api('GET', '/api/chargepoints?page=2&size=1&searchInput=LIST');
    expect(ids(paged.body)).toEqual(['LIST-OK']);
    expect(paged.body.count).toBe(2);
    const card = (only.body.chargePointList as Record<string, unknown>[])[0];
    expect(card).toMatchObject({ monthConsumption: 0, tenantName: expect.any(String) });
    expect((card?.connectors as unknown[]).length).toBe(2);
    const picker = await scene.app.api('GET', '/api/chargepoints?originType=MOVE');
    expect(ids(picker.body)).toContain('LIST-OK');
    expect(await scene.asOther('GET', '/api/chargepoints?searchInput=LIST')).toBe(200);
  });

  it("answers 404 for another tenant's station, and deletes a station", async () => {
    const pk = await scene.app.addStation('DEL-1');
    expect(await scene.asOther('DELETE', `/api/chargepoints/${pk}`)).toBe(404);
    const deleted = await scene.app.api('DELETE', `/api/chargepoints/${pk}`);
    expect(deleted.statusCode).toBe(204);
    expect((await scene.app.api('GET', `/api/chargepoints/${pk}`)).statusCode).toBe(404);
  });
});
