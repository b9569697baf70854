-- Seeded study-encouragement calls named their semester by its code in English ("…, 20261"):
-- they now read "…, Semester 1, 2026–2027" (summer terms "Summer term, …"), as formatSemester writes.
UPDATE "awards"
SET "name_en" = 'Study encouragement scholarship, '
  || CASE WHEN substr(right("name_en", 5), 5, 1) = '3' THEN 'Summer term, '
     ELSE 'Semester ' || substr(right("name_en", 5), 5, 1) || ', ' END
  || substr(right("name_en", 5), 1, 4) || '–' || (substr(right("name_en", 5), 1, 4)::int + 1)::text
WHERE "name_en" ~ '^Study encouragement scholarship, [0-9]{4}[123]$';
