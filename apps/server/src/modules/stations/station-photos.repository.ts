import type { Database } from '../../platform/db/database';

export class StationPhotosRepository {
  constructor(private readonly db: Database) {}

  list(chargeBoxPk: number) {
    return this.db
      .selectFrom('charge_box_photo')
      .selectAll()
      .where('charge_box_pk', '=', chargeBoxPk)
      .orderBy('charge_box_photo_pk')
      .execute();
  }

  add(values: {
    charge_box_pk: number;
    file_name: string;
    stored_name: string;
    content_type: string;
    size_bytes: number;
  }) {
    return this.db
      .insertInto('charge_box_photo')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  remove(chargeBoxPk: number, photoPk: number) {
    return this.db
      .deleteFrom('charge_box_photo')
      .where('charge_box_pk', '=', chargeBoxPk)
      .where('charge_box_photo_pk', '=', photoPk)
      .returning('stored_name')
      .executeTakeFirst();
  }

  byStoredName(storedName: string) {
    return this.db
      .selectFrom('charge_box_photo')
      .select(['stored_name', 'content_type'])
      .where('stored_name', '=', storedName)
      .executeTakeFirst();
  }
}
