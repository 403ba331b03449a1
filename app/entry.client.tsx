import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { guardRouteModuleLoads, sessionStorageOrNull } from "./lib/lazy-reload.ts";

// The page's scripts arrived: the inline boot guard stands down (spec §8).
window.__bootGuard?.started();
guardRouteModuleLoads(console, sessionStorageOrNull());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
