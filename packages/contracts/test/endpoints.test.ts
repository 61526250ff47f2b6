import { describe, expect, it } from 'vitest';
import { ENDPOINT_PATHS, ENDPOINTS, endpointPath } from '../src';

describe('endpointPath', () => {
  it('fills every parameter, escaped', () => {
    expect(endpointPath(ENDPOINTS.amc.view, { id: 12 })).toBe('/amc/view/12');
    expect(endpointPath(ENDPOINTS.message.deleteMessage, { id: 3, messageId: 'a/b' })).toBe(
      '/message/conversation/3/message/a%2Fb/delete',
    );
  });

  it('takes a path without parameters as it is', () => {
    expect(endpointPath(ENDPOINTS.amc.list)).toBe('/amc/list');
  });

  it('refuses a missing parameter at compile time', () => {
    // @ts-expect-error: messageId is missing
    expect(() => endpointPath(ENDPOINTS.message.deleteMessage, { id: 3 })).toThrow('needs messageId');
    // @ts-expect-error: a path with a parameter needs its values
    expect(endpointPath(ENDPOINTS.sale.view)).toBe('/sale/view/:id');
  });
});

describe('ENDPOINTS', () => {
  it('names each path once', () => {
    expect(new Set(ENDPOINT_PATHS).size).toBe(ENDPOINT_PATHS.length);
  });
});
