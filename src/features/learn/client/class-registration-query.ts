import { useEffect, useMemo, useState } from 'react';
import { useSource } from '../../../client/engine';

/** The filters a student sets on the class list (texts as typed). */
export interface ClassFilter {
  search: string;
  inProgram: boolean;
  courseId?: number;
  day?: number;
  period?: number;
  teacher: string;
  hasSeats: boolean;
}

/** Classes per page of the class list. */
export const CLASS_PAGE_SIZE = 20;
/** Typing pauses this long before the list asks the server. */
const TYPING_MS = 300;
/** Seat counts shown are refreshed this often (the server's live-seat call). */
export const LIVE_SEATS_MS = 5000;

export const NO_FILTER: ClassFilter = { search: '', inProgram: true, teacher: '', hasSeats: false };

const useSettled = <T>(value: T) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

/**
 * The class list's state: filters (my programme on by default), the page (back to 1 when a filter
 * changes), the server's page of classes with its total, the course filter's choices, and live
 * seat counts of the classes shown, polled.
 */
export function useClassRegistrationQuery({ semester, watchIds }: { semester: string; watchIds: number[] }) {
  const [filter, setFilterState] = useState<ClassFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const search = useSettled(filter.search.trim());
  const teacher = useSettled(filter.teacher.trim());
  const setFilter = (change: Partial<ClassFilter>) => {
    setFilterState((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const offerings = useSource(
    'learn.classOfferings',
    {
      semester,
      search: search || undefined,
      inProgram: filter.inProgram,
      courseId: filter.courseId,
      day: filter.day,
      period: filter.period,
      teacher: teacher || undefined,
      hasSeats: filter.hasSeats || undefined,
      page,
      pageSize: CLASS_PAGE_SIZE,
    },
    { keepPreviousData: true },
  );
  const courses = useSource('learn.classCourses', { semester, inProgram: filter.inProgram });
  const rows = useMemo(() => offerings.data?.data ?? [], [offerings.data]);
  const ids = useMemo(
    () => [...new Set([...rows.map((row) => row.id), ...watchIds])].sort((a, b) => a - b),
    [rows, watchIds],
  );
  const seats = useSource('learn.classSeats', { ids });
  const { mutate: refreshSeats } = seats;
  useEffect(() => {
    const timer = setInterval(() => void refreshSeats(), LIVE_SEATS_MS);
    return () => clearInterval(timer);
  }, [refreshSeats]);
  const liveSeats = useMemo(() => new Map((seats.data?.data ?? []).map((s) => [s.id, s])), [seats.data]);
  return {
    filter,
    setFilter,
    clearFilter: () => {
      setFilterState(NO_FILTER);
      setPage(1);
    },
    page,
    setPage,
    rows,
    total: offerings.data?.total ?? 0,
    isLoading: offerings.isLoading,
    error: offerings.error,
    refresh: offerings.mutate,
    courses: courses.data?.data ?? [],
    liveSeats,
  };
}
