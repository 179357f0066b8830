import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { MapTiles } from '../stations/map-tiles';
import { useMapSettings } from '../stations/stations-api';
import type { MapChargePoint, StationState } from './home-types';
import { clusterByGrid, type Cluster } from './station-clusters';
import { StationPopupBody } from './station-popup';
import { STATE_COLOURS } from './station-state';

/** São Paulo: the map's centre when the browser gives no position. */
export const DEFAULT_CENTRE: [number, number] = [-23.5505, -46.6333];
const ZOOM = 10;
const SELECTED_ZOOM = 15;
const CELL_PX = 60;
/**
 * The popup keeps to the right of the zoom buttons (top left: 10 px margin, 34 px wide): on a
 * phone the map is barely wider than the popup, which otherwise covers them.
 */
const CLEAR_OF_ZOOM_BUTTONS: [number, number] = [52, 10];
const PRIORITY: StationState[] = ['charging', 'maintenance', 'available', 'unavailable'];

type Located = MapChargePoint & { locationLatitude: number; locationLongitude: number };
const located = (s: MapChargePoint): s is Located =>
  s.locationLatitude !== null && s.locationLongitude !== null;

function stationIcon(state: StationState, selected: boolean) {
  const size = selected ? 22 : 16;
  return L.divIcon({
    className: `station-marker station-marker--${state}`,
    html: `<span style="display:block;width:${size}px;height:${size}px;border-radius:50%;background:${STATE_COLOURS[state]};border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.35)"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function clusterIcon(cluster: Cluster<Located>) {
  const state = PRIORITY.find((p) => cluster.items.some((s) => s.state === p)) ?? 'unavailable';
  const size = cluster.items.length < 100 ? 34 : cluster.items.length < 1000 ? 40 : 48;
  return L.divIcon({
    className: `station-cluster station-cluster--${state}`,
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:${STATE_COLOURS[state]};color:#fff;font-weight:600;font-size:13px;border:3px solid rgba(255,255,255,.85);box-shadow:0 0 0 1px rgba(0,0,0,.3)">${cluster.items.length}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The clusters of the stations in (and around) the view, recomputed after each move. */
function ClusteredMarkers(props: {
  stations: Located[];
  selectedPk?: number;
  onSelect: (station: MapChargePoint) => void;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const [view, setView] = useState(0);
  useMapEvents({ moveend: () => setView((v) => v + 1), zoomend: () => setView((v) => v + 1) });
  const clusters = useMemo(() => {
    void view;
    const zoom = map.getZoom();
    const bounds = map.getBounds().pad(0.3);
    const points = props.stations
      .filter((s) => bounds.contains([s.locationLatitude, s.locationLongitude]))
      .map((s) => {
        const p = map.project([s.locationLatitude, s.locationLongitude], zoom);
        return { item: s, x: p.x, y: p.y };
      });
    // Past street level every station stands alone, even two at one address.
    return zoom >= 17
      ? points.map((p) => ({ key: String(p.item.chargeBoxPk), items: [p.item], x: p.x, y: p.y }))
      : clusterByGrid(points, CELL_PX);
  }, [map, props.stations, view]);

  return clusters.map((c) => {
    const single = c.items.length === 1 ? c.items[0] : undefined;
    if (single) {
      return (
        <Marker
          key={`s${single.chargeBoxPk}`}
          position={[single.locationLatitude, single.locationLongitude]}
          icon={stationIcon(single.state, single.chargeBoxPk === props.selectedPk)}
          title={single.chargeBoxId}
          alt={single.chargeBoxId}
          eventHandlers={{ click: () => props.onSelect(single) }}
        />
      );
    }
    const at = map.unproject([c.x, c.y], map.getZoom());
    return (
      <Marker
        key={`c${c.key}`}
        position={at}
        icon={clusterIcon(c)}
        title={t('dashboard.map.cluster', { count: c.items.length })}
        alt={t('dashboard.map.cluster', { count: c.items.length })}
        eventHandlers={{
          click: () => {
            const bounds = L.latLngBounds(
              c.items.map((s) => [s.locationLatitude, s.locationLongitude] as [number, number]),
            );
            if (bounds.getNorthEast().equals(bounds.getSouthWest())) {
              map.setView(bounds.getCenter(), Math.min(map.getZoom() + 3, 18));
            } else {
              map.fitBounds(bounds, { padding: [40, 40] });
            }
          },
        }}
      />
    );
  });
}

/** Zoom 15 on the selected station; the browser position (or the default) at zoom 10 otherwise. */
function ViewControl({ selected }: { selected?: Located }) {
  const map = useMap();
  useEffect(() => {
    if (selected) {
      map.setView([selected.locationLatitude, selected.locationLongitude], SELECTED_ZOOM);
    }
  }, [map, selected]);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (live) map.setView([position.coords.latitude, position.coords.longitude], ZOOM);
      },
      () => undefined,
      { timeout: 5_000, maximumAge: 600_000 },
    );
    return () => {
      live = false;
    };
  }, [map]);
  return null;
}

export function StationsMap(props: {
  stations: MapChargePoint[];
  selectedPk?: number;
  onSelect: (station: MapChargePoint | undefined) => void;
}) {
  const { t } = useTranslation();
  const settings = useMapSettings();
  const withPosition = useMemo(() => props.stations.filter(located), [props.stations]);
  const selected = withPosition.find((s) => s.chargeBoxPk === props.selectedPk);
  // A popup also leaves when another station is selected: only closing it clears the choice.
  const selectedRef = useRef(props.selectedPk);
  useEffect(() => {
    selectedRef.current = props.selectedPk;
  });
  const popupRef = useRef<L.Popup>(null);
  const relayoutPopup = useCallback(() => popupRef.current?.update(), []);
  return (
    <div
      role="region"
      aria-label={t('dashboard.map.label')}
      data-testid="home-map"
      style={{ height: 420, width: '100%', borderRadius: 8, overflow: 'hidden' }}
    >
      <MapContainer
        center={DEFAULT_CENTRE}
        zoom={ZOOM}
        style={{ height: '100%', width: '100%', background: '#e8eef3' }}
      >
        <MapTiles settings={settings.data} note={t('dashboard.map.tilesUnavailable')} />
        <ViewControl selected={selected} />
        <ClusteredMarkers
          stations={withPosition}
          selectedPk={props.selectedPk}
          onSelect={props.onSelect}
        />
        {selected && (
          <Popup
            ref={popupRef}
            key={selected.chargeBoxPk}
            position={[selected.locationLatitude, selected.locationLongitude]}
            offset={[0, -8]}
            autoPanPaddingTopLeft={CLEAR_OF_ZOOM_BUTTONS}
            eventHandlers={{
              remove: () => {
                if (selectedRef.current === selected.chargeBoxPk) props.onSelect(undefined);
              },
            }}
          >
            <StationPopupBody station={selected} onResize={relayoutPopup} />
          </Popup>
        )}
      </MapContainer>
    </div>
  );
}
