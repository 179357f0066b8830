import type { qrPagePtBR } from './pt-br';

/** Public QR page (Spanish). */
export const qrPageEs: typeof qrPagePtBR = {
  title: 'Recarga con el código QR',
  station: 'Estación',
  connector: 'Conector {{id}}',
  status: 'Estado del conector',
  charging: 'Recarga en curso',
  live: 'En vivo',
  updatedAt: 'Actualizado a las {{time}}',
  verifyHint: 'Confirme que no es un robot para habilitar START y STOP.',
  invalid:
    'Este código QR no vale para este conector. Lea de nuevo el código impreso en la estación.',
  notFound: 'Estación o conector no encontrado.',
  loadFailed: 'No fue posible consultar el conector. Intentando de nuevo…',
  tooMany: 'Demasiados intentos. Espere un poco e intente de nuevo.',
  notYourRecharge:
    'Solo el dispositivo que inició esta recarga desde esta página puede detenerla aquí; las recargas con tarjeta se detienen en la estación.',
  connectorCodes: 'Códigos QR de los conectores',
  connectorCode: 'Código QR del conector {{id}}',
  codeFailed: 'No fue posible generar el código QR de este conector.',
  download: 'Descargar PNG',
  openPage: 'Abrir página',
  statuses: {
    Available: 'Disponible',
    Preparing: 'Preparando',
    Charging: 'Cargando',
    SuspendedEV: 'Suspendido por el vehículo',
    SuspendedEVSE: 'Suspendido por la estación',
    Finishing: 'Finalizando',
    Reserved: 'Reservado',
    Unavailable: 'No disponible',
    Faulted: 'Con falla',
    Maintenance: 'En mantenimiento',
    connector_unavailable: 'Sin comunicación',
    Unspecified: 'Sin información',
  },
};
