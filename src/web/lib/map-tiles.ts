/** Map tiles for every Leaflet map: VITE_MAP_TILE_URL at build time, else OpenStreetMap. */
export const mapTileUrl =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ||
  'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
