import { z } from 'zod';

/** GET users_data/ceps/{zip}: the address of a zip code (addressForm). */
export const zipAddressAnswer = z.object({
  addressForm: z.object({ street: z.string(), city: z.string(), state: z.string() }),
});

/** GET geocoding/search: coordinates of an address, empty when nothing is found. */
export const geocodeAnswer = z.object({
  features: z.array(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      postcode: z.string().nullable(),
      label: z.string(),
    }),
  ),
});
export type GeocodeAnswer = z.infer<typeof geocodeAnswer>;

/** GET geocoding/settings: the map tiles and which providers answer (sandbox or real). */
export const mapSettings = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  zipLookup: z.string(),
  geocoding: z.string(),
});
export type MapSettings = z.infer<typeof mapSettings>;

/** An address as stations, station groups and users answer it. */
export const postalAddress = z.object({
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
