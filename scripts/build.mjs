// `pnpm build`: the production SPA in web/dist (VITE_API_URL from the environment) and the API in api/dist, each
// stamped so that `pnpm start` rebuilds only what changed.
import { assertSupportedNode } from './lib/node-version.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { buildApi } from './lib/api-build.mjs';
import { buildSpa } from './lib/spa-build.mjs';

assertSupportedNode();
try {
  await ensureDependencies();
  await buildSpa();
  await buildApi();
} catch (error) {
  console.error(`[build] ${error.message}`);
  process.exit(1);
}
