// Meal preferences (spec §3 Profile.settings): diets and cuisines a person likes, which become
// the default filters of their food search, and ingredients they avoid (allergens), which mark
// dishes that contain them. Matching is deliberately eager: a false warning costs a glance,
// a missed allergen costs much more.

export const MEAL_PREFERENCE_LIST_MAX = 20;
export const AVOID_INGREDIENTS_MAX = 30;
export const AVOID_INGREDIENT_MAX_LENGTH = 40;

/** The major food allergens, offered as suggestions; people may type any ingredient. */
export const ALLERGEN_CHOICES: readonly string[] = [
  'eggs',
  'fish',
  'milk',
  'peanuts',
  'sesame',
  'shellfish',
  'soy',
  'tree nuts',
  'wheat',
];

/**
 * An allergen group names its members: someone avoiding "tree nuts" must be warned about
 * "cashews" even though the dish never says "nut".
 */
const ALLERGEN_MEMBERS: Record<string, readonly string[]> = {
  eggs: ['egg', 'mayonnaise', 'meringue', 'aioli'],
  fish: ['anchovy', 'cod', 'salmon', 'tuna', 'tilapia', 'sardine', 'fish sauce'],
  milk: ['butter', 'cheese', 'cream', 'yogurt', 'yoghurt', 'ghee', 'paneer', 'whey', 'dairy'],
  peanuts: ['peanut', 'groundnut'],
  sesame: ['tahini', 'sesame'],
  shellfish: ['shrimp', 'prawn', 'crab', 'lobster', 'crawfish', 'scallop', 'clam', 'mussel'],
  soy: ['soy', 'soya', 'tofu', 'edamame', 'miso', 'tempeh', 'soy sauce'],
  'tree nuts': [
    'almond',
    'cashew',
    'hazelnut',
    'macadamia',
    'pecan',
    'pistachio',
    'walnut',
    'pine nut',
  ],
  wheat: ['flour', 'bread', 'pasta', 'noodle', 'semolina', 'couscous', 'seitan', 'gluten'],
};

export interface MealPreferencesInput {
  diets: string[];
  origins: string[];
  avoidIngredients: string[];
}

/** Trimmed, without blanks and case-insensitive duplicates (the first spelling wins). */
export function cleanPreferenceList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ');
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "eggs" also matches "egg", "peanuts" "peanut": the singular of a plain English plural. */
function singular(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

/** Whole words only: "egg" is in "egg yolk" but not in "eggplant". */
function termPattern(term: string): RegExp {
  const base = escapeRegExp(singular(term.toLowerCase()));
  return new RegExp(`(^|[^\\p{L}])${base}(s|es)?($|[^\\p{L}])`, 'u');
}

function termsFor(avoid: string): string[] {
  const key = avoid.trim().toLowerCase();
  return [key, ...(ALLERGEN_MEMBERS[key] ?? [])];
}

/**
 * The avoided ingredients (as the person wrote them) that a dish's ingredients contain, in the
 * person's order; empty when none.
 */
export function avoidedIngredientsIn(
  ingredients: readonly string[],
  avoid: readonly string[],
): string[] {
  if (avoid.length === 0 || ingredients.length === 0) return [];
  const text = ingredients.map((i) => i.toLowerCase());
  return avoid.filter((name) => {
    const patterns = termsFor(name).filter(Boolean).map(termPattern);
    return text.some((ingredient) => patterns.some((p) => p.test(ingredient)));
  });
}

export function avoidedIngredientsNotice(found: readonly string[]): string {
  return `Contains ${found.join(', ')}, which you avoid.`;
}
