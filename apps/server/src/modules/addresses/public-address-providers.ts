import type {
  GeocodeFeature,
  GeocodeQuery,
  Geocoder,
  ZipAddress,
  ZipLookup,
} from './address-providers';

const TIMEOUT_MS = 8000;

/** ViaCEP (Brazilian zip codes): answers {erro: true} for an unknown zip. */
export class ViaCepZipLookup implements ZipLookup {
  readonly name = 'viacep';
  constructor(private readonly baseUrl: string) {}

  async find(zip: string): Promise<ZipAddress | undefined> {
    const res = await fetch(`${this.baseUrl}/${zip}/json/`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 400 || res.status === 404) return undefined;
    if (!res.ok) throw new Error(`ViaCEP answered ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    if (body.erro) return undefined;
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    return { street: text('logradouro') || 'N/A', city: text('localidade'), state: text('uf') };
  }
}

/** Nominatim structured search (OpenStreetMap). */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';
  constructor(private readonly baseUrl: string) {}

  async search(q: GeocodeQuery): Promise<GeocodeFeature[]> {
    const params = new URLSearchParams({ format: 'geojson', limit: '1', addressdetails: '1' });
    const street = [q.houseNumber, q.street].filter(Boolean).join(' ');
    if (street) params.set('street', street);
    if (q.city) params.set('city', q.city);
    if (q.state) params.set('state', q.state);
    if (q.country) params.set('countrycodes', q.country.toLowerCase());
    const res = await fetch(`${this.baseUrl}/search?${params}`, {
      headers: { 'User-Agent': 'Chargedeck CSMS' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Nominatim answered ${res.status}`);
    const body = (await res.json()) as {
      features?: {
        geometry: { coordinates: [number, number] };
        properties: { display_name?: string; address?: { postcode?: string } };
      }[];
    };
    return (body.features ?? []).map((f) => ({
      longitude: f.geometry.coordinates[0],
      latitude: f.geometry.coordinates[1],
      postcode: f.properties.address?.postcode ?? null,
      label: f.properties.display_name ?? '',
    }));
  }
}
