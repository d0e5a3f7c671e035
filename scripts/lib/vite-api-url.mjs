// The SPA's built-in default API address is "this page's host, port 4000". When the API runs on another port and
// no VITE_API_URL is given, point the SPA at that port on localhost (what a developer trying it locally means).
export function applyApiPortToViteEnv(label) {
  const apiPort = process.env.API_PORT?.trim();
  if (process.env.VITE_API_URL || !apiPort || apiPort === '4000') return;
  process.env.VITE_API_URL = `http://localhost:${apiPort}`;
  console.log(`[${label}] API_PORT=${apiPort}: the SPA uses VITE_API_URL=${process.env.VITE_API_URL}`);
}
