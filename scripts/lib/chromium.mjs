// Where the browser journeys find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium (never a downloaded build).
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Absolute path of an executable Chromium, or undefined when none is installed. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return isExecutable(configured) ? configured : undefined;
  return CANDIDATES.find(isExecutable);
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
