// Account.paymentMethod of the control API (billing.md 3.5, 4.9): an account a distributor sold pays
// through that distributor; any other pays with the method the billing module stores for it, whose PSP
// gives its kind (an invoicing system, or the card provider's card, wallets and online wallet).
import { isCardType, isInvoicePsp, maskedCardNumber } from '../../src/domain/billing/paymentMethods';
import type { CardType as CardCode } from '../../src/domain/billing/paymentMethods';
import { paymentMethodOf } from '../billing/paymentMethods';
import type { RequestContext } from '../context';
import type { CardType, InvoicePsp, ResolversUnionTypes, ResolversTypes } from '../graphql/control/__generated__/types';
import type { AccountRow } from '../loaders';
import { distributorIdOf, distributorInfo, isSoldDirectly } from './model';

type PaymentMethodNode = ResolversUnionTypes<ResolversTypes>['PaymentMethod'];
type StoredMethod = NonNullable<Awaited<ReturnType<typeof paymentMethodOf>>>;

const CARD_TYPES: Record<CardCode, CardType> = { visa: 'VISA', mc: 'MASTERCARD', amex: 'AMEX', disc: 'DISCOVER', diners: 'DINERS' };

const cardTypeOf = (code: string | null): CardType | null => (isCardType(code) ? CARD_TYPES[code] : null);

/** Expiry as MM/YY, as the control API shows it. */
const shortExpiry = (month: number | null, year: number | null) => (month && year ? `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}` : '');

/** The stored method as its kind; null for a credit-card record without a card type, which counts as missing. */
export function paymentMethodNode(row: StoredMethod): PaymentMethodNode | null {
  if (isInvoicePsp(row.psp)) return { __typename: 'InvoicePaymentMethod', psp: row.psp.toUpperCase() as InvoicePsp };
  switch (row.psp) {
    case 'adyen_apple_pay':
      return { __typename: 'ApplePayPaymentMethod', cardType: cardTypeOf(row.cardType), lastFourDigits: row.lastFour };
    case 'adyen_google_pay':
      return { __typename: 'GooglePayPaymentMethod', cardType: cardTypeOf(row.cardType), lastFourDigits: row.lastFour };
    case 'adyen_paypal':
      // The provider shares no PayPal e-mail with the product.
      return { __typename: 'PayPalPaymentMethod', email: null };
    case 'adyen_creditcard': {
      const cardType = cardTypeOf(row.cardType);
      if (!cardType) return null;
      return { __typename: 'CreditCardPaymentMethod', cardType, maskedNumber: row.lastFour ? maskedCardNumber(row.lastFour) : '', expiry: shortExpiry(row.expiryMonth, row.expiryYear) };
    }
    default:
      return null;
  }
}

/** How the account pays, for the viewer of the account (the rule of GET billing /accounts/{id}/payment_method). */
export async function accountPaymentMethod(context: RequestContext, account: AccountRow): Promise<PaymentMethodNode | null> {
  if (!isSoldDirectly(account)) {
    const info = distributorInfo(account, await context.loaders.account.load(distributorIdOf(account)));
    return { __typename: 'DistributorPaymentMethod', distributor: { id: info.id, businessName: info.businessName, hasSupport: info.hasSupport } };
  }
  const row = await paymentMethodOf(context, account.id);
  return row && !row.deactivated ? paymentMethodNode(row) : null;
}
