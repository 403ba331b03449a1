/**
 * The operator's contact details (header, footer, contact form) and the homepage's editable parts.
 */
import type { Database } from "../../db/client.ts";
import { homepage, siteSettings } from "../../db/schema.ts";
import type { OperatorContact } from "./site-types.ts";

/**
 * What a site without contact details shows (a fresh database without the demo seed): the company name
 * and nothing else. Every screen renders with it; the contact form says it cannot send yet.
 */
export const UNSET_CONTACT: OperatorContact = {
  companyName: "Andaman Liveaboards",
  licence: "",
  bookingOffice: "",
  mainOffice: "",
  phone: "",
  whatsapp: "",
  line: "",
  wechatIds: [],
  emails: [],
  social: [],
  whatsappGreeting: "",
};

export type Homepage = typeof homepage.$inferSelect;

export class SiteService {
  constructor(private readonly db: Database) {}

  /** The stored contact details, or {@link UNSET_CONTACT} before an admin or the seed has set them. */
  async contact(): Promise<OperatorContact> {
    const [row] = await this.db.select().from(siteSettings).limit(1);
    return row?.contact ?? UNSET_CONTACT;
  }

  async homepage(): Promise<Homepage | null> {
    const [row] = await this.db.select().from(homepage).limit(1);
    return row ?? null;
  }
}
