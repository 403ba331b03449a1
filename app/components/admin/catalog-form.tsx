/**
 * The frame of every catalogue form (boat, dive site, course, page): the name and slug (made from the
 * name until edited, with the public address it gives), the summary, the kind's own fields
 * (`children`), the pictures, Save, and on an existing item a "View" link and "Delete" with a
 * confirmation. Saves post the form as multipart to the route's action (app/lib/catalog-actions.server.ts,
 * the API's schemas and service); the server's message shows as an alert and under its `field`.
 */
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { showAlert } from "../../lib/alerts.tsx";
import { CATALOG_KINDS, type CatalogAdminKind, editPath, publicPath } from "../../lib/catalog-admin.ts";
import { useActionFetcher } from "../../lib/use-action-fetcher.ts";
import type { StoredImage } from "../../../core/images/stored-image.ts";
import {
  type CatalogForm,
  type CatalogFormValues,
  given,
  textFields,
  toListItems,
} from "../../lib/use-catalog-form.ts";
import { AdminPageHead } from "../admin-page-head.tsx";
import { SubmitButton, TextAreaField, TextField } from "../form-field.tsx";
import { ConfirmButton } from "./confirm-button.tsx";
import { ImageManager } from "./image-manager.tsx";
import type { ItemField } from "./item-list-editor.tsx";
import { UnsavedChangesGuard } from "./unsaved-changes.tsx";
import { FormCard } from "./form-card.tsx";

/**
 * A catalogue form's values from its saved item, or empty ones for a new item: the text fields named,
 * each list's items with the fields its editor shows (`lists`, as in app/lib/catalog-form-lists.ts),
 * and the pictures.
 */
export function catalogFormValues<Item extends Record<string, unknown> & { images: StoredImage[] }>(
  item: Item | null,
  fieldNames: readonly string[],
  lists: readonly { list: string; fields: readonly ItemField[] }[],
): CatalogFormValues {
  return {
    fields: textFields(item, fieldNames),
    lists: Object.fromEntries(
      lists.map(({ list, fields }) => {
        const stored = item?.[list];
        const names = fields.map((field) => field.name);
        return [list, toListItems(isStoredList(stored) ? stored : [], names)];
      }),
    ),
    images: item?.images ?? [],
  };
}

const isStoredList = (value: unknown): value is readonly Record<string, unknown>[] => Array.isArray(value);

/** What a catalogue form's action answers (app/lib/catalog-actions.server.ts). */
type CatalogAnswer<Item> = { done: string; item: Item } | { done: string; deleted: true };

export function CatalogFormScreen<Item extends { id: string; slug: string }>({
  kind,
  item,
  savedName,
  form,
  fromItem,
  nameField = "name",
  nameLabel = "Name",
  children,
}: {
  kind: CatalogAdminKind;
  /** The saved item when editing (its id and slug give the "View" link); null when new. */
  item: Item | null;
  /** The saved item's name, the screen's title. */
  savedName?: string;
  form: CatalogForm;
  /** The form's values from the item the action answers with. */
  fromItem: (item: Item) => CatalogFormValues;
  nameField?: string;
  nameLabel?: string;
  children: ReactNode;
}) {
  const itemId = item?.id;
  const savedSlug = item?.slug;
  const info = CATALOG_KINDS[kind];
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { submit, busy: saving } = useActionFetcher<CatalogAnswer<Item>>({
    onDone: (answer) => {
      showAlert({ message: answer.done, type: "success" });
      if ("deleted" in answer) {
        form.reset({ fields: {}, lists: {}, images: [] });
        setLeaveTo(info.listPath);
        return;
      }
      form.reset(fromItem(answer.item));
      if (!itemId) setLeaveTo(editPath(kind, answer.item.id));
    },
    onRefused: (refusal) => {
      if (refusal.field) form.setServerError({ field: refusal.field, message: refusal.error });
    },
  });

  // Move on once the form has nothing unsaved (after a create or a delete).
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !form.dirty) return;
    if (!form.data) {
      form.touchAll();
      const formElement = event.currentTarget;
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    body.set("intent", "save");
    for (const [name, value] of Object.entries(given(form.values.fields))) {
      if (name !== "slug") body.set(name, value);
    }
    if (form.slugManual) body.set("slug", form.slug);
    for (const name of Object.keys(form.values.lists)) body.set(name, JSON.stringify(form.data[name] ?? []));
    if (itemId && form.values.images.length > 0) {
      body.set("imageOrder", JSON.stringify(form.values.images.map((image) => image.id)));
      body.set("savedImageAlts", JSON.stringify(form.data.savedImageAlts));
    }
    for (const upload of form.uploads) body.append("images", upload.file, upload.file.name);
    if (form.uploads.length > 0)
      body.set("imageAlts", JSON.stringify(form.uploads.map((upload) => upload.alt)));
    void submit(body);
  };

  const remove = async () => {
    if (itemId) await submit({ intent: "delete" }, { encType: "application/x-www-form-urlencoded" });
  };

  const address = publicPath(kind, form.slug || "…");
  return (
    <>
      <AdminPageHead
        title={itemId ? (savedName ?? `Edit ${info.noun}`) : `New ${info.noun}`}
        back={{ to: info.listPath, label: `All ${info.plural.toLowerCase()}` }}
        summary={
          itemId && savedSlug ? (
            <a href={publicPath(kind, savedSlug)} target="_blank" rel="noreferrer" className="text-link">
              View the public page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : undefined
        }
      />
      <UnsavedChangesGuard when={form.dirty && !leaveTo} />
      <form
        className="admin-section catalog-form"
        onSubmit={save}
        noValidate
        aria-label={`${info.noun} details`}
      >
        <FormCard headingId="basics-title" title="Basics" className="form-stack">
          <TextField label={nameLabel} autoComplete="off" {...form.bind(nameField)} />
          <TextField
            label="Slug"
            name="slug"
            autoComplete="off"
            value={form.slug}
            onChange={(event) => form.setSlug(event.target.value)}
            onBlur={() => form.touch("slug")}
            error={form.errorFor("slug")}
            hint={
              <>
                Public address: <span className="admin-slug">{address}</span>
                {form.slugManual ? "" : " (made from the name)"}
              </>
            }
          />
          {form.slugManual ? (
            <button type="button" className="button button-outline button-small" onClick={form.resetSlug}>
              Make the slug from the name
            </button>
          ) : null}
          <TextAreaField label="Summary" rows={3} {...form.bind("summary")} />
        </FormCard>
        {children}
        <ImageManager form={form} kind={kind} itemId={itemId} />
        <div className="button-row catalog-form-actions">
          <SubmitButton ready={form.valid && form.dirty} busy={saving} notReadyHint={notReadyHint(form)}>
            {saving ? "Saving…" : itemId ? "Save" : `Create ${info.noun}`}
          </SubmitButton>
          {form.dirty ? <p className="field-hint">Unsaved changes</p> : null}
        </div>
      </form>
      {itemId ? (
        <FormCard headingId="delete-title" title={<>Delete this {info.noun}</>} className="danger-zone">
          <p>Its pictures go with it and its public address stops working. This cannot be undone.</p>
          <ConfirmButton
            title={`Delete ${savedName ?? `this ${info.noun}`}?`}
            description={`${savedName ?? `The ${info.noun}`} and its pictures are removed from the site. This cannot be undone.`}
            onConfirm={remove}
          >
            Delete {info.noun}
          </ConfirmButton>
        </FormCard>
      ) : null}
    </>
  );
}

/** Why Save waits: nothing changed yet, a picture without its alt text, or a field to correct. */
function notReadyHint(form: CatalogForm): string | undefined {
  if (!form.dirty) return undefined;
  const missingAlt = [...form.uploads, ...form.values.images].some((picture) => !picture.alt.trim());
  if (missingAlt) return "Each picture needs its alt text (what it shows) before this can be saved.";
  return form.valid ? undefined : "Some fields need correcting first: press the button to see which.";
}
