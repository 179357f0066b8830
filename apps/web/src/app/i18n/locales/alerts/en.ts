import { EVENT_TYPE_LABELS } from './event-types';
import type { alertsPtBR } from './pt-br';

export const alertsEn: typeof alertsPtBR = {
  title: 'Alerts',
  search: 'Search By Name or ChargeboxId',
  searchLabel: 'Search by name or ChargeboxId',
  removeTag: 'Remove {{tag}}',
  station: 'Station',
  state: 'State',
  city: 'City',
  place: 'Place',
  date: 'Date',
  event: 'Event',
  sortBy: 'Sort by {{column}}',
  select: 'Select the alert of {{station}}',
  selected: '{{count}} selected',
  clearSelection: 'Clear selection',
  connector: 'Connector',
  stationName: 'Station',
  errorMessage: 'Error message',
  noError: 'No error message',
  user: 'User',
  timeline: 'Events of this transaction',
  timelineEmpty: 'No other event in this transaction.',
  timelineFailed: 'Could not load the events of the transaction.',
  loadFailed: 'Could not load the alerts.',
  empty: 'No alerts.',
  toast: '{{charger}} triggered the event {{event}}',
  showAll: 'Show all events',
  colours:
    'Red: failure or disconnection (selectable) · Orange: short recharge · Blue: transaction · Green: station fine',
  types: EVENT_TYPE_LABELS,
};
