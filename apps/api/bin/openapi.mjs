#!/usr/bin/env node
// `pnpm openapi` at the repository root runs this binary (no script of that name, so pnpm prints no banner
// and stdout is the bare OpenAPI document).
import { register } from 'tsx/esm/api';

register();
await import('../src/openapi-print.ts');
