/** Seed volume of the shared test database (per tenant). */
export const TEST_SCALE = { students: 40, teachers: 10 } as const;
