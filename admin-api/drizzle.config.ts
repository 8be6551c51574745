// drizzle-kit reads this to generate SQL migrations from src/db/schema/ (one file per area) into drizzle/
// (`npm run db:generate -w admin-api`). The migrations are committed and applied at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
