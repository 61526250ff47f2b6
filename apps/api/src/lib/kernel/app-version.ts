// A named import: the bundle keeps the version alone, not the whole package.json.
import { version } from '../../../package.json';

/** The API's version, as /api/test/backend and the OpenAPI document state it: the package's own, one place. */
export const APP_VERSION: string = version;
