import type { Database } from '../../platform/db/database';

export interface SuspectMessage {
  chargeBoxPk: number;
  action: string;
  messageId: string | null;
  payload: unknown;
  reason: string;
}

/** Station messages that were answered but could not be applied as sent. */
export class SuspectMessagesRepository {
  constructor(private readonly db: Database) {}

  async record(message: SuspectMessage): Promise<void> {
    await this.db
      .insertInto('ocpp_suspect_message')
      .values({
        charge_box_pk: message.chargeBoxPk,
        action: message.action,
        message_id: message.messageId,
        payload: JSON.stringify(message.payload ?? null),
        reason: message.reason,
      })
      .execute();
  }
}
