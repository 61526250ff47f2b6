/**
 * Polls until `done`, for what has no event to wait on (a process starting takes seconds); each poll is a real
 * request or a process listing, 100 ms apart.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T> | T,
  done: (value: T) => boolean,
  ms = 60_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
