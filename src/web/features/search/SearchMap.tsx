import { useEffect, useRef, useState } from 'react';
import { Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { CLUSTER_MAX_ZOOM } from '#domain/map-zoom';
import { mapAttribution, mapTileUrl } from '../../lib/map-tiles';
import { fetchMarkers, type MarkerRequest } from './search-api';
import type { MapView } from './search-state';

/** zoomToKm knows levels up to 20 (spec §9), so the map stops there. */
const MAX_ZOOM = 20;

interface Box4 {
  north: number;
  south: number;
  east: number;
  west: number;
  zoom: number;
}

/** The person's own input on the map; a move that ends soon after one of these is theirs. */
const GESTURES = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
/** Long enough for a drag's inertia or an animated zoom to end. */
const GESTURE_WINDOW_MS = 3000;

function differs(a: MapView, b: MapView): boolean {
  return Math.abs(a.lat - b.lat) > 1e-4 || Math.abs(a.lon - b.lon) > 1e-4 || a.zoom !== b.zoom;
}

/** Click, or Enter / Space on a focused marker (Leaflet only handles keys for popups). */
function onActivate(marker: L.Marker, run: () => void): void {
  marker.on('click', run);
  marker.on('keypress', (e) => {
    const key = (e as L.LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') {
      (e as L.LeafletKeyboardEvent).originalEvent.preventDefault();
      run();
    }
  });
}

/** Names a marker for screen readers and marks it so focus can follow it to its successor. */
function keep(marker: L.Marker, label: string, key: string, focusedKey: string | undefined) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', label);
  element.dataset.markerKey = key;
  if (key === focusedKey) element.focus({ preventScroll: true });
}

const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
const clampLon = (v: number) => Math.max(-180, Math.min(180, v));

function pinIcon(kind: 'dish' | 'chef'): L.DivIcon {
  return L.divIcon({
    className: `potluck-pin potluck-pin-${kind}`,
    html: '<span aria-hidden="true"></span>',
    iconSize: [26, 26],
    iconAnchor: [13, 26],
  });
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    className: 'potluck-cluster',
    html: `<span aria-hidden="true">${count}</span>`,
    iconSize: [size, size],
  });
}

const STYLE = `
.potluck-pin span{display:block;width:26px;height:26px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)}
.potluck-pin-dish span{background:#d9480f}
.potluck-pin-chef span{background:#1864ab}
.potluck-cluster{display:flex;align-items:center;justify-content:center;border-radius:50%;background:rgba(217,72,15,.9);color:#fff;font-weight:700;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)}
.potluck-cluster span{display:block;line-height:1}
.leaflet-marker-icon:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
`;

/**
 * The results map (Leaflet, loaded lazily): markers for the visible box from the API, server
 * clusters up to CLUSTER_MAX_ZOOM (click zooms in), dish/chef pins that open their page.
 * Moves made by the person are reported through `onUserMove` so the list follows the map.
 */
export default function SearchMap({
  center,
  zoom,
  type,
  filters,
  onUserMove,
}: {
  center: { lat: number; lon: number };
  zoom: number;
  type: 'food' | 'chef';
  filters?: MarkerRequest['filters'];
  onUserMove: (view: MapView) => void;
}) {
  const navigate = useNavigate();
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const applied = useRef<MapView>({ lat: center.lat, lon: center.lon, zoom });
  const onMoveRef = useRef(onUserMove);
  onMoveRef.current = onUserMove;
  const [box, setBox] = useState<Box4 | null>(null);

  useEffect(() => {
    if (!el.current) return;
    const map = L.map(el.current, { zoomControl: true, keyboard: true, maxZoom: MAX_ZOOM });
    mapRef.current = map;
    L.tileLayer(mapTileUrl, { attribution: mapAttribution, maxZoom: MAX_ZOOM }).addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    const report = () => {
      const b = map.getBounds();
      setBox({
        north: clampLat(b.getNorth()),
        south: clampLat(b.getSouth()),
        east: clampLon(b.getEast()),
        west: clampLon(b.getWest()),
        zoom: map.getZoom(),
      });
      // Only a move away from the view we set ourselves, right after the person touched the
      // map (drag, wheel, zoom buttons, keys, a cluster), is theirs. Leaflet also ends moves on
      // its own (a remount after Back, a resize); those must not reset the page to 1.
      const c = map.getCenter();
      const view = { lat: c.lat, lon: c.lng, zoom: map.getZoom() };
      if (differs(view, applied.current)) {
        applied.current = view;
        if (performance.now() - lastGesture < GESTURE_WINDOW_MS) onMoveRef.current(view);
      }
    };
    let lastGesture = -Infinity;
    const gesture = () => {
      lastGesture = performance.now();
    };
    for (const type of GESTURES) el.current.addEventListener(type, gesture, { passive: true });
    map.on('moveend', report);
    applied.current = { lat: center.lat, lon: center.lon, zoom };
    map.setView([center.lat, center.lon], zoom, { animate: false });
    report();
    const container = el.current;
    return () => {
      for (const type of GESTURES) container.removeEventListener(type, gesture);
      map.off('moveend', report);
      map.remove();
      mapRef.current = null;
    };
    // The map is created once; later centre changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const target = { lat: center.lat, lon: center.lon, zoom };
    if (!differs(target, applied.current)) return;
    applied.current = target;
    map.setView([center.lat, center.lon], zoom, { animate: false });
  }, [center.lat, center.lon, zoom]);

  const markers = useQuery({
    queryKey: ['search', 'markers', type, box, filters],
    queryFn: ({ signal }) => fetchMarkers({ ...(box as Box4), type, filters }, signal),
    enabled: box !== null,
    placeholderData: (prev) => prev,
    staleTime: 30_000,
  });

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    // The markers are made anew for each answer; a keyboard user on one keeps their place on
    // its successor instead of falling back to the page (Enter would otherwise do nothing).
    const focused = document.activeElement;
    const focusedKey =
      focused instanceof HTMLElement && el.current?.contains(focused)
        ? focused.dataset.markerKey
        : undefined;
    layer.clearLayers();
    for (const m of markers.data?.markers ?? []) {
      if (m.kind === 'cluster') {
        const title = `${m.count} ${m.count === 1 ? 'result' : 'results'} here, zoom in`;
        const marker = L.marker([m.lat, m.lon], {
          icon: clusterIcon(m.count),
          keyboard: true,
          title,
          alt: title,
        });
        onActivate(marker, () => {
          map.setView(
            [m.lat, m.lon],
            Math.min(MAX_ZOOM, Math.max(map.getZoom() + 2, CLUSTER_MAX_ZOOM + 1)),
          );
        });
        marker.addTo(layer);
        keep(marker, title, `cluster:${m.lat},${m.lon}`, focusedKey);
      } else {
        const title = m.kind === 'dish' ? `Dish: ${m.label}` : `Chef: ${m.label}`;
        const marker = L.marker([m.lat, m.lon], {
          icon: pinIcon(m.kind),
          keyboard: true,
          title,
          alt: title,
        });
        onActivate(marker, () => {
          void navigate(m.kind === 'dish' ? `/dish/${m.id}` : `/chef/${m.id}`);
        });
        marker.addTo(layer);
        keep(marker, title, `${m.kind}:${m.id}`, focusedKey);
      }
    }
  }, [markers.data, navigate]);

  return (
    <Box pos="relative">
      <style>{STYLE}</style>
      <div
        ref={el}
        role="region"
        aria-label="Map of results"
        style={{ height: 'min(60vh, 480px)', minHeight: 280, borderRadius: 8, zIndex: 0 }}
      />
      {markers.isError && (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {markers.error.message}
        </Text>
      )}
      {markers.data?.truncated && (
        <Text size="xs" c="dimmed" mt={4}>
          Showing the nearest results; zoom in to see more.
        </Text>
      )}
    </Box>
  );
}
