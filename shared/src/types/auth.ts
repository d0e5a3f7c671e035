import type { Role } from '../roles';

/** Claims of the session JWT (HS256). `tv` is the user's token version: a mismatch means the token was revoked. */
export interface TokenClaims {
  id: number;
  profile: string;
  displayName: string;
  roles: Role[];
  tv: number;
  exp: number;
}

/** The `user` object of a login or registration answer (§3 "Login response"). */
export interface AuthUser {
  ID: number;
  user_login: string;
  display_name: string;
  displayName: string;
}

/** Answer of `POST /auth/token`, `/candidate-register`, `/employer-register`, `/social-login`, `/social-register`. */
export interface LoginResponse {
  success: true;
  token: string;
  user: AuthUser;
  roles: Role[];
}
