import ExcelJS from 'exceljs';
import type { UserDashboardFilter, UserDashboardRepository } from './user-dashboard.repository';

const PAGE = 1000;

/** The users list of the given filters as an .xlsx file. */
export async function usersWorkbook(
  dashboard: UserDashboardRepository,
  filter: UserDashboardFilter,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = [
    { header: 'ID', key: 'user_pk', width: 8 },
    { header: 'Name', key: 'user_name', width: 28 },
    { header: 'E-mail', key: 'email', width: 32 },
    { header: 'Document type', key: 'doc_type', width: 14 },
    { header: 'Document', key: 'doc_number', width: 18 },
    { header: 'ID Tag', key: 'ocpp_id_tag', width: 22 },
    { header: 'Recharges Done', key: 'recharges', width: 16 },
    { header: 'kWh Consumed', key: 'kwh', width: 14 },
    { header: 'Active', key: 'active', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (let offset = 0; ; offset += PAGE) {
    const rows = await dashboard.page(filter, { offset, limit: PAGE });
    for (const row of rows) {
      sheet.addRow({
        ...row,
        kwh: Math.round(row.consumption / 10) / 100,
        active: row.active ? 'Sim' : 'Não',
      });
    }
    if (rows.length < PAGE) break;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
