/** One calendar event in local wall-clock time of `timeZone`. */
export type IcsEvent = {
  uid: string;
  date: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
};

/** Offset of a time zone from UTC at an instant, in minutes (e.g. +420 for Asia/Ho_Chi_Minh). */
export const zoneOffsetMinutes = ({ instant, timeZone }: { instant: number; timeZone: string }) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - instant) / 60_000);
};

/** '2026-11-23' + '06:45' in a zone -> '20261122T234500Z'. */
export const toUtcStamp = ({ date, time, timeZone }: { date: string; time: string; timeZone: string }) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const instant = guess - zoneOffsetMinutes({ instant: guess, timeZone }) * 60_000;
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
};

/** RFC 5545 text escaping. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 line folding at 75 octets (continuation lines start with a space). */
export const foldLine = (line: string) => {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      out.push(current);
      current = char;
    } else current += char;
  }
  out.push(current);
  return out.join('\r\n ');
};

/** An iCalendar (RFC 5545) document of some events, CRLF line ends. */
export const buildIcs = ({
  name,
  events,
  timeZone,
  stamp,
}: {
  name: string;
  events: readonly IcsEvent[];
  timeZone: string;
  stamp: string;
}) => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Unigate//Timetable//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${toUtcStamp({ date: event.date, time: event.start, timeZone })}`,
      `DTEND:${toUtcStamp({ date: event.date, time: event.end, timeZone })}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
