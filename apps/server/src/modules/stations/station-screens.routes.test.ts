import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../platform/security/password-hash';
import { describeDatabases } from '../../testing/test-databases';
import { STATION_KEY, startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';

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

describeDatabases('station screens API', (database) => {
  let app: OcppTestApp;
  let otherToken: string;

  beforeAll(async () => {
    app = await startOcppApp(database);
    const tenant = await app.api('POST', '/api/tenants', { name: 'Rival', alias: 'rival' });
    const created = tenant.body.data as { tenant_pk: number; api_key: string };
    const { db } = database.handle;
    const user = await db
      .insertInto('app_user')
      .values({
        tenant_pk: created.tenant_pk,
        name: 'Rival admin',
        email: 'rival@example.com',
        password_hash: await hashPassword('Rival123!'),
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_permission')
      .values(
        ['/stations', '/stations/edit/:id', '/stations/delete/:id', '/station_groups'].map(
          (route) => ({ user_pk: user.user_pk, route, role_id: null }),
        ),
      )
      .execute();
    otherToken = await app.login('rival@example.com', 'Rival123!', { 'api-key': created.api_key });
  });
  afterAll(async () => {
    await app?.close();
  });

  const asOther = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${otherToken}` },
      ...(payload ? { payload } : {}),
    });
    return res.statusCode;
  };

  const group = {
    name: 'Shopping Norte',
    externalId: 'SN-1',
    address: {
      street: 'Av. Norte',
      houseNumber: '100',
      zipCode: '01310-100',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
    latitude: -23.56,
    longitude: -46.65,
  };

  it('stores the form fields, a group and bound users, and reads them back', async () => {
    const made = await app.api('POST', '/api/chargepoint-groups', group);
    expect(made.statusCode).toBe(201);
    const groupPk = (made.body.chargeBoxGroup as { chargeBoxGroupPk: number }).chargeBoxGroupPk;
    const pk = await app.addStation('FORM-1', {
      chargeBoxGroupPk: groupPk,
      typeOf: 'PRIVATE',
      isOpen_24Hours: false,
      openTime: '08:00:00',
      closeTime: '23:59:59',
      address: { ...group.address },
      showLocation: true,
      locationLatitude: -23.56,
      locationLongitude: -46.65,
      system: 'THREE_PHASE',
      phase: 'ABC',
      voltage: '127/220',
      hasPayment: true,
      moneyPerKilowattCost: 150,
      taxIncome: 0.05,
      bindUsers: [{ user_pk: 1, owner: true, bind_status: 'ACCEPTED' }],
    });
    const detail = await app.api('GET', `/api/chargepoints/${pk}`);
    expect(detail.body.chargePointDetail).toMatchObject({
      chargeBoxGroupName: 'Shopping Norte',
      isOpen_24Hours: false,
      closeTime: '23:59:59',
      address: { street: 'Av. Norte', zipCode: '01310-100', empty: false },
      system: 'THREE_PHASE',
      moneyPerKilowattCost: 150,
      taxIncome: 0.05,
      bindUsers: [{ user_pk: 1, owner: true, bind_status: 'ACCEPTED' }],
    });
  });

  it.each([
    [{ isOpen_24Hours: false }, 'openTime', 'Opening time must be defined'],
    [
      { showLocation: true, locationLongitude: 1 },
      'locationLatitude',
      'The Latitude field must be filled in.',
    ],
    [
      { showLocation: true, locationLatitude: 95, locationLongitude: 1 },
      'locationLatitude',
      'between -90 and 90',
    ],
    [
      { showLocation: true, locationLatitude: 1, locationLongitude: -500 },
      'locationLongitude',
      'The Longitude field must be between -180 and 180.',
    ],
    [
      { isTenantDeviceReader: true },
      'deviceReaderMac',
      'The Facial Reader MAC Address field is mandatory.',
    ],
    [{ address: { zipCode: '01310-100' } }, 'address.street', 'Required field'],
    [{ system: 'SINGLE_PHASE', phase: 'ABC' }, 'phase', 'is not a phase'],
    [{ chargeBoxGroupPk: 999_999 }, 'chargeBoxGroupPk', 'is not a group you manage'],
  ])('refuses a form breaking a rule (%#)', async (extra, field, message) => {
    const res = await app.api('POST', '/api/chargepoints', {
      chargeBoxId: 'RULES-1',
      description: 'x',
      authorizationKey: STATION_KEY,
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.field).toBe(field);
    expect(String(res.body.error)).toContain(message);
  });

  it('lists page by page and filters Online, Offline and Faulted on the server', async () => {
    const faulted = await app.addStation('LIST-FAULT');
    await app.addStation('LIST-OK');
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
    const only = await app.api(
      'GET',
      '/api/chargepoints?page=1&size=10&active=true&online=FAULTED',
    );
    expect(ids(only.body)).toEqual(['LIST-FAULT']);
    expect(only.body.count).toBe(1);
    const online = await app.api('GET', '/api/chargepoints?online=true&searchInput=LIST');
    expect(ids(online.body)).toEqual(['LIST-FAULT']);
    const offline = await app.api('GET', '/api/chargepoints?online=false&searchInput=list-');
    expect(ids(offline.body)).toEqual(['LIST-OK']);
    const paged = await app.api('GET', '/api/chargepoints?page=2&size=1&searchInput=LIST');
    expect(ids(paged.body)).toEqual(['LIST-OK']);
    expect(paged.body.count).toBe(2);
    const card = (only.body.chargePointList as Record<string, unknown>[])[0];
    expect(card).toMatchObject({ monthConsumption: 0, tenantName: expect.any(String) });
    expect((card?.connectors as unknown[]).length).toBe(2);
    const picker = await app.api('GET', '/api/chargepoints?originType=MOVE');
    expect(ids(picker.body)).toContain('LIST-OK');
    expect(await asOther('GET', '/api/chargepoints?searchInput=LIST')).toBe(200);
  });

  it('sets a reported connector, checks its power max, and lists connector types', async () => {
    const pk = await app.addStation('CONN-1', {
      system: 'SINGLE_PHASE',
      phase: 'A',
      voltage: '220',
    });
    await database.handle.db
      .insertInto('connector')
      .values({ charge_box_pk: pk, connector_id: 1, last_status: 'Available' })
      .execute();
    const types = await app.api('GET', '/api/connector_types');
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
    const tooStrong = await app.api('PUT', url, { connectorTypePk: type2, powerMax: 22000 });
    expect(tooStrong.statusCode).toBe(400);
    expect(tooStrong.body.field).toBe('powerMax');
    await custom(true);
    expect(
      (await app.api('PUT', url, { connectorTypePk: type2, powerMax: 22000 })).statusCode,
    ).toBe(200);
    const noType = await app.api('PUT', url, { powerMax: 7400 });
    expect(String(noType.body.error)).toContain('The connector type field cannot be null.');
    const ok = await app.api('PUT', url, {
      connectorTypePk: type2,
      powerMax: 7400,
      unusualStatus: 'MAINTENANCE',
    });
    expect(ok.statusCode).toBe(200);
    const detail = await app.api('GET', `/api/chargepoints/${pk}`);
    expect((detail.body.chargePointDetail as { connectors: unknown[] }).connectors).toEqual([
      expect.objectContaining({
        connectorType: 'Type 2',
        powerMax: 7400,
        unusualStatus: 'MAINTENANCE',
      }),
    ]);
    expect(await asOther('PUT', url, { connectorTypePk: type2 })).toBe(404);
  });

  it('keeps photos checked by content, at most 3, with unique names', async () => {
    await app.addStation('PHOTO-1');
    const upload = (files: { name: string; bytes: Buffer }[]) => {
      const body = multipart(files);
      return app.http.inject({
        method: 'POST',
        url: '/api/chargepoints/PHOTO-1/photos',
        headers: { authorization: `Bearer ${app.token}`, 'content-type': body.contentType },
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
    const list = await app.api('GET', '/api/chargepoints/PHOTO-1/photos');
    const photos = list.body.chargePointPhotos as { url: string; photoPk: number }[];
    expect(photos).toHaveLength(3);
    const file = await app.http.inject({ method: 'GET', url: photos[0]!.url });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(await asOther('GET', '/api/chargepoints/PHOTO-1/photos')).toBe(404);
    const gone = await app.api('DELETE', `/api/chargepoints/PHOTO-1/photos/${photos[0]!.photoPk}`);
    expect(gone.statusCode).toBe(204);
  });

  it("answers 404 for another tenant's station and group, and deletes a station", async () => {
    const pk = await app.addStation('DEL-1');
    expect(await asOther('DELETE', `/api/chargepoints/${pk}`)).toBe(404);
    const made = await app.api('POST', '/api/chargepoint-groups', { ...group, name: 'Root only' });
    const groupPk = (made.body.chargeBoxGroup as { chargeBoxGroupPk: number }).chargeBoxGroupPk;
    expect(await asOther('GET', `/api/chargepoint-groups/${groupPk}`)).toBe(404);
    expect(await asOther('PUT', `/api/chargepoint-groups/${groupPk}`, group)).toBe(403);
    const deleted = await app.api('DELETE', `/api/chargepoints/${pk}`);
    expect(deleted.statusCode).toBe(204);
    expect((await app.api('GET', `/api/chargepoints/${pk}`)).statusCode).toBe(404);
  });

  it('lists, sorts, edits and validates groups in Portuguese', async () => {
    await app.api('POST', '/api/chargepoint-groups', {
      ...group,
      name: 'Aeroporto',
      externalId: 'Z9',
    });
    const bad = await app.http.inject({
      method: 'POST',
      url: '/api/chargepoint-groups',
      headers: { authorization: `Bearer ${app.token}`, 'accept-language': 'pt-BR' },
      payload: { ...group, name: '', latitude: 120 },
    });
    expect(bad.statusCode).toBe(400);
    expect(String(bad.json<{ error: string }>().error)).toContain('O nome é obrigatório.');
    const sorted = await app.api('GET', '/api/chargepoint-groups?sort=externalId&order=desc');
    const names = (sorted.body.chargeBoxGroupList as { name: string }[]).map((g) => g.name);
    expect(names[0]).toBe('Aeroporto');
    const search = await app.api('GET', '/api/chargepoint-groups?searchInput=norte');
    const norte = (
      search.body.chargeBoxGroupList as { chargeBoxGroupPk: number; chargePoints: unknown[] }[]
    )[0]!;
    expect(norte.chargePoints).toEqual([expect.objectContaining({ chargeBoxId: 'FORM-1' })]);
    const edited = await app.api('PUT', `/api/chargepoint-groups/${norte.chargeBoxGroupPk}`, {
      ...group,
      name: 'Shopping Norte 2',
    });
    expect(edited.statusCode).toBe(200);
  });

  it('looks up zips and geocodes with the sandbox providers', async () => {
    const found = await app.api('GET', '/api/users_data/ceps/01310-100');
    expect(found.body.addressForm).toMatchObject({ city: 'São Paulo', state: 'SP' });
    const cityWide = await app.api('GET', '/api/users_data/ceps/20000-000');
    expect((cityWide.body.addressForm as { street: string }).street).toBe('N/A');
    const missing = await app.api('GET', '/api/users_data/ceps/00000-000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.error).toBe('ZIP code not found.');
    const geo = await app.api(
      'GET',
      '/api/geocoding/search?street=Av.%20Norte&houseNumber=1&city=S%C3%A3o%20Paulo&state=SP',
    );
    expect((geo.body.features as unknown[]).length).toBe(1);
    const none = await app.api('GET', '/api/geocoding/search?street=x');
    expect(none.body.features).toEqual([]);
  });

  it('answers the recent events and transactions of a station', async () => {
    const pk = await app.addStation('HIST-1');
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
    const start = new Date(Date.now() - 3_600_000);
    await db
      .insertInto('charging_transaction')
      .values({
        charge_box_pk: pk,
        connector_pk: connector.connector_pk,
        connector_id: 1,
        id_tag: 'TAG-1',
        start_id_tag_status: 'Accepted',
        start_timestamp: start,
        start_value: 1000,
        stop_timestamp: new Date(),
        stop_value: 13_345,
      })
      .execute();
    const events = await app.api('GET', '/api/notification/chargeBox?chargeBoxIds=HIST-1&limit=30');
    expect(events.body.notificationList).toEqual([
      expect.objectContaining({
        type: 'Failure',
        chargeBoxId: 'HIST-1',
        notificationTimestampDT: expect.any(String),
      }),
    ]);
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const tx = await app.api(
      'GET',
      `/api/transaction?chargeBoxPK=${pk}&fromDate=${from}&toDate=${to}&timeZone=UTC`,
    );
    expect(tx.body.list).toEqual([
      expect.objectContaining({ energyHumanReadable: '12.35 kWh', ocppIdTag: 'TAG-1' }),
    ]);
    const list = await app.api('GET', '/api/chargepoints?searchInput=HIST-1&timeZone=UTC');
    expect((list.body.chargePointList as { monthConsumption: number }[])[0]?.monthConsumption).toBe(
      12_345,
    );
    const theirs = await app.http.inject({
      method: 'GET',
      url: `/api/transaction?chargeBoxPK=${pk}`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(theirs.json().list).toEqual([]);
  });
});
