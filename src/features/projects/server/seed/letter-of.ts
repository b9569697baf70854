/** Letter grade of a mark out of 10 (credit-system scale). */
export const letterOf = (mark: number) =>
  mark >= 9.5
    ? 'A+'
    : mark >= 8.5
      ? 'A'
      : mark >= 8
        ? 'B+'
        : mark >= 7
          ? 'B'
          : mark >= 6.5
            ? 'C+'
            : mark >= 5.5
              ? 'C'
              : mark >= 5
                ? 'D+'
                : mark >= 4
                  ? 'D'
                  : 'F';
