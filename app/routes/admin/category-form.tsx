/**
 * /admin/category/new and /admin/category/{id}: a category's name, slug (made from the
 * name when left empty) and position, its pages in order (each links to its form), and delete with a
 * confirmation (its pages stay, without a category).
 */
import { useEffect, useState } from "react";
import { data, Link, useNavigate, useRevalidator } from "react-router";
import { categoryInputSchema } from "../../../core/catalog/catalog-schemas.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { UnsavedChangesGuard } from "../../components/admin/unsaved-changes.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { SelectField, SubmitButton, TextField } from "../../components/form-field.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { showAlert } from "../../lib/alerts.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import type { Route } from "./+types/category-form";
import { type CategoryPlacement, categoryPlacements } from "../../../core/catalog/catalog-types.ts";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = (params as { id?: string }).id;
  if (id === undefined) return { category: null };
  if (!isId(id)) throw data("Category not found", { status: 404 });
  return { category: await orErrorScreen(context.services.catalogAdmin.getCategory(id)) };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.category ? loaded.category.name : "New category"} | Admin | Andaman Liveaboards`);

type Category = {
  id: string;
  name: string;
  slug: string;
  placement: CategoryPlacement;
  position: number;
  pages: { id: string; title: string }[];
};
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
  const category = loaderData.category as Category | null;
  return <CategoryForm key={category?.id ?? "new"} category={category} />;
}

function CategoryForm({ category }: { category: Category | null }) {
  const [saved, setSaved] = useState(() => valuesOf(category));
  const form = useSchemaForm(categoryInputSchema, saved);
  const [saving, setSaving] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
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

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.data || !dirty || saving) return form.touchAll(event.currentTarget);
    setSaving(true);
    const result = await apiRequest<{ category: Category }>(
      category ? `/api/v1/admin/category/${category.id}` : "/api/v1/admin/category/new",
      { method: category ? "PUT" : "POST", json: form.values },
    );
    setSaving(false);
    if (!result.ok) {
      if (result.field) setServerError({ field: result.field, message: result.message });
      return showAlert({ message: result.message, type: "warning" });
    }
    const next = valuesOf(result.data.category);
    setSaved(next);
    form.reset(next);
    showAlert({ message: category ? "Category saved" : "Category created", type: "success" });
    if (category) void revalidate();
    else setLeaveTo(`/admin/category/${result.data.category.id}`);
  };

  const remove = async () => {
    if (!category) return;
    const result = await apiRequest(`/api/v1/admin/category/${category.id}`, { method: "DELETE" });
    if (!result.ok) return showAlert({ message: result.message, type: "warning" });
    showAlert({ message: "Category deleted", type: "success" });
    setLeaveTo("/admin/categories");
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
            <section className="form-card" aria-labelledby="category-pages-title">
              <h2 id="category-pages-title" className="panel-heading">
                Its pages
              </h2>
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
            </section>
            <section className="form-card danger-zone" aria-labelledby="delete-title">
              <h2 id="delete-title" className="panel-heading">
                Delete this category
              </h2>
              <p>Its pages stay, without a category.</p>
              <ConfirmButton
                title={`Delete ${category.name}?`}
                description="The category is removed; its pages stay, without a category. This cannot be undone."
                onConfirm={remove}
              >
                Delete category
              </ConfirmButton>
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}
