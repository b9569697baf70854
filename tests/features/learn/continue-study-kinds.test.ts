import { describe, expect, it } from 'vitest';
import { continueStudyKindsFor } from '../../../src/features/learn/shared/continue-study-kinds';

describe('continueStudyKindsFor', () => {
  it('gives students away from school (suspended 5, stopped 6, deferred 9) the return requests', () => {
    for (const status of [5, 6, 9])
      expect(continueStudyKindsFor(status)).toEqual(['return-after-deferral', 'continue-after-suspension']);
  });
  it('gives everyone else studying an extension', () => {
    for (const status of [0, 1, 2, 3]) expect(continueStudyKindsFor(status)).toEqual(['extend-study']);
  });
});
