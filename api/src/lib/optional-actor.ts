import type { FastifyRequest } from 'fastify';
import type { Actor } from '../plugins/policy-types';
import type { UsersRepo } from '../modules/users/users.repo';

/**
 * The caller of a public route when it sent a valid, current token; undefined for visitors. Public routes that
 * show more to owners or administrators (a private profile, a private file) use it. A bad or revoked token on a
 * public route makes the caller a visitor rather than an error, so a stale token never locks anyone out of
 * public pages.
 */
export async function optionalActor(request: FastifyRequest, users: UsersRepo): Promise<Actor | undefined> {
  if (request.actor) return request.actor;
  if (!request.headers.authorization) return undefined;
  let claims: { id: number; tv: number };
  try {
    claims = await request.jwtVerify();
  } catch {
    return undefined;
  }
  const user = await users.findById(claims.id);
  if (!user || user.token_version !== claims.tv) return undefined;
  return { id: user.id, roles: user.roles, employerId: user.employer_id };
}
