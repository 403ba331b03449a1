import type { AppLoadContext as ServerLoadContext } from "../server/react-router.ts";

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}
