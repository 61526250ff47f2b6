import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { readAppConfig } from '../src/config';
import { fileURLToPath } from 'node:url';
import { listenAddresses } from '../src/lib/kernel/listen-addresses';

type TReqSerializer = (req: { method: string; url: string; ip: string }) => {
  method: string;
  url: string;
  ip: string;
};

describe('request log lines', () => {
  const options = loggerOptions({ ...readAppConfig({}), logLevel: 'info' }) as {
    serializers: { req: TReqSerializer };
  };
  const logged = (url: string) => options.serializers.req({ method: 'GET', url, ip: '10.0.0.1' });

  it('hides every token in the query string: repeated, in any case, first or later', () => {
    expect(logged('/api/listenEventMessage?token=eyJ.a.b&token=eyJ.c.d').url).toBe(
      '/api/listenEventMessage?token=[hidden]&token=[hidden]',
    );
    expect(logged('/api/listenEventMessage?x=1&Token=eyJ.a.b&TOKEN=eyJ.c.d;token=e').url).toBe(
      '/api/listenEventMessage?x=1&Token=[hidden]&TOKEN=[hidden];token=[hidden]',
    );
    expect(logged('/api/amc/list?page=2&search=token').url).toBe('/api/amc/list?page=2&search=token');
    expect(logged('/api/listenEventMessage?token=a')).toEqual({
      method: 'GET',
      url: '/api/listenEventMessage?token=[hidden]',
      ip: '10.0.0.1',
    });
  });
});

describe('what the server prints', () => {
  /** The log lines of one request to /api/health at `logLevel`. */
  async function linesOfOneRequest(logLevel: string) {
    const lines: { msg: string; level: number; status?: number }[] = [];
    const app = await buildApp({
      logLevel,
      startWorkers: false,
      webDistDir: undefined,
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    try {
      await app.ready();
      lines.length = 0;
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      return lines;
    } finally {
      await app.close();
    }
  }

  it('logs one line a request, and only at debug level', async () => {
    expect(await linesOfOneRequest('info')).toEqual([]);
    const debug = (await linesOfOneRequest('debug')).filter((line) => line.msg === 'request');
    expect(debug).toHaveLength(1);
    expect(debug[0]).toMatchObject({ level: 20, status: 200, req: { method: 'GET', url: '/api/health' } });
  });

  it('names the addresses to open: the host given, or localhost and the network ones for all interfaces', () => {
    expect(listenAddresses('127.0.0.1', 3000)).toEqual(['http://127.0.0.1:3000']);
    expect(listenAddresses('::1', 8080)).toEqual(['http://[::1]:8080']);
    const all = listenAddresses('0.0.0.0', 3000);
    expect(all[0]).toBe('http://localhost:3000');
    for (const address of all.slice(1)) expect(address).toMatch(/^http:\/\/\d+\.\d+\.\d+\.\d+:3000$/);
  });
});

describe('where the installation lives', () => {
  const project = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

  it("is data/ in the project's folder by default, from wherever the command was started", () => {
    for (const cwd of [project, `${project}/apps/api`, '/tmp'])
      expect(readAppConfig({ INIT_CWD: cwd }).dataDir).toBe(`${project}/data`);
  });

  it('is DATA_DIR when set: as given, or relative to where the command was typed', () => {
    expect(readAppConfig({ DATA_DIR: '/srv/amc' }).dataDir).toBe('/srv/amc');
    expect(readAppConfig({ DATA_DIR: 'amc-data', INIT_CWD: '/home/office' }).dataDir).toBe(
      '/home/office/amc-data',
    );
  });
});
