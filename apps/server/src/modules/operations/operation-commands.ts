import type { ServerCommand } from '@chargedeck/shared/ocpp16';

/**
 * The commands of spec 2 "Operations" (by their API names) and the further 1.6 commands the
 * server can send, with the OCPP action each one is.
 */
export const OPERATION_COMMANDS = {
  change_availability: 'ChangeAvailability',
  remote_start_transaction: 'RemoteStartTransaction',
  remote_stop_transaction: 'RemoteStopTransaction',
  reset: 'Reset',
  get_configuration: 'GetConfiguration',
  change_configuration: 'ChangeConfiguration',
  clear_cache: 'ClearCache',
  get_diagnostics: 'GetDiagnostics',
  unlock_connector: 'UnlockConnector',
  update_firmware: 'UpdateFirmware',
  data_transfer: 'DataTransfer',
  trigger_message: 'TriggerMessage',
  set_charging_profile: 'SetChargingProfile',
  clear_charging_profile: 'ClearChargingProfile',
  reserve_now: 'ReserveNow',
  cancel_reservation: 'CancelReservation',
  send_local_list: 'SendLocalList',
  get_local_list_version: 'GetLocalListVersion',
  get_composite_schedule: 'GetCompositeSchedule',
} as const satisfies Record<string, ServerCommand>;
