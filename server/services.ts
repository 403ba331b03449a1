/**
 * The composition root: builds every service once from the database and settings. The API, the
 * rendered pages (through the load context) and the admin all use these same objects.
 */

import { CatalogService } from "../core/catalog/catalog-service.ts";
import { SiteService } from "../core/site/site-service.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { Config } from "./config.ts";

export type PublicSettings = {
  publicUrl: string;
  /** The card-payment provider's publishable key (the offline test-card provider has its own). */
  paymentsPublishableKey: string;
  paymentsProvider: "stripe" | "test-card";
};

export type AppServices = {
  catalog: CatalogService;
  site: SiteService;
  database: Pick<DatabaseHandle, "kind" | "ping">;
  settings: PublicSettings;
};

/** The offline provider's stand-in publishable key: the card form knows to use the local test-card flow. */
export const TEST_CARD_PUBLISHABLE_KEY = "pk_test_offline_test_card_provider";

export function createServices(database: DatabaseHandle, config: Config): AppServices {
  return {
    catalog: new CatalogService(database.db),
    site: new SiteService(database.db),
    database,
    settings: {
      publicUrl: config.publicUrl,
      paymentsProvider: config.payments.kind,
      paymentsPublishableKey:
        config.payments.kind === "stripe" ? config.payments.publishableKey : TEST_CARD_PUBLISHABLE_KEY,
    },
  };
}
