import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MAP_RADIUS_ZOOM } from '#domain/map-zoom';
import { mapAttribution, mapTileUrl } from '../lib/map-tiles';

/**
 * A small map of where a chef is (loaded lazily with Leaflet): a circle of `radiusM` metres for
 * a chef shown as an area (a home: decision 052), else one marker on the business's address.
 * Both are vectors, so they show even when the tiles cannot load (offline); the page never
 * depends on the tile server.
 */
export default function ChefMap({
  latitude,
  longitude,
  radiusM,
  label,
}: {
  latitude: number;
  longitude: number;
  /** Metres; null draws a marker on the point. */
  radiusM: number | null;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let map: import('leaflet').Map | null = null;
    void import('leaflet').then((mod) => {
      const L = mod.default;
      if (cancelled || !ref.current) return;
      map = L.map(ref.current, { scrollWheelZoom: false, attributionControl: true }).setView(
        [latitude, longitude],
        MAP_RADIUS_ZOOM,
      );
      L.tileLayer(mapTileUrl, { maxZoom: 19, attribution: mapAttribution }).addTo(map);
      if (radiusM !== null) {
        L.circle([latitude, longitude], {
          radius: radiusM,
          color: '#9a3412',
          weight: 2,
          fillColor: '#f97316',
          fillOpacity: 0.2,
          className: 'potluck-chef-area',
        }).addTo(map);
      } else {
        L.circleMarker([latitude, longitude], {
          radius: 10,
          color: '#9a3412',
          weight: 3,
          fillColor: '#f97316',
          fillOpacity: 0.9,
          className: 'potluck-chef-marker',
        }).addTo(map);
      }
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude, radiusM]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      style={{ height: 220, width: '100%', borderRadius: 8, zIndex: 0 }}
    />
  );
}
