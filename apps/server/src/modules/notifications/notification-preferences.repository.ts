import {
  DEFAULT_TOAST_TYPES,
  STATION_EVENT_TYPES,
  type NotificationSettings,
  type StationEventType,
} from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';

const KNOWN = new Set<string>(STATION_EVENT_TYPES);

function typesOf(stored: string | null | undefined): StationEventType[] {
  if (stored === null || stored === undefined) return [...DEFAULT_TOAST_TYPES];
  return stored.split(',').filter((t): t is StationEventType => KNOWN.has(t));
}

/** Each user's toast choice and the newest event read in the bell (one row per user). */
export class NotificationPreferencesRepository {
  constructor(private readonly db: Database) {}

  private row(userPk: number) {
    return this.db
      .selectFrom('notification_preference')
      .select(['toast_types', 'read_up_to_pk'])
      .where('user_pk', '=', userPk)
      .executeTakeFirst();
  }

  async settings(userPk: number): Promise<NotificationSettings> {
    return { toastTypes: typesOf((await this.row(userPk))?.toast_types) };
  }

  async saveSettings(userPk: number, settings: NotificationSettings): Promise<void> {
    const toast_types = STATION_EVENT_TYPES.filter((t) => settings.toastTypes.includes(t)).join(
      ',',
    );
    await this.db
      .insertInto('notification_preference')
      .values({ user_pk: userPk, toast_types })
      .onConflict((oc) => oc.column('user_pk').doUpdateSet({ toast_types, updated_at: new Date() }))
      .execute();
  }

  async readUpTo(userPk: number): Promise<number> {
    return Number((await this.row(userPk))?.read_up_to_pk ?? 0);
  }

  /** Moves the read mark forwards only: a late request from another tab never undoes a read. */
  async markRead(userPk: number, upToPk: number): Promise<number> {
    await this.db
      .insertInto('notification_preference')
      .values({ user_pk: userPk, read_up_to_pk: upToPk })
      .onConflict((oc) =>
        oc.column('user_pk').doUpdateSet((eb) => ({
          read_up_to_pk: eb.fn('greatest', [
            eb.ref('notification_preference.read_up_to_pk'),
            eb.ref('excluded.read_up_to_pk'),
          ]),
          updated_at: new Date(),
        })),
      )
      .execute();
    return this.readUpTo(userPk);
  }
}
