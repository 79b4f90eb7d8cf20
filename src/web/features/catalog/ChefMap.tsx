import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { mapAttribution, mapTileUrl } from '../../lib/map-tiles';

/**
 * A small map with one marker (loaded lazily with Leaflet). The marker is a vector circle, so it
 * shows even when the tiles cannot load (offline); the page never depends on the tile server.
 */
export default function ChefMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
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
        13,
      );
      L.tileLayer(mapTileUrl, { maxZoom: 19, attribution: mapAttribution }).addTo(map);
      L.circleMarker([latitude, longitude], {
        radius: 10,
        color: '#9a3412',
        weight: 3,
        fillColor: '#f97316',
        fillOpacity: 0.9,
        className: 'potluck-chef-marker',
      }).addTo(map);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      style={{ height: 220, width: '100%', borderRadius: 8, zIndex: 0 }}
    />
  );
}
