import { networkInterfaces } from 'node:os';

/**
 * The addresses to open the app at, for the start-up message: the host it listens on, or, when it listens on
 * every interface (0.0.0.0 / ::), localhost and this machine's IPv4 addresses on the office network.
 */
export function listenAddresses(host: string, port: number): string[] {
  const url = (address: string) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  if (host !== '0.0.0.0' && host !== '::') return [url(host)];
  const network = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => url(address!.address));
  return [url('localhost'), ...network];
}
