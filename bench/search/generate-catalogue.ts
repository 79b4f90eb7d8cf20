// Synthetic catalogue for bench:search: N dishes and M chefs spread over many US cities,
// generated inside the database with generate_series (fast, no network, deterministic
// enough for timing: setseed fixes random()).
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/** City centres the catalogue is spread over (lat, lon). */
export const BENCH_CITIES: ReadonlyArray<readonly [string, number, number]> = [
  ['San Francisco', 37.7749, -122.4194],
  ['Los Angeles', 34.0522, -118.2437],
  ['San Diego', 32.7157, -117.1611],
  ['Seattle', 47.6062, -122.3321],
  ['Portland', 45.5152, -122.6784],
  ['Denver', 39.7392, -104.9903],
  ['Phoenix', 33.4484, -112.074],
  ['Austin', 30.2672, -97.7431],
  ['Dallas', 32.7767, -96.797],
  ['Houston', 29.7604, -95.3698],
  ['Chicago', 41.8781, -87.6298],
  ['Minneapolis', 44.9778, -93.265],
  ['Detroit', 42.3314, -83.0458],
  ['Atlanta', 33.749, -84.388],
  ['Miami', 25.7617, -80.1918],
  ['New York', 40.7128, -74.006],
  ['Boston', 42.3601, -71.0589],
  ['Philadelphia', 39.9526, -75.1652],
  ['Washington', 38.9072, -77.0369],
  ['Nashville', 36.1627, -86.7816],
];

const ADJECTIVES = [
  'Smoky',
  'Spicy',
  'Creamy',
  'Crispy',
  'Roasted',
  'Grilled',
  'Braised',
  'Fresh',
  'Golden',
  'Tangy',
  'Herbed',
  'Garlic',
  'Lemon',
  'Honey',
  'Sesame',
  'Coconut',
  'Chili',
  'Ginger',
  'Truffle',
  'Maple',
];
const NOUNS = [
  'Chicken',
  'Tacos',
  'Ramen',
  'Curry',
  'Lasagna',
  'Dumplings',
  'Burrito',
  'Salad',
  'Pho',
  'Biryani',
  'Falafel',
  'Empanadas',
  'Brisket',
  'Risotto',
  'Paella',
  'Gnocchi',
  'Tamales',
  'Bibimbap',
  'Shakshuka',
  'Pierogi',
  'Sourdough',
  'Enchiladas',
  'Gumbo',
  'Pad Thai',
  'Kebab',
];
const DIETS = ['vegan', 'vegetarian', 'gluten-free', 'halal', 'kosher', 'dairy-free', 'nut-free'];
const ORIGINS = [
  'Mexican',
  'Italian',
  'Chinese',
  'Indian',
  'Thai',
  'Ethiopian',
  'American',
  'Japanese',
  'Korean',
  'Vietnamese',
];
const CATEGORIES = [
  'Mains',
  'Sides',
  'Soups',
  'Desserts',
  'Breakfast',
  'Bakery',
  'Drinks',
  'Snacks',
];

const arr = (xs: readonly string[]) =>
  sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function generateCatalogue(
  db: Database,
  opts: { dishes: number; chefs: number; log?: (line: string) => void },
): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const cities = sql.raw(
    `(VALUES ${BENCH_CITIES.map(([, lat, lon], i) => `(${i}, ${lat}, ${lon})`).join(',')}) AS c(i, lat, lon)`,
  );
  await db.execute(sql`select setseed(0.42::float8)`);
  await db.execute(sql`drop table if exists bench_chefs`);
  // Chefs: scattered up to ~0.25° (~20–28 km) around a city centre; 90 % approved and public.
  await db.execute(sql`
    create table bench_chefs as
    select g, gen_random_uuid() as id,
           c.lat + (random() - 0.5) * 0.5 as lat, c.lon + (random() - 0.5) * 0.5 as lon,
           random() < 0.9 as visible
    from generate_series(1, ${opts.chefs}::int) g
    join ${cities} on c.i = g % ${BENCH_CITIES.length}`);
  await db.execute(sql`create unique index on bench_chefs (g)`);
  await db.execute(sql`
    insert into users (id, email, password_hash)
    select id, 'bench-chef-' || g || '@bench.potluck.local', 'not-a-login' from bench_chefs`);
  await db.execute(sql`
    insert into profiles (id, type, name, handle, business_name, approval_status, profile_status,
                          latitude, longitude, is_new_profile, business_hours)
    select id, 'chef', 'Bench Chef ' || g, 'benchchef' || g, 'Bench Kitchen ' || g,
           case when visible then 'approved' else 'pending' end::approval_status,
           'public', lat, lon, false,
           -- Four kinds of hours (all week, evenings, weekday lunch, past midnight), so the
           -- search's "open now first" ranks a realistic mix (decision 048).
           (array[
             '{"businessDays":[0,1,2,3,4,5,6],"fromHour":"09:00","endHour":"21:00"}',
             '{"businessDays":[2,3,4,5,6],"fromHour":"17:00","endHour":"23:00"}',
             '{"businessDays":[1,2,3,4,5],"fromHour":"11:00","endHour":"15:00"}',
             '{"businessDays":[4,5,6],"fromHour":"18:00","endHour":"02:00"}'
           ])[g % 4 + 1]::jsonb
    from bench_chefs`);
  log(`bench: ${opts.chefs} chefs`);

  const batch = 100_000;
  for (let start = 1; start <= opts.dishes; start += batch) {
    const end = Math.min(opts.dishes, start + batch - 1);
    await db.execute(sql`
      insert into dishes (chef_id, name, description, slug, price_cents, status, amount_left,
                          diets, origins, categories, latitude, longitude, created_at)
      select ch.id,
             (${arr(ADJECTIVES)})[1 + floor(random() * ${ADJECTIVES.length})::int] || ' ' ||
             (${arr(NOUNS)})[1 + floor(random() * ${NOUNS.length})::int],
             'Synthetic benchmark dish ' || s.n,
             'bench-dish-' || s.n,
             300 + floor(random() * 4700)::int,
             (array['available','available','available','cooking','sold_out'])[1 + floor(random() * 5)::int]::dish_status,
             case when random() < 0.3 then -1 else floor(random() * 20)::int end,
             case when random() < 0.3 then array[(${arr(DIETS)})[1 + floor(random() * ${DIETS.length})::int]] else '{}' end,
             array[(${arr(ORIGINS)})[1 + floor(random() * ${ORIGINS.length})::int]],
             array[(${arr(CATEGORIES)})[1 + floor(random() * ${CATEGORIES.length})::int]],
             ch.lat, ch.lon,
             now() - random() * interval '60 days'
      from generate_series(${start}::int, ${end}::int) s(n)
      join bench_chefs ch on ch.g = 1 + (s.n % ${opts.chefs}::int)`);
    log(`bench: dishes ${end}/${opts.dishes}`);
  }
  await db.execute(sql`
    update profiles p set dishes_count = d.n
    from (select chef_id, count(*)::int n from dishes group by chef_id) d where d.chef_id = p.id`);
  await db.execute(sql`drop table bench_chefs`);
  // Vacuum as autovacuum would by now: sets the visibility map, so index-only scans are real.
  await db.execute(sql`vacuum (analyze)`);
  log('bench: catalogue ready');
}
