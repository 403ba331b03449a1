/**
 * The home page's shared reads (core/site/home-content.ts) as the server wires them: kept between
 * requests, read again at once when anything on the content feed changes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boats } from "../../db/schema.ts";
import { createApiHarness, type ApiHarness } from "../support/api-harness.ts";
import { makeBoat } from "../support/factories.ts";

describe(`home content on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await createApiHarness();
  });
  afterAll(() => h.close());

  const boatNames = async () => (await h.services.homeContent.get()).boats.map((boat) => boat.name);

  it("is kept between requests, and read again at once after a change on the content feed", async () => {
    const boat = await makeBoat(h.database.db, { name: "MV Keeper", slug: "mv-keeper" });
    expect(await boatNames()).toContain("MV Keeper");
    // Written behind the services' back: the kept copy still shows the old name...
    await h.database.db.update(boats).set({ name: "MV Renamed" }).where(eq(boats.id, boat.id));
    h.clock.advance(5_000);
    expect(await boatNames()).toContain("MV Keeper");
    // ...until the feed says something changed (as every admin write and booking does)...
    h.services.contentEvents.emit({ kind: "boat", id: boat.id });
    expect(await boatNames()).toContain("MV Renamed");
    // ...or it has been kept ten seconds.
    await h.database.db.update(boats).set({ name: "MV Again" }).where(eq(boats.id, boat.id));
    h.clock.advance(10_000);
    expect(await boatNames()).toContain("MV Again");
  });
});
