import type { qrPagePtBR } from './pt-br';

/** Public QR page (English). */
export const qrPageEn: typeof qrPagePtBR = {
  title: 'Charge with the QR code',
  station: 'Station',
  connector: 'Connector {{id}}',
  status: 'Connector status',
  charging: 'Recharge in progress',
  live: 'Live',
  updatedAt: 'Updated at {{time}}',
  verifyHint: 'Confirm you are not a robot to enable START and STOP.',
  invalid:
    'This QR code is not valid for this connector. Scan the code printed on the station again.',
  notFound: 'Station or connector not found.',
  loadFailed: 'Could not reach the connector. Trying again…',
  tooMany: 'Too many attempts. Wait a little and try again.',
  notYourRecharge:
    'Only the device that started this recharge from this page can stop it here; card recharges are stopped at the station.',
  connectorCodes: 'Connector QR codes',
  connectorCode: 'QR code of connector {{id}}',
  codeFailed: 'Could not make the QR code of this connector.',
  download: 'Download PNG',
  openPage: 'Open page',
  statuses: {
    Available: 'Available',
    Preparing: 'Preparing',
    Charging: 'Charging',
    SuspendedEV: 'Suspended by the vehicle',
    SuspendedEVSE: 'Suspended by the station',
    Finishing: 'Finishing',
    Reserved: 'Reserved',
    Unavailable: 'Unavailable',
    Faulted: 'Faulted',
    Maintenance: 'Maintenance',
    connector_unavailable: 'No communication',
    Unspecified: 'Unknown',
  },
};
