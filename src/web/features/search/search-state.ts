import {
  DEALS_SHORTCUT_DISCOUNT,
  defaultSearchFilter,
  normalizeSearchFilter,
  type SearchFilter,
} from '#domain/search-filter';

/** Which search the screen runs: foods (/foods, /dishes), deals, or chefs. */
export type SearchMode = 'foods' | 'deals' | 'chefs';

export function modeForPath(pathname: string): SearchMode {
  if (pathname.startsWith('/chefs')) return 'chefs';
  if (pathname.startsWith('/deal')) return 'deals';
  return 'foods';
}

/** The part of the map view that drives the list once the person moves the map. */
export interface MapView {
  lat: number;
  lon: number;
  zoom: number;
}

/** Everything the screen shows, kept in the URL query so back/forward and reload work. */
export interface SearchState {
  q: string;
  page: number;
  filter: SearchFilter;
  map: MapView | null;
  /**
   * The person's meal preferences were applied to this search's filters (or the person chose
   * the filters themselves), so clearing them keeps them cleared (URL `prefs=1`).
   */
  prefs: boolean;
}

/** The filter a mode starts from: the deals shortcut searches 10 % off and up (spec §2). */
export function baseFilter(mode: SearchMode): SearchFilter {
  const f = defaultSearchFilter();
  return mode === 'deals' ? { ...f, discount: DEALS_SHORTCUT_DISCOUNT } : f;
}

function num(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

function list(params: URLSearchParams, key: string): string[] | undefined {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  return values.length ? values : undefined;
}

export function parseSearchState(params: URLSearchParams, mode: SearchMode): SearchState {
  const base = baseFilter(mode);
  const filter = normalizeSearchFilter({
    discount: num(params, 'discount') ?? base.discount,
    priceRange: num(params, 'price') ?? base.priceRange,
    distanceRange: num(params, 'distance') ?? base.distanceRange,
    diets: list(params, 'diets'),
    origins: list(params, 'origins'),
    categories: list(params, 'categories'),
    cookingNowOnly: params.get('cooking') === '1',
    availableOnly: params.get('available') === '1',
    openNow: params.get('open') === '1',
  });
  const lat = num(params, 'lat');
  const lon = num(params, 'lon');
  const zoom = num(params, 'zoom');
  const map =
    lat !== undefined &&
    lon !== undefined &&
    zoom !== undefined &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    zoom >= 0 &&
    zoom <= 22
      ? { lat, lon, zoom: Math.round(zoom) }
      : null;
  const page = Math.max(1, Math.floor(num(params, 'page') ?? 1));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    page,
    filter,
    map,
    prefs: params.get('prefs') === '1',
  };
}

/** The query string for a state; values equal to the mode's defaults are left out. */
export function serializeSearchState(state: SearchState, mode: SearchMode): URLSearchParams {
  const base = baseFilter(mode);
  const p = new URLSearchParams();
  const { filter: f } = state;
  if (state.q) p.set('q', state.q);
  if (state.page > 1) p.set('page', String(state.page));
  if (f.discount !== base.discount) p.set('discount', String(f.discount));
  if (f.priceRange !== base.priceRange) p.set('price', String(f.priceRange));
  if (f.distanceRange !== base.distanceRange) p.set('distance', String(f.distanceRange));
  if (f.diets.length) p.set('diets', f.diets.join(','));
  if (f.origins.length) p.set('origins', f.origins.join(','));
  if (f.categories.length) p.set('categories', f.categories.join(','));
  if (f.cookingNowOnly) p.set('cooking', '1');
  if (f.availableOnly) p.set('available', '1');
  if (f.openNow) p.set('open', '1');
  if (state.prefs) p.set('prefs', '1');
  if (state.map) {
    p.set('lat', state.map.lat.toFixed(5));
    p.set('lon', state.map.lon.toFixed(5));
    p.set('zoom', String(state.map.zoom));
  }
  return p;
}

/**
 * Food search starts with the signed-in person's diets and cuisines as filters (settings, meal
 * preferences): the next state, or null when there is nothing to apply — another mode, the
 * preferences already considered, or filters of diets or cuisines chosen in the URL (a shared
 * link keeps its own).
 */
export function withMealPreferences(
  state: SearchState,
  mode: SearchMode,
  preferences: { diets: string[]; origins: string[] },
): SearchState | null {
  if (mode !== 'foods' || state.prefs) return null;
  if (state.filter.diets.length > 0 || state.filter.origins.length > 0) return null;
  if (preferences.diets.length === 0 && preferences.origins.length === 0) return null;
  return {
    ...state,
    page: 1,
    prefs: true,
    filter: normalizeSearchFilter({
      ...state.filter,
      diets: preferences.diets,
      origins: preferences.origins,
    }),
  };
}

/** Whether the search waits for the person's meal preferences before it runs. */
export function awaitsMealPreferences(state: SearchState, mode: SearchMode): boolean {
  return (
    mode === 'foods' &&
    !state.prefs &&
    state.filter.diets.length === 0 &&
    state.filter.origins.length === 0
  );
}
