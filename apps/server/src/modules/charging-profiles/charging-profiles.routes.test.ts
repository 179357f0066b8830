import { SimulatedStation } from '@chargedeck/simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { STATION_KEY, startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

const profile = {
  description: 'Noite barata',
  currentLimitDefault: 16,
  intervals: [
    { beginningEnd: ['00:00', '06:00'], currentLimit: 32 },
    { beginningEnd: ['18:00', '21:00'], currentLimit: 8 },
  ],
};

describeDatabases('charging profiles', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let station: SimulatedStation;

  beforeAll(async () => {
    app = await startOcppApp(database);
    await app.addStation('CP-PROFILE');
    station = new SimulatedStation({
      url: app.ocppUrl,
      chargeBoxId: 'CP-PROFILE',
      password: STATION_KEY,
    });
    await station.connect();
    other = await secondTenant(app, database, 'outra', [
      '/operations/charging_profile',
      '/charging_profile/edit/:id',
    ]);
  });
  afterAll(async () => {
    await station?.stop();
    await app?.close();
  });

  it('creates, lists, loads, updates and applies a profile to a station', async () => {
    const created = await app.api('POST', '/api/charging_profiles', profile);
    expect(created.statusCode).toBe(201);
    const pk = (created.body.data as { chargingProfilePk: number }).chargingProfilePk;
    const list = await app.api('GET', '/api/charging_profiles');
    expect(list.body.list).toEqual([
      expect.objectContaining({
        chargingProfilePk: pk,
        description: 'Noite barata',
        profileKind: 'Recurring',
      }),
    ]);
    const form = await app.api('GET', `/api/charging_profiles/${pk}`);
    expect(form.body.form).toMatchObject({
      ...profile,
      schedulePeriodMap: { '0': 32, '21600': 16, '64800': 8, '75600': 16 },
    });
    const changed = { ...profile, description: 'Noite', currentLimitDefault: 20 };
    expect((await app.api('PUT', `/api/charging_profiles/${pk}`, changed)).statusCode).toBe(200);
    expect(
      ((await app.api('GET', `/api/charging_profiles/${pk}`)).body.form as { description: string })
        .description,
    ).toBe('Noite');

    const set = await app.api('POST', '/api/operations/v1.6/set_charging_profile', {
      chargePointSelectList: [{ chargeBoxId: 'CP-PROFILE' }],
      chargingProfilePk: pk,
      connectorId: 0,
    });
    const taskId = (set.body.data as { taskId: number }).taskId;
    const result = await waitFor(async () => {
      const tasks = await app.api('GET', '/api/operations/tasks');
      const task = (
        tasks.body.taskList as {
          taskId: number;
          endTimestamp: string | null;
          taskDetail: { resultMap: Record<string, { response: string }> };
        }[]
      ).find((t) => t.taskId === taskId);
      return task?.endTimestamp ? task.taskDetail.resultMap['CP-PROFILE'] : undefined;
    });
    expect(result?.response).toBe('Accepted');
    const clear = await app.api('POST', '/api/operations/v1.6/clear_charging_profile', {
      chargePointSelectList: [{ chargeBoxId: 'CP-PROFILE' }],
      filterType: 'ChargingProfileId',
      chargingProfilePk: pk,
    });
    expect(clear.statusCode).toBe(200);
  });

  it('answers 400 with the spec messages for invalid forms', async () => {
    const cases: [object, string, string][] = [
      [{ ...profile, description: '' }, 'description', 'Description is required'],
      [{ ...profile, description: 'x'.repeat(21) }, 'description', 'at most 20'],
      [
        { ...profile, currentLimitDefault: undefined },
        'currentLimitDefault',
        'Current Limit (A) is required',
      ],
      [
        { ...profile, intervals: [{ beginningEnd: ['01:00', '02:00'], currentLimit: 16 }] },
        'intervals.0.currentLimit',
        'Current Limit must be different from Default Limit',
      ],
      [
        { ...profile, intervals: [{ beginningEnd: ['01:00', ''], currentLimit: 10 }] },
        'intervals.0.beginningEnd',
        'Time interval is required',
      ],
      [
        {
          ...profile,
          intervals: [
            { beginningEnd: ['05:00', '08:00'], currentLimit: 10 },
            { beginningEnd: ['07:00', '09:00'], currentLimit: 10 },
          ],
        },
        'intervals.1.beginningEnd',
        'Intervals cannot overlap and must be in chronological order',
      ],
      [
        { ...profile, intervals: [{ beginningEnd: ['09:00', '08:00'], currentLimit: 10 }] },
        'intervals.0.beginningEnd',
        'Intervals cannot overlap',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await app.api('POST', '/api/charging_profiles', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.error).toContain(message);
    }
  });

  it("answers 404 for another tenant's profile", async () => {
    const created = await app.api('POST', '/api/charging_profiles', profile);
    const pk = (created.body.data as { chargingProfilePk: number }).chargingProfilePk;
    const as = (method: 'GET' | 'PUT', payload?: object) =>
      app.http.inject({
        method,
        url: `/api/charging_profiles/${pk}`,
        headers: { authorization: `Bearer ${other.token}` },
        ...(payload ? { payload } : {}),
      });
    const read = await as('GET');
    expect(read.statusCode).toBe(404);
    expect(read.json().error).toBe('No charging profile found with this id.');
    expect((await as('PUT', profile)).statusCode).toBe(404);
  });
});
