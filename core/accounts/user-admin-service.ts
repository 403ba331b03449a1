/**
 * User administration (spec §7 Admin users): search and page through users, edit details, role and
 * agentDiscount, delete. The last administrator can be neither demoted nor deleted.
 */
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { UserRole } from "./user-constants.ts";
import type { ImageStore } from "../images/image-store.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { type ListPaging, listPaging, pageWindow, searchPattern } from "../shared/list-query.ts";
import type { AdminUserUpdate } from "./account-schemas.ts";
import { type PublicUser, toPublicUser } from "./public-user.ts";
import { effectiveAgentDiscount } from "./agent-discount.ts";

export const USERS_PER_PAGE = 20;

export type UserListQuery = { search?: string; role?: UserRole; page?: number };

export class UserAdminService {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
    private readonly now: Clock,
  ) {}

  async list(query: UserListQuery): Promise<{ users: PublicUser[] } & ListPaging> {
    const conditions: SQL[] = [];
    const pattern = searchPattern(query.search);
    if (pattern) {
      conditions.push(
        or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
        ) as SQL,
      );
    }
    if (query.role) conditions.push(eq(users.role, query.role));
    const where = conditions.length ? and(...conditions) : undefined;
    const paging = pageWindow(query, { perPage: USERS_PER_PAGE });
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
        .limit(paging.limit)
        .offset(paging.offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { users: rows.map(toPublicUser), ...listPaging(paging, total) };
  }

  async get(id: string): Promise<PublicUser> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw AppError.notFound("User");
    return toPublicUser(row);
  }

  /** Locks the admins' rows, so two admins demoting each other at once cannot leave none. */
  private async lockAdmins(tx: Transaction): Promise<string[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "admin"))
      .orderBy(asc(users.id))
      .for("update");
    return rows.map((row) => row.id);
  }

  async update(id: string, changes: AdminUserUpdate): Promise<PublicUser> {
    return this.db.transaction(async (tx) => {
      const admins = await this.lockAdmins(tx);
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      if (!current) throw AppError.notFound("User");
      const role = changes.role ?? current.role;
      if (current.role === "admin" && role !== "admin" && admins.length <= 1) {
        throw new AppError("conflict", "The last administrator cannot be demoted", "role");
      }
      if (changes.email && changes.email !== current.email) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, changes.email));
        if (taken) throw new AppError("conflict", "An account with this email already exists", "email");
      }
      // Leaving the agent role clears the stored discount.
      const agentDiscount = effectiveAgentDiscount({
        role,
        agentDiscount: changes.agentDiscount ?? current.agentDiscount,
      });
      const [row] = await tx
        .update(users)
        .set({ ...changes, role, agentDiscount, updatedAt: this.now() })
        .where(eq(users.id, id))
        .returning();
      return toPublicUser(row!);
    });
  }

  async delete(id: string, actingUserId: string): Promise<void> {
    const avatarId = await this.db.transaction(async (tx) => {
      const admins = await this.lockAdmins(tx);
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      if (!current) throw AppError.notFound("User");
      if (current.role === "admin" && admins.length <= 1) {
        throw new AppError("conflict", "The last administrator cannot be deleted");
      }
      if (id === actingUserId) throw new AppError("conflict", "You cannot delete your own account here");
      await tx.delete(users).where(eq(users.id, id));
      return current.avatar?.id;
    });
    if (avatarId) await this.images.remove(avatarId).catch(() => {});
  }
}
