import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { readAppConfig } from '../src/config';

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
