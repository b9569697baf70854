import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig, loadAppConfig } from '../../../src/config/index';
import { kindLimits } from '../../../src/features/files/server/file-service';
import { readSettings, SettingsError } from '../../../src/server/settings';
import { copyConfig, editJson } from '../../config/config-fixture';

type Json = Record<string, any>;

let root = '';
let cleanup = () => {};
beforeEach(() => ({ root, cleanup } = copyConfig()));
afterEach(() => cleanup());

describe('files config (institutions files section)', () => {
  it('gives every tenant the default kinds, and lets one tenant change a kind or add one', () => {
    editJson<Json>(root, 'institutions/hmu.json', (data) => {
      data.files = {
        kinds: { thesis: { maxBytes: 104857600 }, poster: { maxBytes: 5242880, types: ['pdf', 'png'] } },
      };
    });
    const config = loadAppConfig({ rootDir: root });
    const hmu = config.byCode.get('hmu')!;
    const hust = config.byCode.get('hust')!;
    expect(kindLimits({ tenant: hmu, kind: 'thesis' })).toEqual({
      maxBytes: 104857600,
      types: ['pdf', 'docx'],
    });
    expect(kindLimits({ tenant: hmu, kind: 'poster' }).types).toEqual(['pdf', 'png']);
    expect(kindLimits({ tenant: hust, kind: 'thesis' }).maxBytes).toBe(52428800);
    expect(() => kindLimits({ tenant: hust, kind: 'poster' })).toThrow(/poster/);
    expect(hmu.files.userQuotaBytes).toBe(209715200);
  });

  it('refuses unknown keys, unknown types and a kind without limits, naming the place', () => {
    editJson<Json>(root, 'institutions/hust.json', (data) => {
      data.files = {
        kinds: { thesis: { maxBytes: 1, types: ['exe'], maxMB: 5 }, poster: { types: ['pdf'] } },
      };
    });
    const problems = checkConfig({ rootDir: root, env: {} }).filter((problem) =>
      problem.path.startsWith('$.files'),
    );
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        '$.files.kinds.thesis.maxMB',
        '$.files.kinds.thesis.types[0]',
        '$.files.kinds.poster.maxBytes',
      ]),
    );
  });
});

describe('FILE_STORE_DIR', () => {
  it('defaults to ./data/files and takes any path without control characters', () => {
    expect(readSettings({}).fileStoreDir).toBe('./data/files');
    expect(readSettings({ FILE_STORE_DIR: '/srv/unigate/files' }).fileStoreDir).toBe('/srv/unigate/files');
    expect(() => readSettings({ FILE_STORE_DIR: '/srv/files\n' })).toThrow(SettingsError);
    expect(() => readSettings({ FILE_STORE_DIR: '   ' })).toThrow(/FILE_STORE_DIR/);
  });
});
