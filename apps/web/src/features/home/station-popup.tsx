import { useMapStationDetails } from './home-api';
import type { MapChargePoint } from './home-types';
import { StationPopupView } from './station-popup-view';

/**
 * Popup body: chargeBoxId, description, street, origin, vendor, protocol, month kWh, connectors.
 * The marker gives the id and the live connector statuses; the rest of the station is read when
 * the popup opens (useMapStationDetails).
 */
export function StationPopupBody({ station }: { station: MapChargePoint }) {
  const details = useMapStationDetails(station.chargeBoxPk);
  return <StationPopupView station={station} details={details} />;
}
