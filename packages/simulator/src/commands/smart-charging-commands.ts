import type { ChargingProfile } from '@chargedeck/shared/ocpp16';
import { compositeSchedule } from '../station/composite-schedule';
import { answer, type CommandHandlers, type CommandStation } from './command-handler';

/** Why a station would refuse this profile on this connector, if it would. */
function refusal(
  station: CommandStation,
  connectorId: number,
  profile: ChargingProfile,
): string | undefined {
  const { ctx, config } = station;
  const connector = ctx.connector(connectorId);
  if (!connector) return 'unknown connector';
  if (profile.stackLevel < 0 || profile.stackLevel > config.int('ChargeProfileMaxStackLevel'))
    return 'stack level out of range';
  if (
    profile.chargingSchedule.chargingSchedulePeriod.length >
    config.int('ChargingScheduleMaxPeriods')
  )
    return 'too many periods';
  if (profile.chargingProfileKind === 'Recurring' && !profile.recurrencyKind)
    return 'recurring profile without recurrencyKind';
  const replaces = ctx.profiles.profiles.some(
    (p) => p.profile.chargingProfileId === profile.chargingProfileId,
  );
  if (!replaces && ctx.profiles.profiles.length >= config.int('MaxChargingProfilesInstalled'))
    return 'too many profiles installed';
  switch (profile.chargingProfilePurpose) {
    case 'ChargePointMaxProfile':
      return connectorId === 0 ? undefined : 'ChargePointMaxProfile needs connector 0';
    case 'TxDefaultProfile':
      return undefined;
    case 'TxProfile': {
      const tx = connector.transaction;
      if (connectorId === 0 || !tx) return 'TxProfile without a transaction on the connector';
      const mismatch =
        profile.transactionId !== undefined && profile.transactionId !== tx.transactionId;
      return mismatch ? 'TxProfile for another transaction' : undefined;
    }
  }
}

export const smartChargingCommands: Pick<
  CommandHandlers,
  'SetChargingProfile' | 'ClearChargingProfile' | 'GetCompositeSchedule'
> = {
  SetChargingProfile: (station, { connectorId, csChargingProfiles: profile }) => {
    const reason = refusal(station, connectorId, profile);
    if (reason) {
      station.ctx.log.info('charging profile rejected', { reason });
      return answer({ status: 'Rejected' });
    }
    station.ctx.profiles.install(connectorId, profile, station.ctx.clock.now());
    return answer({ status: 'Accepted' }, () => station.metering.refresh());
  },

  ClearChargingProfile: (station, filter) => {
    const cleared = station.ctx.profiles.clear(filter);
    return cleared > 0
      ? answer({ status: 'Accepted' }, () => station.metering.refresh())
      : answer({ status: 'Unknown' });
  },

  GetCompositeSchedule: (station, { connectorId, duration, chargingRateUnit }) => {
    const { ctx } = station;
    if (!ctx.connector(connectorId)) return answer({ status: 'Rejected' });
    const start = ctx.clock.now();
    return answer({
      status: 'Accepted',
      connectorId,
      scheduleStart: new Date(start).toISOString(),
      chargingSchedule: compositeSchedule(
        ctx,
        connectorId,
        start,
        duration,
        chargingRateUnit ?? 'W',
      ),
    });
  },
};
