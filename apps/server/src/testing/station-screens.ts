import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from './test-databases';
import { startOcppApp, type OcppTestApp } from './ocpp-test-kit';
import { secondTenant } from './second-tenant';

/** The station group form of the station screens' tests. */
export const SHOPPING_NORTE = {
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

export interface StationScreens {
  app: OcppTestApp;
  /** The token of a sibling tenant's operator who may list, edit and delete stations and groups. */
  otherToken: string;
  /** The status code that operator gets. */
  asOther(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<number>;
}

/**
 * The station screens' tests' scene: the running server, and another tenant's operator for the
 * isolation checks. Registers its hooks in the calling describe block; read it inside tests.
 */
export function stationScreens(database: TestDatabase): StationScreens {
  const scene = {} as StationScreens;
  beforeAll(async () => {
    const app = await startOcppApp(database);
    const routes = ['/stations', '/stations/edit/:id', '/stations/delete/:id', '/station_groups'];
    const { token: otherToken } = await secondTenant(app, database, 'rival', routes);
    Object.assign(scene, {
      app,
      otherToken,
      async asOther(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
        const res = await app.http.inject({
          method,
          url,
          headers: { authorization: `Bearer ${otherToken}`, host: 'rival.localhost' },
          ...(payload ? { payload } : {}),
        });
        return res.statusCode;
      },
    });
  });
  afterAll(async () => {
    await scene.app?.close();
  });
  return scene;
}
