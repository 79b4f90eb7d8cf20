// The search location lives in lib/search-location, shared with the home page's location field.
export { loadLocation, saveLocation, type ChosenLocation } from '../../lib/search-location';
