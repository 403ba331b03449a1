/**
 * The course date in the cart, read from the public API when a course screen opens: it may have been
 * cancelled, have started or have sold out since it was put in the cart. The cart screen and the
 * students' screen both price their summary from its current price.
 */
import { useEffect, useState } from "react";
import type { DateCard } from "../components/course-date-list.tsx";

/** A date as `GET /api/v1/course/{id}/dates` answers it: a date card's fields, the price in THB. */
export type DateAnswer = Omit<DateCard, "price"> & { price: number };
/** What the server said about the date with this id. */
export type Loaded = { forDate: string } & ({ date: DateAnswer } | { problem: string });

/** The answer for this date (null while it loads, or when no date is chosen). */
export function useCourseDate(courseId: string | undefined, courseDateId: string | undefined): Loaded | null {
  const [answer, setAnswer] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!courseId || !courseDateId) return;
    let live = true;
    void (async () => {
      const response = await fetch(`/api/v1/course/${courseId}/dates`, {
        headers: { accept: "application/json" },
      });
      if (!live) return;
      const dates = response.ok ? ((await response.json()) as { dates: DateAnswer[] }).dates : [];
      const date = dates.find((d) => d.id === courseDateId);
      setAnswer(
        date
          ? { forDate: courseDateId, date }
          : { forDate: courseDateId, problem: "This course date is no longer offered." },
      );
    })().catch(
      () =>
        live &&
        setAnswer({
          forDate: courseDateId,
          problem: "The course date could not be loaded. Please try again.",
        }),
    );
    return () => {
      live = false;
    };
  }, [courseId, courseDateId]);
  return answer && answer.forDate === courseDateId ? answer : null;
}
