import { z } from 'zod';
import { postalAddress } from './address.schemas';

const text = z.string().nullable();

/** A connector as the station list shows it. */
export const stationListConnector = z.object({
  connectorId: z.number(),
  connectorTypeId: z.number().nullable(),
  connectorType: text,
  powerMax: z.number().nullable(),
  unusualStatus: z.enum(['MAINTENANCE', 'UNAVAILABLE']).nullable(),
  lastStatus: z.object({ status: text, errorCode: text, timestamp: text }),
});

/** One chargePointList entry of GET chargepoints: the card's fields (spec 2 §3). */
export const stationListItem = z.object({
  chargeBoxPk: z.number(),
  chargeBoxId: z.string(),
  description: z.string(),
  endpointAddress: text,
  tenant_pk: z.number(),
  tenantName: z.string(),
  typeOf: z.enum(['PUBLIC', 'PRIVATE']),
  chargeBoxGroupPk: z.number().nullable(),
  chargeBoxGroupName: text,
  active: z.boolean(),
  online: z.boolean(),
  usage: z.boolean(),
  monthConsumption: z.number(),
  lastHeartbeatTimestamp: text,
  chargePointVendor: text,
  chargePointModel: text,
  ocppProtocol: text,
  uuid: z.string(),
  fwVersion: text,
  originType: z.enum(['MOVE', 'PLUG_SHARE']),
  hasPayment: z.boolean(),
  showLocation: z.boolean(),
  locationLatitude: z.number().nullable(),
  locationLongitude: z.number().nullable(),
  address: postalAddress,
  connectors: z.array(stationListConnector),
});
export type StationListItem = z.infer<typeof stationListItem>;

/** One station of the picker (GET chargepoints with originType). */
export const stationPickerItem = z.strictObject({
  chargeBoxPk: z.number(),
  chargeBoxId: z.string(),
  description: z.string(),
  hasPayment: z.boolean(),
});

/**
 * GET chargepoints: a page of stations with the count, or the picker list (no count). The
 * picker is strict, so that a page never passes for a picker list with its fields dropped.
 */
export const stationListAnswer = z.union([
  z.object({ chargePointList: z.array(stationListItem), count: z.number() }),
  z.strictObject({ chargePointList: z.array(stationPickerItem) }),
]);

export const connectorTypeItem = z.object({ connectorTypeId: z.number(), name: z.string() });
export type ConnectorTypeItem = z.infer<typeof connectorTypeItem>;

/** GET connector_types. */
export const connectorTypeList = z.object({ connectorTypeList: z.array(connectorTypeItem) });

/** A user who can own, or be given access to, a private station, with its binding. */
export const privateStationUser = z.object({
  user_pk: z.number(),
  email: z.string(),
  user_name: z.string(),
  tenant_name: z.string(),
  tenant_related: z.boolean(),
  owner: z.boolean(),
  bind_status: z.enum(['ACCEPTED', 'NOT_REQUESTED']),
});
export type PrivateStationUser = z.infer<typeof privateStationUser>;

/** A stored station photo; url is its public, unguessable address. */
export const stationPhoto = z.object({
  photoPk: z.number(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
  url: z.string(),
});
export type StationPhoto = z.infer<typeof stationPhoto>;
export const stationPhotos = z.object({ chargePointPhotos: z.array(stationPhoto) });
