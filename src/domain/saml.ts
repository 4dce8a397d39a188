// The SAML settings' rules (navigation.md 2.4, 2.9, 6): the organisation an account signs in with, its
// slug (the {orgSlug} of /login/saml/{orgSlug}) and the IdP it trusts. Shared by the settings page and
// the server, which also reads the certificate before it saves.
import * as z from 'zod/mini';
import { messages } from './validation';

export const SAML_SLUG_MAX = 64;
export const SAML_NAME_MAX = 255;
export const SAML_URL_MAX = 2048;
export const SAML_CERTIFICATE_MAX = 16384;
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const PEM_PATTERN = /^-----BEGIN (CERTIFICATE|PUBLIC KEY)-----\s+[A-Za-z0-9+/=\s]+-----END \1-----$/;
/** http is accepted only for an IdP on the same machine (a development IdP). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export const samlMessages = {
  slugFormat: 'Use lowercase letters, digits and hyphens, starting with a letter or digit',
  slugTaken: 'Another organisation uses this slug',
  urlFormat: 'Must be an https address (http only for localhost)',
  certificateFormat: 'Must be a PEM certificate or public key (-----BEGIN CERTIFICATE-----)',
  certificateUnreadable: 'The certificate cannot be read',
  urlWithoutCertificate: 'Give the certificate the IdP signs with',
  certificateWithoutUrl: "Give the IdP's sign-in URL",
} as const;

export interface SamlOrganisationInput {
  slug: string;
  name: string;
  /** Empty for the SAML stand-in. */
  idpSsoUrl: string;
  /** Empty for the SAML stand-in's key. */
  idpCertificate: string;
}

function urlError(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return samlMessages.urlFormat;
  }
  if (url.protocol === 'https:') return null;
  return url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname) ? null : samlMessages.urlFormat;
}

/** Per-field messages (keyed as the form names its fields) for an organisation; empty when it may be saved. */
export function samlOrganisationErrors(input: SamlOrganisationInput): Partial<Record<keyof SamlOrganisationInput, string>> {
  const errors: Partial<Record<keyof SamlOrganisationInput, string>> = {};
  const slug = input.slug.trim();
  const name = input.name.trim();
  const url = input.idpSsoUrl.trim();
  const certificate = input.idpCertificate.trim();
  if (!slug) errors.slug = messages.required;
  else if (slug.length > SAML_SLUG_MAX) errors.slug = messages.maxLength(SAML_SLUG_MAX);
  else if (!SLUG_PATTERN.test(slug)) errors.slug = samlMessages.slugFormat;
  if (!name) errors.name = messages.required;
  else if (name.length > SAML_NAME_MAX) errors.name = messages.maxLength(SAML_NAME_MAX);
  if (url.length > SAML_URL_MAX) errors.idpSsoUrl = messages.maxLength(SAML_URL_MAX);
  else if (url) errors.idpSsoUrl = urlError(url) ?? undefined;
  else if (certificate) errors.idpSsoUrl = samlMessages.certificateWithoutUrl;
  if (certificate.length > SAML_CERTIFICATE_MAX) errors.idpCertificate = messages.maxLength(SAML_CERTIFICATE_MAX);
  else if (certificate && !PEM_PATTERN.test(certificate)) errors.idpCertificate = samlMessages.certificateFormat;
  else if (!certificate && url) errors.idpCertificate = samlMessages.urlWithoutCertificate;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as typeof errors;
}

/** The form's schema: the same rules, each message on its field. */
export const samlOrganisationSchema = z
  .object({ slug: z.string(), name: z.string(), idpSsoUrl: z.string(), idpCertificate: z.string() })
  .check(
    z.superRefine((values, context) => {
      for (const [field, message] of Object.entries(samlOrganisationErrors(values))) context.addIssue({ code: 'custom', message, path: [field], input: values });
    }),
  );
export type SamlOrganisationValues = z.infer<typeof samlOrganisationSchema>;
