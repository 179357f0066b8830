import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CommandCaller, TaskView } from '../../modules/operations';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import {
  addTag,
  adminCaller,
  bootedStation,
  runCommand,
  ScriptedStation,
} from '../../testing/scripted-station';
import type { ChargingProfile, CommandRequest, ServerCommand } from '@chargedeck/shared/ocpp16';

/** OCPP 1.6 CSMS conformance: smart charging, reservations, local lists, firmware, diagnostics. */
describeDatabases(
  'OCPP 1.6 conformance: profiles, reservations, local list, firmware',
  (database) => {
    let app: OcppTestApp;
    let caller: CommandCaller;
    let station: ScriptedStation;

    const send = <C extends ServerCommand>(
      command: C,
      request: CommandRequest<C>,
      ids = ['PR-1'],
    ) => runCommand(app, caller, command, request, ids);
    const responseOf = (task: TaskView, id = 'PR-1') => task.taskDetail.resultMap[id]?.response;
    const profile = (
      purpose: ChargingProfile['chargingProfilePurpose'],
      id: number,
    ): ChargingProfile => ({
      chargingProfileId: id,
      stackLevel: 0,
      chargingProfilePurpose: purpose,
      chargingProfileKind: 'Absolute',
      chargingSchedule: {
        chargingRateUnit: 'A',
        startSchedule: new Date().toISOString(),
        chargingSchedulePeriod: [
          { startPeriod: 0, limit: 16 },
          { startPeriod: 3600, limit: 8 },
        ],
      },
    });

    beforeAll(async () => {
      app = await startOcppApp(database);
      await app.addStation('PR-2');
      await app.addStation('PR-OFF');
      await addTag(database, 'PR-TAG');
      await addTag(database, 'PR-CHILD', { parent_id_tag: 'PR-TAG' });
      caller = await adminCaller(database);
      station = await bootedStation(app, 'PR-1');
    });
    afterAll(async () => {
      await station?.close();
      await app?.close();
    });

    it('TC_056_CSMS Central Smart Charging - TxDefaultProfile', async () => {
      const sent = profile('TxDefaultProfile', 1);
      expect(
        responseOf(await send('SetChargingProfile', { connectorId: 0, csChargingProfiles: sent })),
      ).toBe('Accepted');
      expect(station.received.at(-1)?.payload).toEqual({
        connectorId: 0,
        csChargingProfiles: sent,
      });
    });

    it('TC_057_CSMS Central Smart Charging - TxProfile', async () => {
      const start = await station.start(1, 'PR-TAG', 0, new Date().toISOString());
      const sent = { ...profile('TxProfile', 2), transactionId: start.transactionId };
      expect(
        responseOf(await send('SetChargingProfile', { connectorId: 1, csChargingProfiles: sent })),
      ).toBe('Accepted');
      await station.stop(start.transactionId, 10, new Date(Date.now() + 600_000).toISOString());
    });

    it('TC_066_CSMS Get Composite Schedule', async () => {
      const schedule = {
        chargingRateUnit: 'A',
        chargingSchedulePeriod: [{ startPeriod: 0, limit: 16 }],
        duration: 3600,
      };
      station.answer('GetCompositeSchedule', (p) => ({
        status: 'Accepted',
        connectorId: p.connectorId,
        scheduleStart: new Date().toISOString(),
        chargingSchedule: schedule,
      }));
      const task = await send('GetCompositeSchedule', {
        connectorId: 1,
        duration: 3600,
        chargingRateUnit: 'A',
      });
      expect(task.taskDetail.resultMap['PR-1']).toMatchObject({
        response: 'Accepted',
        hasDetail: true,
      });
      const detail = await app.ocpp.operations.stationResponse(
        task.taskId,
        'PR-1',
        caller.visibleTenantPks,
      );
      expect(detail.response).toMatchObject({ chargingSchedule: schedule });
    });

    it('TC_067_CSMS Clear Charging Profile', async () => {
      expect(responseOf(await send('ClearChargingProfile', { id: 1 }))).toBe('Accepted');
      station.answer('ClearChargingProfile', () => ({ status: 'Unknown' }));
      expect(
        responseOf(
          await send('ClearChargingProfile', {
            connectorId: 1,
            chargingProfilePurpose: 'TxProfile',
            stackLevel: 0,
          }),
        ),
      ).toBe('Unknown');
    });

    it('TC_046_CSMS Reservation of a Connector - Local start transaction', async () => {
      const expiryDate = new Date(Date.now() + 3_600_000).toISOString();
      expect(
        responseOf(
          await send('ReserveNow', {
            connectorId: 1,
            expiryDate,
            idTag: 'PR-TAG',
            reservationId: 77,
          }),
        ),
      ).toBe('Accepted');
      await station.status(1, 'Reserved');
      const start = await station.start(
        1,
        'PR-TAG',
        0,
        new Date(Date.now() + 700_000).toISOString(),
        { reservationId: 77 },
      );
      const tx = await database.handle.db
        .selectFrom('charging_transaction')
        .select('reservation_id')
        .where('transaction_pk', '=', start.transactionId)
        .executeTakeFirstOrThrow();
      expect(tx.reservation_id).toBe(77);
      await station.stop(start.transactionId, 10, new Date(Date.now() + 900_000).toISOString());
    });

    it('TC_053_CSMS Use a reserved Connector with parentIdTag', async () => {
      const idTagInfo = await station.authorize('PR-CHILD');
      expect(idTagInfo).toEqual({ status: 'Accepted', parentIdTag: 'PR-TAG' });
    });

    it('TC_048_2_CSMS Reservation of a Connector - Occupied', async () => {
      station.answer('ReserveNow', () => ({ status: 'Occupied' }));
      const task = await send('ReserveNow', {
        connectorId: 1,
        expiryDate: new Date(Date.now() + 60_000).toISOString(),
        idTag: 'PR-TAG',
        reservationId: 78,
      });
      expect(responseOf(task)).toBe('Occupied');
    });

    it('TC_051_CSMS Cancel Reservation', async () => {
      expect(responseOf(await send('CancelReservation', { reservationId: 77 }))).toBe('Accepted');
      station.answer('CancelReservation', () => ({ status: 'Rejected' }));
      expect(responseOf(await send('CancelReservation', { reservationId: 1234 }))).toBe('Rejected');
    });

    it('TC_042_2_CSMS Get Local List Version (empty)', async () => {
      const task = await send('GetLocalListVersion', {});
      const detail = await app.ocpp.operations.stationResponse(
        task.taskId,
        'PR-1',
        caller.visibleTenantPks,
      );
      expect(detail.response).toEqual({ listVersion: 0 });
    });

    it('TC_043_4_CSMS Send Local Authorization List - Full', async () => {
      const list = [{ idTag: 'PR-TAG', idTagInfo: { status: 'Accepted' as const } }];
      expect(
        responseOf(
          await send('SendLocalList', {
            listVersion: 1,
            updateType: 'Full',
            localAuthorizationList: list,
          }),
        ),
      ).toBe('Accepted');
      station.answer('SendLocalList', () => ({ status: 'VersionMismatch' }));
      expect(
        responseOf(await send('SendLocalList', { listVersion: 1, updateType: 'Differential' })),
      ).toBe('VersionMismatch');
    });

    it('TC_044_1_CSMS Firmware Update - Download and Install', async () => {
      const task = await send('UpdateFirmware', {
        location: 'https://files.example/fw.bin',
        retrieveDate: new Date().toISOString(),
        retries: 1,
      });
      expect(task.taskDetail.resultMap['PR-1']?.errorMessage).toBeNull();
      for (const status of ['Downloading', 'Downloaded', 'Installing', 'Installed']) {
        await station.call('FirmwareStatusNotification', { status });
      }
      const box = await database.handle.db
        .selectFrom('charge_box')
        .select(['firmware_status', 'firmware_timestamp'])
        .where('charge_box_id', '=', 'PR-1')
        .executeTakeFirstOrThrow();
      expect(box.firmware_status).toBe('Installed');
    });

    it('TC_045_1_CSMS Get Diagnostics of a Charge Point', async () => {
      const task = await send('GetDiagnostics', {
        location: 'ftp://files.example/diag/',
        retries: 1,
        retryInterval: 1,
      });
      expect(task.taskDetail.resultMap['PR-1']).toMatchObject({ hasDetail: true });
      await station.call('DiagnosticsStatusNotification', { status: 'Uploading' });
      await station.call('DiagnosticsStatusNotification', { status: 'Uploaded' });
      const box = await database.handle.db
        .selectFrom('charge_box')
        .select('diagnostics_status')
        .where('charge_box_id', '=', 'PR-1')
        .executeTakeFirstOrThrow();
      expect(box.diagnostics_status).toBe('Uploaded');
    });

    it('TC_062_CSMS Data Transfer to a Charge Point', async () => {
      station.answer('DataTransfer', (p) => ({
        status: 'Accepted',
        data: `echo:${String(p.data)}`,
      }));
      const task = await send('DataTransfer', {
        vendorId: 'com.acme',
        messageId: 'ping',
        data: 'x',
      });
      const detail = await app.ocpp.operations.stationResponse(
        task.taskId,
        'PR-1',
        caller.visibleTenantPks,
      );
      expect(detail.response).toEqual({ status: 'Accepted', data: 'echo:x' });
    });

    it('sends one command to several stations as one task; an offline or unknown station fails at once', async () => {
      const second = await ScriptedStation.connect(app.ocppUrl, 'PR-2');
      const begun = Date.now();
      const task = await send('ClearCache', {}, ['PR-1', 'PR-2', 'PR-OFF', 'NO-SUCH-BOX']);
      expect(Date.now() - begun).toBeLessThan(5_000);
      expect(task.taskDetail.operationName).toBe('ClearCache');
      expect(task.taskDetail.resultMap).toEqual({
        'PR-1': { errorMessage: null, response: 'Accepted', hasDetail: false },
        'PR-2': { errorMessage: null, response: 'Accepted', hasDetail: false },
        'PR-OFF': { errorMessage: 'Station PR-OFF is offline', response: null, hasDetail: false },
        'NO-SUCH-BOX': { errorMessage: 'Station not found', response: null, hasDetail: false },
      });
      const listed = await app.ocpp.operations.listTasks(caller.visibleTenantPks);
      expect(listed[0]?.taskId).toBe(task.taskId);
      await second.close();
    });
  },
);
