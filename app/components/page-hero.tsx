import type { ReactNode } from "react";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { StoredImg } from "./stored-image.tsx";

export type PageHeroProps = {
  title: string;
  eyebrow?: ReactNode;
  summary?: ReactNode;
  image?: StoredImage | null;
  /** "large" opens content pages; "compact" heads simple screens. */
  size?: "large" | "compact";
  /** Chips, buttons: shown under the summary. */
  children?: ReactNode;
};

/**
 * The dark band that opens every screen, with the page's one <h1>. With an image it is a full hero:
 * the picture under a scrim that keeps white text above AA contrast; the header floats over it on the
 * paths where the header starts transparent.
 */
export function PageHero({ title, eyebrow, summary, image, size = "large", children }: PageHeroProps) {
  return (
    <section
      className={size === "compact" ? "page-hero page-hero-compact" : "page-hero"}
      aria-labelledby="page-title"
    >
      {image ? <StoredImg image={image} className="page-hero-image" priority alt="" sizes="100vw" /> : null}
      <div className="page-hero-scrim" aria-hidden="true" />
      <div className="container page-hero-content">
        {eyebrow ? <p className="eyebrow eyebrow-light">{eyebrow}</p> : null}
        <h1 id="page-title">{title}</h1>
        {summary ? <p className="page-hero-summary">{summary}</p> : null}
        {children}
      </div>
    </section>
  );
}
