import type { ApiUser } from '#shared/league-types.js';

export interface UserRowForPresenter {
  id: number;
  username: string;
  email: string;
  display_name: string | null;
}

export function presentUser(user: UserRowForPresenter): ApiUser {
  return {
    fantasy_user_id: user.id,
    username: user.username,
    email: user.email,
    display_name: user.display_name || user.username,
  };
}
