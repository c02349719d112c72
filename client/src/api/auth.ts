import type { ChangePasswordRequest, LoginRequest, RegisterRequest } from '#shared/accounts/requests.js';
import type { AuthResponse, ChangePasswordResponse, MeResponse } from '#shared/league-types.js';
import { api } from './transport.js';

export const sessionQueryKey = ['session'] as const;

// Sign-in and register run without a session: a 401 there means wrong credentials, not an expired token.
export const login = (input: LoginRequest) => api.post<AuthResponse>('/auth/login', input, { auth: false });
export const register = (input: RegisterRequest) => api.post<AuthResponse>('/auth/register', input, { auth: false });
export const fetchMe = (signal?: AbortSignal) => api.get<MeResponse>('/auth/me', { signal });
/** A wrong current password is a 400 (not a 401), so it comes back as a message, not a sign-out. */
export const changePassword = (input: ChangePasswordRequest) => api.post<ChangePasswordResponse>('/auth/change-password', input);
