import type { SandboxEventBody } from './events';
import { SIGNATURE_HEADER, signPayload } from './signature';

/** Hands a raw, signed webhook to the engine: the same processing the HTTP route runs (signature checked there). */
export type WebhookDelivery = (rawBody: Buffer, headers: Record<string, string>) => Promise<{ duplicate: boolean }>;

export type SandboxEmitter = (event: SandboxEventBody) => Promise<{ duplicate: boolean }>;

/** Signs each event as the sandbox's webhook sender would and delivers it; the caller sees the engine's answer. */
export function createSandboxEmitter(deps: { secret: string; now: () => Date; deliver: WebhookDelivery }): SandboxEmitter {
  return (event) => {
    const body = JSON.stringify(event);
    return deps.deliver(Buffer.from(body, 'utf8'), {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(deps.secret, body, deps.now()),
    });
  };
}
