// The search location lives in lib/search-location, shared with the home page's location field.
export { useSearchLocation } from '../../lib/search-location';
