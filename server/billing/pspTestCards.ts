// The payment-provider stand-in's test cards and test holder names, as the real provider documents
// them for its test environment (Adyen: 'Test card numbers', 'Testing result codes and refusal reasons'),
// and how the stand-in decides a payment from them. Pure: no I/O.

export type CardBrand = 'visa' | 'mc' | 'amex' | 'discover' | 'diners';

export interface TestCard {
  number: string;
  brand: CardBrand;
  /** 'authorised' at once, 'challenge' with a 3-D Secure challenge, 'refused' always. */
  outcome: 'authorised' | 'challenge' | 'refused';
}

/** Card numbers the stand-in knows (spaces removed). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111145551142', brand: 'visa', outcome: 'authorised' },
  { number: '4111111111111111', brand: 'visa', outcome: 'authorised' },
  { number: '5555341244441115', brand: 'mc', outcome: 'authorised' },
  { number: '2222400070000005', brand: 'mc', outcome: 'authorised' },
  { number: '370000000000002', brand: 'amex', outcome: 'authorised' },
  { number: '6011601160116611', brand: 'discover', outcome: 'authorised' },
  { number: '36006666333344', brand: 'diners', outcome: 'authorised' },
  { number: '4917610000000000', brand: 'visa', outcome: 'challenge' },
  { number: '5454545454545454', brand: 'mc', outcome: 'challenge' },
  { number: '4000000000000002', brand: 'visa', outcome: 'refused' },
];

export interface Refusal {
  refusalReason: string;
  refusalReasonCode: string;
}

export const REFUSED: Refusal = { refusalReason: 'Refused', refusalReasonCode: '2' };
export const EXPIRED_CARD: Refusal = { refusalReason: 'Expired Card', refusalReasonCode: '6' };
export const NOT_AUTHENTICATED: Refusal = { refusalReason: '3D Not Authenticated', refusalReasonCode: '11' };

/** Holder names that make any card refused, with the refusal they give. */
export const REFUSING_HOLDER_NAMES: Readonly<Record<string, Refusal>> = {
  REFUSED,
  DECLINED: REFUSED,
  NOT_ENOUGH_BALANCE: { refusalReason: 'Not enough balance', refusalReasonCode: '12' },
  BLOCK_CARD: { refusalReason: 'Blocked Card', refusalReasonCode: '5' },
  CARD_EXPIRED: EXPIRED_CARD,
};

/** The card's brand as a card_type code (DECISIONS.md card networks): discover is 'disc'. */
export const cardTypeOfBrand = (brand: string): string => (brand === 'discover' ? 'disc' : brand);

/** The Luhn check every card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a card expiring at the end of month/year has expired at `now`. */
export function hasExpired(month: number, year: number, now: Date): boolean {
  return Date.UTC(year, month, 1) <= now.getTime();
}

export type CardDecision = { kind: 'authorised' } | { kind: 'challenge' } | ({ kind: 'refused' } & Refusal);

/**
 * What the stand-in answers a card payment: the holder name's refusal first, then an expired card,
 * then the test card's own outcome; a number it does not know is refused. A stored card charged by
 * the merchant (ContAuth) needs no challenge.
 */
export function decideCard(card: { number: string; expiryMonth: number; expiryYear: number; holderName?: string }, now: Date, merchantInitiated: boolean): CardDecision {
  const byHolder = REFUSING_HOLDER_NAMES[(card.holderName ?? '').trim().toUpperCase()];
  if (byHolder) return { kind: 'refused', ...byHolder };
  if (hasExpired(card.expiryMonth, card.expiryYear, now)) return { kind: 'refused', ...EXPIRED_CARD };
  const known = TEST_CARDS.find((test) => test.number === card.number);
  if (!known || known.outcome === 'refused') return { kind: 'refused', ...REFUSED };
  if (known.outcome === 'challenge' && !merchantInitiated) return { kind: 'challenge' };
  return { kind: 'authorised' };
}

/** The brand of a card number: a test card's, else by its leading digits. */
export function brandOf(number: string): CardBrand {
  const known = TEST_CARDS.find((test) => test.number === number);
  if (known) return known.brand;
  if (/^3[47]/.test(number)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  return 'visa';
}
