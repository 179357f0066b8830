import type { reportsPtBR } from './pt-br';

export const reportsEn: typeof reportsPtBR = {
  report: 'Report',
  unified: 'Unified Report (PDF)',
  individual: 'Individual Report (ZIP)',
  downloadExcel: 'Download Excel',
  period: 'Report period',
  costKwh: 'Cost per kWh',
  incomeKwh: 'Income per kWh',
  generate: 'Generate',
  cancel: 'Cancel',
  generating: 'Generating the report…',
  remaining: '{{remaining}} of {{limit}} reports left this month',
  rangeHint: 'At most 31 days, no future dates.',
};
