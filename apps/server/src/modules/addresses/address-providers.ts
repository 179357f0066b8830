/** An address found for a zip code (addressForm). */
export interface ZipAddress {
  street: string;
  city: string;
  state: string;
}

export interface GeocodeQuery {
  street?: string;
  houseNumber?: string;
  city?: string;
  state?: string;
  country?: string;
}

export interface GeocodeFeature {
  latitude: number;
  longitude: number;
  postcode: string | null;
  label: string;
}

export interface ZipLookup {
  readonly name: string;
  /** Undefined when the zip code does not exist. */
  find(zipDigits: string): Promise<ZipAddress | undefined>;
}

export interface Geocoder {
  readonly name: string;
  search(query: GeocodeQuery): Promise<GeocodeFeature[]>;
}
