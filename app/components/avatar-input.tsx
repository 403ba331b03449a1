/**
 * The profile picture field (spec §2 Sign-up, §9 "Avatar preview 56 by 56 px"): a file input for an
 * image of at most 5 MB and a 56 × 56 preview of the chosen file (or of the current picture). The
 * picture is what shows, not the file's name: the browser's "Choose File / No file chosen" is
 * visually hidden behind a button of the site's own ("Choose a picture", then "Change picture").
 */
import { useEffect, useId, useRef, useState } from "react";
import { formatBytes, MAX_IMAGE_BYTES } from "../../core/images/limits.ts";
import { FieldMessages } from "./form-field.tsx";

export type AvatarFile = { file: File; url: string };

/**
 * The chosen picture and its preview URL. The URL is revoked when the picture changes and when the
 * form goes away; the state lives with the form, so the preview survives the form being swapped out
 * for a spinner.
 */
export function useAvatarFile() {
  const [avatar, setAvatar] = useState<AvatarFile | null>(null);
  const current = useRef<AvatarFile | null>(null);
  useEffect(() => () => revoke(current.current), []);
  const set = (file: File | null) => {
    revoke(current.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    current.current = next;
    setAvatar(next);
  };
  return [avatar, set] as const;
}

function revoke(avatar: AvatarFile | null) {
  if (avatar) URL.revokeObjectURL(avatar.url);
}

/** Why a file cannot be the avatar, or null when it can. */
export function avatarProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Please choose an image file (JPEG, PNG, WebP…)";
  if (file.size > MAX_IMAGE_BYTES) return `The picture is too large: ${formatBytes(MAX_IMAGE_BYTES)} at most`;
  return null;
}

export function AvatarInput({
  avatar,
  onChange,
  currentUrl,
  label = "Profile picture",
}: {
  avatar: AvatarFile | null;
  onChange: (file: File | null) => void;
  /** The picture already saved, previewed until another is chosen. */
  currentUrl?: string | null;
  label?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = avatar?.url ?? currentUrl ?? null;
  return (
    <div className="field avatar-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="avatar-field-row">
        {preview ? (
          <img
            className="avatar avatar-preview"
            src={preview}
            alt={avatar ? "The picture you chose" : "Your picture"}
            width={56}
            height={56}
          />
        ) : (
          <span className="avatar avatar-preview avatar-preview-empty" aria-hidden="true" />
        )}
        <input
          ref={input}
          id={id}
          className="visually-hidden avatar-file-input"
          type="file"
          accept="image/*"
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const reason = file ? avatarProblem(file) : null;
            setProblem(reason);
            if (reason) {
              event.target.value = "";
              onChange(null);
              return;
            }
            onChange(file);
          }}
        />
        {/* A second label of the input, hidden from assistive technology (its name stays the field's). */}
        <label htmlFor={id} className="button button-small button-outline avatar-choose" aria-hidden="true">
          {preview ? "Change picture" : "Choose a picture"}
        </label>
        {avatar ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              if (input.current) input.current.value = "";
              onChange(null);
            }}
          >
            Remove
          </button>
        ) : null}
      </div>
      <FieldMessages
        hint="Optional. An image of up to 5 MB."
        hintId={`${id}-hint`}
        error={problem ?? undefined}
        errorId={`${id}-error`}
      />
    </div>
  );
}
