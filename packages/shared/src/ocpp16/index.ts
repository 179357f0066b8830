/** OCPP 1.6J payload types, shared by the central system and the station simulator. */
export * from './station-messages';
export type * from './server-commands';
export { ocppDate } from './ocpp-time';
export { OCPP_TOLERANCES, isOcppTolerance, type OcppTolerance } from './tolerances';
