// The rules of the logged-out forms (core.md 5 'Login', 'User'; navigation.md 2.2), built from the shared
// validation rules so that the app and the server word every message the same way.
import * as z from 'zod/mini';
import { emailSchema, messages, passwordSchema, requiredString } from '../../domain/validation';

/** The contract's longest user name (schema/rest.openapi.yaml User.name). */
export const USER_NAME_MAX_LENGTH = 255;
/** A SAML organisation slug as the auth service accepts it (/auth/login/saml/{slug}). */
export const SAML_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const SAML_SLUG_MAX_LENGTH = 64;
/** Said when the repeated new password differs (a rule the spec leaves without a message). */
export const PASSWORDS_DIFFER = 'The passwords do not match';

/** Any non-empty password: signing in must not apply the rules for new passwords to old ones. */
export const currentPasswordSchema = z.string({ error: messages.required }).check(z.minLength(1, messages.required));

export const userNameSchema = requiredString.check(z.maxLength(USER_NAME_MAX_LENGTH, messages.maxLength(USER_NAME_MAX_LENGTH)));

/** Login: e-mail and password required; the e-mail must be valid (core.md 5 'Per entity'). */
export const loginSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: passwordSchema, repeatPassword: currentPasswordSchema })
  .check(z.refine((values) => values.password === values.repeatPassword, { message: PASSWORDS_DIFFER, path: ['repeatPassword'] }));
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** A new user made by accepting an invitation: a name and a password for the invited address. */
export const invitationSignupSchema = z.object({ name: userNameSchema, password: passwordSchema });
export type InvitationSignupValues = z.infer<typeof invitationSignupSchema>;

/** An existing user signing in to accept: the address is the invitation's, only the password is asked. */
export const invitationLoginSchema = z.object({ password: currentPasswordSchema });
export type InvitationLoginValues = z.infer<typeof invitationLoginSchema>;

/** Organisation slugs are lower case; what people type is trimmed and lower-cased first. */
export const samlSlugSchema = z.object({
  slug: z.pipe(
    z.pipe(requiredString, z.transform((slug) => slug.toLowerCase())),
    z.string().check(z.maxLength(SAML_SLUG_MAX_LENGTH, messages.maxLength(SAML_SLUG_MAX_LENGTH)), z.regex(SAML_SLUG_PATTERN, messages.invalid)),
  ),
});
export type SamlSlugValues = z.input<typeof samlSlugSchema>;

/** A search parameter e-mail is used only when it is a valid address (navigation.md 2.2 /forgot-password). */
export function validEmailOrEmpty(value: string | null | undefined): string {
  const parsed = emailSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : '';
}
