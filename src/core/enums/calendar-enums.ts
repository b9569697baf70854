import { defineEnum } from '../define-enum';

/** Day of a calendarInfo entry: 1..7 = Monday..Sunday. */
export const weekday = defineEnum({
  name: 'weekday',
  values: { MONDAY: 1, TUESDAY: 2, WEDNESDAY: 3, THURSDAY: 4, FRIDAY: 5, SATURDAY: 6, SUNDAY: 7 },
  labels: {
    vi: {
      MONDAY: 'Thứ 2',
      TUESDAY: 'Thứ 3',
      WEDNESDAY: 'Thứ 4',
      THURSDAY: 'Thứ 5',
      FRIDAY: 'Thứ 6',
      SATURDAY: 'Thứ 7',
      SUNDAY: 'Chủ nhật',
    },
    en: {
      MONDAY: 'Monday',
      TUESDAY: 'Tuesday',
      WEDNESDAY: 'Wednesday',
      THURSDAY: 'Thursday',
      FRIDAY: 'Friday',
      SATURDAY: 'Saturday',
      SUNDAY: 'Sunday',
    },
  },
});

/** Part of the day of a calendarInfo entry: S (sáng), C (chiều), T (tối). */
export const daySlot = defineEnum({
  name: 'daySlot',
  values: { MORNING: 'S', AFTERNOON: 'C', EVENING: 'T' },
  labels: {
    vi: { MORNING: 'Sáng', AFTERNOON: 'Chiều', EVENING: 'Tối' },
    en: { MORNING: 'Morning', AFTERNOON: 'Afternoon', EVENING: 'Evening' },
  },
});
