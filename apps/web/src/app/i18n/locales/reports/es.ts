import type { reportsPtBR } from './pt-br';

export const reportsEs: typeof reportsPtBR = {
  report: 'Informe',
  unified: 'Informe Unificado (PDF)',
  individual: 'Informe Individual (ZIP)',
  downloadExcel: 'Descargar Excel',
  period: 'Período del informe',
  costKwh: 'Costo por kWh',
  incomeKwh: 'Ingreso por kWh',
  generate: 'Generar',
  cancel: 'Cancelar',
  generating: 'Generando el informe…',
  remaining: 'Quedan {{remaining}} de {{limit}} informes este mes',
  rangeHint: 'Máximo 31 días, sin fechas futuras.',
};
