import type { IntlShape } from 'react-intl';
import { compressWeeks } from '../../../core';
import type { ClassOffering, ClassRegistration, ClassRegistrationOutcome } from '../../../generated';
import type { GridBlock } from './week-grid';

/** The week grid's blocks: classes I hold (seats) and the basket, a basket class that clashes in red. */
export const gridBlocksOf = ({
  held,
  basket,
  checks,
  intl,
}: {
  held: ClassRegistration[];
  basket: ClassOffering[];
  checks: ClassRegistrationOutcome[];
  intl: IntlShape;
}): GridBlock[] => {
  const detail = (place: string, weeks: number[]) =>
    `${place} · ${intl.formatMessage({ id: 'learn.classReg.weeksOf' }, { weeks: compressWeeks(weeks) })}`;
  const own = held
    .filter((r) => r.status === 'registered')
    .flatMap((r) =>
      (r.calendarEntries ?? []).map((e, i) => ({
        key: `own-${r.classId}-${i}`,
        day: e.day,
        from: e.from,
        to: e.to,
        title: `${r.courseCode ?? ''} ${r.classCode}`.trim(),
        detail: detail(e.place, e.weeks),
        tone: 'own' as const,
      })),
    );
  const chosen = basket.flatMap((c) => {
    const isConflict =
      checks.find((v) => v.classId === c.id)?.reasons.some((r) => r.code === 'conflict') ?? false;
    return (c.calendarEntries ?? []).map((e, i) => ({
      key: `basket-${c.id}-${i}`,
      day: e.day,
      from: e.from,
      to: e.to,
      title: `${c.courseCode ?? ''} ${c.classId}`.trim(),
      detail: detail(e.place, e.weeks),
      tone: isConflict ? ('conflict' as const) : ('basket' as const),
    }));
  });
  return [...own, ...chosen];
};
