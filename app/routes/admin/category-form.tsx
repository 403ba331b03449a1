/**
 * /admin/category/new and /admin/category/{id}: a category's name, slug (made from the
 * name when left empty) and position, its pages in order (each links to its form), and delete with a
 * confirmation (its pages stay, without a category). Saves and the delete go to this route's action,
 * which checks them with the API's schemas and calls the catalogue admin service.
 */
import { useEffect, useState } from "react";
import { Link, type ShouldRevalidateFunction, useNavigate } from "react-router";
import { categoryChangeSchema, categoryInputSchema } from "../../../core/catalog/catalog-schemas.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { UnsavedChangesGuard } from "../../components/admin/unsaved-changes.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { SelectField, SubmitButton, TextField } from "../../components/form-field.tsx";
import { showAlert } from "../../lib/alerts.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import type { Route } from "./+types/category-form";
import { type CategoryPlacement, categoryPlacements } from "../../../core/catalog/catalog-types.ts";
import { privateMeta } from "../../lib/meta.ts";
import { actionFailed, invalidForm } from "../../lib/action-answers.server.ts";
import { readJsonObject } from "../../lib/form-data.server.ts";
import { leftWhenDeleted, useActionFetcher } from "../../lib/use-action-fetcher.ts";
import { editedItemId } from "../../lib/edited-item.server.ts";
import { FormCard } from "../../components/admin/form-card.tsx";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = editedItemId(params, "Category");
  if (id === undefined) return { category: null };
  return { category: await orErrorScreen(context.services.catalogAdmin.getCategory(id)) };
}

/**
 * `{ intent: "delete" }` deletes the category; anything else is its fields, a new category's or the
 * changes of this one. Answers the saved category, or `{ deleted }`.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  requireAdmin(context);
  const id = editedItemId(params, "Category");
  const { catalogAdmin } = context.services;
  const { intent, ...fields } = await readJsonObject(request);
  try {
    if (intent === "delete" && id) {
      await catalogAdmin.delete("category", id);
      return { deleted: true as const };
    }
    if (id) {
      const parsed = categoryChangeSchema.safeParse(fields);
      if (!parsed.success) return invalidForm(parsed.error);
      await catalogAdmin.updateCategory(id, parsed.data);
      return { category: await catalogAdmin.getCategory(id) };
    }
    const parsed = categoryInputSchema.safeParse(fields);
    if (!parsed.success) return invalidForm(parsed.error);
    return { category: await catalogAdmin.getCategory(await catalogAdmin.createCategory(parsed.data)) };
  } catch (error) {
    return actionFailed(error);
  }
}

export const shouldRevalidate: ShouldRevalidateFunction = leftWhenDeleted;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.category ? loaded.category.name : "New category"} | Admin | Andaman Liveaboards`);

type Category = NonNullable<Route.ComponentProps["loaderData"]["category"]>;
const valuesOf = (category: Category | null) => ({
  name: category?.name ?? "",
  slug: category?.slug ?? "",
  placement: category?.placement ?? "none",
  position: category ? String(category.position) : "",
});

/** Short enough for a phone's select, which cannot wrap its text. */
const PLACEMENT_LABELS: Record<CategoryPlacement, string> = {
  none: "Nowhere (own addresses only)",
  services: "Services screen section",
  footer: "Footer's useful links",
};

export default function AdminCategoryForm({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return <CategoryForm key={category?.id ?? "new"} category={category} />;
}

function CategoryForm({ category }: { category: Category | null }) {
  const [saved, setSaved] = useState(() => valuesOf(category));
  const form = useSchemaForm(categoryInputSchema, saved);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const navigate = useNavigate();
  const dirty = JSON.stringify(form.values) !== JSON.stringify(saved);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const bind = (name: "name" | "slug" | "position" | "placement") => {
    const bound = form.bind(name);
    const onChange: typeof bound.onChange = (event) => {
      setServerError(null);
      bound.onChange(event);
    };
    return { ...bound, onChange, error: serverError?.field === name ? serverError.message : bound.error };
  };

  const { submit, busy: saving } = useActionFetcher<{ category: Category } | { deleted: true }>({
    onDone: (answer) => {
      if ("deleted" in answer) {
        showAlert({ message: "Category deleted", type: "success" });
        setLeaveTo("/admin/categories");
        return;
      }
      const next = valuesOf(answer.category);
      setSaved(next);
      form.reset(next);
      showAlert({ message: category ? "Category saved" : "Category created", type: "success" });
      if (!category) setLeaveTo(`/admin/category/${answer.category.id}`);
    },
    onRefused: (refusal) => {
      if (refusal.field) setServerError({ field: refusal.field, message: refusal.error });
    },
  });

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.data || !dirty || saving) return form.touchAll(event.currentTarget);
    void submit(form.values);
  };

  const remove = async () => {
    if (category) await submit({ intent: "delete" });
  };

  return (
    <>
      <AdminPageHead
        title={category ? category.name : "New category"}
        back={{ to: "/admin/categories", label: "All categories" }}
      />
      <UnsavedChangesGuard when={dirty && !leaveTo} />
      <div className="admin-section">
        <form className="form-card form-stack" onSubmit={save} noValidate aria-labelledby="category-title">
          <h2 id="category-title" className="panel-heading">
            Name and place
          </h2>
          <TextField label="Name" autoComplete="off" {...bind("name")} />
          <TextField
            label="Slug"
            autoComplete="off"
            hint="Left empty, it is made from the name."
            {...bind("slug")}
          />
          <TextField label="Position" inputMode="numeric" hint="0 comes first." {...bind("position")} />
          <SelectField
            label="Where its pages are listed"
            options={categoryPlacements.map((value) => ({ value, label: PLACEMENT_LABELS[value] }))}
            {...bind("placement")}
          />
          <div className="button-row">
            <SubmitButton ready={form.valid && dirty} busy={saving}>
              {saving ? "Saving…" : category ? "Save" : "Create category"}
            </SubmitButton>
          </div>
        </form>
        {category ? (
          <>
            <FormCard headingId="category-pages-title" title="Its pages">
              {category.pages.length === 0 ? (
                <p className="field-hint">No page yet: choose this category on a page's form.</p>
              ) : (
                <ol className="category-pages">
                  {category.pages.map((page) => (
                    <li key={page.id}>
                      <Link to={`/admin/page/${page.id}`} className="text-link">
                        {page.title}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </FormCard>
            <FormCard headingId="delete-title" title="Delete this category" className="danger-zone">
              <p>Its pages stay, without a category.</p>
              <ConfirmButton
                title={`Delete ${category.name}?`}
                description="The category is removed; its pages stay, without a category. This cannot be undone."
                onConfirm={remove}
              >
                Delete category
              </ConfirmButton>
            </FormCard>
          </>
        ) : null}
      </div>
    </>
  );
}
