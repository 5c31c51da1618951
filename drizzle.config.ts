// drizzle-kit: generates SQL migrations into ./drizzle from the schema (`npx drizzle-kit generate`).
// The same migrations serve PGlite (default) and PostgreSQL (DATABASE_URL).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
