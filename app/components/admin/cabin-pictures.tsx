/**
 * The photographs of each saved cabin type of a boat (shown on its departures' pages beside the cabin's
 * layout drawing): the current ones, each deleted after a confirmation, and a picture added with its
 * required alt text. Each change is saved at once through the route action at
 * /admin/boat/{id}/cabin-pictures (a fetcher: the boat's own form and its unsaved changes stay as
 * they are), and the boat is read again so the list shows what is stored.
 */
import { useEffect, useId } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { StoredImage } from "../../../core/images/stored-image.ts";
import { showAlert } from "../../lib/alerts.tsx";
import { doneNotice, problemNotice } from "../../lib/done-notice.ts";
import { ActionNotices } from "../action-notices.tsx";
import { StoredImg } from "../stored-image.tsx";
import { ConfirmButton } from "./confirm-button.tsx";
import { FormCard } from "./form-card.tsx";

export type CabinWithPictures = { id: string; name: string; images: StoredImage[] };

type Answer = { done?: string; error?: string };

export function CabinPictures({ boatId, cabins }: { boatId: string; cabins: readonly CabinWithPictures[] }) {
  // What a change sent before the screen's script ran did (the action redirects back here).
  const [search] = useSearchParams();

  if (cabins.length === 0) return null;
  return (
    <FormCard headingId="cabin-pictures-title" title="Cabin pictures" className="form-stack">
      <p className="field-hint">
        Shown on this boat's departures with each cabin type. Saved at once; save a new cabin type first.
      </p>
      <ActionNotices done={doneNotice(search)} error={problemNotice(search)} />
      {cabins.map((cabin) => (
        <CabinPictureList key={cabin.id} boatId={boatId} cabin={cabin} />
      ))}
    </FormCard>
  );
}

function CabinPictureList({ boatId, cabin }: { boatId: string; cabin: CabinWithPictures }) {
  const fetcher = useFetcher<Answer>();
  const id = useId();
  const action = `/admin/boat/${boatId}/cabin-pictures`;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.error) showAlert({ message: answer.error, type: "warning" });
    else if (answer?.done) showAlert({ message: `${cabin.name}: ${answer.done}`, type: "success" });
  }, [answer, cabin.name]);

  return (
    <section className="cabin-pictures" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{cabin.name}</h3>
      {cabin.images.length === 0 ? <p className="field-hint">No pictures yet.</p> : null}
      {cabin.images.length > 0 ? (
        <ul className="image-grid" aria-label={`Pictures of ${cabin.name}`}>
          {cabin.images.map((image, index) => (
            <li key={image.id} className="image-tile">
              <StoredImg image={image} className="image-tile-picture" sizes="12rem" />
              <p>{image.alt}</p>
              <ConfirmButton
                className="button button-outline button-small"
                title="Delete this picture?"
                description={`"${image.alt}" is removed from ${cabin.name} at once. This cannot be undone.`}
                onConfirm={() =>
                  fetcher.submit(
                    { intent: "delete", cabinId: cabin.id, imgId: image.id },
                    { method: "post", action },
                  )
                }
              >
                Delete
                <span className="visually-hidden">
                  {" "}
                  picture {index + 1} of {cabin.name}
                </span>
              </ConfirmButton>
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="field-row"
        aria-label={`Add a picture of ${cabin.name}`}
        key={cabin.images.length}
      >
        <input type="hidden" name="cabinId" value={cabin.id} />
        <div className="field">
          <label htmlFor={`${id}-file`} className="field-label">
            Picture of {cabin.name}
          </label>
          <input
            id={`${id}-file`}
            name="images"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            className="field-input"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt`} className="field-label">
            Alt text
          </label>
          <input id={`${id}-alt`} name="imageAlt" required maxLength={300} className="field-input" />
          <p className="field-hint">What the picture shows, for people who cannot see it.</p>
        </div>
        <button
          type="submit"
          className="button button-outline button-small"
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? "Saving…" : "Add the picture"}
        </button>
      </fetcher.Form>
    </section>
  );
}
