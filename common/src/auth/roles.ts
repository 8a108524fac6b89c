/** The roles of docs/product.md#users-and-roles, carried as the ID token's custom claim `role` (docs/decisions.md#d3). */
export const ROLES = ["student", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** True for a known role: the claim arrives as unknown, from a token. */
export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
