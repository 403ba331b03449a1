/**
 * /admin/boat (create) and /admin/boat/{id} (edit): name and slug, summary,
 * description (rich text), details and cabin types (add, remove, reorder), pictures, delete.
 */
import { data } from "react-router";
import { boatInputSchema, satangToThb } from "../../../core/catalog/catalog-schemas.ts";
import { CabinPictures } from "../../components/admin/cabin-pictures.tsx";
import { CatalogFormScreen } from "../../components/admin/catalog-form.tsx";
import { ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { RichTextField } from "../../components/admin/rich-text-field.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { BOAT_LISTS } from "../../lib/catalog-form-lists.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import {
  type CatalogFormValues,
  toListItems,
  useCatalogForm,
  textFields,
} from "../../lib/use-catalog-form.ts";
import type { StoredImage } from "../../../core/images/stored-image.ts";
import type { Route } from "./+types/boat-form";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = (params as { id?: string }).id;
  if (id === undefined) return { boat: null };
  if (!isId(id)) throw data("Boat not found", { status: 404 });
  const boat = await orErrorScreen(context.services.catalog.getBoat(id));
  // The form shows prices in THB, as the API takes them.
  return {
    boat: { ...boat, cabins: boat.cabins.map((cabin) => ({ ...cabin, price: satangToThb(cabin.price) })) },
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.boat ? loaded.boat.name : "New boat"} | Admin | Andaman Liveaboards`);

function valuesOf(boat: Record<string, unknown> | null): CatalogFormValues {
  return {
    fields: textFields(boat, ["name", "slug", "summary", "description"]),
    lists: {
      details: toListItems((boat?.details as Record<string, unknown>[]) ?? [], ["title", "text"]),
      cabins: toListItems((boat?.cabins as Record<string, unknown>[]) ?? [], [
        "name",
        "description",
        "spaces",
        "cabinCount",
        "price",
      ]),
    },
    images: (boat?.images as StoredImage[]) ?? [],
  };
}

export default function AdminBoatForm({ loaderData }: Route.ComponentProps) {
  const { boat } = loaderData;
  return (
    <>
      <BoatForm key={boat?.id ?? "new"} boat={boat as Record<string, unknown> | null} />
      {boat ? <CabinPictures boatId={boat.id} cabins={boat.cabins} /> : null}
    </>
  );
}

function BoatForm({ boat }: { boat: Record<string, unknown> | null }) {
  const form = useCatalogForm({ schema: boatInputSchema, initial: valuesOf(boat) });
  return (
    <CatalogFormScreen kind="boat" item={boat} form={form} fromItem={valuesOf}>
      <section className="form-card form-stack" aria-labelledby="description-title">
        <h2 id="description-title" className="panel-heading">
          Description
        </h2>
        <RichTextField
          label="Description"
          name="description"
          value={form.values.fields.description ?? ""}
          onChange={(html) => form.setField("description", html)}
          error={form.errorFor("description")}
        />
      </section>
      <ItemListEditor form={form} {...BOAT_LISTS.details} />
      <ItemListEditor form={form} {...BOAT_LISTS.cabins} />
    </CatalogFormScreen>
  );
}
