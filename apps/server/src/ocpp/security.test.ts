import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthorizationKeyVerifier } from '../modules/stations';
import { describeDatabases } from '../testing/test-databases';
import { createTestPki, type TestPki } from '../testing/test-certificates';
import {
  STATION_KEY,
  connectedStation,
  startOcppApp,
  upgradeStatus,
  type OcppTestApp,
} from '../testing/ocpp-test-kit';

/** A key's hash as stations registered before the cost was lowered have it (N = 16384). */
function olderCostHash(key: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(key, salt, 32, { N: 16_384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describeDatabases('OCPP security over plain WebSocket', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database, { OCPP_AUTH_FAILURES_PER_ADDRESS: '4' });
    await app.addStation('SEC-1');
    await app.addStation('SEC-TLS', { ocppSecurityProfile: 2 });
    await app.addStation('SEC-MTLS', { ocppSecurityProfile: 3 });
    await app.addStation('SEC-BRUTE');
    await app.addStation('SEC-WRONG');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('TC_085_CSMS Basic Authentication - valid username/password combination', async () => {
    const station = await connectedStation(app.ocppUrl, 'SEC-1');
    const boot = (await station.call('BootNotification', {
      chargePointVendor: 'V',
      chargePointModel: 'M',
    })) as { status: string };
    expect(boot.status).toBe('Accepted');
    await station.close();
  });

  it('refuses a wrong key, a missing key and a username other than the chargeBoxId before the upgrade', async () => {
    expect(
      await upgradeStatus(app.ocppUrl, 'SEC-WRONG', { password: 'wrong-key-0123456789' }),
    ).toBe(401);
    expect(await upgradeStatus(app.ocppUrl, 'SEC-WRONG', { password: null })).toBe(401);
    const otherUser = await upgradeStatus(app.ocppUrl, 'SEC-WRONG', {
      password: null,
      headers: { authorization: basic('SOMEONE-ELSE', STATION_KEY) },
    });
    expect(otherUser).toBe(401);
  });

  it('refuses plain ws for a station that must use TLS, and a profile 3 station without a certificate', async () => {
    expect(await upgradeStatus(app.ocppUrl, 'SEC-TLS')).toBe(403);
    expect(await upgradeStatus(app.ocppUrl, 'SEC-MTLS')).toBe(403);
  });

  it('negotiates the ocpp1.6 subprotocol and refuses clients that do not offer it', async () => {
    const station = await connectedStation(app.ocppUrl, 'SEC-1', {
      protocols: ['ocpp2.0.1', 'ocpp1.6'],
    });
    expect(station.protocol).toBe('ocpp1.6');
    await station.close();
    expect(await upgradeStatus(app.ocppUrl, 'SEC-1', { protocols: ['ocpp2.0.1'] })).toBe(400);
    expect(await upgradeStatus(app.ocppUrl, 'SEC-1', { protocols: [] })).toBe(400);
  });

  it('serves only /ocpp/{chargeBoxId}', async () => {
    const nested = await upgradeStatus(`${app.ocppUrl}/extra`, 'SEC-1');
    expect(nested).toBe(404);
  });

  it('rate-limits repeated failures from one address, even with the right key afterwards', async () => {
    for (let i = 0; i < 4; i++) {
      expect(
        await upgradeStatus(app.ocppUrl, 'SEC-BRUTE', { password: `guess-number-${i}-xxxxxx` }),
      ).toBe(401);
    }
    expect(
      await upgradeStatus(app.ocppUrl, 'SEC-BRUTE', { password: 'guess-number-4-xxxxxx' }),
    ).toBe(429);
    expect(await upgradeStatus(app.ocppUrl, 'SEC-BRUTE')).toBe(429);
    // Other stations behind the same address still connect.
    expect(await upgradeStatus(app.ocppUrl, 'SEC-1')).toBe(101);
  });

  it('allows profile 0 only while the tenant allows unsecured stations', async () => {
    const { db } = database.handle;
    await db.updateTable('tenant').set({ ocpp_allow_unsecured: true }).execute();
    await app.addStation('SEC-OPEN', { ocppSecurityProfile: 0, authorizationKey: undefined });
    expect(await upgradeStatus(app.ocppUrl, 'SEC-OPEN', { password: null })).toBe(101);
    await db.updateTable('tenant').set({ ocpp_allow_unsecured: false }).execute();
    expect(await upgradeStatus(app.ocppUrl, 'SEC-OPEN', { password: null })).toBe(401);
  });

  it("stores a key hashed at an older cost again at today's once it verified", async () => {
    const { db } = database.handle;
    const pk = await app.addStation('SEC-OLD-HASH');
    const older = olderCostHash(STATION_KEY);
    await db
      .updateTable('charge_box')
      .set({ authorization_key_hash: older })
      .where('charge_box_pk', '=', pk)
      .execute();
    const stored = () =>
      db
        .selectFrom('charge_box')
        .select('authorization_key_hash as hash')
        .where('charge_box_pk', '=', pk)
        .executeTakeFirstOrThrow();
    expect(
      await upgradeStatus(app.ocppUrl, 'SEC-OLD-HASH', { password: 'wrong-key-0123456789' }),
    ).toBe(401);
    expect((await stored()).hash).toBe(older);
    expect(await upgradeStatus(app.ocppUrl, 'SEC-OLD-HASH')).toBe(101);
    await expect
      .poll(async () => (await stored()).hash, { timeout: 5_000 })
      .toMatch(/^scrypt\$2048\$8\$1\$/);
    const fresh = (await stored()).hash ?? '';
    expect(await new AuthorizationKeyVerifier().verify(fresh, Buffer.from(STATION_KEY))).toBe(true);
  });

  it('keeps the live connection when a second one fails to authenticate, and hands over to one that succeeds', async () => {
    const first = await connectedStation(app.ocppUrl, 'SEC-1');
    expect(await upgradeStatus(app.ocppUrl, 'SEC-1', { password: 'not-the-key-0123456' })).toBe(
      401,
    );
    expect(await first.call('Heartbeat', {})).toHaveProperty('currentTime');
    const closed = new Promise((resolve) => first.once('close', resolve));
    const second = await connectedStation(app.ocppUrl, 'SEC-1');
    await closed;
    expect(await second.call('Heartbeat', {})).toHaveProperty('currentTime');
    await second.close();
  });
});

describeDatabases('OCPP security behind a TLS-terminating proxy', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database, { TRUST_PROXY: '127.0.0.1' });
    await app.addStation('PROXY-2', { ocppSecurityProfile: 2 });
    await app.addStation('PROXY-3', { ocppSecurityProfile: 3 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes TLS and a verified client certificate from the proxy headers', async () => {
    expect(await upgradeStatus(app.ocppUrl, 'PROXY-2')).toBe(403);
    const tls = { 'x-forwarded-proto': 'https' };
    expect(await upgradeStatus(app.ocppUrl, 'PROXY-2', { headers: tls })).toBe(101);
    const verified = (cn: string) => ({
      ...tls,
      'x-ssl-client-verify': 'SUCCESS',
      'x-ssl-client-s-dn': `CN=${cn},O=Test`,
    });
    expect(await upgradeStatus(app.ocppUrl, 'PROXY-3', { headers: verified('PROXY-3') })).toBe(101);
    expect(await upgradeStatus(app.ocppUrl, 'PROXY-3', { headers: verified('PROXY-2') })).toBe(401);
  });
});

describe('OCPP security with TLS served by the process', () => {
  let pki: TestPki;
  beforeAll(() => {
    pki = createTestPki();
  });

  describeDatabases('profiles 2 and 3', (database) => {
    let app: OcppTestApp;

    beforeAll(async () => {
      app = await startOcppApp(database, {
        TLS_CERT: pki.serverCertFile,
        TLS_KEY: pki.serverKeyFile,
        TLS_CA: pki.caFile,
      });
      await app.addStation('TLS-2', { ocppSecurityProfile: 2 });
      await app.addStation('TLS-3', { ocppSecurityProfile: 3 });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('TC_086_CSMS TLS - server-side certificate - Basic Authentication over wss', async () => {
      expect(app.ocppUrl.startsWith('wss://')).toBe(true);
      const station = await connectedStation(app.ocppUrl, 'TLS-2', { tls: { ca: pki.ca } });
      expect(await station.call('Heartbeat', {})).toHaveProperty('currentTime');
      await station.close();
      const wrong = await upgradeStatus(app.ocppUrl, 'TLS-2', {
        tls: { ca: pki.ca },
        password: 'wrong-key-0123456789',
      });
      expect(wrong).toBe(401);
    });

    it('TC_087_CSMS TLS - client-side certificate - valid certificate', async () => {
      const own = pki.clientFor('TLS-3');
      const station = await connectedStation(app.ocppUrl, 'TLS-3', {
        tls: { ca: pki.ca, ...own },
        password: null,
      });
      expect(await station.call('Heartbeat', {})).toHaveProperty('currentTime');
      await station.close();
      const someoneElse = pki.clientFor('TLS-2');
      const refused = await upgradeStatus(app.ocppUrl, 'TLS-3', {
        tls: { ca: pki.ca, ...someoneElse },
        password: null,
      });
      expect(refused).toBe(401);
      // A downgrade to Basic authentication only is refused.
      expect(await upgradeStatus(app.ocppUrl, 'TLS-3', { tls: { ca: pki.ca } })).toBe(401);
    });
  });
});
