/** The account screens' paths, shared by the route table and the account menu. */
export const CHANGE_PASSWORD_PATH = '/account/password';
