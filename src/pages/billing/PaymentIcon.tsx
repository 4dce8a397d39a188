// The eight payment icons of billing.md 2.4: five card networks, two mobile wallets and one online wallet.
// Drawn here as small brand-coloured marks, named for assistive technology by the network's full name.
import { cardNetworkName } from '../../domain/billing/paymentMethods';

export const PAYMENT_ICON_KINDS = ['visa', 'mc', 'amex', 'disc', 'diners', 'applepay', 'googlepay', 'paypal'] as const;
export type PaymentIconKind = (typeof PAYMENT_ICON_KINDS)[number];

const MARKS: Record<PaymentIconKind, { text: string; background: string; color: string }> = {
  visa: { text: 'VISA', background: '#1a1f71', color: '#ffffff' },
  mc: { text: 'MC', background: '#252525', color: '#f79e1b' },
  amex: { text: 'AMEX', background: '#2e77bc', color: '#ffffff' },
  disc: { text: 'DISC', background: '#ffffff', color: '#e55c20' },
  diners: { text: 'DC', background: '#0079be', color: '#ffffff' },
  applepay: { text: 'Pay', background: '#000000', color: '#ffffff' },
  googlepay: { text: 'GPay', background: '#ffffff', color: '#3c4043' },
  paypal: { text: 'PP', background: '#003087', color: '#ffffff' },
};

export const isPaymentIconKind = (kind: string | null | undefined): kind is PaymentIconKind => (PAYMENT_ICON_KINDS as readonly string[]).includes(kind ?? '');

export function PaymentIcon({ kind }: { kind: PaymentIconKind }) {
  const mark = MARKS[kind];
  return (
    <svg className="payment-icon" data-kind={kind} role="img" aria-label={cardNetworkName(kind)} viewBox="0 0 48 32" width="48" height="32">
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill={mark.background} stroke="#c9c8cf" />
      {kind === 'mc' ? (
        <>
          <circle cx="19" cy="16" r="8" fill="#eb001b" />
          <circle cx="29" cy="16" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </>
      ) : (
        <text x="24" y="20.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize={mark.text.length > 3 ? 11 : 13} fill={mark.color}>
          {mark.text}
        </text>
      )}
    </svg>
  );
}
