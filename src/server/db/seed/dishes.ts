import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The demo menu: dish templates by cuisine, read from two tables beside this file (decision 034):
 * `catalogue/cuisines.txt` (one cuisine per line) and `catalogue/dishes.txt` (one dish per line, in menu
 * order). Columns are separated by `|`; list cells are comma-separated. Every row is validated on
 * load, so a typo stops the seed with the file, line and field at fault. Prices are integer cents.
 */
export interface DishTemplate {
  name: string;
  priceCents: number;
  unit: string;
  ingredients: string[];
  diets: string[];
  categories: string[];
}

export interface Cuisine {
  name: string;
  iso: string;
  /** Two warm gradient colours for generated photos. */
  colors: [string, string];
  dishes: DishTemplate[];
}

/** The cuisine key of farm goods: sold by farmers, never drawn as a producer's cuisine. */
const FARM_KEY = 'farm';

const text = z.string().min(1);
const list = z
  .string()
  .transform((cell) => (cell ? cell.split(',').map((item) => item.trim()) : []))
  .pipe(z.array(text));
const colour = z.string().regex(/^#[0-9a-f]{6}$/);

export const cuisineRow = z.object({
  key: z.string().regex(/^[a-z]+$/),
  name: text,
  iso: z.string().regex(/^[A-Z]{2}$/),
  colourFrom: colour,
  colourTo: colour,
});

export const dishRow = z.object({
  cuisine: z.string().regex(/^[a-z]+$/),
  name: text,
  priceCents: z.coerce.number().int().positive(),
  unit: text,
  ingredients: list,
  diets: list,
  categories: list,
});

/**
 * Parses a `|`-separated table (first line: the header, blank lines skipped) into rows validated
 * by `schema`, whose keys name the columns in order. Throws at the first bad row, naming
 * `file:line` and what is wrong.
 */
export function parseTable<S extends z.ZodObject>(
  file: string,
  text: string,
  schema: S,
): z.output<S>[] {
  const columns = Object.keys(schema.shape);
  const lines = text.split('\n');
  return lines.slice(1).flatMap((line, index) => {
    if (!line.trim()) return [];
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length !== columns.length) {
      throw new Error(`${file}:${index + 2}: ${cells.length} cells, expected ${columns.length}`);
    }
    const parsed = schema.safeParse(Object.fromEntries(columns.map((c, i) => [c, cells[i]])));
    if (!parsed.success) {
      throw new Error(`${file}:${index + 2}: ${z.prettifyError(parsed.error)}`);
    }
    return [parsed.data];
  });
}

function readTable<S extends z.ZodObject>(file: string, schema: S): z.output<S>[] {
  return parseTable(
    file,
    readFileSync(new URL(`./catalogue/${file}`, import.meta.url), 'utf8'),
    schema,
  );
}

function loadCuisines(): Map<string, Cuisine> {
  const byKey = new Map<string, Cuisine>();
  for (const row of readTable('cuisines.txt', cuisineRow)) {
    if (byKey.has(row.key)) throw new Error(`cuisines.txt: cuisine ${row.key} twice`);
    byKey.set(row.key, {
      name: row.name,
      iso: row.iso,
      colors: [row.colourFrom, row.colourTo],
      dishes: [],
    });
  }
  for (const { cuisine, ...dish } of readTable('dishes.txt', dishRow)) {
    const owner = byKey.get(cuisine);
    if (!owner) throw new Error(`dishes.txt: unknown cuisine ${cuisine} (${dish.name})`);
    owner.dishes.push(dish);
  }
  return byKey;
}

const loaded = loadCuisines();

export const CUISINES: Cuisine[] = [...loaded]
  .filter(([key]) => key !== FARM_KEY)
  .map(([, c]) => c);

/** Farm goods (farmers sell these). */
export const FARM: Cuisine = (() => {
  const farm = loaded.get(FARM_KEY);
  if (!farm) throw new Error(`cuisines.txt: no ${FARM_KEY} row`);
  return farm;
})();

export function cuisineByName(name: string): Cuisine {
  const found = CUISINES.find((c) => c.name === name);
  if (!found) throw new Error(`Unknown demo cuisine ${name}`);
  return found;
}
