import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../src/config/index';
import { copyConfig, editJson } from '../config/config-fixture';

type Json = Record<string, any>;

let root = '';
let cleanup = () => {};
beforeEach(() => ({ root, cleanup } = copyConfig()));
afterEach(() => cleanup());

describe('multi-line form fields', () => {
  it('reports a textarea whose schema field is not x-multiline (the server would refuse its line breaks)', () => {
    editJson<Json>(root, 'schemas/forms/relative.ui.json', (data) => {
      data.occupation = { 'ui:widget': 'textarea' };
    });
    expect(checkConfig({ rootDir: root, env: {} })).toContainEqual({
      file: 'schemas/forms/relative.ui.json',
      path: '$.occupation["ui:widget"]',
      reason: expect.stringMatching(/x-multiline/),
    });
  });
});
