// Stand-in of an organisation's SAML identity provider at /stand-in/saml/{slug}/sso: it reads the
// AuthnRequest (HTTP-Redirect binding), shows a sign-in page, and answers with a page that posts a
// SAMLResponse (HTTP-POST binding) to the service provider's assertion consumer service. The response
// and its assertion are signed with xml-crypto (RSA-SHA256, exclusive c14n) with the stand-in's key pair,
// made once and kept in server_secrets. Like a real IdP it answers only its registered SP's ACS, and it
// keeps its own (real) clock for the assertion's validity window.
import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { RequestContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { defineHandlers } from '../../rest/handlers';
import { escapeHtml, hiddenFields, htmlPage } from '../html';
import { samlAcsUrl, samlOrganisation, samlStandInEntityId } from '../saml';
import { samlStandInKeys } from '../secrets';

/** How long an assertion may be presented to the SP. */
const ASSERTION_LIFETIME_MS = 5 * 60 * 1000;
/** Tolerance for the SP's clock running behind. */
const NOT_BEFORE_SKEW_MS = 60 * 1000;

const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const DIGEST_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED_SIGNATURE = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

interface AuthnRequest {
  id: string;
  issuer: string;
  acsUrl: string;
}

/** Reads a deflated, base64-encoded AuthnRequest; 400 when it is not one. */
function readAuthnRequest(samlRequest: string): AuthnRequest {
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  } catch {
    throw badRequest({ SAMLRequest: 'Must be a deflated, base64-encoded AuthnRequest' });
  }
  let root: Element | null = null;
  try {
    const quiet = () => undefined;
    const parser = new DOMParser({ errorHandler: { warning: quiet, error: quiet, fatalError: (message: unknown) => { throw new Error(String(message)); } } });
    root = parser.parseFromString(xml, 'text/xml').documentElement as unknown as Element | null;
  } catch {
    root = null;
  }
  const issuer = root?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0]?.textContent?.trim();
  const id = root?.getAttribute('ID');
  const acsUrl = root?.getAttribute('AssertionConsumerServiceURL');
  if (!root || root.localName !== 'AuthnRequest' || !id || !issuer || !acsUrl) throw badRequest({ SAMLRequest: 'Must be a deflated, base64-encoded AuthnRequest' });
  return { id, issuer, acsUrl };
}

/** The request when the organisation exists and it comes from the organisation's registered SP. */
async function checkRequest(context: RequestContext, slug: string, samlRequest: string): Promise<AuthnRequest> {
  if (!(await samlOrganisation(context, slug))) throw notFound('SAML organisation');
  const request = readAuthnRequest(samlRequest);
  if (request.acsUrl !== samlAcsUrl(context.config, slug)) throw badRequest({ SAMLRequest: 'The assertion consumer service is not registered with this IdP' });
  return request;
}

const xml = (text: string) => escapeHtml(text);

function signedResponse(keys: { privateKey: string }, values: { idp: string; request: AuthnRequest; email: string; name: string }): string {
  const now = Date.now();
  const instant = new Date(now).toISOString();
  const notBefore = new Date(now - NOT_BEFORE_SKEW_MS).toISOString();
  const notOnOrAfter = new Date(now + ASSERTION_LIFETIME_MS).toISOString();
  const responseId = `_${randomUUID()}`;
  const assertionId = `_${randomUUID()}`;
  const { request } = values;
  const attribute = (name: string, value: string) => `<saml:Attribute Name="${name}"><saml:AttributeValue>${xml(value)}</saml:AttributeValue></saml:Attribute>`;
  const document =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${instant}" Destination="${xml(request.acsUrl)}" InResponseTo="${xml(request.id)}">` +
    `<saml:Issuer>${xml(values.idp)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${xml(values.idp)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xml(values.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${xml(request.id)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${xml(request.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${xml(request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('email', values.email)}${values.name ? attribute('name', values.name) : ''}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`;
  // The assertion first, then the whole response (whose digest covers the signed assertion).
  const sign = (input: string, element: string) => {
    const signature = new SignedXml({ privateKey: keys.privateKey, signatureAlgorithm: SIGNATURE_ALGORITHM, canonicalizationAlgorithm: EXCLUSIVE_C14N });
    signature.addReference({ xpath: `//*[local-name(.)='${element}']`, digestAlgorithm: DIGEST_ALGORITHM, transforms: [ENVELOPED_SIGNATURE, EXCLUSIVE_C14N] });
    signature.computeSignature(input, { location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' } });
    return signature.getSignedXml();
  };
  return sign(sign(document, 'Assertion'), 'Response');
}

function signInPage(slug: string, samlRequest: string, relayState: string | undefined, request: AuthnRequest): string {
  return htmlPage(
    'Organisation sign-in',
    `<h1>Sign in to ${escapeHtml(slug)}</h1>
<p class="note">Stand-in of the organisation's SAML identity provider: no password is checked. The service <span class="meta">${escapeHtml(request.issuer)}</span> asks who you are.</p>
<div class="card">
<form method="post" action="/stand-in/saml/${escapeHtml(slug)}/sso">
${hiddenFields({ SAMLRequest: samlRequest, RelayState: relayState })}
<label>E-mail address <input type="email" name="email" autocomplete="email" required autofocus></label>
<label>Name <input type="text" name="name" autocomplete="name" maxlength="255"></label>
<div><button type="submit">Sign in</button></div>
</form>
</div>`,
  );
}

/** The HTTP-POST binding: a form that the browser submits to the SP by itself (or with the button). */
function postBindingPage(acsUrl: string, samlResponse: string, relayState: string | undefined): string {
  return htmlPage(
    'Signing in…',
    `<h1>Signing in…</h1>
<form id="saml" method="post" action="${escapeHtml(acsUrl)}">
${hiddenFields({ SAMLResponse: samlResponse, RelayState: relayState })}
<noscript><p>Continue to finish signing in.</p></noscript>
<button type="submit">Continue</button>
</form>
<script>document.getElementById('saml').submit();</script>`,
  );
}

export const samlStandInHandlers = defineHandlers({
  async samlSingleSignOn(request, context) {
    const { slug } = request.params;
    const authnRequest = await checkRequest(context, slug, request.query.SAMLRequest);
    return { status: 200, raw: signInPage(slug, request.query.SAMLRequest, request.query.RelayState, authnRequest), contentType: 'text/html; charset=utf-8' };
  },

  async samlSignIn(request, context) {
    const { slug } = request.params;
    const form = request.body;
    const authnRequest = await checkRequest(context, slug, form.SAMLRequest);
    const keys = await samlStandInKeys(context.db);
    const response = signedResponse(keys, { idp: samlStandInEntityId(context.config, slug), request: authnRequest, email: form.email, name: form.name?.trim() ?? '' });
    return { status: 200, raw: postBindingPage(authnRequest.acsUrl, Buffer.from(response).toString('base64'), form.RelayState), contentType: 'text/html; charset=utf-8' };
  },
});
