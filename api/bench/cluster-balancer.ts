/**
 * `pnpm bench:cluster`'s load balancer, in the client: round robin over the replicas it believes are up. A refused
 * connection (nothing reached the replica, as after a SIGKILL) marks the replica down and the request goes to the next
 * one, as nginx's `proxy_next_upstream error` or an ALB's health checks would do; a probe of `/health` every 200 ms
 * brings it back. Every answer and every failure is recorded with the replica that had the request.
 */
export interface Replica {
  name: string;
  base: string;
  up: boolean;
}

export interface Outcome {
  replica: string;
  kind: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 'network' when the request was sent and no answer came back. */
  status: number | 'network';
  error?: string;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData | URLSearchParams;
  headers?: Record<string, string>;
  /** X-Forwarded-For: the caller's address as the balancer would pass it on (TRUST_PROXY=1). */
  address?: string;
  /** Send to this replica only (the shared-state checks), with no rerouting. */
  replica?: Replica;
  /** Answers are not recorded (set-up, probes). */
  quiet?: boolean;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  replica: string;
  location?: string | null;
}

const REQUEST_TIMEOUT_MS = 30_000;
const refused = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
const describe = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
};

export class Balancer {
  readonly outcomes: Outcome[] = [];
  /** Requests sent to a replica that refused the connection and sent to another instead. */
  rerouted = 0;
  private next = 0;
  private probing: NodeJS.Timeout;

  constructor(readonly replicas: Replica[]) {
    this.probing = setInterval(() => void this.probeDown(), 200);
  }

  stop(): void {
    clearInterval(this.probing);
  }

  private async probeDown(): Promise<void> {
    await Promise.all(
      this.replicas
        .filter((replica) => !replica.up)
        .map(async (replica) => {
          try {
            replica.up = (await fetch(`${replica.base}/health`, { signal: AbortSignal.timeout(500) })).status === 200;
          } catch {
            // still down
          }
        }),
    );
  }

  private pick(): Replica {
    for (let tried = 0; tried < this.replicas.length; tried += 1) {
      const replica = this.replicas[this.next % this.replicas.length]!;
      this.next += 1;
      if (replica.up) return replica;
    }
    throw new Error('no replica is up');
  }

  async call(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.address) headers['x-forwarded-for'] = options.address;
    const body = options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined);
    for (let attempt = 0; ; attempt += 1) {
      const replica = options.replica ?? this.pick();
      const startedAt = performance.now();
      try {
        const response = await fetch(`${replica.base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        const text = await response.text();
        if (!options.quiet) this.outcomes.push({ replica: replica.name, kind, startedAt, endedAt: performance.now(), status: response.status });
        let parsed: Record<string, unknown> = {};
        try {
          parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          parsed = { text };
        }
        return { status: response.status, body: parsed, replica: replica.name, location: response.headers.get('location') };
      } catch (error) {
        if (refused(error) && !options.replica && attempt < this.replicas.length) {
          replica.up = false;
          this.rerouted += 1;
          continue;
        }
        if (!options.quiet) this.outcomes.push({ replica: replica.name, kind, startedAt, endedAt: performance.now(), status: 'network', error: describe(error) });
        return { status: 0, body: {}, replica: replica.name };
      }
    }
  }
}
