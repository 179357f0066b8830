/** Zip lookup and geocoding providers, and the map tiles the dashboard loads. */
export interface AddressConfig {
  zipLookup: 'sandbox' | 'viacep';
  geocoding: 'sandbox' | 'nominatim';
  viaCepUrl: string;
  nominatimUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
}

export function addressConfig(env: NodeJS.ProcessEnv): AddressConfig {
  const zip = env.ZIP_LOOKUP || 'sandbox';
  const geo = env.GEOCODING || 'sandbox';
  if (zip !== 'sandbox' && zip !== 'viacep') {
    throw new Error(`ZIP_LOOKUP must be sandbox or viacep, got "${zip}"`);
  }
  if (geo !== 'sandbox' && geo !== 'nominatim') {
    throw new Error(`GEOCODING must be sandbox or nominatim, got "${geo}"`);
  }
  return {
    zipLookup: zip,
    geocoding: geo,
    viaCepUrl: env.VIACEP_URL || 'https://viacep.com.br/ws',
    nominatimUrl: env.NOMINATIM_URL || 'https://nominatim.openstreetmap.org',
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION || '© OpenStreetMap contributors',
  };
}
