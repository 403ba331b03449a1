/**
 * The user's fixed choices, shared by the database schema, the server and the browser's forms.
 * Kept apart from db/schema.ts so a form importing them does not pull the ORM into the page bundle.
 */
export const userRoles = ["customer", "agent", "admin"] as const;
export type UserRole = (typeof userRoles)[number];
export const userTitles = ["Mr", "Mrs", "Ms"] as const;
export type UserTitle = (typeof userTitles)[number];
