import { useEffect } from 'react';
import { useMapStationDetails } from './home-api';
import type { MapChargePoint } from './home-types';
import { StationPopupView } from './station-popup-view';

/**
 * Popup body: chargeBoxId, description, street, origin, vendor, protocol, month kWh, connectors.
 * The marker gives the id and the live connector statuses; the rest of the station is read when
 * the popup opens (useMapStationDetails); `onResize` runs when the body changes size.
 */
export function StationPopupBody(props: { station: MapChargePoint; onResize?: () => void }) {
  const { station, onResize } = props;
  const details = useMapStationDetails(station.chargeBoxPk);
  // The body grows when the details arrive: the popup is laid out and panned into view again.
  useEffect(() => {
    onResize?.();
  }, [details.data, details.isError, onResize]);
  return <StationPopupView station={station} details={details} />;
}
