import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { stationScreens } from '../../testing/station-screens';
import { seedRecharge } from '../../testing/seed-station';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function multipart(files: { name: string; bytes: Buffer }[]) {
  const boundary = 'cdboundary';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeDatabases('station detail API', (database) => {
  const scene = stationScreens(database);

  it('sets a reported connector, checks its power max, and lists connector types', async () => {
    const pk = await scene.app.addStation('CONN-1', {
      system: 'SINGLE_PHASE',
      phase: 'A',
      voltage: '220',
    });
    await database.handle.db
      .insertInto('connector')
      .values({ charge_box_pk: pk, connector_id: 1, last_status: 'Available' })
      .execute();
    const types = await scene.app.api('GET', '/api/connector_types');
    const list = types.body.connectorTypeList as { connectorTypeId: number; name: string }[];
    expect(list.map((t) => t.name)).toContain('CCS Type 2');
    const type2 = list.find((t) => t.name === 'Type 2')!.connectorTypeId;
    const url = `/api/chargepoints/${pk}/connector/1`;
    // Without /stations/custom-powermax only the system's choices are allowed.
    const custom = (status: boolean) =>
      database.handle.db
        .updateTable('user_permission')
        .set({ status })
        .where('route', '=', '/stations/custom-powermax')
        .execute();
    await custom(false);
    const tooStrong = await scene.app.api('PUT', url, { connectorTypePk: type2, powerMax: 22000 });
    expect(tooStrong.statusCode).toBe(400);
    expect(tooStrong.body.field).toBe('powerMax');
    await custom(true);
    expect(
      (await scene.app.api('PUT', url, { connectorTypePk: type2, powerMax: 22000 })).statusCode,
    ).toBe(200);
    const noType = await scene.app.api('PUT', url, { powerMax: 7400 });
    expect(String(noType.body.error)).toContain('The connector type field cannot be null.');
    const ok = await scene.app.api('PUT', url, {
      connectorTypePk: type2,
      powerMax: 7400,
      unusualStatus: 'MAINTENANCE',
    });
    expect(ok.statusCode).toBe(200);
    const detail = await scene.app.api('GET', `/api/chargepoints/${pk}`);
    expect((detail.body.chargePointDetail as { connectors: unknown[] }).connectors).toEqual([
      expect.objectContaining({
        connectorType: 'Type 2',
        powerMax: 7400,
        unusualStatus: 'MAINTENANCE',
      }),
    ]);
    expect(await scene.asOther('PUT', url, { connectorTypePk: type2 })).toBe(404);
  });

  it('keeps photos checked by content, at most 3, with unique names', async () => {
    await scene.app.addStation('PHOTO-1');
    const upload = (files: { name: string; bytes: Buffer }[]) => {
      const body = multipart(files);
      return scene.app.http.inject({
        method: 'POST',
        url: '/api/chargepoints/PHOTO-1/photos',
        headers: { authorization: `Bearer ${scene.app.token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const fake = await upload([{ name: 'fake.png', bytes: Buffer.from('not really a png') }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toContain('You can only upload .jpg/.jpeg/.png file!');
    const big = await upload([
      { name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toContain('Image must smaller than 10MB!');
    const ok = await upload([
      { name: 'a.png', bytes: PNG },
      { name: 'b.png', bytes: PNG },
    ]);
    expect(ok.statusCode).toBe(201);
    expect((await upload([{ name: 'a.png', bytes: PNG }])).json().error).toBe(
      'An image with this name already exists!',
    );
    expect((await upload([{ name: 'c.png', bytes: PNG }])).statusCode).toBe(201);
    expect((await upload([{ name: 'd.png', bytes: PNG }])).statusCode).toBe(400);
    const list = await scene.app.api('GET', '/api/chargepoints/PHOTO-1/photos');
    const photos = list.body.chargePointPhotos as { url: string; photoPk: number }[];
    expect(photos).toHaveLength(3);
    const file = await scene.app.http.inject({ method: 'GET', url: photos[0]!.url });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(await scene.asOther('GET', '/api/chargepoints/PHOTO-1/photos')).toBe(404);
    const gone = await scene.app.api(
      'DELETE',
      `/api/chargepoints/PHOTO-1/photos/${photos[0]!.photoPk}`,
    );
    expect(gone.statusCode).toBe(204);
  });

  it('answers the recent events and transactions of a station', async () => {
    const pk = await scene.app.addStation('HIST-1');
    const { db } = database.handle;
    const connector = await db
      .insertInto('connector')
      .values({ charge_box_pk: pk, connector_id: 1, last_status: 'Available' })
      .returning('connector_pk')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('charge_box_event')
      .values({
        charge_box_pk: pk,
        event_type: 'Failure',
        event_timestamp: new Date(),
        connector_id: 1,
      })
      .execute();
    await seedRecharge(database, {
      chargeBoxPk: pk,
      connectorPk: connector.connector_pk,
      idTag: 'TAG-1',
      start: new Date(Date.now() - 3_600_000),
      stop: new Date(),
      startValue: 1000,
      stopValue: 13_345,
    });
    const events = await scene.app.api(
      'GET',
      '/api/notification/chargeBox?chargeBoxIds=HIST-1&limit=30',
    );
    expect(events.body.notificationList).toEqual([
      expect.objectContaining({
        type: 'Failure',
        chargeBoxId: 'HIST-1',
        notificationTimestampDT: expect.any(String),
      }),
    ]);
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const tx = await scene.app.api(
      'GET',
      `/api/transaction?chargeBoxPK=${pk}&fromDate=${from}&toDate=${to}&timeZone=UTC`,
    );
    expect(tx.body.list).toEqual([
      expect.objectContaining({ energyHumanReadable: '12.35 kWh', ocppIdTag: 'TAG-1' }),
    ]);
    const list = await scene.app.api('GET', '/api/chargepoints?searchInput=HIST-1&timeZone=UTC');
    expect((list.body.chargePointList as { monthConsumption: number }[])[0]?.monthConsumption).toBe(
      12_345,
    );
    const theirs = await scene.app.http.inject({
      method: 'GET',
      url: `/api/transaction?chargeBoxPK=${pk}`,
      headers: { authorization: `Bearer ${scene.otherToken}`, host: 'rival.localhost' },
    });
    expect(theirs.json().list).toEqual([]);
  });
});
