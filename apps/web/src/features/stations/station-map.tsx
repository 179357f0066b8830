import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapTiles } from './map-tiles';
import { useMapSettings } from './stations-api';

export interface LatLng {
  lat: number;
  lng: number;
}

/** São Paulo, where the map opens when the station has no position yet. */
export const DEFAULT_CENTRE: LatLng = { lat: -23.5505, lng: -46.6333 };

function ClickToPick({ onPick }: { onPick: (at: LatLng) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function FollowPosition({ at }: { at: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([at.lat, at.lng], map.getZoom());
  }, [map, at.lat, at.lng]);
  return null;
}

/** A clickable map (500 px high, zoom 15); tiles come from the configured URL and may be offline. */
export function StationMap({
  position,
  onPick,
  label,
}: {
  position?: LatLng;
  onPick: (at: LatLng) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const settings = useMapSettings();
  const centre = position ?? DEFAULT_CENTRE;
  return (
    <div
      role="application"
      aria-label={label}
      data-testid="station-map"
      style={{ height: 500, width: '100%' }}
    >
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={15}
        style={{ height: '100%', width: '100%', background: '#e8eef3' }}
      >
        <MapTiles settings={settings.data} note={t('stations.form.mapTilesUnavailable')} />
        <ClickToPick onPick={onPick} />
        <FollowPosition at={centre} />
        {position && (
          <CircleMarker
            center={[position.lat, position.lng]}
            radius={10}
            pathOptions={{ color: '#1677ff', fillOpacity: 0.7 }}
          />
        )}
      </MapContainer>
    </div>
  );
}
