import { messageText, type MessageKey } from '@chargedeck/shared';
import { xlsxBuffer, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import type { UserDashboardFilter, UserDashboardRepository } from './user-dashboard.repository';

const PAGE = 1000;

/** The users list of the given filters as an .xlsx file, read in pages keyed by user. */
export async function usersWorkbook(
  dashboard: UserDashboardRepository,
  filter: Omit<UserDashboardFilter, 'order' | 'afterUserPk'>,
  locale: string,
): Promise<Buffer> {
  const t = (key: MessageKey) => messageText(key, locale);
  async function* pages() {
    for (let afterUserPk = 0; ;) {
      const rows = await dashboard.page(
        { ...filter, afterUserPk, order: [{ key: 'user_pk', direction: 'asc' }] },
        { offset: 0, limit: PAGE },
      );
      yield rows.map((row): XlsxRow => [
        row.user_pk,
        row.user_name,
        row.email,
        row.doc_type,
        row.doc_number,
        row.ocpp_id_tag,
        row.recharges,
        Math.round(row.consumption / 10) / 100,
        t(row.active ? 'labelYes' : 'labelNo'),
      ]);
      if (rows.length < PAGE) return;
      afterUserPk = rows[rows.length - 1]!.user_pk;
    }
  }
  const columns: [MessageKey, number][] = [
    ['colId', 8],
    ['colName', 28],
    ['colEmail', 32],
    ['colDocumentType', 14],
    ['colDocument', 18],
    ['colIdTag', 22],
    ['colRechargesDone', 16],
    ['colKwhConsumed', 14],
    ['colActive', 8],
  ];
  return xlsxBuffer(
    {
      name: t('xlsxUsers'),
      columns: columns.map(([key, width]) => ({ header: t(key), width })),
    },
    pages(),
  );
}
