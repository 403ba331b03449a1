/**
 * What admins send to change the homepage (spec §7 `/admin/home`): the hero, intro, parallax sections
 * and call-to-action items, with the picture fields every catalogue resource has. Shared by the API and
 * the homepage screen; built from the catalogue's field schemas (core/catalog/catalog-schemas.ts).
 */
import { z } from "zod";
import {
  clearableText,
  imgIdField,
  jsonList,
  NAME_MAX,
  optionalText,
  pictureFields,
  SUMMARY_MAX,
} from "../catalog/catalog-schemas.ts";
import { textSchema } from "../shared/validation.ts";

/** `DELETE /admin/home/image?id=1&imgId=`: the homepage's id is a number. */
export const homeImageQuerySchema = z.object({
  id: z.coerce
    .number({ error: "id must be the homepage's id" })
    .int({ error: "id must be the homepage's id" }),
  imgId: imgIdField,
});

/** A parallax section of the homepage; `imageId` keeps the picture the item already has. */
const parallaxItemSchema = z.object(
  {
    title: textSchema("Parallax title").min(1, { error: "Parallax title is required" }).max(NAME_MAX),
    text: textSchema("Parallax text", { multiline: true }).max(2000).default(""),
    imageId: textSchema("Parallax imageId").max(200).optional(),
  },
  { error: "Each parallax section needs a title and a text" },
);

/** A call-to-action item: a link to a site page (a path) or another site (https). */
const callToActionItemSchema = z.object(
  {
    title: textSchema("Call-to-action title")
      .min(1, { error: "Call-to-action title is required" })
      .max(NAME_MAX),
    text: textSchema("Call-to-action text", { multiline: true }).max(2000).default(""),
    linkLabel: textSchema("Call-to-action link label")
      .min(1, { error: "Call-to-action link label is required" })
      .max(60),
    href: textSchema("Call-to-action link")
      .max(500)
      .refine((href) => /^\/(?!\/)/.test(href) || /^https:\/\//.test(href), {
        error: "Call-to-action link must be a path on this site (/…) or an https:// address",
      }),
    imageId: textSchema("Call-to-action imageId").max(200).optional(),
  },
  { error: "Each call-to-action item needs a title, a text, a link label and a link" },
);

/**
 * The homepage (one): hero title and subtitle, the hero picture (the first slide) and more slides
 * (`images`, with the picture fields of every resource), intro, parallax sections and call-to-action
 * items. A parallax section or call-to-action item shows one of the homepage's saved pictures, named by
 * `imageId`.
 */
export const homepageInputSchema = z.object({
  heroTitle: textSchema("Hero title").min(1, { error: "Hero title is required" }).max(NAME_MAX),
  // An empty subtitle or intro clears it (the form sends both every time).
  heroSubtitle: clearableText("Hero subtitle", SUMMARY_MAX).optional(),
  /** The alt text of a new hero picture sent in `heroImage`. */
  heroImageAlt: optionalText("Hero image alt text", 300),
  intro: clearableText("Intro", 4000, true).optional(),
  parallax: jsonList("Parallax sections", parallaxItemSchema).optional(),
  callToAction: jsonList("Call-to-action items", callToActionItemSchema).optional(),
  ...pictureFields,
});
export const homepageChangeSchema = homepageInputSchema.partial();
export type HomepageInput = z.output<typeof homepageInputSchema>;
