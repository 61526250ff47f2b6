import { ZErrorResponse } from '@amc/contracts';
import type { z } from 'zod';

/** Adds the shared failure shape to a route's documented responses, so OpenAPI shows both. */
export const withErrors = <R extends Record<number, z.ZodType>>(responses: R) => ({
  ...responses,
  '4xx': ZErrorResponse,
  '5xx': ZErrorResponse,
});

export const MULTIPART = ['multipart/form-data', 'application/json'];
