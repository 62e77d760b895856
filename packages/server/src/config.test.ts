import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('configuration from the environment', () => {
  it('trusts no proxy and serves no source maps unless told to', () => {
    const config = configFromEnv({});
    expect(config.trustProxy).toBe(false);
    expect(config.serveSourceMaps).toBe(false);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('reads TRUST_PROXY as true, a hop count, or addresses and CIDR ranges', () => {
    const url = { PUBLIC_URL: 'https://fontes.example.org/' };
    expect(configFromEnv({ ...url, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ ...url, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ ...url, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(configFromEnv({ ...url, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configFromEnv({ ...url, TRUST_PROXY: '1' }).publicUrl).toBe('https://fontes.example.org');
  });

  it('refuses what it cannot read, naming the setting and the value', () => {
    const url = { PUBLIC_URL: 'https://fontes.example.org' };
    expect(() => configFromEnv({ ...url, TRUST_PROXY: 'proxy.local' })).toThrow(
      'TRUST_PROXY: "proxy.local" is not an IP address or CIDR range',
    );
    expect(() => configFromEnv({ ...url, TRUST_PROXY: '10.0.0.0/33' })).toThrow('"10.0.0.0/33"');
    expect(() => configFromEnv({ ...url, TRUST_PROXY: '0' })).toThrow('TRUST_PROXY must be a positive');
    expect(() => configFromEnv({ SERVE_SOURCE_MAPS: 'yes' })).toThrow('SERVE_SOURCE_MAPS must be 1 or 0');
    expect(() => configFromEnv({ IIIF_IMAGE_SOURCES: "https: 'unsafe-inline'" })).toThrow(
      `IIIF_IMAGE_SOURCES: "'unsafe-inline'" is not https:`,
    );
    expect(() => configFromEnv({ PUBLIC_URL: 'fontes.example.org' })).toThrow(
      'PUBLIC_URL must be an http(s) address',
    );
  });

  it('asks for PUBLIC_URL behind a proxy: the listening address is not where users are', () => {
    expect(() => configFromEnv({ TRUST_PROXY: '127.0.0.1' })).toThrow('set PUBLIC_URL too');
  });
});
