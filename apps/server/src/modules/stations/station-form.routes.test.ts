import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { STATION_KEY, startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { SHOPPING_NORTE } from '../../testing/station-screens';

describeDatabases('station form API', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores the form fields, a group and bound users, and reads them back', async () => {
    const made = await app.api('POST', '/api/chargepoint-groups', SHOPPING_NORTE);
    expect(made.statusCode).toBe(201);
    const groupPk = (made.body.chargeBoxGroup as { chargeBoxGroupPk: number }).chargeBoxGroupPk;
    const pk = await app.addStation('FORM-1', {
      chargeBoxGroupPk: groupPk,
      typeOf: 'PRIVATE',
      isOpen_24Hours: false,
      openTime: '08:00:00',
      closeTime: '23:59:59',
      address: { ...SHOPPING_NORTE.address },
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
});
