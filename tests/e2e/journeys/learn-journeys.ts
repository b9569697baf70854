import type { Journey } from '../journey-types';
import { learnRegistrationJourney } from '../learn-registration-journey';

/** Learn journeys (registration day) plugged into the e2e runner. */
export const journeys: Journey[] = [
  {
    name: 'learn: week grid, .ics, two classes, clash refused, waiting list, promotion (hust)',
    run: async (input) => {
      const page = await input.newPage();
      try {
        await learnRegistrationJourney({ page, baseUrl: new URL(input.urlFor('hust')).origin });
        await input.screenshot(page, 'learn-class-registration');
      } finally {
        await page.context().close();
      }
    },
  },
];
