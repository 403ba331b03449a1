/**
 * What a service that causes e-mail depends on: a queue that writes the mail in the caller's
 * transaction (so the mail and the change commit or roll back together), and a nudge for the delivery
 * worker after the commit. server/services.ts builds it from `queueMail` and the worker.
 */
import type { Transaction } from "../../db/client.ts";
import type { OutgoingMail } from "./mail.ts";

/** Queues an e-mail inside the caller's transaction; `wake` nudges the delivery worker after commit. */
export type MailQueue = {
  queue(executor: Transaction, mail: OutgoingMail): Promise<unknown>;
  wake(): void;
};
