import type {
  GeocodeFeature,
  GeocodeQuery,
  Geocoder,
  ZipAddress,
  ZipLookup,
} from './address-providers';

/** First digit of a Brazilian zip → a state and its capital, with the capital's coordinates. */
const REGIONS: [string, string, number, number][] = [
  ['SP', 'São Paulo', -23.5505, -46.6333],
  ['SP', 'Campinas', -22.9099, -47.0626],
  ['RJ', 'Rio de Janeiro', -22.9068, -43.1729],
  ['MG', 'Belo Horizonte', -19.9167, -43.9345],
  ['BA', 'Salvador', -12.9777, -38.5016],
  ['PE', 'Recife', -8.0476, -34.877],
  ['CE', 'Fortaleza', -3.7319, -38.5267],
  ['DF', 'Brasília', -15.7939, -47.8828],
  ['PR', 'Curitiba', -25.4284, -49.2733],
  ['RS', 'Porto Alegre', -30.0346, -51.2177],
];

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/**
 * Sandbox zip lookup: every zip resolves to its region's capital (a street named after the zip),
 * a zip ending in 000 is a city-wide zip whose street is N/A, and 00000-000 does not exist.
 */
export class SandboxZipLookup implements ZipLookup {
  readonly name = 'sandbox';

  async find(zip: string): Promise<ZipAddress | undefined> {
    if (!/^\d{8}$/.test(zip) || zip === '00000000') return undefined;
    const [state, city] = REGIONS[Number(zip[0])] ?? REGIONS[0]!;
    const street = zip.endsWith('000') ? 'N/A' : `Rua Sandbox ${zip.slice(0, 5)}`;
    return { street, city, state };
  }
}

/** Sandbox geocoder: near the city's capital, a fixed offset per street; nothing without a city. */
export class SandboxGeocoder implements Geocoder {
  readonly name = 'sandbox';

  async search(q: GeocodeQuery): Promise<GeocodeFeature[]> {
    if (!q.city?.trim() || q.street?.trim().toLowerCase() === 'n/a') return [];
    const region = REGIONS.find(([state, city]) => city === q.city || state === q.state);
    const [, , lat, lon] = region ?? REGIONS[0]!;
    const h = hash(`${q.street ?? ''} ${q.houseNumber ?? ''}`);
    return [
      {
        latitude: Number((lat + ((h % 1000) - 500) / 50_000).toFixed(6)),
        longitude: Number((lon + (((h >>> 10) % 1000) - 500) / 50_000).toFixed(6)),
        postcode: null,
        label: [q.street, q.houseNumber, q.city, q.state].filter(Boolean).join(', '),
      },
    ];
  }
}
