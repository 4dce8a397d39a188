// /login/saml/ and /login/saml/{orgSlug} (navigation.md 2.2, 2.9): SAML login, shown without chrome. With
// an organisation in the path the browser goes straight on to its identity provider; without one, or for
// an organisation that does not sign in with SAML, the page asks for it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '../../ui/Link';
import { AuthFrame, AuthWorking } from './AuthFrame';
import { FormMessage } from '../../ui/formFields';
import { errorMessage } from '../../errors/errorMessage';
import { LOGIN_PATH } from '../../routing/paths';
import { SamlLoginForm, useStartSamlLogin } from './SamlLoginForm';
import { samlSlugSchema } from './schemas';

type Start = { state: 'starting' } | { state: 'ask'; unknownSlug?: string; error?: string };

export function SamlLoginPage() {
  const { t } = useTranslation();
  const { orgSlug = '' } = useParams();
  const parsed = samlSlugSchema.safeParse({ slug: orgSlug });
  const slug = parsed.success ? parsed.data.slug : undefined;
  const startSamlLogin = useStartSamlLogin();
  const [start, setStart] = useState<Start>(slug ? { state: 'starting' } : { state: 'ask' });
  // One start per organisation, also when React runs effects twice in development.
  const startedFor = useRef<string>(undefined);

  useEffect(() => {
    if (!slug || startedFor.current === slug) return;
    startedFor.current = slug;
    setStart({ state: 'starting' });
    startSamlLogin(slug).then(
      (outcome) => {
        if (outcome === 'unknownOrganisation') setStart({ state: 'ask', unknownSlug: slug });
      },
      (error: unknown) => setStart({ state: 'ask', error: errorMessage(error, t) }),
    );
  }, [slug, startSamlLogin, t]);

  if (start.state === 'starting') return <AuthWorking title={t('samlLogin.title')} label={t('samlLogin.redirecting')} />;
  return (
    <AuthFrame title={t('samlLogin.title')} intro={t('samlLogin.intro')} footer={<Link href={LOGIN_PATH}>{t('samlLogin.otherWays')}</Link>}>
      {start.error && <FormMessage tone="error">{start.error}</FormMessage>}
      <SamlLoginForm defaultSlug={orgSlug} unknownSlug={start.unknownSlug} />
    </AuthFrame>
  );
}
