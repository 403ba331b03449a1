/**
 * POST /admin/boat/{id}/cabin-pictures: the boat screen's cabin pictures (app/components/admin/
 * cabin-pictures.tsx) write here, a resource route with no page of its own (decision 0031). A form with
 * `intent=delete` removes one picture (`cabinId`, `imgId`); otherwise it adds the pictures sent in
 * `images` with their alt texts in `imageAlt`, one per file, in order. The same schema and service calls
 * as `/api/v1/admin/boat/cabin/images` and `/api/v1/admin/boat/cabin/image`. Sent as a plain post
 * (before the boat screen's script ran), it answers a redirect back to the boat screen, which says what
 * happened, instead of data the browser would show as text.
 */
import { redirect } from "react-router";
import {
  cabinPicturesBodySchema,
  cabinPicturesQuerySchema,
} from "../../../core/catalog/cabin-picture-schemas.ts";
import { formatBytes, MAX_IMAGE_BYTES } from "../../../core/images/limits.ts";
import { actionFailed, invalidForm, refused } from "../../lib/action-answers.server.ts";
import { readFormData } from "../../lib/form-data.server.ts";
import { isPlainFormPost, withDone, withProblem } from "../../lib/done-notice.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/cabin-pictures";

/** Opened as a page (a bookmark, a form sent without script and reloaded): the boat's screen. */
export function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  throw redirect(`/admin/boat/${encodeURIComponent(params.id)}`);
}

export async function action(args: Route.ActionArgs) {
  const answer = await changeCabinPictures(args);
  if (!isPlainFormPost(args.request)) return answer;
  const screen = `/admin/boat/${encodeURIComponent(args.params.id)}`;
  return redirect(
    "change" in answer
      ? withDone(screen, `cabin-picture-${answer.change}`)
      : withProblem(screen, "cabin-picture-refused"),
    303,
  );
}

async function changeCabinPictures({ context, params, request }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await readFormData(request);
  const query = cabinPicturesQuerySchema.safeParse({ id: params.id, cabinId: form.get("cabinId") });
  if (!query.success) return invalidForm(query.error);
  const { id, cabinId } = query.data;
  const { catalogAdmin } = context.services;
  try {
    if (form.get("intent") === "delete") {
      const imgId = String(form.get("imgId") ?? "");
      if (!imgId) return refused("Choose the picture to delete", "imgId");
      await catalogAdmin.deleteCabinPicture(id, cabinId, imgId);
      return { done: "Picture deleted", change: "deleted" as const };
    }
    const files = form.getAll("images").filter((file): file is File => file instanceof File && file.size > 0);
    const tooLarge = files.find((file) => file.size > MAX_IMAGE_BYTES);
    if (tooLarge) {
      return refused(`${tooLarge.name} is larger than ${formatBytes(MAX_IMAGE_BYTES)}`, "images");
    }
    const uploads = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
    const body = cabinPicturesBodySchema.safeParse({ imageAlts: form.getAll("imageAlt").map(String) });
    if (!body.success) return invalidForm(body.error);
    await catalogAdmin.addCabinPictures(id, cabinId, uploads, body.data.imageAlts);
    return {
      done: uploads.length === 1 ? "Picture added" : `${uploads.length} pictures added`,
      change: "added" as const,
    };
  } catch (error) {
    return actionFailed(error);
  }
}
