/**
 * /admin/page (create) and /admin/page/{id} (edit): title and slug, summary, body
 * (rich text), category and page number (the category's page-number options from
 * GET /api/v1/pages?categoryId=, one more when the page joins the category), in the footer, list
 * items and events (add, remove, reorder), pictures, delete.
 */
import { useEffect, useState } from "react";
import { type ShouldRevalidateFunction } from "react-router";
import { pageInputSchema } from "../../../core/catalog/catalog-schemas.ts";
import { catalogFormValues, CatalogFormScreen } from "../../components/admin/catalog-form.tsx";
import { CatalogRichTextField } from "../../components/admin/rich-text-field.tsx";
import { ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { SelectField } from "../../components/form-field.tsx";
import { catalogItemAction } from "../../lib/catalog-actions.server.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { EVENTS, LIST_ITEMS } from "../../lib/catalog-form-lists.ts";
import { type CatalogFormValues, useCatalogForm } from "../../lib/use-catalog-form.ts";
import type { Route } from "./+types/page-form";
import { privateMeta } from "../../lib/meta.ts";
import { leftWhenDeleted } from "../../lib/use-action-fetcher.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { editedCatalogItem } from "../../lib/edited-item.server.ts";
import { FormCard } from "../../components/admin/form-card.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  const page = await editedCatalogItem(args, "page", (id) => services.catalog.getPage(id));
  const categories = (await orErrorScreen(services.catalogAdmin.listCategories())).map((category) => ({
    id: category.id,
    name: category.name,
    pageCount: category.pages.length,
  }));
  return { page, categories };
}

export const action = (args: Route.ActionArgs) =>
  catalogItemAction("page", args, (id) => args.context.services.catalog.getPage(id));

export const shouldRevalidate: ShouldRevalidateFunction = leftWhenDeleted;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.page ? loaded.page.title : "New page"} | Admin | Andaman Liveaboards`);

const TEXT_FIELDS = ["title", "slug", "summary", "body", "categoryId", "position"];

type Page = NonNullable<Route.ComponentProps["loaderData"]["page"]>;

function valuesOf(page: Page | null): CatalogFormValues {
  const values = catalogFormValues(page, TEXT_FIELDS, [LIST_ITEMS, EVENTS]);
  if (!page?.categoryId) values.fields.position = "";
  return values;
}

type CategoryOption = { id: string; name: string; pageCount: number };

export default function AdminPageForm({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageForm key={page?.id ?? "new"} page={page} categories={loaderData.categories} />;
}

function PageForm({ page, categories }: { page: Page | null; categories: CategoryOption[] }) {
  const form = useCatalogForm({ schema: pageInputSchema, initial: valuesOf(page), nameField: "title" });
  const categoryId = form.values.fields.categoryId ?? "";
  const pageCount = usePageCount(categoryId, categories);
  // A page joining the category (a new page, or one moved from another) adds one place at the end.
  const joining = !page || page.categoryId !== categoryId;
  const places = pageCount + (joining ? 1 : 0);
  return (
    <CatalogFormScreen
      kind="page"
      item={page}
      savedName={page?.title}
      form={form}
      fromItem={valuesOf}
      nameField="title"
      nameLabel="Title"
    >
      <FormCard headingId="page-place-title" title="Place and body" className="form-stack">
        <div className="field-row">
          <SelectField
            label="Category"
            options={[
              { value: "", label: "No category" },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
            {...form.bind("categoryId")}
            onChange={(event) => {
              form.setField("categoryId", event.target.value);
              form.setField("position", event.target.value ? String(joiningPlace(event.target.value)) : "");
            }}
          />
          {categoryId ? (
            <SelectField
              label="Page number"
              hint="Its place in the category (1 = first)."
              options={Array.from({ length: Math.max(places, 1) }, (_, i) => String(i + 1))}
              {...form.bind("position")}
            />
          ) : null}
        </div>
        <CatalogRichTextField form={form} name="body" label="Body" />
      </FormCard>
      <ItemListEditor form={form} {...LIST_ITEMS} />
      <ItemListEditor form={form} {...EVENTS} />
    </CatalogFormScreen>
  );

  function joiningPlace(nextCategory: string) {
    const count = categories.find((c) => c.id === nextCategory)?.pageCount ?? 0;
    return page && page.categoryId === nextCategory ? Number(page.position) || 1 : count + 1;
  }
}

/** How many pages the category has, read again from GET /api/v1/pages?categoryId= when it changes. */
function usePageCount(categoryId: string, categories: CategoryOption[]) {
  const known = categories.find((c) => c.id === categoryId)?.pageCount ?? 0;
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => {
    if (!categoryId) return;
    let current = true;
    void apiRequest<{ data?: { pages: unknown[] } }>(
      `/api/v1/pages?categoryId=${encodeURIComponent(categoryId)}`,
    ).then((result) => {
      if (current && result.ok && result.data.data) {
        setCounts((before) => ({ ...before, [categoryId]: result.data.data!.pages.length }));
      }
    });
    return () => {
      current = false;
    };
  }, [categoryId]);
  return counts[categoryId] ?? known;
}
