import type { AuthResponse, MeResponse } from '../../../shared/league-types.js';
import { api } from './transport.js';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  username: string;
  display_name: string;
}

export const sessionQueryKey = ['session'] as const;

// Sign-in and register run without a session: a 401 there means wrong credentials, not an expired token.
export const login = (input: LoginInput) => api.post<AuthResponse>('/auth/login', input, { auth: false });
export const register = (input: RegisterInput) => api.post<AuthResponse>('/auth/register', input, { auth: false });
export const fetchMe = (signal?: AbortSignal) => api.get<MeResponse>('/auth/me', { signal });
