import { registrationBurstScenario } from '../registration-burst';

/** Registration day: see tests/bench/registration-burst.ts. */
export const scenario = registrationBurstScenario;
