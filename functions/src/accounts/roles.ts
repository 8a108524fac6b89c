import type { Role } from "@rink/common";

/**
 * Students and admins log in by username; Firebase Auth still wants an e-mail,
 * so they get one under a reserved `.invalid` domain (RFC 2606) that no mail can reach.
 */
export function syntheticEmail(uid: string, role: Role): string {
  return `${uid.toLowerCase()}@${role}s.rink-money.invalid`;
}
