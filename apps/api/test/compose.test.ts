import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readAppConfig } from '../src/config';

/*
 * Issue 29, section 2: `docker compose --profile scale up`. No Docker runs here, so the file is read as Compose
 * reads it and held to what the product needs of it: the replicas' settings parse into the configuration that
 * test/several-servers.test.ts runs (S3 store, Redis, behind a proxy), they name the services that exist, with
 * the credentials those services are given, and the load balancer passes live events and large restores on.
 */
type TService = {
  image?: string;
  build?: string;
  profiles?: string[];
  command?: string;
  entrypoint?: string[];
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
};
const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const compose = parse(readFileSync(root('docker-compose.yml'), 'utf8')) as {
  services: Record<string, TService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const inProfile = (profile: string | null) =>
  Object.keys(services)
    .filter((name) => (profile ? services[name]!.profiles?.includes(profile) : !services[name]!.profiles))
    .sort();
const envOf = (name: string) =>
  Object.fromEntries(
    Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [key, String(value)]),
  );

describe('docker-compose.yml', () => {
  it('starts the one app with its database and mail catcher by default, as before', () => {
    expect(inProfile(null)).toEqual(['app', 'mail', 'mysql']);
    expect(services.app!.ports).toEqual(['3000:3000']);
  });

  it('adds two or more app replicas behind nginx with Redis and an S3-compatible store in the scale profile', () => {
    expect(inProfile('scale')).toEqual(['app-scale', 'lb', 'minio', 'minio-init', 'redis']);
    const app = services['app-scale']!;
    expect(app.build).toBe('.');
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    // Only the load balancer is reached from outside.
    expect(app.ports).toBeUndefined();
    expect(services.lb!.image).toMatch(/^nginx:1\.(2[7-9]|[3-9]\d)/);
    expect(services.lb!.volumes).toEqual(['./deploy/nginx-scale.conf:/etc/nginx/conf.d/default.conf:ro']);
    expect(Object.keys(app.depends_on ?? {}).sort()).toEqual(['mail', 'minio-init', 'mysql', 'redis']);
    expect(app.depends_on!['minio-init']!.condition).toBe('service_completed_successfully');
    // One named data folder for every replica: the wizard's config.json reaches them all.
    const [volume] = app.volumes!;
    expect(volume).toBe('scale-data:/data');
    expect(compose.volumes).toHaveProperty('scale-data');
  });

  it('gives the replicas settings that parse into the store, Redis and proxy the services offer', () => {
    const env = envOf('app-scale');
    const config = readAppConfig(env);
    expect(config.fileStore).toEqual({
      kind: 's3',
      bucket: 'amc',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: envOf('minio').MINIO_ROOT_USER,
      secretAccessKey: envOf('minio').MINIO_ROOT_PASSWORD,
      forcePathStyle: true,
      prefix: '',
    });
    // The bucket the replicas use is the one minio-init makes, with the same keys.
    const init = services['minio-init']!.entrypoint!.join(' ');
    expect(init).toContain(
      `mc mb --ignore-existing local/${config.fileStore.kind === 's3' && config.fileStore.bucket}`,
    );
    expect(init).toContain(`${envOf('minio').MINIO_ROOT_USER} ${envOf('minio').MINIO_ROOT_PASSWORD}`);
    expect(new URL(config.redisUrl!).hostname).toBe('redis');
    expect(config.trustProxy).toBe(true);
    expect(config.workerIndex).toBe(0);
    expect(config.dataDir).toBe('/data');
    expect(new URL(config.smtpUrl!).hostname).toBe('mail');
  });

  it('balances over every replica, passing live events and 8 GB restores on', () => {
    const nginx = readFileSync(root('deploy/nginx-scale.conf'), 'utf8');
    const port = envOf('app-scale').PORT;
    expect(nginx).toMatch(new RegExp(`server app-scale:${port} resolve;`));
    expect(nginx).toContain('resolver 127.0.0.11');
    const events = nginx.slice(nginx.indexOf('location /api/listenEventMessage'));
    expect(events.slice(0, events.indexOf('}'))).toContain('proxy_buffering off;');
    expect(nginx).toContain('client_max_body_size 8g;');
    expect(nginx).toContain('proxy_next_upstream error timeout;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For');
  });
});
