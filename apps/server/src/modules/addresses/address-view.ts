import type { AddressColumns } from '../../platform/db/tables/stations';

/** The address columns of a row as the API names them. */
export function addressView(row: AddressColumns) {
  return {
    street: row.street,
    houseNumber: row.house_number,
    zipCode: row.zip_code,
    city: row.city,
    state: row.state,
    country: row.country,
  };
}
