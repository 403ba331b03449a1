/**
 * /admin/reviews (spec §2 admin-only): the guests' reviews, pending first then newest, with filters by
 * status and boat in the address, the average and count of what the filters match, and approve or
 * reject in the list itself. Each opens /admin/review/{id} to edit, reply or delete.
 */
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { adminReviewListQuerySchema } from "../../../core/reviews/review-schemas.ts";
import {
  type ModeratedStatus,
  moderatedStatuses,
  reviewStatuses,
} from "../../../core/reviews/review-types.ts";
import { formatDate } from "../../../core/shared/dates.ts";
import { pageCount, readListQuery } from "../../../core/shared/list-query.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { AdminFilters, AdminTable, FilterSelect } from "../../components/admin-list.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { Stars } from "../../components/reviews.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { doneNotice } from "../../lib/done-notice.ts";
import { readFormData } from "../../lib/form-data.server.ts";
import { actionFailed, refused } from "../../lib/action-answers.server.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { ADMIN_STATUS, averageText, reviewCountText } from "../../lib/review-format.ts";
import { screenReview } from "../../lib/review-screen.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/reviews";
import { ReviewStatusButtons } from "../../components/admin/review-status-buttons.tsx";

export const meta: Route.MetaFunction = () => privateMeta("Reviews | Admin | Andaman Liveaboards");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = readListQuery(adminReviewListQuerySchema, new URL(request.url).searchParams);
  const [list, boats] = await Promise.all([
    orErrorScreen(context.services.reviews.adminList(query)),
    orErrorScreen(context.services.catalog.listBoats()),
  ]);
  return {
    reviews: list.reviews.map(screenReview),
    count: list.count,
    page: list.page,
    resPerPage: list.resPerPage,
    average: list.average,
    reviewCount: list.reviewCount,
    filters: { status: query.status ?? "", boat: query.boat ?? "" },
    boats: boats.map((boat) => ({ value: boat.slug, label: boat.name })),
  };
}

/** Approve or reject one review from the list. */
export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await readFormData(request);
  const id = String(form.get("id") ?? "");
  const status = String(form.get("status") ?? "");
  if (!isId(id)) return refused("Choose a review from the list", "id");
  if (!(moderatedStatuses as readonly string[]).includes(status))
    return refused("Choose to approve or reject", "status");
  try {
    const review = await context.services.reviews.update(id, { status: status as ModeratedStatus });
    return {
      done: `"${review.title}" by ${review.author.firstName} is ${status === "approved" ? "approved and published" : "rejected and hidden"}.`,
    };
  } catch (error) {
    return actionFailed(error);
  }
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, count, page, resPerPage, average, reviewCount, filters, boats } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [address] = useSearchParams();
  const filtered = Boolean(filters.status || filters.boat);
  return (
    <>
      <AdminPageHead
        title="Reviews"
        summary={
          average === null
            ? `${reviewCountText(reviewCount)}${filtered ? " match" : ""}.`
            : `${reviewCountText(reviewCount)}${filtered ? " match" : ""}, average ${averageText(average)} out of 5.`
        }
      />
      <div className="admin-section">
        <ActionNotices
          done={result && "done" in result ? result.done : result ? undefined : doneNotice(address)}
          error={result && "error" in result ? result.error : undefined}
        />
        <AdminFilters
          clearTo="/admin/reviews"
          filtered={filtered}
          formKey={`${filters.status}|${filters.boat}`}
        >
          <FilterSelect
            label="Status"
            name="status"
            value={filters.status}
            anyLabel="All statuses"
            options={reviewStatuses.map((s) => ({ value: s, label: ADMIN_STATUS[s] }))}
          />
          <FilterSelect label="Boat" name="boat" value={filters.boat} anyLabel="All boats" options={boats} />
        </AdminFilters>
        <AdminTable
          caption={`Reviews, pending first, page ${page} of ${pageCount(count, resPerPage)}`}
          columns={["Review", "Guest", "Trip", "Status", "Sent", { hidden: "Actions" }]}
          empty={reviews.length === 0 ? "No review matches." : null}
        >
          {reviews.map((review) => (
            <tr key={review.id}>
              <th scope="row">
                <Stars rating={review.rating} />
                <br />
                <Link to={`/admin/review/${review.id}`}>{review.title}</Link>
              </th>
              <td data-label="Guest">
                {review.author.firstName}
                {review.author.country ? `, ${review.author.country}` : ""}
              </td>
              <td data-label="Trip">
                {review.trip.boat.name}, {review.shown.tripMonth}
              </td>
              <td data-label="Status">
                <span className="badge review-status" data-status={review.status}>
                  {ADMIN_STATUS[review.status]}
                </span>
                {review.reply ? " · replied" : ""}
              </td>
              <td data-label="Sent">{formatDate(review.createdAt)}</td>
              <td className="admin-table-actions">
                <Form method="post" className="review-actions">
                  <input type="hidden" name="id" value={review.id} />
                  <ReviewStatusButtons
                    current={review.status}
                    name="status"
                    labels={{ approved: "Approve", rejected: "Reject" }}
                    busy={busy}
                    small
                    about={review.title}
                  />
                  <Link to={`/admin/review/${review.id}`} className="text-link">
                    Edit or reply<span className="visually-hidden"> to “{review.title}”</span>
                  </Link>
                </Form>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={page} count={count} perPage={resPerPage} params={filters} />
      </div>
    </>
  );
}
