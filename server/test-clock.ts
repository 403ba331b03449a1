/**
 * The clock a browser journey can move (CLOCK_OFFSET_FILE, refused in production): real time plus the
 * whole number of milliseconds written in the file, read at every reading so a change applies at once.
 * A missing or empty file means no offset; anything else that is not a whole number is an error the
 * test should see rather than a silently wrong time.
 */
import { readFileSync } from "node:fs";
import { type Clock, offsetClock } from "../core/shared/clock.ts";

export function readClockOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  if (text === "") return 0;
  if (!/^-?\d+$/.test(text)) throw new Error(`${file} must hold a whole number of milliseconds`);
  return Number(text);
}

export function fileOffsetClock(file: string): Clock {
  return offsetClock(() => readClockOffset(file));
}
