import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../../src/server/settings';

describe('readSettings', () => {
  it('uses the documented defaults on an empty environment', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      port: 3000,
      databaseUrl: null,
      databasePoolSize: 20,
      redisUrl: null,
      defaultInstitution: 'unigate',
      sessionTtlMinutes: 720,
    });
  });

  it('reads the PostgreSQL pool size and refuses one out of range, naming the variable', () => {
    expect(readSettings({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    for (const bad of ['0', '1001', '2.5', 'many']) {
      expect(() => readSettings({ DATABASE_POOL_SIZE: bad })).toThrow(SettingsError);
      expect(() => readSettings({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('accepts a PostgreSQL URL that names a Unix socket directory', () => {
    const url = 'postgres://root@localhost/unigate?host=/var/run/postgresql';
    expect(readSettings({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(() => readSettings({ DATABASE_URL: 'mysql://root@localhost/unigate' })).toThrow(/DATABASE_URL/);
  });

  it('serves the API docs outside production, and in production only when API_DOCS says so', () => {
    // `npm start` sets no NODE_ENV: a newcomer's first start shows the docs.
    expect(readSettings({}).apiDocs).toBe(true);
    expect(readSettings({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(readSettings({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(readSettings({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(readSettings({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(readSettings({ NODE_ENV: 'production', API_DOCS: '' }).apiDocs).toBe(false);
    expect(readSettings({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => readSettings({ API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
  });

  it('reads the deployment prefix of Redis keys and channels, and refuses a malformed one', () => {
    expect(readSettings({}).cachePrefix).toBe('unigate:');
    expect(readSettings({ CACHE_PREFIX: 'hust-prod:' }).cachePrefix).toBe('hust-prod:');
    for (const bad of ['with space', 'x'.repeat(65), 'new\nline']) {
      expect(() => readSettings({ CACHE_PREFIX: bad })).toThrow(/CACHE_PREFIX/);
    }
  });
});
