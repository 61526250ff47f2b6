import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';

const strictCopies = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema with every object in it strict: a key the contract does not name is refused (zod's
 * `unrecognized_keys`) instead of silently dropped. An object that already says what to do with other keys
 * (a catchall, passthrough) keeps it. Unions, pipes (transforms), optionals, defaults and arrays are followed.
 */
export function strictSchema<T extends z.ZodType>(schema: T): T {
  const known = strictCopies.get(schema);
  if (known) return known as T;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const strict = (inner: unknown) => strictSchema(inner as z.ZodType);
  let copy: z.ZodType = schema;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as z.ZodRawShape).map(([k, v]) => [k, strict(v)]),
      );
      copy = schema.clone({
        ...def,
        shape,
        catchall: (def.catchall as z.ZodType | undefined) ?? z.never(),
      } as typeof def);
      break;
    }
    case 'union':
      copy = schema.clone({ ...def, options: (def.options as z.ZodType[]).map(strict) } as typeof def);
      break;
    case 'intersection':
      copy = schema.clone({ ...def, left: strict(def.left), right: strict(def.right) } as typeof def);
      break;
    case 'pipe':
      copy = schema.clone({ ...def, in: strict(def.in) } as typeof def);
      break;
    case 'array':
      copy = schema.clone({ ...def, element: strict(def.element) } as typeof def);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      copy = schema.clone({ ...def, innerType: strict(def.innerType) } as typeof def);
      break;
  }
  strictCopies.set(schema, copy);
  return copy as T;
}

/**
 * Request bodies are validated strictly: an unknown field is a 400 naming it, so a field a caller believes it
 * set (`assign_to` on a complaint update) is never dropped while the call answers "updated". Query strings
 * stay tolerant: browsers, proxies and caches add their own parameters (cache busters) to a GET.
 */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(route.httpPart === 'body' ? { ...route, schema: strictSchema(route.schema) } : route);
