import { expect } from 'vitest';

/** A streaming client like the browser's EventSource: reads the response body as it arrives. */
export class SseClient {
  readonly events: string[] = [];
  heartbeats = 0;
  connected = false;
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private readonly abort = new AbortController();

  static async open(baseUrl: string, token: string) {
    const client = new SseClient();
    const response = await fetch(`${baseUrl}/api/listenEventMessage?token=${encodeURIComponent(token)}`, {
      headers: { accept: 'text/event-stream' },
      signal: client.abort.signal,
    });
    return { client, response };
  }

  read(response: Response) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          this.take(value);
        }
      } catch {
        // Aborted by close(): the end of the stream as far as the test is concerned.
      }
      this.ended = true;
      this.wake();
    })();
    return this;
  }

  private take(chunk: string) {
    this.buffer += chunk;
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const lines = block.split('\n');
      if (lines.includes(': heartbeat')) this.heartbeats += 1;
      if (lines.includes(': connected')) this.connected = true;
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
      if (data.length) this.events.push(JSON.parse(data.join('\n')) as string);
    }
    this.wake();
  }

  private wake() {
    this.waiters.splice(0).forEach((wake) => wake());
  }

  async waitUntil(done: () => boolean, what: string, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting for ${what}; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.abort.abort();
  }
}

export async function openStream(baseUrl: string, token: string) {
  const { client, response } = await SseClient.open(baseUrl, token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  client.read(response);
  await client.waitUntil(() => client.connected, 'the opening comment');
  return client;
}
