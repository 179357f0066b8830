import { z } from 'zod';
import { postalAddress } from './address.schemas';
import { ZIP_PATTERN } from './station-format';

/** Station group texts (spec 2 §5: Portuguese messages; §8). */
export const STATION_GROUP_MESSAGES = {
  nameRequired: 'groupNameRequired',
  latitudeRequired: 'groupLatitudeRequired',
  latitudeRange: 'groupLatitudeRange',
  longitudeRequired: 'groupLongitudeRequired',
  longitudeRange: 'groupLongitudeRange',
  required: 'groupRequired',
  zipFormat: 'groupZipFormat',
} as const;

const M = STATION_GROUP_MESSAGES;
const requiredText = (max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(max, { error: 'maxChars' });

export const stationGroupBody = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(60, { error: 'maxChars' }),
  externalId: z.string().trim().max(64).nullish(),
  status: z.boolean().optional(),
  address: z.object(
    {
      street: requiredText(30),
      houseNumber: requiredText(5),
      zipCode: z.string({ error: M.required }).regex(ZIP_PATTERN, { error: M.zipFormat }),
      city: requiredText(25),
      state: requiredText(25),
      country: z.string().trim().max(2).nullish(),
    },
    { error: M.required },
  ),
  latitude: z
    .number({ error: M.latitudeRequired })
    .min(-90, { error: M.latitudeRange })
    .max(90, { error: M.latitudeRange }),
  longitude: z
    .number({ error: M.longitudeRequired })
    .min(-180, { error: M.longitudeRange })
    .max(180, { error: M.longitudeRange }),
});
export type StationGroupBody = z.infer<typeof stationGroupBody>;

/** A group as the API answers it (spec 2 §3 "Station group"). */
export const stationGroupItem = z.object({
  chargeBoxGroupPk: z.number(),
  name: z.string(),
  status: z.boolean(),
  externalId: z.string().nullable(),
  tenant_pk: z.number(),
  address: postalAddress,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** In the list only: the group's stations. */
  chargePoints: z
    .array(
      z.object({
        chargeBoxPk: z.number(),
        chargeBoxId: z.string(),
        description: z.string(),
        online: z.boolean(),
      }),
    )
    .optional(),
});
export type StationGroupItem = z.infer<typeof stationGroupItem>;

export const stationGroupAnswer = z.object({ chargeBoxGroup: stationGroupItem });
export const stationGroupPage = z.object({
  count: z.number(),
  chargeBoxGroupList: z.array(stationGroupItem),
});
