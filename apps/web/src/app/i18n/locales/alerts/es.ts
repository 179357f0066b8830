import { EVENT_TYPE_LABELS } from './event-types';
import type { alertsPtBR } from './pt-br';

export const alertsEs: typeof alertsPtBR = {
  title: 'Alertas',
  search: 'Search By Name or ChargeboxId',
  searchLabel: 'Buscar por nombre o ChargeboxId',
  removeTag: 'Quitar {{tag}}',
  station: 'Estación',
  state: 'Estado',
  city: 'Ciudad',
  place: 'Lugar',
  date: 'Fecha',
  event: 'Evento',
  sortBy: 'Ordenar por {{column}}',
  select: 'Seleccionar la alerta de {{station}}',
  selected: '{{count}} seleccionadas',
  clearSelection: 'Limpiar selección',
  connector: 'Conector',
  stationName: 'Estación',
  errorMessage: 'Mensaje de error',
  noError: 'Sin mensaje de error',
  user: 'Usuario',
  timeline: 'Eventos de esta transacción',
  timelineEmpty: 'Ningún otro evento en esta transacción.',
  timelineFailed: 'No se pudieron cargar los eventos de la transacción.',
  loadFailed: 'No se pudieron cargar las alertas.',
  empty: 'Sin alertas.',
  showAll: 'Mostrar todos los eventos',
  live: 'Las nuevas alertas aparecen aquí en cuanto llegan.',
  colours:
    'Rojo: falla o desconexión (seleccionable) · Naranja: recarga corta · Azul: transacción · Verde: estación en orden',
  types: EVENT_TYPE_LABELS,
};
