import { describe, expect, it } from 'vitest';
import { pageKey, pageQuery } from '../../../src/features/content/client/list-query';

describe('content list queries', () => {
  it('send paging, trimmed search and only the filters the call accepts', () => {
    const params = { page: 2, pageSize: 10, search: ' y tế ', q: 'y tế', when: 'past', other: 'x' };
    expect(pageQuery(params, ['when'])).toEqual({ page: 2, pageSize: 10, search: 'y tế', when: 'past' });
    expect(pageQuery(params)).toEqual({ page: 2, pageSize: 10, search: 'y tế' });
    expect(pageQuery({ page: 1, pageSize: 10, when: '' }, ['when'])).toEqual({ page: 1, pageSize: 10 });
  });

  it('cache each filter value apart', () => {
    expect(pageKey({ page: 1, pageSize: 10, when: 'past' }, ['when'])).not.toEqual(
      pageKey({ page: 1, pageSize: 10, when: 'upcoming' }, ['when']),
    );
  });
});
