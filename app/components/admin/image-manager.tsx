/**
 * The pictures of a catalogue item: the current ones in their order (drag or keyboard to reorder,
 * saved with the form as `imageOrder`; their alt texts edited in place, saved with the form as
 * `savedImageAlts`; delete one at once after a confirmation, through the route's action with
 * `intent=delete-image`), and new ones chosen here, each previewed with its required alt text
 * (sent with the form in `images` and `imageAlts`).
 */
import type { StoredImage } from "../../../core/images/stored-image.ts";
import { showAlert } from "../../lib/alerts.tsx";
import type { CatalogAdminKind } from "../../lib/catalog-admin.ts";
import { useActionFetcher } from "../../lib/use-action-fetcher.ts";
import { type CatalogForm, newKey } from "../../lib/use-catalog-form.ts";
import { TextField } from "../form-field.tsx";
import { StoredImg } from "../stored-image.tsx";
import { ConfirmButton } from "./confirm-button.tsx";
import { SortableList } from "./sortable-list.tsx";
import { FormCard } from "./form-card.tsx";

export function ImageManager({
  form,
  kind,
  itemId,
  title = "Pictures",
  hint,
}: {
  form: CatalogForm;
  /** Whose pictures: a catalogue kind, or the homepage's slides. */
  kind: CatalogAdminKind | "home";
  /** The item's id once it exists (pictures can be deleted then). */
  itemId?: string;
  title?: string;
  hint?: string;
}) {
  const owner = kind === "home" ? "homepage" : kind.replace("-", " ");
  const { images } = form.values;
  const label = (image: StoredImage, index: number) => image.alt || `picture ${index + 1}`;

  const { submit } = useActionFetcher<{ imageDeleted: string }>({
    onDone: (answer) => {
      form.dropSavedImage(answer.imageDeleted);
      showAlert({ message: "Picture deleted", type: "success" });
    },
  });
  const remove = async (image: StoredImage) => {
    if (!itemId) return;
    await submit(
      { intent: "delete-image", imgId: image.id },
      { encType: "application/x-www-form-urlencoded" },
    );
  };

  const choose = (files: FileList | null) => {
    if (!files) return;
    const added = [...files].map((file) => ({
      key: newKey(),
      file,
      preview: URL.createObjectURL(file),
      alt: "",
    }));
    form.setUploads([...form.uploads, ...added]);
  };

  const imagesError = form.errorFor("images") ?? form.errorFor("imageOrder");
  return (
    <FormCard headingId="images-title" title={title} className="image-manager">
      {hint ? <p className="field-hint">{hint}</p> : null}
      {imagesError ? <p className="field-error">{imagesError}</p> : null}
      {images.length === 0 && form.uploads.length === 0 ? (
        <p className="field-hint">No pictures yet.</p>
      ) : null}
      {images.length > 0 ? (
        <SortableList
          layout="grid"
          className="image-grid"
          items={images}
          idOf={(image) => image.id}
          labelOf={(image, index) => `Move ${label(image, index)}`}
          onReorder={form.setImages}
          renderItem={(image, index, handle) => (
            <figure className="image-tile" data-image-id={image.id}>
              <StoredImg image={image} className="image-tile-picture" sizes="12rem" />
              <TextField
                label={`Alt text of picture ${index + 1}`}
                name={`savedImageAlt-${index}`}
                className="image-tile-alt"
                value={image.alt}
                error={form.errorFor(`savedImageAlts.${index}.alt`)}
                onBlur={() => form.touch(`savedImageAlts.${index}.alt`)}
                onChange={(event) => form.setImageAlt(image.id, event.target.value)}
              />
              <div className="image-tile-actions">
                {handle}
                <ConfirmButton
                  className="button button-outline button-small"
                  title="Delete this picture?"
                  description={`"${label(image, index)}" is removed from the ${owner} at once. This cannot be undone.`}
                  onConfirm={() => remove(image)}
                >
                  Delete<span className="visually-hidden"> {label(image, index)}</span>
                </ConfirmButton>
              </div>
            </figure>
          )}
        />
      ) : null}
      {form.uploads.length > 0 ? (
        <ul className="image-grid" aria-label="Pictures to upload">
          {form.uploads.map((upload, index) => (
            <li key={upload.key} className="image-tile">
              <img src={upload.preview} alt="" className="image-tile-picture" />
              <TextField
                label={`Alt text of ${upload.file.name}`}
                name={`imageAlt-${index}`}
                value={upload.alt}
                error={form.errorFor(`imageAlts.${index}`)}
                hint="What the picture shows, for people who cannot see it."
                onBlur={() => form.touch(`imageAlts.${index}`)}
                onChange={(event) =>
                  form.setUploads(
                    form.uploads.map((other) =>
                      other === upload ? { ...other, alt: event.target.value } : other,
                    ),
                  )
                }
              />
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => form.setUploads(form.uploads.filter((other) => other !== upload))}
              >
                Remove<span className="visually-hidden"> {upload.file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="field">
        <label htmlFor="image-files" className="field-label">
          Add pictures
        </label>
        <input
          id="image-files"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          className="field-input"
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = "";
          }}
        />
        <p className="field-hint">
          JPEG, PNG, WebP or AVIF; up to 12 at once. New pictures come after the current ones.
        </p>
      </div>
    </FormCard>
  );
}
