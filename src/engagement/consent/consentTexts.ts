// The consent modal's texts in its six languages (navigation.md 9: en, sv, nl, de, fr, es). They are
// the modal's own, not the app's bundles: a visitor is asked in the browser's language before choosing
// anything, whatever language the app itself shows.
import type { ConsentCategory, ConsentLanguage } from '../../domain/engagement/consent';

export interface ConsentTexts {
  title: string;
  description: string;
  /** {cookiePolicy} and {privacyPolicy} become links with the texts below. */
  policies: string;
  cookiePolicy: string;
  privacyPolicy: string;
  categoriesLabel: string;
  categories: Record<ConsentCategory, { label: string; description: string }>;
  preferences: string;
  saveChoices: string;
  rejectAll: string;
  acceptAll: string;
}

export const CONSENT_TEXTS: Record<ConsentLanguage, ConsentTexts> = {
  en: {
    title: 'We value your privacy',
    description: 'We use cookies to make Cadence work, to understand how it is used and to show you relevant marketing. You choose which ones we may use.',
    policies: 'Read more in our {cookiePolicy} and {privacyPolicy}.',
    cookiePolicy: 'cookie policy',
    privacyPolicy: 'privacy policy',
    categoriesLabel: 'Cookie categories',
    categories: {
      necessary: { label: 'Necessary', description: 'Needed for signing in, security and remembering your settings. Always on.' },
      analytics: { label: 'Analytics', description: 'Help us understand how Cadence is used, so that we can improve it.' },
      marketing: { label: 'Marketing', description: 'Let us and our partners measure campaigns and show you relevant offers.' },
    },
    preferences: 'Preferences',
    saveChoices: 'Save choices',
    rejectAll: 'Reject all',
    acceptAll: 'Accept all',
  },
  sv: {
    title: 'Vi värnar om din integritet',
    description: 'Vi använder cookies för att Cadence ska fungera, för att förstå hur tjänsten används och för att visa dig relevant marknadsföring. Du väljer vilka vi får använda.',
    policies: 'Läs mer i vår {cookiePolicy} och vår {privacyPolicy}.',
    cookiePolicy: 'cookiepolicy',
    privacyPolicy: 'integritetspolicy',
    categoriesLabel: 'Cookiekategorier',
    categories: {
      necessary: { label: 'Nödvändiga', description: 'Behövs för inloggning, säkerhet och för att komma ihåg dina inställningar. Alltid på.' },
      analytics: { label: 'Analys', description: 'Hjälper oss att förstå hur Cadence används, så att vi kan förbättra tjänsten.' },
      marketing: { label: 'Marknadsföring', description: 'Låter oss och våra partner mäta kampanjer och visa dig relevanta erbjudanden.' },
    },
    preferences: 'Inställningar',
    saveChoices: 'Spara val',
    rejectAll: 'Avvisa alla',
    acceptAll: 'Godkänn alla',
  },
  nl: {
    title: 'Wij respecteren je privacy',
    description: 'We gebruiken cookies om Cadence te laten werken, om te begrijpen hoe het wordt gebruikt en om je relevante marketing te tonen. Jij kiest welke we mogen gebruiken.',
    policies: 'Lees meer in ons {cookiePolicy} en ons {privacyPolicy}.',
    cookiePolicy: 'cookiebeleid',
    privacyPolicy: 'privacybeleid',
    categoriesLabel: 'Cookiecategorieën',
    categories: {
      necessary: { label: 'Noodzakelijk', description: 'Nodig om in te loggen, voor beveiliging en om je instellingen te onthouden. Altijd aan.' },
      analytics: { label: 'Analyse', description: 'Helpen ons te begrijpen hoe Cadence wordt gebruikt, zodat we het kunnen verbeteren.' },
      marketing: { label: 'Marketing', description: 'Laten ons en onze partners campagnes meten en je relevante aanbiedingen tonen.' },
    },
    preferences: 'Voorkeuren',
    saveChoices: 'Keuzes opslaan',
    rejectAll: 'Alles weigeren',
    acceptAll: 'Alles accepteren',
  },
  de: {
    title: 'Wir respektieren Ihre Privatsphäre',
    description: 'Wir verwenden Cookies, damit Cadence funktioniert, um zu verstehen, wie es genutzt wird, und um Ihnen relevante Werbung zu zeigen. Sie entscheiden, welche wir verwenden dürfen.',
    policies: 'Mehr dazu in unserer {cookiePolicy} und unserer {privacyPolicy}.',
    cookiePolicy: 'Cookie-Richtlinie',
    privacyPolicy: 'Datenschutzerklärung',
    categoriesLabel: 'Cookie-Kategorien',
    categories: {
      necessary: { label: 'Notwendig', description: 'Erforderlich für die Anmeldung, die Sicherheit und das Speichern Ihrer Einstellungen. Immer aktiv.' },
      analytics: { label: 'Analyse', description: 'Helfen uns zu verstehen, wie Cadence genutzt wird, damit wir es verbessern können.' },
      marketing: { label: 'Marketing', description: 'Ermöglichen uns und unseren Partnern, Kampagnen zu messen und Ihnen passende Angebote zu zeigen.' },
    },
    preferences: 'Einstellungen',
    saveChoices: 'Auswahl speichern',
    rejectAll: 'Alle ablehnen',
    acceptAll: 'Alle akzeptieren',
  },
  fr: {
    title: 'Nous respectons votre vie privée',
    description: 'Nous utilisons des cookies pour faire fonctionner Cadence, comprendre comment il est utilisé et vous montrer des contenus marketing pertinents. Vous choisissez ceux que nous pouvons utiliser.',
    policies: 'Pour en savoir plus, consultez notre {cookiePolicy} et notre {privacyPolicy}.',
    cookiePolicy: 'politique relative aux cookies',
    privacyPolicy: 'politique de confidentialité',
    categoriesLabel: 'Catégories de cookies',
    categories: {
      necessary: { label: 'Nécessaires', description: 'Indispensables à la connexion, à la sécurité et à la mémorisation de vos paramètres. Toujours actifs.' },
      analytics: { label: 'Statistiques', description: 'Nous aident à comprendre comment Cadence est utilisé, afin de l’améliorer.' },
      marketing: { label: 'Marketing', description: 'Permettent à nous et à nos partenaires de mesurer les campagnes et de vous proposer des offres pertinentes.' },
    },
    preferences: 'Préférences',
    saveChoices: 'Enregistrer mes choix',
    rejectAll: 'Tout refuser',
    acceptAll: 'Tout accepter',
  },
  es: {
    title: 'Respetamos tu privacidad',
    description: 'Usamos cookies para que Cadence funcione, para entender cómo se usa y para mostrarte publicidad relevante. Tú eliges cuáles podemos usar.',
    policies: 'Más información en nuestra {cookiePolicy} y nuestra {privacyPolicy}.',
    cookiePolicy: 'política de cookies',
    privacyPolicy: 'política de privacidad',
    categoriesLabel: 'Categorías de cookies',
    categories: {
      necessary: { label: 'Necesarias', description: 'Imprescindibles para iniciar sesión, la seguridad y recordar tus ajustes. Siempre activas.' },
      analytics: { label: 'Analíticas', description: 'Nos ayudan a entender cómo se usa Cadence para poder mejorarlo.' },
      marketing: { label: 'Marketing', description: 'Permiten que nosotros y nuestros socios midamos campañas y te mostremos ofertas relevantes.' },
    },
    preferences: 'Preferencias',
    saveChoices: 'Guardar selección',
    rejectAll: 'Rechazar todas',
    acceptAll: 'Aceptar todas',
  },
};
