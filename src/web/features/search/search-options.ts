// The filter dialog's choices: the values the catalogue (and its demo data) uses.

export const DIET_OPTIONS = [
  'dairy-free',
  'gluten-free',
  'halal',
  'kosher',
  'nut-free',
  'vegan',
  'vegetarian',
];

export const ORIGIN_OPTIONS = [
  'American',
  'Chinese',
  'Ethiopian',
  'Filipino',
  'French',
  'Indian',
  'Italian',
  'Japanese',
  'Korean',
  'Lebanese',
  'Mexican',
  'Thai',
  'Vietnamese',
];

export const CATEGORY_OPTIONS = [
  'Appetizers',
  'Baked Goods',
  'Breakfast',
  'Curries',
  'Desserts',
  'Drinks',
  'Dumplings',
  'Grill',
  'Mains',
  'Noodles',
  'Pantry',
  'Pasta',
  'Pizza',
  'Rice Bowls',
  'Salads',
  'Sandwiches',
  'Sides',
  'Snacks',
  'Soups',
  'Tacos',
];
