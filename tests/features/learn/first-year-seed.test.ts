import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';
import { rows } from './learn-test-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('the seeded first-year (20260001)', () => {
  // The waiting-list demo fills two later-year classes with the demo student's classmates; a
  // first-year seated there held a class whose prerequisites it lacked, which blocked every plan.
  it('starts next semester with no class seat, in every tenant: its registration is its own', async () => {
    const held = await rows<{ root_id: string; class_id: string }>({
      app,
      text: `select s.root_id, k.class_id
             from class_registrations r
             join students s on s.id = r.student_id and s.student_code = '20260001'
             join classes k on k.id = r.class_id
             where r.semester = '20262'`,
    });
    expect(held).toEqual([]);
  });
});
