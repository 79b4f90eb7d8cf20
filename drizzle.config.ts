import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/server/db/schema and applied from code
// (src/server/db/migrate.ts) so that PGlite gets its extensions loaded first.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
