import { apiErrorBody, geocodeAnswer, mapSettings, zipAddressAnswer } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { HttpError, notFound } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { AddressConfig } from './address-config';
import type { Geocoder, ZipLookup } from './address-providers';
import { NominatimGeocoder, ViaCepZipLookup } from './public-address-providers';
import { SandboxGeocoder, SandboxZipLookup } from './sandbox-address-providers';
import { sessionRead } from '../../platform/http/open-read';

export function createAddressProviders(config: AddressConfig): { zip: ZipLookup; geo: Geocoder } {
  return {
    zip:
      config.zipLookup === 'viacep'
        ? new ViaCepZipLookup(config.viaCepUrl)
        : new SandboxZipLookup(),
    geo:
      config.geocoding === 'nominatim'
        ? new NominatimGeocoder(config.nominatimUrl)
        : new SandboxGeocoder(),
  };
}

/** Zip lookup (GET users_data/ceps/{zip}), geocoding and the map settings of the station form. */
export function registerAddressRoutes(
  app: ApiApp,
  deps: { config: AddressConfig; zip: ZipLookup; geo: Geocoder; authenticate: PreHandler },
): void {
  const unavailable = (error: unknown) => {
    app.log.warn({ err: error }, 'address provider failed');
    return new HttpError(502, 'addressServiceDown');
  };

  app.get(
    '/api/users_data/ceps/:zip',
    {
      config: { access: 'session' },
      schema: {
        tags: ['addresses'],
        summary: 'Address of a zip code (addressForm)',
        params: z.object({ zip: z.string().max(12) }),
        response: { 200: zipAddressAnswer, 404: apiErrorBody, 502: apiErrorBody },
      },
      preHandler: [deps.authenticate],
    },
    async (request) => {
      const digits = request.params.zip.replace(/\D/g, '');
      if (digits.length !== 8) throw notFound('zipNotFound');
      const found = await deps.zip.find(digits).catch((error: unknown) => {
        throw unavailable(error);
      });
      if (!found) throw notFound('zipNotFound');
      return { addressForm: found };
    },
  );

  app.get(
    '/api/geocoding/search',
    {
      config: { access: 'session' },
      schema: {
        tags: ['addresses'],
        summary: 'Coordinates of an address (features, empty when nothing is found)',
        querystring: z.object({
          street: z.string().max(60).optional(),
          houseNumber: z.string().max(10).optional(),
          city: z.string().max(60).optional(),
          state: z.string().max(60).optional(),
          country: z.string().max(2).optional(),
        }),
        response: { 200: geocodeAnswer, 400: apiErrorBody, 502: apiErrorBody },
      },
      preHandler: [deps.authenticate],
    },
    async (request) => ({
      features: await deps.geo.search(request.query).catch((error: unknown) => {
        throw unavailable(error);
      }),
    }),
  );

  app.get(
    '/api/geocoding/settings',
    sessionRead(
      'addresses',
      'Map tiles and which providers answer (sandbox or real)',
      mapSettings,
      deps.authenticate,
    ),
    async () => ({
      tileUrl: deps.config.mapTileUrl,
      attribution: deps.config.mapAttribution,
      zipLookup: deps.zip.name,
      geocoding: deps.geo.name,
    }),
  );
}
