// `npm run build`: next build, recording which sources it was built from so `npm start` and the
// browser tests reuse it instead of building again.
import { ensureBuild } from './lib/build.mjs';

try {
  ensureBuild({ force: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
