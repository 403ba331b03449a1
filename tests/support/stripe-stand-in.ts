/**
 * A local stand-in for the parts of Stripe's API the adapter calls (PaymentIntents and refunds), so the
 * real SDK runs against 127.0.0.1 in tests. It answers the same object again for a repeated
 * Idempotency-Key, as Stripe does, and records every request.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInRequest = { path: string; idempotencyKey: string | undefined; body: URLSearchParams };

export async function startStripeStandIn(): Promise<{
  url: string;
  seen: StandInRequest[];
  close: () => void;
}> {
  const seen: StandInRequest[] = [];
  const byKey = new Map<string, string>();
  let counter = 0;
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const body = new URLSearchParams(raw);
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      seen.push({ path: request.url ?? "", idempotencyKey, body });
      const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      let answer: string;
      if (known) answer = known;
      else if (request.url === "/v1/payment_intents") {
        counter += 1;
        answer = JSON.stringify({
          id: `pi_standin_${counter}`,
          object: "payment_intent",
          amount: Number(body.get("amount")),
          currency: body.get("currency"),
          client_secret: `pi_standin_${counter}_secret_abc`,
          status: "requires_payment_method",
        });
      } else if (request.url === "/v1/refunds") {
        counter += 1;
        answer = JSON.stringify({
          id: `re_standin_${counter}`,
          object: "refund",
          amount: Number(body.get("amount")),
        });
      } else {
        response
          .writeHead(404, { "content-type": "application/json" })
          .end('{"error":{"message":"not here"}}');
        return;
      }
      if (idempotencyKey) byKey.set(idempotencyKey, answer);
      response.writeHead(200, { "content-type": "application/json" }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => server.close(),
  };
}
