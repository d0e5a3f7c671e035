// `pnpm build`: the production SPA in web/dist (VITE_API_URL from the environment), stamped for `pnpm start`.
import { assertSupportedNode } from './lib/node-version.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { buildSpa } from './lib/spa-build.mjs';

assertSupportedNode();
try {
  await ensureDependencies();
  await buildSpa();
} catch (error) {
  console.error(`[build] ${error.message}`);
  process.exit(1);
}
