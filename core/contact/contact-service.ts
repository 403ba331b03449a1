/**
 * The contact form (spec §2, §7): after the human check, the message is queued for the operator's
 * address with the sender as Reply-To. Header fields never carry the visitor's line breaks.
 */
import type { Database } from "../../db/client.ts";
import type { HumanVerifier } from "../human-check/human-verifier.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { ContactInput } from "../accounts/account-schemas.ts";
import type { SiteService } from "../site/site-service.ts";
import { AppError, isAppError } from "../shared/errors.ts";

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

export class ContactService {
  constructor(
    private readonly deps: { db: Database; site: SiteService; humanCheck: HumanVerifier; mail: MailQueue },
  ) {}

  async send(input: ContactInput, key: string | undefined): Promise<void> {
    await this.deps.humanCheck.verify(key);
    const contact = await this.deps.site.contact();
    const to = contact.emails[0];
    if (!to) {
      throw new AppError(
        "unavailable",
        "Messages cannot be sent yet: the operator's e-mail address is not set up. Please call or write to us directly.",
      );
    }
    const name = oneLine(`${input.firstName} ${input.lastName}`);
    await this.deps.db
      .transaction(async (tx) => {
        await this.deps.mail.queue(tx, {
          to,
          replyTo: input.email,
          kind: "contact",
          subject: `Website enquiry from ${name}`.slice(0, 200),
          text:
            `${input.message}\n\n--\n${name}\n${input.email}\n${oneLine(input.phone)}\n` +
            `${oneLine(input.country)} (${input.countryCode})\n`,
        });
      })
      .catch((error: unknown) => {
        // The outbox takes only one plain address; the visitor knows the field as "email".
        if (isAppError(error) && error.field === "replyTo")
          throw AppError.badRequest("Please enter a valid email", "email");
        throw error;
      });
    this.deps.mail.wake();
  }
}
