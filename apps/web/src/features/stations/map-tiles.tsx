import { useRef, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import type { MapSettings } from '@chargedeck/shared';

/**
 * The configured tiles; when the first tiles cannot load (no internet, a blocked or wrong
 * MAP_TILE_URL), the layer leaves, the map keeps its plain background and its markers, and a
 * quiet note says why. A tile failing after others loaded is left to Leaflet.
 */
export function MapTiles(props: { settings?: MapSettings; note: string }) {
  const [failed, setFailed] = useState(false);
  const loaded = useRef(false);
  if (!props.settings) return null;
  if (failed) {
    return (
      <div
        role="status"
        data-testid="map-tiles-note"
        className="leaflet-control"
        style={{
          position: 'absolute',
          bottom: 8,
          left: 8,
          zIndex: 800,
          padding: '2px 8px',
          borderRadius: 4,
          background: 'rgba(255,255,255,.85)',
          color: '#595959',
          fontSize: 12,
        }}
      >
        {props.note}
      </div>
    );
  }
  return (
    <TileLayer
      url={props.settings.tileUrl}
      attribution={props.settings.attribution}
      eventHandlers={{
        tileload: () => {
          loaded.current = true;
        },
        tileerror: () => {
          if (!loaded.current) setFailed(true);
        },
      }}
    />
  );
}
