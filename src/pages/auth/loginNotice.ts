// Pages that end at the login page (a password reset) tell it what to confirm through the navigation
// state, which is read back with a schema since the history entry may hold anything.
import * as z from 'zod/mini';

export const LOGIN_NOTICES = ['passwordReset'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

const LoginStateSchema = z.object({ notice: z.enum(LOGIN_NOTICES) });

export function loginState(notice: LoginNotice): z.infer<typeof LoginStateSchema> {
  return { notice };
}

export function loginNoticeOf(state: unknown): LoginNotice | undefined {
  const parsed = LoginStateSchema.safeParse(state);
  return parsed.success ? parsed.data.notice : undefined;
}
