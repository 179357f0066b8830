/** The pricing screens' weekday names in pt-BR, indexed as Date.getDay() (Sunday first). */
export const WEEKDAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;
