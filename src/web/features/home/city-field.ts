/** The home page's city field's words, shared by its stand-in and the field itself. */
export const CITY_FIELD = {
  label: 'Your city',
  description: 'Type a city and pick it to see the dishes cooked near it.',
  placeholder: 'For example San Francisco',
} as const;
