import { ConfigError } from '../config';

/**
 * SIGINT/SIGTERM run `stop` once (a second signal during shutdown is ignored), then the process exits 0.
 * `announce` reports which signal started it.
 */
export function stopOnSignals(announce: (signal: string) => void, stop: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    announce(signal);
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Runs a process entry point: a configuration error prints its message alone, anything else the error; exit 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
