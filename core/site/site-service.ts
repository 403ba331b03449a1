/**
 * The operator's contact details (header, footer, contact form) and the homepage's editable parts.
 */
import type { Database } from "../../db/client.ts";
import { homepage, siteSettings } from "../../db/schema.ts";
import type { OperatorContact } from "./site-types.ts";
import { AppError } from "../shared/errors.ts";

export type Homepage = typeof homepage.$inferSelect;

export class SiteService {
  constructor(private readonly db: Database) {}

  async contact(): Promise<OperatorContact> {
    const [row] = await this.db.select().from(siteSettings).limit(1);
    if (!row) throw new AppError("unavailable", "The operator's contact details are not set up yet");
    return row.contact;
  }

  async homepage(): Promise<Homepage | null> {
    const [row] = await this.db.select().from(homepage).limit(1);
    return row ?? null;
  }
}
