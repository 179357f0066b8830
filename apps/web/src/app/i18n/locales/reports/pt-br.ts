export const reportsPtBR = {
  report: 'Relatório',
  unified: 'Relatório Unificado (PDF)',
  individual: 'Relatório Individual (ZIP)',
  downloadExcel: 'Baixar Excel',
  period: 'Período do relatório',
  costKwh: 'Custo por kWh',
  incomeKwh: 'Receita por kWh',
  generate: 'Gerar',
  cancel: 'Cancelar',
  generating: 'Gerando o relatório…',
  remaining: '{{remaining}} de {{limit}} relatórios restantes neste mês',
  rangeHint: 'No máximo 31 dias, sem datas futuras.',
};
