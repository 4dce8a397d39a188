// Payment methods (billing.md 3.5, 4.9; DECISIONS.md {card-provider} and card networks): which payment
// type a PSP gives, when a payment method counts as missing, and the names card networks are shown by.
// Shared by the server (the payment-method record it answers) and the billing pages.

/** The card provider's PSPs: a credit card, two mobile wallets and an online wallet (payment type 'cc'). */
export const CARD_PSPS = ['adyen_creditcard', 'adyen_apple_pay', 'adyen_google_pay', 'adyen_paypal'] as const;
export type CardPsp = (typeof CARD_PSPS)[number];
/** The invoice PSPs: two invoicing systems and manual billing (payment type 'invoice'). */
export const INVOICE_PSPS = ['netsuite', 'fortnox', 'manual_billing'] as const;
export type InvoicePsp = (typeof INVOICE_PSPS)[number];
export const PSPS = [...CARD_PSPS, ...INVOICE_PSPS] as const;
export type Psp = (typeof PSPS)[number];

/** The card provider's credit-card PSP. */
export const CREDIT_CARD_PSP: CardPsp = 'adyen_creditcard';
/** The PSP a switch to invoice payment lands on. */
export const DEFAULT_INVOICE_PSP: InvoicePsp = 'netsuite';

export const PAYMENT_TYPES = ['cc', 'invoice'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** billing.md 4.8: the payment type defaults to cc. */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'cc';

export const isInvoicePsp = (psp: string | null | undefined): psp is InvoicePsp => (INVOICE_PSPS as readonly string[]).includes(psp ?? '');
export const isCardPsp = (psp: string | null | undefined): psp is CardPsp => (CARD_PSPS as readonly string[]).includes(psp ?? '');

/** The payment type a PSP gives: 'invoice' for the invoice PSPs, 'cc' for the card provider's; null for one it does not know. */
export function paymentTypeOf(psp: string | null | undefined): PaymentType | null {
  if (isInvoicePsp(psp)) return 'invoice';
  if (isCardPsp(psp)) return 'cc';
  return null;
}

/** billing.md 4.9: a payment method counts as missing when psp is the credit-card PSP and card_type is empty. */
export function isPaymentMethodMissing(method: { psp: string | null | undefined; creditcard_data?: { card_type?: string | null } | null } | null | undefined): boolean {
  if (!method) return true;
  return method.psp === CREDIT_CARD_PSP && !method.creditcard_data?.card_type;
}

/** Card network codes (card_type) and their full names; 'mc' is shown as 'Mastercard'. */
export const CARD_NETWORKS = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express', disc: 'Discover', diners: 'Diners Club' } as const;
export type CardType = keyof typeof CARD_NETWORKS;
export const CARD_TYPES = Object.keys(CARD_NETWORKS) as CardType[];

/** Wallet kinds stored as cards: two mobile wallets and one online wallet. */
export const WALLET_NAMES = { applepay: 'Apple Pay', googlepay: 'Google Pay', paypal: 'PayPal' } as const;
export type WalletKind = keyof typeof WALLET_NAMES;

export const isCardType = (code: string | null | undefined): code is CardType => Object.hasOwn(CARD_NETWORKS, code ?? '');

/** The name a card network (or wallet) is shown by; an unknown code is shown as it is; empty for none. */
export function cardNetworkName(code: string | null | undefined): string {
  if (!code) return '';
  if (isCardType(code)) return CARD_NETWORKS[code];
  if (Object.hasOwn(WALLET_NAMES, code)) return WALLET_NAMES[code as WalletKind];
  return code;
}

/** The PSP that stores a wallet or card kind. */
export function pspOfKind(kind: CardType | WalletKind): CardPsp {
  if (kind === 'applepay') return 'adyen_apple_pay';
  if (kind === 'googlepay') return 'adyen_google_pay';
  if (kind === 'paypal') return 'adyen_paypal';
  return CREDIT_CARD_PSP;
}

/** A card number masked as the payment method shows it: '**** **** **** 1111'. */
export const maskedCardNumber = (lastFour: string): string => `**** **** **** ${lastFour}`;

/** Expiry as 'MM/YYYY'. */
export const cardExpiry = (month: number, year: number): string => `${String(month).padStart(2, '0')}/${year}`;
