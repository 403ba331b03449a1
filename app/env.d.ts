import type { AppLoadContext as ServerLoadContext } from "../server/react-router.ts";

declare module "react-router" {
  // The load context every loader and action receives (see server/react-router.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}
