import { xlsxBuffer, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import type { UserDashboardFilter, UserDashboardRepository } from './user-dashboard.repository';

const PAGE = 1000;

/** The users list of the given filters as an .xlsx file, read in pages keyed by user. */
export async function usersWorkbook(
  dashboard: UserDashboardRepository,
  filter: Omit<UserDashboardFilter, 'order' | 'afterUserPk'>,
): Promise<Buffer> {
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
        row.active ? 'Sim' : 'Não',
      ]);
      if (rows.length < PAGE) return;
      afterUserPk = rows[rows.length - 1]!.user_pk;
    }
  }
  return xlsxBuffer(
    {
      name: 'Users',
      columns: [
        { header: 'ID', width: 8 },
        { header: 'Name', width: 28 },
        { header: 'E-mail', width: 32 },
        { header: 'Document type', width: 14 },
        { header: 'Document', width: 18 },
        { header: 'ID Tag', width: 22 },
        { header: 'Recharges Done', width: 16 },
        { header: 'kWh Consumed', width: 14 },
        { header: 'Active', width: 8 },
      ],
    },
    pages(),
  );
}
