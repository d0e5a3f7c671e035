/**
 * Polls `probe` until it resolves true, `abort` returns a reason to give up, or `timeoutMs` passes.
 * For waiting on servers started by global-setup; tests wait through Playwright's own auto-waiting.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  { timeoutMs, abort }: { timeoutMs: number; abort?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
