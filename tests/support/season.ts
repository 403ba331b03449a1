/**
 * The 2026/27 diving season's months (yyyy-MM), October to May: what both the public schedule and the
 * admin dashboard must list for it.
 */
export const SEASON_2026_27_MONTHS = [
  "2026-10",
  "2026-11",
  "2026-12",
  "2027-01",
  "2027-02",
  "2027-03",
  "2027-04",
  "2027-05",
] as const;
