/** The time zone of a tenant that names none (institutions' `registration.timezone`). */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The date ('YYYY-MM-DD') and time ('HH:mm') of an instant on a time zone's clock: "today" at a
 * university is its own, not the server's (UTC) nor the browser's (a student abroad).
 */
export const localDateTime = ({ now, timeZone }: { now: Date; timeZone: string }) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/** The date ('YYYY-MM-DD') of an instant on a time zone's clock. */
export const localDate = ({ now, timeZone }: { now: Date; timeZone: string }) =>
  localDateTime({ now, timeZone }).date;
