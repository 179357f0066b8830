import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeterValue } from '@chargedeck/shared/ocpp16';
import type { SimulatedStation } from '../station/station';
import { FakeCsms, type RecordedCall } from '../test-support/fake-csms';
import { testStation } from '../test-support/harness';

const ID = 'CB-TEST-1';

describe('TriggerMessage, firmware and diagnostics', () => {
  let csms: FakeCsms;
  let station: SimulatedStation;
  let files: Server;
  let filesUrl: string;
  const uploads: string[] = [];

  beforeEach(async () => {
    csms = await FakeCsms.start();
    station = testStation(csms, { speed: 1000, maintenanceStepSec: 3 });
    await station.connect();
    files = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/upload') uploads.push(body);
        res.statusCode = req.url === '/upload' || req.url === '/fw-3.0.0.bin' ? 200 : 404;
        res.end(req.method === 'GET' ? 'firmware image' : '');
      });
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await station.stop();
    await csms.close();
    await new Promise((resolve) => files.close(resolve));
  });

  it('sends every message it is asked for', async () => {
    await station.startTransaction(2, 'TAG-1');
    const expectations: [string, Record<string, unknown>, string][] = [
      ['BootNotification', {}, 'BootNotification'],
      ['Heartbeat', {}, 'Heartbeat'],
      ['StatusNotification', { connectorId: 2 }, 'StatusNotification'],
      ['MeterValues', { connectorId: 2 }, 'MeterValues'],
      ['DiagnosticsStatusNotification', {}, 'DiagnosticsStatusNotification'],
      ['FirmwareStatusNotification', {}, 'FirmwareStatusNotification'],
    ];
    for (const [requestedMessage, extra, action] of expectations) {
      const mark = csms.calls.length;
      expect(await csms.send(ID, 'TriggerMessage', { requestedMessage, ...extra })).toEqual({
        status: 'Accepted',
      });
      const triggered = (c: RecordedCall): boolean =>
        action !== 'MeterValues' ||
        (c.params.meterValue as MeterValue[])[0]?.sampledValue[0]?.context === 'Trigger';
      const call = await csms.waitForCall(action, triggered, { from: mark, timeoutMs: 2000 });
      if (action === 'MeterValues') {
        expect(call.params.transactionId).toBe(1000);
        expect((call.params.meterValue as MeterValue[])[0]?.sampledValue[0]?.context).toBe(
          'Trigger',
        );
      }
      if (action === 'StatusNotification')
        expect(call.params).toMatchObject({ connectorId: 2, status: 'Charging' });
      if (action === 'FirmwareStatusNotification') expect(call.params.status).toBe('Idle');
    }
    expect(
      await csms.send(ID, 'TriggerMessage', { requestedMessage: 'Heartbeat', connectorId: 5 }),
    ).toEqual({
      status: 'Rejected',
    });
  });

  it('downloads and installs firmware, reboots, and reports the new version', async () => {
    const retrieveDate = new Date(station.scheduler.clock.now()).toISOString();
    expect(
      await csms.send(ID, 'UpdateFirmware', { location: `${filesUrl}/fw-3.0.0.bin`, retrieveDate }),
    ).toEqual({});
    await csms.waitForCall('FirmwareStatusNotification', (c) => c.params.status === 'Installed');
    const steps = csms.callsOf('FirmwareStatusNotification').map((c) => c.params.status);
    expect(steps).toEqual(['Downloading', 'Downloaded', 'Installing', 'Installed']);
    expect(csms.callsOf('BootNotification').at(-1)?.params.firmwareVersion).toBe('3.0.0');
  });

  it('reports a failed download', async () => {
    const retrieveDate = new Date(station.scheduler.clock.now()).toISOString();
    await csms.send(ID, 'UpdateFirmware', {
      location: `${filesUrl}/missing.bin`,
      retrieveDate,
      retries: 1,
      retryInterval: 1,
    });
    await csms.waitForCall(
      'FirmwareStatusNotification',
      (c) => c.params.status === 'DownloadFailed',
    );
    const failed = await csms.waitForCall(
      'FirmwareStatusNotification',
      (c) => c.params.status === 'DownloadFailed',
      {
        from: csms.calls.findIndex((c) => c.params.status === 'DownloadFailed') + 1,
      },
    );
    expect(failed).toBeDefined();
    expect(csms.callsOf('BootNotification')).toHaveLength(1);
  });

  it('uploads diagnostics to an HTTP location', async () => {
    const answer = (await csms.send(ID, 'GetDiagnostics', { location: `${filesUrl}/upload` })) as {
      fileName: string;
    };
    expect(answer.fileName).toMatch(/^diagnostics-CB-TEST-1-.*\.log$/);
    await csms.waitForCall('DiagnosticsStatusNotification', (c) => c.params.status === 'Uploaded');
    expect(csms.callsOf('DiagnosticsStatusNotification').map((c) => c.params.status)).toEqual([
      'Uploading',
      'Uploaded',
    ]);
    expect(uploads[0]).toContain(answer.fileName);
    expect(uploads[0]).toContain('chargeBoxId=CB-TEST-1');
  });
});
