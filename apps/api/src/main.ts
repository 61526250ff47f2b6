import { buildApp } from './app';
import { serve } from './serve';

await serve(await buildApp());
