/**
 * /admin/course (create) and /admin/course/{id} (edit): name and slug, summary, price
 * (THB), duration, minimum age, prerequisites, description (rich text), features (add, remove,
 * reorder), pictures, delete; on an existing course, its dates (list, add, edit, cancel).
 */
import { data } from "react-router";
import { courseInputSchema, satangToThb } from "../../../core/catalog/catalog-schemas.ts";
import type { StoredImage } from "../../../core/images/stored-image.ts";
import { CatalogFormScreen } from "../../components/admin/catalog-form.tsx";
import { CourseDatesEditor } from "../../components/admin/course-dates-editor.tsx";
import { ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { RichTextField } from "../../components/admin/rich-text-field.tsx";
import { TextAreaField, TextField } from "../../components/form-field.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { FEATURES } from "../../lib/catalog-form-lists.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import {
  type CatalogFormValues,
  toListItems,
  useCatalogForm,
  textFields,
} from "../../lib/use-catalog-form.ts";
import type { Route } from "./+types/course-form";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = (params as { id?: string }).id;
  if (id === undefined) return { course: null, dates: [] };
  if (!isId(id)) throw data("Course not found", { status: 404 });
  const [course, { dates }] = await Promise.all([
    orErrorScreen(context.services.catalog.getCourse(id)),
    orErrorScreen(context.services.courseDates.adminList(id)),
  ]);
  return { course: { ...course, price: satangToThb(course.price) }, dates };
}

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

function valuesOf(course: Record<string, unknown> | null): CatalogFormValues {
  return {
    fields: textFields(course, TEXT_FIELDS),
    lists: {
      features: toListItems((course?.features as Record<string, unknown>[]) ?? [], ["title", "text"]),
    },
    images: (course?.images as StoredImage[]) ?? [],
  };
}

export default function AdminCourseForm({ loaderData }: Route.ComponentProps) {
  const course = loaderData.course as Record<string, unknown> | null;
  return (
    <>
      <CourseForm key={course ? String(course.id) : "new"} course={course} />
      {course ? <CourseDatesEditor courseId={String(course.id)} dates={loaderData.dates} /> : null}
    </>
  );
}

function CourseForm({ course }: { course: Record<string, unknown> | null }) {
  const form = useCatalogForm({ schema: courseInputSchema, initial: valuesOf(course) });
  return (
    <CatalogFormScreen kind="course" item={course} form={form} fromItem={valuesOf}>
      <section className="form-card form-stack" aria-labelledby="course-facts-title">
        <h2 id="course-facts-title" className="panel-heading">
          Price and facts
        </h2>
        <TextField label="Price (THB)" inputMode="decimal" {...form.bind("price")} />
        <div className="field-row">
          <TextField label="Duration (days)" inputMode="numeric" {...form.bind("durationDays")} />
          <TextField label="Minimum age" inputMode="numeric" {...form.bind("minimumAge")} />
        </div>
        <TextAreaField label="Prerequisites" rows={3} {...form.bind("prerequisites")} />
        <RichTextField
          label="Description"
          name="description"
          value={form.values.fields.description ?? ""}
          onChange={(html) => form.setField("description", html)}
          error={form.errorFor("description")}
        />
      </section>
      <ItemListEditor form={form} {...FEATURES} />
    </CatalogFormScreen>
  );
}
