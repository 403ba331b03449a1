import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { databaseForTests } from "../../tests/support/test-database.ts";
import type { ImageStore } from "../images/image-store.ts";
import { UserAdminService } from "./user-admin-service.ts";

const noImages: ImageStore = {
  save: () => Promise.reject(new Error("no images in this test")),
  saveEncoded: () => Promise.reject(new Error("no images in this test")),
  remove: async () => {},
};

describe(`user administration on ${process.env.TEST_DB}`, () => {
  const database = databaseForTests();
  let clock: Date;
  let service: UserAdminService;

  beforeAll(async () => {
    clock = new Date("2031-02-01T09:00:00.000Z");
    service = new UserAdminService(database.db, noImages, () => clock);
  });

  const insertUser = async (email: string) => {
    const [row] = await database.db
      .insert(users)
      .values({
        title: "Ms",
        firstName: "Nok",
        lastName: "Chaiyaporn",
        email,
        country: "Thailand",
        countryCode: "th",
        phone: "+66 81 234 5678",
        passwordHash: "not a real hash",
      })
      .returning();
    return row!;
  };
  const storedUser = async (id: string) =>
    (await database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it("stamps an edit with the clock's time, wherever the clock stands", async () => {
    const user = await insertUser("nok@example.com");

    clock = new Date("2031-02-04T15:30:00.000Z");
    await service.update(user.id, { firstName: "Noknoi" });
    expect(await storedUser(user.id)).toMatchObject({ firstName: "Noknoi", updatedAt: clock });

    clock = new Date("2031-03-10T01:00:00.000Z");
    await service.update(user.id, { role: "agent", agentDiscount: 10 });
    expect(await storedUser(user.id)).toMatchObject({ role: "agent", updatedAt: clock });
  });
});
