import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { statsScene } from '../../testing/stats-scene';

describeDatabases('Home dashboard map', (database) => {
  const scene = statsScene(database);

  it('lists map stations with connectors, state and the month energy', async () => {
    const map = await scene.get(scene.admin, '/api/chargepoints/map?originType=MOVE');
    expect(map.status).toBe(200);
    const list = map.body.chargePointList as Record<string, unknown>[];
    expect(list.map((c) => c.chargeBoxId)).toEqual([
      'ST-A',
      'ST-B',
      'ST-C',
      'ST-D',
      'ST-E',
      'ST-Z',
    ]);
    const a = list[0]!;
    expect(a).toMatchObject({
      description: 'Station ST-A',
      origin: 'MOVE',
      state: 'charging',
      locationLatitude: -23.5,
      locationLongitude: -46.6,
      ocppProtocol: 'ocpp1.6',
      chargePointVendor: 'Acme',
      address: { street: 'Rua Augusta' },
      connectors: [
        { connectorId: 1, connectorType: null, lastStatus: { status: 'Charging', usage: true } },
        { connectorId: 2, connectorType: null, lastStatus: { status: 'Available', usage: false } },
      ],
    });
    expect(list.map((c) => c.state)).toEqual([
      'charging',
      'available',
      'maintenance',
      'unavailable',
      'unavailable',
      'available',
    ]);
    expect(list[1]!.monthConsumption).toBe(3000);
    expect(list[2]!.connectors).toEqual([
      { connectorId: 1, connectorType: null, lastStatus: { status: 'Maintenance', usage: false } },
    ]);

    // The compact form the web scene.app reads: what the markers need, values in the named order.
    const compact = await scene.get(
      scene.admin,
      '/api/chargepoints/map?originType=MOVE&format=rows',
    );
    expect(compact.status).toBe(200);
    expect(compact.body.columns).toEqual([
      'chargeBoxPk',
      'chargeBoxId',
      'online',
      'locationLatitude',
      'locationLongitude',
    ]);
    expect(compact.body.connectorColumns).toEqual(['chargeBoxPk', 'connectorId', 'status']);
    const rows = (compact.body.chargePoints as unknown[][]).sort((x, y) =>
      String(x[1]).localeCompare(String(y[1])),
    );
    expect(rows.map((r) => r[1])).toEqual(list.map((c) => c.chargeBoxId));
    expect(rows[0]).toEqual([a.chargeBoxPk, 'ST-A', a.online, -23.5, -46.6]);
    expect(rows.map((r) => r[3])).toEqual(list.map((c) => c.locationLatitude));
    const connectors = (compact.body.connectors as [number, number, string][]).sort(
      (x, y) => x[0] - y[0] || x[1] - y[1],
    );
    expect(connectors.filter((c) => c[0] === a.chargeBoxPk)).toEqual([
      [a.chargeBoxPk, 1, 'Charging'],
      [a.chargeBoxPk, 2, 'Available'],
    ]);
    expect(connectors.filter((c) => c[0] === list[2]!.chargeBoxPk)).toEqual([
      [list[2]!.chargeBoxPk, 1, 'Maintenance'],
    ]);
    const everyConnector = list.flatMap((c) =>
      (c.connectors as { connectorId: number; lastStatus: { status: string } }[]).map((k) => [
        c.chargeBoxPk,
        k.connectorId,
        k.lastStatus.status,
      ]),
    );
    expect(connectors).toEqual(everyConnector);
    // The month's energy and what else only the popup shows leave the rows form.
    expect(JSON.stringify(compact.body)).not.toContain('Rua Augusta');

    // The popup's station: the same object as in chargePointList, month energy included.
    const popup = await scene.get(scene.admin, `/api/chargepoints/map/${list[1]!.chargeBoxPk}`);
    expect(popup.status).toBe(200);
    expect(popup.body.chargePoint).toEqual(list[1]);
    expect((popup.body.chargePoint as { monthConsumption: number }).monthConsumption).toBe(3000);
    const badPk = await scene.get(scene.admin, '/api/chargepoints/map/abc');
    expect(badPk.status).toBe(400);
    expect(badPk.body.field).toBe('chargeBoxPk');
    expect(String(badPk.body.error)).toContain('chargeBoxPk');
    expect((await scene.get(scene.admin, '/api/chargepoints/map/999999')).status).toBe(404);
    const badFormat = await scene.get(scene.admin, '/api/chargepoints/map?format=csv');
    expect(badFormat.status).toBe(400);
    expect(JSON.stringify(badFormat.body)).toContain('format');

    const plugShare = await scene.get(scene.admin, '/api/chargepoints/map?originType=PLUG_SHARE');
    expect(plugShare.body.chargePointList).toEqual([]);
    const owner = await database.handle.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', 'driver@example.com')
      .executeTakeFirstOrThrow();
    await database.handle.db
      .insertInto('charge_box_user')
      .values({
        charge_box_pk: list[1]!.chargeBoxPk as number,
        user_pk: owner.user_pk,
        owner: true,
      })
      .execute();
    const own = await scene.get(
      scene.admin,
      `/api/chargepoints/map?originType=MOVE&userPk=${owner.user_pk}`,
    );
    const ownList = own.body.chargePointList as { chargeBoxId: string }[];
    expect(ownList.map((c) => c.chargeBoxId)).toEqual(['ST-B']);
  });
});
