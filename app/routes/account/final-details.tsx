/**
 * /final-details/{id} (signed in, the booking's owner): each guest's details before the trip (domain
 * guide: passport data for the park permits, certification, sizes, diet, pickup), dates typed
 * dd/MM/yyyy (spec §5), checked with the shared schema (core/bookings/final-details.ts). A save keeps
 * every guest whose details are complete, so one guest's missing passport does not lose the others'.
 */
import { data, Link, useActionData, useNavigation } from "react-router";
import { actionFailed } from "../../lib/action-answers.server.ts";
import { finalDetailsLabel, guestDetailsDone } from "../../../core/bookings/final-details-progress.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { FinalDetailsForm, type FinalDetailsRefusal } from "../../components/final-details-form.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { checkGuest, detailName } from "../../lib/final-details-form.ts";
import { readFormData } from "../../lib/form-data.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import type { Route } from "./+types/final-details";

export const meta: Route.MetaFunction = () => privateMeta("Final details | Andaman Liveaboards");

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  const booking = await orErrorScreen(context.services.bookings.get(params.id, user));
  const saved = await orErrorScreen(context.services.bookings.finalDetailsOf(params.id, user));
  return {
    id: booking.id,
    trip: booking.trip,
    progress: booking.finalDetails,
    guests: booking.guestArray.map((guest, index) => ({
      name: guest.name,
      cabin: guest.cabinName,
      details: saved[index] ?? null,
      done: guestDetailsDone(saved[index]),
    })),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context);
  const booking = await orErrorScreen(context.services.bookings.get(params.id, user));
  const form = await readFormData(request);
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const checks = booking.guestArray.map((_guest, index) => checkGuest(read, index));
  const errors: Record<string, string> = {};
  for (const [index, check] of checks.entries())
    for (const [field, message] of Object.entries(check.errors ?? {}))
      errors[detailName(index, field as keyof typeof check.errors)] = message;
  const complete = checks.map((check) => check.details ?? null);
  const saved = complete.flatMap((details, index) => (details ? [index] : []));
  try {
    if (saved.length > 0) await context.services.bookings.saveFinalDetails(user, params.id, complete);
  } catch (error) {
    return actionFailed(error);
  }
  if (Object.keys(errors).length > 0) {
    const values = Object.fromEntries(
      [...form.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
    );
    const refusal: FinalDetailsRefusal = { errors, values, saved };
    return data(refusal, { status: 400 });
  }
  return { done: true as const };
}

export default function FinalDetailsScreen({ loaderData }: Route.ComponentProps) {
  const { id, trip, guests, progress } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const refusal = result && "errors" in result ? result : undefined;
  return (
    <>
      <PageHero
        title="Final details"
        summary={`${trip.title}, ${dateRange(trip.departure, trip.returnDate)}`}
        size="compact"
      />
      <div className="container screen-body">
        <ActionNotices
          done={result && "done" in result ? "Thank you: the details are saved." : undefined}
          error={result && "error" in result ? result.error : undefined}
        />
        <p>
          The national park needs each guest&apos;s passport details for the permits, and the crew plans the
          dives, rental gear and meals from the rest. Progress:{" "}
          <strong data-testid="final-details-progress">{finalDetailsLabel(progress)}</strong>.{" "}
          <Link to={`/booking/${id}`} className="text-link">
            Back to the booking
          </Link>
        </p>
        <FinalDetailsForm guests={guests} refusal={refusal} busy={navigation.state !== "idle"} />
      </div>
    </>
  );
}
