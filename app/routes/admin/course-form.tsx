/**
 * /admin/course (create) and /admin/course/{id} (edit): name and slug, summary, price
 * (THB), duration, minimum age, prerequisites, description (rich text), features (add, remove,
 * reorder), pictures, delete; on an existing course, its dates (list, add, edit, cancel).
 */
import { type ShouldRevalidateFunction } from "react-router";
import { courseInputSchema, satangToThb } from "../../../core/catalog/catalog-schemas.ts";
import { catalogFormValues, CatalogFormScreen } from "../../components/admin/catalog-form.tsx";
import { CatalogRichTextField } from "../../components/admin/rich-text-field.tsx";
import { CourseDatesEditor } from "../../components/admin/course-dates-editor.tsx";
import { ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { TextAreaField, TextField } from "../../components/form-field.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { catalogItemAction } from "../../lib/catalog-actions.server.ts";
import { courseDateAction, isJsonRequest } from "../../lib/course-date-actions.server.ts";
import { FEATURES } from "../../lib/catalog-form-lists.ts";
import { type CatalogFormValues, useCatalogForm } from "../../lib/use-catalog-form.ts";
import type { Route } from "./+types/course-form";
import { privateMeta } from "../../lib/meta.ts";
import { leftWhenDeleted } from "../../lib/use-action-fetcher.ts";
import { editedCatalogItem } from "../../lib/edited-item.server.ts";
import { FormCard } from "../../components/admin/form-card.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  const loaded = await editedCatalogItem(args, "course", (id) =>
    Promise.all([formCourse(services, id), services.courseDates.adminList(id)]),
  );
  return loaded ? { course: loaded[0], dates: loaded[1].dates } : { course: null, dates: [] };
}

/** The course as the form shows it: its price in THB, as the API takes it. */
async function formCourse(services: Route.LoaderArgs["context"]["services"], id: string) {
  const course = await services.catalog.getCourse(id);
  return { ...course, price: satangToThb(course.price) };
}

/** The course's own form (multipart), or on an existing course its dates editor (JSON). */
export async function action(args: Route.ActionArgs) {
  const { id } = args.params;
  if (id && isId(id) && isJsonRequest(args.request)) {
    return courseDateAction({ context: args.context, request: args.request, courseId: id });
  }
  return catalogItemAction("course", args, (courseId) => formCourse(args.context.services, courseId));
}

export const shouldRevalidate: ShouldRevalidateFunction = leftWhenDeleted;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.course ? loaded.course.name : "New course"} | Admin | Andaman Liveaboards`);

const TEXT_FIELDS = [
  "name",
  "slug",
  "summary",
  "description",
  "price",
  "durationDays",
  "minimumAge",
  "prerequisites",
];

type Course = NonNullable<Route.ComponentProps["loaderData"]["course"]>;

function valuesOf(course: Course | null): CatalogFormValues {
  return catalogFormValues(course, TEXT_FIELDS, [FEATURES]);
}

export default function AdminCourseForm({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <>
      <CourseForm key={course?.id ?? "new"} course={course} />
      {course ? <CourseDatesEditor dates={loaderData.dates} /> : null}
    </>
  );
}

function CourseForm({ course }: { course: Course | null }) {
  const form = useCatalogForm({ schema: courseInputSchema, initial: valuesOf(course) });
  return (
    <CatalogFormScreen kind="course" item={course} savedName={course?.name} form={form} fromItem={valuesOf}>
      <FormCard headingId="course-facts-title" title="Price and facts" className="form-stack">
        <TextField label="Price (THB)" inputMode="decimal" {...form.bind("price")} />
        <div className="field-row">
          <TextField label="Duration (days)" inputMode="numeric" {...form.bind("durationDays")} />
          <TextField label="Minimum age" inputMode="numeric" {...form.bind("minimumAge")} />
        </div>
        <TextAreaField label="Prerequisites" rows={3} {...form.bind("prerequisites")} />
        <CatalogRichTextField form={form} name="description" label="Description" />
      </FormCard>
      <ItemListEditor form={form} {...FEATURES} />
    </CatalogFormScreen>
  );
}
